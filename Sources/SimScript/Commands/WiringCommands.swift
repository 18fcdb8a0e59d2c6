import SimCore

/// The arguments only this file's commands read.
extension ArgumentKey {
    static let blockName = ArgumentKey("blockName")
}

/// Handler definitions and wiring: method, addTarget, removeTarget, addAction, removeAction,
/// handler — and the closures they define.

/// A closure a command defines: its capture list, bound where the command is written, its
/// body, bound in the closure's own scope, and what that body uses of the body the closure is
/// written in (Swift's implicit captures).
struct ClosureDefinition {
    let captures: [(name: Token, reference: NameReference, weak: Bool)]
    let implicit: [Scope.ImplicitCapture]
    let body: Body
    let location: SourceLocation

    /// `parameters`: what the engine passes to this kind of closure (see `HandlerParameters`).
    init(_ match: Match, binder: inout Binder, parameters: [String] = []) throws {
        captures = match.captures
        location = match.node.location
        let scope = binder.scope.body(.closure, captures: captures.map(\.name.text), parameters: parameters)
        body = try binder.bindBody(match.node.block ?? [], in: scope)
        implicit = scope.implicitCaptures
    }

    /// The names captured `weak`.
    var weakNames: Set<String> { Set(captures.filter(\.weak).map(\.name.text)) }

    /// What the closure captures now, as it is made: the capture list's values and the
    /// enclosing body's constants copied, its `var`s shared.
    func capturedValues(in session: Session) throws -> Captures {
        var values = try captures.map { name, reference, _ in
            guard let value = try session.value(of: reference, at: name) else {
                throw session.error(name, "cannot capture '\(name.text)': no such variable")
            }
            return (name: name.text, value: value)
        }
        var copied: Set<String> = []
        for capture in implicit where !capture.byReference {
            values.append((capture.name, try session.value(of: capture.source, at: Token(kind: .word, text: capture.name, location: location)) ?? .null))
            copied.insert(capture.name)
        }
        let boxes = sharedVariables(in: session)
        return Captures(values, weak: weakNames, implicit: copied, shared: implicit.filter(\.byReference).map(\.name),
                        sharedValues: { boxes.map(\.value) })
    }

    /// The enclosing body's `var`s this closure shares, boxed in the running frame.
    private func sharedVariables(in session: Session) -> [SharedVariable] {
        implicit.filter(\.byReference).compactMap { session.state.frames.sharedVariable(for: $0.source) }
    }

    /// The body as the engine runs it, sharing the enclosing body's `var`s it captured.
    func handler(in session: Session) -> ActionBody {
        session.handler(body, shared: sharedVariables(in: session))
    }

    func make(in session: Session, name: String?, identifier: String? = nil) throws -> ClosureHandler {
        session.world.addClosure(name: name, identifier: identifier, definedAt: location,
                                 captures: try capturedValues(in: session), body: handler(in: session))
    }

    /// `control.addAction(UIAction { … }, for: events)`: UIAction's rules (an identifier replaces).
    func addAction(to control: Control, for events: ControlEvents, identifier: String?, in session: Session) throws {
        let (handler, _) = session.simulator.registration.addAction(
            to: control, for: events, identifier: identifier, definedAt: location,
            captures: try capturedValues(in: session), body: self.handler(in: session))
        session.markConfiguring(handler, on: control)
    }
}

/// `method OBJECT ACTION { BODY }`
struct MethodCommand: MatchedCommand {
    let owner: ObjectReference
    let selector: Token
    let body: Body

    init(_ match: inout Match, binder: inout Binder) throws {
        owner = try match.object(.owner)
        selector = try match.token(.action)
        let arity = selector.text.reduce(0) { $0 + ($1 == ":" ? 1 : 0) }
        body = try binder.bindBody(try match.block(), in: binder.scope.body(.method(arity: arity), parameters: HandlerParameters.method(selector.text)))
    }

    func run(in session: Session) throws {
        let owner = try self.owner.resolve(in: session)
        session.warnIfUnmodelled(selector, on: owner.name)
        owner.define(Method(selector: session.world.selector(selector.text), definedAt: selector.location, body: session.handler(body)))
    }
}

