import SimCore
import SimRendering

/// `why`'s answer in words: whether the handler ran in the last interaction; when it did, the
/// chain of decisions that led to each run; when it did not, the first decision that kept it
/// from running — with the object path and a concrete fix written in the `.sim` language (which
/// is why this lives with the language, not in the engine).
struct ExplanationText {
    let names: NameTable
    let graph: SceneGraph
    /// The virtual time now, for "wait until then".
    let now: Int64
    /// Set: the fix lines are withheld (an exercise), each replaced by how to ask for them.
    let withholdingFixes: String?
    private let words: TextTraceRenderer

    init(names: NameTable, graph: SceneGraph, now: Int64, withholdingFixes: String? = nil) {
        self.names = names
        self.graph = graph
        self.now = now
        self.withholdingFixes = withholdingFixes
        words = TextTraceRenderer(names: names, writeBytes: { _ in })
    }

    /// `label` is what the handler is called in the question (`home.didTapSave:`, `closure greet`).
    func text(_ e: Explanation, subject label: String) -> String {
        let interaction = e.interaction.map { " (" + words.words(for: $0) + ")" } ?? ""
        switch e.verdict {
        case .ran(let runs):
            var lines = ["\(label) ran \(times(runs.count)) in the last interaction\(interaction):"]
            for (i, run) in runs.enumerated() {
                lines.append("  \(i + 1). \(words.words(for: run.event))")
                for cause in run.causes { lines.append("       because \(words.words(for: cause))") }
                if let stale = run.stale {
                    lines.append("     STALE: \(staleChange(stale))")
                    lines.append("     " + fixLine("in cellForRow, capture the row's data where the handler is attached; reattach it on every configure (one closure per identifier or property), or remove it in prepareForReuse"))
                }
                if let replaced = run.replaced {
                    lines.append("     it replaced \(closure(replaced)), which no longer runs")
                }
                if let trap = run.trap, case .trapped(let message, let location) = trap.payload {
                    lines.append("     it stopped at a trap: \(names.string(message)) at \(names.string(location)) (on a device the app would crash)")
                }
            }
            return lines.joined(separator: "\n")
        case .didNotRun(let cause):
            let (why, fix) = describe(cause, e.subject, label: label)
            var lines = ["\(label) did not run in the last interaction\(interaction):", "  " + why]
            if let fix, !fix.text.isEmpty { lines.append("  " + fixLine(fix.text)) }
            return lines.joined(separator: "\n")
        }
    }

    /// `fix: TEXT`, or in its place how to ask for it when fixes are withheld.
    private func fixLine(_ text: String) -> String {
        withholdingFixes.map { Diagnostic.fixWithheld(askWith: $0) } ?? "fix: " + text
    }

    /// Why hit-testing skips `v` whatever the point, and the `set` that stops it.
    private func skipped(_ v: SimObject.ID, _ reason: View.SkipReason) -> (String, String) {
        switch reason {
        case .hidden: return ("\(name(v)) is hidden (isHidden is true)", "set \(name(v)).hidden = false")
        case .transparent: return ("\(name(v))'s alpha is below 0.01", "set \(name(v)).alpha = 1")
        default: return ("\(name(v)) has isUserInteractionEnabled false", "set \(name(v)).userInteractionEnabled = true")
        }
    }

    /// The command that presses a view: `tap` with a finger, `click` with AppKit's mouse.
    private var press: String { graph.isAppKit ? "click" : "tap" }

    /// The fix `why` prints for a handler that did not run, as steps (nil: it ran, or no fix).
    func fix(_ e: Explanation, label: String) -> Fix? {
        guard case .didNotRun(let cause) = e.verdict else { return nil }
        return describe(cause, e.subject, label: label).1
    }

    /// What went wrong for a reused cell's closure: the cell shows another row now, or the same
    /// row again after a reuse (a newer configuration of the cell than the closure's).
    private func staleChange(_ stale: CellChange) -> String {
        let attached = "it was attached for \(row(stale.row))"
        guard let other = stale.other else { return attached + " but the cell now shows no row" }
        if other.flat == stale.row.flat {
            return attached + " by an earlier configuration of the cell, which has been reused since (it shows \(row(other)) again, configured anew)"
        }
        return attached + " but the cell now shows \(row(other))"
    }

