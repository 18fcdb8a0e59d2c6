// Arithmetic whose result goes into an optional: the operands are plain values, the result is wrapped.
let scores = [12, 7, 30]
let flag = scores.count > 2
let bucket: Int? = flag ? ((scores[0] % 2 == 0) ? scores.count : 5) % 1000 : nil
print(bucket as Any)
let none: Int? = !flag ? (scores[1] * 3) + 1 : nil
print(none as Any)
let total: Int? = flag ? scores.reduce(0, +) - 9 : nil
print(total.map { $0 * 2 } as Any)
let label: String? = flag ? ((scores[2] > 20) ? "big" : "small") + "!" : nil
print(label ?? "none")
let ratio: Double? = flag ? Double(scores[2]) / 4 : nil
print(ratio as Any)
var history: [Int?] = []
for s in scores {
    history.append(s > 10 ? (s % 7) * 2 : nil)
}
print(history)
