// CustomStringConvertible changes print, interpolation and String(describing:), also inside
// collections; CustomDebugStringConvertible changes what collections and debugPrint show.
struct Money: CustomStringConvertible {
    let cents: Int
    var description: String {
        let sign = cents < 0 ? "-" : ""
        let a = abs(cents)
        let rest = a % 100
        return "\(sign)$\(a / 100).\(rest < 10 ? "0" : "")\(rest)"
    }
}
let prices = [Money(cents: 1999), Money(cents: 5), Money(cents: -250)]
print(prices[0])
print(prices)
print("total: \(Money(cents: prices.map(\.cents).reduce(0, +)))")
print(String(describing: prices[1]), Optional(prices[2]) as Any)
enum Color: CustomStringConvertible {
    case red, green
    var description: String { self == .red ? "🔴" : "🟢" }
}
print(Color.red, [Color.green, .red], Optional(Color.green) as Any)
class Node: CustomStringConvertible {
    let value: Int
    var next: Node?
    init(_ value: Int, next: Node? = nil) { self.value = value; self.next = next }
    var description: String { next.map { "\(value) -> \($0)" } ?? "\(value)" }
}
print(Node(1, next: Node(2, next: Node(3))))
struct Tag: CustomDebugStringConvertible, CustomStringConvertible {
    let name: String
    var description: String { "#\(name)" }
    var debugDescription: String { "Tag<\(name)>" }
}
let tags = [Tag(name: "swift"), Tag(name: "linux")]
print(tags[0], tags)
debugPrint(tags[0])
debugPrint("quoted", 1, separator: "|")
print(String(reflecting: tags[1]), Optional(tags[0]) as Any)
struct Plain { let a = 1; let b = "two" }
print(Plain(), String(describing: Plain()), "\(Plain())")
debugPrint(Plain())
