import SimCore

/// `platform uikit|appkit`: which framework the world follows. Chosen before the scene exists.
struct PlatformCommand: MatchedCommand {
    let platform: Token

    init(_ match: inout Match, binder: inout Binder) throws {
        platform = try match.token(.setting)
    }

    func run(in session: Interpreter) throws {
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

/// `makeKey WINDOW` / `makeMain WINDOW`: NSWindow.makeKey() and makeMain().
struct WindowStatusCommand: Command {
    let window: ObjectReference
    let main: Bool

    init(_ match: inout Match, binder: inout Binder, main: Bool) throws {
        self.main = main
        window = try match.object(.view)
    }

    func run(in session: Interpreter) throws {
        let window = try self.window.resolve(Window.self, in: session)
        if main { session.simulator.windows.makeMain(window) } else { session.simulator.windows.makeKey(window) }
    }
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

    func run(in session: Interpreter) throws {
        let (point, window) = try target.point(in: session)
        try session.simulateMouse(at: location) { try session.simulator.mouse.click(at: point, in: window, hold: hold) }
    }
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

    func run(in session: Interpreter) throws {
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

    func point(in session: Interpreter) throws -> (Point, Window?) {
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

    func run(in session: Interpreter) throws {
        let control = try self.control.resolve(Control.self, in: session)
        control.sendActionMask = mask
    }
}

extension Interpreter {
    /// Runs mouse work, turning the mouse's errors into diagnostics at the command.
    func simulateMouse(at location: SourceLocation, _ body: () throws -> Void) throws {
        do {
            try simulate(at: location, body)
        } catch let e as MouseError {
            throw ScriptError(Diagnostic(.error, location, e.description, hint: e.hint))
        }
    }
}