extension CommandTable {
    /// `method`: its grammar, help and availability.
    static let methodSpec = CommandSpec(name: "method", forms: [
                    form(.argument(.object(.owner, .any, "OBJECT", "the object that implements the action")), .argument(.selector()),
                         .block(.init(missing: "missing the method body { … }", hint: "e.g. {source} { log \"called\" }")))],
                command: MethodCommand.self,
                summary: "Define an action method. The selector's colons give its signature: `refresh` takes nothing, `didTap:` the sender, `didTap:forEvent:` the sender and the event. Inside, {self}, {sender} and {event} interpolate.", examples: ["method home didTapButton: {\n    log \"didTapButton from {sender}\"\n}", "method home touchesBegan { log \"home handles the touch itself\" }"], topic: .wiring)
}

/// `addTarget CONTROL TARGET|nil ACTION for EVENTS` and `addTarget RECOGNIZER TARGET ACTION`.
struct AddTargetCommand: MatchedCommand {
    let sender: ObjectReference
    /// nil: the nil target (the responder chain).
    let target: ObjectReference?
    let selector: Token
    /// nil for a recognizer, and for AppKit's control (its cell has no control events).
    let events: ControlEvents?
    let isControl: Bool
    let eventsToken: Token?

    init(_ match: inout Match, binder: inout Binder) throws {
        let control = match.objectIfPresent(.control)
        isControl = control != nil
        sender = try control ?? match.object(.recognizer)
        target = match.objectIfPresent(.target)
        selector = try match.token(.action)
        events = match.eventsIfPresent(.events)
        eventsToken = match.tokenIfPresent(.events)
        // UIKit's controls send per event; AppKit's cell sends its one action on the mouse.
        let appKit = binder.session.world.rules.input == .mouse
        if isControl, appKit, let eventsToken {
            throw binder.session.error(eventsToken, "an NSControl has no control events: its cell sends one action, on mouse up by default",
                                       hint: "addTarget \(sender.token.text) \(target?.token.text ?? "nil") \(selector.text)   (and `sendActionOn` to change when)")
        }
        // A name known only when it runs (`self.tapPhoto`, an outlet a Swift class wires in
        // viewDidLoad) may hold a recognizer: that is decided when it runs.
        if isControl, !appKit, events == nil, sender.boundObject != nil || binder.scope.kind == .topLevel {
            throw missingEvents(binder.session, at: match.node.name)
        }
    }

    private func missingEvents(_ session: Session, at token: Token) -> ScriptError {
        session.error(token, "missing 'for EVENTS': a UIControl sends actions per control event",
                      hint: "addTarget \(sender.token.text) \(target?.token.text ?? "nil") \(selector.text) for touchUpInside")
    }

    func run(in session: Session) throws {
        let action = session.world.selector(selector.text)
        if isControl, events == nil, session.world.rules.input != .mouse {
            let object = try ObjectReference(token: sender.token, kind: .any, name: sender.name, command: sender.command).resolve(in: session)
            guard let recognizer = object as? GestureRecognizer else {
                throw missingEvents(session, at: sender.token)
            }
            let target = try self.target?.resolve(in: session)
            // Apple's addTarget(_:action:) of UIGestureRecognizer: nil is not a valid target (a
            // recognizer's action never goes up the responder chain).
            guard let target else {
                throw session.error(sender.token, "a gesture recognizer needs a target: it does not send its action up the responder chain",
                                    hint: "addTarget \(sender.token.text) self \(selector.text)")
            }
            try session.requireImplementation(of: selector, by: target)
            return session.simulator.gestures.addTarget(target, action: action, to: recognizer)
        }
        if isControl, events == nil {
            let control = try sender.resolve(Control.self, in: session)
            let target = try self.target?.resolve(in: session)
            if let target { try session.requireImplementation(of: selector, by: target) } else { session.warnIfNobodyImplements(selector) }
            return session.simulator.registration.addTarget(target, action: action, to: control, for: [])
        }
        guard let events else {
            let recognizer = try sender.resolve(GestureRecognizer.self, in: session)
            let target = try self.target!.resolve(in: session)
            try session.requireImplementation(of: selector, by: target)
            return session.simulator.gestures.addTarget(target, action: action, to: recognizer)
        }
        let control = try sender.resolve(Control.self, in: session)
        let target = try self.target?.resolve(in: session)
        if let target { try session.requireImplementation(of: selector, by: target) } else { session.warnIfNobodyImplements(selector) }
        session.simulator.registration.addTarget(target, action: action, to: control, for: events)
    }
}

