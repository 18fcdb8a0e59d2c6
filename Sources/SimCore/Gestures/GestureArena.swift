/// Touch delivery with gesture recognizers (from Apple's UIGestureRecognizer pages; docs/gestures.md
/// cites them):
/// - the candidates are the hit view's recognizers, then each ancestor's up to the window, in
///   the order they were added (UIKit does not document the order between recognizers);
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

        var isActive: Bool { !recognizers.isEmpty || !held.isEmpty }
    }

    @exclusivity(unchecked) var arena = Sequence()
    /// How many recognizers exist: zero lets every touch skip the gesture machinery.
    @exclusivity(unchecked) private var recognizerCount = 0

    /// Fingers down right now (the touch engine owns them).
    private var fingersDown: [Int: Touch] { simulator.touches.fingersDown }

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
    func dispatch(_ phase: TouchPhase, of touch: Touch, to view: View) throws {
        if phase == .began && fingersDown.count == 1 { try startSequence(hitView: view) }
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
            while let v = view, v.gestureRecognizers.isEmpty { view = v.superview }
            if view == nil { return }
        }
        var candidates: [GestureRecognizer] = []
        var view: View? = hitView
        while let v = view {
            candidates += v.gestureRecognizers.filter(\.isEnabled)
            view = v.superview
        }
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
        guard !candidates.isEmpty else { return }
        arena.recognizers = candidates
        arena.hitView = hitView
        emit(.gestureCandidates(candidates.map {
            GestureCandidate(recognizer: $0.id, view: $0.view.id, summary: world.strings.intern($0.summary))
        }), object: hitView.id)
        for r in candidates where !continuing.contains(where: { $0 === r }) {
            r.touches = [:]
        }
        for r in candidates { r.seen = [] }
    }

    /// Every touch has lifted: recognizers in a final state go back to possible; one still
    /// waiting (for another tap, or for a recognizer it requires to fail) stays.
    private func endSequence() {
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

    private func recognizersSee(_ phase: TouchPhase, _ touch: Touch) throws {
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
    private func delegate(of r: GestureRecognizer, implements selector: String) -> Bool {
        guard let slot = r.delegateSlot("delegate"), let delegate = simulator.delegation.liveDelegate(slot) else { return false }
        return delegate.respondsTo(world.selector(selector))
    }

    private func shouldReceive(_ r: GestureRecognizer, _ touch: Touch) throws -> Bool {
        guard delegate(of: r, implements: "gestureRecognizer:shouldReceiveTouch:") else { return true }
        let answer = try simulator.delegation.callDelegate("delegate", of: r, world.selector("gestureRecognizer:shouldReceiveTouch:"), argument: r,
                                      parameters: [("touch", .string("touch#\(touch.number)"))], defaultValue: .bool(true))
        if answer == .bool(false) {
            emitGesture(r, .touchIgnored, .shouldReceiveFalse(touch: touch.number))
            return false
        }
        return true
    }

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

    // MARK: - Deciding

    /// Leaving possible: began (continuous) or ended (discrete) — if nothing stops it.
    func recognize(_ r: GestureRecognizer, _ reason: GestureReason) throws {
        guard r.state == .possible else { return }
        let target: GestureRecognizer.State = r.isContinuous ? .began : .ended
        if let winner = r.requiresFailureOf.first(where: { [.began, .changed, .ended].contains($0.state) }) {
            return try fail(r, .requiredRecognized(winner.id))
        }
        if let reason = controlKeepsGesture(r) { return try fail(r, reason) }
        if let blocker = r.requiresFailureOf.first(where: { $0.state == .possible && isInArena($0) }) {
            r.pending = target
            emitGesture(r, .waiting, .waiting(reason, blocker: blocker.id))
            return
        }
        if try !shouldBegin(r) { return try fail(r, .shouldBeginFalse) }
        for other in arena.recognizers where other !== r && [.began, .changed, .ended].contains(other.state) {
            if try !simultaneous(r, other) { return try fail(r, .alreadyRecognized(other.id)) }
        }
        r.pending = nil
        setState(r, target, reason)
        // The view's touches are cancelled before the others fail: their failing must not
        // release held deliveries this recognition is about to cancel.
        if r.cancelsTouchesInView { try cancelViewTouches(for: r) }
        try fireActions(r)
        for other in arena.recognizers where other !== r && other.state == .possible {
            if other.requiresFailureOf.contains(where: { $0 === r }) {
                try fail(other, .requiredRecognized(r.id))
            } else if try !simultaneous(r, other) {
                try fail(other, .recognizedFirst(r.id))
            }
        }
    }

    private func isInArena(_ r: GestureRecognizer) -> Bool { arena.recognizers.contains { $0 === r } }

    func fail(_ r: GestureRecognizer, _ reason: GestureReason) throws {
        guard r.state == .possible else { return }
        if let token = r.timer { simulator.cancelScheduled(token); r.timer = nil }
        r.pending = nil
        setState(r, .failed, reason)
        // Recognizers that were waiting for this one to fail may now go ahead.
        for waiter in arena.recognizers where waiter.pending != nil && waiter.requiresFailureOf.contains(where: { $0 === r }) {
            guard waiter.requiresFailureOf.allSatisfy({ $0.state == .failed || !isInArena($0) }) else { continue }
            waiter.pending = nil
            try tracer.nested { try recognize(waiter, .requiredFailed(r.id)) }
        }
        try releaseHeldDeliveries()
    }

    /// Apple's exception: a control keeps its own default gesture from an ancestor's recognizer.
    private func controlKeepsGesture(_ r: GestureRecognizer) -> GestureReason? {
        guard let control = arena.hitView as? Control, r.view !== control else { return nil }
        switch (r, control) {
        case (let tap as TapGestureRecognizer, _) where tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1
            && (control is Button || control is Switch || control is Stepper || control is SegmentedControl):
            return .controlKeepsTap(control: control.id)
        case (let swipe as SwipeGestureRecognizer, is Slider) where swipe.direction == .left || swipe.direction == .right:
            return .sliderKeepsSwipe(control: control.id)
        case (is PanGestureRecognizer, is Switch):
            return .switchKeepsPan(control: control.id)
        default:
            return nil
        }
    }

    private func shouldBegin(_ r: GestureRecognizer) throws -> Bool {
        guard delegate(of: r, implements: "gestureRecognizerShouldBegin:") else { return true }
        return try simulator.delegation.callDelegate("delegate", of: r, world.selector("gestureRecognizerShouldBegin:"), argument: r,
                                defaultValue: .bool(true)) != .bool(false)
    }

    /// Both may recognize at once when either's delegate (or `simultaneous`) says so.
    private func simultaneous(_ a: GestureRecognizer, _ b: GestureRecognizer) throws -> Bool {
        if a.simultaneousWith.contains(b.id) || b.simultaneousWith.contains(a.id) { return true }
        for (r, other) in [(a, b), (b, a)] where delegate(of: r, implements: "gestureRecognizer:shouldRecognizeSimultaneouslyWithGestureRecognizer:") {
            let answer = try simulator.delegation.callDelegate("delegate", of: r, world.selector("gestureRecognizer:shouldRecognizeSimultaneouslyWithGestureRecognizer:"),
                                          argument: r, parameters: [("other", .object(other.id))], defaultValue: .bool(false))
            if answer == .bool(true) { return true }
        }
        return false
    }

    /// `enabled = false` mid-gesture cancels it (UIKit); a possible one just stops taking part.
    public func setEnabled(_ r: GestureRecognizer, _ enabled: Bool) throws {
        r.isEnabled = enabled
        guard !enabled else { return }
        if r.state == .began || r.state == .changed {
            setState(r, .cancelled, .disabled)
            try fireActions(r)
        } else if r.state == .possible, isInArena(r) {
            try fail(r, .disabled)
        }
    }

    // MARK: - Actions

    private func fireActions(_ r: GestureRecognizer) throws {
        try tracer.nested {
            for handler in r.handlers {
                switch handler {
                case .target(let target, let selector):
                    try simulator.actions.sendAction(selector, to: target.map(world.object), from: r)
                case .closure(let id):
                    try simulator.actions.run(world.closures[Int(id)], sender: r, touch: 0)
                }
            }
        }
    }

    // MARK: - The view's share of the touches

    private func deliverOrHold(_ phase: TouchPhase, _ touch: Touch) throws {
        guard let view = touch.viewID.map(world.object) as? View else { return }
        if arena.viewCancelled.contains(touch.number) { return }
        let heldAlready = arena.held.contains { $0.touch == touch.number }
        if heldAlready || holdsBack(phase, touch) {
            if !heldAlready || phase == .ended {
                emitGesture(nil, .touchesHeld, .delivery(phase, held: view.id, by: possibleRecognizers), touch: touch.number)
            }
            arena.held.append((phase, touch.number))
            return
        }
        try deliverNow(phase, touch.number, to: view)
    }

    private func deliverNow(_ phase: TouchPhase, _ number: Int32, to view: View) throws {
        guard let touch = arena.touches[number] ?? fingersDown.values.first(where: { $0.number == number }) else { return }
        if phase == .began { arena.viewBegan.insert(number) }
        if phase == .ended || phase == .cancelled { arena.viewEnded.insert(number) }
        try simulator.touches.deliver(phase, of: touch, to: view)
    }

    /// Held while a recognizer that receives this touch may still recognize and asks for it.
    private func holdsBack(_ phase: TouchPhase, _ touch: Touch) -> Bool {
        arena.recognizers.contains { r in
            r.state == .possible && r.isEnabled && r.seen.contains(touch.number) &&
            (phase == .began && r.delaysTouchesBegan || phase == .ended && r.delaysTouchesEnded && mayStillRecognize(r))
        }
    }

    /// A recognizer "may still recognize" after this touch lifts when it waits for more (a
    /// multi-tap) — not when the lift is its last chance (it decides right here).
    private func mayStillRecognize(_ r: GestureRecognizer) -> Bool {
        if let tap = r as? TapGestureRecognizer { return tap.tapsSoFar > 0 && tap.tapsSoFar < tap.numberOfTapsRequired || tap.pending != nil }
        return r.pending != nil
    }

    /// The recognizers that may still recognize, holding the view's deliveries back.
    private var possibleRecognizers: [SimObject.ID] { arena.recognizers.filter { $0.state == .possible }.map(\.id) }

    /// Delivers what was held once no recognizer holding it may still recognize.
    private func releaseHeldDeliveries() throws {
        guard !arena.held.isEmpty else { return }
        var still: [(phase: TouchPhase, touch: Int32)] = []
        for item in arena.held {
            guard let touch = arena.touches[item.touch], let view = touch.viewID.map(world.object) as? View else { continue }
            if arena.viewCancelled.contains(item.touch) { continue }
            if still.contains(where: { $0.touch == item.touch }) || holdsBack(item.phase, touch) { still.append(item); continue }
            try tracer.nested { try deliverNow(item.phase, item.touch, to: view) }
        }
        arena.held = still
        if still.isEmpty && arena.recognizers.isEmpty { arena = Sequence() }
    }

    /// cancelsTouchesInView: the view's touches that began and have not ended are cancelled;
    /// held deliveries for them are dropped.
    private func cancelViewTouches(for r: GestureRecognizer) throws {
        var toCancel: [Touch] = []
        for number in arena.touches.keys.sorted() where !arena.viewCancelled.contains(number) {
            arena.viewCancelled.insert(number)
            arena.held.removeAll { $0.touch == number }
            guard arena.viewBegan.contains(number), !arena.viewEnded.contains(number), let touch = arena.touches[number] else { continue }
            arena.viewEnded.insert(number)
            toCancel.append(touch)
        }
        guard !toCancel.isEmpty else { return }
        let views = toCancel.compactMap(\.viewID).uniqued()
        try tracer.nested {
            emitGesture(r, .touchesCancelledForView, .cancelsTouches(of: views))
            for touch in toCancel {
                guard let view = touch.viewID.map(world.object) as? View else { continue }
                var cancelled = touch
                cancelled.phase = .cancelled
                try tracer.nested { try simulator.touches.deliver(.cancelled, of: cancelled, to: view) }
            }
        }
    }

    // MARK: - Tracing

    private func setState(_ r: GestureRecognizer, _ state: GestureRecognizer.State, _ reason: GestureReason) {
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
