/// Touch delivery with gesture recognizers (from Apple's UIGestureRecognizer pages; docs/gestures.md
/// cites them):
/// - the candidates are the hit view's recognizers, then each ancestor's up to the window, in
///   the order they were added (UIKit does not document the order between recognizers); each
///   touch has its own: a finger that goes down during a sequence brings its hit view's
///   recognizers into it, and a recognizer receives only the touches that began in its view;
/// - each touch phase goes to the recognizers first, then to the view — unless held back
///   (delaysTouchesBegan / delaysTouchesEnded) or cancelled (cancelsTouchesInView);
/// - when one recognizes, the others still possible fail, unless a delegate (or `simultaneous`)
///   lets both recognize, or a require(toFail:) relation makes one wait for the other to fail;
/// - a single-finger single tap on a button, switch, stepper or segmented control goes to the
///   control even when an ancestor has a tap recognizer (Apple's documented exception); a
///   recognizer attached to the control itself still wins.
public final class GestureArena: SimulationEngine {
    /// The recognizers taking part in the current touch sequence (from the first finger down until
    /// the last lifts — longer while a multi-tap recognizer waits for its next tap), and what the
    /// view has been given of each touch so far.
    struct Sequence {
        var recognizers: [GestureRecognizer] = []
        /// The view hit when the sequence began.
        var hitView: View?
        /// The latest state of every touch of the sequence, by touch number.
        var touches: [Int32: Touch] = [:]
        /// Touches whose touchesBegan the view received, whose touchesEnded it received, and those
        /// cancelled for it (by a recognizer with cancelsTouchesInView).
        var viewBegan: Set<Int32> = []
        var viewEnded: Set<Int32> = []
        var viewCancelled: Set<Int32> = []
        /// Deliveries to the view held back by delaysTouchesBegan / delaysTouchesEnded, in order.
        var held: [(phase: TouchPhase, touch: Int32)] = []
        /// Touches whose touchesBegan a scroll view holds back from its content
        /// (delaysContentTouches) — the content's share only: recognizers see them at once.
        var contentDelayed: Set<Int32> = []
        /// Failure requirements the delegates set up for this sequence: `waiter` may recognize
        /// only after `blocker` fails (`askFailureRequirements`).
        var requirements: [(waiter: GestureRecognizer, blocker: GestureRecognizer)] = []

        var isActive: Bool { !recognizers.isEmpty || !held.isEmpty }
    }

    @exclusivity(unchecked) var arena = Sequence()
    /// How many recognizers exist: zero lets every touch skip the gesture machinery.
    @exclusivity(unchecked) private var recognizerCount = 0

    /// Fingers down right now (the touch engine owns them).
    var fingersDown: [Int: Touch] { simulator.touches.fingersDown }

    // MARK: - Attaching

    /// `view.addGestureRecognizer(_:)` with a new recognizer of `kind` (tap, longPress, pan,
    /// swipe, pinch, rotation).
    @discardableResult
    public func addGestureRecognizer(_ kind: String, named name: String, to view: View) throws -> GestureRecognizer {
        let r: GestureRecognizer = try world.register(name) { id in
            switch kind {
            case "longPress": return LongPressGestureRecognizer(id: id, name: name, view: view)
            case "pan": return PanGestureRecognizer(id: id, name: name, view: view)
            case "swipe": return SwipeGestureRecognizer(id: id, name: name, view: view)
            case "pinch": return PinchGestureRecognizer(id: id, name: name, view: view)
            case "rotation": return RotationGestureRecognizer(id: id, name: name, view: view)
            default: return TapGestureRecognizer(id: id, name: name, view: view)
            }
        }
        view.gestureRecognizers.append(r)
        recognizerCount += 1
        return r
    }

    /// `view.addGestureRecognizer(r)` for a recognizer already attached elsewhere: a recognizer
    /// belongs to one view, so it leaves its old one
    /// (https://developer.apple.com/documentation/uikit/uigesturerecognizer/view). A touch
    /// sequence in progress keeps the recognizers it began with.
    public func attach(_ r: GestureRecognizer, to view: View) {
        guard r.view !== view else { return }
        let old = r.view
        old.gestureRecognizers.removeAll { $0 === r }
        view.gestureRecognizers.append(r)
        r.view = view
        emitGesture(r, .moved, .movedBetween(from: old.id, to: view.id))
    }

    /// `addTarget(_:action:)`: an identical pair is kept once.
    public func addTarget(_ target: SimObject, action: Selector, to r: GestureRecognizer) {
        let handler = TargetActionTable.Handler.target(target.id, action)
        let duplicate = r.handlers.contains(handler)
        if !duplicate { r.handlers.append(handler) }
        simulator.registration.traceGestureRegistration(r, duplicate ? .duplicate : .added, target: target.id, selector: action)
    }

    /// A closure handler: each call adds another.
    public func addAction(_ closure: ClosureHandler, to r: GestureRecognizer) {
        r.handlers.append(.closure(closure.id))
        simulator.registration.traceGestureRegistration(r, .added, closure: closure.id)
    }

