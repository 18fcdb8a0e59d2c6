// let and var, shadowing in nested scopes, type annotations and inference.
let constant = 10
var variable = 20
variable = variable + constant
print(constant, variable)
let inferredInt = 3
let inferredDouble = 3.0
let annotated: Double = 3
print(type(of: inferredInt), type(of: inferredDouble), annotated)
var shadow = "outer"
do {
    let shadow = "inner"
    print(shadow)
}
print(shadow)
if true {
    var shadow = 1
    shadow += 1
    print(shadow)
}
shadow = "changed"
print(shadow)
let later: String
if variable > 25 {
    later = "big"
} else {
    later = "small"
}
print(later)
var a = 1, b = 2, c = 3
a += b; b += c; c += a
print(a, b, c)
let (q, r) = (17 / 5, 17 % 5)
print(q, r)
var counter: Int
counter = 0
for _ in 1...4 { counter += 1 }
print(counter)
