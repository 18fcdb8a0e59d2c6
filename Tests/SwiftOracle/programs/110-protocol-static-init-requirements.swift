// Protocol requirements for initializers, static members and associated behaviour via Self.
protocol Defaultable {
    init()
    static var typeName: String { get }
}
struct Meter: Defaultable {
    var value = 0.0
    static var typeName: String { "Meter" }
}
final class Settings: Defaultable {
    var flags: [String] = ["default"]
    required init() {}
    static var typeName: String { "Settings" }
}
func makeDefault<T: Defaultable>(_ type: T.Type) -> T {
    print("making a", T.typeName)
    return T()
}
let m = makeDefault(Meter.self)
let s = makeDefault(Settings.self)
print(m, s.flags)
protocol Shape {
    static func unit() -> Self
    func scaled(by k: Double) -> Self
    var area: Double { get }
}
struct Square: Shape {
    var side: Double
    static func unit() -> Square { Square(side: 1) }
    func scaled(by k: Double) -> Square { Square(side: side * k) }
    var area: Double { side * side }
}
struct Disc: Shape {
    var r: Double
    static func unit() -> Disc { Disc(r: 1) }
    func scaled(by k: Double) -> Disc { Disc(r: r * k) }
    var area: Double { 3 * r * r }
}
func grow<S: Shape>(_ s: S.Type, times: Int) -> [Double] {
    var shape = S.unit()
    var areas: [Double] = []
    for _ in 0..<times {
        areas.append(shape.area)
        shape = shape.scaled(by: 2)
    }
    return areas
}
print(grow(Square.self, times: 4), grow(Disc.self, times: 3))
protocol Identified { static var prefix: String { get }; var id: Int { get } }
extension Identified { var tag: String { "\(Self.prefix)\(id)" } }
struct Ticket: Identified { static let prefix = "T-"; let id: Int }
print(Ticket(id: 42).tag, [Ticket(id: 1), Ticket(id: 2)].map(\.tag))
