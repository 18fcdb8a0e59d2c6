/// The view's share of a touch while recognizers are in play: each phase is delivered to the hit
/// view after the recognizers saw it — unless a recognizer holds it back (delaysTouchesBegan,
/// delaysTouchesEnded) or cancels it (cancelsTouchesInView).
extension GestureArena {
    func deliverOrHold(_ phase: TouchPhase, _ touch: Touch) throws {
        guard let view = touch.viewID.map(world.object) as? View else { return }
        if arena.viewCancelled.contains(touch.number) { return }
        // The scroll view already said it holds the touch; its began comes with the current
        // location when it passes the touch on, so the moves before that are not replayed.
        if phase == .began || phase == .moved, arena.contentDelayed.contains(touch.number) { return }
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

    /// Held while a scroll view delays the content's touchesBegan, or a recognizer that receives
    /// this touch may still recognize and asks for it.
    private func holdsBack(_ phase: TouchPhase, _ touch: Touch) -> Bool {
        if phase == .began, !arena.contentDelayed.isEmpty, arena.contentDelayed.contains(touch.number) { return true }
        return arena.recognizers.contains { r in
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
    func releaseHeldDeliveries() throws {
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

    /// The scroll view passes a delayed touch on to its content (the delay passed, or the finger
    /// lifted first): its touchesBegan goes now, unless a recognizer still holds it or cancelled it.
    func releaseContent(_ number: Int32) throws {
        arena.contentDelayed.remove(number)
        try releaseHeldDeliveries()
    }

    /// The touch became a scroll: the scroll view's pan recognized. The content never sees the
    /// touch (it was still delayed) or gets touchesCancelled (`contentHadIt`: touchesShouldCancel
    /// said yes), and nothing more of it; recognizers still possible fail (UIKit: one recognizes,
    /// the others fail).
    func scrollBegan(_ touch: Touch, content view: View, by scrollView: View, contentHadIt: Bool) throws {
        let number = touch.number
        arena.contentDelayed.remove(number)
        arena.held.removeAll { $0.touch == number }
        guard arena.isActive else {
            arena = Sequence()
            if contentHadIt { try deliverCancelled(touch, to: view) }
            return
        }
        arena.viewCancelled.insert(number)
        if contentHadIt, arena.viewBegan.contains(number), !arena.viewEnded.contains(number) {
            arena.viewEnded.insert(number)
            try deliverCancelled(touch, to: view)
        }
        for r in arena.recognizers where r.state == .possible { try fail(r, .scrollViewScrolled(scrollView.id)) }
    }

    /// The last phase of a touch that scrolled: the recognizers see it and their sequence ends;
    /// the content has no part in it any more.
    func scrollEnded(_ phase: TouchPhase, of touch: Touch) throws {
        guard arena.isActive else { return }
        arena.touches[touch.number] = touch
        try recognizersSee(phase, touch)
        if fingersDown.isEmpty { endSequence() }
    }

    private func deliverCancelled(_ touch: Touch, to view: View) throws {
        var cancelled = touch
        cancelled.phase = .cancelled
        try simulator.touches.deliver(.cancelled, of: cancelled, to: view)
    }

    /// cancelsTouchesInView: the view's touches that began and have not ended are cancelled;
    /// held deliveries for them are dropped. Only the touches of the gesture — those that began
    /// in the recognizer's view (a recognizer never receives a touch that began elsewhere): a
    /// second finger on a sibling view keeps its touch.
    func cancelViewTouches(for r: GestureRecognizer) throws {
        var toCancel: [Touch] = []
        for number in arena.touches.keys.sorted() where !arena.viewCancelled.contains(number) {
            if let hit = arena.touches[number]?.viewID.map(world.object) as? View, hit !== r.view, !hit.isDescendant(of: r.view) { continue }
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

}
