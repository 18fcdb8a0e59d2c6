import SimCore

/// Custom classes and outlets, the script's side of a nib: `class NAME { … }` holds the code a
/// scene file cannot, `outlet OBJECT.NAME = TARGET` a connection it can.

/// `class NAME { method SELECTOR { BODY } … outlet NAME [weak|strong] … }`
struct ClassCommand: MatchedCommand {
    let name: Token
    let methods: [(selector: Token, body: Body)]
    let outlets: [(name: Token, strong: Bool?)]

    static let methodForm = CommandTable.form(.argument(.selector()), .block(.init(missing: "missing the method body { … }", hint: "method didTap: { log \"tapped\" }")))
    static let outletForm = CommandTable.form(.argument(.word(.name, "NAME", "an outlet name")), .optional(CommandTable.outletStrength))

    init(_ match: inout Match, binder: inout Binder) throws {
        name = try match.token(.name)
        var methods: [(selector: Token, body: Body)] = []
        var outlets: [(name: Token, strong: Bool?)] = []
        for node in try match.block() {
            switch node.name.text {
            case "method":
                let m = try GrammarMatcher.match(node, [ClassCommand.methodForm], binder: binder)
                let selector = try m.token(.action)
                let arity = selector.text.reduce(0) { $0 + ($1 == ":" ? 1 : 0) }
                let scope = Scope.topLevel.body(.method(arity: arity), parameters: HandlerParameters.method(selector.text))
                methods.append((selector, try binder.bindBody(node.block!, in: scope)))
            case "outlet":
                let m = try GrammarMatcher.match(node, [ClassCommand.outletForm], binder: binder)
                let outlet = try m.token(.name)
                guard isIdentifier(outlet.text) else { throw node.error(outlet, "'\(outlet.text)' is not a valid outlet name") }
                outlets.append((outlet, m.wordIfPresent(.strength).map { $0 == "strong" }))
            default:
                throw ScriptError(Diagnostic(.error, node.location, "a class holds `method SELECTOR { BODY }` and `outlet NAME [weak|strong]` lines, not '\(node.name.text)'",
                                             hint: "class \(try match.token(.name).text) {\n    outlet username\n    method awakeFromNib { log \"loaded\" }\n}"))
            }
        }
        self.methods = methods
        self.outlets = outlets
    }

    func run(in session: Session) throws {
        for (selector, _) in methods { session.warnIfUnmodelled(selector, on: "OBJECT") }
        var type = session.state.classes[name.text] ?? ScriptClass(name: name.text)
        let defined = methods.map { Method(selector: session.world.selector($0.selector.text), definedAt: $0.selector.location, body: session.handler($0.body)) }
        for method in defined {
            type.methods.removeAll { $0.selector == method.selector }
            type.methods.append(method)
        }
        for (outlet, strong) in outlets where !type.declaresOutlet(outlet.text) {
            type.outlets.append((outlet.text, strong ?? false))
        }
        session.state.classes[name.text] = type
        // A later declaration extends the class: the objects already made as it get the new methods.
        for object in session.world.objects where object.customClass == name.text { session.adopt(type, object) }
    }
}

extension CommandTable {
    /// `class`: its grammar, help and availability.
    static let classSpec = CommandSpec(name: "class", forms: [
                    form(.argument(Placeholder(key: .name, kind: .typeName(noun: "class name"), label: "NAME", what: "a class name")),
                         .block(.init(label: "[outlet NAME [weak|strong]]... [method SELECTOR { BODY }]...",
                                      missing: "missing the class body { … }",
                                      hint: "{source} { method awakeFromNib { log \"loaded\" } }")))],
                command: ClassCommand.self,
                summary: "Declare a class, as a nib's custom class is declared in code: the objects made with `class NAME` (controller, view, button…, object) or loaded as it get its methods. Its outlets, if it declares any, are the only ones `outlet` and `load` accept. Declaring it again adds to it, like an extension.", examples: ["class LoginController {\n    outlet username\n    method didTapLogin: { log \"log in as {self.username.text}\" }\n}", "controller home in main class LoginController"], topic: .wiring)
}

/// `outlet OBJECT.NAME = TARGET|nil [weak|strong]`
struct OutletCommand: MatchedCommand {
    let owner: ObjectReference
    let name: Token
    /// nil: disconnect.
    let target: ObjectReference?
    /// nil: as the class declares it, else weak.
    let strong: Bool?

