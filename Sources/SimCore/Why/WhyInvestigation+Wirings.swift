/// How `why` follows one wiring into the last interaction: a control's touch and the events it
/// sent, a recognizer's states, a timer, a delegate property's calls, an alert's choice — each
/// to the first decision that went another way, with how far the interaction got.
extension WhyInvestigation {
    /// A cause and how far the interaction got along the wiring (higher: further): not touched,
    /// touched somewhere else, touched where the view is but hit-testing chose another, touched but
    /// disabled, tracked but cancelled or held, tracked to the end with other events, sent.
    struct Finding {
        let cause: WhyCause
        let progress: Int

        init(cause: WhyCause, progress: Int) {
            self.cause = cause
            // Of two views the touch did not reach, the one it was on (skipped, covered) tells more.
            if case .hitElsewhere(_, _, _, let reason) = cause {
                switch reason {
                case .notUnderTouch, .otherWindow: self.progress = 1
                default: self.progress = 2
                }
            } else {
                self.progress = progress
            }
        }
    }

    func explain(_ wiring: Wiring) -> Finding {
        switch wiring {
        case .control(let control, let registered, let target, let isClosure, let reaching, let inChain):
            return explainControl(control, registered: registered, target: target, isClosure: isClosure, reaching: reaching, inChain: inChain)
        case .recognizer(let r): return explainRecognizer(r)
        case .timer(let timer): return explainTimer(timer)
        case .delegate(let owner, let slot, let selector): return explainDelegate(owner: owner, slot: slot, selector: selector)
        case .block(let owner):
            return Finding(cause: start == nil ? .noInteraction : .notTouched(control: owner, touched: touchedView), progress: 0)
        case .alertAction(let alert, _): return explainAlertAction(alert)
        }
    }

    /// The view the interaction's first touch hit, if any.
    private var touchedView: SimObject.ID? {
        for e in events { if case .hitTest = e.payload { return e.object } }
        return nil
    }

    func explainControl(_ control: SimObject.ID, registered: ControlEvents, target: SimObject.ID?,
                                isClosure: Bool, reaching: SimObject.ID? = nil, inChain: Bool = false) -> Finding {
        let sentEvents = events.filter { $0.object == control && $0.kind == .controlEvent }
        var sent: ControlEvents = []
        for e in sentEvents { if case .controlEvent(let events, _) = e.payload { sent.formUnion(events) } }
        // Sent without a touch (`sendActions`), tracked from a touch, or (AppKit) sent by the
        // cell on a mouse event.
        if !sent.isDisjoint(with: registered) || sentItsAction(control) {
            return Finding(cause: afterSending(control, target: target, isClosure: isClosure, reaching: reaching, inChain: inChain), progress: 6)
        }
        guard start != nil else { return Finding(cause: .noInteraction, progress: 0) }
        if world.object(control).isReleased { return Finding(cause: .freed(object: control), progress: 1) }
        guard let touch = touchOn(control) else {
            guard let (began, hit) = firstHit() else {
                return Finding(cause: .notTouched(control: control, touched: nil), progress: 0)
            }
            return Finding(cause: whyHitElsewhere(control, began: began, hit: hit), progress: 1)
        }
        if let refusal = refusal(of: control) {
            return Finding(cause: .touchRefused(view: control, refusal: refusal), progress: 3)
        }
        if events.contains(where: { $0.object == control && $0.kind == .controlIgnored }) {
            return Finding(cause: .controlDisabled(control: control), progress: 3)
        }
        if sent.isDisjoint(with: [.touchUpInside, .touchUpOutside, .touchCancel]), let phases = overridesRun(control) {
            return Finding(cause: .overrideWithoutSuper(view: control, phases: phases), progress: 4)
        }
        if sent.contains(.touchCancel), let r = cancellingRecognizer() {
            return Finding(cause: .touchCancelledByRecognizer(control: control, recognizer: r), progress: 4)
        }
        if let (scrollView, hadIt) = scrollTookTouch(from: control) {
            return Finding(cause: .scrolledInstead(control: control, scrollView: scrollView, contentHadIt: hadIt), progress: 4)
        }
        if sent.contains(.touchCancel), let owner = contextMenuShown(around: control) {
            return Finding(cause: .contextMenuTookTouch(control: control, view: owner), progress: 4)
        }
        if registered.contains(.touchUpInside), sent.contains(.touchUpOutside), let up = touchEnd(touch) {
            return Finding(cause: .liftedOutside(control: control, point: up, margin: trackingMargin), progress: 5)
        }
        if let held = heldBy(control) {
            return Finding(cause: .touchHeldByRecognizers(view: control, recognizers: held), progress: 4)
        }
        if touchEnd(touch) == nil, !registered.isDisjoint(with: [.touchUpInside, .touchUpOutside]) {
            return Finding(cause: .fingerStillDown(control: control), progress: 4)
        }
        if registered.contains(.valueChanged), let unchanged = valueStayed(control) {
            return Finding(cause: unchanged, progress: 5)
        }
        if !registered.isDisjoint(with: .allEditingEvents), let refused = refusedToBeginEditing(control) {
            return Finding(cause: refused, progress: 5)
        }
        return Finding(cause: .otherEventsSent(control: control, sent: sent, registered: registered), progress: 5)
    }

