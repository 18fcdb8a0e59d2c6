// A Fraction type with operator overloads, normalization, comparison and description.
struct Fraction: Equatable, Comparable, CustomStringConvertible {
    let num: Int, den: Int
    init(_ n: Int, _ d: Int = 1) {
        precondition(d != 0, "zero denominator")
        func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? abs(a) : gcd(b, a % b) }
        let g = max(gcd(n, d), 1)
        let sign = d < 0 ? -1 : 1
        num = sign * n / g
        den = sign * d / g
    }
    static func + (a: Fraction, b: Fraction) -> Fraction { Fraction(a.num * b.den + b.num * a.den, a.den * b.den) }
    static func - (a: Fraction, b: Fraction) -> Fraction { a + (-b) }
    static prefix func - (a: Fraction) -> Fraction { Fraction(-a.num, a.den) }
    static func * (a: Fraction, b: Fraction) -> Fraction { Fraction(a.num * b.num, a.den * b.den) }
    static func / (a: Fraction, b: Fraction) -> Fraction { Fraction(a.num * b.den, a.den * b.num) }
    static func += (a: inout Fraction, b: Fraction) { a = a + b }
    static func < (a: Fraction, b: Fraction) -> Bool { a.num * b.den < b.num * a.den }
    var description: String { den == 1 ? "\(num)" : "\(num)/\(den)" }
    var value: Double { Double(num) / Double(den) }
}
let half = Fraction(1, 2), third = Fraction(1, 3)
print(half + third, half - third, half * third, half / third, -half)
print(Fraction(6, -8), Fraction(0, 5), Fraction(10, 5))
print(half == Fraction(2, 4), half < third, [half, third, Fraction(3, 4)].sorted())
var sum = Fraction(0)
for n in 1...6 { sum += Fraction(1, n * (n + 1)) }
print(sum, sum.value)
let harmonic = (1...5).map { Fraction(1, $0) }.reduce(Fraction(0), +)
print(harmonic, harmonic.value)
print([half, third].map(\.description), Optional(half) as Any)
