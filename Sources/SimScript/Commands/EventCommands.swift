import SimCore

/// The arguments only this file's commands read.
extension ArgumentKey {
    static let finger = ArgumentKey("finger")
}

/// Commands that drive the simulation: tap, touch, wait, sendAction(s), first responder, log,
/// note, and the keyboard (type, clear).

/// `tap VIEW [at X Y]`, `tap SEGMENTED segment N`, `tap at X Y`.
struct TapCommand: MatchedCommand {
    let target: TouchTarget
    let location: SourceLocation

    init(_ match: inout Match, binder: inout Binder) throws {
        target = try TouchTarget(&match)
        location = match.node.location
    }

    func run(in session: Session) throws {
        let point = try target.point(in: session)
        try session.simulate(at: location) { try session.simulator.touches.tap(at: point) }
    }
}

extension CommandTable {
    /// `tap`: its grammar, help and availability.
    static let tapSpec = CommandSpec(name: "tap", forms: [
                    form(view("a view or 'at X Y'"), .optional(.keyword("at"), point)),
                    form(.argument(.object(.view, .segmented, "SEGMENTED", "a segmented control")), .keyword("segment"),
                         .argument(.integer(.index, "N", "a segment number"))),
                    form(.keyword("at"), point)],
                command: TapCommand.self,
                summary: "Touch down and up (held for `config tapDuration`). `tap VIEW` touches its centre; `at` gives a point in the view's (or the window's) coordinates; `segment N` the centre of a segment. Taps in quick succession at the same place count up the touch's tapCount (a control then sends touchDownRepeat).", examples: ["tap login", "tap login at 5 5", "tap range segment 2", "tap at 195 422"], topic: .events, echoes: true).available(.touchOnly(instead: "`click VIEW`, or `mouse down|drag|up`"))
}

/// Where a touch goes: a view's centre, a point in a view or in the key window, a segment's centre.
enum TouchTarget {
    case view(ObjectReference, at: Point?)
    case segment(ObjectReference, index: Int, Token)
    case window(Point)

    init(_ match: inout Match) throws {
        guard let view = match.objectIfPresent(.view) else {
            self = .window(try match.point(.point))
            return
        }
        if case .integer(let n, let token)? = match.first(.index) {
            self = .segment(view, index: n, token)
        } else {
            self = .view(view, at: match.pointIfPresent(.point))
        }
    }

    /// The point on the screen (every window's origin is the screen's): a touch there goes to the
    /// front-most window that contains it, which may be another window than the view's.
    func point(in session: Session) throws -> Point {
        switch self {
        case .window(let point):
            return point
        case .view(let reference, let at):
            let view = try TouchTarget.inWindow(reference, View.self, session).view
            // `at` counts from the view's top-left corner as it is on screen: for a scrolled scroll
            // view that is its visible area, not its content (whose coordinates UIKit's bounds use).
            return at.map { view.convertToWindow(Point($0.x + view.boundsOrigin.x, $0.y + view.boundsOrigin.y)) } ?? view.centerInWindow
        case .segment(let reference, let index, let token):
            let seg = try TouchTarget.inWindow(reference, SegmentedControl.self, session).view
            guard (0..<seg.segments.count).contains(index) else {
                throw session.error(token, "\(seg.name) has no segment \(index)", hint: "segments are numbered 0…\(seg.segments.count - 1)")
            }
            return seg.convertToWindow(seg.center(ofSegment: index))
        }
    }

    /// The view, which must be in a window to be touched.
    static func inWindow<T: View>(_ reference: ObjectReference, _ type: T.Type, _ session: Session) throws -> (view: T, window: Window) {
        let view = try reference.resolve(T.self, in: session)
        if view.isReleased {
            throw session.error(reference.token, "'\(view.name)' was freed: nothing held it any more, so it cannot be touched",
                                hint: "the trace's `freed:` line says when; keep it in the hierarchy, or hold it (`let keep = \(view.name)`)")
        }
        guard let window = view.window else {
            throw session.error(reference.token, "'\(view.name)' is not in a window, so it cannot be touched",
                                hint: "add it to a view that is in a window")
        }
        return (view, window)
    }
}

