/// A value in the `.sim` language: what variables hold, closures capture and `expect` compares.
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

    /// The trace spelling: strings quoted, numbers without needless decimals, objects by name.
    public func rendered(in world: World) -> String {
        switch self {
        case .string(let s): return quoted(s)
        case .number(let n): return formatNumber(n)
        case .bool(let b): return b ? "true" : "false"
        case .object(let id): return world.object(id).name
        case .list(let items): return "[" + items.map { $0.rendered(in: world) }.joined(separator: ", ") + "]"
        case .null: return "nil"
        }
    }

    /// How the value reads inside interpolated text (`log "hello {item}"`): strings unquoted.
    public func interpolated(in world: World) -> String {
        if case .string(let s) = self { return s }
        return rendered(in: world)
    }

    /// A debugging form that needs no world: objects read `object#ID` (``rendered(in:)`` names
    /// them).
    public var description: String {
        switch self {
        case .string(let s): return quoted(s)
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

/// `s` as a `.sim` string literal, with the escapes the lexer reads back (`\"`, `\\`, `\n`, `\t`).
/// A string token's text keeps `\{` escaped (see `Token.literalText`); `asToken` spells such text back as it was written.
public func quoted(_ s: String, asToken: Bool = false) -> String {
    var out = "\""
    var scalars = s.unicodeScalars.makeIterator()
    var pending = scalars.next()
    while let c = pending {
        pending = scalars.next()
        switch c {
        case "\"": out += "\\\""
        case "\\" where asToken && (pending == "{" || pending == "}"): out += "\\"
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\t": out += "\\t"
        default: out.unicodeScalars.append(c)
        }
    }
    return out + "\""
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
