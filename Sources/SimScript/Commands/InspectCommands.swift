import SimCore

/// The arguments only this file's commands read.
extension ArgumentKey {
    static let option = ArgumentKey("option")
}

/// Inspections: tree, chain, targets, recognizers, arena, hitTest, show, vars, trace. What they
/// print is computed in Session+Inspect.swift.

/// `tree [VIEW]`
struct TreeCommand: MatchedCommand {
    let view: ObjectReference?

    init(_ match: inout Match, binder: inout Binder) throws {
        view = match.objectIfPresent(.view)
    }

    func run(in session: Session) throws {
        session.tree(try view?.resolve(View.self, in: session))
    }
}

extension CommandTable {
    /// `tree`: its grammar, help and availability.
    static let treeSpec = CommandSpec(name: "tree", forms: [form(.optional(view("a view")))],
                command: TreeCommand.self,
                summary: "The view hierarchy with frames and the flags hit-testing looks at.", examples: ["tree", "tree card"], topic: .inspect)
}

/// `chain OBJECT`
struct ChainCommand: MatchedCommand {
    let responder: ObjectReference

    init(_ match: inout Match, binder: inout Binder) throws {
        responder = try match.object(.responder)
    }

    func run(in session: Session) throws {
        session.chain(from: try responder.resolve(Responder.self, in: session))
    }
}

extension CommandTable {
    /// `chain`: its grammar, help and availability.
    static let chainSpec = CommandSpec(name: "chain", forms: [form(responder)],
                command: ChainCommand.self,
                summary: "The responder chain from OBJECT to the end, with the actions each responder implements.", examples: ["chain login"], topic: .inspect)
}

/// `targets CONTROL [for EVENTS]`
struct TargetsCommand: MatchedCommand {
    let control: ObjectReference
    let events: ControlEvents?

    init(_ match: inout Match, binder: inout Binder) throws {
        control = try match.object(.control)
        events = match.eventsIfPresent(.events)
    }

    func run(in session: Session) throws {
        session.targets(of: try control.resolve(Control.self, in: session), for: events)
    }
}

extension CommandTable {
    /// `targets`: its grammar, help and availability.
    static let targetsSpec = CommandSpec(name: "targets", forms: [form(control, .optional(.keyword("for"), controlEvents))],
                command: TargetsCommand.self,
                summary: "The control's handlers with their events, in the order they run; `for EVENTS` lists only those that run for these events.", examples: ["targets login", "targets login for touchUpInside"], topic: .inspect)
}

/// `recognizers VIEW` or `recognizers at X Y`
struct RecognizersCommand: MatchedCommand {
    enum Place { case view(ObjectReference), point(Point) }
    let place: Place
    let node: CommandNode

    init(_ match: inout Match, binder: inout Binder) throws {
        if let view = match.objectIfPresent(.view) { place = .view(view) } else { place = .point(try match.point(.point)) }
        node = match.node
    }

    func run(in session: Session) throws {
        switch place {
        case .view(let view): session.recognizers(try view.resolve(View.self, in: session))
        case .point(let point): session.recognizers(try session.hitView(at: point, node))
        }
    }
}

extension CommandTable {
    /// `recognizers`: its grammar, help and availability.
    static let recognizersSpec = CommandSpec(name: "recognizers", forms: [form(view("a view")), form(.keyword("at"), point)],
                command: RecognizersCommand.self,
                summary: "The gesture recognizers a touch there would meet, in the order they see it, with their settings.", examples: ["recognizers photo", "recognizers at 195 400"], topic: .inspect)
}

/// `arena`
struct ArenaCommand: MatchedCommand {
    init(_ match: inout Match, binder: inout Binder) throws {}

    func run(in session: Session) throws {
        session.arena()
    }
}

extension CommandTable {
    /// `arena`: its grammar, help and availability.
    static let arenaSpec = CommandSpec(name: "arena", forms: [form()],
                command: ArenaCommand.self,
                summary: "For the last touches: which recognizers were candidates, in what order they decided, who won, who failed and why.", examples: ["arena"], topic: .inspect)
}

/// `leaks`
struct LeaksCommand: MatchedCommand {
    init(_ match: inout Match, binder: inout Binder) throws {}

