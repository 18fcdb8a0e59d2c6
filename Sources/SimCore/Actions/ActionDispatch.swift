/// Action dispatch: UIControl.sendActions(for:), UIControl.sendAction(_:to:for:) and
/// UIApplication.sendAction(_:to:from:for:) — the one path every target-action and closure
/// handler goes through.
public final class ActionDispatch: SimulationEngine {
    /// Sends the actions registered for `events`, in registration order. The table is copied
    /// first, so handlers that add or remove targets while running affect the next event only.
    public func sendActions(_ events: ControlEvents, from control: Control, touch: Int32 = 0) throws {
        let entries = control.targets.entries
        var count: Int32 = 0
        for e in entries where !e.events.isDisjoint(with: events) { count += 1 }
        emit(.controlEvent(events: events, handlers: count), about: control)
        guard count > 0 else { return }
        try tracer.nested {
            for entry in entries where !entry.events.isDisjoint(with: events) {
                switch entry.handler {
                case .target(let target, let action):
                    try sendAction(action, to: target.map(world.object), from: control, touch: touch)
                case .closure(let id):
                    try run(world.closures[Int(id)], sender: control, touch: touch)
                }
            }
        }
    }

    /// UIApplication.sendAction: to `target` if given, else to the first object in the responder
    /// chain that can perform the action — starting at the first responder, or at the sender when
    /// there is none. Returns whether some object performed it.
    @discardableResult
    public func sendAction(_ action: Selector, to target: SimObject?, from sender: SimObject?, touch: Int32 = 0,
                           parameters: [(name: String, value: Value)] = []) throws -> Bool {
        guard let target else { return try sendThroughChain(action, from: sender, touch: touch) }
        if target.isReleased {
            emit(.targetAction(target: target.id, selector: action, outcome: .released), about: sender)
            return false
        }
        guard let method = target.method(for: action) else {
            if let builtIn = frameworkAction(action, of: target) {
                emit(.targetAction(target: target.id, selector: action, outcome: .performed), about: sender)
                try tracer.nested { try simulator.windows.perform(builtIn, on: target) }
                return true
            }
            emit(.targetAction(target: target.id, selector: action, outcome: .unrecognized), about: sender)
            return false
        }
        emit(.targetAction(target: target.id, selector: action, outcome: .performed), about: sender)
        try tracer.nested { try invoke(method, on: target, sender: sender, touch: touch, parameters: parameters) }
        return true
    }

    private func sendThroughChain(_ action: Selector, from sender: SimObject?, touch: Int32) throws -> Bool {
        let first = world.application.firstResponder
        // The whole path up front (a few references, only for nil-targeted sends): the platform
        // decides its shape, which for AppKit is not one responder's chain.
        let path = world.rules.actionSearchPath(firstResponder: first, sender: sender, application: world.application)
        emit(.nilTargetedAction(selector: action, fromFirstResponder: first != nil), about: sender)
        return try tracer.nested {
            for step in path {
                try simulator.checkWork()  // the budget and Ctrl-C between the responders asked
                let r = step.object
                if let stage = step.stage { emit(.actionSearchStage(stage, window: stageWindow(stage)), about: r) }
                // Delegates in AppKit's search are plain objects: they are asked respondsToSelector.
                let can = try canPerform(action, r, sender: sender)
                if can, !r.isReleased, let method = r.method(for: action) {
                    emit(.chainAsk(selector: action, canPerform: true), about: r)
                    try tracer.nested { try invoke(method, on: r, sender: sender, touch: touch) }
                    return true
                }
                if can, !r.isReleased, let builtIn = frameworkAction(action, of: r) {
                    emit(.chainAsk(selector: action, canPerform: true), about: r)
                    try tracer.nested { try simulator.windows.perform(builtIn, on: r) }
                    return true
                }
                if can, !r.isReleased {
                    // An override said yes to an action it does not implement: UIKit sends it anyway.
                    emit(.chainAsk(selector: action, canPerform: true), about: r)
                    emit(.targetAction(target: r.id, selector: action, outcome: .unrecognized), about: sender)
                    return false
                }
                emit(.chainAsk(selector: action, canPerform: false), about: r)
            }
            emit(.actionUnhandled(selector: action), about: sender)
            return false
        }
    }

    /// UIResponder.canPerformAction(_:withSender:): a script's override (`method R
    /// canPerformAction:withSender: { return false }`, with `action` and `sender`) answers if there
    /// is one — unanswered, the default —, else whether the responder implements the action
    /// (https://developer.apple.com/documentation/uikit/uiresponder/canperformaction(_:withsender:)).
    private func canPerform(_ action: Selector, _ object: SimObject, sender: SimObject?) throws -> Bool {
        guard let responder = object as? Responder else { return object.respondsTo(action) }
        let byDefault = responder.canPerformAction(action) || frameworkAction(action, of: object) != nil
        return try askOverride(responder, "canPerformAction:withSender:", sender: sender,
                               parameters: [("action", .string(world.name(of: action))), ("sender", sender.map { .object($0.id) } ?? .null)],
                               byDefault: byDefault, announce: .canPerformOverride(selector: action)) ?? byDefault
    }

