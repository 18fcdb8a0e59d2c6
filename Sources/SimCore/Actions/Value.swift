/// A value a handler works with: what variables hold, closures capture and `expect` compares.
public enum Value: Equatable, Sendable, CustomStringConvertible {
    /// Text.
    case string(String)
    /// A number; the language has only doubles.
    case number(Double)
    /// `true` or `false`.
    case bool(Bool)
    /// A reference to a simulated object by id; renders as its name.
    case object(SimObject.ID)
    /// `list A, B, C`: what a data source reads its items from (`items[row]`, `items.count`).
    indirect case list([Value])
    /// `nil`: no value, or a weak reference to a freed object.
    case null

    /// A debugging form that needs no world: strings as Swift spells them, objects as
    /// `object#ID` (SimRendering's `rendered(in:)` gives the trace's spelling, with names).
    public var description: String {
        switch self {
        case .string(let s): return s.debugDescription
        case .number(let n): return formatNumber(n)
        case .bool(let b): return b ? "true" : "false"
        case .object(let id): return "object#\(id)"
        case .list(let items): return "[" + items.map(\.description).joined(separator: ", ") + "]"
        case .null: return "nil"
        }
    }

    /// The value's type as error messages name it (`string`, `number`, `object`…).
    public var typeName: String {
        switch self {
        case .string: return "string"
        case .number: return "number"
        case .bool: return "bool"
        case .object: return "object"
        case .list: return "list"
        case .null: return "nil"
        }
    }
}

extension Value {
    /// The objects this value refers to, in a list too.
    func appendObjects(to out: inout [SimObject.ID]) {
        switch self {
        case .object(let id): out.append(id)
        case .list(let items): for item in items { item.appendObjects(to: &out) }
        default: break
        }
    }
}