    // MARK: - Entry points from touch delivery

    /// Runs one touch phase through the recognizers, then to the view. The fast path — no
    /// recognizer anywhere in play — delivers straight to the view.
    ///
    /// `contentDelayed`: a scroll view holds this touch's touchesBegan back from its content
    /// (delaysContentTouches) until ``releaseContent(_:)`` or ``scrollBegan(_:content:by:contentHadIt:)``. UIKit does
    /// that with a recognizer of the scroll view's own that delays touchesBegan, so the other
    /// recognizers — on the scroll view and every ancestor — see the touch at once.
    func dispatch(_ phase: TouchPhase, of touch: Touch, to view: View, contentDelayed: Bool = false) throws {
        if phase == .began {
            if fingersDown.count == 1 { try startSequence(hitView: view) } else if recognizerCount > 0 { try join(hitView: view) }
        }
        if contentDelayed {
            arena.contentDelayed.insert(touch.number)
            arena.held.append((.began, touch.number))
        }
        guard arena.isActive else { return try simulator.touches.deliver(phase, of: touch, to: view) }
        arena.touches[touch.number] = touch
        try recognizersSee(phase, touch)
        try deliverOrHold(phase, touch)
        if fingersDown.isEmpty && (phase == .ended || phase == .cancelled) { endSequence() }
    }

    /// The first finger of a sequence went down on `hitView`: collect the candidates.
    private func startSequence(hitView: View) throws {
        // Fast path (every plain tap): no recognizer anywhere, or none up the chain, and
        // nothing left over from the last sequence.
        if arena.recognizers.isEmpty && arena.held.isEmpty {
            if recognizerCount == 0 { return }
            var view: View? = hitView
            var walk = ChainWalk.superviews
            while let v = view, v.gestureRecognizers.isEmpty, walk.step() { view = v.superview }
            if view == nil { return }
        }
        let candidates = self.candidates(from: hitView)
        // Recognizers still waiting from the last sequence (a double tap's second tap) go on if
        // they are candidates again; otherwise the gesture they waited for will not come.
        for waiting in arena.recognizers where waiting.state == .possible && !candidates.contains(where: { $0 === waiting }) {
            try fail(waiting, .nextTouchOutsideItsView)
        }
        let continuing = arena.recognizers.filter { r in candidates.contains { $0 === r } }
        // A gesture going on from the last sequence keeps that sequence's touches: a double tap
        // that recognizes cancels the first tap's (held) touches too.
        let carried = continuing.isEmpty ? Sequence() : arena
        arena = Sequence()
        arena.touches = carried.touches
        arena.viewBegan = carried.viewBegan
        arena.viewEnded = carried.viewEnded
        arena.viewCancelled = carried.viewCancelled
        arena.held = carried.held
        arena.contentDelayed = carried.contentDelayed
        guard !candidates.isEmpty else { return }
        arena.recognizers = candidates
        arena.hitView = hitView
        emitCandidates(candidates, on: hitView, laterTouch: false)
        for r in candidates where !continuing.contains(where: { $0 === r }) {
            r.touches = [:]
        }
        for r in candidates { r.seen = [] }
        try tracer.nested { try askFailureRequirements(joining: candidates) }
    }

    /// Another finger went down on `hitView` during a sequence: its candidates that are not in
    /// the arena yet join it (UIKit's gesture environment gathers recognizers per touch), so a
    /// pan on one view begins under a second finger while a tap on its sibling holds the first.
    private func join(hitView: View) throws {
        let joining = candidates(from: hitView).filter { r in !arena.recognizers.contains { $0 === r } }
        guard !joining.isEmpty else { return }
        for r in joining { r.touches = [:]; r.seen = [] }
        arena.recognizers += joining
        if arena.hitView == nil { arena.hitView = hitView }
        emitCandidates(joining, on: hitView, laterTouch: true)
        try tracer.nested { try askFailureRequirements(joining: joining) }
    }

    /// The enabled recognizers of `hitView`, then of each ancestor up to the window.
    private func candidates(from hitView: View) -> [GestureRecognizer] {
        var candidates: [GestureRecognizer] = []
        var view: View? = hitView
        var walk = ChainWalk.superviews
        while let v = view, walk.step() {
            candidates += v.gestureRecognizers.filter(\.isEnabled)
            view = v.superview
        }
        return candidates
    }

    private func emitCandidates(_ candidates: [GestureRecognizer], on hitView: View, laterTouch: Bool) {
        emit(.gestureCandidates(candidates.map {
            GestureCandidate(recognizer: $0.id, view: $0.view.id, summary: world.strings.intern($0.summary))
        }, laterTouch: laterTouch), object: hitView.id)
    }

    /// The view hit by the first touch of the sequence that began in `r`'s view: the view whose
    /// gestures `r` competes with (a control keeping its tap, a view refusing the recognizer).
    func hitView(for r: GestureRecognizer) -> View? {
        for number in arena.touches.keys.sorted() {
            guard let hit = arena.touches[number]?.viewID.map(world.object) as? View else { continue }
            if hit === r.view || hit.isDescendant(of: r.view) { return hit }
        }
        return arena.hitView
    }

