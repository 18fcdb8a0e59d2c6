// A shared instance through a static let, lazily created on first use; global state order.
final class Logger {
    static let shared = Logger()
    private(set) var lines: [String] = []
    private init() { print("Logger created") }
    func log(_ s: String) { lines.append(s) }
}
print("program start")
Logger.shared.log("first")
Logger.shared.log("second")
print(Logger.shared.lines, Logger.shared === Logger.shared)
struct Config {
    static var loaded: [String: String] = {
        print("loading config")
        return ["mode": "test"]
    }()
    static let version = 3
}
print("before config")
print(Config.version)
print(Config.loaded["mode"]!)
Config.loaded["mode"] = "prod"
print(Config.loaded["mode"]!)
var globalCounter = 0
func bumpGlobal() -> Int { globalCounter += 1; return globalCounter }
let firstValue = bumpGlobal()
let secondValue = bumpGlobal()
print(firstValue, secondValue, globalCounter)
let derived = globalCounter * 10
globalCounter = 100
print(derived, globalCounter)
final class Registry {
    static var items: [String] = []
    static func register(_ s: String) -> Int { items.append(s); return items.count }
}
print(Registry.register("a"), Registry.register("b"), Registry.items)
