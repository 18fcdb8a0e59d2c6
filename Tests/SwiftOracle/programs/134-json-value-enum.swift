// A JSON-like value as a recursive enum, rendered compactly and pretty, with queries.
indirect enum JSON {
    case null, bool(Bool), number(Double), string(String)
    case array([JSON])
    case object([(String, JSON)])
    func render() -> String {
        switch self {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let n): return n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(n)
        case .string(let s): return "\"" + s.replacingQuotes() + "\""
        case .array(let items): return "[" + items.map { $0.render() }.joined(separator: ",") + "]"
        case .object(let pairs): return "{" + pairs.map { "\"\($0.0)\":\($0.1.render())" }.joined(separator: ",") + "}"
        }
    }
    func pretty(_ indent: String = "") -> String {
        let inner = indent + "  "
        switch self {
        case .array(let items) where !items.isEmpty:
            return "[\n" + items.map { inner + $0.pretty(inner) }.joined(separator: ",\n") + "\n\(indent)]"
        case .object(let pairs) where !pairs.isEmpty:
            return "{\n" + pairs.map { "\(inner)\"\($0.0)\": \($0.1.pretty(inner))" }.joined(separator: ",\n") + "\n\(indent)}"
        default:
            return render()
        }
    }
    subscript(key: String) -> JSON? {
        if case .object(let pairs) = self { return pairs.first { $0.0 == key }?.1 }
        return nil
    }
    subscript(index: Int) -> JSON? {
        if case .array(let items) = self, items.indices.contains(index) { return items[index] }
        return nil
    }
}
extension String {
    func replacingQuotes() -> String { map { $0 == "\"" ? "\\\"" : String($0) }.joined() }
}
let doc = JSON.object([
    ("name", .string("Widget \"Pro\"")),
    ("price", .number(19.5)),
    ("stock", .number(12)),
    ("tags", .array([.string("tools"), .string("sale")])),
    ("meta", .object([("active", .bool(true)), ("parent", .null)])),
    ("empty", .array([])),
])
print(doc.render())
print(doc.pretty())
print(doc["tags"]?[1]?.render() ?? "none", doc["meta"]?["active"]?.render() ?? "none", doc["nope"]?.render() ?? "none")
