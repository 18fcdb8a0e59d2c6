// Arbitrary-size addition and multiplication on decimal digit strings; factorial of 30.
func add(_ a: String, _ b: String) -> String {
    let x = a.reversed().map { $0.wholeNumberValue! }, y = b.reversed().map { $0.wholeNumberValue! }
    var out: [Int] = []
    var carry = 0
    for i in 0..<max(x.count, y.count) {
        let s = (i < x.count ? x[i] : 0) + (i < y.count ? y[i] : 0) + carry
        out.append(s % 10)
        carry = s / 10
    }
    if carry > 0 { out.append(carry) }
    return out.reversed().map(String.init).joined()
}
func multiply(_ a: String, _ b: String) -> String {
    let x = a.reversed().map { $0.wholeNumberValue! }, y = b.reversed().map { $0.wholeNumberValue! }
    var out = Array(repeating: 0, count: x.count + y.count)
    for (i, dx) in x.enumerated() {
        for (j, dy) in y.enumerated() {
            out[i + j] += dx * dy
        }
    }
    for i in 0..<out.count - 1 {
        out[i + 1] += out[i] / 10
        out[i] %= 10
    }
    while out.count > 1 && out.last == 0 { out.removeLast() }
    return out.reversed().map(String.init).joined()
}
print(add("999", "1"), add("0", "0"), add("123456789123456789", "987654321987654321"))
print(multiply("12", "12"), multiply("0", "555"), multiply("99999999999", "99999999999"))
var fact = "1"
for n in 1...30 { fact = multiply(fact, String(n)) }
print("30! =", fact, fact.count)
var fibA = "0", fibB = "1"
for _ in 0..<100 { (fibA, fibB) = (fibB, add(fibA, fibB)) }
print("fib(100) =", fibA)
print(add(String(Int.max), "1"), multiply(String(Int.max), "2"))
