import SimCore

/// The arguments only this file's commands read.
extension ArgumentKey {
    static let height = ArgumentKey("height")
    static let presented = ArgumentKey("presented")
    static let presenter = ArgumentKey("presenter")
    static let width = ArgumentKey("width")
}

/// Scene-building commands: window, controller, the view makers (view, button, label, …),
/// object, appdelegate, present, remove.

/// `window NAME [size W H]`
/// `panel NAME [size W H]` (AppKit): an NSPanel, which becomes key but never main.
struct WindowCommand: Command {
    let name: Token
    let frame: Rect
    let isPanel: Bool
    let customClass: Token?

    init(_ match: inout Match, binder: inout Binder, isPanel: Bool) throws {
        name = try match.token(.name)
        self.isPanel = isPanel
        for key in [ArgumentKey.width, .height] {
            if let size = match.numberIfPresent(key), size < 0 {
                throw match.node.error(match.tokenIfPresent(key), "a window's \(key == .width ? "width" : "height") cannot be negative",
                                       hint: "e.g. `\(match.node.name.text) \(name.text) size 390 844`")
            }
        }
        frame = Rect(0, 0, match.numberIfPresent(.width) ?? (isPanel ? 300 : 390), match.numberIfPresent(.height) ?? (isPanel ? 400 : 844))
        customClass = match.tokenIfPresent(.customClass)
        binder.scope.created(name.text)
    }

    func run(in session: Session) throws {
        try session.checkClass(customClass)
        try session.applyClass(customClass, to: try session.create(name) {
            try session.world.makeWindow(name.text, frame: frame, panel: isPanel)
        })
    }
}

extension CommandTable {
    /// `window`: its grammar, help and availability.
    static let windowSpec = CommandSpec(name: "window", forms: [
                    form(.argument(.newName("a window name")),
                         .optional(.keyword("size"), .argument(.number(.width, "W", "width")), .argument(.number(.height, "H", "height"))), customClass)],
                make: { try WindowCommand(&$0, binder: &$1, isPanel: false) },
                summary: "Create a window (390x844 by default) and make it key and visible, as makeKeyAndVisible() does. A touch goes to the front-most window at its point (windowLevel, then the one created last), key or not.", examples: ["window main", "window tablet size 820 1180"], topic: .scene)
}

extension CommandTable {
    /// `panel`: its grammar, help and availability.
    static let panelSpec = CommandSpec(name: "panel", forms: [
                    form(.argument(.newName("a panel name")),
                         .optional(.keyword("size"), .argument(.number(.width, "W", "width")), .argument(.number(.height, "H", "height"))))],
                make: { try WindowCommand(&$0, binder: &$1, isPanel: true) },
                summary: "Create an NSPanel (300x400 by default), key and in front: a panel becomes key but never main, so the main window stays the document behind it.", examples: ["panel inspector", "panel find size 400 120"], topic: .scene).available(.mouseOnly)
}

/// `controller NAME [in WINDOW|VIEW] [frame X Y W H]`
struct ControllerCommand: MatchedCommand {
    let name: Token
    let container: ObjectReference?
    let frame: Rect?
    let customClass: Token?

    init(_ match: inout Match, binder: inout Binder) throws {
        name = try match.token(.name)
        container = match.objectIfPresent(.parent)
        frame = match.rectIfPresent(.frame)
        customClass = match.tokenIfPresent(.customClass)
        binder.scope.created(name.text)
        binder.scope.created(name.text + ".view")
    }

    func run(in session: Session) throws {
        let world = session.world
        let container = try self.container?.resolve(in: session)
        let fallback = (container as? View)?.bounds ?? World.screen
        try session.checkClass(customClass)
        let vc = try session.create(name) {
            try world.makeViewController(name.text, frame: frame ?? Rect(0, 0, fallback.size.width, fallback.size.height))
        }
        try session.applyClass(customClass, to: vc)
        switch container {
        case let window as Window:
            world.setRoot(vc, of: window)
            if let frame { vc.view.frame = frame }
            session.simulator.lifetimes.handOver(vc)  // the window owns its root controller
        case let view as View:
            // A controller made inside another's view is its child (addChild): the parent owns it.
            if try world.place(vc, inside: view) { session.simulator.lifetimes.handOver(vc) }
        default:
            break  // the script holds it until it is installed, presented or released
        }
    }
}

