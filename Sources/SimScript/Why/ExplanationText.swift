import SimCore

/// `why`'s answer in words: whether the handler ran in the last interaction; when it did, the
/// chain of decisions that led to each run; when it did not, the first decision that kept it
/// from running — with the object path and a concrete fix written in the `.sim` language (which
/// is why this lives with the language, not in the engine).
struct ExplanationText {
    let names: NameTable
    let graph: SceneGraph
    /// The virtual time now, for "wait until then".
    let now: Int64
    private let words: TextTraceRenderer

    init(names: NameTable, graph: SceneGraph, now: Int64) {
        self.names = names
        self.graph = graph
        self.now = now
        words = TextTraceRenderer(names: names, writeBytes: { _ in })
    }

    /// `subject` is what the handler is called in the question (`home.didTapSave:`, `closure greet`).
    func text(_ e: Explanation, subject: String) -> String {
        let interaction = e.interaction.map { " (" + words.words(for: $0) + ")" } ?? ""
        switch e.verdict {
        case .ran(let runs):
            var lines = ["\(subject) ran \(times(runs.count)) in the last interaction\(interaction):"]
            for (i, run) in runs.enumerated() {
                lines.append("  \(i + 1). \(words.words(for: run.event))")
                for cause in run.causes { lines.append("       because \(words.words(for: cause))") }
                if let stale = run.stale {
                    lines.append("     STALE: it was attached for \(row(stale.row)) but the cell now shows \(stale.other.map(row) ?? "no row")")
                    lines.append("     fix: in cellForRow, capture the row's data where the handler is attached; reattach it on every configure (one closure per identifier or property), or remove it in prepareForReuse")
                }
                if let replaced = run.replaced {
                    lines.append("     it replaced \(closure(replaced)), which no longer runs")
                }
            }
            return lines.joined(separator: "\n")
        case .didNotRun(let cause):
            let (why, fix) = describe(cause, subject: subject)
            var lines = ["\(subject) did not run in the last interaction\(interaction):", "  " + why]
            if let fix { lines.append("  fix: " + fix) }
            return lines.joined(separator: "\n")
        }
    }