/// `touch down|move|up|cancel [VIEW] [at X Y] [finger N]`: one phase of a touch.
struct TouchCommand: MatchedCommand {
    /// The phase, with where it happens: down and move need a place, up may have one.
    enum Phase {
        case down(TouchTarget), move(TouchTarget), up(TouchTarget?), cancel
    }
    let phase: Phase
    let finger: Int
    let location: SourceLocation

    init(_ match: inout Match, binder: inout Binder) throws {
        let node = match.node
        location = node.location
        if case .integer(let n, let token)? = match.first(.finger), n < 1 { throw node.error(token, "finger numbers start at 1") }
        finger = match.integerIfPresent(.finger) ?? 1
        let placed = match.has(.view) || match.has(.point)
        let word = try match.word(.phase)
        if !placed && (word == "down" || word == "move") { throw node.error(nil, "missing a view or 'at X Y'") }
        switch word {
        case "down": phase = .down(try TouchTarget(&match))
        case "move": phase = .move(try TouchTarget(&match))
        case "up": phase = .up(placed ? try TouchTarget(&match) : nil)
        default:
            if let first = node.arguments.dropFirst().first, first.text != "finger" {
                throw node.error(first, "unexpected \(first.quotedForMessage)")
            }
            phase = .cancel
        }
    }

    func run(in session: Session) throws {
        let touches = session.simulator.touches
        switch phase {
        case .down(let target):
            let point = try target.point(in: session)
            try session.simulate(at: location) { try touches.touchDown(at: point, finger: finger) }
        case .move(let target):
            let point = try target.point(in: session)
            try session.simulate(at: location) { try touches.touchMove(to: point, finger: finger) }
        case .up(let target):
            let point = try target.map { try $0.point(in: session) }
            try session.simulate(at: location) { try touches.touchUp(at: point, finger: finger) }
        case .cancel:
            try session.simulate(at: location) { try touches.touchCancel(finger: finger) }
        }
    }
}

extension CommandTable {
    /// `touch`: its grammar, help and availability.
    static let touchSpec = CommandSpec(name: "touch", forms: [
                    form(.argument(.choice(.phase, "down, move, up or cancel",
                                           Choice(words: ["down", "move", "up", "cancel"], unknown: "unknown touch phase '{word}'", otherwise: "use down, move, up or cancel"))),
                         .optional(view("a view or 'at X Y'")), .optional(.keyword("at"), point),
                         .optional(.keyword("finger"), .argument(.integer(.finger, "N", "a finger number"))))],
                command: TouchCommand.self,
                summary: "One touch phase, for drags: down hit-tests, move and up go to the view the touch began in.", examples: ["touch down login", "touch move at 300 700", "touch up", "touch cancel finger 2"], topic: .events, echoes: true).available(.touchOnly(instead: "`click VIEW`, or `mouse down|drag|up`"))
}

/// `wait DURATION`
struct WaitCommand: MatchedCommand {
    let microseconds: Int64

    init(_ match: inout Match, binder: inout Binder) throws {
        microseconds = try match.duration(.duration)
    }

    func run(in session: Session) throws {
        try session.simulator.wait(microseconds: microseconds)
    }
}

extension CommandTable {
    /// `wait`: its grammar, help and availability.
    static let waitSpec = CommandSpec(name: "wait", forms: [form(.argument(.duration()))],
                command: WaitCommand.self,
                summary: "Advance the virtual clock (`0.5s`, `200ms`).", examples: ["wait 0.5s"], topic: .events, echoes: true)
}

/// `sendAction ACTION [to TARGET|nil] [from SENDER]`
struct SendActionCommand: MatchedCommand {
    let selector: Token
    let target: ObjectReference?
    let sender: ObjectReference?

    init(_ match: inout Match, binder: inout Binder) throws {
        selector = try match.token(.action)
        target = match.objectIfPresent(.target)
        sender = match.objectIfPresent(.sender)
    }

    func run(in session: Session) throws {
        let target = try self.target?.resolve(in: session)
        let sender = try self.sender?.resolve(in: session)
        if let target { try session.requireImplementation(of: selector, by: target) } else { session.warnIfNobodyImplements(selector) }
        try session.simulator.actions.sendAction(session.world.selector(selector.text), to: target, from: sender,
                                                 touch: session.state.frames.context?.touch ?? 0)
    }
}

