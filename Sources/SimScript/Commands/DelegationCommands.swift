import SimCore

/// The arguments only this file's commands read.
extension ArgumentKey {
    static let optionalMethod = ArgumentKey("optionalMethod")
    static let protocolName = ArgumentKey("protocolName")
}

/// Delegation commands: protocol, weak, call, release, return — and assigning a delegate with
/// `set OWNER.delegate = OBJECT`.

/// `protocol NAME METHOD… [optional METHOD…]`
struct ProtocolCommand: MatchedCommand {
    let name: Token
    let required: [String]
    let optional: [String]

    init(_ match: inout Match, binder: inout Binder) throws {
        let node = match.node
        name = try match.token(.name)
        var seen: Set<String> = []
        for method in match.all(.method) + match.all(.optionalMethod) where !seen.insert(method.token.text).inserted {
            throw node.error(method.token, "'\(method.token.text)' is listed twice")
        }
        required = match.all(.method).map(\.token.text)
        optional = match.all(.optionalMethod).map(\.token.text)
        guard !required.isEmpty || !optional.isEmpty else {
            throw node.error(nil, "missing the protocol's methods", hint: "e.g. protocol \(name.text) passwordRecoveryRequested:")
        }
    }

    func run(in session: Session) throws {
        let world = session.world
        if world.delegateProtocol(named: name.text) != nil { throw session.error(name, "protocol '\(name.text)' is already declared") }
        world.protocols.append(DelegateProtocol(name: name.text, required: required.map(world.selector), optional: optional.map(world.selector)))
    }
}

extension CommandTable {
    /// `protocol`: its grammar, help and availability.
    static let protocolSpec = CommandSpec(name: "protocol", forms: [
                    form(.argument(Placeholder(key: .name, kind: .typeName(noun: "protocol name"), label: "NAME", what: "a protocol name")),
                         .repeated(.argument(.selector(.method, "METHOD")), atLeast: 0),
                         .optional(.keyword("optional"), .repeated(.argument(.selector(.optionalMethod, "METHOD")), atLeast: 0)))],
                command: ProtocolCommand.self,
                summary: "Declare a delegate protocol. An object assigned to a property of this type must implement the required methods; optional ones may be missing.", examples: ["protocol LoginViewControllerDelegate passwordRecoveryRequested: optional loginSucceeded:"], topic: .wiring)
}

/// `weak OWNER.PROPERTY [PROTOCOL]`: declares `weak var PROPERTY: PROTOCOL?`.
struct WeakCommand: MatchedCommand {
    let owner: ObjectReference
    let slot: Token
    let protocolName: String?

    init(_ match: inout Match, binder: inout Binder) throws {
        (owner, slot) = try match.member(.member)
        if let name = match.tokenIfPresent(.protocolName) {
            let world = binder.world
            guard world.delegateProtocol(named: name.text) != nil else {
                throw binder.session.error(name, "no protocol named '\(name.text)'",
                                           hint: Suggestions.hint(for: name.text, in: world.protocols.map(\.name))
                                            ?? "declare it first: protocol \(name.text) METHOD…")
            }
        }
        protocolName = match.wordIfPresent(.protocolName)
    }

    func run(in session: Session) throws {
        let owner = try self.owner.resolve(in: session)
        if Properties.get(owner, slot.text, world: session.world) != nil {
            throw session.error(slot, "'\(slot.text)' is already a property of \(article(owner.className))",
                                hint: "declare it once; assign it with `set \(owner.name).\(slot.text) = OBJECT`")
        }
        session.simulator.delegation.declareDelegate(slot.text, on: owner, protocol: protocolName.flatMap(session.world.delegateProtocol))
    }
}

extension CommandTable {
    /// `weak`: its grammar, help and availability.
    static let weakSpec = CommandSpec(name: "weak", forms: [
                    form(.argument(Placeholder(key: .member, kind: .member(), label: "OBJECT.PROPERTY", what: "OWNER.PROPERTY, e.g. loginVC.delegate")),
                         .optional(.argument(.word(.protocolName, "PROTOCOL", "a protocol name", .protocols))))],
                command: WeakCommand.self,
                summary: "Declare a weak delegate property, `weak var delegate: PROTOCOL?` (nil at first); assign it with `set OBJECT.PROPERTY = OBJECT`. Weak: it reads nil once its object is released.", examples: ["weak loginVC.delegate LoginViewControllerDelegate", "set loginVC.delegate = coordinator"], topic: .wiring)
}

