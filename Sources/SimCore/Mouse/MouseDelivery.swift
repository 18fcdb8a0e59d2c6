/// AppKit's mouse: NSWindow.sendEvent(_:) hit-tests the content view when the button goes down and
/// sends mouseDown: to the view hit; mouseDragged: and mouseUp: go to that same view. A click in a
/// window that is not key first makes it key (and main if it can be); unless the view under the
/// mouse accepts the first mouse (NSView.acceptsFirstMouse(for:), false by default) that click
/// does nothing more.
///
/// An NSControl tracks the mouse itself (`CellTracking`); any other view runs its own
/// `mouseDown:`… method if the script defined one, else NSResponder's default passes the event
/// to the next responder, each hop traced.
public final class MouseDelivery: SimulationEngine {
    /// The click in progress: its number (shown as `mouse#N`), the view that got the mouse-down
    /// (nil: nothing, or a first click that only activated its window) and where the mouse is.
    private struct Press {
        let number: Int32
        let window: Window
        let view: View?
        let clickCount: Int
        var location: Point
    }
    @exclusivity(unchecked) private var press: Press?
    @exclusivity(unchecked) private var nextNumber: Int32 = 1
    /// Where and when the last click ended, for counting double clicks.
    @exclusivity(unchecked) private var lastClick = RepeatedPress()

    /// Whether the mouse button is held down now.
    public var isDown: Bool { press != nil }

    /// The mouse button goes down at `point` in `window`'s coordinates (the key window by default).
    /// A window off the screen (closed, miniaturized, hidden) gets no click: it goes to the
    /// front-most window on screen there, as a touch does.
    public func mouseDown(at point: Point, in window: Window? = nil) throws {
        guard press == nil else { throw MouseError.alreadyDown }
        guard var window = window ?? world.application.keyWindow ?? world.application.windows.last else { throw MouseError.noWindow }
        if window.isHidden, let shown = simulator.touches.window(at: point), !shown.isHidden { window = shown }
        let number = nextNumber
        nextNumber += 1
        tracer.currentTouch = number
        defer { tracer.currentTouch = 0 }
        let found = try simulator.touches.findHit(point, in: window)
        let count = lastClick.count(at: clock.now, point, on: found.hit?.id, config: config)
        emit(.mouse(.event(.down, point: point, clickCount: Int32(clamping: count))), about: window)
        let hit = tracer.nested { simulator.touches.traceHit(found, at: point, in: window) }
        // A click in an inactive window activates it; the view sees the click only if it accepts
        // the first mouse.
        var receiver = hit
        if !window.isKeyWindow && !window.isHidden {
            tracer.nested {
                simulator.windows.activate(window)
                if !(hit?.acceptsFirstMouse ?? false) {
                    emit(.mouse(.firstMouseSwallowed), about: hit ?? window)
                    receiver = nil
                }
            }
        }
        press = Press(number: number, window: window, view: receiver, clickCount: count, location: point)
        if let receiver { try tracer.nested { try deliver(.down, at: point, to: receiver) } }
    }

    /// The mouse moves with the button held: mouseDragged: to the view that got the mouse-down.
    public func mouseDragged(to point: Point) throws {
        guard var current = press else { throw MouseError.notDown }
        current.location = point
        press = current
        try phase(.dragged, of: current)
    }

    /// The button comes up (where it is, or at `point`): mouseUp: to the view that got the mouse-down.
    public func mouseUp(at point: Point? = nil) throws {
        guard var current = press else { throw MouseError.notDown }
        if let point { current.location = point }
        press = nil
        lastClick.ended(at: clock.now, current.location, on: current.view?.id, count: current.clickCount)
        try phase(.up, of: current)
    }

    /// A whole click: down, held for `hold` (the tap duration by default), up where it went down.
    public func click(at point: Point, in window: Window? = nil, hold: Int64? = nil) throws {
        try mouseDown(at: point, in: window)
        try simulator.wait(microseconds: hold ?? config.tapDuration)
        try mouseUp()
    }

    private func phase(_ phase: MousePhase, of press: Press) throws {
        tracer.currentTouch = press.number
        defer { tracer.currentTouch = 0 }
        emit(.mouse(.event(phase, point: press.location, clickCount: 0)), about: press.window)
        if let view = press.view { try tracer.nested { try deliver(phase, at: press.location, to: view) } }
    }

    private func deliver(_ phase: MousePhase, at point: Point, to view: View) throws {
        emit(.mouse(.deliver(phase)), about: view)
        if let control = view as? Control {
            return try tracer.nested { try simulator.cellTracking.track(phase, at: point, in: control) }
        }
        try tracer.nested { try passAlongChain(phase, from: view) }
    }

    /// The responder's own mouseDown:/mouseDragged:/mouseUp: if it has one, else NSResponder's
    /// default: the next responder gets the event, until one handles it or the chain ends.
    private func passAlongChain(_ phase: MousePhase, from view: View) throws {
        let selector = world.selector(phase.methodName)
        var responder: Responder? = view
        var last: Responder = view
        var walk = ChainWalk(in: world)
        while let r = responder, walk.step() {
            if let method = r.method(for: selector) {
                try method.body(ActionContext(simulator: simulator, receiver: r, sender: nil, touch: tracer.currentTouch, closure: nil))
                return
            }
            last = r
            responder = world.nextResponder(after: r)
            if let next = responder { emit(.mouse(.forward(phase, next: next.id)), about: r) }
        }
        emit(.mouse(.unhandled(phase)), about: last)
    }
}
