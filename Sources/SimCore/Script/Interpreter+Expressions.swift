/// Values in command arguments: names, `OBJECT.PROPERTY`, and the small expressions `return`
/// needs (`return newText.count <= 6`).
///
/// Grammar (operators are separate words): `TERM [(== | != | < | <= | > | >=) TERM]`, where
/// `TERM` is `OPERAND [(+ | -) OPERAND]…`. No precedence games, no parentheses: a delegate method
/// that needs more is better written as two lines.
extension Interpreter {
    /// The value a bare name stands for, or nil when it names nothing. Looks in the running
    /// handler first (captures, then parameters), then variables, then objects; `X.count` is the
    /// length of a string, `X.PROPERTY` an object's property or delegate.
    func lookup(_ name: String, at token: Token) throws -> Value? {
        if let frame = frames.last {
            if let v = frame.context.closure?.captured(name) { return v }
            if let v = frame.context.parameter(name) { return v }
        }
        if let v = variable(name) { return v.value }
        if world.object(named: name) != nil || (!frames.isEmpty && (name == "self" || name == "sender")) {
            var named = token
            named.text = name
            return .object(try resolveObject(named).id)
        }
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        let base = String(name[..<dot]), member = String(name[name.index(after: dot)...])
        guard let owner = try lookup(base, at: token) else { return nil }
        switch owner {
        case .string(let s) where member == "count": return .number(Double(s.count))
        case .object(let id):
            let object = world.object(id)
            if let value = Properties.get(object, member, world: world) { return value }
            // A cell's subview by its name in the cell type (`cell.nameLabel`).
            return world.object(named: object.name + "." + member).map { .object($0.id) }
        default: return nil
        }
    }

    /// `TERM [COMPARISON TERM]`.
    func evaluate(_ args: inout ArgumentReader) throws -> Value {
        let lhs = try term(&args)
        guard let op = args.peek, let compare = Interpreter.comparison(op) else { return lhs }
        _ = try args.next("an operator")
        let rhs = try term(&args)
        if op.kind == .equalEqual { return .bool(lhs == rhs) }
        if op.kind == .notEqual { return .bool(lhs != rhs) }
        guard case .number(let a) = lhs, case .number(let b) = rhs else {
            throw args.error(op, "'\(op.text)' compares numbers, not \(lhs.typeName) and \(rhs.typeName)",
                             hint: "== and != compare any two values")
        }
        return .bool(compare(a, b))
    }

    private static func comparison(_ token: Token) -> ((Double, Double) -> Bool)? {
        switch token.kind {
        case .equalEqual, .notEqual: return { _, _ in false }  // handled on Values
        case .word:
            switch token.text {
            case "<": return (<)
            case "<=": return (<=)
            case ">": return (>)
            case ">=": return (>=)
            default: return nil
            }
        default: return nil
        }
    }

    /// `OPERAND [(+ | -) OPERAND]…`: numbers add and subtract, strings concatenate with `+`.
    private func term(_ args: inout ArgumentReader) throws -> Value {
        var value = try readValue(&args)
        while let op = args.peek, op.kind == .word, op.text == "+" || op.text == "-" {
            _ = try args.next("an operator")
            let rhs = try readValue(&args)
            switch (value, rhs, op.text) {
            case (.number(let a), .number(let b), "+"): value = .number(a + b)
            case (.number(let a), .number(let b), _): value = .number(a - b)
            case (.string(let a), .string(let b), "+"): value = .string(a + b)
            // "Item " + row: a number joins a string as it reads in text.
            case (.string(let a), .number(let b), "+"): value = .string(a + formatNumber(b))
            case (.number(let a), .string(let b), "+"): value = .string(formatNumber(a) + b)
            default:
                throw args.error(op, "cannot compute \(value.typeName) \(op.text) \(rhs.typeName)",
                                 hint: "+ and - take two numbers; + also joins two strings")
            }
            if case .number(let n) = value, !n.isFinite {
                throw args.error(op, "the result is too large to be a number")
            }
        }
        return value
    }
}
