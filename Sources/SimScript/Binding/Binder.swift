import SimCore

/// Binds parsed commands into typed commands: matches each against its grammar, resolves every
/// name once, and binds a handler's `{ }` body where it is defined — so a mistake in a body is
/// reported at its line when the handler is defined, not when it first runs.
struct Binder {
    let session: Session
    var scope: Scope
    var world: World { session.world }

    init(session: Session, scope: Scope = .topLevel) {
        self.session = session
        self.scope = scope
    }

    /// The typed command for `node`, or the first error in it (with its location and a hint).
    mutating func bind(_ node: CommandNode) throws -> any Command {
        guard let index = node.specIndex else {
            throw session.error(node.name, "unknown command '\(node.name.text)'",
                                hint: Suggestions.hint(for: node.name.text, in: CommandTable.names) ?? "type `help` to list the commands")
        }
        let spec = CommandTable.spec(at: index)
        try checkAvailability(spec, node)
        var match = try GrammarMatcher.match(node, spec.forms, binder: self)
        // Read before `make` takes the object arguments (and binds a body, whose own definitions
        // come after this command's); kept once the command is made.
        let defined = session.state.definitions == nil ? [] : Session.definitions(node, match, spec: spec)
        let mark = session.state.definitions?.count ?? 0
        let command: any Command
        do {
            command = try spec.make(&match, &self)
        } catch {
            session.state.definitions?.removeSubrange(mark...)  // a body's names, of a command that failed
            throw error
        }
        session.state.definitions?.insert(contentsOf: defined, at: mark)
        return command
    }

    /// UIKit has touches, AppKit a mouse: a command of the other platform is an error that names
    /// the command to use instead. (The platform is fixed before the first object exists, so
    /// binding — even a handler body's — sees the platform the command will run on.)
    private func checkAvailability(_ spec: CommandSpec, _ node: CommandNode) throws {
        let input = session.world.rules.input
        switch spec.availability {
        case .everywhere: return
        case .touchOnly(let instead) where input == .mouse:
            throw session.error(node.name, "'\(spec.name)' drives touches, and this world is AppKit's, which has a mouse",
                                hint: "use \(instead)")
        case .mouseOnly where input == .touch:
            throw session.error(node.name, "'\(spec.name)' is AppKit's, and this world is UIKit's",
                                hint: "start the script with `platform appkit` (before any window), or use UIKit's commands (tap, touch)")
        case .notInAppKit where input == .mouse:
            throw session.error(node.name, "'\(spec.name)' is not modelled in AppKit mode yet",
                                hint: "AppKit mode has windows, panels, controllers, views, buttons, labels, text fields, objects and timers")
        default: return
        }
    }

    /// A handler's body, bound in its own scope: `self`, `sender`, captures and parameters as
    /// `scope` says, locals from the body's own `let` and `var`.
    mutating func bindBody(_ block: [CommandNode], in scope: Scope) throws -> Body {
        let outer = self.scope
        self.scope = scope
        defer { self.scope = outer }
        let commands = try block.map { BoundCommand(command: try bind($0), node: $0) }
        return Body(commands: commands, localCount: self.scope.localCount, location: block.first?.location)
    }

    // MARK: - Names

    /// What `name` stands for here, or nil when it names nothing. The one lookup order:
    ///
    /// 1. the handler's scope: locals declared earlier in the body, captures, the parameters the
    ///    engine passes to this kind of handler, then `self` and `sender`;
    /// 2. script variables;
    /// 3. objects: existing ones, then ones made earlier in the body;
    /// 4. `X.MEMBER` and `LIST[INDEX]`: X or LIST by this same order; the member or element is
    ///    found when the command runs.
    ///
    /// An object's full name wins over a member path (`home.view` is an object's name).
    /// Throws when the name is `self` or `sender` where the handler has none.
    func resolve(_ name: String, at token: Token) throws -> NameReference? {
        try Binder.checkParts(name, at: token, session: session)
        if scope.isHandler {
            if let slot = scope.localSlot(name) { return .local(slot) }
            if let index = scope.captures.firstIndex(of: name) { return .capture(index) }
            if scope.parameters.contains(name) { return name == "super" ? .superAnswer : .parameter(name) }
            if let captured = Binder.implicitCapture(name, in: scope) { return captured.reference }
            if name == "self" {
                guard scope.hasReceiver else {
                    throw session.error(token, "a closure has no 'self'", hint: "refer to the object by name, or capture it: capture NAME")
                }
                return .receiver
            }
            if name == "sender" {
                guard scope.hasSender else {
                    throw session.error(token, "this handler receives no sender",
                                        hint: scope.kind == .cell ? "prepareForReuse and viewModel receive no sender; self is the cell"
                                                                  : "an action named like 'name:' receives the sender; 'name' receives nothing")
                }
                return .sender
            }
        }
        if let slot = session.state.variables.slot(name) { return .variable(slot) }
        if let object = world.object(named: name) { return .object(object.id) }
        if scope.createdObjects.contains(name) { return .created(name) }
        if name.hasSuffix("]"), let open = name.firstIndex(of: "["), open != name.startIndex {
            let list = String(name[..<open])
            let indexText = String(name[name.index(after: open)..<name.index(before: name.endIndex)])
            guard let listReference = try resolve(list, at: token) else { return nil }
            let index: Expression
            if let n = Double(indexText) {
                index = .literal(.number(n))
            } else if let reference = try resolve(indexText, at: token) {
                index = .name(reference, token)
            } else {
                throw session.error(token, "'\(indexText)' is not a list index", hint: "an index is a whole number, e.g. \(list)[0] or \(list)[row]")
            }
            return .element(listReference, index)
        }
        if let dot = name.lastIndex(of: "."), dot != name.startIndex, name.index(after: dot) != name.endIndex,
           let base = try resolve(String(name[..<dot]), at: token) {
            return .member(base, String(name[name.index(after: dot)...]))
        }
        return nil
    }
}

