// Closures made in loops: for-in gives each iteration its own constant; a while loop's var is shared.
var fromFor: [() -> Int] = []
for i in 0..<3 {
    fromFor.append { i * 10 }
}
print(fromFor.map { $0() })
var fromWhile: [() -> Int] = []
var j = 0
while j < 3 {
    fromWhile.append { j * 10 }
    j += 1
}
print(fromWhile.map { $0() })
var captured: [() -> Int] = []
var k = 0
while k < 3 {
    let snapshot = k
    captured.append { snapshot * 10 }
    k += 1
}
print(captured.map { $0() })
var withList: [() -> Int] = []
var m = 0
repeat {
    withList.append { [m] in m + 100 }
    m += 1
} while m < 3
print(withList.map { $0() })
var total = 0
let adders = [1, 2, 3].map { n in { total += n } }
adders.forEach { $0() }
adders[2]()
print(total)
var counters: [String: () -> Int] = [:]
for name in ["a", "b"] {
    var count = 0
    counters[name] = {
        count += 1
        return count
    }
}
print(counters["a"]!(), counters["a"]!(), counters["b"]!(), counters["a"]!())