    /// The first decision in words, and a fix when there is one.
    private func describe(_ cause: WhyCause, _ subject: WhySubject, label: String) -> (String, Fix?) {
        switch cause {
        case .noInteraction:
            return ("nothing has happened yet (since the start, or the last `trace clear`)", Fix(advice: "drive the scene first, e.g. `tap NAME`"))
        case .notWired:
            return ("nothing sends it: no control, gesture recognizer, timer, alert or delegate property is wired to it",
                    Fix(advice: "wire it, e.g. `addTarget CONTROL TARGET ACTION for touchUpInside`"))
        case .notImplemented(let target, let selector):
            return ("\(name(target)) has no method \(names.selector(selector)), so there is nothing to run (an optional protocol method it does not implement is skipped)",
                    Fix(.before("method \(name(target)) \(names.selector(selector)) { }", "with its body")))
        case .notTouched(let control, let touched):
            return ("the last interaction did not touch \(path(control))" + (touched.map { "; it touched \(name($0))" } ?? ""),
                    Fix(.now("\(press) \(name(control))")))
        case .hitElsewhere(let view, let hit, let point, let reason):
            return hitElsewhere(view, hit: hit, point: point, reason)
        case .controlDisabled(let control):
            return ("\(path(control)) is disabled (isEnabled is false): a disabled control does not track touches and sends no actions",
                    Fix(.before("set \(name(control)).enabled = true")))
        case .liftedOutside(let control, let point, let margin):
            var fix = Fix(.now("\(press) \(name(control))", "lift inside the control"))
            if let register = addTarget(subject, on: control, for: "touchUpOutside") { fix.steps.append(.before(register, "run it on touchUpOutside too")) }
            return ("the finger lifted at \(point), outside \(name(control))'s tracking area (its bounds grown by \(formatNumber(margin)) pt), so it sent touchUpOutside, not touchUpInside", fix)
        case .otherEventsSent(let control, let sent, let registered):
            if registered.isEmpty { return ("\(name(control)) sent the events, but the handler was not run", nil) }
            let what = sent.isEmpty ? "no control events" : sent.name
            let event = sent.isEmpty ? nil : firstEvent(sent)
            return ("\(name(control)) sent \(what); the handler is registered for \(registered.name)",
                    event.map { event in
                        addTarget(subject, on: control, for: event).map { Fix(.before($0, "register it for an event that was sent")) }
                            ?? Fix(advice: "register it for the event that was sent, e.g. `for \(event)`")
                    })
        case .touchesCancelledForView(let view, let recognizer):
            return ("\(name(recognizer)) recognized and cancelled \(name(view))'s touches (cancelsTouchesInView is true): \(name(view)) got touchesCancelled instead",
                    Fix(.before("set \(name(recognizer)).cancelsTouchesInView = false", "the recognizer still acts, and the view's touches go on")))
        case .scrolledInstead(let control, let scrollView, let hadIt):
            let how = hadIt ? "took the touch from \(name(control)), which got touchesCancelled (touchesShouldCancel(in:) is true)"
                            : "took the touch before \(name(control)) saw it (delaysContentTouches held it back)"
            return ("the finger moved far enough to scroll (config scrollThreshold): \(name(scrollView)) scrolled and \(how)",
                    Fix(advice: hadIt ? "a tap without a drag; or let \(name(control)) keep a touch that moves: set \(name(scrollView)).canCancelContentTouches = false"
                                      : "a tap without a drag; or set \(name(scrollView)).delaysContentTouches = false, so \(name(control)) sees the touch at once"))
        case .contextMenuTookTouch(let control, let view):
            return ("the finger stayed down long enough for \(name(view))'s context menu to show (config contextMenuDelay), and the menu took the touch: \(name(control)) sent touchCancel instead of touchUpInside",
                    Fix(advice: "a tap lifts sooner; or give \(name(control)) its own context menu instead of \(name(view))'s, or none"))
        case .fingerStillDown(let control):
            return ("the finger is still down on \(name(control)): touchUpInside is sent when it lifts", Fix(.now("touch up")))
        case .touchCancelledByRecognizer(let control, let recognizer):
            return ("\(name(recognizer)) recognized and cancelled \(name(control))'s touch (cancelsTouchesInView is true), so \(name(control)) sent touchCancel instead of touchUpInside",
                    Fix(.before("set \(name(recognizer)).cancelsTouchesInView = false", "the recognizer still acts, and the touch goes on")))
        case .touchHeldByRecognizers(let view, let recognizers):
            return ("\(name(view))'s touches are held back while \(list(recognizers)) may still recognize (delaysTouchesBegan / delaysTouchesEnded)",
                    Fix(.now("wait 0.5s", "let them decide"), .before("set \(name(recognizers[0])).delaysTouchesEnded = false")))
        case .recognizerFailed(let recognizer, let reason):
            return ("\(name(recognizer)) failed: \(reason.text(names)); a recognizer's actions run only when it recognizes",
                    recognizerFailedFix(recognizer, reason))
        case .recognizerWaiting(let recognizer, let blocker):
            return ("\(name(recognizer)) recognized but waits for \(name(blocker)) to fail first (require \(name(recognizer)) toFail \(name(blocker)))",
                    Fix(.now("wait 0.5s", "\(name(blocker)) fails when its gesture does not come")))
        case .recognizerNotTouched(let recognizer, let isEnabled):
            if !isEnabled { return ("\(name(recognizer)) is disabled", Fix(.before("set \(name(recognizer)).enabled = true"))) }
            return ("no touch of the last interaction reached \(name(recognizer))'s view",
                    gesture(for: recognizer).map { Fix(.now($0)) } ?? Fix(advice: "touch inside the view it is attached to"))
        case .targetReleased(let target):
            return ("the target \(name(target)) was released: controls hold their targets weakly, so the action is skipped",
                    Fix(advice: "keep \(name(target)) alive (do not release it), or make a living object the target"))
        case .freed(let object):
            return ("\(name(object)) was freed: nothing held it any more (a view removed from its superview, a controller dismissed), so nothing can reach it",
                    Fix(advice: "keep it alive: leave it in the hierarchy, or hold it, e.g. `let keep = \(name(object))`, before it is let go"))
        case .unrecognizedSelector(let target):
            guard case .method(_, let selector) = subject else {
                return ("\(name(target)) does not implement the action: \(names.platform) would crash with \"unrecognized selector\"", nil)
            }
            return ("\(name(target)) does not implement the action: \(names.platform) would crash with \"unrecognized selector\"",
                    Fix(.before("method \(name(target)) \(names.selector(selector)) { }", "with its body")))
        case .nilTargetUnhandled(let selector, let asked, let sender):
            let why = "\(names.selector(selector)) was sent to a nil target and no responder in the chain could perform it: asked " +
                asked.map { "\(name($0)) (no)" }.joined(separator: ", ")
            guard let target = target(of: subject) else { return (why, nil) }
            if asked.contains(target) {
                return (why, Fix(.before("method \(name(target)) \(names.selector(selector)) { }", "with its body")))
            }
            // The search began at the first responder, whose chain misses the target; the
            // sender's chain has it (UIKit starts at the sender when nothing is first responder).
            if let first = asked.first, first != sender, graph.chain(from: sender).contains(target) {
                return (why + "; \(name(target)) is on \(name(sender))'s chain, but the search started at the first responder, \(name(first))",
                        Fix(.before("resignFirstResponder \(name(first))", "the search then starts at \(name(sender))")))
            }
            return (why + "; \(name(target)) is not on that chain",
                    Fix(advice: "send it to \(name(target)) as the target (`addTarget \(name(sender)) \(name(target)) \(names.selector(selector)) for EVENTS`)"))
        case .handledByOther(let selector, let by):
            return ("\(names.selector(selector)) went up the responder chain and \(name(by)) performed it first: the walk stops at the first responder that can",
                    Fix(advice: "remove \(names.selector(selector)) from \(name(by)), or send it to a target explicitly (`addTarget CONTROL TARGET \(names.selector(selector)) for EVENTS`)"))
        case .canPerformRefused(let object, let selector, let by):
            let action = names.selector(selector)
            let after = by.map { "the walk went on and \(name($0)) performed it" } ?? "the walk went on and nobody else could perform it"
            return ("\(action) went up the responder chain and reached \(name(object)), which implements it, but \(name(object))'s own canPerformAction(_:withSender:) answered false for it, so \(after)",
                    Fix(.before("method \(name(object)) canPerformAction:withSender: { return true }", "or answer true for \(action) only")))
        case .notOnSearchPath(let selector, let object, let by, let asked):
            let outcome = by.map { "\(name($0)) performed it" } ?? "nobody could perform it"
            if !names.isAppKit {
                return ("\(names.selector(selector)) was sent to a nil target: the responder chain it walked (from the first responder, or from the sender when there is none) never reached \(name(object)), which is not in it: it asked " +
                        asked.map(name).joined(separator: ", ") + "; \(outcome)",
                        Fix(advice: "give the control \(name(object)) as its target, or make a view inside \(name(object))'s hierarchy first responder first"))
            }
            return ("\(names.selector(selector)) went to NSApp's search, which starts at the key window's first responder, not at the sender, and never reached \(name(object)): it asked " +
                    asked.map(name).joined(separator: ", ") + "; \(outcome)",
                    Fix(advice: "make a view inside \(name(object))'s hierarchy first responder before the click (or its window the key window), or give the control \(name(object)) as its target"))
        case .delegateNil(let owner, let slot):
            return ("\(name(owner)).\(names.string(slot)) is nil, so \(name(owner)).\(names.string(slot))?.… does nothing",
                    target(of: subject).map { Fix(.before("set \(name(owner)).\(names.string(slot)) = \(name($0))")) }
                        ?? Fix(advice: "set \(name(owner)).\(names.string(slot)) = OBJECT"))
        case .delegateReleased(let owner, let slot, let delegate):
            return ("\(name(owner)).\(names.string(slot)) was \(name(delegate)), which was released: the weak reference reads nil",
                    Fix(advice: "keep \(name(delegate)) alive: the delegate property is weak, so something else must hold it strongly (do not release it)"))
        case .delegateReplacedByProxy(let owner, let slot, let proxy):
            return ("a block handler set \(name(owner)).\(names.string(slot)) to \(name(proxy)) (the hidden proxy that calls the blocks), replacing the delegate you set: it gets no more delegate calls",
                    Fix(advice: "use the block instead, or do not set a block on \(name(owner))"))
        case .delegateIsOther(let owner, let slot, let delegate):
            return ("\(name(owner)).\(names.string(slot)) is \(name(delegate)), so the call went there",
                    target(of: subject).map { Fix(.before("set \(name(owner)).\(names.string(slot)) = \(name($0))")) }
                        ?? Fix(advice: "set \(name(owner)).\(names.string(slot)) to the object you mean"))
        case .delegateNotCalled(let owner, let slot):
            let delegate = label.split(separator: ".").dropLast().joined(separator: ".")
            return ("\(delegate) is \(name(owner)).\(slot), but the last interaction called nothing through it",
                    Fix(advice: "call it from the handler that should forward: `call self.\(slot) SELECTOR` in \(name(owner))'s method"))
        case .closureRemoved(let control):
            return ("the closure was removed from \(name(control))",
                    Fix(advice: "add it again (`addAction \(name(control)) for EVENTS { … }`), or do not remove it"))
        case .closureReplaced(let control, let by):
            return ("the closure on \(name(control)) was replaced by \(closure(by)) (the same identifier, or the property set again): only the newest runs",
                    Fix(advice: "give each UIAction its own identifier, or do both things in one closure"))
        case .timerInvalidated(let timer, let firings):
            return ("the timer \(name(timer)) was invalidated after \(times(Int(firings), word: "firing")): it fires no more",
                    Fix(advice: "schedule a new timer (an invalidated timer cannot be restarted), or do not invalidate it"))
        case .timerNotDue(let timer, let fireDate):
            return ("the timer \(name(timer)) is valid but not due: it fires at \(VirtualClock.format(fireDate))s",
                    Fix(.now("wait \(VirtualClock.format(fireDate - now))s", "until then")))
        case .delegateRefused(let owner, let delegate, let selector):
            let who = delegate >= 0 ? name(delegate) : "its block"
            let fix = delegate >= 0 ? Fix(.before("method \(name(delegate)) \(names.selector(selector)) { return true }"))
                                    : Fix(.before("handler \(name(owner)) shouldBeginEditingHandler { return true }"))
            return ("\(name(owner))'s delegate \(who) answered false to \(names.selector(selector)), so \(name(owner)) did not begin editing: no editingDidBegin, no textFieldDidBeginEditing:", fix)
        case .valueUnchanged(let control, let value, let atLimit):
            if atLimit {
                return ("\(name(control)) is at its limit (\(formatNumber(value))) and does not wrap, so its value did not change and it sent no valueChanged",
                        Fix(.before("set \(name(control)).wraps = true", "it wraps around at its limits")))
            }
            let other = value == 0 ? 1 : 0
            return ("segment \(formatNumber(value)) of \(name(control)) was already selected: tapping it again changes no value, so \(name(control)) sent no valueChanged",
                    Fix(.now("tap \(name(control)) segment \(other)", "another segment")))
        case .sliderTrackTapped(let slider, let value):
            return ("the touch on \(name(slider)) was on its track, not its thumb (at value \(formatNumber(value))): a UISlider moves only when its thumb is dragged, so it sent no valueChanged",
                    Fix(.now("slide \(name(slider)) to \(formatNumber(value == 1 ? 0 : 1))", "drag the thumb")))
        case .touchIgnoredByRecognizer(let recognizer):
            let delegate = graph.edges.lazy.compactMap { edge -> SimObject.ID? in
                if case .delegate(recognizer, "delegate", let d?) = edge { return d } else { return nil }
            }.first
            return ("\(name(recognizer))'s delegate answered false to gestureRecognizer:shouldReceiveTouch:, so \(name(recognizer)) ignored the touch and cannot recognize",
                    delegate.map { Fix(.before("method \(name($0)) gestureRecognizer:shouldReceiveTouch: { return true }", "answer true for the touches it should see")) }
                        ?? Fix(.before("handler \(name(recognizer)) shouldReceiveTouchHandler { return true }")))
        case .overrideWithoutSuper(let view, let phases):
            let methods = phases.map(\.methodName)
            // One command, so `whatif` can try it: the class's overrides when they come from a
            // class (where the fix belongs), else the object's own.
            let fix: String
            if let custom = graph.node(view).customClass {
                fix = "class \(custom) { " + methods.map { "method \($0) { super }" }.joined(separator: "; ") + " }"
            } else {
                fix = methods.map { "method \(name(view)) \($0) { super }" }.joined(separator: "; ")
            }
            return ("\(name(view))'s own \(methods.joined(separator: " and ")) ran instead of UIKit's tracking without calling super, so \(name(view)) never finished tracking the touch and sent no touchUpInside",
                    Fix(.before(fix, "call super in each override")))
        case .touchRefused(let view, let refusal):
            switch refusal.reason {
            case .exclusiveTouch:
                let rule = refusal.holder == view
                    ? "\(name(view)) is exclusiveTouch and another view in its window had touch#\(refusal.other), so it got no touch"
                    : "\(name(refusal.holder)) is exclusiveTouch and had touch#\(refusal.other): while it tracks a touch, no other view in its window gets one"
                return ("\(name(view)) did not get the touch: " + rule, Fix(.before("set \(name(refusal.holder)).exclusiveTouch = false")))
            case .multipleTouchDisabled:
                return ("\(name(view)) already had touch#\(refusal.other) and isMultipleTouchEnabled is false, so it got no other touch",
                        Fix(.before("set \(name(view)).multipleTouchEnabled = true")))
            }
        case .selectionPrevented(let table, let delegate, let selector):
            let bool = names.selector(selector).hasPrefix("collectionView")  // shouldSelectItemAt answers a Bool
            return ("\(name(table))'s delegate \(name(delegate)) answered \(bool ? "false" : "nil") to \(names.selector(selector)), so the row was not selected and no didSelect followed",
                    Fix(advice: "answer \(bool ? "true" : "the row") for rows that may be selected: method \(name(delegate)) \(names.selector(selector)) { … return \(bool ? "true" : "row") }"))
        case .recognizerMoved(let r, let from, let to):
            return ("\(name(r)) was added to \(name(to)), which took it from \(name(from)): a recognizer belongs to one view, so a touch on \(name(from)) reaches no recognizer of it",
                    Fix(advice: "make a recognizer for each view: gesture NAME tap on \(name(from)), with the same target"))
        case .selectionDisallowed(let table):
            return ("\(name(table)).allowsSelection is false, so a tap selects no row and calls no delegate method",
                    Fix(.before("set \(name(table)).allowsSelection = true")))
        case .selectionCancelledByRecognizer(let table, let recognizer):
            return ("\(name(recognizer)) recognized and cancelled the touch on \(name(table))'s row (cancelsTouchesInView is true), so the row was never selected",
                    Fix(.before("set \(name(recognizer)).cancelsTouchesInView = false", "the recognizer still acts, and the row is selected too"),
                        advice: "give \(name(recognizer)) a delegate whose gestureRecognizer:shouldReceiveTouch: answers false for touches in \(name(table)) (`return view == …`)"))
        case .otherAlertAction(let alert, let chosen, let presenter):
            let title = actionTitle(subject, of: alert)
            return ("\(name(alert)) was shown and the user chose \(chosen.text(names)), not this action",
                    title.map { Fix(.now("\(show(alert, presenter: presenter)); choose \(name(alert)) \(quoted($0))", "show it again and choose it")) })
        case .alertNotChosen(let alert, let isShown, let presenter):
            let title = actionTitle(subject, of: alert)
            if isShown {
                return ("\(name(alert)) is shown and waits for a choice", title.map { Fix(.now("choose \(name(alert)) \(quoted($0))")) })
            }
            return ("\(name(alert)) was not shown in the last interaction, so none of its actions could be chosen",
                    title.map { Fix(.now("\(show(alert, presenter: presenter)); choose \(name(alert)) \(quoted($0))")) })
        }
    }

