// A text histogram: bucketing values, bars of stars, aligned labels and a vertical version.
let values = [3, 7, 12, 15, 18, 21, 22, 25, 29, 31, 33, 38, 41, 45, 47, 48, 9, 14, 26, 35]
let bucketSize = 10
var buckets = [Int](repeating: 0, count: 5)
for v in values { buckets[min(v / bucketSize, buckets.count - 1)] += 1 }
func label(_ i: Int) -> String {
    let lo = i * bucketSize, hi = lo + bucketSize - 1
    let text = "\(lo)-\(hi)"
    return String(repeating: " ", count: 5 - text.count) + text
}
for (i, count) in buckets.enumerated() {
    print("\(label(i)) | \(String(repeating: "*", count: count)) \(count)")
}
let tallest = buckets.max()!
for level in stride(from: tallest, through: 1, by: -1) {
    print(buckets.map { $0 >= level ? " # " : "   " }.joined())
}
print(buckets.indices.map { " \($0) " }.joined())
let letters = "the quick brown fox jumps over the lazy dog again and again"
var counts: [Character: Int] = [:]
for ch in letters where ch.isLetter { counts[ch, default: 0] += 1 }
for (ch, c) in counts.sorted(by: { ($0.value, $1.key) > ($1.value, $0.key) }).prefix(5) {
    print(ch, String(repeating: "=", count: c), c)
}