    /// Every touch has lifted: recognizers in a final state go back to possible; one still
    /// waiting (for another tap, or for a recognizer it requires to fail) stays.
    func endSequence() {
        for r in arena.recognizers where r.state != .possible {
            r.state = .possible
            r.pending = nil
            r.touches = [:]
            r.seen = []
            r.resetGesture()
            emitGesture(r, .state(.possible, isContinuous: r.isContinuous), .allTouchesEnded)
        }
        arena.recognizers.removeAll { $0.state == .possible && $0.timer == nil && $0.pending == nil && $0.touches.isEmpty && !isMidTap($0) }
        if arena.recognizers.isEmpty && arena.held.isEmpty { arena = Sequence() }
    }

    private func isMidTap(_ r: GestureRecognizer) -> Bool { (r as? TapGestureRecognizer)?.tapsSoFar ?? 0 > 0 }

    // MARK: - Recognizers see the touch

    func recognizersSee(_ phase: TouchPhase, _ touch: Touch) throws {
        for r in arena.recognizers where r.isEnabled && [.possible, .began, .changed].contains(r.state) {
            if phase == .began {
                // A finger that went down outside the recognizer's view is not its touch.
                guard let hit = touch.viewID.map(world.object) as? View, hit === r.view || hit.isDescendant(of: r.view) else { continue }
                guard try shouldReceive(r, touch) else { continue }
                r.touches[touch.number] = (touch.location, clock.now, touch.location)
                r.seen.insert(touch.number)
                if let token = r.timer { simulator.cancelScheduled(token); r.timer = nil }  // the next tap came
                if let longPress = r as? LongPressGestureRecognizer, r.state == .possible, r.touches.count == 1 {
                    r.timer = try simulator.schedule(after: longPress.minimumPressDuration) { [unowned self] in
                        r.timer = nil
                        guard r.state == .possible, !r.touches.isEmpty else { return }
                        try self.tracer.nested { try self.recognize(r, .heldFor(longPress.minimumPressDuration)) }
                    }
                }
            }
            guard r.touches[touch.number] != nil else { continue }
            r.touches[touch.number]?.location = touch.location
            let decision = r.handle(phase, touch: touch.number, at: touch.location, time: clock.now, config: config)
            if phase == .ended || phase == .cancelled { r.touches[touch.number] = nil }
            if let decision { try apply(decision, to: r) }
            // A multi-tap recognizer between taps fails if the next tap does not come in time.
            if phase == .ended, let tap = r as? TapGestureRecognizer, tap.state == .possible, tap.pending == nil,
               tap.tapsSoFar > 0, tap.touches.isEmpty {
                tap.timer = try simulator.schedule(after: config.multiTapInterval) { [unowned self] in
                    tap.timer = nil
                    guard tap.state == .possible else { return }
                    try self.fail(tap, .noTapWithin(tap: tap.tapsSoFar + 1, interval: self.config.multiTapInterval))
                    self.endSequenceIfIdle()
                }
            }
        }
    }

    /// After a timeout fires with no finger down, the sequence may be over.
    private func endSequenceIfIdle() {
        if fingersDown.isEmpty { endSequence() }
    }

    /// Whether `r`'s delegate implements `selector`: UIKit calls an optional delegate method only
    /// then, so the trace shows no call for methods the delegate does not have.
    private func apply(_ decision: GestureRecognizer.Decision, to r: GestureRecognizer) throws {
        switch decision {
        case .recognize(let reason): try recognize(r, reason)
        case .change:
            setState(r, .changed, changeReason(r))
            try fireActions(r)
        case .end(let reason):
            setState(r, .ended, reason)
            try fireActions(r)
        case .cancel(let reason):
            setState(r, .cancelled, reason)
            try fireActions(r)
        case .fail(let reason):
            try fail(r, reason)
        }
    }

    // MARK: - Tracing

    func setState(_ r: GestureRecognizer, _ state: GestureRecognizer.State, _ reason: GestureReason) {
        r.state = state
        emitGesture(r, .state(state, isContinuous: r.isContinuous), reason)
    }

    func emitGesture(_ r: GestureRecognizer?, _ change: GestureChange, _ reason: GestureReason, touch: Int32 = 0) {
        emit(.gesture(change, reason: reason), object: r?.id ?? -1, touch: touch)
    }

    /// What a continuous gesture's change is: a pan's translation, a pinch's scale…
    private func changeReason(_ r: GestureRecognizer) -> GestureReason {
        switch r {
        case let pan as PanGestureRecognizer: return .translation(pan.translation, velocity: pan.velocity)
        case let pinch as PinchGestureRecognizer: return .scale(pinch.scale)
        case let rotation as RotationGestureRecognizer: return .rotation(rotation.rotation)
        default:
            let location = r.touches.keys.sorted().first.flatMap { r.touches[$0]?.location }
            return location.map(GestureReason.fingerMovedTo) ?? .moved
        }
    }
}
