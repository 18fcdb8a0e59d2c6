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
        func closure(_ id: Int32) -> WhySubject { .closure(name: world.closures[Int(id)].name, on: object) }
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
            guard case .control(let control, _, _, _, _, _) = wiring else { return nil }
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
            var run = Explanation.Run(event: e, causes: log.causes(of: e), stale: stale, replaced: replacedClosure(by: e))
            // A trap inside the run (deeper than it, before the next event at its depth) ended it.
            var j = next
            while j < events.endIndex, events[j].depth > e.depth {
                if case .trapped = events[j].payload { run.trap = events[j]; break }
                j = events.index(after: j)
            }
            runs.append(run)
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
            // A touches override runs when its phase is delivered to its view.
            case .deliver(let phase): return e.object == target && touchesPhase(selector) == phase
            case .delegateCall(let call): return call.outcome == .performed && call.delegate == target && call.selector == selector
            default: return false
            }
        case .closure(let name, let owner):
            if case .closureRun(let closure) = e.payload { return closureNamed(closure, name) && (owner == nil || e.object == owner) }
            return false
        }
    }

    // MARK: - Why it did not run

    private func cause(for subject: WhySubject) -> WhyCause {
        if case .method(let target, let selector) = subject, !graph.node(target).methods.contains(selector) {
            return .notImplemented(target: target, selector: selector)
        }
        if case .closure(let name, let owner) = subject, let gone = closureGone(name, on: owner) { return gone }
        if case .method(let target, let selector) = subject, let phase = touchesPhase(selector), world.object(target) is View {
            return touchOverrideCause(target, phase)
        }
        let wirings = self.wirings(of: subject)
        guard !wirings.isEmpty else { return .notWired }
        // Of several wirings, the one the interaction got furthest along decides.
        return wirings.map(explain).max { $0.progress < $1.progress }!.cause
    }

    /// The phase a touches override answers (`touchesEnded` → ended), nil for another method.
    private func touchesPhase(_ selector: Selector) -> TouchPhase? {
        switch world.name(of: selector) {
        case "touchesBegan": return .began
        case "touchesMoved": return .moved
        case "touchesEnded": return .ended
        case "touchesCancelled": return .cancelled
        default: return nil
        }
    }

    /// Why a view's touches override did not run: the touch went elsewhere, a recognizer
    /// cancelled the view's touches, the finger is still down, or nothing touched it.
    private func touchOverrideCause(_ view: SimObject.ID, _ phase: TouchPhase) -> WhyCause {
        guard start != nil, let (began, hit) = firstHit() else { return .noInteraction }
        let cancelled = events.contains { e in
            if e.object == view, case .deliver(.cancelled) = e.payload { return true }
            return false
        }
        if phase != .cancelled, cancelled, let r = cancellingRecognizer() { return .touchesCancelledForView(view: view, recognizer: r) }
        guard let hit, graph.ancestry(of: hit).contains(view) else { return whyHitElsewhere(view, began: began, hit: hit) }
        if phase == .ended, touchEnd(began.touch) == nil { return .fingerStillDown(control: view) }
        return .notTouched(control: view, touched: hit)
    }

    /// A way the handler can be reached.
    enum Wiring {
        /// On a control for `events`: target-action (`target` nil: nil-targeted) or a closure.
        /// `reaching`: for a nil-targeted action, the object asked about, which the search may
        /// or may not reach; `inChain`: it is in the sender's responder chain (UIKit).
        case control(SimObject.ID, events: ControlEvents, target: SimObject.ID?, isClosure: Bool, reaching: SimObject.ID? = nil, inChain: Bool = false)
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
                    // A nil target reaches the object through the chain, if it is in it; the search
                    // starts at the first responder (UIKit: else at the sender), which may be
                    // anywhere, so the object may be reached — or not, which `why` then explains.
                    if t == nil, graph.isAppKit || !graph.chain(from: control).contains(target) {
                        wirings.append(.control(control, events: events, target: nil, isClosure: false, reaching: target))
                    } else if t == nil {
                        // In the sender's chain: the walk passes it, unless one before performs it.
                        wirings.append(.control(control, events: events, target: nil, isClosure: false, reaching: target, inChain: true))
                    } else if t == target {
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
            case .closure(let name, let owner):
                switch edge {
                case .closure(let control, let closure, let events) where closureNamed(closure, name) && (owner == nil || owner == control):
                    wirings.append(.control(control, events: events, target: nil, isClosure: true))
                case .recognizerClosure(let r, let closure) where closureNamed(closure, name) && (owner == nil || owner == r):
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

    /// A closure that was replaced or removed (on `owner`, when given): the registration that
    /// did it.
    private func closureGone(_ name: String, on owner: SimObject.ID?) -> WhyCause? {
        let ids = Set(world.closures.filter { $0.name == name }.map(\.id))
        // Still registered somewhere: not gone.
        let registered = graph.edges.contains { edge in
            switch edge {
            case .closure(let o, let c, _), .recognizerClosure(let o, let c): return ids.contains(c) && (owner == nil || owner == o)
            case .timerClosure(_, let c), .block(_, _, let c), .alertAction(_, _, let c): return ids.contains(c) && owner == nil
            default: return false
            }
        }
        guard !registered else { return nil }
        for e in log.events.reversed() {
            guard case .registration(let r) = e.payload, ids.contains(r.previous), owner == nil || e.object == owner else { continue }
            switch r.outcome {
            case .replaced: return .closureReplaced(control: e.object, by: r.closure)
            case .removed: return .closureRemoved(control: e.object)
            default: continue
            }
        }
        return nil
    }
}
