import SimCore
import SimScript
import SwiftInterpreter

/// What Swift code does to the engine, each through the engine's own call — so a property set,
/// a target added or a delegate assigned from Swift is traced, and follows UIKit's rule, as the
/// same step in a `.sim` body is.
extension ScreenProgram {
    /// Makes an object of the UIKit class `uikitName` for Swift (`UIButton()`), named after the
    /// property its initial value fills (`loginVC.loginButton`) or numbered (`button#1`).
    func makeObject(of uikitName: String) throws -> SimObject {
        let kind = uikit.kind(of: uikitName)
        let word = kind.descriptor.maker ?? "object"
        let name: String
        if let hint = namingHint, world.object(named: hint) == nil {
            name = hint
            namingHint = nil
        } else {
            unnamedCount[word, default: 0] += 1
            name = "\(word)#\(unnamedCount[word]!)"
        }
        switch kind {
        case .viewController: return try world.makeViewController(name, frame: World.screen)
        case .object, .responder: return try world.makeObject(name)
        default:
            if let view = try world.makeView(kind.descriptor, name, in: nil, frame: kind.descriptor.defaultFrame ?? Rect(0, 0, 0, 0)) {
                return view
            }
            return try world.makeObject(name)
        }
    }

    func setAttribute(_ name: String, of object: SimObject, to value: SimCore.Value) {
        object.setAttribute(name, value)
    }

    /// `self.delegate = coordinator` for a `weak var` holding an object: the object's delegate
    /// slot (declared as the instance is made), traced as `.sim`'s `set` traces it.
    func setDelegate(_ name: String, of owner: SimObject, to target: SimObject?) {
        if owner.delegateSlot(name) == nil { simulator.delegation.declareDelegate(name, on: owner, protocol: nil) }
        _ = try? simulator.delegation.setDelegate(name, of: owner, to: target)
    }

    /// Runs Swift for the engine: a trap or an error stops it as a script error at the Swift line.
    func swift<T>(_ body: () throws(RunFailure) -> T) throws(ScriptError) -> T {
        do {
            return try body()
        } catch {
            // An engine error inside (a nested handler's) travels through Swift as a stop; it is
            // reported as it was.
            lastTrap = nil
            if let engineError = pendingEngineError {
                pendingEngineError = nil
                throw engineError
            }
            if case .trap(let trap) = error { lastTrap = trap }
            throw scriptError(error)
        }
    }

    /// Runs a handler's Swift: a trap ends the handler, not the run — the trace says where and
    /// in Swift's words (the app would crash there), and the engine goes on with the next
    /// handler. Other failures stop the run as `swift` does.
    func handlerSwift<T>(about object: SimObject?, _ body: () throws(RunFailure) -> T) throws(ScriptError) -> T? {
        do {
            return try swift(body)
        } catch {
            guard let trap = lastTrap else { throw error }
            lastTrap = nil
            simulator.trapped(trap.message, at: location(trap.loc).description, about: object)
            return nil
        }
    }

    /// Runs `body` as the handler `context` runs: `print` logs under it.
    func running<T>(_ context: ActionContext?, _ body: () throws -> T) rethrows -> T {
        guard let context else { return try body() }
        contexts.append(context)
        defer { contexts.removeLast() }
        return try body()
    }

    /// A native's failure in the engine (a refused property value, a nested handler's script
    /// error), as Swift's run stops: a script error is kept to be reported as it is.
    func interrupt(_ error: Error, at loc: SourceLoc) -> Interrupt {
        if let scriptError = error as? ScriptError {
            pendingEngineError = scriptError
            return .unsupported(SwiftInterpreter.Diagnostic(scriptError.diagnostic.message, at: loc))
        }
        return .unsupported(SwiftInterpreter.Diagnostic("\(error)", at: loc))
    }
}

/// The natives' steps (UIKitNatives), each one engine call.
extension ScreenProgram {
    /// `UIButton()`: a new engine object of the class, as Swift's instance of it.
    func make(_ uikitName: String, _ ctx: NativeContext) throws(Interrupt) -> SwiftInterpreter.Value {
        do {
            return .object(instance(for: try makeObject(of: uikitName)))
        } catch {
            throw interrupt(error, at: ctx.loc)
        }
    }

    /// The selector a `#selector` value is sent by.
    func selector(_ value: SwiftInterpreter.Value, _ ctx: NativeContext) throws(Interrupt) -> SimCore.Selector {
        if let s = value.native as? SelectorValue { return world.selector(UIKitSelectors.objcName(of: s.swiftName)) }
        // `Selector("tap:")`, or a string literal where a Selector goes (Swift 2's spelling).
        if case .string(let name) = value.unwrappedOptional { return world.selector(name) }
        throw ctx.unsupported("expected a Selector")
    }

