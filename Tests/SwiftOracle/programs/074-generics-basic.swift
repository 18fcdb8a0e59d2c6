// Generic functions and types with constraints.
func swapped<T>(_ pair: (T, T)) -> (T, T) { (pair.1, pair.0) }
print(swapped((1, 2)), swapped(("a", "b")))
func largest<T: Comparable>(_ items: [T]) -> T? {
    guard var best = items.first else { return nil }
    for item in items where item > best { best = item }
    return best
}
print(largest([3, 9, 2]) as Any, largest(["pear", "apple"]) as Any, largest([Double]()) as Any)
struct Stack<Element> {
    private var items: [Element] = []
    mutating func push(_ item: Element) { items.append(item) }
    mutating func pop() -> Element? { items.popLast() }
    var count: Int { items.count }
    var peek: Element? { items.last }
}
var ints = Stack<Int>()
ints.push(1)
ints.push(2)
var strings = Stack<String>()
strings.push("x")
print(ints.pop() as Any, ints.count, strings.peek as Any)
print(ints)
struct Pair<A, B> {
    let first: A
    let second: B
    func swapped() -> Pair<B, A> { Pair<B, A>(first: second, second: first) }
}
let p = Pair(first: 1, second: "one")
print(p, p.swapped())
func countMatches<T: Equatable>(_ items: [T], _ target: T) -> Int {
    items.filter { $0 == target }.count
}
print(countMatches([1, 2, 1, 1], 1), countMatches(["a", "b"], "c"))
extension Stack where Element: Numeric {
    func sum() -> Element { items.reduce(0, +) }
}
var nums = Stack<Double>()
nums.push(1.5)
nums.push(2.5)
print(nums.sum())
func describe<T>(_ value: T) -> String { "\(type(of: value)): \(value)" }
print(describe(42), describe("s"), describe([1.0]), describe(Optional(1)))
