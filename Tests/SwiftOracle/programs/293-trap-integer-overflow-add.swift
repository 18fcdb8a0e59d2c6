// Traps: Int addition overflow (debug builds check arithmetic; the message is empty on Linux).
struct Counter {
    var value: Int
    mutating func step() -> Int { value += 1; return value }
}
var counter = Counter(value: Int.max - 2)
print("start:", counter.value)
for step in 1...5 {
    let v = counter.step()
    print("step", step, v)
}
print("not reached")