extension CommandTable {
    /// `sendAction`: its grammar, help and availability.
    static let sendActionSpec = CommandSpec(name: "sendAction", forms: [
                    form(.argument(.selector()),
                         .options([.optional(.keyword("to"), .oneOf([target("a target (an object, or nil)"), .keyword("nil", records: .target)])),
                                   .optional(.keyword("from"), .argument(.object(.sender, .any, "SENDER", "the sender")))]))],
                command: SendActionCommand.self,
                summary: "UIApplication.sendAction(_:to:from:for:). Without a target (or with nil) the responder chain is walked from the first responder, or from the sender when there is none.", examples: ["sendAction copy: from login", "sendAction didTapButton: to home from login"], topic: .events, echoes: true)
}

/// `sendActions CONTROL for EVENTS`
struct SendActionsCommand: MatchedCommand {
    let control: ObjectReference
    let events: ControlEvents

    init(_ match: inout Match, binder: inout Binder) throws {
        control = try match.object(.control)
        events = try match.events(.events)
    }

    func run(in session: Session) throws {
        try session.simulator.actions.sendActions(events, from: try control.resolve(Control.self, in: session))
    }
}

extension CommandTable {
    /// `sendActions`: its grammar, help and availability.
    static let sendActionsSpec = CommandSpec(name: "sendActions", forms: [form(control, .keyword("for"), controlEvents)],
                command: SendActionsCommand.self,
                summary: "control.sendActions(for:): run the handlers of these events without a touch.", examples: ["sendActions login for touchUpInside"], topic: .events, echoes: true)
}

/// `becomeFirstResponder OBJECT` and `resignFirstResponder OBJECT`.
struct FirstResponderCommand: Command {
    let responder: ObjectReference
    let become: Bool

    init(_ match: inout Match, binder: inout Binder, become: Bool) throws {
        responder = try match.object(.responder)
        self.become = become
    }

    func run(in session: Session) throws {
        let responder = try self.responder.resolve(Responder.self, in: session)
        let responders = session.simulator.responders
        if become { try responders.becomeFirstResponder(responder) } else { try responders.resignFirstResponder(responder) }
    }
}

extension CommandTable {
    /// `becomeFirstResponder`: its grammar, help and availability.
    static let becomeFirstResponderSpec = CommandSpec(name: "becomeFirstResponder", forms: [form(responder)],
                make: { try FirstResponderCommand(&$0, binder: &$1, become: true) },
                summary: "Ask a responder to become first responder (it needs canBecomeFirstResponder and a window).", examples: ["set field.canBecomeFirstResponder = true", "becomeFirstResponder field"], topic: .events, echoes: true)
}

extension CommandTable {
    /// `resignFirstResponder`: its grammar, help and availability.
    static let resignFirstResponderSpec = CommandSpec(name: "resignFirstResponder", forms: [form(responder)],
                make: { try FirstResponderCommand(&$0, binder: &$1, become: false) },
                summary: "Ask the first responder to resign.", examples: ["resignFirstResponder field"], topic: .events, echoes: true)
}

/// `log TEXT`: a line in the trace, with `{name}` placeholders.
struct LogCommand: MatchedCommand {
    let template: BoundTemplate

    init(_ match: inout Match, binder: inout Binder) throws {
        template = try BoundTemplate(try match.token(.text), binder: binder)
    }

    func run(in session: Session) throws {
        try run(in: session, handler: ActionContext(simulator: session.simulator, receiver: nil, sender: nil, touch: 0, closure: nil))
    }

    func run(in session: Session, handler context: ActionContext) throws {
        context.log(try template.resolve(in: session, context: context))
    }
}

extension CommandTable {
    /// `log`: its grammar, help and availability.
    static let logSpec = CommandSpec(name: "log", forms: [form(.argument(.text(.text, "TEXT", "the text to log")))],
                command: LogCommand.self,
                summary: "Write a line to the trace; inside a method or closure {self}, {sender}, {event} and captured names interpolate.", examples: ["log \"tapped {sender}\""], topic: .events, echoes: true)
}

/// `note TEXT`: a narrative line in the trace.
struct NoteCommand: MatchedCommand {
    let text: String

    init(_ match: inout Match, binder: inout Binder) throws {
        text = try match.text(.text)
    }

