// Throwing initializers on structs and classes, try in initializer chains, and try? with init.
enum InputError: Error, Equatable {
    case empty(field: String)
    case outOfRange(field: String, value: Int)
}
struct Port {
    let number: Int
    init(_ n: Int) throws {
        guard (1...65535).contains(n) else { throw InputError.outOfRange(field: "port", value: n) }
        number = n
    }
}
struct Endpoint: CustomStringConvertible {
    let host: String
    let port: Port
    init(host: String, port: Int) throws {
        guard !host.isEmpty else { throw InputError.empty(field: "host") }
        self.host = host
        self.port = try Port(port)
    }
    var description: String { "\(host):\(port.number)" }
}
let attempts: [(String, Int)] = [("example.org", 443), ("", 80), ("local", 0), ("local", 70000), ("db", 5432)]
for (h, p) in attempts {
    do {
        let e = try Endpoint(host: h, port: p)
        print("ok", e)
    } catch InputError.empty(let field) {
        print("missing", field)
    } catch let InputError.outOfRange(field, value) {
        print(field, value, "out of range")
    } catch {
        print("other", error)
    }
}
let valid = attempts.compactMap { try? Endpoint(host: $0.0, port: $0.1) }
print(valid, valid.count)
class Connection {
    let endpoint: Endpoint
    init(_ text: String) throws {
        let parts = text.split(separator: ":")
        guard parts.count == 2, let p = Int(parts[1]) else { throw InputError.empty(field: "text") }
        endpoint = try Endpoint(host: String(parts[0]), port: p)
    }
}
print((try? Connection("a:1"))?.endpoint as Any, (try? Connection("a:b")) == nil)
do { _ = try Connection("x:99999") } catch { print(error, error as? InputError == .outOfRange(field: "port", value: 99999)) }
