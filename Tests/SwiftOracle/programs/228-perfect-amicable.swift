// Divisor sums: perfect, abundant and deficient numbers, amicable pairs, and digit properties.
func divisorSum(_ n: Int) -> Int {
    guard n > 1 else { return 0 }
    var sum = 1
    var d = 2
    while d * d <= n {
        if n % d == 0 {
            sum += d
            if d != n / d { sum += n / d }
        }
        d += 1
    }
    return sum
}
let perfect = (2...10_000).filter { divisorSum($0) == $0 }
print("perfect:", perfect)
var kinds = ["abundant": 0, "deficient": 0, "perfect": 0]
for n in 1...100 {
    let s = divisorSum(n)
    kinds[s > n ? "abundant" : s < n ? "deficient" : "perfect"]! += 1
}
print(kinds.sorted { $0.key < $1.key })
var amicable: [(Int, Int)] = []
for a in 2..<3000 {
    let b = divisorSum(a)
    if b > a && divisorSum(b) == a { amicable.append((a, b)) }
}
print("amicable:", amicable)
func isArmstrong(_ n: Int) -> Bool {
    let digits = String(n).compactMap(\.wholeNumberValue)
    return digits.reduce(0) { acc, d in acc + (0..<digits.count).reduce(1) { p, _ in p * d } } == n
}
print("armstrong:", (1...10_000).filter(isArmstrong))
func digitalRoot(_ n: Int) -> Int { n < 10 ? n : digitalRoot(String(n).compactMap(\.wholeNumberValue).reduce(0, +)) }
print([0, 9, 38, 123456789, 99999].map(digitalRoot))
