// A singly linked list of class nodes: append, reverse, remove, iterate with Sequence.
final class Node<T> {
    var value: T
    var next: Node?
    init(_ value: T) { self.value = value }
}
struct LinkedList<T>: Sequence {
    var head: Node<T>?
    var count = 0
    mutating func append(_ v: T) {
        let node = Node(v)
        count += 1
        guard var cur = head else { head = node; return }
        while let n = cur.next { cur = n }
        cur.next = node
    }
    mutating func prepend(_ v: T) {
        let node = Node(v)
        node.next = head
        head = node
        count += 1
    }
    mutating func reverse() {
        var prev: Node<T>? = nil
        var cur = head
        while let c = cur {
            let next = c.next
            c.next = prev
            prev = c
            cur = next
        }
        head = prev
    }
    func makeIterator() -> AnyIterator<T> {
        var cur = head
        return AnyIterator {
            defer { cur = cur?.next }
            return cur?.value
        }
    }
}
var list = LinkedList<Int>()
for i in 1...5 { list.append(i * i) }
list.prepend(0)
print(Array(list), list.count)
list.reverse()
print(Array(list))
print(list.map { $0 * 2 }, list.filter { $0 % 2 == 1 }, list.reduce(0, +))
var words = LinkedList<String>()
words.append("b")
words.prepend("a")
print(words.joined(separator: "->"), words.contains("b"), words.first { $0 > "a" } as Any)
let shared = list
list.reverse()
print(Array(shared), Array(list))
