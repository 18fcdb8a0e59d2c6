import SimCore

/// Handler definitions and wiring: method, addTarget, removeTarget, addAction, removeAction —
/// and running a handler's body when the simulator calls it.
extension Interpreter {
    func method(_ args: inout ArgumentReader) throws {
        let owner = try args.object("the object that implements the action")
        let selectorToken = try args.selectorToken()
        try args.end()
        guard let block = args.node.block else {
            throw args.error(nil, "missing the method body { … }", hint: "e.g. method \(owner.name) \(selectorToken.text) { log \"called\" }")
        }
        let selector = world.selector(selectorToken.text)
        owner.define(Method(selector: selector, definedAt: selectorToken.location) { [unowned self] context in
            try self.runBody(block, context: context)
        })
    }

    func addTarget(_ args: inout ArgumentReader) throws {
        if args.nextIsRecognizer() { return try addGestureTarget(&args) }
        let control = try args.control()
        let targetToken = try args.word("a target (an object, or nil)")
        let target: SimObject? = targetToken.text == "nil" ? nil : try resolveObject(targetToken)
        let selectorToken = try args.selectorToken()
        try args.expect("for")
        let events = try args.events()
        try args.end()
        let selector = world.selector(selectorToken.text)
        if let target {
            try requireImplementation(of: selectorToken, by: target)
        } else {
            warnIfNobodyImplements(selectorToken)
        }
        simulator.registration.addTarget(target, action: selector, to: control, for: events)
    }

    /// UIKit accepts an action the target does not implement and crashes on the tap
    /// ("unrecognized selector"); the simulator stops at the line instead. Methods cannot be
    /// removed later, so the check cannot go stale.
    func requireImplementation(of selectorToken: Token, by target: SimObject) throws {
        guard !target.respondsTo(world.selector(selectorToken.text)) else { return }
        let known = target.methodOrder.map(world.name(of:))
        throw error(selectorToken, "'\(target.name)' does not implement '\(selectorToken.text)'",
                    hint: Suggestions.hint(for: selectorToken.text, in: known)
                        ?? "define it first: method \(target.name) \(selectorToken.text) { … }")
    }

    /// A nil-targeted action nobody implements is legal (it goes unhandled), but it is usually
    /// a typo: say so once, without stopping the script.
    func warnIfNobodyImplements(_ selectorToken: Token) {
        let selector = world.selector(selectorToken.text)
        guard !world.objects.contains(where: { $0.respondsTo(selector) }) else { return }
        let implemented = world.objects.flatMap { $0.methodOrder.map(world.name(of:)) }.uniqued()
        let hint = Suggestions.hint(for: selectorToken.text, in: implemented)
            ?? "define it with `method OBJECT \(selectorToken.text) { … }` on a responder in the chain"
        diagnose(withSourceLine(Diagnostic(.warning, selectorToken.location,
                                         "no object implements '\(selectorToken.text)' yet: sent to a nil target it will go unhandled",
                                         hint: hint)))
    }

    func removeTarget(_ args: inout ArgumentReader) throws {
        let control = try args.control()
        let targetToken = try args.word("a target (an object, or nil for all)")
        let match: TargetActionTable.TargetMatch = targetToken.text == "nil" ? .any : .only(try resolveObject(targetToken).id)
        let actionToken = try args.word("an action (or nil for all)")
        var action: Selector?
        if actionToken.text != "nil" {
            guard isSelector(actionToken.text) else { throw args.error(actionToken, "'\(actionToken.text)' is not a selector") }
            action = world.selector(actionToken.text)
        }
        try args.expect("for")
        let events = try args.events()
        try args.end()
        simulator.registration.removeTarget(match, action: action, from: control, for: events)
    }

    func addAction(_ args: inout ArgumentReader) throws {
        if args.nextIsRecognizer() { return try addGestureAction(&args) }
        let control = try args.control()
        try args.expect("for")
        let events = try args.events()
        var identifier: String?
        let (captures, body) = try closure(&args) { args in
            guard args.accept("id") else { return false }
            identifier = try args.newName("an action identifier").text
            return true
        }
        let (closure, _) = simulator.registration.addAction(to: control, for: events, identifier: identifier, definedAt: args.node.location,
                                               captures: captures, body: body)
        markConfiguring(closure)
    }

    /// The rest of a closure-defining command: `[capture NAME, …] { BODY }`, with `option`
    /// reading any other keywords the command allows (returns false when it sees none).
    func closure(_ args: inout ArgumentReader,
                 option: (inout ArgumentReader) throws -> Bool = { _ in false }) throws -> ([(name: String, value: Value)], ActionBody) {
        var captures: [(name: String, value: Value)] = []
        while args.hasMore {
            if try option(&args) { continue }
            if args.accept("capture") {
                repeat {
                    let name = try args.word("a variable to capture")
                    captures.append((name.text, try captureValue(name)))
                } while args.accept(.comma)
            } else {
                throw args.error(args.peek, "unexpected \(args.peek!.quotedForMessage)")
            }
        }
        guard let block = args.node.block else {
            throw args.error(nil, "missing the closure body { … }")
        }
        return (captures, { [unowned self] context in try self.runBody(block, context: context) })
    }