    /// Why the view did not get its touch, if a touch of the interaction was refused to it
    /// (isExclusiveTouch, isMultipleTouchEnabled).
    func refusal(of view: SimObject.ID) -> TouchRefusal? {
        for e in events where e.object == view { if case .touchRefused(let refusal) = e.payload { return refusal } }
        return nil
    }

    /// The phases delivered to the control that its own touches methods (a script's
    /// touchesBegan… on it or its class) handled instead of UIKit's tracking; nil when none did.
    func overridesRun(_ control: SimObject.ID) -> [TouchPhase]? {
        let methods = graph.node(control).methods
        guard !methods.isEmpty else { return nil }
        var phases: [TouchPhase] = []
        for e in events where e.object == control {
            guard case .deliver(let phase) = e.payload, methods.contains(world.selector(phase.methodName)),
                  !phases.contains(phase) else { continue }
            phases.append(phase)
        }
        return phases.isEmpty ? nil : phases
    }

    /// The value change the control made instead of valueChanged: none (the selected segment
    /// again, a stepper at its limit) or a touch on a slider's track.
    func valueStayed(_ control: SimObject.ID) -> WhyCause? {
        for e in events.reversed() where e.object == control {
            guard case .valueChange(let change) = e.payload else { continue }
            switch change.outcome {
            case .alreadySelected: return .valueUnchanged(control: control, value: change.old, atLimit: false)
            case .atLimit: return .valueUnchanged(control: control, value: change.old, atLimit: true)
            case .missedThumb: return .sliderTrackTapped(slider: control, value: change.old)
            default: return nil
            }
        }
        return nil
    }

    /// The text field did not begin editing because its delegate answered false to
    /// textFieldShouldBeginEditing: — then it sends no editingDidBegin and calls no
    /// textFieldDidBeginEditing:.
    func refusedToBeginEditing(_ field: SimObject.ID) -> WhyCause? {
        guard events.contains(where: { e in
            if e.object == field, case .firstResponder(.refusedByDelegate, _) = e.payload { return true }
            return false
        }) else { return nil }
        let shouldBegin = world.selector("textFieldShouldBeginEditing:")
        var delegate: SimObject.ID = -1
        for e in events where e.object == field {
            if case .delegateCall(let call) = e.payload, call.selector == shouldBegin { delegate = call.delegate }
        }
        return .delegateRefused(owner: field, delegate: delegate, selector: shouldBegin)
    }

    /// AppKit: whether the control's cell sent its action in the interaction.
    func sentItsAction(_ control: SimObject.ID) -> Bool {
        events.contains { e in
            if e.object == control, case .mouse(.sendsAction(_, _?)) = e.payload { return true }
            return false
        }
    }

