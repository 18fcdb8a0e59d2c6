import SimCore

/// `let NAME = VALUE` and `var NAME = VALUE`: a script variable at the top level, a local of the
/// running body inside a handler (a cellForRow body declares its own per row).
struct DeclareCommand: Command {
    enum Target {
        case local(Int)
        case script(Token, mutable: Bool)
        /// `var OBJECT.NAME = VALUE`: a stored property of that one object (a Swift class's
        /// `var name = value`, made for each instance).
        case stored(ObjectReference, Token, mutable: Bool)
    }
    let target: Target
    let value: Expression

    init(_ match: inout Match, binder: inout Binder, mutable: Bool) throws {
        let name = try match.token(.name)
        let node = match.node
        if let dot = name.text.lastIndex(of: "."), binder.world.object(named: name.text) == nil {
            var owner = name, property = name
            owner.text = String(name.text[..<dot])
            property.text = String(name.text[name.text.index(after: dot)...])
            property.location.column += owner.text.unicodeScalars.count + 1
            guard isIdentifier(property.text), !owner.text.isEmpty else {
                throw node.error(name, "'\(name.text)' is not OBJECT.NAME", hint: "var home.count = 0")
            }
            value = try match.expression(.value)
            guard let reference = try binder.resolve(owner.text, at: owner) else {
                throw ScriptError(ObjectReference.unknown(owner, kind: .any, session: binder.session))
            }
            target = .stored(ObjectReference(token: owner, kind: .any, name: reference, command: node.specIndex), property, mutable: mutable)
            return
        }
        guard !name.text.contains(".") else {
            throw node.error(name, "a variable name cannot contain '.'", hint: "to change a property use: set \(name.text) = VALUE")
        }
        let scope = binder.scope
        // Swift lets a branch's `let` shadow the body's; only the same block's is a redeclaration.
        let existing = scope.isHandler ? scope.localSlot(name.text).flatMap { $0 >= scope.blockStart ? scope.local($0).declaredAt : nil }
                                       : binder.session.state.variables[name.text]?.declaredAt
        if let existing {
            throw binder.session.error(name, "'\(name.text)' is already declared (\(existing))", hint: "choose another name; to change a `var`, write `set \(name.text) = VALUE`")
        }
        if binder.world.object(named: name.text) != nil || ["self", "sender", "event", "nil", "true", "false"].contains(name.text) {
            throw binder.session.error(name, "'\(name.text)' is already the name of an object", hint: "choose another name")
        }
        value = try match.expression(.value)
        // The value was bound before the name is declared: `let x = x + 1` reads the outer x.
        if scope.isHandler {
            target = .local(binder.scope.declare(.init(name: name.text, mutable: mutable, declaredAt: name.location)))
        } else {
            target = .script(name, mutable: mutable)
        }
    }

    func run(in session: Session) throws {
        let value = try session.evaluate(self.value)
        switch target {
        case .local(let slot):
            session.state.frames.setLocal(slot, value)
        case .script(let name, let mutable):
            session.state.variables.declare(name.text, .init(value: value, mutable: mutable, declaredAt: name.location))
        case .stored(let owner, let name, let mutable):
            let object = try owner.resolve(in: session)
            if object.attribute(name.text) != nil || Properties.get(object, name.text, world: session.world) != nil {
                throw session.error(name, "'\(name.text)' is already a property of \(object.name)", hint: "to change it: set \(object.name).\(name.text) = VALUE")
            }
            object.setAttribute(name.text, value)
            if !mutable { session.state.constantProperties.insert(StoredPropertyKey(object: object.id, name: name.text)) }
        }
    }
}

extension CommandTable {
    /// `let`: its grammar, help and availability.
    static let letSpec = CommandSpec(name: "let", forms: [form(.argument(.newName("a variable name")), .symbol(.equals, "="), .argument(.expression()))],
                make: { try DeclareCommand(&$0, binder: &$1, mutable: false) },
                summary: "Declare a constant: a string, number, true/false, nil or an object.", examples: ["let item = \"Three\"", "let owner = home"], topic: .scene)
}