extension CommandTable {
    /// `addTarget`: its grammar, help and availability.
    static let addTargetSpec = CommandSpec(name: "addTarget", forms: [
                    form(control, .oneOf([target("a target (an object, or nil)"), .keyword("nil", records: .target)]),
                         .argument(.selector(implementedBy: .target)), .optional(.keyword("for"), controlEvents)),
                    form(recognizer, target("the target"), .argument(.selector(implementedBy: .target)))],
                command: AddTargetCommand.self,
                summary: "button.addTarget(target, action:, for:). A nil target sends the action up the responder chain. Adding the same target and action again does not add a second entry. In AppKit (no `for`): the control's one target and action, replacing any other (control.target = …; control.action = …).", examples: ["addTarget login home didTapButton: for touchUpInside", "addTarget login nil copy: for touchUpInside", "addTarget login home track: for touchDown|touchUpInside"], topic: .wiring, echoes: true)
}

/// `removeTarget CONTROL TARGET|nil ACTION|nil for EVENTS`
struct RemoveTargetCommand: MatchedCommand {
    let control: ObjectReference
    let target: ObjectReference?
    let action: Token?
    let events: ControlEvents

    init(_ match: inout Match, binder: inout Binder) throws {
        control = try match.object(.control)
        target = match.objectIfPresent(.target)
        action = match.first(.action).flatMap { if case .word(let t) = $0, t.text != "nil" { return t } else { return nil } }
        events = try match.events(.events)
    }

    func run(in session: Session) throws {
        let control = try self.control.resolve(Control.self, in: session)
        let match: TargetActionTable.TargetMatch = try target.map { .only(try $0.resolve(in: session).id) } ?? .any
        session.simulator.registration.removeTarget(match, action: action.map { session.world.selector($0.text) }, from: control, for: events)
    }
}

extension CommandTable {
    /// `removeTarget`: its grammar, help and availability.
    static let removeTargetSpec = CommandSpec(name: "removeTarget", forms: [
                    form(control, .oneOf([target("a target (an object, or nil for all)"), .keyword("nil", records: .target)]),
                         .oneOf([.argument(Placeholder(key: .action, kind: .selector(implementedBy: .target), label: "ACTION", what: "an action (or nil for all)")),
                                 .keyword("nil", records: .action)]),
                         .keyword("for"), controlEvents)],
                command: RemoveTargetCommand.self,
                summary: "button.removeTarget(_:action:for:). nil target matches all targets, nil action all actions; only the given event bits are removed.", examples: ["removeTarget login home didTapButton: for touchUpInside", "removeTarget login nil nil for allEvents"], topic: .wiring, echoes: true)
}

/// `addAction CONTROL for EVENTS [id IDENTIFIER] [capture …] { BODY }` and
/// `addAction RECOGNIZER [capture …] { BODY }`.
struct AddActionCommand: MatchedCommand {
    let sender: ObjectReference
    let events: ControlEvents?
    let identifier: String?
    let closure: ClosureDefinition

    init(_ match: inout Match, binder: inout Binder) throws {
        sender = try match.objectIfPresent(.control) ?? match.object(.recognizer)
        events = match.eventsIfPresent(.events)
        identifier = match.wordIfPresent(.identifier)
        closure = try ClosureDefinition(match, binder: &binder)
    }

    func run(in session: Session) throws {
        guard let events else {
            let recognizer = try sender.resolve(GestureRecognizer.self, in: session)
            return session.simulator.gestures.addAction(try closure.make(in: session, name: nil), to: recognizer)
        }
        try closure.addAction(to: try sender.resolve(Control.self, in: session), for: events, identifier: identifier, in: session)
    }
}

