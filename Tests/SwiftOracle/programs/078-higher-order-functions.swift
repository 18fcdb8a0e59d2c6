// Functions as values: passing, returning, composing, and storing methods.
func twice(_ f: @escaping (Int) -> Int) -> (Int) -> Int { { f(f($0)) } }
func addN(_ n: Int) -> (Int) -> Int { { $0 + n } }
let add3 = addN(3)
print(add3(4), twice(add3)(4), twice(twice(add3))(0))
func compose<A, B, C>(_ f: @escaping (A) -> B, _ g: @escaping (B) -> C) -> (A) -> C { { g(f($0)) } }
let lengthThenDouble = compose({ (s: String) in s.count }, { $0 * 2 })
print(lengthThenDouble("hello"))
let pipeline: [(Int) -> Int] = [{ $0 + 1 }, { $0 * 10 }, { $0 - 5 }]
print(pipeline.reduce(2) { value, step in step(value) })
func isPositive(_ n: Int) -> Bool { n > 0 }
print([-2, 3, 0, 8].filter(isPositive))
let upper = String.uppercased
print(["a", "b"].map { upper($0)() })
struct Counter {
    var n = 0
    func value() -> Int { n }
}
let getter = Counter.value
print(getter(Counter(n: 7))())
func curry(_ f: @escaping (Int, Int) -> Int) -> (Int) -> (Int) -> Int {
    { a in { b in f(a, b) } }
}
let curriedMul = curry(*)
print(curriedMul(6)(7))
var log: [String] = []
func logging(_ name: String, _ f: @escaping (Int) -> Int) -> (Int) -> Int {
    return { x in
        let r = f(x)
        log.append("\(name)(\(x))=\(r)")
        return r
    }
}
let sq = logging("sq", { $0 * $0 })
_ = [1, 2, 3].map(sq)
print(log)
let ops: [(String, (Int, Int) -> Int)] = [("+", +), ("max", max), ("%", %)]
for (label, op) in ops {
    print(label, op(17, 5))
}