/// `call OWNER.PROPERTY METHOD [with VALUE]`: `owner.delegate?.method(value)`. The argument
/// defaults to the owner (delegate methods pass the delegating object first).
struct CallCommand: MatchedCommand {
    let owner: ObjectReference
    let slot: Token
    let method: Token
    let argument: (Expression, Token)?
    let node: CommandNode

    init(_ match: inout Match, binder: inout Binder) throws {
        (owner, slot) = try match.member(.member)
        method = try match.token(.method)
        argument = try match.expressionIfPresent(.value).map { ($0, try match.token(.value)) }
        node = match.node
    }

    func run(in session: Session) throws {
        let world = session.world
        let owner = try self.owner.resolve(in: session)
        guard let slot = owner.delegateSlot(self.slot.text) else {
            throw session.error(self.slot, "'\(owner.name)' has no delegate property '\(self.slot.text)'",
                                hint: Suggestions.hint(for: self.slot.text, in: owner.delegateSlots.map(\.name))
                                    ?? "declare it first: weak \(owner.name).\(self.slot.text) PROTOCOL")
        }
        let selector = world.selector(method.text)
        if let name = slot.protocolName, let p = world.delegateProtocol(named: name), !p.declares(selector) {
            throw session.error(method, "\(name) has no method '\(method.text)'",
                                hint: Suggestions.hint(for: method.text, in: (p.required + p.optional).map(world.name(of:))))
        }
        var argument: SimObject? = owner
        if let (value, token) = self.argument {
            switch try session.evaluate(value) {
            case .object(let id): argument = world.object(id)
            case .null: argument = nil
            case let other: throw node.error(token, "'with' takes an object or nil, not \(other.typeName)")
            }
        }
        // The answer, if any, is in the trace (`returns …`); `call` is a statement, not a value.
        try session.simulator.delegation.callDelegate(self.slot.text, of: owner, selector, argument: argument)
    }
}

extension CommandTable {
    /// `call`: its grammar, help and availability.
    static let callSpec = CommandSpec(name: "call", forms: [
                    form(.argument(Placeholder(key: .member, kind: .member(), label: "OBJECT.PROPERTY", what: "OWNER.PROPERTY, e.g. self.delegate")),
                         .argument(.selector(.method, "METHOD")), .optional(.keyword("with"), .argument(.value())))],
                command: CallCommand.self,
                summary: "Call a delegate with optional chaining, `delegate?.method(value)`: when the delegate is nil or released, or lacks an optional method, nothing happens and the trace says why. The argument defaults to OBJECT.", examples: ["method loginVC performPasswordRecovery: {\n    call self.delegate passwordRecoveryRequested: with sender\n}"], topic: .wiring, echoes: true)
}

/// `release OBJECT`
struct ReleaseCommand: MatchedCommand {
    let object: ObjectReference

    init(_ match: inout Match, binder: inout Binder) throws {
        object = try match.object(.target)
    }

    func run(in session: Session) throws {
        let object = try self.object.resolve(in: session)
        do {
            try session.simulator.lifetimes.release(object)
        } catch let error as LifetimeError {
            throw session.error(self.object.token, error.description, hint: session.releaseHint(error))
        }
    }
}

extension CommandTable {
    /// `release`: its grammar, help and availability.
    static let releaseSpec = CommandSpec(name: "release", forms: [form(.argument(.object(.target, .any, "OBJECT", "the object to release")))],
                command: ReleaseCommand.self,
                summary: "The script lets go of an object it made (a plain object, a controller not yet installed, a timer, an alert): if nothing else holds it, it is freed — weak references to it (control targets, delegates) read nil, and the trace counts them; if something does (a timer, a closure's strong capture, a variable), the trace names it. Views and installed controllers belong to their superview or window: remove or dismiss them instead.", examples: ["object coordinator", "release coordinator"], topic: .wiring, echoes: true)
}