    /// `handler CONTROL clickHandler { … }` or `handler CONTROL for EVENTS { … }`: HWBlocksUI's
    /// block properties, one block per event mask.
    func blockHandler(_ args: inout ArgumentReader) throws {
        if args.nextIsRecognizer() { return try gestureBlock(&args) }
        if let t = args.peek, let table = world.object(named: t.text) as? TableView {
            _ = try args.word("a table view")
            if table is CollectionView {
                throw args.error(t, "HWBlocksUI's blocks are for table views, not collection views",
                                 hint: "give \(table.name) a data source object: set \(table.name).dataSource = OBJECT")
            }
            let nameToken = try args.word("a block name")
            guard TableView.delegateMethod(block: nameToken.text) != nil else {
                let names = TableView.delegateMethods.map(\.block)
                throw args.error(nameToken, "a UITableView has no block handler '\(nameToken.text)'",
                                 hint: Suggestions.hint(for: nameToken.text, in: names) ?? "blocks: " + names.joined(separator: ", "))
            }
            let (captures, body) = try closure(&args)
            let closure = world.addClosure(name: nameToken.text, identifier: nil, definedAt: args.node.location, captures: captures, body: body)
            return try simulator.delegation.setBlock(closure, named: nameToken.text, on: table)
        }
        let control = try args.control()
        let events: ControlEvents
        let name: String
        var property: String?
        if args.accept("for") {
            events = try args.events()
            // A closure name the language can refer to: `touchDownAndTouchDragExitHandler`.
            let parts = events.name.split(separator: "|").enumerated().map { i, part in
                i == 0 ? String(part) : part.prefix(1).uppercased() + part.dropFirst()
            }
            name = parts.joined(separator: "And") + "Handler"
            property = "handler(for: \(events.name))"
        } else {
            let property = try args.word("clickHandler or 'for EVENTS'")
            if let field = control as? TextField, TextField.delegateMethod(block: property.text) != nil {
                let (captures, body) = try closure(&args)
                let closure = world.addClosure(name: property.text, identifier: nil, definedAt: args.node.location,
                                               captures: captures, body: body)
                return try simulator.delegation.setBlock(closure, named: property.text, on: field)
            }
            guard property.text == "clickHandler" else {
                let names = ["clickHandler"] + (control is TextField ? TextField.delegateMethods.map(\.block) : [])
                throw args.error(property, "\(article(control.className)) has no block handler '\(property.text)'",
                                 hint: Suggestions.hint(for: property.text, in: names)
                                    ?? "a control takes clickHandler (touchUpInside) or `for EVENTS` (setHandler:forControlEvents:)")
            }
            events = .touchUpInside
            name = "clickHandler"
        }
        let (captures, body) = try closure(&args)
        simulator.registration.setBlockHandler(on: control, for: events, name: name, property: property, definedAt: args.node.location,
                                  captures: captures, body: body)
    }

    /// `set BUTTON.didTouchUpInside [capture …] { … }` or `= nil`: the seed's closure property.
    func setClosureProperty(_ object: SimObject, _ property: Token, _ args: inout ArgumentReader) throws {
        guard let button = object as? Button else {
            throw error(property, "'\(property.text)' is a closure property of buttons; '\(object.name)' is \(article(object.className))")
        }
        if frames.isEmpty { simulator.commandStarted(args.node.source) }
        if args.accept(.equals) {
            let value = try args.word("nil (a closure is written as a { } block)")
            guard value.text == "nil", args.node.block == nil else {
                throw args.error(value, "'\(property.text)' takes a { } block or nil",
                                 hint: "set \(button.name).didTouchUpInside { log \"tapped\" }")
            }
            try args.end()
            simulator.registration.setDidTouchUpInside(nil, on: button)
            return
        }
        let (captures, body) = try closure(&args)
        let closure = world.addClosure(name: "didTouchUpInside", identifier: nil, definedAt: args.node.location,
                                       captures: captures, body: body)
        markConfiguring(closure)
        simulator.registration.setDidTouchUpInside(closure, on: button)
    }

    /// The value a capture list entry snapshots: a variable, or an object by name (`capture home`).
    private func captureValue(_ name: Token) throws -> Value {
        if let frame = frames.last, let v = frame.context.closure?.captured(name.text) { return v }
        if let v = variable(name.text) { return v.value }
        if world.object(named: name.text) != nil || name.text == "self" || name.text == "sender" {
            return .object(try resolveObject(name).id)
        }
        throw error(name, "cannot capture '\(name.text)': no such variable",
                    hint: Suggestions.hint(for: name.text, in: variableOrder) ?? "declare it first: let \(name.text) = VALUE")
    }

    func removeAction(_ args: inout ArgumentReader) throws {
        let control = try args.control()
        try args.expect("id")
        let id = try args.word("an action identifier")
        try args.end()
        guard let closure = simulator.registration.existingAction(id.text, on: control) else {
            throw error(id, "\(control.name) has no action with identifier '\(id.text)'")
        }
        simulator.registration.removeAction(closure, from: control)
    }

    /// Runs a method's or closure's commands with `self`, `sender`, `event` and captures in scope.
    func runBody(_ block: [CommandNode], context: ActionContext) throws {
        // On a device a handler that triggers itself overflows the stack and crashes; here it
        // is a diagnostic, well before the (smaller) stacks of `simrepl test -j` workers run out.
        guard frames.count < Interpreter.handlerNestingLimit else {
            throw ScriptError(Diagnostic(
                .error, block.first?.location,
                "handlers nested \(Interpreter.handlerNestingLimit) deep: a handler that (indirectly) triggers itself never ends",
                hint: "on a device this recursion overflows the stack; stop it with a condition or send the action once"))
        }
        frames.append(Frame(context: context))
        defer { frames.removeLast() }
        do {
            try execute(block, topLevel: false)
        } catch is HandlerReturn {
            // `return`: the body ends here; its answer (if any) is in context.result.
        }
    }
}
