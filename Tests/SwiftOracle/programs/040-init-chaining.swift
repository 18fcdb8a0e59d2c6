// Designated and convenience initializers, two-phase initialization and default values.
class Vehicle {
    var wheels: Int
    var name: String
    init(name: String, wheels: Int) {
        self.name = name
        self.wheels = wheels
        print("Vehicle.init", name)
    }
    convenience init() {
        self.init(name: "unnamed", wheels: 4)
        print("Vehicle convenience init")
    }
    func summary() -> String { "\(name): \(wheels) wheels" }
}
class Bicycle: Vehicle {
    var hasBell: Bool
    init(hasBell: Bool) {
        self.hasBell = hasBell
        super.init(name: "bicycle", wheels: 2)
        print("Bicycle.init, bell:", hasBell)
    }
    convenience init() {
        self.init(hasBell: true)
        name = "default bike"
    }
    override func summary() -> String { super.summary() + (hasBell ? ", ring ring" : "") }
}
let v = Vehicle()
print(v.summary())
let b = Bicycle()
print(b.summary())
let plain = Bicycle(hasBell: false)
print(plain.summary())
class Tandem: Bicycle {
    var seats = 2
}
let t = Tandem(hasBell: false)
print(t.summary(), t.seats)
let t2 = Tandem()
print(t2.name, t2.hasBell)
