// A card game: enums for suits and ranks, a deterministic shuffle, dealing and scoring hands.
enum Suit: String, CaseIterable { case clubs = "C", diamonds = "D", hearts = "H", spades = "S" }
enum Rank: Int, CaseIterable {
    case two = 2, three, four, five, six, seven, eight, nine, ten, jack, queen, king, ace
    var symbol: String {
        switch self {
        case .jack: return "J"
        case .queen: return "Q"
        case .king: return "K"
        case .ace: return "A"
        default: return String(rawValue)
        }
    }
    var points: Int { self == .ace ? 11 : min(rawValue, 10) }
}
struct Card: CustomStringConvertible {
    let rank: Rank
    let suit: Suit
    var description: String { rank.symbol + suit.rawValue }
}
var deck: [Card] = []
for suit in Suit.allCases {
    for rank in Rank.allCases { deck.append(Card(rank: rank, suit: suit)) }
}
print(deck.count, deck.first!, deck.last!)
var seed = 42
func nextRandom(_ bound: Int) -> Int {
    seed = (seed * 1103515245 + 12345) % 2147483648
    return seed % bound
}
for i in stride(from: deck.count - 1, to: 0, by: -1) {
    deck.swapAt(i, nextRandom(i + 1))
}
print(deck.prefix(8))
func score(_ hand: [Card]) -> Int {
    var total = hand.reduce(0) { $0 + $1.rank.points }
    var aces = hand.filter { $0.rank == .ace }.count
    while total > 21 && aces > 0 { total -= 10; aces -= 1 }
    return total
}
var hands: [[Card]] = [[], [], []]
for round in 0..<2 { for p in hands.indices { hands[p].append(deck.removeFirst()); _ = round } }
for (i, hand) in hands.enumerated() {
    print("player \(i + 1):", hand, score(hand))
}
let winner = hands.indices.max { score(hands[$0]) < score(hands[$1]) }!
print("winner: player \(winner + 1)", "cards left:", deck.count)
print(score([Card(rank: .ace, suit: .spades), Card(rank: .ace, suit: .hearts), Card(rank: .nine, suit: .clubs)]))
print(Card(rank: .ten, suit: .hearts), [Card(rank: .two, suit: .clubs)], Optional(Suit.hearts) as Any)