    /// The first decision in words, and a fix when there is one.
    private func describe(_ cause: WhyCause, subject: String) -> (String, String?) {
        switch cause {
        case .noInteraction:
            return ("nothing has happened yet (since the start, or the last `trace clear`)", "drive the scene first, e.g. `tap NAME`")
        case .notWired:
            return ("nothing sends it: no control, gesture recognizer, timer, alert or delegate property is wired to it",
                    "wire it, e.g. `addTarget CONTROL TARGET ACTION for touchUpInside`")
        case .notImplemented(let target, let selector):
            return ("\(name(target)) has no method \(names.selector(selector)), so there is nothing to run (an optional protocol method it does not implement is skipped)",
                    "method \(name(target)) \(names.selector(selector)) { … }")
        case .notTouched(let control, let touched):
            return ("the last interaction did not touch \(path(control))" + (touched.map { "; it touched \(name($0))" } ?? ""),
                    "tap \(name(control))")
        case .hitElsewhere(let view, let hit, let point, let reason):
            return hitElsewhere(view, hit: hit, point: point, reason)
        case .controlDisabled(let control):
            return ("\(path(control)) is disabled (isEnabled is false): a disabled control does not track touches and sends no actions",
                    "set \(name(control)).enabled = true")
        case .liftedOutside(let control, let point, let margin):
            return ("the finger lifted at \(point), outside \(name(control))'s tracking area (its bounds grown by \(formatNumber(margin)) pt), so it sent touchUpOutside, not touchUpInside",
                    "lift inside the control, or register the handler for touchUpOutside too")
        case .otherEventsSent(let control, let sent, let registered):
            if registered.isEmpty { return ("\(name(control)) sent the events, but the handler was not run", nil) }
            let what = sent.isEmpty ? "no control events" : sent.name
            return ("\(name(control)) sent \(what); the handler is registered for \(registered.name)",
                    sent.isEmpty ? nil : "register it for the event that was sent, e.g. `for \(firstEvent(sent))`")
        case .fingerStillDown(let control):
            return ("the finger is still down on \(name(control)): touchUpInside is sent when it lifts", "touch up")
        case .touchCancelledByRecognizer(let control, let recognizer):
            return ("\(name(recognizer)) recognized and cancelled \(name(control))'s touch (cancelsTouchesInView is true), so \(name(control)) sent touchCancel instead of touchUpInside",
                    "set \(name(recognizer)).cancelsTouchesInView = false, or make it require a failure first (require \(name(recognizer)) toFail …)")
        case .touchHeldByRecognizers(let view, let recognizers):
            return ("\(name(view))'s touches are held back while \(list(recognizers)) may still recognize (delaysTouchesBegan / delaysTouchesEnded)",
                    "wait for them to decide (e.g. `wait 0.5s`), or set \(name(recognizers[0])).delaysTouchesEnded = false")
        case .recognizerFailed(let recognizer, let reason):
            return ("\(name(recognizer)) failed: \(reason.text(names)); a recognizer's actions run only when it recognizes",
                    "`arena` shows what each recognizer decided, and when")
        case .recognizerWaiting(let recognizer, let blocker):
            return ("\(name(recognizer)) recognized but waits for \(name(blocker)) to fail first (require \(name(recognizer)) toFail \(name(blocker)))",
                    "let \(name(blocker)) fail: `wait 0.5s` (a double tap's second tap does not come)")
        case .recognizerNotTouched(let recognizer, let isEnabled):
            if !isEnabled { return ("\(name(recognizer)) is disabled", "set \(name(recognizer)).enabled = true") }
            return ("no touch of the last interaction reached \(name(recognizer))'s view", "touch inside the view it is attached to")
        case .targetReleased(let target):
            return ("the target \(name(target)) was released: controls hold their targets weakly, so the action is skipped",
                    "keep \(name(target)) alive (do not release it), or make a living object the target")
        case .freed(let object):
            return ("\(name(object)) was freed: nothing held it any more (a view removed from its superview, a controller dismissed), so nothing can reach it",
                    "keep it alive: leave it in the hierarchy, or hold it, e.g. `let keep = \(name(object))`")
        case .unrecognizedSelector(let target):
            return ("\(name(target)) does not implement the action: \(names.platform) would crash with \"unrecognized selector\"",
                    "define the method on \(name(target))")
        case .nilTargetUnhandled(let selector, let asked):
            return ("\(names.selector(selector)) was sent to a nil target and no responder in the chain could perform it: asked " +
                    asked.map { "\(name($0)) (no)" }.joined(separator: ", "),
                    "implement \(names.selector(selector)) on a responder in that chain, e.g. `method \(asked.dropFirst().first.map(name) ?? "home") \(names.selector(selector)) { … }`")
        case .handledByOther(let selector, let by):
            return ("\(names.selector(selector)) went up the responder chain and \(name(by)) performed it first: the walk stops at the first responder that can",
                    "remove \(names.selector(selector)) from \(name(by)), or send it to a target explicitly")
        case .notOnSearchPath(let selector, let object, let by, let asked):
            let outcome = by.map { "\(name($0)) performed it" } ?? "nobody could perform it"
            return ("\(names.selector(selector)) went to NSApp's search, which starts at the key window's first responder, not at the sender, and never reached \(name(object)): it asked " +
                    asked.map(name).joined(separator: ", ") + "; \(outcome)",
                    "make a view inside \(name(object))'s hierarchy first responder before the click (or its window the key window), or give the control \(name(object)) as its target")
        case .delegateNil(let owner, let slot):
            return ("\(name(owner)).\(names.string(slot)) is nil, so \(name(owner)).\(names.string(slot))?.… does nothing",
                    "set \(name(owner)).\(names.string(slot)) = OBJECT")
        case .delegateReleased(let owner, let slot, let delegate):
            return ("\(name(owner)).\(names.string(slot)) was \(name(delegate)), which was released: the weak reference reads nil",
                    "keep \(name(delegate)) alive: the delegate property is weak, so something else must hold it strongly (do not release it)")
        case .delegateReplacedByProxy(let owner, let slot, let proxy):
            return ("a block handler set \(name(owner)).\(names.string(slot)) to \(name(proxy)) (the hidden proxy that calls the blocks), replacing the delegate you set: it gets no more delegate calls",
                    "use the block instead, or do not set a block on \(name(owner))")
        case .delegateIsOther(let owner, let slot, let delegate):
            return ("\(name(owner)).\(names.string(slot)) is \(name(delegate)), so the call went there", "set \(name(owner)).\(names.string(slot)) to the object you mean")
        case .delegateNotCalled(let owner, let slot):
            let delegate = subject.split(separator: ".").dropLast().joined(separator: ".")
            return ("\(delegate) is \(name(owner)).\(slot), but the last interaction called nothing through it",
                    "call it from the handler that should forward: `call self.\(slot) SELECTOR` in \(name(owner))'s method")
        case .closureRemoved(let control):
            return ("the closure was removed from \(name(control))", "add it again (`addAction \(name(control)) for EVENTS { … }`), or do not remove it")
        case .closureReplaced(let control, let by):
            return ("the closure on \(name(control)) was replaced by \(closure(by)) (the same identifier, or the property set again): only the newest runs",
                    "give each UIAction its own identifier, or do both things in one closure")
        case .timerInvalidated(let timer, let firings):
            return ("the timer \(name(timer)) was invalidated after \(times(Int(firings), word: "firing")): it fires no more",
                    "schedule a new timer (an invalidated timer cannot be restarted), or do not invalidate it")
        case .timerNotDue(let timer, let fireDate):
            return ("the timer \(name(timer)) is valid but not due: it fires at \(VirtualClock.format(fireDate))s",
                    "wait until then: `wait \(VirtualClock.format(fireDate - now))s`")
        }
    }

