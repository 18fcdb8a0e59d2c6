import SimCore

/// What a command's arguments matched: which form, and each argument typed and filed under its
/// placeholder's key, in the order written.
struct Match {
    let node: CommandNode
    /// The form that matched, by its index in the spec.
    let form: Int
    private(set) var arguments: [(key: ArgumentKey, value: BoundArgument)]

    /// The first argument filed under `key`, as `extract` reads it — in place: an argument is a
    /// large enum, and copying one out costs more than reading what the command needs from it.
    private func find<T>(_ key: ArgumentKey, _ extract: (BoundArgument) -> T?) -> T? {
        arguments.withUnsafeBufferPointer { stored in
            for i in stored.indices where stored[i].key == key { return extract(stored[i].value) }
            return nil
        }
    }

    func first(_ key: ArgumentKey) -> BoundArgument? { find(key) { $0 } }

    /// The error for an argument the matched form should have filed under `key` and did not: the
    /// command disagrees with its own grammar. A diagnostic rather than a trap, so the REPL lives on.
    func missing(_ key: ArgumentKey) -> ScriptError {
        node.error(node.name, "internal error: '\(node.name.text)' found no \(key) argument in its grammar",
                   hint: "please report it, with the line that caused it")
    }
    func all(_ key: ArgumentKey) -> [BoundArgument] { arguments.indices.filter { arguments[$0].key == key }.map { arguments[$0].value } }
    func has(_ key: ArgumentKey) -> Bool { arguments.indices.contains { arguments[$0].key == key } }

    func token(_ key: ArgumentKey) -> Token? { find(key) { $0.token } }
    func word(_ key: ArgumentKey) -> String? { find(key) { $0.token.text } }
    /// A string argument's text, with `\{` and `\}` as plain braces.
    func text(_ key: ArgumentKey) -> String? { find(key) { $0.token.literalText } }

    /// Takes an object argument out of the match: the command keeps the only copy.
    mutating func object(_ key: ArgumentKey) -> ObjectReference? {
        for i in arguments.indices where arguments[i].key == key {
            guard case .object = arguments[i].value else { return nil }
            var taken = BoundArgument.taken
            swap(&taken, &arguments[i].value)
            guard case .object(let reference) = consume taken else { return nil }
            return reference
        }
        return nil
    }
    func number(_ key: ArgumentKey) -> Double? {
        find(key) { if case .number(let n, _) = $0 { return n } else { return nil } }
    }
    func integer(_ key: ArgumentKey) -> Int? {
        find(key) { if case .integer(let n, _) = $0 { return n } else { return nil } }
    }
    func duration(_ key: ArgumentKey) -> Int64? {
        find(key) { if case .duration(let us, _) = $0 { return us } else { return nil } }
    }
    func point(_ key: ArgumentKey) -> Point? {
        find(key) { if case .point(let p, _) = $0 { return p } else { return nil } }
    }
    func rect(_ key: ArgumentKey) -> Rect? {
        find(key) { if case .rect(let r, _) = $0 { return r } else { return nil } }
    }
    func events(_ key: ArgumentKey) -> ControlEvents? {
        find(key) { if case .events(let e, _) = $0 { return e } else { return nil } }
    }
    func expression(_ key: ArgumentKey) -> Expression? {
        find(key) { if case .expression(let e, _) = $0 { return e } else { return nil } }
    }
    func member(_ key: ArgumentKey) -> (object: ObjectReference, property: Token)? {
        find(key) { if case .member(let object, let property, _) = $0 { return (object, property) } else { return nil } }
    }
    func variable(_ key: ArgumentKey) -> Binder.Variable? {
        find(key) { if case .variable(let variable, _) = $0 { return variable } else { return nil } }
    }
    /// `capture a, b`: each name and what it stands for where the closure is defined.
    var captures: [(name: Token, reference: NameReference, weak: Bool)] {
        arguments.compactMap {
            if case .capture(let token, let reference, let weak) = $0.value { return (token, reference, weak) } else { return nil }
        }
    }
}

/// One argument, read and bound by its placeholder's kind.
enum BoundArgument {
    /// A keyword recorded by the grammar, a name, a choice, a selector, a free word.
    case word(Token)
    /// A double-quoted string.
    case text(Token)
    case number(Double, Token)
    case integer(Int, Token)
    case duration(Int64, Token)
    case point(Point, Token)
    case rect(Rect, Token)
    case events(ControlEvents, Token)
    case object(ObjectReference)
    case expression(Expression, Token)
    /// `OBJECT.PROPERTY`: the object, the property's name (its own column), the whole word.
    case member(ObjectReference, property: Token, Token)
    case variable(Binder.Variable, Token)
    /// `capture NAME` or `capture weak NAME`.
    case capture(Token, NameReference, weak: Bool)
    /// An object argument the command has taken (see `Match.object`).
    case taken

    /// The (first) token it was read from: where errors about it point.
    var token: Token {
        switch self {
        case .word(let t), .text(let t), .number(_, let t), .integer(_, let t), .duration(_, let t), .point(_, let t),
             .rect(_, let t), .events(_, let t), .expression(_, let t), .member(_, _, let t), .variable(_, let t), .capture(let t, _, _):
            return t
        case .object(let reference):
            return reference.token
        case .taken:
            preconditionFailure("the command took this argument already")
        }
    }
}
