// Optional chaining mixed with throwing calls, try? inside chains, and guard-let pipelines.
enum LoadError: Error { case missing(String) }
struct Config { let values: [String: String]; func value(_ k: String) throws -> String {
    guard let v = values[k] else { throw LoadError.missing(k) }
    return v
} }
final class App {
    var config: Config?
    var plugins: [String: App] = [:]
    init(config: Config?) { self.config = config }
}
let main = App(config: Config(values: ["name": "demo", "port": "8080"]))
main.plugins["auth"] = App(config: Config(values: ["name": "auth"]))
main.plugins["empty"] = App(config: nil)
print(try? main.config?.value("name") as Any)
print((try? main.config?.value("missing")) as Any)
print((try? main.plugins["auth"]?.config?.value("name")) as Any)
print((try? main.plugins["empty"]?.config?.value("name")) as Any)
print((try? main.plugins["nope"]?.config?.value("name")) as Any)
func port(of app: App) -> Int? {
    guard let config = app.config, let text = try? config.value("port"), let p = Int(text) else { return nil }
    return p
}
print(port(of: main) as Any, port(of: main.plugins["auth"]!) as Any)
do {
    let name = try main.plugins["auth"]?.config?.value("name") ?? "none"
    let missing = try main.plugins["auth"]?.config?.value("port") ?? "none"
    print(name, missing)
} catch {
    print("caught", error)
}
let names = main.plugins.keys.sorted().map { key in (try? main.plugins[key]?.config?.value("name")) ?? "?" }
print(names)