    func run(in session: Session) throws {
        session.simulator.note(text)
    }
}

extension CommandTable {
    /// `note`: its grammar, help and availability.
    static let noteSpec = CommandSpec(name: "note", forms: [form(.argument(.text(.text, "TEXT", "the note's text")))],
                command: NoteCommand.self,
                summary: "A narrative line in the trace, to tell the scenario's story.", examples: ["note \"The user lifts the finger outside the button\""], topic: .events)
}

/// `type "TEXT"`, `type backspace [N]`, `type return`: keys for the first responder.
struct TypeCommand: MatchedCommand {
    enum Key {
        case text(String)
        case backspace(Int)
        case `return`
    }
    let key: Key
    let location: SourceLocation

    /// The most characters one `type` takes: as many as a text field takes by typing at all
    /// (`TextField.maxTypedLength`). Each keystroke's trace shows the whole text so far (the
    /// delegate's `newText`, the field's `text`), so typing n characters prints about n²
    /// characters: a fuzzed 4 KB script typing 3,700 took ten seconds. Refused here, where the
    /// text is written; the field's own limit is checked when the command runs.
    static let maxCharacters = TextField.maxTypedLength

    init(_ match: inout Match, binder: inout Binder) throws {
        location = match.node.location
        switch match.form {
        case 0:
            let text = try match.text(.text)
            let count = text.count
            if count > TypeCommand.maxCharacters {
                throw match.node.error(match.node.arguments.first,
                                       "'type' takes at most \(groupedDigits(Int64(TypeCommand.maxCharacters))) characters at a time; this text has \(groupedDigits(Int64(count)))",
                                       hint: "each keystroke's trace shows the whole text so far; a text field takes at most \(groupedDigits(Int64(TypeCommand.maxCharacters))) characters by typing (set a longer text with `set FIELD.text = …`)")
            }
            key = .text(text)
        case 1:
            let count = match.integerIfPresent(.count) ?? 1
            guard count >= 1 else { throw match.node.error(match.node.arguments.first, "backspace needs a positive count") }
            key = .backspace(count)
        default: key = .return
        }
    }

    func run(in session: Session) throws {
        let editing = session.simulator.textEditing
        try session.simulate(at: location) {
            switch key {
            case .text(let text): try editing.type(text)
            case .backspace(let count): try editing.backspace(count)
            case .return: try editing.pressReturn()
            }
        }
    }
}

extension CommandTable {
    /// `type`: its grammar, help and availability.
    static let typeSpec = CommandSpec(name: "type", forms: [
                    form(.argument(.text(.text, "TEXT", "the text to type"))),
                    form(.keyword("backspace"), .optional(.argument(.integer(.count, "N", "how many times")))),
                    form(.keyword("return"))],
                command: TypeCommand.self,
                summary: "Keys on the keyboard, for the text field that is first responder: each character and each backspace is asked of textField(_:shouldChangeCharactersIn:replacementString:) first; return asks textFieldShouldReturn.", examples: ["tap code", "type \"abc\"", "type backspace 2", "type return"], topic: .events, echoes: true,
                firstWord: .init(missing: "missing the text to type (or backspace, return)",
                                 unknown: Choice(words: ["backspace", "return"], unknown: "expected \"TEXT\" in double quotes, backspace or return, found '{word}'",
                                                 otherwise: "type \"hello\"")))
}

/// `clear TEXTFIELD`: the text field's clear button.
struct ClearCommand: MatchedCommand {
    let field: ObjectReference
    let location: SourceLocation

    init(_ match: inout Match, binder: inout Binder) throws {
        field = try match.object(.view)
        location = match.node.location
    }

    func run(in session: Session) throws {
        let field = try self.field.resolve(TextField.self, in: session)
        try session.simulate(at: location) { try session.simulator.textEditing.clear(field) }
    }
}

extension CommandTable {
    /// `clear`: its grammar, help and availability.
    static let clearSpec = CommandSpec(name: "clear", forms: [form(.argument(.object(.view, .textField, "TEXTFIELD", "a text field")))],
                command: ClearCommand.self,
                summary: "Tap the text field's clear button: textFieldShouldClear decides whether the text is emptied.", examples: ["clear code"], topic: .events, echoes: true)
}
