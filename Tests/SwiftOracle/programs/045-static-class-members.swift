// static stored and computed properties, static methods, class methods overridden by subclasses.
struct Math {
    static let pi = 3.14
    static var calls = 0
    static func square(_ x: Int) -> Int {
        calls += 1
        return x * x
    }
    static var description: String { "Math (called \(calls) times)" }
}
print(Math.pi, Math.square(4), Math.square(5), Math.description)
class Shape {
    static var created = 0
    class var kind: String { "shape" }
    class func make() -> Shape {
        created += 1
        return Shape()
    }
    func name() -> String { type(of: self).kind }
}
class Square: Shape {
    override class var kind: String { "square" }
    override class func make() -> Shape {
        created += 1
        return Square()
    }
}
let shapes = [Shape.make(), Square.make(), Square.make()]
print(shapes.map { $0.name() }, Shape.created)
print(Shape.kind, Square.kind)
enum Config {
    static let maxUsers = 10
    static var names: [String] = []
    static func add(_ n: String) -> Bool {
        guard names.count < maxUsers else { return false }
        names.append(n)
        return true
    }
}
print(Config.add("x"), Config.add("y"), Config.names)
struct IDGenerator {
    private static var next = 1
    static func make() -> Int {
        defer { next += 1 }
        return next
    }
}
print(IDGenerator.make(), IDGenerator.make(), IDGenerator.make())
