// Nested conditional expressions stored into optionals: every branch's value is wrapped, whatever its source.
class Counter { var n: Int; init(n: Int) { self.n = n } }
final class Ticker: Counter {}
let counter: Counter = Ticker(n: 4)
var slots = Array(0..<6)
var enabled = slots.count > 3
let picked: Int? = enabled ? (slots.isEmpty ? 0 : slots[abs(counter.n) % slots.count]) : nil
print(picked as Any)
if let p = picked { print("picked", p) }
let fallback: Int? = !enabled ? (slots.isEmpty ? 0 : slots[1]) : nil
print(fallback as Any, fallback ?? -1)
let words = Array("swift".map { String($0) })
let letter: String? = enabled ? (words.isEmpty ? "none" : words[2]) : nil
print(letter as Any)
var found: [Int?] = []
for i in 0..<3 {
    found.append(i % 2 == 0 ? (slots.isEmpty ? 99 : slots[i + 1]) : nil)
}
print(found)
slots.removeAll()
let empty: Int? = enabled ? (slots.isEmpty ? 0 : slots[0]) : nil
print(empty as Any)