extension CommandTable {
    /// `addAction`: its grammar, help and availability.
    static let addActionSpec = CommandSpec(name: "addAction", forms: [
                    form(control, .keyword("for"), controlEvents,
                         .options([.optional(.keyword("id"), .argument(Placeholder(key: .identifier, kind: .newName, label: "IDENTIFIER", what: "an action identifier"))),
                                   captures]),
                         .block(.body)),
                    form(recognizer, captures, .block(.body))],
                command: AddActionCommand.self,
                summary: "A closure handler, UIAction style: same id replaces the earlier action, no id adds another. `capture` snapshots state.variables now, like a Swift capture list.", examples: ["let item = \"Three\"\naddAction login for touchUpInside id greet capture item {\n    log \"tapped {item}\"\n}"], topic: .wiring, echoes: true).available(.notInAppKit)
}

/// `menuItem VIEW "TITLE" [capture NAME, …] { BODY }`: a UIAction in the view's menu — a
/// button's UIButton.menu, or what its context menu (`contextMenu VIEW`) shows.
struct MenuItemCommand: MatchedCommand {
    let view: ObjectReference
    let title: String
    let closure: ClosureDefinition

    init(_ match: inout Match, binder: inout Binder) throws {
        view = try match.object(.control)
        title = try match.text(.title)
        closure = try ClosureDefinition(match, binder: &binder)
    }

    func run(in session: Session) throws {
        let view = try self.view.resolve(View.self, in: session)
        let handler = try closure.make(in: session, name: title)
        session.simulator.registration.addMenuItem(title, handler, to: view)
    }
}

/// `contextMenu VIEW`: UIView.addInteraction(UIContextMenuInteraction(…)) — a long press shows
/// the view's menu items (`SimCore/Touches/ContextMenuPress.swift`).
struct ContextMenuCommand: MatchedCommand {
    let view: ObjectReference

    init(_ match: inout Match, binder: inout Binder) throws {
        view = try match.object(.view)
    }

    func run(in session: Session) throws {
        session.world.addContextMenu(to: try view.resolve(View.self, in: session))
    }
}

extension CommandTable {
    /// `contextMenu`: its grammar, help and availability.
    static let contextMenuSpec = CommandSpec(name: "contextMenu", forms: [form(.argument(.object(.view, .view, "VIEW", "the view")))],
                command: ContextMenuCommand.self,
                summary: "Give a view a context menu interaction (UIContextMenuInteraction): a finger held on it (or inside it) for `config contextMenuDelay` (500 ms) shows its menu items (`menuItem VIEW …`), and the menu takes the touch — a button in it sends touchCancel instead of touchUpInside, a row is not selected. `choose VIEW \"TITLE\"` picks an item.",
                examples: ["contextMenu photo\nmenuItem photo \"Share\" { log \"share\" }\nlongpress photo for 600ms\nchoose photo \"Share\""], topic: .wiring, echoes: true).available(.notInAppKit)
}

extension CommandTable {
    /// `menuItem`: its grammar, help and availability.
    static let menuItemSpec = CommandSpec(name: "menuItem", forms: [
                    form(.argument(.object(.control, .view, "VIEW", "a button, or a view with a context menu")),
                         .argument(.text(.title, "TITLE", "the menu item's title")), captures, .block(.body))],
                command: MenuItemCommand.self,
                summary: "Add a UIAction to a view's menu: a button's (UIButton.menu; with showsMenuAsPrimaryAction it shows on touch down, after menuActionTriggered, instead of the tap's actions), or the one its context menu shows on a long press (`contextMenu`). `choose VIEW \"TITLE\"` picks an item, which runs its closure.", examples: ["menuItem share \"Copy link\" { log \"copied\" }\nset share.showsMenuAsPrimaryAction = true\ntap share\nchoose share \"Copy link\""], topic: .wiring, echoes: true).available(.notInAppKit)
}

/// `removeAction CONTROL id IDENTIFIER`
struct RemoveActionCommand: MatchedCommand {
    let control: ObjectReference
    let identifier: Token
    /// `for EVENTS`: only these (removeAction(identifiedBy:for:)); nil: every event.
    let events: ControlEvents?

    init(_ match: inout Match, binder: inout Binder) throws {
        control = try match.object(.control)
        identifier = try match.token(.identifier)
        events = match.eventsIfPresent(.events)
    }

    func run(in session: Session) throws {
        let control = try self.control.resolve(Control.self, in: session)
        guard let closure = session.simulator.registration.existingAction(identifier.text, on: control) else {
            throw session.error(identifier, "\(control.name) has no action with identifier '\(identifier.text)'",
                                hint: "`targets \(control.name)` lists its handlers; an action gets its identifier from `addAction … id NAME`")
        }
        session.simulator.registration.removeAction(closure, from: control, for: events)
    }
}

