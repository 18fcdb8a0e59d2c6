// Protocol extensions: default implementations, overriding them, and extra methods for all.
protocol Greeter {
    var name: String { get }
    func greet() -> String
}
extension Greeter {
    func greet() -> String { "Hello, \(name)" }
    func greetTwice() -> String { greet() + " " + greet() }
}
struct English: Greeter { let name: String }
struct French: Greeter {
    let name: String
    func greet() -> String { "Bonjour, \(name)" }
}
let greeters: [Greeter] = [English(name: "Ann"), French(name: "Luc")]
for g in greeters {
    print(g.greet(), "|", g.greetTwice())
}
protocol Shape {
    func area() -> Double
}
extension Shape {
    func describe() -> String { "area \(area())" }
}
struct Square: Shape {
    var side: Double
    func area() -> Double { side * side }
}
struct Circle: Shape {
    var r: Double
    func area() -> Double { 3 * r * r }
}
let shapes: [Shape] = [Square(side: 2), Circle(r: 1)]
print(shapes.map { $0.describe() })
print(shapes.map { $0.area() }.reduce(0, +))
extension Collection where Element == Int {
    func total() -> Int { reduce(0, +) }
}
print([1, 2, 3].total(), Set([4, 5]).total())
