// Closures capturing a struct variable see and make changes to that variable (not a copy).
struct Counter {
    var value = 0
    var history: [Int] = []
    mutating func add(_ n: Int) {
        value += n
        history.append(value)
    }
}
var counter = Counter()
let addFive = { counter.add(5) }
let read = { counter.value }
addFive()
addFive()
print(read(), counter.history)
var snapshot = counter
addFive()
print(snapshot.value, counter.value)
let capturedCopy = { [counter] in counter.value }
addFive()
print(capturedCopy(), read())
func makeIncrementer() -> () -> Counter {
    var local = Counter()
    return {
        local.add(1)
        return local
    }
}
let inc = makeIncrementer()
_ = inc()
let third = inc()
print(third.value, third.history)
var points = [(x: 0, y: 0)]
let movers = (1...3).map { k in { points[0].x += k } }
movers.forEach { $0() }
print(points)
var config = (debug: false, level: 1)
let enableDebug = { config.debug = true; config.level += 10 }
enableDebug()
print(config)
