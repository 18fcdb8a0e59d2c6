// Closure expressions: full syntax, inferred types, implicit return, closures as arguments.
let add: (Int, Int) -> Int = { (a: Int, b: Int) -> Int in
    return a + b
}
let multiply: (Int, Int) -> Int = { a, b in a * b }
print(add(2, 3), multiply(4, 5))
func apply(_ f: (Int, Int) -> Int, _ x: Int, _ y: Int) -> Int { f(x, y) }
print(apply(add, 10, 20), apply(multiply, 3, 3), apply({ $0 - $1 }, 9, 4))
print(apply(-, 5, 8), apply(max, 5, 8))
let greet = { print("hello from a closure") }
greet()
let square = { (x: Int) in x * x }
print(square(7))
let operations: [String: (Double, Double) -> Double] = [
    "+": { $0 + $1 },
    "-": { $0 - $1 },
    "*": { $0 * $1 },
    "/": { $0 / $1 },
]
for op in operations.keys.sorted() {
    print("8 \(op) 2 =", operations[op]!(8, 2))
}
func makeGreeting(_ name: String) -> () -> String {
    return { "Hi, \(name)!" }
}
let hiBob = makeGreeting("Bob")
print(hiBob())
let immediately: Int = { 6 * 7 }()
print(immediately)
let compareLength: (String, String) -> Bool = { $0.count < $1.count }
print(["ccc", "a", "bb"].sorted(by: compareLength))