    /// The control sent the events; what stopped the action then.
    func afterSending(_ control: SimObject.ID, target: SimObject.ID?, isClosure: Bool,
                              reaching: SimObject.ID? = nil, inChain: Bool = false) -> WhyCause {
        // AppKit: the search may never have passed the object asked about.
        func asked(in send: Int) -> [SimObject.ID] { events.filter { $0.kind == .chainAsk && $0.cause == send }.map(\.object) }
        // The object was asked and its own canPerformAction override said no.
        func refusedByItsOverride(in send: Int) -> Bool {
            guard let reaching else { return false }
            return events.contains { $0.object == reaching && $0.kind == .canPerformOverride && $0.cause == send }
        }
        for e in events {
            switch e.payload {
            case .targetAction(let t, _, .released) where t == target: return .targetReleased(target: t)
            case .targetAction(let t, _, .unrecognized) where t == target: return .unrecognizedSelector(target: t)
            case .actionUnhandled(let selector) where target == nil && !isClosure:
                let asked = asked(in: e.cause)
                if let reaching, refusedByItsOverride(in: e.cause) {
                    return .canPerformRefused(object: reaching, selector: selector, performedBy: nil)
                }
                if let reaching, !inChain, !asked.contains(reaching) {
                    return .notOnSearchPath(selector: selector, object: reaching, performedBy: nil, asked: asked)
                }
                return .nilTargetUnhandled(selector: selector, asked: asked, sender: control)
            case .chainAsk(let selector, true) where target == nil && !isClosure:
                let asked = asked(in: e.cause)
                if let reaching, refusedByItsOverride(in: e.cause) {
                    return .canPerformRefused(object: reaching, selector: selector, performedBy: e.object)
                }
                if let reaching, !inChain, !asked.contains(reaching) {
                    return .notOnSearchPath(selector: selector, object: reaching, performedBy: e.object, asked: asked)
                }
                return .handledByOther(selector: selector, by: e.object)
            default:
                continue
            }
        }
        return .otherEventsSent(control: control, sent: [], registered: [])
    }

    /// The touch (number) whose hit view is `view`, if the interaction has one.
    func touchOn(_ view: SimObject.ID) -> Int32? {
        events.first { $0.kind == .hitTest && $0.object == view }?.touch
    }

    /// Where `touch` lifted, if it did in the interaction.
    func touchEnd(_ touch: Int32) -> Point? {
        for e in events where e.touch == touch {
            if case .touch(.ended, let point, _) = e.payload { return point }
        }
        return nil
    }

    /// Where a finger went down, or AppKit's mouse button (a click's hit-test is the same).
    static func downPoint(_ e: Event) -> Point? {
        switch e.payload {
        case .touch(.began, let point, _), .mouse(.event(.down, let point, _)): return point
        default: return nil
        }
    }

    /// The interaction's first touch down (or mouse down) and what it hit (nil: nothing).
    func firstHit() -> (began: Event, hit: SimObject.ID?)? {
        guard let began = events.first(where: { Self.downPoint($0) != nil }) else { return nil }
        let hit = events.first { ($0.kind == .hitTest || $0.kind == .hitMiss) && $0.cause == began.seq }
        return (began, hit?.kind == .hitTest ? hit?.object : nil)
    }

    /// The scroll view whose drag took the touch on `control`, and whether the control had it.
    func scrollTookTouch(from control: SimObject.ID) -> (SimObject.ID, Bool)? {
        for e in events {
            if case .scroll(.began(let view, let cancelled)) = e.payload, view == control { return (e.object, cancelled) }
        }
        return nil
    }

    /// The view (`control` or an ancestor) whose context menu showed in the interaction.
    func contextMenuShown(around control: SimObject.ID) -> SimObject.ID? {
        let ancestry = graph.ancestry(of: control)
        return events.first { e in
            if case .menu(.shown) = e.payload, ancestry.contains(e.object), (world.object(e.object) as? View)?.hasContextMenu == true { return true }
            return false
        }?.object
    }

    func cancellingRecognizer() -> SimObject.ID? {
        events.first { if case .gesture(.touchesCancelledForView, _) = $0.payload { return true } else { return false } }?.object
    }

    /// Recognizers holding back the view's touches at the end of the interaction.
    func heldBy(_ view: SimObject.ID) -> [SimObject.ID]? {
        for e in events.reversed() {
            if case .gesture(.touchesHeld, .delivery(_, view, let recognizers)) = e.payload { return recognizers }
        }
        return nil
    }

