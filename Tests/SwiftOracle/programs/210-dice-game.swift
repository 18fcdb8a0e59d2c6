// A dice game with a seeded linear congruential generator: rounds, scoring rules, a winner.
struct LCG {
    var state: UInt64
    mutating func next() -> UInt64 {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return state >> 33
    }
    mutating func roll() -> Int { Int(next() % 6) + 1 }
}
var rng = LCG(state: 2024)
print((0..<10).map { _ in rng.roll() })
func score(_ dice: [Int]) -> Int {
    let counts = Dictionary(grouping: dice, by: { $0 }).mapValues(\.count)
    if counts.values.contains(3) { return 100 * counts.first { $0.value == 3 }!.key }
    if dice.sorted() == [1, 2, 3] || dice.sorted() == [4, 5, 6] { return 50 }
    if counts.values.contains(2) { return 20 + dice.reduce(0, +) }
    return dice.reduce(0, +)
}
print(score([2, 2, 2]), score([3, 1, 2]), score([5, 5, 1]), score([6, 1, 3]))
var totals = ["ann": 0, "bob": 0]
for round in 1...4 {
    var line = "round \(round):"
    for player in totals.keys.sorted() {
        let dice = (0..<3).map { _ in rng.roll() }
        let s = score(dice)
        totals[player]! += s
        line += " \(player) \(dice)=\(s)"
    }
    print(line)
}
let ranking = totals.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
print(ranking.map { "\($0.key): \($0.value)" }, "winner:", ranking[0].key)
var histogram = [Int](repeating: 0, count: 7)
for _ in 0..<600 { histogram[rng.roll()] += 1 }
print(histogram.dropFirst(), histogram.reduce(0, +))