extension CommandTable {
    /// `controller`: its grammar, help and availability.
    static let controllerSpec = CommandSpec(name: "controller", forms: [
                    form(.argument(.newName("a view controller name")),
                         .optional(.keyword("in"), .argument(.object(.parent, .windowOrView, "WINDOW|VIEW", "a window or view"))),
                         frame, customClass)],
                command: ControllerCommand.self,
                summary: "Create a view controller with its root view NAME.view: in a window it becomes the root view controller; in a view it is a child controller whose view is added there; with no `in` it waits to be presented.", examples: ["controller home in main", "controller sidebar in home.view frame 0 0 120 844"], topic: .scene)
}

/// `view`, `button`, `label`, `imageview`, `textfield`, `switch`, `slider`, `stepper`,
/// `segmented`, `tableview`, `collectionview`: `KIND NAME in VIEW [frame X Y W H] [PROPERTY VALUE]...`
struct MakeViewCommand: Command {
    let name: Token
    /// nil: made with no superview (`UIButton()`), until `addSubview` places it.
    let parent: ObjectReference?
    let view: ViewDescription
    /// A button's `primaryAction { … }`: UIButton(primaryAction:) registers it for
    /// primaryActionTriggered (https://developer.apple.com/documentation/uikit/uibutton/init(type:primaryaction:)).
    let primaryAction: ClosureDefinition?

    init(_ match: inout Match, binder: inout Binder, kind: ObjectKind) throws {
        name = try match.token(.name)
        parent = match.objectIfPresent(.parent)
        view = ViewDescription(kind: kind, match)
        switch (match.tokenIfPresent(.handler), match.node.block) {
        case (nil, nil): primaryAction = nil
        case (_?, _?): primaryAction = try ClosureDefinition(match, binder: &binder)
        case (let keyword?, nil):
            throw binder.session.error(keyword, "primaryAction needs its closure { … }", hint: "e.g. \(match.node.source) { log \"tapped\" }")
        case (nil, _?):
            throw ScriptError(Diagnostic(.error, match.node.blockLocation, "a button's { } block is its primary action: write primaryAction before it",
                                         hint: "e.g. button \(name.text) in … primaryAction { … }"))
        }
        binder.scope.created(name.text)
    }

    func run(in session: Session) throws {
        let parent = try self.parent?.resolve(View.self, in: session)
        if self.view.kind == .refreshControl, let parent, !(parent is ScrollView) {
            throw session.error(self.parent!.token, "a refresh control goes in a scroll view, table or collection view (UIScrollView.refreshControl), not in \(article(parent.className))",
                                hint: "refreshcontrol \(name.text) in SCROLLVIEW")
        }
        let view = try session.buildView(self.view, name: name, fullName: name.text, in: parent)
        // UIKit's addSubview on a stack view adds a plain subview: only arranged subviews are laid
        // out. Right, and a common slip, so a warning says so (it stays where its frame puts it).
        if let stack = parent as? StackView {
            session.diagnose(session.withSourceLine(Diagnostic(.warning, self.parent!.token.location,
                "\(name.text) is a subview of the stack view \(stack.name), not one of its arranged subviews: the stack does not lay it out (it stays at its frame, \(view.frame))",
                hint: "addArrangedSubview \(stack.name) \(name.text): the stack then lays it out (UIStackView.addArrangedSubview adds it to its arranged subviews)")))
        }
        if let primaryAction, let button = view as? Control {
            try primaryAction.addAction(to: button, for: .primaryActionTriggered, identifier: nil, in: session)
        }
    }
}

/// What a view maker's options say: the frame, a segmented control's titles, and the other
/// properties in the order written.
struct ViewDescription {
    let kind: ObjectKind
    let frame: Rect?
    let segments: [String]?
    let properties: [(key: Token, value: Expression)]
    let customClass: Token?

    init(kind: ObjectKind, _ match: Match) {
        self.kind = kind
        frame = match.rectIfPresent(.frame)
        customClass = match.tokenIfPresent(.customClass)
        let titles = match.all(.segments).map(\.token.literalText)
        segments = titles.isEmpty ? nil : titles
        properties = match.properties.compactMap { key, value in
            if case .expression(let e, _) = value { return (key, e) }
            // A named choice (`axis vertical`) is the property's string.
            if case .word(let word) = value { return (key, .literal(.string(word.text))) }
            return nil
        }
    }
}

/// `object NAME [PROPERTY VALUE]...`: a plain object, with stored properties if given.
struct ObjectCommand: MatchedCommand {
    let name: Token
    let attributes: [(key: Token, value: Expression)]
    let customClass: Token?

