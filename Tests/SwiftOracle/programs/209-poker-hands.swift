// Ranking poker hands: parsing cards, counting ranks and suits, and comparing categories.
enum Category: Int, Comparable, CustomStringConvertible {
    case highCard, pair, twoPair, threeOfAKind, straight, flush, fullHouse, fourOfAKind, straightFlush
    static func < (a: Category, b: Category) -> Bool { a.rawValue < b.rawValue }
    var description: String {
        ["high card", "pair", "two pair", "three of a kind", "straight", "flush", "full house", "four of a kind", "straight flush"][rawValue]
    }
}
func rankValue(_ c: Character) -> Int {
    if let d = c.wholeNumberValue { return d }
    return ["T": 10, "J": 11, "Q": 12, "K": 13, "A": 14][c]!
}
func evaluate(_ hand: String) -> (Category, [Int]) {
    let cards = hand.split(separator: " ").map { (rankValue($0.first!), $0.last!) }
    var counts: [Int: Int] = [:]
    cards.forEach { counts[$0.0, default: 0] += 1 }
    let groups = counts.sorted { ($0.value, $0.key) > ($1.value, $1.key) }
    let ranks = groups.map(\.key)
    let flush = Set(cards.map(\.1)).count == 1
    let sortedRanks = cards.map(\.0).sorted()
    let straight = counts.count == 5 && (sortedRanks.last! - sortedRanks.first! == 4 || sortedRanks == [2, 3, 4, 5, 14])
    let shape = groups.map(\.value)
    let category: Category
    switch (straight, flush, shape) {
    case (true, true, _): category = .straightFlush
    case (_, _, [4, 1]): category = .fourOfAKind
    case (_, _, [3, 2]): category = .fullHouse
    case (_, true, _): category = .flush
    case (true, _, _): category = .straight
    case (_, _, [3, 1, 1]): category = .threeOfAKind
    case (_, _, [2, 2, 1]): category = .twoPair
    case (_, _, [2, 1, 1, 1]): category = .pair
    default: category = .highCard
    }
    return (category, ranks)
}
let hands = ["2H 3D 5S 9C KD", "2C 3H 4S 8C AH", "2H 4S 4C 2D 4H", "2S 8S AS QS 3S", "TH JH QH KH AH",
             "4S 5H 6D 7C 8S", "AH 2D 3C 4S 5H", "9C 9D 9S 9H 2C", "KC KD 3S 3H 7C", "7C 7D 2S 4H 9C"]
let ranked = hands.map { ($0, evaluate($0)) }
for (hand, (cat, ranks)) in ranked { print(hand, "->", cat, ranks) }
let best = ranked.max { a, b in a.1.0 != b.1.0 ? a.1.0 < b.1.0 : a.1.1.lexicographicallyPrecedes(b.1.1) }!
print("best:", best.0, best.1.0)
