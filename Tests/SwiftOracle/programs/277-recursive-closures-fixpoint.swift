// Recursion through closures: a stored closure calling itself through a variable, and nested funcs.
var factorial: ((Int) -> Int)!
factorial = { n in n <= 1 ? 1 : n * factorial(n - 1) }
print((0...10).map { factorial($0) })
func fix<A, B>(_ f: @escaping (@escaping (A) -> B) -> (A) -> B) -> (A) -> B {
    return { x in f(fix(f))(x) }
}
let fibonacci = fix { (recurse: @escaping (Int) -> Int) in { n in n < 2 ? n : recurse(n - 1) + recurse(n - 2) } }
print((0..<15).map(fibonacci))
func flatten(_ items: [Any]) -> [Int] {
    var out: [Int] = []
    func walk(_ x: Any) {
        if let n = x as? Int { out.append(n) } else if let list = x as? [Any] { list.forEach(walk) }
    }
    walk(items)
    return out
}
print(flatten([1, [2, [3, [4]], 5], [[6]], "skip", [7, "x"]]))
func ackermann(_ m: Int, _ n: Int) -> Int {
    if m == 0 { return n + 1 }
    if n == 0 { return ackermann(m - 1, 1) }
    return ackermann(m - 1, ackermann(m, n - 1))
}
print((0...3).map { m in (0...3).map { ackermann(m, $0) } })
var depth = 0
func countDown(_ n: Int) { depth = max(depth, n); if n > 0 { countDown(n - 1) } }
countDown(500)
print(depth)
