// Rock-paper-scissors: switching on a tuple of enums, scoring a scripted tournament.
enum Move: String, CaseIterable {
    case rock = "R", paper = "P", scissors = "S"
    func beats(_ other: Move) -> Bool {
        switch (self, other) {
        case (.rock, .scissors), (.paper, .rock), (.scissors, .paper): return true
        default: return false
        }
    }
}
enum Outcome { case win, lose, draw }
func play(_ a: Move, _ b: Move) -> Outcome {
    if a == b { return .draw }
    return a.beats(b) ? .win : .lose
}
let players = ["ann": "RPSRP", "bob": "PPRSS", "cy": "SRRPS"]
var points: [String: Int] = [:]
let names = players.keys.sorted()
for i in names.indices {
    for j in names.indices where j > i {
        let a = names[i], b = names[j]
        let movesA = players[a]!.compactMap { Move(rawValue: String($0)) }
        let movesB = players[b]!.compactMap { Move(rawValue: String($0)) }
        var tally: [Outcome] = []
        for (x, y) in zip(movesA, movesB) { tally.append(play(x, y)) }
        let wins = tally.filter { $0 == .win }.count, losses = tally.filter { $0 == .lose }.count
        print("\(a) vs \(b): \(wins)-\(losses)", tally)
        points[a, default: 0] += wins > losses ? 3 : wins == losses ? 1 : 0
        points[b, default: 0] += losses > wins ? 3 : wins == losses ? 1 : 0
    }
}
for (name, p) in points.sorted(by: { ($0.value, $1.key) > ($1.value, $0.key) }) {
    print(name, p)
}
print(Move.allCases.map { m in Move.allCases.filter { m.beats($0) } })