    /// The title of the alert's button that dismisses it: the cancel button, else the first.
    private func dismissingButton(of alert: SimObject.ID) -> String? {
        switch world.object(alert) {
        case let view as AlertView: return view.buttons.first
        case let controller as AlertController: return controller.buttonOrder.last?.title
        default: return nil
        }
    }

    /// Why the touch that began at `began` hit `hit` and not `view`.
    func whyHitElsewhere(_ view: SimObject.ID, began: Event, hit: SimObject.ID?) -> WhyCause {
        guard let point = Self.downPoint(began) else { return .notTouched(control: view, touched: hit) }
        if let alert = events.first(where: { if case .alert(.tookTouch) = $0.payload { return $0.cause == began.seq } else { return false } }) {
            return .hitElsewhere(view: view, hit: nil, point: point, reason: .alertOnScreen(alert: alert.object, dismissedBy: dismissingButton(of: alert.object)))
        }
        let ancestry = graph.ancestry(of: view)
        let window = ancestry.last.flatMap { graph.windows.contains($0) ? $0 : nil }
        // The window the touch went to: the one the hit view (or the miss) is in.
        let touched = events.first { ($0.kind == .hitTest || $0.kind == .hitMiss) && $0.cause == began.seq }
        let touchedWindow = touched.map { graph.ancestry(of: $0.object).last! }
        if window == nil {
            return .hitElsewhere(view: view, hit: hit, point: point, reason: .otherWindow(window: nil))
        }
        // Its window is off the screen (hidden, or closed or miniaturized in AppKit): no touch or
        // click reaches it.
        if let window, window != touchedWindow, graph.node(window).view?.isHidden == true {
            return .hitElsewhere(view: view, hit: hit, point: point, reason: .hidden(window))
        }
        if window != touchedWindow {
            // Another window took a touch that was on the view; a touch elsewhere simply missed it.
            guard let frame = graph.frameInWindow(of: view), frame.contains(point) else { return notUnderTouch(view, hit: hit, point: point) }
            return .hitElsewhere(view: view, hit: hit, point: point, reason: .otherWindow(window: window))
        }
        // An override of point(inside:) that said no: UIKit never looked inside.
        if let answered = overrideAnswer(.pointInside, began: began, ancestry: ancestry, view: view) {
            return .hitElsewhere(view: view, hit: hit, point: point, reason: answered)
        }
        // A skipped ancestor (or the view itself), outermost first, as hit-testing met them —
        // when the point is on the view: a transparent card elsewhere on the screen is not why a
        // touch beside the button missed it (making it opaque would change nothing).
        let onView = graph.frameInWindow(of: view)?.contains(point) ?? false
        for e in events where onView && e.cause == began.seq {
            guard case .hitSkip(_, let reason, _) = e.payload, ancestry.contains(e.object) else { continue }
            let why: HitElsewhere
            switch reason {
            case .hidden: why = .hidden(e.object)
            case .transparent: why = .transparent(e.object)
            case .interactionDisabled: why = .interactionDisabled(e.object)
            case .outsideBounds: why = .outsideSuperview(e.object)
            case .animating: why = .animating(e.object)
            }
            return .hitElsewhere(view: view, hit: hit, point: point, reason: why)
        }
        // An override of hitTest(_:with:) that answered another view, or nil.
        if let answered = overrideAnswer(.hitTest, began: began, ancestry: ancestry, view: view) {
            return .hitElsewhere(view: view, hit: hit, point: point, reason: answered)
        }
        guard let frame = graph.frameInWindow(of: view), frame.contains(point) else { return notUnderTouch(view, hit: hit, point: point) }
        // On the view and nothing skipped: something in front of it took the touch.
        if let hit {
            let front = graph.ancestry(of: hit).first { graph.superview(of: $0).map { ancestry.contains($0) } ?? false } ?? hit
            return .hitElsewhere(view: view, hit: hit, point: point, reason: .coveredBy(front: front))
        }
        return .hitElsewhere(view: view, hit: nil, point: point, reason: .notUnderTouch(frame: frame, unreachable: unreachable(view)))
    }