    init(_ match: inout Match, binder: inout Binder) throws {
        name = try match.token(.name)
        customClass = match.tokenIfPresent(.customClass)
        var attributes: [(key: Token, value: Expression)] = []
        for (key, value) in match.properties {
            guard isIdentifier(key.text) else { throw match.node.error(key, "'\(key.text)' is not a valid property name") }
            if attributes.contains(where: { $0.key.text == key.text }) { throw match.node.error(key, "'\(key.text)' is given twice") }
            if case .expression(let e, _) = value { attributes.append((key, e)) }
        }
        self.attributes = attributes
        binder.scope.created(name.text)
    }

    func run(in session: Session) throws {
        let values = try attributes.map { (name: $0.key.text, value: try session.evaluate($0.value)) }
        try session.checkClass(customClass)
        let object = try session.create(name) { try session.world.makeObject(name.text) }
        for (name, value) in values { object.setAttribute(name, value) }
        try session.applyClass(customClass, to: object)
    }
}

extension CommandTable {
    /// `object`: its grammar, help and availability.
    static let objectSpec = CommandSpec(name: "object", forms: [
                    form(.argument(.newName("an object name")),
                         .options([customClass], more: form(.argument(.word(.property, "PROPERTY", "a property name")), .argument(.expression()))))],
                command: ObjectCommand.self,
                summary: "Create a plain NSObject: it can implement actions and be a target, but it is not in the responder chain.", examples: ["object analytics", "method analytics track: { log \"tracked {sender}\" }"], topic: .scene)
}

/// `appdelegate NAME`
struct AppDelegateCommand: MatchedCommand {
    let name: Token
    let customClass: Token?

    init(_ match: inout Match, binder: inout Binder) throws {
        name = try match.token(.name)
        customClass = match.tokenIfPresent(.customClass)
        binder.scope.created(name.text)
    }

    func run(in session: Session) throws {
        if let existing = session.world.application.delegate {
            throw session.error(name, "the application already has a delegate, '\(existing.name)'")
        }
        try session.checkClass(customClass)
        try session.applyClass(customClass, to: try session.create(name) { try session.world.makeAppDelegate(name.text) })
    }
}

extension CommandTable {
    /// `appdelegate`: its grammar, help and availability.
    static let appdelegateSpec = CommandSpec(name: "appdelegate", forms: [form(.argument(.newName("an app delegate name")), customClass)],
                command: AppDelegateCommand.self,
                summary: "Create the app delegate (a UIResponder): the last responder in every chain, after the application.", examples: ["appdelegate delegate", "method delegate copy: { log \"the app delegate copies\" }"], topic: .scene)
}

/// `present CONTROLLER from CONTROLLER`; an alert controller is shown on screen.
struct PresentCommand: MatchedCommand {
    let presented: ObjectReference
    let presenter: ObjectReference
    let source: String

    init(_ match: inout Match, binder: inout Binder) throws {
        presented = try match.object(.presented)
        presenter = try match.object(.presenter)
        source = match.node.source
    }

    func run(in session: Session) throws {
        let presented = try self.presented.resolve(in: session)
        let presenter = try self.presenter.resolve(ViewController.self, in: session)
        if let alert = presented as? AlertController {
            return try session.presentAlert(alert, from: presenter, at: self.presenter.token, source: source)
        }
        guard presenter.view.window != nil else {
            throw session.error(self.presenter.token, "'\(presenter.name)' is not in a window, so it cannot present",
                                hint: "put it in a window first: controller \(presenter.name) in WINDOW")
        }
        let controller = try self.presented.resolve(ViewController.self, in: session)
        do {
            try session.world.present(controller, from: presenter)
        } catch World.PresentationError.wouldCycle(let path) {
            let names = path.map { session.world.object($0).name }
            let message = controller === presenter
                ? "'\(controller.name)' cannot present itself: its responder chain would loop forever"
                : "'\(presenter.name)' cannot present '\(controller.name)': its responder chain already leads to it (\(names.joined(separator: " → "))), so the chain would loop forever"
            throw session.error(self.presenter.token, message,
                                hint: "UIKit raises here too (\"Application tried to present modally an active controller\"); present a controller that is not on the way from \(presenter.name) to its window")
        }
        session.simulator.lifetimes.handOver(controller)  // the presenter owns it now
    }
}

