/// How the arena decides: who may recognize, who must wait or fail, and what a recognizer's
/// delegate (or `simultaneous`) allows — and the actions a recognized gesture fires. (UIKit's
/// rules, from Apple's UIGestureRecognizer pages; see GestureArena.swift.)
extension GestureArena {
    // MARK: - Deciding

    /// Leaving possible: began (continuous) or ended (discrete) — if nothing stops it.
    func recognize(_ r: GestureRecognizer, _ reason: GestureReason) throws {
        guard r.state == .possible else { return }
        let target: GestureRecognizer.State = r.isContinuous ? .began : .ended
        let blockers = self.blockers(of: r)
        if let winner = blockers.first(where: { [.began, .changed, .ended].contains($0.state) }) {
            return try fail(r, .requiredRecognized(winner.id))
        }
        if let reason = controlKeepsGesture(r) { return try fail(r, reason) }
        if let blocker = blockers.first(where: { $0.state == .possible && isInArena($0) }) {
            r.pending = target
            emitGesture(r, .waiting, .waiting(reason, blocker: blocker.id))
            return
        }
        if try !shouldBegin(r) { return try fail(r, .shouldBeginFalse) }
        if let view = try viewRefuses(r) { return try fail(r, .viewRefused(view.id)) }
        for other in arena.recognizers where other !== r && [.began, .changed, .ended].contains(other.state) && competes(r, other) {
            if try !simultaneous(r, other) { return try fail(r, .alreadyRecognized(other.id)) }
        }
        r.pending = nil
        setState(r, target, reason)
        // The view's touches are cancelled before the others fail: their failing must not
        // release held deliveries this recognition is about to cancel.
        if r.cancelsTouchesInView { try cancelViewTouches(for: r) }
        try fireActions(r)
        for other in arena.recognizers where other !== r && other.state == .possible {
            if self.blockers(of: other).contains(where: { $0 === r }) {
                try fail(other, .requiredRecognized(r.id))
            } else if competes(r, other), try !simultaneous(r, other) {
                try fail(other, .recognizedFirst(r.id))
            }
        }
    }

    private func isInArena(_ r: GestureRecognizer) -> Bool { arena.recognizers.contains { $0 === r } }

    /// Whether one recognizer's recognition blocks the other: unless both have touches and they
    /// share none (`config exclusionAcrossTouches` false, the default) — fingers on separate
    /// views are separate gestures.
    private func competes(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        config.exclusionAcrossTouches || a.seen.isEmpty || b.seen.isEmpty || !a.seen.isDisjoint(with: b.seen)
    }

    /// The recognizers `r` must see fail before it may recognize: its own `require(toFail:)`
    /// list, and what the delegates said for this sequence (`askFailureRequirements`).
    func blockers(of r: GestureRecognizer) -> [GestureRecognizer] {
        guard !arena.requirements.isEmpty else { return r.requiresFailureOf }
        return r.requiresFailureOf + arena.requirements.filter { $0.waiter === r }.map(\.blocker)
    }

    /// gestureRecognizer(_:shouldRequireFailureOf:) and (_:shouldBeRequiredToFailBy:), asked of
    /// each candidate's delegate about each other candidate, once per touch sequence (Apple:
    /// "called once per attempt to recognize, so failure requirements can be determined
    /// lazily"). A yes makes the first wait for the other's failure (the second: the other wait
    /// for it) in this sequence only. A pair that would wait for each other is not added the
    /// second time: each would wait for ever. `joining`: the recognizers new to the arena; only
    /// pairs with one of them are asked (a later finger's candidates meet the others once).
    func askFailureRequirements(joining: [GestureRecognizer]) throws {
        let requireSelector = "gestureRecognizer:shouldRequireFailureOfGestureRecognizer:"
        let requiredBySelector = "gestureRecognizer:shouldBeRequiredToFailByGestureRecognizer:"
        let askers = arena.recognizers.filter { delegate(of: $0, implements: requireSelector) || delegate(of: $0, implements: requiredBySelector) }
        for r in askers {
            let isNew = joining.contains { $0 === r }
            for other in arena.recognizers where other !== r && (isNew || joining.contains { $0 === other }) {
                for (selector, waits) in [(requireSelector, true), (requiredBySelector, false)] where delegate(of: r, implements: selector) {
                    let answer = try simulator.delegation.callDelegate("delegate", of: r, world.selector(selector), argument: r,
                                                                       parameters: [("other", .object(other.id))], defaultValue: .bool(false))
                    guard answer == .bool(true) else { continue }
                    let (waiter, blocker) = waits ? (r, other) : (other, r)
                    if blockers(of: blocker).contains(where: { $0 === waiter }) || blockers(of: waiter).contains(where: { $0 === blocker }) { continue }
                    arena.requirements.append((waiter, blocker))
                    blocker.mayHaveWaiters = true
                }
            }
        }
    }

