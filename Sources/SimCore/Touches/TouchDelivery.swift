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
    @exclusivity(unchecked) private var lastLift = RepeatedPress()

    /// The window a touch at `point` (screen coordinates) goes to: the front-most visible window
    /// that contains it — the highest `windowLevel`, then the one created last — whether or not it
    /// is the key window, which gets keyboard and other non-touch events only (UIWindow,
    /// https://developer.apple.com/documentation/uikit/uiwindow/iskeywindow). With no window
    /// there, the key window, whose hit-test then reports the miss.
    public func window(at point: Point) -> Window? {
        var front: Window?
        for window in world.application.windows where !window.isHidden && window.frame.contains(point) {
            if front == nil || window.windowLevel >= front!.windowLevel { front = window }
        }
        return front ?? world.application.keyWindow
    }

    /// A finger goes down at `point`, in screen coordinates (every window's origin is the
    /// screen's): the front-most window there gets the touch.
    public func touchDown(at point: Point, finger: Int = 1, tapCount given: Int? = nil) throws {
        guard fingersDown[finger] == nil else { throw SimulationError.fingerAlreadyDown(finger) }
        guard let window = window(at: point) else { throw SimulationError.noKeyWindow }
        let number = nextTouchNumber
        nextTouchNumber += 1
        tracer.currentTouch = number
        defer { tracer.currentTouch = 0 }
        // An alert on screen is modal: its dimmed background takes the touch, and nothing behind
        // it — view, control or recognizer — sees any of its phases.
        if !simulator.alerts.onScreen.isEmpty, let alert = simulator.alerts.modalAlert(over: window) {
            emit(.touch(phase: .began, point: point, tapCount: 1))
            tracer.nested { simulator.alerts.takeTouch(at: point, by: alert) }
            fingersDown[finger] = Touch(number: number, finger: finger, location: point, phase: .began, viewID: nil, tapCount: 1)
            return
        }
        // One hit test decides the touch's view and (for a quick next tap) its tap count; the trace
        // shows the touch first, then what hit-testing found.
        let found: (hit: View?, skipped: [(View, View.SkipReason)])
        let tapCount: Int
        if world.overridesHitTesting {
            // A script's point(inside:)/hitTest override runs a body whose lines belong under the
            // touch: the touch is traced first, its tap count decided by time and distance alone.
            tapCount = given ?? lastLift.count(at: clock.now, point, on: nil, config: config, sameViewOnly: false)
            emit(.touch(phase: .began, point: point, tapCount: Int32(clamping: tapCount)))
            found = try tracer.nested { try findHit(point, in: window) }
        } else {
            found = try findHit(point, in: window)
            tapCount = given ?? lastLift.count(at: clock.now, point, on: found.hit?.id, config: config)
            emit(.touch(phase: .began, point: point, tapCount: Int32(clamping: tapCount)))
        }
        let hit = tracer.nested { traceHit(found, at: point, in: window) }
        fingersDown[finger] = Touch(number: number, finger: finger, location: point, phase: .began,
                                viewID: hit?.id, tapCount: tapCount)
        guard let hit else { return }
        if world.contextMenus > 0 { try startContextMenuPress(fingersDown[finger]!, on: hit) }
        // Over a table or collection view, the scroll view decides when the content gets it.
        if let table = simulator.scrolling.scrollView(around: hit) {
            return try tracer.nested { try simulator.scrolling.began(fingersDown[finger]!, on: hit, in: table) }
        }
        try tracer.nested { try simulator.gestures.dispatch(.began, of: fingersDown[finger]!, to: hit) }
    }

    /// Moves the finger to `point` (window coordinates); the touch's view gets touchesMoved, and a
    /// control tracks it.
    public func touchMove(to point: Point, finger: Int = 1) throws {
        guard var touch = fingersDown[finger] else { throw SimulationError.fingerNotDown(finger) }
        touch.location = point
        touch.phase = .moved
        fingersDown[finger] = touch
        try phase(.moved, of: touch)
    }

    /// Lifts the finger, at `point` or where it is; the touch's view gets touchesEnded.
    public func touchUp(at point: Point? = nil, finger: Int = 1) throws {
        guard var touch = fingersDown[finger] else { throw SimulationError.fingerNotDown(finger) }
        if let point { touch.location = point }
        touch.phase = .ended
        fingersDown[finger] = nil
        // A finger that travelled further than a multi-tap may stray was a drag, not a tap: the
        // next touch starts counting again (UITouch.tapCount counts taps).
        let dx = touch.location.x - touch.startLocation.x, dy = touch.location.y - touch.startLocation.y
        let dragged = (dx * dx + dy * dy).squareRoot() > config.multiTapDistance
        lastLift.ended(at: clock.now, touch.location, on: touch.viewID, count: dragged ? 0 : touch.tapCount)
        try phase(.ended, of: touch)
    }

    /// The system cancels the touch (an incoming call, a gesture recognizer taking over).
    public func touchCancel(finger: Int = 1) throws {
        guard var touch = fingersDown[finger] else { throw SimulationError.fingerNotDown(finger) }
        touch.phase = .cancelled
        fingersDown[finger] = nil
        try phase(.cancelled, of: touch)
    }

    /// A complete tap: down, hold for `config.tapDuration`, up at the same point.
    public func tap(at point: Point, finger: Int = 1) throws {
        try touchDown(at: point, finger: finger)
        try simulator.wait(microseconds: config.tapDuration)
        try touchUp(finger: finger)
    }

    private func phase(_ phase: TouchPhase, of touch: Touch) throws {
        tracer.currentTouch = touch.number
        defer { tracer.currentTouch = 0 }
        emit(.touch(phase: phase, point: touch.location, tapCount: 0))
        if simulator.scrolling.owns(touch.number) { return try tracer.nested { try simulator.scrolling.phase(phase, of: touch) } }
        if let id = touch.viewID, let view = world.object(id) as? View {
            try tracer.nested { try simulator.gestures.dispatch(phase, of: touch, to: view) }
        }
    }

    /// Hit-tests `point` (window coordinates) and traces the result and any surprising skips.
    @discardableResult
    public func hitTest(_ point: Point, in window: Window) throws -> View? {
        traceHit(try findHit(point, in: window), at: point, in: window)
    }

    /// What hit-testing found at `point`, and the views it skipped for a reason worth telling.
    /// A view's script overrides of point(inside:with:) and hitTest(_:with:) answer for it (and
    /// may throw, as any handler body may); without any, the plain walk.
    func findHit(_ point: Point, in window: Window) throws -> (hit: View?, skipped: [(View, View.SkipReason)]) {
        var skipped: [(View, View.SkipReason)] = []
        let hit = world.overridesHitTesting
            ? try window.hitTest(point, policy: world.rules.hitTesting, skipped: { skipped.append(($0, $1)) }, overrides: ScriptHitTestOverrides(simulator))
            : window.hitTest(point, policy: world.rules.hitTesting) { skipped.append(($0, $1)) }
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
        // A touch the view refused when it began gets none of its later phases either.
        if !refusedTouches.isEmpty, refusedTouches.contains(touch.number) {
            if phase == .ended || phase == .cancelled { refusedTouches.remove(touch.number) }
            return
        }
        if phase == .began, let refusal = refusal(of: touch, by: view) {
            refusedTouches.insert(touch.number)
            return emit(.touchRefused(refusal), about: view)
        }
        emit(.deliver(phase: phase), about: view)
        if let control = view as? Control {
            // A script subclass overriding touchesBegan… replaces tracking unless it calls super.
            // (The closure for `super` is made only then: a plain tap allocates nothing here.)
            if !control.methods.isEmpty, let method = control.method(for: touchesSelector(phase)) {
                let track = { [unowned self] in try simulator.controls.track(phase, of: touch, in: control) }
                return try tracer.nested { try runOverride(method, of: control, touch: touch, superCall: track) }
            }
            return try tracer.nested { try simulator.controls.track(phase, of: touch, in: control) }
        }
        try tracer.nested { try passAlongChain(phase, of: touch, from: view) }
        // UITableView selects the row of a cell tapped outside its controls, when the touch ends
        // on the cell (a drag that lifts elsewhere selects nothing).
        if phase == .ended, let cell = simulator.cells.enclosingCell(view),
           cell.bounds.contains(cell.convertFromWindow(touch.location)) {
            try tracer.nested { try simulator.cells.selectRow(of: cell) }
        }
    }

    /// Touches a view refused (isMultipleTouchEnabled, isExclusiveTouch): no phase reaches it.
    @exclusivity(unchecked) var refusedTouches: Set<Int32> = []

    /// Why `view` does not get `touch`, if it does not: it already has another touch and is not
    /// multiple-touch enabled, or an exclusive-touch view in its window is involved. Only views
    /// are refused the touch: recognizers still see it (Apple documents the view's delivery).
    private func refusal(of touch: Touch, by view: View) -> TouchRefusal? {
        guard fingersDown.count > 1 else { return nil }  // the common case: one finger
        let window = view.window
        for other in fingersDown.values where other.number != touch.number && !refusedTouches.contains(other.number) {
            guard let id = other.viewID, let otherView = world.object(id) as? View else { continue }
            if otherView === view {
                if !view.isMultipleTouchEnabled { return TouchRefusal(reason: .multipleTouchDisabled, other: other.number, holder: view.id) }
            } else if otherView.window === window, otherView.isExclusiveTouch || view.isExclusiveTouch {
                return TouchRefusal(reason: .exclusiveTouch, other: other.number,
                                    holder: otherView.isExclusiveTouch ? otherView.id : view.id)
            }
        }
        return nil
    }

    /// The responder's own touches method if it has one, else UIResponder's default: forward to
    /// the next responder, until someone handles the touches or the chain ends.
    private func passAlongChain(_ phase: TouchPhase, of touch: Touch, from view: Responder) throws {
        var responder: Responder? = view
        var last: Responder = view
        var walk = ChainWalk(in: world)
        while let r = responder, walk.step() {
            try simulator.checkWork()  // the budget and Ctrl-C between the responders passed
            if let method = r.method(for: touchesSelector(phase)) {
                // `super` in the override: UIResponder's default, on from the next responder.
                return try runOverride(method, of: r, touch: touch) { [unowned self] in try forward(phase, of: touch, from: r) }
            }
            last = r
            responder = world.nextResponder(after: r)
            if let next = responder { emit(.forward(phase: phase, next: next.id), about: r) }
        }
        emit(.touchUnhandled(phase: phase), about: last)
    }

    /// UIResponder's default touches method: the next responder gets the touches.
    private func forward(_ phase: TouchPhase, of touch: Touch, from responder: Responder) throws {
        guard let next = world.nextResponder(after: responder) else { return emit(.touchUnhandled(phase: phase), about: responder) }
        emit(.forward(phase: phase, next: next.id), about: responder)
        try passAlongChain(phase, of: touch, from: next)
    }

    /// Runs a script's override of a touches method; `super` in it runs `superCall`.
    private func runOverride(_ method: Method, of responder: Responder, touch: Touch, superCall: @escaping () throws -> Void) throws {
        var context = ActionContext(simulator: simulator, receiver: responder, sender: nil, touch: touch.number, closure: nil)
        context.superCall = superCall
        try method.body(context)
    }

    /// touchesBegan, touchesMoved… as an interned selector.
    func touchesSelector(_ phase: TouchPhase) -> Selector { world.selector(phase.methodName) }
}
