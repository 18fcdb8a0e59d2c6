// Memberwise initializers: defaults, labels, and what an explicit init replaces.
struct Size {
    var width: Double
    var height: Double = 1.0
}
print(Size(width: 2))
print(Size(width: 2, height: 3.5))
struct Account {
    let owner: String
    var balance = 0
    var tags: [String] = []
}
print(Account(owner: "ann"))
print(Account(owner: "bo", balance: 5))
print(Account(owner: "cy", balance: 1, tags: ["vip"]))
struct Temperature {
    var celsius: Double
    init(fahrenheit: Double) {
        celsius = (fahrenheit - 32) * 5 / 9
    }
}
print(Temperature(fahrenheit: 212))
struct Pair {
    var left: Int
    var right: Int
}
extension Pair {
    init(both: Int) {
        self.init(left: both, right: both)
    }
}
print(Pair(left: 1, right: 2), Pair(both: 7))
struct Empty {}
print(Empty())
struct Nested {
    var size: Size
    var pair: Pair?
}
print(Nested(size: Size(width: 1), pair: nil))
print(Nested(size: Size(width: 1), pair: Pair(both: 0)))
