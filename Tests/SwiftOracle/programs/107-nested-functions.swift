// Nested functions capture their enclosing function's variables and can be returned.
func chooseStepFunction(backward: Bool) -> (Int) -> Int {
    func stepForward(input: Int) -> Int { input + 1 }
    func stepBackward(input: Int) -> Int { input - 1 }
    return backward ? stepBackward : stepForward
}
var currentValue = -4
let moveNearerToZero = chooseStepFunction(backward: currentValue > 0)
while currentValue != 0 {
    print("\(currentValue)... ", terminator: "")
    currentValue = moveNearerToZero(currentValue)
}
print("zero!")
func wordStats(_ text: String) -> String {
    var counts: [String: Int] = [:]
    func record(_ w: Substring) {
        let key = w.lowercased()
        counts[key, default: 0] += 1
    }
    func top(_ n: Int) -> [String] {
        counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(n).map { "\($0.key)=\($0.value)" }
    }
    text.split(separator: " ").forEach(record)
    return top(3).joined(separator: ", ")
}
print(wordStats("the cat and The dog and THE bird"))
func makeIdGenerator(prefix: String) -> () -> String {
    var n = 0
    func next() -> String {
        n += 1
        return "\(prefix)-\(n)"
    }
    return next
}
let gen = makeIdGenerator(prefix: "user")
print(gen(), gen(), makeIdGenerator(prefix: "x")())
func outer() -> Int {
    var total = 0
    func add(_ k: Int) { total += k }
    func addTwice(_ k: Int) { add(k); add(k) }
    addTwice(5)
    add(1)
    return total
}
print(outer())
func isEven(_ n: Int) -> Bool {
    func isOdd(_ n: Int) -> Bool { n == 0 ? false : isEven(n - 1) }
    return n == 0 ? true : isOdd(n - 1)
}
print(isEven(10), isEven(7))
