// A binary min-heap as a generic struct, used as a priority queue of tasks.
struct Heap<T> {
    private var items: [T] = []
    private let less: (T, T) -> Bool
    init(by less: @escaping (T, T) -> Bool) { self.less = less }
    var count: Int { items.count }
    var peek: T? { items.first }
    mutating func push(_ x: T) {
        items.append(x)
        var i = items.count - 1
        while i > 0 {
            let parent = (i - 1) / 2
            if !less(items[i], items[parent]) { break }
            items.swapAt(i, parent)
            i = parent
        }
    }
    mutating func pop() -> T? {
        guard !items.isEmpty else { return nil }
        items.swapAt(0, items.count - 1)
        let top = items.removeLast()
        var i = 0
        while true {
            let l = 2 * i + 1, r = l + 1
            var m = i
            if l < items.count && less(items[l], items[m]) { m = l }
            if r < items.count && less(items[r], items[m]) { m = r }
            if m == i { break }
            items.swapAt(i, m)
            i = m
        }
        return top
    }
}
var h = Heap<Int>(by: <)
for x in [5, 3, 8, 1, 9, 2, 7] { h.push(x) }
var out: [Int] = []
while let x = h.pop() { out.append(x) }
print(out)
struct Job { let name: String; let priority: Int }
var jobs = Heap<Job>(by: { $0.priority > $1.priority })
jobs.push(Job(name: "email", priority: 1))
jobs.push(Job(name: "deploy", priority: 5))
jobs.push(Job(name: "review", priority: 3))
print(jobs.peek!.name, jobs.count)
while let j = jobs.pop() { print(j.priority, j.name) }
print(jobs.pop() as Any)
