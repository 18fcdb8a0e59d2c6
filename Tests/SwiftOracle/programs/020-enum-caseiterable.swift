// CaseIterable: allCases, count, iteration, and cases with methods.
enum Suit: String, CaseIterable {
    case clubs = "♣", diamonds = "♦", hearts = "♥", spades = "♠"
    var isRed: Bool { self == .diamonds || self == .hearts }
}
print(Suit.allCases.count)
for suit in Suit.allCases {
    print(suit, suit.rawValue, suit.isRed)
}
print(Suit.allCases)
print(Suit.allCases.filter { $0.isRed })
print(Suit.allCases.map(\.rawValue).joined())
enum Level: Int, CaseIterable, Comparable {
    case low = 1, medium, high
    static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
}
print(Level.allCases.sorted(by: >))
print(Level.low < Level.high, Level.allCases.max() as Any)
enum Coin: CaseIterable {
    case penny, nickel, dime, quarter
    var cents: Int {
        switch self {
        case .penny: return 1
        case .nickel: return 5
        case .dime: return 10
        case .quarter: return 25
        }
    }
}
let total = Coin.allCases.reduce(0) { $0 + $1.cents }
print("total cents:", total)
print(Coin.allCases.firstIndex(of: .dime) as Any)