extension CommandTable {
    /// `present`: its grammar, help and availability.
    static let presentSpec = CommandSpec(name: "present", forms: [
                    form(.argument(.object(.presented, .presentable, "CONTROLLER", "a view controller")), .keyword("from"),
                         .argument(.object(.presenter, .controller, "CONTROLLER", "a view controller")))],
                command: PresentCommand.self,
                summary: "Present a controller modally: its view covers the window and its next responder is the presenter. An alert controller is shown on screen (choose one of its actions with `choose`).", examples: ["controller sheet", "present sheet from home", "present signOutSheet from home"], topic: .scene)
}

/// `dismiss CONTROLLER`: UIViewController.dismiss — the presenter lets go of it.
struct DismissCommand: MatchedCommand {
    let controller: ObjectReference

    init(_ match: inout Match, binder: inout Binder) throws {
        controller = try match.object(.presented)
    }

    func run(in session: Session) throws {
        let controller = try controller.resolve(ViewController.self, in: session)
        guard controller.presentingViewController != nil else {
            throw session.error(self.controller.token, "'\(controller.name)' is not presented",
                                hint: "dismiss undoes `present \(controller.name) from CONTROLLER`")
        }
        session.world.dismiss(controller)
        session.simulator.lifetimes.collect()
        // Nothing but a repeating timer holds it now: the leak `leaks` names, said where it starts.
        if !controller.isReleased, session.simulator.lifetimes.keptAliveByTimers().contains(where: { $0.object == controller.id }) {
            session.simulator.lifetimes.reportKeptAlive(controller, dismissed: true)
        }
    }
}

extension CommandTable {
    /// `dismiss`: its grammar, help and availability.
    static let dismissSpec = CommandSpec(name: "dismiss", forms: [form(.argument(.object(.presented, .controller, "CONTROLLER", "a presented view controller")))],
                command: DismissCommand.self,
                summary: "Dismiss a presented controller: its presenter lets go of it and its view leaves the window; what nothing else holds is freed.", examples: ["present detail from home", "dismiss detail"], topic: .scene, echoes: true)
}

/// `remove VIEW`
struct RemoveCommand: MatchedCommand {
    let view: ObjectReference

    init(_ match: inout Match, binder: inout Binder) throws {
        view = try match.object(.view)
    }

    func run(in session: Session) throws {
        session.simulator.responders.removeFromSuperview(try view.resolve(View.self, in: session))
        session.simulator.lifetimes.collect()  // its superview was what kept it alive
    }
}

extension CommandTable {
    /// `remove`: its grammar, help and availability.
    static let removeSpec = CommandSpec(name: "remove", forms: [form(view("a view"))],
                command: RemoveCommand.self,
                summary: "Remove a view from its superview (removeFromSuperview); the view and its subviews are freed unless something else holds them.", examples: ["remove overlay"], topic: .scene, echoes: true)
}

/// `bringToFront VIEW` / `sendToBack VIEW`: the view's place among its siblings.
struct ReorderCommand: Command {
    let view: ObjectReference
    let toFront: Bool
    let node: CommandNode

    init(_ match: inout Match, binder: inout Binder, toFront: Bool) throws {
        view = try match.object(.view)
        self.toFront = toFront
        node = match.node
    }

    func run(in session: Session) throws {
        let view = try view.resolve(View.self, in: session)
        guard let parent = view.superview else {
            throw node.error(node.arguments.first, "'\(view.name)' has no superview to order it in",
                             hint: "add it to a view first (`view \(view.name) in VIEW`)")
        }
        if toFront { parent.bringSubviewToFront(view) } else { parent.sendSubviewToBack(view) }
    }
}

extension CommandTable {
    /// `bringToFront`: its grammar, help and availability.
    static let bringToFrontSpec = CommandSpec(name: "bringToFront", forms: [form(view("a view"))],
                make: { try ReorderCommand(&$0, binder: &$1, toFront: true) },
                summary: "Move a view in front of its siblings (superview.bringSubviewToFront): hit-testing asks it first.", examples: ["bringToFront card"], topic: .scene)
}

extension CommandTable {
    /// `sendToBack`: its grammar, help and availability.
    static let sendToBackSpec = CommandSpec(name: "sendToBack", forms: [form(view("a view"))],
                make: { try ReorderCommand(&$0, binder: &$1, toFront: false) },
                summary: "Move a view behind its siblings (superview.sendSubviewToBack).", examples: ["sendToBack banner"], topic: .scene)
}