    /// `addTarget CONTROL TARGET ACTION for EVENT` for a method subject (nil for a closure).
    private func addTarget(_ subject: WhySubject, on control: SimObject.ID, for event: String) -> String? {
        guard case .method(let target, let selector) = subject else { return nil }
        return "addTarget \(name(control)) \(name(target)) \(names.selector(selector)) for \(event)"
    }

    private func target(of subject: WhySubject) -> SimObject.ID? {
        if case .method(let target, _) = subject { return target }
        return nil
    }

    /// The command that makes the recognizer's gesture on its view (nil: not known).
    private func gesture(for recognizer: SimObject.ID) -> String? {
        guard let view = graph.edges.lazy.compactMap({ edge -> SimObject.ID? in
            if case .recognizer(let v, recognizer) = edge { return v } else { return nil }
        }).first, let summary = graph.node(recognizer).recognizer?.summary else { return nil }
        switch summary.prefix(while: { $0 != "," }) {
        case "tap": return summary.contains("taps") ? nil : "tap \(name(view))"
        case "longPress": return "longpress \(name(view))"
        case "pan": return "pan \(name(view)) by 100 0"
        case "pinch": return "pinch \(name(view)) to 2"
        case "rotation": return "rotate \(name(view)) by 45"
        default: return nil
        }
    }

