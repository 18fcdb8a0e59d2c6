// Nested types: enums and structs inside structs and classes, referenced by qualified names.
struct BlackjackCard {
    enum Suit: Character {
        case spades = "♠", hearts = "♡", diamonds = "♢", clubs = "♣"
    }
    enum Rank: Int {
        case two = 2, three, four, five, six, seven, eight, nine, ten
        case jack, queen, king, ace
        struct Values {
            let first: Int, second: Int?
        }
        var values: Values {
            switch self {
            case .ace: return Values(first: 1, second: 11)
            case .jack, .queen, .king: return Values(first: 10, second: nil)
            default: return Values(first: rawValue, second: nil)
            }
        }
    }
    let rank: Rank, suit: Suit
    var description: String {
        var output = "suit is \(suit.rawValue), value is \(rank.values.first)"
        if let second = rank.values.second {
            output += " or \(second)"
        }
        return output
    }
}
let theAceOfSpades = BlackjackCard(rank: .ace, suit: .spades)
print(theAceOfSpades.description)
print(BlackjackCard(rank: .five, suit: .hearts).description)
let heartsSymbol = BlackjackCard.Suit.hearts.rawValue
print(heartsSymbol)
print(theAceOfSpades)
print([BlackjackCard.Rank.king], BlackjackCard.Rank.queen.values)
class Outer {
    class Inner {
        let v: Int
        init(v: Int) { self.v = v }
    }
    struct Config { var on = true }
    let inner = Inner(v: 5)
}
print(Outer().inner.v, Outer.Config(), [Outer.Config(on: false)])
print(Outer.Inner(v: 1))