/// `return [VALUE]` inside a method or closure: ends the body with an answer for its caller.
struct ReturnCommand: MatchedCommand {
    let value: Expression?

    init(_ match: inout Match, binder: inout Binder) throws {
        guard binder.scope.isHandler else {
            throw match.node.error(match.node.name, "'return' outside a method or closure",
                                   hint: "return ends a handler's body, e.g. method home textFieldShouldReturn: { return true }")
        }
        value = match.expressionIfPresent(.value)
    }

    func run(in session: Session) throws {
        if let value, let context = session.state.frames.context { context.returns(try session.evaluate(value)) }
        throw HandlerReturn()
    }
}

extension CommandTable {
    /// `return`: its grammar, help and availability.
    static let returnSpec = CommandSpec(name: "return", forms: [form(.optional(.argument(.expression())))],
                command: ReturnCommand.self,
                summary: "End a method or closure body, answering its caller: a delegate's `should…` method returns true or false. VALUE may compare (`newText.count <= 6`) or add (`count + 1`).", examples: ["method form textFieldShouldReturn: { return true }"], topic: .wiring)
}

/// `super`: inside an override of UIKit's own method (touchesBegan:… on a view, controller or
/// control), UIKit's default — the touches go on to the next responder, a control tracks them.
struct SuperCommand: MatchedCommand {
    let location: SourceLocation

    init(_ match: inout Match, binder: inout Binder) throws {
        guard binder.scope.isHandler, binder.scope.hasReceiver else {
            throw match.node.error(match.node.name, "'super' outside a method",
                                   hint: "super runs UIKit's default inside an override, e.g. method card touchesBegan { log \"began\"; super }")
        }
        location = match.node.location
    }

    func run(in session: Session) throws {
        guard let call = session.state.frames.context?.superCall else {
            throw ScriptError(Diagnostic(.error, location, "'super' has nothing to call here: this method overrides no UIKit method",
                                         hint: "super works in touchesBegan, touchesMoved, touchesEnded and touchesCancelled overrides"))
        }
        try call()
    }
}

extension CommandTable {
    /// `super`: its grammar, help and availability.
    static let superSpec = CommandSpec(name: "super", forms: [form()],
                command: SuperCommand.self,
                summary: "Inside a touchesBegan/Moved/Ended/Cancelled override (a method on a view, controller or control), call UIKit's default: UIResponder passes the touches to the next responder; a control tracks them (without super, an override on a control stops its tracking and its actions).", examples: ["method card touchesBegan { log \"card saw it\"\n    super\n}"], topic: .wiring)
}

extension Session {
    /// `set OWNER.PROPERTY = OBJECT|nil` for a weak delegate property.
    func assignDelegate(of owner: SimObject, _ slot: Token, _ value: Expression, at valueToken: Token, node: CommandNode) throws {
        let v = try evaluate(value)
        // Assigning a delegate is part of the story the trace tells: echo it like `tap`.
        if echoesCommands { simulator.commandStarted(node.source) }
        let target: SimObject?
        switch v {
        case .null: target = nil
        case .object(let id): target = world.object(id)
        default:
            throw node.error(valueToken, "'\(slot.text)' takes an object or nil, not \(v.typeName) \(v.rendered(in: world))")
        }
        try delegation(valueToken) { try simulator.delegation.setDelegate(slot.text, of: owner, to: target) }
    }

    /// Runs a delegation step, turning its errors into diagnostics at `token`.
    func delegation(_ token: Token, _ body: () throws -> Void) throws {
        do {
            try body()
        } catch let e as DelegationError {
            let hint: String?
            switch e {
            case .doesNotConform(let object, _, let missing):
                hint = "define it first: method \(object) \(missing[0]) { … }"
            case .released: hint = "a released object is gone; create another"
            case .noSuchSlot(let owner, let slot): hint = "declare it first: weak \(owner).\(slot) PROTOCOL"
            }
            throw error(token, e.description, hint: hint)
        }
    }
}
