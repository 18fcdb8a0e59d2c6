// The order of willSet, the assignment and didSet, including through inout and in initializers.
final class Model {
    var value: Int = 0 {
        willSet { print("willSet: \(value) -> \(newValue)") }
        didSet { print("didSet: \(oldValue) -> \(value)") }
    }
    init(value: Int) {
        self.value = value
        print("init done (observers do not run during init)")
    }
}
let m = Model(value: 5)
m.value = 6
m.value += 1
func addTen(_ x: inout Int) {
    print("inside addTen")
    x += 10
}
addTen(&m.value)
print("value:", m.value)
struct Temperature {
    var celsius: Double {
        willSet(new) { print("changing to \(new)") }
    }
}
var t = Temperature(celsius: 10)
t.celsius = 12.5
var items: [Int] = [] {
    willSet { print("items will have \(newValue.count)") }
    didSet { print("items had \(oldValue.count)") }
}
items.append(1)
items += [2, 3]
items.removeAll()
class Base {
    var level = 1 { didSet { print("Base didSet \(level)") } }
}
class Sub: Base {
    override var level: Int {
        willSet { print("Sub willSet \(newValue)") }
    }
}
Sub().level = 3