    /// For a recognizer that failed: make its gesture (when the touch did another), or let it
    /// recognize with the one that took its place.
    private func recognizerFailedFix(_ recognizer: SimObject.ID, _ reason: GestureReason) -> Fix {
        switch reason {
        case .shouldBeginFalse:
            return Fix(advice: "answer true from gestureRecognizerShouldBegin: when \(name(recognizer)) should begin")
        case .viewRefused(let view):
            return Fix(advice: "answer true from \(name(view))'s gestureRecognizerShouldBegin: for \(name(recognizer)) (`return gestureRecognizer == \(name(recognizer))`)")
        case .recognizedFirst(let other), .alreadyRecognized(let other):
            return Fix(.before("simultaneous \(name(recognizer)) \(name(other))", "both may recognize"))
        case .controlKeepsTap(let control):
            return Fix(advice: "attach the recognizer to \(name(control)) itself, or tap beside the control")
        default:
            return gesture(for: recognizer).map { Fix(.now($0, "its gesture"), advice: "`arena` shows what each recognizer decided, and when") }
                ?? Fix(advice: "`arena` shows what each recognizer decided, and when")
        }
    }

    /// The title of the alert action whose handler is the subject.
    private func actionTitle(_ subject: WhySubject, of alert: SimObject.ID) -> String? {
        guard case .closure(let closureName, _) = subject else { return nil }
        for edge in graph.edges {
            if case .alertAction(alert, let title, let c) = edge, names.closure(c).name == closureName { return title }
        }
        return nil
    }

