// class methods and required initializers: factories that build the right subclass.
class Shape {
    class var sides: Int { 0 }
    class func describe() -> String { "\(self) with \(sides) sides" }
    required init() {}
    func area(_ size: Double) -> Double { 0 }
    class func make() -> Self { Self() }
}
class Triangle: Shape {
    override class var sides: Int { 3 }
    override func area(_ size: Double) -> Double { size * size * 0.433 }
}
class Square: Shape {
    override class var sides: Int { 4 }
    override func area(_ size: Double) -> Double { size * size }
}
let kinds: [Shape.Type] = [Shape.self, Triangle.self, Square.self]
for k in kinds {
    print(k.describe(), k.sides)
}
let made = kinds.map { $0.make() }
print(made.map { type(of: $0) }, made.map { $0.area(2) })
func build<T: Shape>(_ type: T.Type, count: Int) -> [T] { (0..<count).map { _ in type.init() } }
print(build(Square.self, count: 2).count, type(of: build(Triangle.self, count: 1)[0]))
let registry: [String: Shape.Type] = ["tri": Triangle.self, "sq": Square.self]
for key in ["sq", "tri", "hex"] {
    if let t = registry[key] { print(key, t.make().area(3), t.sides) } else { print(key, "unknown") }
}
