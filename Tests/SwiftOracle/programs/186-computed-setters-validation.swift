// Computed properties with setters that validate, clamp or convert; backing private storage.
final class Thermostat {
    private var storedCelsius = 20.0
    private(set) var rejected: [Double] = []
    var celsius: Double {
        get { storedCelsius }
        set {
            guard newValue >= 5, newValue <= 30 else { rejected.append(newValue); return }
            storedCelsius = newValue
        }
    }
    var fahrenheit: Double {
        get { celsius * 9 / 5 + 32 }
        set { celsius = (newValue - 32) * 5 / 9 }
    }
}
let t = Thermostat()
t.celsius = 25
t.celsius = 40
t.fahrenheit = 50
t.fahrenheit = 212
print(t.celsius, t.fahrenheit, t.rejected)
struct Percentage {
    private var raw = 0
    var value: Int {
        get { raw }
        set { raw = min(100, max(0, newValue)) }
    }
    var fraction: Double {
        get { Double(raw) / 100 }
        set { value = Int((newValue * 100).rounded()) }
    }
}
var p = Percentage()
p.value = 150
print(p.value)
p.value -= 30
print(p.value, p.fraction)
p.fraction = 0.456
print(p.value)
p.value += 1000
print(p.value, p.fraction)
struct Username {
    private var stored = ""
    var name: String {
        get { stored }
        set { stored = String(newValue.lowercased().filter { $0.isLetter || $0.isNumber }.prefix(8)) }
    }
}
var u = Username()
u.name = "Hello World 2024!!"
print(u.name)
u.name += "XYZ"
print(u.name)