    /// How the alert is put on screen: presented from a controller, or shown (a UIAlertView).
    private func show(_ alert: SimObject.ID, presenter: SimObject.ID) -> String {
        if graph.node(alert).className.contains("AlertView") { return "showAlert \(name(alert))" }
        // Never presented: the key window's root controller can present it.
        let from = presenter >= 0 ? presenter : graph.edges.lazy.compactMap { edge -> SimObject.ID? in
            if case .rootViewController(graph.keyWindow, let controller) = edge { return controller } else { return nil }
        }.first
        return "present \(name(alert)) from " + (from.map(name) ?? "CONTROLLER")
    }

    private func hitElsewhere(_ view: SimObject.ID, hit: SimObject.ID?, point: Point, _ reason: HitElsewhere) -> (String, Fix?) {
        let landed = "the \(graph.isAppKit ? "click" : "touch") at \(point) hit " + (hit.map(path) ?? "no view") + ", not \(name(view))"
        switch reason {
        case .hidden(let v) where graph.isAppKit && graph.windows.contains(v):
            // A closed AppKit window: showing it is not enough, a click on an inactive window
            // only activates it.
            return ("\(landed): its window \(name(v)) is not on screen (closed, miniaturized or hidden), so no click reaches it",
                    Fix(advice: "show it again before the click: set \(name(v)).hidden = false, then makeKey \(name(v)) (makeKeyAndOrderFront)"))
        case .hidden(let v):
            return ("\(landed): \(name(v)) is hidden (isHidden is true), so hit-testing skips it with its subviews", Fix(.before("set \(name(v)).hidden = false")))
        case .transparent(let v):
            return ("\(landed): \(name(v))'s alpha is below 0.01, so hit-testing skips it with its subviews", Fix(.before("set \(name(v)).alpha = 1")))
        case .interactionDisabled(let v):
            let inside = v == view ? "" : " (\(name(view)) is inside it)"
            return ("\(landed): \(name(v)) has isUserInteractionEnabled false\(inside), so hit-testing skips it with its subviews",
                    Fix(.before("set \(name(v)).userInteractionEnabled = true")))
        case .animating(let v):
            let inside = v == view ? "" : " (\(name(view)) is inside it)"
            return ("\(landed): \(name(v)) is being animated\(inside) without .allowUserInteraction, and UIKit takes no touches on views in flight",
                    Fix(advice: "tap once the animation has ended, or let it take touches in flight: animate \(name(v)) duration … allowUserInteraction { … }"))
        case .outsideSuperview(let v):
            let move = frameInside(v).map { Fix.Step.before("set \(name(v)).frame = \(formatNumber($0.origin.x)) \(formatNumber($0.origin.y)) \(formatNumber($0.size.width)) \(formatNumber($0.size.height))", "inside its superview") }
            let superview = graph.superview(of: v).map(name) ?? "the superview"
            var fix = Fix(advice: "make \(superview) larger, or let it take the point: method \(superview) pointInside:withEvent: { … return true … } (docs/untappable.md)")
            if let move { fix.steps = [move] }
            return ("\(landed): \(name(v)) lies outside its superview's bounds there, and a view cannot be hit outside its superview (clipsToBounds does not matter)", fix)
        case .overrideAnswered(let v, let method, let answer):
            let said: String
            switch answer {
            case .object(let other): said = "answered \(name(other))"
            case .null: said = "answered nil, so the touch passes its subviews by"
            default: said = "answered \(answer.description), so UIKit never looks at its subviews"
            }
            let inside = v == view ? "" : " (\(name(view)) is inside it)"
            return ("\(landed): \(name(v))'s \(method.swiftName) override\(inside) \(said)",
                    Fix(advice: "answer for this point in `method \(name(v)) \(method.selector)`, or `return super` where it has nothing to say"))
        case .coveredBy(let front) where name(front).hasSuffix(".contentView") && graph.superview(of: view) == graph.superview(of: front):
            // A view added to a cell itself, under the content view UIKit keeps in front (iOS 14+).
            return ("\(landed): \(name(view)) was added to the cell itself, and the cell's content view \(name(front)) is in front of it (iOS 14 and later) and covers it",
                    Fix(advice: "add it to the content view (cell.contentView.addSubview): in the cell type, write it without `in cell`"))
        case .coveredBy(let front):
            // The sibling of `front` that holds the view (the view itself, or an ancestor) is what
            // has to move in front.
            let behind = graph.ancestry(of: view).first { graph.superview(of: $0) == graph.superview(of: front) } ?? view
            return ("\(landed): \(name(front)) is in front of it and covers the point",
                    Fix(.before("set \(name(front)).userInteractionEnabled = false", "touches then pass through it"),
                        .before("bringToFront \(name(behind))"), .before("remove \(name(front))")))
        case .notUnderTouch(let frame, nil):
            return ("\(landed): the point is not on \(name(view)), whose frame in the window is \(frame)", Fix(.now("\(press) \(name(view))")))
        case .notUnderTouch(let frame, let (blocker, skip)?):
            // Tapping the view would miss it too: the fix is both steps, in one.
            let (why, change) = skipped(blocker, skip)
            return ("\(landed): the point is not on \(name(view)), whose frame in the window is \(frame); and a touch on it would miss it too: \(why)",
                    Fix(.now("\(change); \(press) \(name(view))")))
        case .alertOnScreen(let alert, let title):
            // Dismissing it is choosing one of its buttons: the cancel one, where it has one.
            let button = title.map { "choose \(name(alert)) \(quoted($0))" }
            return ("the touch at \(point) landed on the dimmed screen behind \(name(alert)), an alert on screen: an alert is modal, and nothing behind it gets a touch until it is dismissed",
                    button.map { Fix(.before($0, "dismiss the alert first")) } ?? Fix(advice: "choose one of \(name(alert))'s buttons first: choose \(name(alert)) TITLE"))
        case .otherWindow(let window):
            guard let window else { return ("\(name(view)) is in no window, so no touch can reach it", Fix(advice: "add it to a view in a window")) }
            let front = hit.flatMap { graph.ancestry(of: $0).last }
            var fix = Fix(advice: "raise \(name(window)) above it (`set \(name(window)).windowLevel = …`)")
            if let front { fix.steps = [.before("set \(name(front)).hidden = true", "the window in front there")] }
            return ("\(landed): \(name(view)) is in the window \(name(window)), and a touch goes to the front-most window at its point (the highest windowLevel, then the one created last)", fix)
        }
    }

