// Custom Sequence and IteratorProtocol conformances: Fibonacci, a countdown, and a cycled list.
struct Fibonacci: Sequence, IteratorProtocol {
    private var a = 0, b = 1
    mutating func next() -> Int? {
        defer { (a, b) = (b, a + b) }
        return a
    }
}
print(Array(Fibonacci().prefix(12)))
print(Fibonacci().first { $0 > 1000 } as Any)
print(Fibonacci().prefix(20).filter { $0 % 2 == 0 })
struct Countdown: Sequence {
    let start: Int
    func makeIterator() -> AnyIterator<Int> {
        var current = start
        return AnyIterator {
            guard current >= 0 else { return nil }
            defer { current -= 1 }
            return current
        }
    }
}
let c = Countdown(start: 3)
for n in c { print(n, terminator: " ") }
print()
print(c.map { $0 * 2 }, c.reduce(0, +), Array(c) == Array(c))
struct Cycle<T>: Sequence, IteratorProtocol {
    let items: [T]
    var index = 0
    init(_ items: [T]) { self.items = items }
    mutating func next() -> T? {
        guard !items.isEmpty else { return nil }
        defer { index = (index + 1) % items.count }
        return items[index]
    }
}
print(Array(Cycle(["a", "b", "c"]).prefix(7)))
print(Array(Cycle([Int]()).prefix(3)))
print(zip(Cycle(["x", "y"]), 1...5).map { "\($0)\($1)" })
var iterator = Fibonacci()
print(iterator.next()!, iterator.next()!, iterator.next()!, iterator.next()!)
var copy = iterator
print(iterator.next()!, copy.next()!)
