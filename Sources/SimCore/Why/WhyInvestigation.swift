/// Answers `why` from what the simulation recorded: the event log (what was decided in the last
/// interaction, each decision with its cause) and a scene graph (how the handler is wired).
///
/// When the handler ran, the answer is the chain of causes of each run. When it did not, the
/// investigation follows the handler's wiring — the control it is registered on, the recognizer,
/// the timer, the delegate property — into the last interaction and names the first decision
/// that went another way: the touch hit another view (and why), the control was disabled, the
/// finger lifted outside, a recognizer cancelled the touch, the target was released, the
/// nil-targeted action found no responder, the delegate was nil…
///
/// "The last interaction" is what the last simulation command did — `tap save`, `touch up`,
/// `wait 2s` — extended back to the command whose touch it finished (`touch down` … `touch up`).
public struct WhyInvestigation {
    let log: EventLog
    /// The scene when the investigation began: how each handler is wired.
    public let graph: SceneGraph
    let world: World
    /// How far outside its bounds a tracked touch still counts as inside (`config trackingMargin`).
    let trackingMargin: Double
    /// The command event that began the last interaction, and its events.
    public let start: Event?
    /// The events of the last interaction, from ``start`` on.
    public let events: ArraySlice<Event>

    /// An investigation of what `simulator` has recorded so far.
    public init(simulator: Simulator) {
        self.init(log: simulator.log, graph: SceneGraph(simulator.world), world: simulator.world,
                  trackingMargin: simulator.config.trackingMargin)
    }

    init(log: EventLog, graph: SceneGraph, world: World, trackingMargin: Double) {
        self.log = log
        self.graph = graph
        self.world = world
        self.trackingMargin = trackingMargin
        start = WhyInvestigation.interactionStart(in: log)
        events = start.map { log.events(from: $0.seq) } ?? []
    }

    /// The last command that simulated something (not one that only wired a handler or set a
    /// delegate); or, when its touch began in an earlier command, that command.
    public static func interactionStart(in log: EventLog) -> Event? {
        var last: Event?
        var simulated = false
        for e in log.events.reversed() {
            if e.kind == .command {
                if simulated { last = e; break }
                continue
            }
            if isInteraction(e) { simulated = true }
        }
        guard let last else { return nil }
        let touches = Set(log.events(from: last.seq).map(\.touch)).subtracting([0])
        guard let began = log.events.first(where: { e in
            if case .touch(.began, _, _) = e.payload { return touches.contains(e.touch) }
            return false
        }), began.seq < last.seq else { return last }
        return log.events.last { $0.kind == .command && $0.seq < began.seq } ?? last
    }

    /// Events that mean something was simulated, not only set up.
    private static func isInteraction(_ e: Event) -> Bool {
        switch e.kind {
        case .command, .note, .output, .registration, .delegateSet, .released, .expectation: return false
        case .timer: if case .timer(.scheduled) = e.payload { return false } else { return true }
        default: return true
        }
    }

    /// Whether `subject` ran in the last interaction and what led to it, or the first decision that
    /// kept it from running.
    public func explain(_ subject: WhySubject) -> Explanation {
        let runs = self.runs(of: subject)
        if !runs.isEmpty { return Explanation(subject: subject, interaction: start, verdict: .ran(runs)) }
        return Explanation(subject: subject, interaction: start, verdict: .didNotRun(cause(for: subject)))
    }