    /// The view's frame moved (not resized) to lie inside its superview's bounds, if it fits.
    private func frameInside(_ v: SimObject.ID) -> Rect? {
        guard let frame = graph.node(v).view?.frame, let superview = graph.superview(of: v),
              let bounds = graph.node(superview).view?.frame.size,
              frame.size.width <= bounds.width, frame.size.height <= bounds.height else { return nil }
        let x = min(max(frame.origin.x, 0), bounds.width - frame.size.width)
        let y = min(max(frame.origin.y, 0), bounds.height - frame.size.height)
        return Rect(x, y, frame.size.width, frame.size.height)
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

    /// The event of `events` a handler is most likely meant for: the one that completes the
    /// gesture (a tap's touchUpInside, a slider's valueChanged) over the ones on the way
    /// (touchDown fires even when the finger slides off), else the first.
    private func firstEvent(_ events: ControlEvents) -> String {
        let completing = ["touchUpInside", "valueChanged", "primaryActionTriggered", "editingChanged", "editingDidEndOnExit"]
        let sent = ControlEvents.singles.filter { events.contains($0.event) }.map(\.name)
        return completing.first(where: sent.contains) ?? sent.first ?? events.name
    }

    private func times(_ n: Int, word: String = "") -> String {
        if word.isEmpty { return n == 1 ? "once" : n == 2 ? "twice" : "\(n) times" }
        return n == 1 ? "1 \(word)" : "\(n) \(word)s"
    }
}