    init(_ match: inout Match, binder: inout Binder) throws {
        (owner, name) = try match.member(.member)
        target = match.objectIfPresent(.target)
        strong = match.wordIfPresent(.strength).map { $0 == "strong" }
    }

    func run(in session: Session) throws {
        let owner = try self.owner.resolve(in: session)
        let target = try self.target?.resolve(in: session)
        let strong = try session.outletStrength(name, of: owner, explicit: strong)
        if let target, target.isReleased {
            throw session.error(name, "'\(target.name)' was freed: an outlet cannot point at it")
        }
        let previous = owner.connectOutlet(name.text, to: target, strong: strong)
        if previous != nil { session.simulator.lifetimes.collect() }  // a strong outlet may have been all that held it
    }
}

extension CommandTable {
    /// `outlet`: its grammar, help and availability.
    static let outletSpec = CommandSpec(name: "outlet", forms: [
                    form(.argument(Placeholder(key: .member, kind: .member(), label: "OBJECT.NAME", what: "OBJECT.NAME, e.g. home.username")),
                         .symbol(.equals, "="), .oneOf([target("the object it points at (or nil)"), .keyword("nil", records: .target)]),
                         .optional(outletStrength))],
                command: OutletCommand.self,
                summary: "Connect an outlet, `@IBOutlet weak var NAME`: OBJECT.NAME then reads TARGET. Weak by default, as Xcode writes outlets (a view's superview already owns it): it reads nil once TARGET is freed. `strong` keeps TARGET alive.", examples: ["outlet home.username = usernameField", "outlet home.spinner = spinner strong"], topic: .wiring)
}

extension Session {
    /// Stops a creating command before it makes anything when its `class` is not declared.
    func checkClass(_ name: Token?) throws {
        guard let name, state.classes[name.text] == nil else { return }
        throw error(name, "no class named '\(name.text)'",
                    hint: Suggestions.hint(for: name.text, in: state.classes.keys.sorted())
                        ?? "declare it first: class \(name.text) { method SELECTOR { … } }")
    }

    /// Makes `object` an instance of the script's class `name`: it gets the class's methods.
    func applyClass(_ name: Token?, to object: SimObject) throws {
        guard let name else { return }
        try checkClass(name)
        let type = state.classes[name.text]!
        if let swift = type.swift, !object.isKind(ofUIKitClass: swift.superclass) {
            throw error(name, "\(name.text) is a \(swift.superclass) subclass (\(swift.file)), not \(article(object.className))",
                        hint: SwiftSuperclass.maker(for: swift.superclass).map { "make it with `\($0) NAME … class \(name.text)`" }
                            ?? "make it with the maker of a \(swift.superclass)")
        }
        adopt(type, object)
        if let swift = type.swift { try setUpSwiftInstance(swift, object, at: name.location) }
    }

    func adopt(_ type: ScriptClass, _ object: SimObject) {
        object.customClass = type.name
        for method in type.methods { object.define(method) }
        // Declared outlets exist from the start and read nil until connected, as in Swift.
        for (name, strong) in type.outlets where object.outlet(name) == nil { object.connectOutlet(name, to: nil, strong: strong) }
    }

    /// Whether the outlet `name` of `owner` is strong: as written, else as its class declares
    /// it, else weak (Xcode's `@IBOutlet weak var`). A class that declares outlets has no others.
    func outletStrength(_ name: Token, of owner: SimObject, explicit: Bool?) throws -> Bool {
        if let type = owner.customClass.flatMap({ state.classes[$0] }), !type.outlets.isEmpty {
            guard let declared = type.outlets.first(where: { $0.name == name.text }) else {
                throw error(name, "\(type.name) has no outlet '\(name.text)'",
                            hint: Suggestions.hint(for: name.text, in: type.outlets.map(\.name))
                                ?? "its outlets: " + type.outlets.map(\.name).joined(separator: ", "))
            }
            return explicit ?? declared.strong
        }
        if owner.outlet(name.text) == nil, Properties.get(owner, name.text, world: world) != nil {
            throw error(name, "'\(name.text)' is already a property of \(article(owner.className))",
                        hint: "choose another name for the outlet, e.g. \(name.text)Outlet")
        }
        return explicit ?? false
    }
}