    /// The action `object`'s framework class implements itself under `action` (AppKit's
    /// NSWindow and NSApplication), unless the platform has none.
    private func frameworkAction(_ action: Selector, of object: SimObject) -> FrameworkAction? {
        guard world.rules.hasFrameworkActions else { return nil }
        return world.rules.frameworkAction(world.name(of: action), of: object)
    }

    /// A script's override of a UIKit method that answers a question (canPerformAction…,
    /// touchesShouldCancel…): announced, run with `parameters`, its answer traced (unanswered: the
    /// default). Nil when the object has no such method.
    func askOverride(_ object: SimObject, _ selectorName: String, sender: SimObject? = nil, parameters: [(name: String, value: Value)],
                     byDefault: Bool, announce: Event.Payload) throws -> Bool? {
        guard let answer = try askOverride(object, world.selector(selectorName), sender: sender, parameters: parameters,
                                           announce: announce, byDefault: { .bool(byDefault) }) else { return nil }
        if case .bool(let b) = answer { return b }
        return byDefault
    }

    /// The same for any answer: the override's, or `byDefault()` (computed only when the body
    /// gave none). `superAnswer` is what `super` means in the body, when UIKit's answer is
    /// something to compute (a hit-test's view).
    func askOverride(_ object: SimObject, _ selector: Selector, sender: SimObject? = nil, parameters: [(name: String, value: Value)],
                     announce: Event.Payload, superAnswer: (() throws -> Value)? = nil, byDefault: () throws -> Value) throws -> Value? {
        guard !object.methods.isEmpty, let method = object.method(for: selector) else { return nil }
        let result = HandlerResult()
        var context = ActionContext(simulator: simulator, receiver: object, sender: sender, touch: 0, closure: nil)
        context.parameters = parameters
        context.result = result
        if let superAnswer {
            context.superAnswer = superAnswer
            context.superCall = { _ = try superAnswer() }
        }
        emit(announce, about: object)
        var answer = Value.null
        try tracer.nested {
            try method.body(context)
            if let given = result.value { answer = given } else { answer = try byDefault() }
            simulator.delegation.reportAnswer(result.value, by: object.id, defaultValue: answer)
        }
        return answer
    }

    /// The window a stage of AppKit's search is about (-1: none).
    private func stageWindow(_ stage: ActionSearchStage) -> SimObject.ID {
        switch stage {
        case .keyWindowDelegate: return world.application.keyWindow?.id ?? -1
        case .mainWindowChain, .mainWindowDelegate: return world.application.mainWindow?.id ?? -1
        case .application, .applicationDelegate: return -1
        }
    }

    /// Calls the method with what its signature receives: `action()` nothing, `action(sender)` the
    /// sender, `action(sender, event)` the sender and the touch's event.
    func invoke(_ method: Method, on receiver: SimObject, sender: SimObject?, touch: Int32,
                        parameters: [(name: String, value: Value)] = []) throws {
        let arity = world.selectors.arity(method.selector)
        var context = ActionContext(simulator: simulator, receiver: receiver,
                                    sender: arity >= 1 ? sender : nil,
                                    touch: arity >= 2 ? touch : 0, closure: nil)
        context.parameters = parameters
        try method.body(context)
    }

    /// Runs a closure handler; a block standing in for a delegate method also gets the method's
    /// parameters and answers through `result`.
    func run(_ closure: ClosureHandler, sender: SimObject?, touch: Int32,
             parameters: [(name: String, value: Value)] = [], result: HandlerResult? = nil) throws {
        emit(.closureRun(closure: closure.id), about: sender)
        var context = ActionContext(simulator: simulator, receiver: nil, sender: sender, touch: touch, closure: closure)
        context.parameters = parameters
        context.result = result
        try tracer.nested {
            if closure.configuredFor != nil { simulator.cells.checkStale(closure) }
            try closure.body(context)
        }
    }

    /// Which of the closure's captures are weak and point at a freed object now (bit i: capture
    /// i): they read nil in this line, whenever it is rendered again.
    func weakCapturesReadingNil(_ closure: ClosureHandler) -> UInt32 {
        guard !closure.weakCaptures.isEmpty else { return 0 }
        var mask: UInt32 = 0
        for (i, capture) in closure.captures.enumerated() where i < 32 && closure.weakCaptures.contains(capture.name) {
            if case .object(let id) = capture.value, world.object(id).isReleased { mask |= 1 << UInt32(i) }
        }
        return mask
    }

    /// A `log` line from a running handler (`ActionContext.log`).
    func emitLog(_ template: LogTemplate, context: ActionContext) {
        // The line depends on the touch only when it shows `{event}`: other lines logged by
        // every tap stay equal, so `expect log` keeps one entry for them. A handler that is not
        // given the event still sees the touch being dispatched (as the trace always showed).
        let touch = context.touch != 0 ? context.touch : tracer.currentTouch
        let line = LogLine(template: template, sender: context.sender?.id ?? -1, closure: context.closure?.id ?? -1,
                           touch: world.templates.usesEvent(template) ? touch : 0,
                           weakNil: context.closure.map(weakCapturesReadingNil) ?? 0)
        emit(.log(line), about: context.receiver, touch: context.touch)
    }
}