    /// What `why OBJECT` explains one by one: a control's target-actions and closures, a
    /// recognizer's, a timer's (invalidated or not: the graph keeps only valid ones), an alert's
    /// actions. A nil-targeted action names no handler (any responder on the chain may be one):
    /// it is listed apart, for the caller to point at `why RESPONDER.ACTION`.
    public func handlers(of object: SimObject.ID) -> (subjects: [WhySubject], nilTargeted: [Selector]) {
        var subjects: [WhySubject] = []
        var nilTargeted: [Selector] = []
        func add(_ subject: WhySubject) { if !subjects.contains(subject) { subjects.append(subject) } }
        func closure(_ id: Int32) -> WhySubject { .closure(name: world.closures[Int(id)].name) }
        if let timer = world.object(object) as? ScheduledTimer {
            switch timer.action {
            case .target(let target, let action): add(.method(target: target, selector: action))
            case .block(let c): add(closure(c.id))
            }
        }
        for edge in graph.edges {
            switch edge {
            case .target(object, let target?, let action, _), .recognizerTarget(object, let target, let action):
                add(.method(target: target, selector: action))
            case .target(object, nil, let action, _):
                if !nilTargeted.contains(action) { nilTargeted.append(action) }
            case .closure(object, let c, _), .recognizerClosure(object, let c), .alertAction(object, _, let c):
                add(closure(c))
            default: break
            }
        }
        return (subjects, nilTargeted)
    }

    /// The controls that could send `subject` when every way it is wired goes through one
    /// (target-action, a closure, a nil-targeted action from a control): then the handler runs
    /// only if one of them is touched or sent its actions. Nil when something else can reach it
    /// (a recognizer, a timer, a delegate, a block, an alert action) or nothing is wired.
    public func sendingControls(of subject: WhySubject) -> [SimObject.ID]? {
        var controls: [SimObject.ID] = []
        for wiring in wirings(of: subject) {
            guard case .control(let control, _, _, _, _) = wiring else { return nil }
            if !controls.contains(control) { controls.append(control) }
        }
        return controls.isEmpty ? nil : controls
    }

    // MARK: - Runs

    private func runs(of subject: WhySubject) -> [Explanation.Run] {
        var runs: [Explanation.Run] = []
        for (i, e) in events.enumerated() where ran(subject, at: e) {
            // A stale closure run is flagged by the cell event right inside it.
            var stale: CellChange?
            let next = events.index(events.startIndex, offsetBy: i + 1)
            if next < events.endIndex, case .cell(let change) = events[next].payload, change.kind == .staleHandler,
               events[next].cause == e.seq {
                stale = change
            }
            runs.append(Explanation.Run(event: e, causes: log.causes(of: e), stale: stale, replaced: replacedClosure(by: e)))
        }
        return runs
    }

    /// The closure that the running closure replaced (the same UIAction identifier, a property
    /// or block set again), if it did.
    private func replacedClosure(by run: Event) -> Int32? {
        guard case .closureRun(let closure) = run.payload else { return nil }
        for e in log.events {
            if case .registration(let r) = e.payload, r.closure == closure, r.outcome == .replaced { return r.previous }
        }
        return nil
    }

    private func ran(_ subject: WhySubject, at e: Event) -> Bool {
        switch subject {
        case .method(let target, let selector):
            switch e.payload {
            case .targetAction(let t, let action, .performed): return t == target && action == selector
            case .chainAsk(let action, true): return e.object == target && action == selector
            case .delegateCall(let call): return call.outcome == .performed && call.delegate == target && call.selector == selector
            default: return false
            }
        case .closure(let name):
            if case .closureRun(let closure) = e.payload { return closureNamed(closure, name) }
            return false
        }
    }

    // MARK: - Why it did not run

    private func cause(for subject: WhySubject) -> WhyCause {
        if case .method(let target, let selector) = subject, !graph.node(target).methods.contains(selector) {
            return .notImplemented(target: target, selector: selector)
        }
        if case .closure(let name) = subject, let gone = closureGone(name) { return gone }
        let wirings = self.wirings(of: subject)
        guard !wirings.isEmpty else { return .notWired }
        // Of several wirings, the one the interaction got furthest along decides.
        return wirings.map(explain).max { $0.progress < $1.progress }!.cause
    }

