// Closures capture variables by reference: later changes are seen, and captured state persists.
func makeCounter() -> () -> Int {
    var count = 0
    return {
        count += 1
        return count
    }
}
let c1 = makeCounter()
let c2 = makeCounter()
print(c1(), c1(), c1(), c2())
var x = 10
let readX = { x }
x = 20
print(readX())
let incrementX = { x += 1 }
incrementX()
incrementX()
print(x)
var handlers: [() -> Void] = []
for i in 1...3 {
    handlers.append { print("handler", i) }
}
for h in handlers { h() }
var shared = 0
let adders = (1...3).map { n in { shared += n } }
adders.forEach { $0() }
print(shared)
func makeAccumulator(start: Int) -> (Int) -> Int {
    var total = start
    return { amount in
        total += amount
        return total
    }
}
let acc = makeAccumulator(start: 100)
print(acc(5), acc(10), acc(-50))
let acc2 = acc
print(acc2(1), acc(1))
var message = "before"
let printer = { print(message) }
message = "after"
printer()