extension CommandTable {
    /// `var`: its grammar, help and availability.
    static let varSpec = CommandSpec(name: "var", forms: [form(.argument(.newName("a variable name")), .symbol(.equals, "="), .argument(.expression()))],
                make: { try DeclareCommand(&$0, binder: &$1, mutable: true) },
                summary: "Declare a variable. Closures that `capture` it keep the value it had when they were created; a closure that reads it without capturing sees its current value.", examples: ["var taps = 0"], topic: .scene)
}

/// `set VIEW.frame = X Y W H`, `set OBJECT.PROPERTY = VALUE`, `set VARIABLE = VALUE`, and the
/// seed's closure property `set BUTTON.didTouchUpInside [capture …] { … }` or `= nil`.
enum SetCommand: MatchedCommand {
    case frame(ObjectReference, Rect)
    case contentOffset(ObjectReference, Point)
    case property(ObjectReference, Token, Expression, Token, CommandNode)
    case variable(NameReference, Expression)
    case closureProperty(ObjectReference, Token, ClosureDefinition?, source: String)

    init(_ match: inout Match, binder: inout Binder) throws {
        let node = match.node
        switch match.form {
        case 0:
            self = .frame(try match.member(.member).object, try match.rect(.frame))
        case 5:
            self = .contentOffset(try match.member(.member).object, try match.point(.point))
        case 1:
            let (object, property) = try match.member(.member)
            let value = try match.expression(.value)
            if Properties.canonical(property.text) == "frame", object.couldBe(View.self, in: binder.world) {
                throw node.error(match.tokenIfPresent(.value), "a frame is four numbers: X Y WIDTH HEIGHT")
            }
            if property.text == "contentOffset", object.couldBe(ScrollView.self, in: binder.world) {
                throw node.error(match.tokenIfPresent(.value), "a content offset is two numbers: X Y")
            }
            self = .property(object, property, value, try match.token(.value), node)
        case 2:
            let target = try match.token(.variable)
            let variable = try match.variable(.variable)
            guard variable.mutable else {
                throw binder.session.error(target, "cannot assign to '\(target.text)': it is a 'let' constant",
                                           hint: "declare it with 'var' to change it (\(variable.declaredAt))")
            }
            self = .variable(variable.reference, try match.expression(.value))
        default:
            let (button, property) = try match.member(.member)
            if let id = button.boundObject { _ = try SetCommand.button(binder.world.object(id), property, session: binder.session) }
            let closure = match.form == 3 ? try ClosureDefinition(match, binder: &binder) : nil
            self = .closureProperty(button, property, closure, source: node.source)
        }
    }

    func run(in session: Session) throws {
        switch self {
        case .frame(let object, let frame):
            try object.resolve(View.self, in: session).frame = frame
        case .contentOffset(let object, let offset):
            try session.simulator.scrolling.setContentOffset(offset, of: object.resolve(ScrollView.self, in: session))
        case .property(let reference, let property, let value, let valueToken, let node):
            let object = try reference.resolve(in: session)
            if object.delegateSlot(property.text) != nil {
                return try session.assignDelegate(of: object, property, value, at: valueToken, node: node)
            }
            if let cell = object as? TableViewCell, property.text == "viewModel" {
                // A Swift cell's `viewModel` is Swift's assignment (its didSet runs); a cell type's,
                // its `viewModel { … }` body.
                if let write = session.world.storedPropertyWrite, try write(cell, "viewModel", try session.evaluate(value)) { return }
                return try session.assignViewModel(cell, value, at: valueToken)
            }
            let v = try session.evaluate(value)
            // A value control's value set in code shows in the trace (no event): echo the line.
            if session.echoesCommands, object.settableProperty(property.text)?.tracesChange == true {
                session.simulator.commandStarted(node.source)
            }
            try session.setProperty(object, property, v)
        case .variable(let reference, let value):
            let v = try session.evaluate(value)
            let old: Value
            switch reference {
            case .local(let slot): old = session.state.frames.local(slot); session.state.frames.setLocal(slot, v)
            case .sharedCapture(let index): old = session.state.frames.shared(index); session.state.frames.setShared(index, v)
            case .variable(let slot): old = session.state.variables[slot].value; session.state.variables[slot].value = v
            default: return
            }
            // An old value that held an object may have been its last holder: collect at the end
            // of the command. A number or a text holds nothing (and values never hold closures),
            // so a script counting in a variable does not walk the world on every `set`.
            if old.holdsObject { session.simulator.lifetimes.needsCollection = true }
        case .closureProperty(let reference, let property, let definition, let source):
            let button = try SetCommand.button(try reference.resolve(in: session), property, session: session)
            if session.echoesCommands { session.simulator.commandStarted(source) }
            guard let definition else { return session.simulator.registration.setDidTouchUpInside(nil, on: button) }
            let closure = try definition.make(in: session, name: "didTouchUpInside")
            session.markConfiguring(closure, on: button)
            session.simulator.registration.setDidTouchUpInside(closure, on: button)
        }
    }