    /// A way the handler can be reached.
    enum Wiring {
        /// On a control for `events`: target-action (`target` nil: nil-targeted) or a closure.
        /// `reaching`: for a nil-targeted action, the object asked about, which the search may
        /// or may not reach.
        case control(SimObject.ID, events: ControlEvents, target: SimObject.ID?, isClosure: Bool, reaching: SimObject.ID? = nil)
        case recognizer(SimObject.ID)
        case timer(SimObject.ID)
        /// Through a delegate property `slot` of `owner` (the method is a delegate method).
        case delegate(owner: SimObject.ID, slot: String, selector: Selector)
        /// A block: run by `owner` when its moment comes.
        case block(owner: SimObject.ID)
        /// The handler of the alert's action titled `title`: run when that action is chosen.
        case alertAction(alert: SimObject.ID, title: String)
    }

    /// Whether `owner`'s delegate property `slot` can call `selector`: its protocol declares it
    /// (a script's `weak` property), or — for UIKit's own delegate properties — the method is
    /// named after the owner's class, as all of UIKit's are. A controller that is a recognizer's
    /// delegate is not asked about its action methods through that property.
    private func slotMayCall(_ owner: SimObject.ID, _ slot: String, _ selector: Selector) -> Bool {
        let object = world.object(owner)
        if let name = object.delegateSlot(slot)?.protocolName, let declared = world.protocols.first(where: { $0.name == name }) {
            return declared.declares(selector)
        }
        let prefixes = object.kind.delegateMethodPrefixes
        if prefixes.isEmpty { return true }
        let method = world.name(of: selector)
        return prefixes.contains { method.hasPrefix($0) }
    }

    private func wirings(of subject: WhySubject) -> [Wiring] {
        var wirings: [Wiring] = []
        for edge in graph.edges {
            switch subject {
            case .method(let target, let selector):
                switch edge {
                case .target(let control, let t, let action, let events) where action == selector:
                    // A nil target reaches the object through the chain, if it is in it (UIKit);
                    // AppKit's search starts at the first responder, which may be anywhere, so
                    // any responder may be reached — or not, which `why` then explains.
                    if t == nil, graph.isAppKit {
                        wirings.append(.control(control, events: events, target: nil, isClosure: false, reaching: target))
                    } else if t == target || (t == nil && graph.chain(from: control).contains(target)) {
                        wirings.append(.control(control, events: events, target: t, isClosure: false))
                    }
                case .recognizerTarget(let r, let t, let action) where t == target && action == selector:
                    wirings.append(.recognizer(r))
                case .timerTarget(let timer, let t, let action) where t == target && action == selector:
                    wirings.append(.timer(timer))
                case .delegate(let owner, let slot, let delegate) where delegate == target && slotMayCall(owner, slot, selector):
                    wirings.append(.delegate(owner: owner, slot: slot, selector: selector))
                default:
                    break
                }
            case .closure(let name):
                switch edge {
                case .closure(let control, let closure, let events) where closureNamed(closure, name):
                    wirings.append(.control(control, events: events, target: nil, isClosure: true))
                case .recognizerClosure(let r, let closure) where closureNamed(closure, name):
                    wirings.append(.recognizer(r))
                case .timerClosure(let timer, let closure) where closureNamed(closure, name):
                    wirings.append(.timer(timer))
                case .block(let owner, _, let closure) where closureNamed(closure, name):
                    wirings.append(.block(owner: owner))
                case .alertAction(let alert, let title, let closure) where closureNamed(closure, name):
                    wirings.append(.alertAction(alert: alert, title: title))
                default:
                    break
                }
            }
        }
        if case .method(let target, let selector) = subject {
            wirings += formerDelegateSlots(of: target, calledWith: selector)
            wirings += invalidatedTimers(targeting: target, selector)
            if wirings.isEmpty { wirings += delegateCallSites(of: selector) }
        }
        return wirings
    }

    private func closureNamed(_ id: Int32, _ name: String) -> Bool { world.closures[Int(id)].name == name }

    /// Delegate properties the object was the delegate of before something else took its place
    /// (the block proxy, another object), which called `selector` in the interaction.
    private func formerDelegateSlots(of target: SimObject.ID, calledWith selector: Selector) -> [Wiring] {
        var slots: [Wiring] = []
        for e in log.events {
            guard case .delegateSet(let a) = e.payload, a.previous == target else { continue }
            let slot = world.strings.string(a.slot)
            guard events.contains(where: { call in
                if case .delegateCall(let c) = call.payload { return c.selector == selector && call.object == e.object && c.slot == a.slot }
                return false
            }) else { continue }
            slots.append(.delegate(owner: e.object, slot: slot, selector: selector))
        }
        return slots
    }