extension CommandTable {
    /// `removeAction`: its grammar, help and availability.
    static let removeActionSpec = CommandSpec(name: "removeAction", forms: [
                    form(control, .keyword("id"), .argument(.word(.identifier, "IDENTIFIER", "an action identifier", .closures)),
                         .optional(.keyword("for"), controlEvents))],
                command: RemoveActionCommand.self,
                summary: "removeAction(identifiedBy:for:): remove the UIAction with this identifier — for EVENTS only (it stays registered for its other events), or for all of them.", examples: ["removeAction login id greet", "removeAction login id greet for touchDown"], topic: .wiring, echoes: true)
}

/// `handler CONTROL clickHandler|for EVENTS [capture …] { BODY }` and
/// `handler TEXTFIELD|RECOGNIZER|TABLE NAMEHandler [capture …] { BODY }`: HWBlocksUI's block
/// properties, one block per event mask or delegate method.
struct HandlerCommand: MatchedCommand {
    let owner: ObjectReference
    /// `clickHandler` or a delegate method's block; nil with `for EVENTS`.
    let blockName: Token?
    let events: ControlEvents?
    let closure: ClosureDefinition

    init(_ match: inout Match, binder: inout Binder) throws {
        owner = try match.objectIfPresent(.control) ?? match.object(.owner)
        blockName = match.tokenIfPresent(.blockName)
        events = match.eventsIfPresent(.events)
        if let blockName, let id = owner.boundObject {
            try HandlerCommand.check(blockName, on: binder.world.object(id), at: owner.token)
        }
        closure = try ClosureDefinition(match, binder: &binder, parameters: blockName.map { HandlerParameters.block($0.text) } ?? [])
    }

    func run(in session: Session) throws {
        let registration = session.simulator.registration
        guard let blockName else {
            // A closure name the language can refer to: `touchDownAndTouchDragExitHandler`.
            let control = try owner.resolve(Control.self, in: session), events = self.events!
            let parts = events.name.split(separator: "|").enumerated().map { i, part in
                i == 0 ? String(part) : part.prefix(1).uppercased() + part.dropFirst()
            }
            registration.setBlockHandler(on: control, for: events, name: parts.joined(separator: "And") + "Handler",
                                         property: "handler(for: \(events.name))", definedAt: closure.location,
                                         captures: try closure.capturedValues(in: session), body: closure.handler(in: session))
            return
        }
        let owner = try self.owner.resolve(in: session)
        try HandlerCommand.check(blockName, on: owner, at: self.owner.token)
        let delegation = session.simulator.delegation
        switch owner {
        case let field as TextField where blockName.text != "clickHandler":
            try delegation.setBlock(try closure.make(in: session, name: blockName.text), named: blockName.text, on: field)
        case let control as Control:
            registration.setBlockHandler(on: control, for: .touchUpInside, name: "clickHandler", property: nil, definedAt: closure.location,
                                         captures: try closure.capturedValues(in: session), body: closure.handler(in: session))
        case let recognizer as GestureRecognizer:
            try delegation.setBlock(try closure.make(in: session, name: blockName.text), named: blockName.text, on: recognizer)
        case let table as TableView:
            try delegation.setBlock(try closure.make(in: session, name: blockName.text), named: blockName.text, on: table)
        default:
            break
        }
    }

    /// The block must be one the object has (`clickHandler` on a control, a delegate method's
    /// block on a text field, recognizer or table view).
    private static func check(_ blockName: Token, on owner: SimObject, at ownerToken: Token) throws {
        func error(_ token: Token, _ message: String, hint: String) -> ScriptError {
            ScriptError(Diagnostic(.error, token.location, message, hint: hint))
        }
        if owner is CollectionView {
            throw error(ownerToken, "HWBlocksUI's blocks are for table views, not collection views",
                        hint: "give \(owner.name) a data source object: set \(owner.name).dataSource = OBJECT")
        }
        let names = BlockNames.of(owner)
        guard !names.contains(blockName.text) else { return }
        let otherwise = owner is Control ? "a control takes clickHandler (touchUpInside) or `for EVENTS` (setHandler:forControlEvents:)"
                                         : "blocks: " + names.joined(separator: ", ")
        throw error(blockName, "\(article(owner.className)) has no block handler '\(blockName.text)'",
                    hint: Suggestions.hint(for: blockName.text, in: names) ?? otherwise)
    }
}