    /// The touch was not on the view: where the view is, and what would keep a touch on it from
    /// reaching it too.
    private func notUnderTouch(_ view: SimObject.ID, hit: SimObject.ID?, point: Point) -> WhyCause {
        .hitElsewhere(view: view, hit: hit, point: point,
                      reason: .notUnderTouch(frame: graph.frameInWindow(of: view) ?? Rect(0, 0, 0, 0), unreachable: unreachable(view)))
    }

    /// The outermost of the view and its ancestors that hit-testing skips whatever the point:
    /// hidden, alpha below 0.01, or user interaction disabled (the window included; AppKit skips
    /// hidden views only), in the order `View.hitTestSkipReason` tries them.
    func unreachable(_ view: SimObject.ID) -> (view: SimObject.ID, reason: View.SkipReason)? {
        for id in graph.ancestry(of: view).reversed() {
            guard let state = graph.node(id).view else { continue }
            if state.isHidden { return (id, .hidden) }
            if graph.isAppKit { continue }
            if !state.isUserInteractionEnabled { return (id, .interactionDisabled) }
            if state.alpha < 0.01 { return (id, .transparent) }
        }
        return nil
    }

    /// The first script override of `method` on the view or an ancestor, asked during the
    /// touch that began at `began`, whose answer kept the touch from the view: point(inside:)
    /// answered false, or hitTest(_:with:) answered nil or another view.
    private func overrideAnswer(_ method: HitTestOverrideMethod, began: Event, ancestry: [SimObject.ID], view: SimObject.ID) -> HitElsewhere? {
        for e in events where e.cause == began.seq {
            guard case .hitTestOverride(method, let p) = e.payload, ancestry.contains(e.object),
                  let reply = events.first(where: { $0.cause == e.seq && $0.kind == .returned }),
                  case .returned(let answer, _) = reply.payload else { continue }
            switch answer {
            // A no where the bounds say no too is UIKit's answer, not the override's doing.
            case .bool(false) where method == .pointInside && (world.object(e.object) as? View)?.point(inside: p) != false:
                return .overrideAnswered(e.object, method, answer)
            case .object(let other) where method == .hitTest && other != view: return .overrideAnswered(e.object, method, answer)
            case .null where method == .hitTest: return .overrideAnswered(e.object, method, answer)
            default: continue
            }
        }
        return nil
    }

    /// The view (`hit` or an ancestor of it) that recognizer `r` was taken from by being added
    /// to another view, if any.
    private func viewLeft(by r: SimObject.ID, around hit: SimObject.ID) -> SimObject.ID? {
        let ancestry = graph.ancestry(of: hit)
        for e in log.events.reversed() where e.object == r {
            if case .gesture(.moved, .movedBetween(let from, _)) = e.payload, ancestry.contains(from) { return from }
        }
        return nil
    }

    func explainRecognizer(_ r: SimObject.ID) -> Finding {
        guard start != nil else { return Finding(cause: .noInteraction, progress: 0) }
        if world.object(r).isReleased { return Finding(cause: .freed(object: r), progress: 1) }
        for e in events.reversed() where e.object == r {
            switch e.payload {
            case .gesture(.state(.failed, _), let reason): return Finding(cause: .recognizerFailed(recognizer: r, reason: reason), progress: 4)
            case .gesture(.waiting, .waiting(_, let blocker)): return Finding(cause: .recognizerWaiting(recognizer: r, blocker: blocker), progress: 5)
            case .gesture(.touchIgnored, .shouldReceiveFalse): return Finding(cause: .touchIgnoredByRecognizer(recognizer: r), progress: 3)
            default: continue
            }
        }
        let enabled = graph.node(r).recognizer?.isEnabled ?? true
        if enabled, let (began, hit) = firstHit(), let view = graph.edges.lazy.compactMap({ edge -> SimObject.ID? in
            if case .recognizer(let v, r) = edge { return v }
            return nil
        }).first, !(hit.map { graph.ancestry(of: $0).contains(view) } ?? false) {
            if let hit, let from = viewLeft(by: r, around: hit) {
                return Finding(cause: .recognizerMoved(recognizer: r, from: from, to: view), progress: 1)
            }
            return Finding(cause: whyHitElsewhere(view, began: began, hit: hit), progress: 1)
        }
        return Finding(cause: .recognizerNotTouched(recognizer: r, isEnabled: enabled), progress: 0)
    }