    /// Delegate properties the interaction called `selector` through (while they were nil, or
    /// held another object): the method was meant to be reached there.
    private func delegateCallSites(of selector: Selector) -> [Wiring] {
        var sites: [Wiring] = []
        for e in events {
            guard case .delegateCall(let call) = e.payload, call.selector == selector else { continue }
            let site = Wiring.delegate(owner: e.object, slot: world.strings.string(call.slot), selector: selector)
            if !sites.contains(where: { if case .delegate(e.object, world.strings.string(call.slot), _) = $0 { return true } else { return false } }) {
                sites.append(site)
            }
        }
        return sites
    }

    /// Timers that had this target and action and are invalid now (they are gone from the graph).
    private func invalidatedTimers(targeting target: SimObject.ID, _ selector: Selector) -> [Wiring] {
        log.events.compactMap { e in
            guard case .timer(.scheduled(_, _, _, .target(target, selector))) = e.payload,
                  !graph.edges.contains(where: { if case .timerTarget(e.object, _, _) = $0 { return true } else { return false } })
            else { return nil }
            return .timer(e.object)
        }
    }

    /// A closure that was replaced or removed: the registration that did it.
    private func closureGone(_ name: String) -> WhyCause? {
        let ids = Set(world.closures.filter { $0.name == name }.map(\.id))
        // Still registered somewhere: not gone.
        let registered = graph.edges.contains { edge in
            switch edge {
            case .closure(_, let c, _), .recognizerClosure(_, let c), .timerClosure(_, let c), .block(_, _, let c), .alertAction(_, _, let c):
                return ids.contains(c)
            default: return false
            }
        }
        guard !registered else { return nil }
        for e in log.events.reversed() {
            guard case .registration(let r) = e.payload, ids.contains(r.previous) else { continue }
            switch r.outcome {
            case .replaced: return .closureReplaced(control: e.object, by: r.closure)
            case .removed: return .closureRemoved(control: e.object)
            default: continue
            }
        }
        return nil
    }

    // MARK: - Following one wiring into the interaction

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

