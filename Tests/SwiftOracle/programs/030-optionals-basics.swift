// Optionals: nil, printing, ??, comparisons with nil, if let and optional binding.
var name: String? = nil
print(name as Any)
name = "Taylor"
print(name as Any)
print(name ?? "anonymous")
let age: Int? = nil
print(age ?? 0, age == nil, name != nil)
if let n = name {
    print("hello,", n)
}
if let a = age {
    print("age", a)
} else {
    print("no age")
}
let numbers = ["4", "x", "15", ""]
let parsed = numbers.map { Int($0) }
print(parsed)
let total = parsed.reduce(0) { $0 + ($1 ?? 0) }
print(total)
var maybe: Int? = 5
maybe? += 1
print(maybe as Any)
maybe = nil
maybe? += 1
print(maybe as Any)
let x: Int? = 3
let y: Int? = 3
print(x == y, x == 3, Optional<Int>.none == nil)
let first: String? = nil
let second: String? = nil
let third: String? = "third"
print(first ?? second ?? third ?? "none")
print(String(describing: x), "\(String(describing: age))")