    func run(in session: Session) throws {
        session.leaks()
    }
}

extension CommandTable {
    /// `leaks`: its grammar, help and availability.
    static let leaksSpec = CommandSpec(name: "leaks", forms: [form()],
                command: LeaksCommand.self,
                summary: "Objects kept alive only by a strong reference cycle (a controller → its view → a button → a closure that captured the controller), each cycle with the reference to make weak.", examples: ["leaks"], topic: .inspect)
}

/// `hitTest X Y`
struct HitTestCommand: MatchedCommand {
    let point: Point
    let node: CommandNode

    init(_ match: inout Match, binder: inout Binder) throws {
        point = try match.point(.point)
        node = match.node
    }

    func run(in session: Session) throws {
        try session.hitTest(point, node)
    }
}

extension CommandTable {
    /// `hitTest`: its grammar, help and availability.
    static let hitTestSpec = CommandSpec(name: "hitTest", forms: [form(point)],
                command: HitTestCommand.self,
                summary: "Which view a touch at this window point would hit, and which views were skipped and why.", examples: ["hitTest 195 422"], topic: .inspect, echoes: true)
}

/// `show OBJECT` (or a closure by name).
struct ShowCommand: MatchedCommand {
    /// nil: a closure's name, looked up when it runs (closures are made as handlers are added).
    let object: ObjectReference?
    let name: Token

    init(_ match: inout Match, binder: inout Binder) throws {
        name = try match.token(.target)
        let world = binder.world
        if world.object(named: name.text) == nil && world.closure(named: name.text) != nil {
            object = nil
        } else if let reference = try binder.resolve(name.text, at: name) {
            object = ObjectReference(token: name, kind: .any, name: reference, command: match.node.specIndex)
        } else if binder.scope.isHandler {
            object = nil
        } else {
            throw ScriptError(ObjectReference.unknown(name, kind: .any, session: binder.session))
        }
    }

    func run(in session: Session) throws {
        session.simulator.lifetimes.collectPending()  // its last line says who holds it
        if let object { return session.show(try object.resolve(in: session)) }
        guard let closure = session.world.closure(named: name.text) else { throw ScriptError(ObjectReference.unknown(name, kind: .any, session: session)) }
        session.show(closure)
    }
}

extension CommandTable {
    /// `show`: its grammar, help and availability.
    static let showSpec = CommandSpec(name: "show", forms: [form(.argument(.word(.target, "OBJECT", "an object or closure", .closures)))],
                command: ShowCommand.self,
                summary: "An object's class, properties and methods (or a closure's captures).", examples: ["show login", "show greet"], topic: .inspect)
}

/// `vars`
struct VarsCommand: MatchedCommand {
    init(_ match: inout Match, binder: inout Binder) throws {}

    func run(in session: Session) throws {
        session.listVariables()
    }
}

extension CommandTable {
    /// `vars`: its grammar, help and availability.
    static let varsSpec = CommandSpec(name: "vars", forms: [form()],
                command: VarsCommand.self,
                summary: "The variables and constants and their values.", examples: ["vars"], topic: .inspect)
}

/// `trace [text|json|clear]`
struct TraceCommand: MatchedCommand {
    let option: String?

    init(_ match: inout Match, binder: inout Binder) throws {
        option = match.wordIfPresent(.option)
    }

    func run(in session: Session) throws {
        session.trace(option)
    }
}

extension CommandTable {
    /// `trace`: its grammar, help and availability.
    static let traceSpec = CommandSpec(name: "trace", forms: [
                    form(.optional(.argument(.choice(.option, "text, json, brief, full or clear",
                                                     Choice(words: ["text", "json", "brief", "full", "clear"], unknown: "unknown trace option '{word}'", otherwise: "use text, json, brief, full or clear")))))],
                command: TraceCommand.self,
                summary: "`trace` prints the trace since the last `trace clear` (the last 10,000 records); `text`/`json` switch the format; `brief` shows only what ran and what was decided, `full` everything again; `clear` also resets what `expect ran` and `expect log` count.", examples: ["trace", "trace json", "trace clear"], topic: .inspect)
}