    /// `addTarget(self, …)` in a stored property's initial value: `self` was NSObject's method,
    /// so the target is nil; `why` explains it with the property's name.
    func noteInitializerTarget(_ action: SimCore.Selector, at loc: SourceLoc) {
        guard let (className, property) = initializing else { return }
        initializerTargets[className, default: []].append(
            BridgedSwift.InitializerTarget(property: property, selector: world.name(of: action), location: location(loc)))
    }

    /// Sets an engine property with its UIKit rule (`slider.value` clamps).
    func set(_ name: String, of object: SimObject, to value: SimCore.Value, _ ctx: NativeContext) throws(Interrupt) {
        do {
            try object.setProperty(name, to: value, in: simulator)
        } catch {
            throw interrupt(error, at: ctx.loc)
        }
    }

    /// `control.addAction(UIAction { … }, for: events)`: the closure registered as the engine's
    /// closure handler, with what it captured, so the trace shows the captures each time it runs.
    func register(_ action: ActionValue, on control: Control, for events: ControlEvents) {
        let handler = action.handler
        let captures = captured(by: handler)
        let loc = handler.closureCaptures?.loc ?? action.loc
        let (closure, _) = simulator.registration.addAction(to: control, for: events, identifier: action.identifier, definedAt: location(loc),
                                                            captures: captures) { [unowned self] context in
            try running(context) {
                _ = try handlerSwift(about: context.sender) { () throws(RunFailure) in try program.call(handler, args: [.native(action)], at: loc) }
            }
        }
        simulator.cells.noteAttached(closure, to: control)
    }

    /// A closure's captures as the engine lists them: the capture list and the constants it
    /// uses by value, the variables it shares by reference (read when it runs).
    func captured(by closure: SwiftInterpreter.Value) -> Captures {
        guard let captures = closure.closureCaptures else { return [] }
        var result = Captures([])
        for (i, capture) in captures.names.enumerated() {
            switch capture.kind {
            case .listed(let weak):
                guard let value = engineValue(captures.values[i]) else { continue }
                result.values.append((capture.name, value))
                if weak { result.weak.insert(capture.name) }
            case .implicitConstant:
                guard let value = engineValue(captures.values[i]) else { continue }
                result.values.append((capture.name, value))
                result.implicit.insert(capture.name)
            case .implicitVariable:
                result.shared.append(capture.name)
            }
        }
        if !result.shared.isEmpty {
            let sharedIndexes = captures.names.indices.filter {
                if case .implicitVariable = captures.names[$0].kind { return true } else { return false }
            }
            result.sharedValues = { [weak self] in
                guard let self, let now = closure.closureCaptures else { return [] }
                return sharedIndexes.compactMap { self.engineValue(now.values[$0]) }
            }
        }
        return result
    }

    func describe(_ instance: Instance) -> String? { (instance.host as? SimObject)?.name }

    /// `delegate?.method(args)` through a weak property the engine keeps as a delegate slot: the
    /// engine's delegate call, traced (who answered, or that the delegate was nil).
    func call(_ method: String, through property: String, of instance: Instance, args: [SwiftInterpreter.Value],
              at loc: SourceLoc) throws(Interrupt) -> SwiftInterpreter.Value? {
        guard let owner = instance.host as? SimObject, let slot = owner.delegateSlot(property) else { return nil }
        let live = simulator.delegation.liveDelegate(slot) != nil
        let selector = world.selector(UIKitSelectors.objcName(of: method))
        do {
            let answer = try simulator.delegation.callDelegate(property, of: owner, selector, argument: args.lazy.compactMap(simObject).first)
            guard live else { return .nilValue }
            return .optional(answer.map { swiftValue($0) } ?? .void)
        } catch {
            throw interrupt(error, at: loc)
        }
    }

    /// `dequeueReusableCell(withIdentifier:for:)` in tableView(_:cellForRowAt:): the cell the
    /// engine dequeued for the row it asks about, or — in a table with several cell types — the
    /// one the identifier names.
    func dequeue(_ table: TableView, identifier: String, _ ctx: NativeContext) throws(Interrupt) -> SwiftInterpreter.Value {
        if case .object(let id)? = contexts.last?.parameter("cell") { return .object(instance(for: world.object(id))) }
        do {
            return .object(instance(for: try simulator.cells.dequeueForDataSource(identifier: identifier)))
        } catch {
            throw interrupt(error, at: ctx.loc)
        }
    }
}
