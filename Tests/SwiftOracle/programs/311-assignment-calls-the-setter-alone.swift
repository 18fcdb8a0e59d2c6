// `x.prop = v` calls a computed property's setter alone; `+=` and a mutating call read it
// first (get, then set). Classes, structs, protocol requirements and `self.` inside a method.
class Thermostat {
    private var celsius = 20
    var fahrenheit: Int {
        get { print("get fahrenheit"); return celsius * 9 / 5 + 32 }
        set { print("set fahrenheit", newValue); celsius = (newValue - 32) * 5 / 9 }
    }
    func reset() {
        fahrenheit = 68
        self.fahrenheit = 50
    }
}
let t = Thermostat()
t.fahrenheit = 212
t.fahrenheit += 18
t.reset()
print(t.fahrenheit)

struct Counter {
    var stored = 0
    var value: Int {
        get { print("get value"); return stored }
        set { print("set value", newValue); stored = newValue }
    }
    var items: [Int] {
        get { print("get items"); return [stored] }
        set { print("set items", newValue); stored = newValue.count }
    }
}
var c = Counter()
c.value = 3
c.value -= 1
c.items = [1, 2, 3]
c.items.append(4)
print(c.stored)

protocol Named {
    var name: String { get set }
}
final class Person: Named {
    private var stored = "?"
    var name: String {
        get { print("get name"); return stored }
        set { print("set name to", newValue); stored = newValue }
    }
}
var someone: Named = Person()
someone.name = "Ada"
print(someone.name)
