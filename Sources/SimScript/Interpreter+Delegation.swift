import SimCore

/// Delegation commands: protocol, weak, call, release, return — and assigning a delegate with
/// `set OWNER.delegate = OBJECT`.
extension Interpreter {
    /// `protocol NAME METHOD… [optional METHOD…]`
    func declareProtocol(_ args: inout ArgumentReader) throws {
        let name = try args.word("a protocol name")
        guard isIdentifier(name.text) else { throw args.error(name, "'\(name.text)' is not a valid protocol name") }
        if world.delegateProtocol(named: name.text) != nil {
            throw error(name, "protocol '\(name.text)' is already declared")
        }
        var required: [Selector] = [], optional: [Selector] = []
        var inOptional = false
        while args.hasMore {
            if args.accept("optional") { inOptional = true; continue }
            let method = try args.selectorToken()
            let selector = world.selector(method.text)
            if required.contains(selector) || optional.contains(selector) {
                throw args.error(method, "'\(method.text)' is listed twice")
            }
            if inOptional { optional.append(selector) } else { required.append(selector) }
        }
        guard !required.isEmpty || !optional.isEmpty else {
            throw args.error(nil, "missing the protocol's methods", hint: "e.g. protocol \(name.text) passwordRecoveryRequested:")
        }
        world.protocols.append(DelegateProtocol(name: name.text, required: required, optional: optional))
    }

    /// `weak OWNER.PROPERTY [PROTOCOL]`: declares `weak var PROPERTY: PROTOCOL?`.
    func declareWeakProperty(_ args: inout ArgumentReader) throws {
        let (owner, slotToken) = try ownerAndMember(&args, "OWNER.PROPERTY, e.g. loginVC.delegate")
        var p: DelegateProtocol?
        if args.hasMore {
            let protocolToken = try args.word("a protocol name")
            guard let found = world.delegateProtocol(named: protocolToken.text) else {
                throw error(protocolToken, "no protocol named '\(protocolToken.text)'",
                            hint: Suggestions.hint(for: protocolToken.text, in: world.protocols.map(\.name))
                                ?? "declare it first: protocol \(protocolToken.text) METHOD…")
            }
            p = found
        }
        try args.end()
        if Properties.get(owner, slotToken.text, world: world) != nil {
            throw error(slotToken, "'\(slotToken.text)' is already a property of \(article(owner.className))")
        }
        simulator.delegation.declareDelegate(slotToken.text, on: owner, protocol: p)
    }

    /// `set OWNER.PROPERTY = OBJECT|nil` for a weak delegate property.
    func assignDelegate(_ owner: SimObject, _ slot: Token, _ args: inout ArgumentReader) throws {
        let valueToken = args.peek
        let value = try readValue(&args)
        try args.end()
        // Assigning a delegate is part of the story the trace tells: echo it like `tap`.
        if frames.isEmpty { simulator.commandStarted(args.node.source) }
        let target: SimObject?
        switch value {
        case .null: target = nil
        case .object(let id): target = world.object(id)
        default:
            throw args.error(valueToken, "'\(slot.text)' takes an object or nil, not \(value.typeName) \(value.rendered(in: world))")
        }
        try delegation(valueToken ?? slot) { try simulator.delegation.setDelegate(slot.text, of: owner, to: target) }
    }

    /// `call OWNER.PROPERTY METHOD [with VALUE]`: `owner.delegate?.method(value)`. The argument
    /// defaults to the owner (delegate methods pass the delegating object first).
    func callDelegate(_ args: inout ArgumentReader) throws {
        let (owner, slotToken) = try ownerAndMember(&args, "OWNER.PROPERTY, e.g. self.delegate")
        guard let slot = owner.delegateSlot(slotToken.text) else {
            throw error(slotToken, "'\(owner.name)' has no delegate property '\(slotToken.text)'",
                        hint: Suggestions.hint(for: slotToken.text, in: owner.delegateSlots.map(\.name))
                            ?? "declare it first: weak \(owner.name).\(slotToken.text) PROTOCOL")
        }
        let method = try args.selectorToken()
        let selector = world.selector(method.text)
        if let name = slot.protocolName, let p = world.delegateProtocol(named: name), !p.declares(selector) {
            throw error(method, "\(name) has no method '\(method.text)'",
                        hint: Suggestions.hint(for: method.text, in: (p.required + p.optional).map(world.name(of:))))
        }
        var argument: SimObject? = owner
        if args.accept("with") {
            let valueToken = args.peek
            switch try readValue(&args) {
            case .object(let id): argument = world.object(id)
            case .null: argument = nil
            case let other: throw args.error(valueToken, "'with' takes an object or nil, not \(other.typeName)")
            }
        }
        try args.end()
        // The answer, if any, is in the trace (`returns …`); `call` is a statement, not a value.
        try simulator.delegation.callDelegate(slotToken.text, of: owner, selector, argument: argument)
    }

    /// `release OBJECT`
    func release(_ args: inout ArgumentReader) throws {
        let token = args.peek
        let object = try args.object("the object to release")
        try args.end()
        try delegation(token!) { try simulator.delegation.release(object) }
    }

    /// `return [VALUE]` inside a method or closure: ends the body with an answer for its caller.
    func returnFromHandler(_ args: inout ArgumentReader) throws {
        guard let frame = frames.last else {
            throw args.error(args.node.name, "'return' outside a method or closure",
                             hint: "return ends a handler's body, e.g. method home textFieldShouldReturn: { return true }")
        }
        let value = args.hasMore ? try evaluate(&args) : nil
        try args.end()
        if let value { frame.context.returns(value) }
        throw HandlerReturn()
    }

    /// `OWNER.MEMBER` split at the last dot, the owner resolved (`self.delegate` inside a method).
    private func ownerAndMember(_ args: inout ArgumentReader, _ what: String) throws -> (SimObject, Token) {
        let token = try args.word(what)
        guard let dot = token.text.lastIndex(of: "."), dot != token.text.startIndex,
              token.text.index(after: dot) != token.text.endIndex else {
            throw args.error(token, "expected \(what), found '\(token.text)'")
        }
        var ownerToken = token
        ownerToken.text = String(token.text[..<dot])
        var member = token
        member.text = String(token.text[token.text.index(after: dot)...])
        member.location.column += ownerToken.text.unicodeScalars.count + 1
        return (try resolveObject(ownerToken), member)
    }

    /// Runs a delegation step, turning its errors into diagnostics at `token`.
    private func delegation(_ token: Token, _ body: () throws -> Void) throws {
        do {
            try body()
        } catch let e as DelegationError {
            let hint: String?
            switch e {
            case .doesNotConform(let object, _, let missing):
                hint = "define it first: method \(object) \(missing[0]) { … }"
            case .released: hint = "a released object is gone; create another"
            case .retained(_, .superview), .retained(_, .viewSuperview): hint = "remove it first: remove NAME"
            case .retained(_, .timer(let timer)):
                hint = "a timer holds its target until it is invalidated: invalidate \(timer) first"
            case .retained: hint = nil
            case .noSuchSlot(let owner, let slot): hint = "declare it first: weak \(owner).\(slot) PROTOCOL"
            }
            throw error(token, e.description, hint: hint)
        }
    }
}

/// Thrown by `return` and caught where the handler's body started: ends the body early.
struct HandlerReturn: Error {}
