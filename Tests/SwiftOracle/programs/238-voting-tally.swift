// Tallying ranked-choice ballots: counting first choices, eliminating the last, until a majority.
let ballots: [[String]] = [
    ["ann", "bob", "cy"], ["bob", "ann"], ["cy", "bob", "ann"], ["ann", "cy"], ["bob", "cy", "ann"],
    ["cy", "ann"], ["ann", "bob"], ["dee", "cy", "bob"], ["bob", "ann"], ["cy", "bob"], ["dee", "bob"],
]
var remaining = Set(ballots.flatMap { $0 })
var round = 1
while true {
    var counts = Dictionary(uniqueKeysWithValues: remaining.map { ($0, 0) })
    var exhausted = 0
    for ballot in ballots {
        if let choice = ballot.first(where: { remaining.contains($0) }) { counts[choice]! += 1 } else { exhausted += 1 }
    }
    let active = ballots.count - exhausted
    let standings = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
    print("round \(round):", standings.map { "\($0.key)=\($0.value)" }.joined(separator: " "), "exhausted=\(exhausted)")
    if let leader = standings.first, leader.value * 2 > active {
        print("winner:", leader.key, "with", leader.value, "of", active)
        break
    }
    let lowest = standings.last!.value
    let eliminated = standings.filter { $0.value == lowest }.map(\.key).sorted()
    print("eliminated:", eliminated)
    remaining.subtract(eliminated)
    round += 1
}
