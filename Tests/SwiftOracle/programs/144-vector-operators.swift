// A 2D vector with arithmetic operators, compound assignment, a custom infix operator and dot.
infix operator •: MultiplicationPrecedence
struct Vec: Equatable, CustomStringConvertible {
    var x: Double, y: Double
    static let zero = Vec(x: 0, y: 0)
    static func + (a: Vec, b: Vec) -> Vec { Vec(x: a.x + b.x, y: a.y + b.y) }
    static func - (a: Vec, b: Vec) -> Vec { Vec(x: a.x - b.x, y: a.y - b.y) }
    static func * (a: Vec, k: Double) -> Vec { Vec(x: a.x * k, y: a.y * k) }
    static func * (k: Double, a: Vec) -> Vec { a * k }
    static prefix func - (a: Vec) -> Vec { Vec(x: -a.x, y: -a.y) }
    static func += (a: inout Vec, b: Vec) { a = a + b }
    static func • (a: Vec, b: Vec) -> Double { a.x * b.x + a.y * b.y }
    var length: Double { (self • self).squareRoot() }
    var description: String { "(\(x), \(y))" }
}
let a = Vec(x: 3, y: 4), b = Vec(x: -1, y: 2)
print(a + b, a - b, a * 2, 0.5 * a, -b)
print(a • b, a.length, a == Vec(x: 3, y: 4), a + .zero == a)
var position = Vec.zero
let velocity = Vec(x: 1.5, y: -0.5)
for _ in 1...4 { position += velocity }
print(position)
print(a + b * 2, (a + b) * 2)
let path = [Vec(x: 0, y: 0), Vec(x: 3, y: 4), Vec(x: 6, y: 8), Vec(x: 6, y: 0)]
let length = zip(path, path.dropFirst()).map { ($1 - $0).length }.reduce(0, +)
print(length, path)
infix operator **: MultiplicationPrecedence
func ** (base: Int, exp: Int) -> Int { (0..<exp).reduce(1) { acc, _ in acc * base } }
print(2 ** 10, 3 ** 0, 2 ** 3 * 2)
prefix operator √
prefix func √ (x: Double) -> Double { x.squareRoot() }
print(√16.0, √2.0)
