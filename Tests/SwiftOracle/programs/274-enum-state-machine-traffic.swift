// A pedestrian crossing state machine: enum states with associated countdowns and events.
enum Light: Equatable {
    case green(remaining: Int)
    case yellow(remaining: Int)
    case red(remaining: Int, walk: Bool)
    mutating func tick(buttonPressed: Bool) {
        switch self {
        case .green(let r) where buttonPressed && r > 2: self = .green(remaining: 2)
        case .green(let r) where r > 1: self = .green(remaining: r - 1)
        case .green: self = .yellow(remaining: 2)
        case .yellow(let r) where r > 1: self = .yellow(remaining: r - 1)
        case .yellow: self = .red(remaining: 4, walk: true)
        case .red(let r, _) where r > 2: self = .red(remaining: r - 1, walk: true)
        case .red(let r, _) where r > 1: self = .red(remaining: r - 1, walk: false)
        case .red: self = .green(remaining: 6)
        }
    }
    var symbol: String {
        switch self {
        case .green: return "G"
        case .yellow: return "Y"
        case .red(_, let walk): return walk ? "R*" : "R"
        }
    }
}
var light = Light.green(remaining: 6)
var timeline: [String] = []
for t in 0..<18 {
    light.tick(buttonPressed: t == 1)
    timeline.append(light.symbol)
}
print(timeline.joined(separator: " "))
print(light, light == .green(remaining: 5))
let walkTicks = timeline.filter { $0 == "R*" }.count
print("walk ticks:", walkTicks)
