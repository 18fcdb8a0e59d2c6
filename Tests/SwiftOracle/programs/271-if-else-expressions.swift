// if and switch used as expressions (Swift 5.9), including in returns and assignments.
func grade(_ score: Int) -> String {
    if score >= 90 { "A" } else if score >= 75 { "B" } else { "C" }
}
print([95, 80, 10].map(grade))
let temperature = 17
let advice = if temperature > 25 { "shorts" } else if temperature > 15 { "sweater" } else { "coat" }
print(advice)
enum Planet { case mercury, earth, jupiter }
func gravity(_ p: Planet) -> Double {
    switch p {
    case .mercury: 3.7
    case .earth: 9.8
    case .jupiter: 24.8
    }
}
print([Planet.mercury, .earth, .jupiter].map(gravity))
let n = 42
let kind = switch n % 3 {
case 0: "fizz"
case 1: "one more"
default: "two more"
}
print(kind)
let parity: String
parity = if n.isMultiple(of: 2) { "even" } else { "odd" }
print(parity)
let label = switch (n > 40, n < 50) {
case (true, true): "forties"
case (true, false): "big"
default: "small"
}
print(label)
let bonus = if let b = Int("15") { b * 2 } else { 0 }
print(bonus)
