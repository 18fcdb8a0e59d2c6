/// The phases of an AppKit mouse click: NSEvent's leftMouseDown, leftMouseDragged, leftMouseUp.
/// Dragged and up events go to the view that got the mouse-down, as AppKit sends them (the window
/// does not hit-test again while the button is held).
public enum MousePhase: UInt8, Sendable {
    /// The button went down, the mouse moved with it held, the button came up.
    case down, dragged, up

    /// The NSResponder method a view gets (`method card mouseDown: { … }` overrides it).
    public var methodName: String {
        switch self {
        case .down: return "mouseDown:"
        case .dragged: return "mouseDragged:"
        case .up: return "mouseUp:"
        }
    }

    /// The phase as the trace spells it.
    public var name: String {
        switch self {
        case .down: return "down"
        case .dragged: return "dragged"
        case .up: return "up"
        }
    }
}

/// Why a mouse command could not be carried out; ``hint`` says what to do instead.
public enum MouseError: Error, Equatable, CustomStringConvertible {
    /// The button is already down.
    case alreadyDown
    /// The button is not down, so it cannot drag or come up.
    case notDown
    /// There is no window to click.
    case noWindow

    /// The message, as a script's error diagnostic shows it.
    public var description: String {
        switch self {
        case .alreadyDown: return "the mouse button is already down"
        case .notDown: return "the mouse button is not down"
        case .noWindow: return "there is no window to click"
        }
    }

    /// What to do about it, phrased for a script.
    public var hint: String {
        switch self {
        case .alreadyDown: return "release it first with `mouse up`"
        case .notDown: return "press it first with `mouse down NAME`"
        case .noWindow: return "create one with `window main`"
        }
    }
}
