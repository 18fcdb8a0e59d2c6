// didSet fires for in-place mutation of an observed array or struct property, once per change.
final class TodoStore {
    var items: [String] = [] {
        didSet { print("items changed: \(oldValue.count) -> \(items.count)") }
    }
}
let store = TodoStore()
store.items.append("milk")
store.items += ["eggs", "bread"]
store.items[0] = "MILK"
store.items.removeAll { $0.hasPrefix("e") }
store.items.sort()
print(store.items)
struct Point { var x = 0, y = 0 }
struct Sprite {
    var position = Point() {
        didSet { moves += 1 }
    }
    var moves = 0
}
var s = Sprite()
s.position.x += 5
s.position.y = 2
s.position = Point(x: 1, y: 1)
print(s.moves, s.position)
var observedCount = 0
var tags: Set<String> = [] {
    didSet { observedCount += 1 }
}
tags.insert("a")
tags.insert("a")
tags.remove("zzz")
print(observedCount, tags.sorted())
var scores: [String: Int] = [:] {
    willSet { print("will set, \(newValue.count) keys") }
}
scores["ann"] = 1
scores["ann", default: 0] += 1
print(scores["ann"]!)
