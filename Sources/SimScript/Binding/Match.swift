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

    /// `value`, which the matched form files under `key`; its absence is a bug in the command
    /// table (see ``missing(_:)``). Each accessor below reads a required argument through this,
    /// and has an `…IfPresent` form for an optional one.
    private func required<T>(_ value: T?, _ key: ArgumentKey) throws -> T {
        guard let value else { throw missing(key) }
        return value
    }

    /// The error for an argument the matched form should have filed under `key` and did not: the
    /// command disagrees with its own grammar. A diagnostic rather than a trap, so the REPL lives on.
    func missing(_ key: ArgumentKey) -> ScriptError {
        node.error(node.name, "internal error: '\(node.name.text)' found no \(key) argument in its grammar",
                   hint: "please report it, with the line that caused it")
    }
    /// The command's `{ }` block, which the matched form requires.
    func block() throws -> [CommandNode] {
        guard let block = node.block else { throw missing(.command) }
        return block
    }

    /// A fixed-choice argument as the type its words name (`PictureFormat`, a swipe's direction).
    func choice<T: RawRepresentable>(_ key: ArgumentKey, as type: T.Type) throws -> T where T.RawValue == String {
        guard let value = T(rawValue: try word(key)) else { throw missing(key) }
        return value
    }

    func all(_ key: ArgumentKey) -> [BoundArgument] { arguments.indices.filter { arguments[$0].key == key }.map { arguments[$0].value } }
    func has(_ key: ArgumentKey) -> Bool { arguments.indices.contains { arguments[$0].key == key } }

    func tokenIfPresent(_ key: ArgumentKey) -> Token? { find(key) { $0.token } }
    func token(_ key: ArgumentKey) throws -> Token { try required(tokenIfPresent(key), key) }
    func wordIfPresent(_ key: ArgumentKey) -> String? { find(key) { $0.token.text } }
    func word(_ key: ArgumentKey) throws -> String { try required(wordIfPresent(key), key) }
    /// A string argument's text, with `\{` and `\}` as plain braces.
    func textIfPresent(_ key: ArgumentKey) -> String? { find(key) { $0.token.literalText } }
    func text(_ key: ArgumentKey) throws -> String { try required(textIfPresent(key), key) }

    /// Takes an object argument out of the match: the command keeps the only copy.
    mutating func objectIfPresent(_ key: ArgumentKey) -> ObjectReference? {
        for i in arguments.indices where arguments[i].key == key {
            guard case .object = arguments[i].value else { return nil }
            var taken = BoundArgument.taken
            swap(&taken, &arguments[i].value)
            guard case .object(let reference) = consume taken else { return nil }
            return reference
        }
        return nil
    }
    mutating func object(_ key: ArgumentKey) throws -> ObjectReference { try required(objectIfPresent(key), key) }
    func numberIfPresent(_ key: ArgumentKey) -> Double? {
        find(key) { if case .number(let n, _) = $0 { return n } else { return nil } }
    }
    func number(_ key: ArgumentKey) throws -> Double { try required(numberIfPresent(key), key) }
    func integerIfPresent(_ key: ArgumentKey) -> Int? {
        find(key) { if case .integer(let n, _) = $0 { return n } else { return nil } }
    }
    func integer(_ key: ArgumentKey) throws -> Int { try required(integerIfPresent(key), key) }
    func durationIfPresent(_ key: ArgumentKey) -> Int64? {
        find(key) { if case .duration(let us, _) = $0 { return us } else { return nil } }
    }
    func duration(_ key: ArgumentKey) throws -> Int64 { try required(durationIfPresent(key), key) }
    func pointIfPresent(_ key: ArgumentKey) -> Point? {
        find(key) { if case .point(let p, _) = $0 { return p } else { return nil } }
    }
    func point(_ key: ArgumentKey) throws -> Point { try required(pointIfPresent(key), key) }
    func rectIfPresent(_ key: ArgumentKey) -> Rect? {
        find(key) { if case .rect(let r, _) = $0 { return r } else { return nil } }
    }
    func rect(_ key: ArgumentKey) throws -> Rect { try required(rectIfPresent(key), key) }
    func eventsIfPresent(_ key: ArgumentKey) -> ControlEvents? {
        find(key) { if case .events(let e, _) = $0 { return e } else { return nil } }
    }
    func events(_ key: ArgumentKey) throws -> ControlEvents { try required(eventsIfPresent(key), key) }
    func expressionIfPresent(_ key: ArgumentKey) -> Expression? {
        find(key) { if case .expression(let e, _) = $0 { return e } else { return nil } }
    }
    func expression(_ key: ArgumentKey) throws -> Expression { try required(expressionIfPresent(key), key) }
    func memberIfPresent(_ key: ArgumentKey) -> (object: ObjectReference, property: Token)? {
        find(key) { if case .member(let object, let property, _) = $0 { return (object, property) } else { return nil } }
    }
    func member(_ key: ArgumentKey) throws -> (object: ObjectReference, property: Token) { try required(memberIfPresent(key), key) }
    func variableIfPresent(_ key: ArgumentKey) -> Binder.Variable? {
        find(key) { if case .variable(let variable, _) = $0 { return variable } else { return nil } }
    }
    func variable(_ key: ArgumentKey) throws -> Binder.Variable { try required(variableIfPresent(key), key) }
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
    /// A name the command gives to something new (an object, a variable, an action's
    /// identifier), with the placeholder that read it: what an editor's outline lists.
    case newName(Token, Placeholder)
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
        case .word(let t), .newName(let t, _), .text(let t), .number(_, let t), .integer(_, let t), .duration(_, let t), .point(_, let t),
             .rect(_, let t), .events(_, let t), .expression(_, let t), .member(_, _, let t), .variable(_, let t), .capture(let t, _, _):
            return t
        case .object(let reference):
            return reference.token
        case .taken:
            preconditionFailure("the command took this argument already")
        }
    }
}
