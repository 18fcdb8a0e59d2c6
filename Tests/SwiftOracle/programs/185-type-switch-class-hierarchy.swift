// Switching on class types with `case is` and `case let x as`, order of cases matters.
class Shape { func name() -> String { "shape" } }
class Polygon: Shape { let sides: Int; init(sides: Int) { self.sides = sides } }
class Square: Polygon {
    let side: Double
    init(side: Double) { self.side = side; super.init(sides: 4) }
    override func name() -> String { "square" }
}
class Circle: Shape { let r: Double; init(r: Double) { self.r = r } }
let shapes: [Shape] = [Square(side: 2), Polygon(sides: 5), Circle(r: 1), Shape(), Polygon(sides: 3)]
for s in shapes {
    switch s {
    case let sq as Square:
        print("square with side", sq.side)
    case let p as Polygon where p.sides == 3:
        print("triangle")
    case let p as Polygon:
        print("polygon with", p.sides, "sides")
    case is Circle:
        print("a circle")
    default:
        print("plain", s.name())
    }
}
func describe(_ s: Shape) -> String {
    switch s {
    case is Polygon: return "polygon-like (\(s.name()))"
    case is Square: return "never reached: Square is a Polygon"
    default: return "other (\(s.name()))"
    }
}
print(shapes.map(describe))
let counts = (
    polygons: shapes.filter { $0 is Polygon }.count,
    squares: shapes.filter { $0 is Square }.count,
    circles: shapes.compactMap { $0 as? Circle }.map(\.r)
)
print(counts)
let firstPolygon = shapes.first { $0 is Polygon } as? Polygon
print(firstPolygon?.sides as Any, type(of: firstPolygon!), firstPolygon is Square)