    func explainTimer(_ timer: SimObject.ID) -> Finding {
        guard let t = world.object(timer) as? ScheduledTimer else { return Finding(cause: .notWired, progress: 0) }
        if !t.isValid { return Finding(cause: .timerInvalidated(timer: timer, firings: Int32(clamping: t.fireCount)), progress: 3) }
        return Finding(cause: .timerNotDue(timer: timer, fireDate: t.fireDate), progress: 2)
    }

    func explainDelegate(owner: SimObject.ID, slot: String, selector: Selector) -> Finding {
        guard start != nil else { return Finding(cause: .noInteraction, progress: 0) }
        for e in events where e.object == owner {
            guard case .delegateCall(let call) = e.payload, call.selector == selector, world.strings.string(call.slot) == slot else { continue }
            switch call.outcome {
            case .nilDelegate: return Finding(cause: .delegateNil(owner: owner, slot: call.slot), progress: 3)
            case .released: return Finding(cause: .delegateReleased(owner: owner, slot: call.slot, delegate: call.delegate), progress: 3)
            case .performed, .notImplemented:
                if let proxy = world.object(named: BlocksProxy.objectName), call.delegate == proxy.id {
                    return Finding(cause: .delegateReplacedByProxy(owner: owner, slot: call.slot, proxy: proxy.id), progress: 3)
                }
                return Finding(cause: .delegateIsOther(owner: owner, slot: call.slot, delegate: call.delegate), progress: 3)
            }
        }
        if let table = world.object(owner) as? TableView, world.name(of: selector) == table.selectSelector {
            if let recognizer = recognizerCancellingRow(of: table) {
                return Finding(cause: .selectionCancelledByRecognizer(table: owner, recognizer: recognizer), progress: 4)
            }
            if let refusal = selectionRefusal(table) { return Finding(cause: refusal, progress: 4) }
            if !table.allowsSelection { return Finding(cause: .selectionDisallowed(table: owner), progress: 3) }
        }
        if world.name(of: selector) == "textFieldDidBeginEditing:", let refused = refusedToBeginEditing(owner) {
            return Finding(cause: refused, progress: 4)
        }
        return Finding(cause: .delegateNotCalled(owner: owner, slot: slot), progress: 0)
    }

    /// The delegate's willSelectRowAt (shouldSelectItemAt) that answered nil (false) in the
    /// interaction, as a cause.
    func selectionRefusal(_ table: TableView) -> WhyCause? {
        let willSelect = world.selector(table.willSelectSelector)
        for e in events where e.object == table.id {
            guard case .delegateCall(let call) = e.payload, call.selector == willSelect,
                  let reply = events.first(where: { $0.cause == e.seq && $0.kind == .returned }),
                  case .returned(let answer, _) = reply.payload, answer == .null || answer == .bool(false) else { continue }
            return .selectionPrevented(table: table.id, delegate: call.delegate, selector: willSelect)
        }
        return nil
    }

    /// The recognizer that cancelled (cancelsTouchesInView) a touch on one of `table`'s rows.
    func recognizerCancellingRow(of table: TableView) -> SimObject.ID? {
        for e in events {
            guard case .gesture(.touchesCancelledForView, .cancelsTouches(let views)) = e.payload else { continue }
            if views.contains(where: { graph.ancestry(of: $0).contains(table.id) }) { return e.object }
        }
        return nil
    }

    func explainAlertAction(_ alert: SimObject.ID) -> Finding {
        guard start != nil else { return Finding(cause: .noInteraction, progress: 0) }
        var presenter: SimObject.ID = -1
        for e in log.events where e.object == alert {
            if case .alert(.presented(_, _, let by)) = e.payload { presenter = by }
        }
        for e in events.reversed() where e.object == alert {
            if case .alert(.chosen(let button)) = e.payload {
                return Finding(cause: .otherAlertAction(alert: alert, chosen: button, presenter: presenter), progress: 3)
            }
        }
        let shown = (world.object(alert) as? AlertController)?.isVisible ?? (world.object(alert) as? AlertView)?.isVisible ?? false
        return Finding(cause: .alertNotChosen(alert: alert, isShown: shown, presenter: presenter), progress: 1)
    }
}
