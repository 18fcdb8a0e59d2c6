// Stored and computed properties, read-only computed, and get/set pairs.
struct Rectangle {
    var width: Double
    var height: Double
    var area: Double { width * height }
    var perimeter: Double {
        get { 2 * (width + height) }
    }
    var isSquare: Bool { width == height }
}
var rect = Rectangle(width: 3, height: 4)
print(rect.area, rect.perimeter, rect.isSquare)
rect.width = 4
print(rect.area, rect.isSquare)
struct Temperature {
    var celsius: Double
    var fahrenheit: Double {
        get { celsius * 9 / 5 + 32 }
        set { celsius = (newValue - 32) * 5 / 9 }
    }
    var kelvin: Double {
        get { celsius + 273.15 }
        set(k) { celsius = k - 273.15 }
    }
}
var t = Temperature(celsius: 100)
print(t.fahrenheit)
t.fahrenheit = 32
print(t.celsius)
t.kelvin = 300
print(t.celsius, t)
class Circle {
    var radius: Double
    init(radius: Double) { self.radius = radius }
    var diameter: Double {
        get { radius * 2 }
        set { radius = newValue / 2 }
    }
}
let c = Circle(radius: 1.5)
c.diameter = 10
print(c.radius, c.diameter)
struct Name {
    var first: String
    var last: String
    var full: String { "\(first) \(last)" }
    var initials: String { "\(first.first!)\(last.first!)" }
}
print(Name(first: "Grace", last: "Hopper").full, Name(first: "Ada", last: "Lovelace").initials)
