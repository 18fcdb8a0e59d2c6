// Shapes through a protocol with default implementations, plus a class hierarchy for styling.
protocol Shape {
    var name: String { get }
    func area() -> Double
    func perimeter() -> Double
}
extension Shape {
    var name: String { String(describing: type(of: self)).lowercased() }
    func summary() -> String { "\(name): area \(area()), perimeter \(perimeter())" }
}
struct Rect: Shape {
    var w: Double, h: Double
    func area() -> Double { w * h }
    func perimeter() -> Double { 2 * (w + h) }
}
struct Square: Shape {
    var side: Double
    var name: String { "square \(side)" }
    func area() -> Double { side * side }
    func perimeter() -> Double { 4 * side }
}
struct Circle: Shape {
    var r: Double
    func area() -> Double { 3.0 * r * r }
    func perimeter() -> Double { 6.0 * r }
}
let shapes: [Shape] = [Rect(w: 2, h: 3.5), Square(side: 1.5), Circle(r: 2)]
shapes.forEach { print($0.summary()) }
let largest = shapes.max { $0.area() < $1.area() }!
print("largest:", largest.name)
print("total area:", shapes.reduce(0) { $0 + $1.area() })
class Styled {
    let shape: Shape
    init(_ shape: Shape) { self.shape = shape }
    func render() -> String { "<\(shape.name)>" }
}
class Filled: Styled {
    let color: String
    init(_ shape: Shape, color: String) { self.color = color; super.init(shape) }
    override func render() -> String { "<\(shape.name) fill=\(color)>" }
}
let drawing: [Styled] = [Styled(shapes[0]), Filled(shapes[2], color: "red")]
print(drawing.map { $0.render() })
print(shapes.filter { $0 is Circle }.count, shapes.compactMap { $0 as? Rect }.first as Any)
