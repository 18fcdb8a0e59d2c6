// A to-do list model: structs with mutation, enums for priority, filtering and sorting.
enum Priority: Int, Comparable, CaseIterable {
    case low = 1, normal, high
    static func < (a: Priority, b: Priority) -> Bool { a.rawValue < b.rawValue }
}
struct Task: CustomStringConvertible {
    let id: Int
    var title: String
    var priority: Priority
    var done = false
    var description: String { "[\(done ? "x" : " ")] #\(id) \(title) (\(priority))" }
}
struct TodoList {
    private(set) var tasks: [Task] = []
    private var nextID = 1
    mutating func add(_ title: String, priority: Priority = .normal) -> Int {
        tasks.append(Task(id: nextID, title: title, priority: priority))
        nextID += 1
        return nextID - 1
    }
    mutating func complete(_ id: Int) -> Bool {
        guard let i = tasks.firstIndex(where: { $0.id == id }) else { return false }
        tasks[i].done = true
        return true
    }
    mutating func removeDone() -> Int {
        let before = tasks.count
        tasks.removeAll { $0.done }
        return before - tasks.count
    }
    var pending: [Task] { tasks.filter { !$0.done }.sorted { ($0.priority, $1.id) > ($1.priority, $0.id) } }
}
var list = TodoList()
let milk = list.add("buy milk")
_ = list.add("write report", priority: .high)
let walk = list.add("walk dog", priority: .low)
_ = list.add("call mom", priority: .high)
print(list.complete(milk), list.complete(99))
for t in list.tasks { print(t) }
print("pending:")
for t in list.pending { print(" ", t) }
let snapshot = list
print(list.complete(walk), list.removeDone(), list.tasks.count, snapshot.tasks.count)
for p in Priority.allCases.reversed() {
    print(p, list.tasks.filter { $0.priority == p }.map(\.title))
}