extension Binder {
    /// A name a closure uses from the body it is written in (a local, parameter or capture of
    /// it, or of a body around that): Swift captures it without a capture list — a `var` by
    /// reference, anything else by value. nil when no enclosing body has the name.
    static func implicitCapture(_ name: String, in scope: Scope) -> (reference: NameReference, mutable: Bool, declaredAt: SourceLocation?)? {
        guard scope.kind == .closure, let outer = scope.enclosing else { return nil }
        let source: NameReference, mutable: Bool, declaredAt: SourceLocation?
        if let slot = outer.localSlot(name) {
            let local = outer.local(slot)
            (source, mutable, declaredAt) = (.local(slot), local.mutable, local.declaredAt)
        } else if let index = outer.captures.firstIndex(of: name) {
            (source, mutable, declaredAt) = (.capture(index), false, nil)
        } else if outer.parameters.contains(name) {
            (source, mutable, declaredAt) = (.parameter(name), false, nil)
        } else if let further = implicitCapture(name, in: outer) {
            (source, mutable, declaredAt) = (further.reference, further.mutable, further.declaredAt)
        } else {
            return nil
        }
        return (scope.captureImplicitly(name, source, byReference: mutable), mutable, declaredAt)
    }

    /// The most parts a name may have, split at `.` and `[` (`table.cell#3.title` has three).
    /// Each part is a level of lookup when the name is bound and when it is read: a 64 KiB line
    /// of `main.a.a.a…` overflowed the stack.
    static let maxNameParts = 64

    /// Throws when `name` has more than `maxNameParts` parts.
    static func checkParts(_ name: String, at token: Token, session: Session) throws {
        guard name.utf8.count > maxNameParts else { return }  // fewer bytes cannot hold more parts
        let parts = 1 + name.utf8.count { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "[") }
        guard parts > maxNameParts else { return }
        throw session.error(token, "this name has \(groupedDigits(Int64(parts))) parts; a name has at most \(maxNameParts) (`list.cell#3.title` has three)",
                            hint: "parts are separated by . and [; is a name repeated by mistake?")
    }
}

/// A handler body, bound when it was defined: its commands and the slots its locals need.
struct Body {
    let commands: [BoundCommand]
    let localCount: Int
    let location: SourceLocation?
}

extension Binder {
    /// A variable `set` can assign: a local of this body or a script variable.
    struct Variable {
        let reference: NameReference
        let mutable: Bool
        let declaredAt: SourceLocation
    }

    func variable(_ name: String) -> Variable? {
        if scope.isHandler, let slot = scope.localSlot(name) {
            let local = scope.local(slot)
            return Variable(reference: .local(slot), mutable: local.mutable, declaredAt: local.declaredAt)
        }
        if scope.isHandler, scope.captures.firstIndex(of: name) == nil, !scope.parameters.contains(name),
           let captured = Binder.implicitCapture(name, in: scope), let declaredAt = captured.declaredAt {
            return Variable(reference: captured.reference, mutable: captured.mutable, declaredAt: declaredAt)
        }
        guard let slot = session.state.variables.slot(name) else { return nil }
        let variable = session.state.variables[slot]
        return Variable(reference: .variable(slot), mutable: variable.mutable, declaredAt: variable.declaredAt)
    }
}
