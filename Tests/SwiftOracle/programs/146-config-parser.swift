// Parsing a small INI-style configuration: sections, key = value, comments and typed getters.
let source = """
# global settings
name = demo app
debug = true

[server]
port = 8080
host = localhost
  timeout =  2.5

[limits]
users = 100
bad line here
ratio = 0.75
"""
enum ConfigError: Error { case malformed(line: Int, text: String) }
func parse(_ text: String) -> (values: [String: [String: String]], errors: [ConfigError]) {
    var values: [String: [String: String]] = [:]
    var errors: [ConfigError] = []
    var section = ""
    for (n, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        let line = raw.drop(while: { $0 == " " })
        if line.isEmpty || line.hasPrefix("#") { continue }
        if line.hasPrefix("[") && line.hasSuffix("]") {
            section = String(line.dropFirst().dropLast())
            continue
        }
        let parts = line.split(separator: "=", maxSplits: 1)
        guard parts.count == 2 else { errors.append(.malformed(line: n + 1, text: String(line))); continue }
        let key = parts[0].filter { $0 != " " }
        let value = String(parts[1].drop(while: { $0 == " " }))
        values[section, default: [:]][key] = value
    }
    return (values, errors)
}
let (config, errors) = parse(source)
for section in config.keys.sorted() {
    print("[\(section)]")
    for key in config[section]!.keys.sorted() { print("  \(key) = \"\(config[section]![key]!)\"") }
}
print(errors)
let port = config["server"]?["port"].flatMap { Int($0) } ?? 80
let timeout = config["server"]?["timeout"].flatMap(Double.init) ?? 1
let debug = config[""]?["debug"] == "true"
let missing = config["limits"]?["max"].flatMap { Int($0) }
print(port, timeout, debug, missing as Any)
