// Generic Queue (two stacks) and Stack types with protocols, conformances and amortized moves.
protocol Buffer {
    associatedtype Element
    mutating func put(_ e: Element)
    mutating func take() -> Element?
    var isEmpty: Bool { get }
}
struct Stack<Element>: Buffer {
    private var items: [Element] = []
    mutating func put(_ e: Element) { items.append(e) }
    mutating func take() -> Element? { items.popLast() }
    var isEmpty: Bool { items.isEmpty }
}
struct Queue<Element>: Buffer {
    private var inbox: [Element] = []
    private var outbox: [Element] = []
    private(set) var transfers = 0
    mutating func put(_ e: Element) { inbox.append(e) }
    mutating func take() -> Element? {
        if outbox.isEmpty {
            outbox = inbox.reversed()
            inbox.removeAll()
            transfers += 1
        }
        return outbox.popLast()
    }
    var isEmpty: Bool { inbox.isEmpty && outbox.isEmpty }
}
func drain<B: Buffer>(_ b: inout B) -> [B.Element] {
    var out: [B.Element] = []
    while let e = b.take() { out.append(e) }
    return out
}
var s = Stack<Int>()
var q = Queue<Int>()
for i in 1...5 { s.put(i); q.put(i) }
print(drain(&s), drain(&q))
q.put(10); q.put(20)
print(q.take()!, q.isEmpty)
q.put(30)
print(q.take()!, q.take()!, q.take() as Any, q.isEmpty, q.transfers)
var words = Queue<String>()
"to be or not".split(separator: " ").forEach { words.put(String($0)) }
let copy = words
print(drain(&words), words.isEmpty, copy.isEmpty)
