import SimCore

/// `platform uikit|appkit`: which framework the world follows. Chosen before the scene exists.
struct PlatformCommand: MatchedCommand {
    let platform: Token

    init(_ match: inout Match, binder: inout Binder) throws {
        platform = try match.token(.setting)
    }

    func run(in session: Session) throws {
        let rules: any PlatformRules = platform.text == "appkit" ? AppKitRules() : UIKitRules()
        guard rules.name != session.world.rules.name else { return }
        do {
            try session.world.adopt(rules)
        } catch World.PlatformError.sceneNotEmpty(let n) {
            throw session.error(platform, "the platform is chosen before the scene is built, and \(n) object\(n == 1 ? "" : "s") exist already",
                                hint: "put `platform \(platform.text)` first, before `window` (the REPL starts from an empty scene with `simrepl --no-demo`)")
        }
        session.emitOutput(rules.input == .mouse
            ? "platform AppKit: a mouse, key and main windows, one action per control, NSApp's search"
            : "platform UIKit")
    }
}

extension CommandTable {
    /// `platform`: its grammar, help and availability.
    static let platformSpec = CommandSpec(name: "platform", forms: [
                    form(.argument(.choice(.setting, "uikit or appkit",
                                           Choice(words: ["uikit", "appkit"], unknown: "unknown platform '{word}'", otherwise: "use uikit or appkit"))))],
                command: PlatformCommand.self,
                summary: "Choose the framework the world follows, before anything is created: UIKit (the default: touches, UIControl's table of targets, the responder chain from the first responder or the sender) or AppKit (a mouse, key and main windows, NSControl's one target and action, NSApp's search through the key window, the main window, NSApp and its delegate).", examples: ["platform appkit"], topic: .scene)
}

/// `makeKey WINDOW` / `makeMain WINDOW`: NSWindow.makeKey() and makeMain().
struct WindowStatusCommand: Command {
    let window: ObjectReference
    let main: Bool

    init(_ match: inout Match, binder: inout Binder, main: Bool) throws {
        self.main = main
        window = try match.object(.view)
    }

    func run(in session: Session) throws {
        let window = try self.window.resolve(Window.self, in: session)
        if main { session.simulator.windows.makeMain(window) } else { session.simulator.windows.makeKey(window) }
    }
}

extension CommandTable {
    /// `makeKey`: its grammar, help and availability.
    static let makeKeySpec = CommandSpec(name: "makeKey", forms: [form(.argument(.object(.view, .window, "WINDOW", "a window")))],
                make: { try WindowStatusCommand(&$0, binder: &$1, main: false) },
                summary: "Make a window the key window (NSWindow.makeKey(), UIWindow.makeKey()): the one that gets the keyboard and, in AppKit, where NSApp's search for a nil-targeted action begins.", examples: ["makeKey inspector"], topic: .scene, echoes: true)
}

extension CommandTable {
    /// `makeMain`: its grammar, help and availability.
    static let makeMainSpec = CommandSpec(name: "makeMain", forms: [form(.argument(.object(.view, .window, "WINDOW", "a window")))],
                make: { try WindowStatusCommand(&$0, binder: &$1, main: true) },
                summary: "Make a window the main window (NSWindow.makeMain()); a panel cannot be main.", examples: ["makeMain document"], topic: .scene, echoes: true).available(.mouseOnly)
}

/// `click VIEW [at X Y] [for DURATION] | click at X Y [in WINDOW] [for DURATION]`
struct ClickCommand: MatchedCommand {
    let target: MouseTarget
    let hold: Int64?
    let location: SourceLocation

    init(_ match: inout Match, binder: inout Binder) throws {
        target = try MouseTarget(&match)
        hold = match.durationIfPresent(.duration)
        location = match.node.location
    }

    func run(in session: Session) throws {
        let (point, window) = try target.point(in: session)
        try session.simulateMouse(at: location) { try session.simulator.mouse.click(at: point, in: window, hold: hold) }
    }
}

extension CommandTable {
    /// `click`: its grammar, help and availability.
    static let clickSpec = CommandSpec(name: "click", forms: [
                    form(view("a view or 'at X Y'"), .optional(.keyword("at"), point),
                         .optional(.keyword("for"), .argument(.duration()))),
                    form(.keyword("at"), point, .optional(.keyword("in"), .argument(.object(.parent, .window, "WINDOW", "a window"))),
                         .optional(.keyword("for"), .argument(.duration())))],
                command: ClickCommand.self,
                summary: "AppKit: press and release the mouse button (held for `config tapDuration`, or DURATION). `click VIEW` clicks its centre; `at X Y` a point in the view, or in the key window (or WINDOW). A click in a window that is not key makes it key first.", examples: ["click save", "click at 60 40 in inspector", "click repeat for 1s"], topic: .events, echoes: true).available(.mouseOnly)
}