extension Match {
    /// `PROPERTY VALUE` pairs in the order written (a named option such as `title` is one too).
    var properties: [(key: Token, value: BoundArgument)] {
        var pairs: [(key: Token, value: BoundArgument)] = []
        var key: Token?
        for (k, value) in arguments {
            if k == .property { key = value.token } else if k == .value, let name = key {
                pairs.append((name, value))
                key = nil
            }
        }
        return pairs
    }
}

extension Session {
    /// Makes an object, with the script's errors for a name already in use.
    @discardableResult
    func create<T: SimObject>(_ name: Token, _ make: () throws -> T) throws -> T {
        if state.variables[name.text] != nil {
            throw error(name, "'\(name.text)' is already a variable", hint: "choose another name")
        }
        // A name the script wrote (a cell type's subviews get their cell's automatic name as a
        // prefix, which no script can write) must not be one the engine will want.
        if isIdentifier(name.text, allowDots: true), World.isAutomaticName(name.text), world.object(named: name.text) == nil {
            throw ScriptError(creationRefused(.nameTaken(name.text), at: name.location, automatic: true))
        }
        do {
            return try make()
        } catch let refused as World.CreationError {
            throw ScriptError(creationRefused(refused, at: name.location))
        }
    }

    /// Why the world made no object: a name in use (by the object the script made, or
    /// `automatic`: wanted for an object simrepl makes itself), or views nested too deep.
    func creationRefused(_ refused: World.CreationError, at location: SourceLocation?, automatic: Bool = false) -> Diagnostic {
        switch refused {
        case .nameTaken(let taken) where automatic:
            return Diagnostic(.error, location, "'\(taken)' is a name simrepl gives an object it makes itself (the hidden block proxy, a table's cells)",
                              hint: "choose another name for your object")
        case .nameTaken(let taken):
            let existing = world.object(named: taken).map { " (\(article($0.className)))" } ?? ""
            if World.isAutomaticName(taken) {
                // The engine went to make its own object (a block handler's proxy, a cell) and
                // found the name taken: by a scene file's object, say.
                return Diagnostic(.error, location, "simrepl cannot make its object '\(taken)': an object of that name already exists\(existing)",
                                  hint: "rename that object: simrepl names the hidden block proxy \(BlocksProxy.objectName) and a table's cells TABLE.cell#N")
            }
            return Diagnostic(.error, location, "an object named '\(taken)' already exists\(existing)",
                              hint: "names are unique; choose another, e.g. \(taken)2")
        case .nestedTooDeep(let limit):
            return Diagnostic(.error, location, "views would nest more than \(limit) deep below their window",
                              hint: "a hierarchy this deep is a runaway script; hit-testing and `tree` visit it level by level")
        case .wouldContainItself:
            return Diagnostic(.error, location, "a window, or a view that holds the new superview, cannot be added as its subview",
                              hint: "a view can only go inside a view outside its own subtree; `tree` shows the hierarchy")
        }
    }

    /// A view as its maker describes it, named `fullName` (a cell type's subviews get their
    /// cell's name as a prefix).
    @discardableResult
    func buildView(_ description: ViewDescription, name: Token, fullName: String, in parent: View?) throws -> View {
        let properties = try description.properties.map { ($0.key, try evaluate($0.value)) }
        try checkClass(description.customClass)
        var token = name
        token.text = fullName
        let view: View = try create(token) {
            try makeView(description.kind, fullName, in: parent, frame: description.frame, segments: description.segments)
        }
        try applyClass(description.customClass, to: view)
        // Limits before the value, as UIKit clamps a value to the range set so far.
        let last = { (key: Token) in view.settableProperty(key.text)?.appliesLast == true }
        let valueLast = properties.filter { !last($0.0) } + properties.filter { last($0.0) }
        for (key, value) in valueLast { try setProperty(view, key, value, creating: true) }
        return view
    }

    /// A view of a maker's kind (`button`, `slider`…) in `parent`; with no frame, the kind's default.
    func makeView(_ kind: ObjectKind, _ name: String, in parent: View?, frame given: Rect?, segments: [String]?) throws -> View {
        let descriptor = kind.descriptor
        // The class's default frame (UISwitch's fixed size…), else the parent's bounds; with no
        // parent, UIView()'s zero rectangle.
        let frame = given ?? descriptor.defaultFrame ?? parent.map { Rect(0, 0, $0.bounds.size.width, $0.bounds.size.height) } ?? Rect(0, 0, 0, 0)
        guard let view = try world.makeView(descriptor, name, in: parent, frame: frame) else {
            preconditionFailure("'\(kind)' is a maker without a view class")  // the command table lists only views' makers
        }
        if let segments, let control = view as? SegmentedControl {
            try control.setProperty("segments", to: .list(segments.map(Value.string)), in: simulator, creating: true)
        }
        return view
    }

