// Overriding stored and computed properties with getters and observers; final members.
class Vehicle {
    var currentSpeed = 0.0
    var description: String { "traveling at \(currentSpeed) mph" }
    final var wheels: Int { 4 }
    func makeNoise() -> String { "" }
}
class Train: Vehicle {
    override func makeNoise() -> String { "Choo Choo" }
}
class Car: Vehicle {
    var gear = 1
    override var description: String { super.description + " in gear \(gear)" }
}
class AutomaticCar: Car {
    override var currentSpeed: Double {
        didSet { gear = Int(currentSpeed / 10.0) + 1 }
    }
}
let vehicle = Vehicle()
print("Vehicle: \(vehicle.description)", vehicle.wheels)
print(Train().makeNoise(), "[\(vehicle.makeNoise())]")
let car = Car()
car.currentSpeed = 25.0
car.gear = 3
print("Car: \(car.description)")
let automatic = AutomaticCar()
automatic.currentSpeed = 35.0
print("AutomaticCar: \(automatic.description)")
automatic.currentSpeed += 40
print(automatic.gear, automatic.description)
let all: [Vehicle] = [vehicle, Train(), car, automatic]
print(all.map(\.description))
class Named {
    var name: String { "named" }
}
class Renamed: Named {
    private var stored = "renamed"
    override var name: String {
        get { stored.uppercased() }
    }
}
print(Named().name, Renamed().name, (Renamed() as Named).name)
