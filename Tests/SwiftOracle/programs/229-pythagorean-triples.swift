// Pythagorean triples by brute force and by Euclid's formula, with primitive ones marked.
func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }
var brute: [(Int, Int, Int)] = []
for c in 1...30 {
    for b in 1..<c {
        for a in 1...b where a * a + b * b == c * c {
            brute.append((a, b, c))
        }
    }
}
print(brute.count, brute.map { "\($0.0)-\($0.1)-\($0.2)" }.joined(separator: " "))
let primitive = brute.filter { gcd(gcd($0.0, $0.1), $0.2) == 1 }
print("primitive:", primitive.map { $0.2 })
var euclid: [(Int, Int, Int)] = []
for m in 2...5 {
    for n in 1..<m where (m - n) % 2 == 1 && gcd(m, n) == 1 {
        let a = m * m - n * n, b = 2 * m * n
        euclid.append((min(a, b), max(a, b), m * m + n * n))
    }
}
euclid.sort { $0.2 != $1.2 ? $0.2 < $1.2 : $0.0 < $1.0 }
print(euclid)
let perimeters = Dictionary(grouping: brute, by: { $0.0 + $0.1 + $0.2 }).filter { $0.value.count > 1 }
print(perimeters.keys.sorted(), perimeters.values.map(\.count).reduce(0, +))
if let special = brute.first(where: { $0.0 + $0.1 + $0.2 == 24 }) { print("perimeter 24:", special) }
