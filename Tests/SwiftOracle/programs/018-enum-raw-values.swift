// Enums with raw values: Int auto-increment, String defaults, init?(rawValue:).
enum Planet: Int {
    case mercury = 1, venus, earth, mars
}
print(Planet.earth, Planet.earth.rawValue)
print(Planet(rawValue: 4) as Any)
print(Planet(rawValue: 9) as Any)
enum Weekday: String {
    case monday, tuesday
    case wednesday = "Wed"
}
print(Weekday.monday.rawValue, Weekday.wednesday.rawValue)
print(Weekday(rawValue: "Wed") as Any, Weekday(rawValue: "wednesday") as Any)
enum Status: Int {
    case ok = 200
    case notFound = 404
    case error = 500
    var message: String {
        switch self {
        case .ok: return "OK"
        case .notFound: return "Not Found"
        case .error: return "Server Error"
        }
    }
}
for code in [200, 404, 418, 500] {
    if let status = Status(rawValue: code) {
        print(code, status, status.message)
    } else {
        print(code, "unknown")
    }
}
enum Symbol: Character {
    case plus = "+", minus = "-"
}
print(Symbol.plus.rawValue, Symbol(rawValue: "-") as Any)
let list: [Planet] = [.mars, .venus]
print(list, list.map { $0.rawValue })
