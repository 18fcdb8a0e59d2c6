// Enums with instance methods, computed properties, static members and mutating methods.
enum TrafficLight: CaseIterable {
    case red, yellow, green
    static let cycleSeconds = 60
    static var changes = 0
    var duration: Int {
        switch self {
        case .red: return 30
        case .yellow: return 5
        case .green: return 25
        }
    }
    func next() -> TrafficLight {
        switch self {
        case .red: return .green
        case .green: return .yellow
        case .yellow: return .red
        }
    }
    mutating func advance() {
        self = next()
        TrafficLight.changes += 1
    }
    static func longest() -> TrafficLight { allCases.max { $0.duration < $1.duration }! }
}
var light = TrafficLight.red
var timeline: [String] = []
for _ in 0..<4 {
    timeline.append("\(light)(\(light.duration)s)")
    light.advance()
}
print(timeline.joined(separator: " -> "))
print(TrafficLight.changes, TrafficLight.cycleSeconds, TrafficLight.longest())
print(TrafficLight.allCases.map(\.duration).reduce(0, +) == TrafficLight.cycleSeconds)
enum Temperature {
    case celsius(Double)
    case fahrenheit(Double)
    static let freezing = Temperature.celsius(0)
    var inCelsius: Double {
        switch self {
        case .celsius(let c): return c
        case .fahrenheit(let f): return (f - 32) * 5 / 9
        }
    }
    func isWarmer(than other: Temperature) -> Bool { inCelsius > other.inCelsius }
}
let readings: [Temperature] = [.celsius(21), .fahrenheit(50), .fahrenheit(212), Temperature.freezing]
print(readings.map(\.inCelsius))
print(readings.filter { $0.isWarmer(than: .freezing) }.count)
print(readings[1])
