import SimCore

/// A value in command arguments, bound: names resolved, operators known.
///
/// Grammar (operators are separate words): `list A, B, C`, or `TEST [(&& | ||) TEST]…` with one
/// kind of joint, where `TEST` is `TERM [(== | != | < | <= | > | >=) TERM]`, `TERM` is
/// `OPERAND [(+ | -) OPERAND]…`, and an operand may be negated (`!isOn`). No precedence games,
/// no parentheses: mixing `&&` and `||` is an error, and a method that needs more is better
/// written as two `if`s.
enum Expression: Sendable {
    case literal(Value)
    /// A name (`item`, `cell.nameLabel`, `items[row]`) and the word it was written as.
    case name(NameReference, Token)
    /// `A + B - C …`: numbers add and subtract, strings join, left to right. The chain is one
    /// flat list, not a tree nested a level per operator: a 64 KiB line holds 10,000 terms, which
    /// evaluated (or freed) recursively would overflow the stack.
    indirect case arithmetic(Expression, [(op: Token, operand: Expression)])
    indirect case comparison(Expression, Token, Expression)
    /// `A && B && C` or `A || B || C`: Bools, evaluated left to right, stopping as Swift does
    /// (`&&` at the first false, `||` at the first true).
    indirect case logical(Expression, Token, [Expression])
    /// `!A`: a Bool negated; the token is the whole word (`!isOn`).
    indirect case not(Expression, Token)
    /// `list A, B, C`, and the word `list` (where a list over the limits is reported).
    case list([Expression], Token)
}

extension Session {
    func evaluate(_ expression: Expression) throws -> Value {
        switch expression {
        case .literal(let value):
            return value
        case .name(let reference, let token):
            guard let value = try value(of: reference, at: token) else {
                throw error(token, "unknown name '\(token.text)'",
                            hint: Suggestions.hint(for: token.text, in: state.variables.names + world.names)
                                ?? "strings need double quotes: \"\(token.text)\"")
            }
            return value
        case .list(let items, let token):
            return try checkedList(try items.map(evaluate), at: token)
        case .arithmetic(let first, let rest):
            var value = try evaluate(first)
            for (op, operand) in rest {
                value = try combine(value, op, try evaluate(operand))
            }
            return value
        case .comparison(let lhs, let op, let rhs):
            let a = try evaluate(lhs), b = try evaluate(rhs)
            if op.kind == .equalEqual { return .bool(a == b) }
            if op.kind == .notEqual { return .bool(a != b) }
            guard case .number(let x) = a, case .number(let y) = b, let compare = Expression.comparison(op) else {
                throw error(op, "'\(op.text)' compares numbers, not \(a.typeName) and \(b.typeName)", hint: "== and != compare any two values")
            }
            return .bool(compare(x, y))
        case .logical(let first, let op, let rest):
            let stopsAt = op.text == "||"  // `||` stops at the first true, `&&` at the first false
            if try bool(first, joinedBy: op) == stopsAt { return .bool(stopsAt) }
            for operand in rest where try bool(operand, joinedBy: op) == stopsAt { return .bool(stopsAt) }
            return .bool(!stopsAt)
        case .not(let operand, let token):
            return .bool(!(try bool(operand, joinedBy: token)))
        }
    }

    /// An operand of `&&`, `||` or `!`, which must be a Bool (Swift has no truthiness).
    private func bool(_ operand: Expression, joinedBy op: Token) throws -> Bool {
        let value = try evaluate(operand)
        guard case .bool(let b) = value else {
            throw error(op, "'\(op.text.hasPrefix("!") ? "!" : op.text)' takes true or false, not \(value.typeName == "nil" ? "nil" : "a \(value.typeName)")",
                        hint: "compare the value first, as Swift requires: x != nil, count > 0")
        }
        return b
    }
}

extension Session {
    /// `a + b` or `a - b`, one step of a chain.
    private func combine(_ a: Value, _ op: Token, _ b: Value) throws -> Value {
        let value: Value
        switch (a, b, op.text) {
        case (.number(let x), .number(let y), "+"): value = .number(x + y)
        case (.number(let x), .number(let y), _): value = .number(x - y)
        case (.string(let x), .string(let y), "+"): value = try checkedString(x + y, madeBy: op)
        // "Item " + row: a number joins a string as it reads in text.
        case (.string(let x), .number(let y), "+"): value = try checkedString(x + formatNumber(y), madeBy: op)
        case (.number(let x), .string(let y), "+"): value = try checkedString(formatNumber(x) + y, madeBy: op)
        default:
            throw error(op, "cannot compute \(a.typeName) \(op.text) \(b.typeName)", hint: "+ and - take two numbers; + also joins two strings")
        }
        if case .number(let n) = value, !n.isFinite { throw error(op, "the result is too large to be a number", hint: Numeral.rangeHint) }
        return value
    }
}

extension Expression {
    /// The operator a word names, if it is one of `<`, `<=`, `>`, `>=` (`==` and `!=` are tokens).
    static func comparison(_ token: Token) -> ((Double, Double) -> Bool)? {
        guard token.kind == .word else { return nil }
        switch token.text {
        case "<": return (<)
        case "<=": return (<=)
        case ">": return (>)
        case ">=": return (>=)
        default: return nil
        }
    }

    static func isComparison(_ token: Token) -> Bool {
        token.kind == .equalEqual || token.kind == .notEqual || comparison(token) != nil
    }
}
