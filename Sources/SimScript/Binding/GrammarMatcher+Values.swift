import SimCore

/// The values in command arguments (`VALUE`, `CONDITION`): `list A, B`, comparisons, `&&`/`||`
/// chains, `!NAME`, `+`/`-` terms, literals and names bound now (the grammar is on `Expression`).
extension GrammarMatcher {
    /// `list A, B, C` or a `TERM [COMPARISON TERM]`.
    mutating func expression() throws -> Expression {
        if let word = peek, accept("list") {
            var items: [Expression] = []
            guard peek != nil else { return .list([], word) }
            repeat { items.append(try term()) } while accept(.comma)
            return .list(items, word)
        }
        let first = try test()
        guard let joint = logicalJoint() else { return first }
        var rest: [Expression] = []
        while let op = logicalJoint() {
            guard op.text == joint.text else {
                throw fail(op, "'\(joint.text)' and '\(op.text)' in one condition need parentheses, which .sim does not have",
                           hint: "split it: nest one if inside another, or compute a part first with let")
            }
            index += op.text == "||" ? 2 : 1
            rest.append(try test())
        }
        return .logical(first, joint, rest)
    }

    /// `TERM [COMPARISON TERM]`.
    private mutating func test() throws -> Expression {
        let lhs = try term()
        guard let op = peek, Expression.isComparison(op) else { return lhs }
        index += 1
        return .comparison(lhs, op, try term())
    }

    /// `&&` (a word) or `||` (two `|` tokens side by side) at the current token, not taken yet;
    /// `||` comes back as one token.
    private func logicalJoint() -> Token? {
        guard let t = peek else { return nil }
        if t.kind == .word && t.text == "&&" { return t }
        guard t.kind == .pipe, index + 1 < tokens.count, tokens[index + 1].kind == .pipe,
              tokens[index + 1].location.line == t.location.line, tokens[index + 1].location.column == t.location.column + 1 else { return nil }
        return Token(kind: .word, text: "||", location: t.location)
    }

    /// `OPERAND [(+ | -) OPERAND]…`.
    private mutating func term() throws -> Expression {
        let first = try operand()
        var rest: [(op: Token, operand: Expression)] = []
        while let op = peek, op.kind == .word, op.text == "+" || op.text == "-" {
            index += 1
            rest.append((op, try operand()))
        }
        return rest.isEmpty ? first : .arithmetic(first, rest)
    }

    /// A string, number, true/false, nil, or a name bound now; `!` before a word negates it.
    mutating func operand() throws -> Expression {
        guard let t = peek else { throw fail(nil, "missing a value") }
        switch t.kind {
        case .string:
            index += 1
            return .literal(.string(t.literalText))
        case .word:
            let value: Expression
            if t.text.hasPrefix("!"), t.text.count > 1 {
                // `!isOn`: the lexer keeps `!` on the word (only `!=` is a token of its own).
                var location = t.location
                location.column += 1
                value = .not(try word(Token(kind: .word, text: String(t.text.dropFirst()), location: location)), t)
            } else {
                value = try word(t)
            }
            index += 1
            return value
        default:
            throw fail(t, "expected a value, found \(t.quotedForMessage)")
        }
    }

    /// A word as a value: true, false, nil, a number, or a name bound now.
    private func word(_ t: Token) throws -> Expression {
        switch t.text {
        case "true": return .literal(.bool(true))
        case "false": return .literal(.bool(false))
        case "nil": return .literal(.null)
        default:
            if let n = Numeral.value(t.text) {
                return .literal(.number(n))
            } else if let reference = try bound(binder.resolve(t.text, at: t)) {
                return .name(reference, t)  // a variable may be called `nan` or `inf`
            } else if let (message, hint) = Numeral.problem(t.text) {
                throw fail(t, message, hint: hint, .semantic)
            } else {
                throw fail(t, "unknown name '\(t.text)'",
                           hint: Suggestions.hint(for: t.text, in: binder.session.state.variables.names + binder.world.names)
                            ?? Session.unknownNameHint(t.text, inText: false), .name)
            }
        }
    }
}