/// `mouse down VIEW|at X Y [in WINDOW]`, `mouse drag VIEW|at X Y`, `mouse up [VIEW|at X Y]`
struct MouseCommand: MatchedCommand {
    /// The step, with where it happens: down and drag need a place, up may have one.
    enum Phase {
        case down(MouseTarget), drag(MouseTarget), up(MouseTarget?)
    }
    let phase: Phase
    let location: SourceLocation

    init(_ match: inout Match, binder: inout Binder) throws {
        location = match.node.location
        let placed = match.has(.view) || match.has(.point)
        let word = try match.word(.phase)
        if !placed && word != "up" { throw match.node.error(nil, "missing a view or 'at X Y'") }
        switch word {
        case "down": phase = .down(try MouseTarget(&match))
        case "drag": phase = .drag(try MouseTarget(&match))
        default: phase = .up(placed ? try MouseTarget(&match) : nil)
        }
    }

    func run(in session: Session) throws {
        let mouse = session.simulator.mouse
        switch phase {
        case .down(let target):
            let (point, window) = try target.point(in: session)
            try session.simulateMouse(at: location) { try mouse.mouseDown(at: point, in: window) }
        case .drag(let target):
            let (point, _) = try target.point(in: session)
            try session.simulateMouse(at: location) { try mouse.mouseDragged(to: point) }
        case .up(let target):
            let point = try target.map { try $0.point(in: session).0 }
            try session.simulateMouse(at: location) { try mouse.mouseUp(at: point) }
        }
    }
}

extension CommandTable {
    /// `mouse`: its grammar, help and availability.
    static let mouseSpec = CommandSpec(name: "mouse", forms: [
                    form(.argument(.choice(.phase, "down, drag or up",
                                           Choice(words: ["down", "drag", "up"], unknown: "unknown mouse phase '{word}'", otherwise: "use down, drag or up"))),
                         .optional(view("a view or 'at X Y'")), .optional(.keyword("at"), point),
                         .optional(.keyword("in"), .argument(.object(.parent, .window, "WINDOW", "a window"))))],
                command: MouseCommand.self,
                summary: "AppKit: one mouse event. down hit-tests and sends mouseDown: to the view under the mouse; drag and up go to that same view.", examples: ["mouse down save", "mouse drag at 300 40", "mouse up"], topic: .events, echoes: true).available(.mouseOnly)
}

/// Where the mouse goes: a view's centre or a point in it, or a point in a window (the key
/// window unless `in WINDOW`).
enum MouseTarget {
    case view(ObjectReference, at: Point?)
    case window(Point, ObjectReference?)

    init(_ match: inout Match) throws {
        if let view = match.objectIfPresent(.view) {
            self = .view(view, at: match.pointIfPresent(.point))
        } else {
            self = .window(try match.point(.point), match.objectIfPresent(.parent))
        }
    }

    func point(in session: Session) throws -> (Point, Window?) {
        switch self {
        case .view(let reference, let at):
            let (view, window) = try TouchTarget.inWindow(reference, View.self, session)
            return (at.map(view.convertToWindow) ?? view.centerInWindow, window)
        case .window(let point, let window):
            return (point, try window?.resolve(Window.self, in: session))
        }
    }
}

/// `sendActionOn CONTROL MASK...`: NSControl.sendAction(on:).
struct SendActionOnCommand: MatchedCommand {
    let control: ObjectReference
    let mask: SendActionMask

    init(_ match: inout Match, binder: inout Binder) throws {
        control = try match.object(.control)
        // The grammar's choice already accepted only mask names.
        guard let mask = SendActionMask(names: match.all(.events).map(\.token.text)) else { throw match.missing(.events) }
        self.mask = mask
    }

    func run(in session: Session) throws {
        let control = try self.control.resolve(Control.self, in: session)
        control.sendActionMask = mask
    }
}

extension CommandTable {
    /// `sendActionOn`: its grammar, help and availability.
    static let sendActionOnSpec = CommandSpec(name: "sendActionOn", forms: [
                    form(control, .repeated(.argument(.choice(.events, "a mouse event mask",
                                                               Choice(words: SendActionMask.named.map(\.name), unknown: "unknown mask '{word}'",
                                                                      otherwise: "use leftMouseDown, leftMouseUp, leftMouseDragged or periodic"),
                                                               label: "MASK"))))],
                command: SendActionOnCommand.self,
                summary: "AppKit: the mouse events on which the control sends its action (NSControl.sendAction(on:)); leftMouseUp by default, periodic while held for a continuous control.", examples: ["sendActionOn save leftMouseDown", "sendActionOn repeat leftMouseUp periodic"], topic: .wiring).available(.mouseOnly)
}

extension Session {
    /// Runs mouse work, turning the mouse's errors into diagnostics at the command.
    func simulateMouse(at location: SourceLocation, _ body: () throws -> Void) throws {
        do {
            try simulate(at: location, body)
        } catch let e as MouseError {
            throw ScriptError(Diagnostic(.error, location, e.description, hint: e.hint))
        }
    }
}