    private func hitElsewhere(_ view: SimObject.ID, hit: SimObject.ID?, point: Point, _ reason: HitElsewhere) -> (String, String?) {
        let landed = "the touch at \(point) hit " + (hit.map(path) ?? "no view") + ", not \(name(view))"
        switch reason {
        case .hidden(let v):
            return ("\(landed): \(name(v)) is hidden (isHidden is true), so hit-testing skips it with its subviews", "set \(name(v)).hidden = false")
        case .transparent(let v):
            return ("\(landed): \(name(v))'s alpha is below 0.01, so hit-testing skips it with its subviews", "set \(name(v)).alpha = 1")
        case .interactionDisabled(let v):
            let inside = v == view ? "" : " (\(name(view)) is inside it)"
            return ("\(landed): \(name(v)) has isUserInteractionEnabled false\(inside), so hit-testing skips it with its subviews",
                    "set \(name(v)).userInteractionEnabled = true")
        case .outsideSuperview(let v):
            return ("\(landed): \(name(v)) lies outside its superview's bounds there, and a view cannot be hit outside its superview (clipsToBounds does not matter)",
                    "move \(name(v)) inside its superview (set \(name(v)).frame = …), or make the superview larger")
        case .coveredBy(let front):
            // The sibling of `front` that holds the view (the view itself, or an ancestor) is what
            // has to move in front.
            let behind = graph.ancestry(of: view).first { graph.superview(of: $0) == graph.superview(of: front) } ?? view
            return ("\(landed): \(name(front)) is in front of it and covers the point",
                    "set \(name(front)).userInteractionEnabled = false (touches then pass through it), bringToFront \(name(behind)), or remove \(name(front))")
        case .notUnderTouch(let frame):
            return ("\(landed): the point is not on \(name(view)), whose frame in the window is \(frame)", "tap \(name(view))")
        case .otherWindow(let window):
            guard let window else { return ("\(name(view)) is in no window, so no touch can reach it", "add it to a view in a window") }
            return ("\(landed): \(name(view)) is in the window \(name(window)), and a touch goes to the front-most window at its point (the highest windowLevel, then the one created last)",
                    "hide the window in front there (`set WINDOW.hidden = true`), or raise \(name(window)): `set \(name(window)).windowLevel = 1`")
        }
    }

    private func name(_ id: SimObject.ID) -> String { names.name(id) }

    /// `card (main/home.view/card)` for a view, the name alone for anything else.
    private func path(_ id: SimObject.ID) -> String {
        let ancestry = graph.ancestry(of: id)
        guard graph.node(id).view != nil, ancestry.count > 1 else { return name(id) }
        return "\(name(id)) [\(ancestry.reversed().map(name).joined(separator: "/"))]"
    }

    private func list(_ ids: [SimObject.ID]) -> String { ids.map(name).joined(separator: ", ") }

    private func closure(_ id: Int32) -> String {
        let c = names.closure(id)
        return c.displayName + (c.definedAt.map { " (\($0.fileAndLine))" } ?? "")
    }

    private func row(_ p: RowPosition) -> String { p.sectioned ? "row \(p.row) in section \(p.section)" : "row \(p.flat)" }

    private func firstEvent(_ events: ControlEvents) -> String {
        ControlEvents.singles.first { events.contains($0.event) }?.name ?? events.name
    }

    private func times(_ n: Int, word: String = "") -> String {
        if word.isEmpty { return n == 1 ? "once" : n == 2 ? "twice" : "\(n) times" }
        return n == 1 ? "1 \(word)" : "\(n) \(word)s"
    }
}
