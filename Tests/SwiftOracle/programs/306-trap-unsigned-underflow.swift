// Traps: subtracting below zero in an unsigned integer; output before it has no final newline.
struct Fuel {
    var units: UInt
    mutating func burn() { units -= 1 }
}
var tank = Fuel(units: 2)
print("starting with \(tank.units) units")
while true {
    print("remaining \(tank.units)", terminator: "; ")
    tank.burn()
}
