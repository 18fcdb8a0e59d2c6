/// Touch delivery: hit-test when a finger goes down, then send every phase of that touch to the
/// view it hit (UIKit never re-hit-tests a moving touch).
///
/// A control tracks the touch itself (`ControlTracking`). Any other view runs its own
/// `touchesBegan`/`touchesMoved`/`touchesEnded`/`touchesCancelled` method if the script defined
/// one; otherwise UIResponder's default passes the touches to the next responder, and the trace
/// shows each hop — this is often the answer to "why did nothing happen?".
public final class TouchDelivery: SimulationEngine {
    /// Fingers currently down, keyed by finger number.
    @exclusivity(unchecked) public internal(set) var fingersDown: [Int: Touch] = [:]
    @exclusivity(unchecked) private var nextTouchNumber: Int32 = 1
    /// Where and when the last touch lifted, for counting multi-taps.
    @exclusivity(unchecked) private var lastLift: (time: Int64, point: Point, view: SimObject.ID?, tapCount: Int)?

    /// The window `tap at X Y` touches: the key window. (`tap VIEW` touches the view's own window;
    /// touches never fall through from one window to another.)
    public var touchWindow: Window? { world.application.keyWindow }

    /// A finger goes down at `point` in `window`'s coordinates (the key window by default).
    public func touchDown(at point: Point, in window: Window? = nil, finger: Int = 1, tapCount: Int? = nil) throws {
        guard fingersDown[finger] == nil else { throw SimulationError.fingerAlreadyDown(finger) }
        guard let window = window ?? touchWindow else { throw SimulationError.noKeyWindow }
        let number = nextTouchNumber
        nextTouchNumber += 1
        tracer.currentTouch = number
        defer { tracer.currentTouch = 0 }
        // One hit test decides the touch's view and (for a quick next tap) its tap count; the trace
        // shows the touch first, then what hit-testing found.
        let found = findHit(point, in: window)
        let tapCount = tapCount ?? multiTapCount(at: point, on: found.hit)
        emit(.touch(phase: .began, point: point, tapCount: Int32(tapCount)))
        let hit = tracer.nested { traceHit(found, at: point, in: window) }
        fingersDown[finger] = Touch(number: number, finger: finger, location: point, phase: .began,
                                viewID: hit?.id, tapCount: tapCount)
        if let hit { try tracer.nested { try simulator.gestures.dispatch(.began, of: fingersDown[finger]!, to: hit) } }
    }

    public func touchMove(to point: Point, finger: Int = 1) throws {
        guard var touch = fingersDown[finger] else { throw SimulationError.fingerNotDown(finger) }
        touch.location = point
        touch.phase = .moved
        fingersDown[finger] = touch
        try phase(.moved, of: touch)
    }

    public func touchUp(at point: Point? = nil, finger: Int = 1) throws {
        guard var touch = fingersDown[finger] else { throw SimulationError.fingerNotDown(finger) }
        if let point { touch.location = point }
        touch.phase = .ended
        fingersDown[finger] = nil
        lastLift = (clock.now, touch.location, touch.viewID, touch.tapCount)
        try phase(.ended, of: touch)
    }

    /// The system cancels the touch (an incoming call, a gesture recognizer taking over).
    public func touchCancel(finger: Int = 1) throws {
        guard var touch = fingersDown[finger] else { throw SimulationError.fingerNotDown(finger) }
        touch.phase = .cancelled
        fingersDown[finger] = nil
        try phase(.cancelled, of: touch)
    }

    /// UITouch.tapCount: one more than the last touch's when this one starts soon enough after
    /// it lifted, near enough, on the same view; else 1.
    private func multiTapCount(at point: Point, on hit: View?) -> Int {
        guard let last = lastLift, clock.now - last.time <= config.multiTapInterval else { return 1 }
        let dx = point.x - last.point.x, dy = point.y - last.point.y
        guard (dx * dx + dy * dy).squareRoot() <= config.multiTapDistance else { return 1 }
        return hit?.id == last.view ? last.tapCount + 1 : 1
    }

    /// A complete tap: down, hold for `config.tapDuration`, up at the same point.
    public func tap(at point: Point, in window: Window? = nil, finger: Int = 1) throws {
        try touchDown(at: point, in: window, finger: finger)
        try simulator.wait(microseconds: config.tapDuration)
        try touchUp(finger: finger)
    }

    private func phase(_ phase: TouchPhase, of touch: Touch) throws {
        tracer.currentTouch = touch.number
        defer { tracer.currentTouch = 0 }
        emit(.touch(phase: phase, point: touch.location, tapCount: 0))
        if let id = touch.viewID, let view = world.object(id) as? View {
            try tracer.nested { try simulator.gestures.dispatch(phase, of: touch, to: view) }
        }
    }

    /// Hit-tests `point` (window coordinates) and traces the result and any surprising skips.
    @discardableResult
    public func hitTest(_ point: Point, in window: Window) -> View? {
        traceHit(findHit(point, in: window), at: point, in: window)
    }

    /// What hit-testing found at `point`, and the views it skipped for a reason worth telling.
    func findHit(_ point: Point, in window: Window) -> (hit: View?, skipped: [(View, View.SkipReason)]) {
        var skipped: [(View, View.SkipReason)] = []
        let hit = window.hitTest(point, policy: world.rules.hitTesting) { skipped.append(($0, $1)) }
        return (hit, skipped)
    }

    func traceHit(_ found: (hit: View?, skipped: [(View, View.SkipReason)]), at point: Point, in window: Window) -> View? {
        for (view, reason) in found.skipped {
            emit(.hitSkip(point: point, reason: reason, isLabel: view is Label), about: view)
        }
        emit(found.hit == nil ? .hitMiss(point: point) : .hitTest(point: point), about: found.hit ?? window)
        return found.hit
    }

    func deliver(_ phase: TouchPhase, of touch: Touch, to view: View) throws {
        emit(.deliver(phase: phase), about: view)
        if let control = view as? Control {
            try tracer.nested { try simulator.controls.track(phase, of: touch, in: control) }
            return
        }
        try tracer.nested { try passAlongChain(phase, of: touch, from: view) }
        // UITableView selects the row of a cell tapped outside its controls, when the touch ends.
        if phase == .ended, let cell = simulator.cells.enclosingCell(view) { try tracer.nested { try simulator.cells.selectRow(of: cell) } }
    }

    /// The responder's own touches method if it has one, else UIResponder's default: forward to
    /// the next responder, until someone handles the touches or the chain ends.
    private func passAlongChain(_ phase: TouchPhase, of touch: Touch, from view: View) throws {
        var responder: Responder? = view
        var last: Responder = view
        while let r = responder {
            if let method = r.method(for: touchesSelector(phase)) {
                try method.body(ActionContext(simulator: simulator, receiver: r, sender: nil, touch: touch.number, closure: nil))
                return
            }
            last = r
            responder = world.nextResponder(after: r)
            if let next = responder { emit(.forward(phase: phase, next: next.id), about: r) }
        }
        emit(.touchUnhandled(phase: phase), about: last)
    }

    /// touchesBegan, touchesMoved… as an interned selector.
    func touchesSelector(_ phase: TouchPhase) -> Selector { world.selector(phase.methodName) }
}
