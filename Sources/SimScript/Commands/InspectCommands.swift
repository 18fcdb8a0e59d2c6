import SimCore

/// Inspections: tree, chain, targets, recognizers, arena, hitTest, show, vars, trace. What they
/// print is computed in Interpreter+Inspect.swift and Interpreter+Gestures.swift.

/// `tree [VIEW]`
struct TreeCommand: MatchedCommand {
    let view: ObjectReference?

    init(_ match: inout Match, binder: inout Binder) throws {
        view = match.objectIfPresent(.view)
    }

    func run(in session: Interpreter) throws {
        session.tree(try view?.resolve(View.self, in: session))
    }
}

/// `chain OBJECT`
struct ChainCommand: MatchedCommand {
    let responder: ObjectReference

    init(_ match: inout Match, binder: inout Binder) throws {
        responder = try match.object(.responder)
    }

    func run(in session: Interpreter) throws {
        session.chain(from: try responder.resolve(Responder.self, in: session))
    }
}

/// `targets CONTROL [for EVENTS]`
struct TargetsCommand: MatchedCommand {
    let control: ObjectReference
    let events: ControlEvents?

    init(_ match: inout Match, binder: inout Binder) throws {
        control = try match.object(.control)
        events = match.eventsIfPresent(.events)
    }

    func run(in session: Interpreter) throws {
        session.targets(of: try control.resolve(Control.self, in: session), for: events)
    }
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

    func run(in session: Interpreter) throws {
        switch place {
        case .view(let view): session.recognizers(try view.resolve(View.self, in: session))
        case .point(let point): session.recognizers(try session.hitView(at: point, node))
        }
    }
}

/// `arena`
struct ArenaCommand: MatchedCommand {
    init(_ match: inout Match, binder: inout Binder) throws {}

    func run(in session: Interpreter) throws {
        session.arena()
    }
}

/// `leaks`
struct LeaksCommand: MatchedCommand {
    init(_ match: inout Match, binder: inout Binder) throws {}

    func run(in session: Interpreter) throws {
        session.leaks()
    }
}

/// `hitTest X Y`
struct HitTestCommand: MatchedCommand {
    let point: Point
    let node: CommandNode

    init(_ match: inout Match, binder: inout Binder) throws {
        point = try match.point(.point)
        node = match.node
    }

    func run(in session: Interpreter) throws {
        try session.hitTest(point, node)
    }
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

    func run(in session: Interpreter) throws {
        session.simulator.lifetimes.collectPending()  // its last line says who holds it
        if let object { return session.show(try object.resolve(in: session)) }
        guard let closure = session.world.closure(named: name.text) else { throw ScriptError(ObjectReference.unknown(name, kind: .any, session: session)) }
        session.show(closure)
    }
}

/// `vars`
struct VarsCommand: MatchedCommand {
    init(_ match: inout Match, binder: inout Binder) throws {}

    func run(in session: Interpreter) throws {
        session.listVariables()
    }
}

/// `trace [text|json|clear]`
struct TraceCommand: MatchedCommand {
    let option: String?

    init(_ match: inout Match, binder: inout Binder) throws {
        option = match.wordIfPresent(.option)
    }

    func run(in session: Interpreter) throws {
        session.trace(option)
    }
}