    /// `set OBJECT.NAME = VALUE` and a maker's options: the class's property, set with its UIKit
    /// rule (SimCore's property tables), or a plain object's stored property; its errors in words.
    func setProperty(_ object: SimObject, _ key: Token, _ value: Value, creating: Bool = false) throws {
        if object.attribute(key.text) != nil, state.constantProperties.contains(StoredPropertyKey(object: object.id, name: key.text)) {
            throw error(key, "cannot assign to property: '\(key.text)' is a 'let' constant", hint: "declare it with var: var \(object.name).\(key.text) = …")
        }
        // A Swift instance's stored property is assigned by Swift: its observers run.
        do {
            if try world.storedPropertyWrite?(object, key.text, value) == true { return }
        } catch var failure as ScriptError where failure.diagnostic.location == nil {
            failure.diagnostic.location = key.location
            throw ScriptError(withSourceLine(failure.diagnostic))
        }
        if object.attribute(key.text) != nil {
            object.setAttribute(key.text, value)  // a stored property takes any value, like a Swift `Any`
            return
        }
        do {
            try object.setProperty(key.text, to: value, in: simulator, creating: creating)
        } catch let failure as PropertyError {
            throw propertyError(failure, object, key, value)
        }
    }

    /// A property that could not be set, in words, at the property's name.
    private func propertyError(_ failure: PropertyError, _ object: SimObject, _ key: Token, _ value: Value) -> ScriptError {
        let name = object.settableProperty(key.text)?.name ?? Properties.canonical(key.text)
        switch failure {
        case .unknown:
            let names = Properties.settableNames(of: object)
            if object is GestureRecognizer {
                return error(key, "\(article(object.className)) has no option '\(key.text)'",
                             hint: Suggestions.hint(for: key.text, in: names) ?? "options: " + names.joined(separator: ", "))
            }
            let settable = names.isEmpty ? "it has no property `set` can change (`show \(object.name)` lists what it has)"
                                         : "settable: " + names.joined(separator: ", ")
            // A delegate property is declared, as `weak var delegate: P?` is in Swift.
            let delegate = key.text.lowercased().hasSuffix("delegate") || key.text == "dataSource"
                ? "declare it first: `weak \(object.name).\(key.text)` (add a protocol name to check conformance); " : ""
            return error(key, "\(article(object.className)) has no settable property '\(key.text)'",
                         hint: Suggestions.hint(for: Properties.canonical(key.text), in: names) ?? delegate + settable)
        case .wrongType(let expected):
            return wrongValue(key, takes: Properties.words(expected), value)
        case .notPositive(let n):
            switch name {
            case "stepValue":
                return error(key, "the step must be greater than 0, not \(formatNumber(n))", hint: "UIKit raises an exception for a step of 0 or less")
            case "rowHeight": return wrongValue(key, takes: "a height greater than 0", value)
            default: return wrongValue(key, takes: "a size greater than 0", value)
            }
        case .negative:
            return error(key, name == "allowableMovement" ? "the allowable movement cannot be negative" : "'\(key.text)' cannot be negative")
        case .notInRange(let n, let range):
            return error(key, "'\(key.text)' takes a whole number from \(range.lowerBound) to \(range.upperBound), not \(formatNumber(n))",
                         hint: "e.g. `\(key.text) 2`")
        case .notADuration:
            return error(key, "'\(key.text)' takes a duration in seconds, from 0 to 1e12", hint: "e.g. `\(key.text) 0.5` for half a second")
        case .noSuchSegment(let n, let count):
            return error(key, "\(object.name) has no segment \(formatNumber(n))", hint: "segments are numbered 0…\(count - 1); -1 selects none")
        case .limitsCross(let minimum, let v, let other):
            let (this, that) = minimum ? ("minimum", "maximum") : ("maximum", "minimum")
            return error(key, "the \(this) \(formatNumber(v)) must be \(minimum ? "below" : "above") the \(that) \(formatNumber(other))",
                         hint: "UIKit raises NSInvalidArgumentException here; set \(that)Value first")
        case .notAChoice(_, let choices):
            if object is SwipeGestureRecognizer {
                return error(key, "a swipe's direction is left, right, up or down, not \(value.interpolated(in: world))")
            }
            return wrongValue(key, takes: "mask names joined by |: " + choices.joined(separator: ", "), value)
        }
    }
}