    private func explain(_ wiring: Wiring) -> Finding {
        switch wiring {
        case .control(let control, let registered, let target, let isClosure, let reaching):
            return explainControl(control, registered: registered, target: target, isClosure: isClosure, reaching: reaching)
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

    private func explainControl(_ control: SimObject.ID, registered: ControlEvents, target: SimObject.ID?,
                                isClosure: Bool, reaching: SimObject.ID? = nil) -> Finding {
        let sentEvents = events.filter { $0.object == control && $0.kind == .controlEvent }
        var sent: ControlEvents = []
        for e in sentEvents { if case .controlEvent(let events, _) = e.payload { sent.formUnion(events) } }
        // Sent without a touch (`sendActions`), tracked from a touch, or (AppKit) sent by the
        // cell on a mouse event.
        if !sent.isDisjoint(with: registered) || sentItsAction(control) {
            return Finding(cause: afterSending(control, target: target, isClosure: isClosure, reaching: reaching), progress: 6)
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
    private func refusal(of view: SimObject.ID) -> TouchRefusal? {
        for e in events where e.object == view { if case .touchRefused(let refusal) = e.payload { return refusal } }
        return nil
    }

    /// The phases delivered to the control that its own touches methods (a script's
    /// touchesBegan… on it or its class) handled instead of UIKit's tracking; nil when none did.
    private func overridesRun(_ control: SimObject.ID) -> [TouchPhase]? {
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
    private func valueStayed(_ control: SimObject.ID) -> WhyCause? {
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
    private func refusedToBeginEditing(_ field: SimObject.ID) -> WhyCause? {
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
    private func sentItsAction(_ control: SimObject.ID) -> Bool {
        events.contains { e in
            if e.object == control, case .mouse(.sendsAction(_, _?)) = e.payload { return true }
            return false
        }
    }

    /// The control sent the events; what stopped the action then.
    private func afterSending(_ control: SimObject.ID, target: SimObject.ID?, isClosure: Bool,
                              reaching: SimObject.ID? = nil) -> WhyCause {
        // AppKit: the search may never have passed the object asked about.
        func asked(in send: Int) -> [SimObject.ID] { events.filter { $0.kind == .chainAsk && $0.cause == send }.map(\.object) }
        for e in events {
            switch e.payload {
            case .targetAction(let t, _, .released) where t == target: return .targetReleased(target: t)
            case .targetAction(let t, _, .unrecognized) where t == target: return .unrecognizedSelector(target: t)
            case .actionUnhandled(let selector) where target == nil && !isClosure:
                let asked = asked(in: e.cause)
                if let reaching, !asked.contains(reaching) {
                    return .notOnSearchPath(selector: selector, object: reaching, performedBy: nil, asked: asked)
                }
                return .nilTargetUnhandled(selector: selector, asked: asked, sender: control)
            case .chainAsk(let selector, true) where target == nil && !isClosure:
                let asked = asked(in: e.cause)
                if let reaching, !asked.contains(reaching) {
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
    private func touchOn(_ view: SimObject.ID) -> Int32? {
        events.first { $0.kind == .hitTest && $0.object == view }?.touch
    }

    /// Where `touch` lifted, if it did in the interaction.
    private func touchEnd(_ touch: Int32) -> Point? {
        for e in events where e.touch == touch {
            if case .touch(.ended, let point, _) = e.payload { return point }
        }
        return nil
    }

    /// The interaction's first touch down and what it hit (nil: nothing).
    private func firstHit() -> (began: Event, hit: SimObject.ID?)? {
        guard let began = events.first(where: { if case .touch(.began, _, _) = $0.payload { return true } else { return false } })
        else { return nil }
        let hit = events.first { ($0.kind == .hitTest || $0.kind == .hitMiss) && $0.cause == began.seq }
        return (began, hit?.kind == .hitTest ? hit?.object : nil)
    }

    private func cancellingRecognizer() -> SimObject.ID? {
        events.first { if case .gesture(.touchesCancelledForView, _) = $0.payload { return true } else { return false } }?.object
    }

    /// Recognizers holding back the view's touches at the end of the interaction.
    private func heldBy(_ view: SimObject.ID) -> [SimObject.ID]? {
        for e in events.reversed() {
            if case .gesture(.touchesHeld, .delivery(_, view, let recognizers)) = e.payload { return recognizers }
        }
        return nil
    }

    /// Why the touch that began at `began` hit `hit` and not `view`.
    func whyHitElsewhere(_ view: SimObject.ID, began: Event, hit: SimObject.ID?) -> WhyCause {
        guard case .touch(.began, let point, _) = began.payload else { return .notTouched(control: view, touched: hit) }
        let ancestry = graph.ancestry(of: view)
        let window = ancestry.last.flatMap { graph.windows.contains($0) ? $0 : nil }
        // The window the touch went to: the one the hit view (or the miss) is in.
        let touched = events.first { ($0.kind == .hitTest || $0.kind == .hitMiss) && $0.cause == began.seq }
        let touchedWindow = touched.map { graph.ancestry(of: $0.object).last! }
        if window == nil {
            return .hitElsewhere(view: view, hit: hit, point: point, reason: .otherWindow(window: nil))
        }
        if window != touchedWindow {
            // Another window took a touch that was on the view; a touch elsewhere simply missed it.
            guard let frame = graph.frameInWindow(of: view), frame.contains(point) else {
                return .hitElsewhere(view: view, hit: hit, point: point,
                                     reason: .notUnderTouch(frame: graph.frameInWindow(of: view) ?? Rect(0, 0, 0, 0)))
            }
            return .hitElsewhere(view: view, hit: hit, point: point, reason: .otherWindow(window: window))
        }
        // A skipped ancestor (or the view itself), outermost first, as hit-testing met them.
        for e in events where e.cause == began.seq {
            guard case .hitSkip(_, let reason, _) = e.payload, ancestry.contains(e.object) else { continue }
            let why: HitElsewhere
            switch reason {
            case .hidden: why = .hidden(e.object)
            case .transparent: why = .transparent(e.object)
            case .interactionDisabled: why = .interactionDisabled(e.object)
            case .outsideBounds: why = .outsideSuperview(e.object)
            }
            return .hitElsewhere(view: view, hit: hit, point: point, reason: why)
        }
        guard let frame = graph.frameInWindow(of: view), frame.contains(point) else {
            return .hitElsewhere(view: view, hit: hit, point: point,
                                 reason: .notUnderTouch(frame: graph.frameInWindow(of: view) ?? Rect(0, 0, 0, 0)))
        }
        // On the view and nothing skipped: something in front of it took the touch.
        if let hit {
            let front = graph.ancestry(of: hit).first { graph.superview(of: $0).map { ancestry.contains($0) } ?? false } ?? hit
            return .hitElsewhere(view: view, hit: hit, point: point, reason: .coveredBy(front: front))
        }
        return .hitElsewhere(view: view, hit: nil, point: point, reason: .notUnderTouch(frame: frame))
    }

    private func explainRecognizer(_ r: SimObject.ID) -> Finding {
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
            return Finding(cause: whyHitElsewhere(view, began: began, hit: hit), progress: 1)
        }
        return Finding(cause: .recognizerNotTouched(recognizer: r, isEnabled: enabled), progress: 0)
    }

    private func explainTimer(_ timer: SimObject.ID) -> Finding {
        guard let t = world.object(timer) as? ScheduledTimer else { return Finding(cause: .notWired, progress: 0) }
        if !t.isValid { return Finding(cause: .timerInvalidated(timer: timer, firings: Int32(clamping: t.fireCount)), progress: 3) }
        return Finding(cause: .timerNotDue(timer: timer, fireDate: t.fireDate), progress: 2)
    }

    private func explainDelegate(owner: SimObject.ID, slot: String, selector: Selector) -> Finding {
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
        if let table = world.object(owner) as? TableView, world.name(of: selector) == table.selectSelector,
           let recognizer = recognizerCancellingRow(of: table) {
            return Finding(cause: .selectionCancelledByRecognizer(table: owner, recognizer: recognizer), progress: 4)
        }
        if world.name(of: selector) == "textFieldDidBeginEditing:", let refused = refusedToBeginEditing(owner) {
            return Finding(cause: refused, progress: 4)
        }
        return Finding(cause: .delegateNotCalled(owner: owner, slot: slot), progress: 0)
    }

    /// The recognizer that cancelled (cancelsTouchesInView) a touch on one of `table`'s rows.
    private func recognizerCancellingRow(of table: TableView) -> SimObject.ID? {
        for e in events {
            guard case .gesture(.touchesCancelledForView, .cancelsTouches(let views)) = e.payload else { continue }
            if views.contains(where: { graph.ancestry(of: $0).contains(table.id) }) { return e.object }
        }
        return nil
    }

    private func explainAlertAction(_ alert: SimObject.ID) -> Finding {
        guard start != nil else { return Finding(cause: .noInteraction, progress: 0) }
        var presenter: SimObject.ID = -1
        for e in log.events where e.object == alert {
            if case .alert(.presented(_, let by)) = e.payload { presenter = by }
        }
        for e in events.reversed() where e.object == alert {
            if case .alert(.chosen(let text)) = e.payload {
                return Finding(cause: .otherAlertAction(alert: alert, chosen: text, presenter: presenter), progress: 3)
            }
        }
        let shown = (world.object(alert) as? AlertController)?.isVisible ?? (world.object(alert) as? AlertView)?.isVisible ?? false
        return Finding(cause: .alertNotChosen(alert: alert, isShown: shown, presenter: presenter), progress: 1)
    }
}
