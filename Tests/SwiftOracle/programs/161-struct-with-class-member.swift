// A struct holding a class reference: copying the struct shares the object inside it.
final class Engine {
    var rpm = 0
    init(rpm: Int) { self.rpm = rpm }
}
struct Car {
    var name: String
    var engine: Engine
    var miles: [Int] = []
}
var a = Car(name: "a", engine: Engine(rpm: 1000))
var b = a
b.name = "b"
b.engine.rpm = 3000
b.miles.append(12)
print(a.name, a.engine.rpm, a.miles)
print(b.name, b.engine.rpm, b.miles)
print(a.engine === b.engine)
b.engine = Engine(rpm: 500)
b.engine.rpm += 1
print(a.engine.rpm, b.engine.rpm, a.engine === b.engine)
let fleet = [a, b, a]
fleet[0].engine.rpm = 7
print(fleet.map { $0.engine.rpm }, a.engine.rpm)
func tune(_ car: Car) -> Car {
    var c = car
    c.engine.rpm *= 2
    c.miles.append(1)
    return c
}
let tuned = tune(a)
print(a.engine.rpm, tuned.engine.rpm, a.miles, tuned.miles)
struct Garage { var cars: [Car] }
var g1 = Garage(cars: [a])
let g2 = g1
g1.cars[0].name = "renamed"
g1.cars[0].engine.rpm = 42
print(g2.cars[0].name, g2.cars[0].engine.rpm, g1.cars[0].name)
