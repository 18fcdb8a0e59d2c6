// Trailing closure syntax, including multiple trailing closures.
func repeatTimes(_ n: Int, body: (Int) -> Void) {
    for i in 0..<n { body(i) }
}
repeatTimes(3) { i in
    print("call", i)
}
let doubled = [1, 2, 3].map { $0 * 2 }
print(doubled)
let sorted = ["pear", "fig", "apple"].sorted { $0 < $1 }
print(sorted)
func load(_ id: Int, onSuccess: (String) -> Void, onFailure: (Int) -> Void) {
    if id > 0 {
        onSuccess("item\(id)")
    } else {
        onFailure(id)
    }
}
load(5) { item in
    print("loaded", item)
} onFailure: { code in
    print("failed with", code)
}
load(-1) { print("loaded", $0) } onFailure: { print("failed with", $0) }
func measure(_ label: String, _ work: () -> Int) -> String {
    "\(label): \(work())"
}
print(measure("sum") { (1...10).reduce(0, +) })
let total = [3, 4, 5].reduce(0) { partial, next in
    partial + next * next
}
print(total)
if [1, 2, 3].contains(where: { $0 > 2 }) {
    print("has a big one")
}
let firstLong = ["a", "abc", "abcd"].first { $0.count > 2 }
print(firstLong as Any)
