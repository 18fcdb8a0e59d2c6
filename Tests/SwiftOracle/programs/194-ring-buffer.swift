// A fixed-capacity ring buffer overwriting the oldest element, with a moving average.
struct RingBuffer<T> {
    private var storage: [T?]
    private var head = 0
    private(set) var count = 0
    init(capacity: Int) { storage = Array(repeating: nil, count: capacity) }
    var capacity: Int { storage.count }
    mutating func push(_ x: T) {
        storage[(head + count) % capacity] = x
        if count < capacity { count += 1 } else { head = (head + 1) % capacity }
    }
    mutating func pop() -> T? {
        guard count > 0 else { return nil }
        defer { storage[head] = nil; head = (head + 1) % capacity; count -= 1 }
        return storage[head]
    }
    var elements: [T] { (0..<count).map { storage[(head + $0) % capacity]! } }
}
var ring = RingBuffer<Int>(capacity: 3)
for i in 1...5 {
    ring.push(i)
    print("pushed \(i):", ring.elements)
}
print(ring.pop() as Any, ring.elements, ring.count)
ring.push(6)
ring.push(7)
print(ring.elements)
while let x = ring.pop() { print("popped", x) }
print(ring.pop() as Any, ring.count)
var window = RingBuffer<Double>(capacity: 4)
var averages: [Double] = []
for price in [10.0, 11.0, 12.5, 9.0, 14.0, 13.0, 8.5] {
    window.push(price)
    averages.append(window.elements.reduce(0, +) / Double(window.count))
}
print(averages)
