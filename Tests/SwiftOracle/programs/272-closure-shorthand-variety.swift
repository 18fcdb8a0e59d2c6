// Closure syntax variety: $0/$1, explicit types, operators as closures, implicit returns, capture.
let nums = [5, 3, 8, 1]
print(nums.sorted(by: <), nums.sorted { $0 > $1 }, nums.sorted { (a: Int, b: Int) -> Bool in return a < b })
print(nums.map { $0 * $0 }, nums.map { n in n + 1 }, nums.map(String.init))
print(nums.reduce(0, +), nums.reduce(1) { $0 * $1 }, nums.reduce(into: "") { $0 += "\($1)" })
print(nums.filter { $0 > 2 }.map { "<\($0)>" }.joined())
let pairs = zip(nums, nums.dropFirst()).map { ($0, $1) }
print(pairs.map { $0.0 + $0.1 }, pairs.map { a, b in a * b })
let apply: (Int, (Int) -> Int) -> Int = { $1($0) }
print(apply(10) { $0 / 2 }, apply(3, { -$0 }))
let makeAdder = { (x: Int) in { (y: Int) in x + y } }
print(makeAdder(2)(40))
let voidClosure: () -> Void = {}
voidClosure()
let multiline = { (s: String) -> String in
    let upper = s.uppercased()
    return upper + upper.lowercased()
}
print(multiline("ab"))
var count = 0
let increment = { count += 1 }
(1...3).forEach { _ in increment() }
print(count)
let compare: (String, String) -> Bool = { $0.count == $1.count ? $0 < $1 : $0.count < $1.count }
print(["ccc", "a", "bb", "aa"].sorted(by: compare))
print(nums.contains(where: { $0 == 8 }), nums.first(where: { $0 < 4 })!, nums.firstIndex(where: { $0 == 1 })!)