extension CommandTable {
    /// `handler`: its grammar, help and availability.
    static let handlerSpec = CommandSpec(name: "handler", forms: [
                    form(control, .oneOf([.argument(Placeholder(key: .blockName, kind: .word(.blockNames(of: .control)), label: "clickHandler",
                                                                what: "clickHandler or 'for EVENTS'")),
                                          form(.keyword("for"), controlEvents)]),
                         captures, .block(.body)),
                    form(.oneOf([.argument(.object(.owner, .textField, "TEXTFIELD", "a text field")),
                                 .argument(.object(.owner, .recognizer, "RECOGNIZER", "a gesture recognizer")),
                                 .argument(.object(.owner, .table, "TABLE", "a table view"))]),
                         .argument(.word(.blockName, "NAMEHandler", "a block name", .blockNames(of: .owner))),
                         captures, .block(.body))],
                command: HandlerCommand.self,
                summary: "A block handler in the style of HWBlocksUI: `clickHandler` runs on touchUpInside, `for EVENTS` is setHandler:forControlEvents:. On a text field, shouldBeginEditingHandler, didBeginEditingHandler, shouldChangeCharactersHandler, shouldReturnHandler, shouldClearHandler, shouldEndEditingHandler and didEndEditingHandler stand in for the delegate methods: setting one makes a hidden shared proxy the field's delegate. A gesture recognizer takes shouldBeginHandler, shouldReceiveTouchHandler and shouldRecognizeSimultaneouslyHandler; a table view numberOfSectionsHandler, numberOfRowsHandler, cellForRowHandler and didSelectRowHandler (the proxy becomes its data source and delegate). One block per event mask or method: setting it again replaces the earlier block.", examples: ["handler login clickHandler { log \"OK\" }", "handler login for touchDown { log \"pressed\" }", "handler code shouldChangeCharactersHandler { return newText.count <= 6 }"], topic: .wiring, echoes: true).available(.notInAppKit)
}

extension Session {
    /// UIKit accepts an action the target does not implement and crashes on the tap
    /// ("unrecognized selector"); the simulator stops at the line instead. Methods cannot be
    /// removed later, so the check cannot go stale.
    func requireImplementation(of selectorToken: Token, by target: SimObject) throws {
        guard !target.respondsTo(world.selector(selectorToken.text)) else { return }
        throw notImplemented(selectorToken, by: target)
    }

    /// "'home' does not implement 'didTap:'", with the closest method or how to define it.
    func notImplemented(_ selectorToken: Token, by target: SimObject) -> ScriptError {
        let known = target.methodOrder.map(world.name(of:))
        return error(selectorToken, "'\(target.name)' does not implement '\(selectorToken.text)'",
                     hint: Suggestions.hint(for: selectorToken.text, in: known)
                        ?? "define it first: method \(target.name) \(selectorToken.text) { … }")
    }

    /// A nil-targeted action nobody implements is legal (it goes unhandled), but it is usually
    /// a typo: say so once, without stopping the script.
    func warnIfNobodyImplements(_ selectorToken: Token) {
        let selector = world.selector(selectorToken.text)
        guard !world.objects.contains(where: { $0.respondsTo(selector) }) else { return }
        // NSWindow's performClose:, NSApp's terminate:: the framework's classes implement them.
        if world.rules.hasFrameworkActions, world.objects.contains(where: { world.rules.frameworkAction(selectorToken.text, of: $0) != nil }) { return }
        let implemented = world.objects.flatMap { $0.methodOrder.map(world.name(of:)) }.uniqued()
        let hint = Suggestions.hint(for: selectorToken.text, in: implemented)
            ?? "define it with `method OBJECT \(selectorToken.text) { … }` on a responder in the chain"
        diagnose(withSourceLine(Diagnostic(.warning, selectorToken.location,
                                         "no object implements '\(selectorToken.text)' yet: sent to a nil target it will go unhandled",
                                         hint: hint)))
    }
}
