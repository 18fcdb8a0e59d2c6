// A protocol with an associated type, generic functions over it, and two conforming containers.
protocol Container {
    associatedtype Item
    var count: Int { get }
    mutating func add(_ item: Item)
    subscript(i: Int) -> Item { get }
}
extension Container {
    func all() -> [Item] { (0..<count).map { self[$0] } }
    var isEmpty: Bool { count == 0 }
}
struct IntStack: Container {
    private var items: [Int] = []
    var count: Int { items.count }
    mutating func add(_ item: Int) { items.append(item) }
    subscript(i: Int) -> Int { items[i] }
}
struct SortedBag<T: Comparable>: Container {
    private var items: [T] = []
    var count: Int { items.count }
    mutating func add(_ item: T) {
        let i = items.firstIndex { $0 > item } ?? items.count
        items.insert(item, at: i)
    }
    subscript(i: Int) -> T { items[i] }
}
func fill<C: Container>(_ c: inout C, with items: [C.Item]) {
    for x in items { c.add(x) }
}
func allEqual<A: Container, B: Container>(_ a: A, _ b: B) -> Bool where A.Item == B.Item, A.Item: Equatable {
    a.count == b.count && (0..<a.count).allSatisfy { a[$0] == b[$0] }
}
var stack = IntStack()
fill(&stack, with: [3, 1, 2])
var bag = SortedBag<Int>()
fill(&bag, with: [3, 1, 2])
print(stack.all(), bag.all(), stack.isEmpty)
print(allEqual(stack, bag))
var other = SortedBag<Int>()
fill(&other, with: [2, 3, 1])
print(allEqual(bag, other))
var words = SortedBag<String>()
fill(&words, with: ["pear", "apple", "fig"])
print(words.all(), words[0], words.count)
