import SimCore

// How the trace (and the language, which reads it back) spells a value.

/// `s` as the trace and `.sim` spell a string literal: the escapes the lexer reads back (`\"`, `\\`, `\n`, `\t`).
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
}