    private static func button(_ object: SimObject, _ property: Token, session: Session) throws -> Button {
        if let button = object as? Button { return button }
        throw session.error(property, "'\(property.text)' is a closure property of buttons; '\(object.name)' is \(article(object.className))")
    }
}

extension CommandTable {
    /// `set`: its grammar, help and availability.
    static let setSpec = CommandSpec(name: "set", forms: [
                    form(.argument(Placeholder(key: .member, kind: .member(only: "frame"), label: "VIEW.frame", what: "OBJECT.PROPERTY or a variable")),
                         .symbol(.equals, "="), .argument(Placeholder(key: .frame, kind: .rect, label: "X Y W H", what: "a frame"))),
                    form(.argument(Placeholder(key: .member, kind: .member(), label: "OBJECT.PROPERTY", what: "OBJECT.PROPERTY or a variable")),
                         .symbol(.equals, "="), .argument(.expression())),
                    form(.argument(Placeholder(key: .variable, kind: .variable, label: "VARIABLE", what: "OBJECT.PROPERTY or a variable")),
                         .symbol(.equals, "="), .argument(.expression())),
                    form(closureProperty, captures, .block(.body)),
                    form(closureProperty, .symbol(.equals, "="),
                         .argument(.choice(.value, "nil (a closure is written as a { } block)",
                                           Choice(words: ["nil"], unknown: "'didTouchUpInside' takes a { } block or nil",
                                                  otherwise: "set BUTTON.didTouchUpInside { log \"tapped\" }")))),
                    form(.argument(Placeholder(key: .member, kind: .member(only: "contentOffset"), label: "SCROLLVIEW.contentOffset", what: "OBJECT.PROPERTY or a variable")),
                         .symbol(.equals, "="), point)],
                command: SetCommand.self,
                summary: "Change a property (hidden, alpha, userInteractionEnabled, enabled, selected, frame, title, text, clipsToBounds, canBecomeFirstResponder, canResignFirstResponder, a weak delegate) or a `var`. `didTouchUpInside` is the seed's closure property: setting it makes the button its own target, nil removes it.", examples: ["set card.hidden = true", "set login.enabled = false", "set card.frame = 0 0 100 100", "set list.contentOffset = 0 220", "set count = 2", "set login.didTouchUpInside { log \"tapped {sender}\" }"], topic: .scene,
                blockMisuse: "'set' takes a { } block only for a closure property (BUTTON.didTouchUpInside)")
}

extension ObjectReference {
    /// Whether the object may be a `T`: it is one, or it is only known when the command runs.
    func couldBe<T: SimObject>(_ type: T.Type, in world: World) -> Bool {
        guard let id = boundObject else { return true }
        return world.object(id) is T
    }
}

/// A stored property of one object, for the set of `let` ones.
struct StoredPropertyKey: Hashable {
    let object: SimObject.ID
    let name: String
}