    func fail(_ r: GestureRecognizer, _ reason: GestureReason) throws {
        guard r.state == .possible else { return }
        if let token = r.timer { simulator.cancelScheduled(token); r.timer = nil }
        r.pending = nil
        setState(r, .failed, reason)
        // Recognizers that were waiting for this one to fail may now go ahead (only those that
        // require it to fail can be, so without any the scan is skipped: see `mayHaveWaiters`).
        if r.mayHaveWaiters {
            for waiter in arena.recognizers where waiter.pending != nil && blockers(of: waiter).contains(where: { $0 === r }) {
                guard blockers(of: waiter).allSatisfy({ $0.state == .failed || !isInArena($0) }) else { continue }
                waiter.pending = nil
                try tracer.nested { try recognize(waiter, .requiredFailed(r.id)) }
            }
        }
        try releaseHeldDeliveries()
    }

    /// Apple's exception: a control keeps its own default gesture from an ancestor's recognizer.
    private func controlKeepsGesture(_ r: GestureRecognizer) -> GestureReason? {
        // A disabled control "ignores touch events" (UIControl.isEnabled), so it has no tap to keep.
        guard let control = hitView(for: r) as? Control, control.isEnabled, r.view !== control else { return nil }
        // Which gestures a control keeps is its class's (Apple's list, in its descriptor).
        let keeps = control.descriptor.keeps
        guard !keeps.isEmpty else { return nil }
        switch r {
        case let tap as TapGestureRecognizer where tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1 && keeps.contains(.singleTap):
            return .controlKeepsTap(control: control.id)
        case let swipe as SwipeGestureRecognizer where (swipe.direction == .left || swipe.direction == .right) && keeps.contains(.horizontalSwipe):
            return .sliderKeepsSwipe(control: control.id)
        case is PanGestureRecognizer where keeps.contains(.pan):
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

    /// UIView.gestureRecognizerShouldBegin(_:): the touched view, overriding it (a script method,
    /// with `gestureRecognizer`), may refuse a recognizer of an ancestor, as UIControl does for
    /// its superviews' taps (https://developer.apple.com/documentation/uikit/uiview/gesturerecognizershouldbegin(_:)).
    /// The recognizer's own view is not asked.
    private func viewRefuses(_ r: GestureRecognizer) throws -> View? {
        guard let hit = hitView(for: r), hit !== r.view, !hit.methods.isEmpty else { return nil }
        let answer = try simulator.actions.askOverride(hit, "gestureRecognizerShouldBegin:", sender: r, parameters: [("gestureRecognizer", .object(r.id))],
                                                       byDefault: true, announce: .gesture(.asksView, reason: .viewAsked(r.id)))
        return answer == false ? hit : nil
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

    func fireActions(_ r: GestureRecognizer) throws {
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

    // MARK: - Asking the delegate

    func delegate(of r: GestureRecognizer, implements selector: String) -> Bool {
        guard let slot = r.delegateSlot("delegate"), let delegate = simulator.delegation.liveDelegate(slot) else { return false }
        return delegate.respondsTo(world.selector(selector))
    }

    func shouldReceive(_ r: GestureRecognizer, _ touch: Touch) throws -> Bool {
        guard delegate(of: r, implements: "gestureRecognizer:shouldReceiveTouch:") else { return true }
        let answer = try simulator.delegation.callDelegate("delegate", of: r, world.selector("gestureRecognizer:shouldReceiveTouch:"), argument: r,
                                      parameters: [("touch", .string("touch#\(touch.number)")),
                                                   // UITouch.view: the view the touch hit, which is
                                                   // what a delegate usually decides by.
                                                   ("view", touch.viewID.map(Value.object) ?? .null)],
                                      defaultValue: .bool(true))
        if answer == .bool(false) {
            emitGesture(r, .touchIgnored, .shouldReceiveFalse(touch: touch.number))
            return false
        }
        return true
    }
}
