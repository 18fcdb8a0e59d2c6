// Classes are references: assignment shares the instance; === compares identity.
class Counter {
    var count = 0
    func increment() { count += 1 }
}
let first = Counter()
let second = first
second.increment()
second.increment()
print(first.count, second.count)
print(first === second)
let third = Counter()
print(first === third, first !== third)
var counters = [first, third]
counters[0].increment()
print(first.count, counters[0].count)
func bump(_ c: Counter, times: Int) {
    for _ in 0..<times { c.increment() }
}
bump(third, times: 5)
print(third.count)
print(first)
print(counters.map { $0.count })
struct Wrapper {
    var counter: Counter
    var label: String
}
let w1 = Wrapper(counter: Counter(), label: "w1")
var w2 = w1
w2.label = "w2"
w2.counter.increment()
print(w1.label, w1.counter.count, w2.label, w2.counter.count)
print(w1.counter === w2.counter)
