// Ranges as values: contains, ~=, clamped, overlaps, partial ranges, ranges of characters.
let r = 1...10
print(r.contains(5), r.contains(11), r ~= 3)
let half = 0..<5
print(half.contains(5), half.count, half.isEmpty, half.last as Any)
print((5...15).clamped(to: r), (1..<3).overlaps(2..<9), (1..<3).overlaps(3..<9))
let atLeast = 18...
print(atLeast.contains(40), atLeast.contains(3))
let upTo = ..<0
print(upTo.contains(-1), upTo.contains(0))
let letters: ClosedRange<Character> = "a"..."f"
print(letters.contains("c"), letters.contains("z"))
let doubles = 0.0...1.0
print(doubles.contains(0.5), doubles.contains(1.5), doubles)
func bucket(_ n: Int) -> String {
    switch n {
    case ..<0: return "neg"
    case 0..<10: return "one digit"
    case 10...99: return "two digits"
    default: return "many"
    }
}
print([-5, 7, 42, 100].map(bucket))
let numbers = Array(0..<10)
print(numbers[2..<4], numbers[7...])
print((1...5).map { $0 * 10 }, (1...5).reversed().map { $0 })
print((1...5).reduce(0, +), (0..<4).filter { $0 % 2 == 1 })
print(r.lowerBound, r.upperBound, (3..<3).isEmpty)
print(Range(1...4), ClosedRange(1..<4))
