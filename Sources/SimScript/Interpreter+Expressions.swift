import SimCore

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
        // `items[row]`: an element of a list, by a number or a name that holds one.
        if name.hasSuffix("]"), let open = name.firstIndex(of: "["), open != name.startIndex {
            let listName = String(name[..<open])
            let indexText = String(name[name.index(after: open)..<name.index(before: name.endIndex)])
            guard case .list(let items)? = try lookup(listName, at: token) else { return nil }
            let index: Value?
            if let n = Double(indexText) { index = .number(n) } else { index = try lookup(indexText, at: token) }
            guard case .number(let n)? = index, n == n.rounded() else {
                throw error(token, "'\(indexText)' is not a list index", hint: "an index is a whole number, e.g. \(listName)[0] or \(listName)[row]")
            }
            guard n >= 0, Int(n) < items.count else {
                throw error(token, "\(listName)[\(formatNumber(n))] is out of range: the list has \(items.count) item\(items.count == 1 ? "" : "s")",
                            hint: "indexes run from 0 to \(items.count - 1)")
            }
            return items[Int(n)]
        }
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        let base = String(name[..<dot]), member = String(name[name.index(after: dot)...])
        guard let owner = try lookup(base, at: token) else { return nil }
        switch owner {
        case .string(let s) where member == "count": return .number(Double(s.count))
        case .list(let items) where member == "count": return .number(Double(items.count))
        case .object(let id):
            let object = world.object(id)
            if let value = Properties.get(object, member, world: world) { return value }
            // A cell's subview by its name in the cell type (`cell.nameLabel`).
            return world.object(named: object.name + "." + member).map { .object($0.id) }
        default: return nil
        }
    }

    /// `list A, B, C` or a `TERM [COMPARISON TERM]`.
    func evaluate(_ args: inout ArgumentReader) throws -> Value {
        if args.accept("list") {
            var items: [Value] = []
            guard args.hasMore else { return .list([]) }
            repeat { items.append(try term(&args)) } while args.accept(.comma)
            return .list(items)
        }
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
