/// Object lifetimes, modelled on ARC: an object lives while something holds it strongly — the
/// application (its windows, their root controllers, down every superview), a valid timer (its
/// target), a visible alert, the script that made it and has not released it, a variable, or a
/// closure that captured it strongly. When the last strong reference goes — a view removed, a
/// controller dismissed, a closure replaced, `release` — everything nothing else holds is *freed*:
/// weak references to it read nil, its handlers never run again, and the trace says so.
///
/// As with ARC, objects that hold each other in a cycle are *not* freed when the outside lets go:
/// they are leaked, and `leaks` shows the cycle.
///
/// How it is computed: not by counting at every place a reference is made (a hundred places, one
/// miss and the model lies) but by walking the strong references the model already has
/// (`strongReferences`), from the roots, at the moments something may have let go. Unreachable
/// objects are then freed in ARC's order — those nothing unreachable holds first, then what they
/// held — and what a cycle keeps is left: leaked.
public final class Lifetimes: SimulationEngine {
    /// Objects the script made and gave to nobody, which it let go of (`release`) or handed over
    /// (a controller installed in a window or presented): the script no longer holds them.
    @exclusivity(unchecked) private var letGo: Set<SimObject.ID> = []
    /// The session's own strong references — its variables, a running handler's locals — by
    /// name. SimScript sets this; the engine does not know the language.
    public var externalHolders: () -> [(name: String, object: SimObject.ID)] = { [] }
    /// Objects (and closures) kept alive only by a cycle, as of the last collection.
    public private(set) var leaked: [SimObject.ID] = []
    private(set) var leakedClosures: [Int32] = []
    /// Something let go of a reference since the last collection (a closure replaced, a timer
    /// invalidated, a variable changed): collect at the end of the command.
    @exclusivity(unchecked) public var needsCollection = false
    /// Collect again once this many closures were made (the closures of a scrolling table are
    /// replaced row by row: collecting every so often keeps them few, at O(1) per closure).
    private var closureBudget = 256

    // MARK: - Who holds what

    /// Whether the script holds `object`: it made it, and nothing structural took it over.
    /// Views, cells and recognizers always have an owner (a superview, a table, a view); windows
    /// and the app delegate belong to the application.
    public func isHeldByScript(_ object: SimObject) -> Bool {
        guard !letGo.contains(object.id), !object.isReleased else { return false }
        switch object {
        case is PlainObject, is ViewController, is AlertView, is AlertController, is ScheduledTimer: return true
        default: return false
        }
    }

    /// The script hands `controller` over to its new owner (a window, a presenter, a parent):
    /// like a local variable going out of scope once the controller is installed.
    public func handOver(_ controller: ViewController) { letGo.insert(controller.id) }

    /// Roots: what is alive by definition. `repeatingTimers` false leaves out repeating timers
    /// (see ``keptAliveByTimers()``).
    private func roots(into stack: inout [Node], repeatingTimers: Bool = true) {
        stack.append(.object(world.application.id))
        for object in world.objects where !object.isReleased {
            switch object {
            case let timer as ScheduledTimer where timer.isValid:  // the run loop's
                if repeatingTimers || !timer.repeats { stack.append(.object(timer.id)) }
            case let alert as AlertView where alert.isVisible: stack.append(.object(alert.id))  // the system's, shown
            case let alert as AlertController where alert.isVisible: stack.append(.object(alert.id))
            case is BlocksProxy: stack.append(.object(object.id))  // a shared singleton
            default: if isHeldByScript(object) { stack.append(.object(object.id)) }
            }
        }
        for (_, id) in externalHolders() where id >= 0 && Int(id) < world.objects.count { stack.append(.object(id)) }
    }

    /// Every node reachable from the roots.
    func reachable(repeatingTimers: Bool = true) -> (objects: [Bool], closures: Set<Int32>) {
        var objects = [Bool](repeating: false, count: world.objects.count)
        var closures: Set<Int32> = []
        var stack: [Node] = []
        roots(into: &stack, repeatingTimers: repeatingTimers)
        var refs: [(Node, Holder.Relation?)] = []
        while let node = stack.popLast() {
            switch node {
            case .object(let id):
                guard !objects[Int(id)] else { continue }
                objects[Int(id)] = true
                refs.removeAll(keepingCapacity: true)
                strongReferences(of: world.object(id), into: &refs)
                for (next, _) in refs { stack.append(next) }
            case .closure(let id):
                guard closures.insert(id).inserted else { continue }
                for object in world.closures[Int(id)].strongCaptures { stack.append(.object(object)) }
            }
        }
        return (objects, closures)
    }

    /// What a node holds strongly.
    func references(of node: Node) -> [Node] {
        switch node {
        case .object(let id):
            var refs: [(Node, Holder.Relation?)] = []
            strongReferences(of: world.object(id), into: &refs)
            return refs.map(\.0)
        case .closure(let id):
            return world.closures[Int(id)].strongCaptures.map { .object($0) }
        }
    }

    // MARK: - Collecting

    /// Frees what nothing holds any more and notes what only a cycle keeps. Returns the objects
    /// freed, in id order (the trace lists them unless `silently`).
    @discardableResult
    public func collect(silently: Bool = false) -> [SimObject.ID] {
        world.closuresSinceCollection = 0
        needsCollection = false
        let (liveObjects, liveClosures) = reachable()
        var garbage: [Node] = []
        for object in world.objects where !object.isReleased && !liveObjects[Int(object.id)] {
            garbage.append(.object(object.id))
        }
        for closure in world.closures.live where !liveClosures.contains(closure.id) { garbage.append(.closure(closure.id)) }
        closureBudget = max(256, 4 * liveClosures.count)
        guard !garbage.isEmpty else { leaked = []; leakedClosures = []; return [] }

        // ARC's order inside the garbage: what nothing (unreachable) holds goes first, then what
        // only it held. What is left is held by a cycle: leaked, like ARC would leave it.
        let members = Set(garbage)
        var holders: [Node: Int] = [:]
        for node in garbage {
            for next in references(of: node) where members.contains(next) { holders[next, default: 0] += 1 }
        }
        var queue = garbage.filter { holders[$0, default: 0] == 0 }
        var head = 0
        var freedObjects: [SimObject.ID] = []  // in the order ARC would free them
        while head < queue.count {
            let node = queue[head]
            head += 1
            for next in references(of: node) where members.contains(next) {  // before freeing: a freed closure holds nothing
                holders[next, default: 0] -= 1
                if holders[next] == 0 { queue.append(next) }
            }
            switch node {
            case .object(let id): world.object(id).isReleased = true; freedObjects.append(id)
            case .closure(let id): world.closures.free(id)
            }
        }
        leaked = []
        leakedClosures = []
        for node in garbage {
            switch node {
            case .object(let id): if !world.object(id).isReleased { leaked.append(id) }
            case .closure(let id): if !world.closures[Int(id)].isFreed { leakedClosures.append(id) }
            }
        }
        leaked.sort()
        leakedClosures.sort()
        if !silently, !freedObjects.isEmpty { emit(.freed(objects: freedObjects), object: -1) }
        purgeClosureRecords()
        return freedObjects
    }

    /// Collects when many closures were made since the last time (a table configuring cells).
    @inline(__always)
    func collectIfManyClosures() {
        if world.closuresSinceCollection >= closureBudget { collect() }
    }

    /// At the end of a command: collects if something let go, or once many closures were made.
    /// Making a closure lets go of nothing: the only garbage it can leave is the closure itself,
    /// when nothing took it (a command that failed after making it), and that holds nothing that
    /// is not held elsewhere. So it waits for the closure budget, like a table's closures, and N
    /// commands that each add a handler cost O(N), not a full walk each. Questions about
    /// lifetimes (`show`, `leaks`, `release`, `expect captured`) collect first: `collectPending`.
    @inline(__always)
    public func collectIfNeeded() {
        if needsCollection || world.closuresSinceCollection >= closureBudget { collect() }
    }

    /// Before answering who holds what: collects anything pending, so a closure nothing took is
    /// not named as a holder, nor found by name.
    public func collectPending() {
        if needsCollection || world.closuresSinceCollection > 0 { collect() }
    }

    /// Forgets freed closures' records that nothing kept mentions: the log's events, `expect`'s
    /// counts, the cells' stale-run bookkeeping. Run once enough records piled up, so the scan of
    /// the log is paid once per half a log's worth of freed closures.
    private func purgeClosureRecords() {
        guard world.closures.freedKept > max(1_024, simulator.log.capacity) else { return }
        var keep: Set<Int32> = []
        for event in simulator.log.events { event.payload.addClosures(to: &keep) }
        for handler in simulator.log.index.handlersInOrder where handler.isClosure { keep.insert(handler.selectorOrClosure) }
        for stale in simulator.log.index.staleRuns { keep.insert(stale.closure) }
        keep.formUnion(simulator.log.index.loggedClosures)
        world.closures.purge(keeping: keep)
    }

    // MARK: - release

    /// `release OBJECT`: the script lets go of an object it made. If nothing else holds it, it
    /// is freed (with whatever only it held); else the trace names who keeps it alive.
    public func release(_ object: SimObject) throws {
        if object.isReleased { throw LifetimeError.alreadyFreed(object.name) }
        guard isHeldByScript(object) else {
            throw LifetimeError.notHeldByScript(object.name, holders: holders(of: object.id))
        }
        let weakReferences = countWeakReferences(to: object.id)
        letGo.insert(object.id)
        let freed = collect(silently: true)
        if freed.contains(object.id) {
            emit(.released(weakReferences: weakReferences), about: object)
            let others = freed.filter { $0 != object.id }
            if !others.isEmpty { emit(.freed(objects: others), object: -1) }
        } else {
            reportKeptAlive(object, dismissed: false)
        }
    }

    /// Says who keeps `object` alive once the script let go of it (`release`), or its presenter
    /// did (`dismissed`).
    public func reportKeptAlive(_ object: SimObject, dismissed: Bool) {
        emit(.keptAlive(holders: holders(of: object.id), dismissed: dismissed), about: object)
    }

    /// Weak references to `id`: delegate properties and control targets (what reads nil once it
    /// is freed).
    private func countWeakReferences(to id: SimObject.ID) -> Int32 {
        var count: Int32 = 0
        for other in world.objects where !other.isReleased {
            for slot in other.delegateSlots where slot.target == id { count += 1 }
            for outlet in other.outlets where !outlet.isStrong && outlet.target == id { count += 1 }
            if let control = other as? Control {
                for case .target(let t, _) in control.targets.entries.map(\.handler) where t == id { count += 1 }
            }
        }
        return count
    }

    /// Everything alive that holds `id` strongly, in a stable order.
    public func holders(of id: SimObject.ID) -> [Holder] {
        var found: [Holder] = []
        var refs: [(Node, Holder.Relation?)] = []
        for object in world.objects where !object.isReleased {
            refs.removeAll(keepingCapacity: true)
            strongReferences(of: object, into: &refs)
            for (node, relation) in refs where node == .object(id) {
                found.append(.object(object.id, relation ?? .property))
            }
        }
        for closure in world.closures.live where closure.strongCaptures.contains(id) {
            let name = closure.captures.first { if case .object(id) = $0.value { return true } else { return false } }?.name ?? ""
            found.append(.closure(closure.id, capture: name))
        }
        if let object = Int(id) < world.objects.count ? world.object(id) : nil, isHeldByScript(object) { found.append(.script) }
        for (name, object) in externalHolders() where object == id { found.append(.variable(name)) }
        return found
    }
}

/// Why `release` could not let go of an object.
public enum LifetimeError: Error, Equatable, CustomStringConvertible {
    /// The object was already freed.
    case alreadyFreed(String)
    /// The script holds no reference to it; `holders` are what keep it alive.
    case notHeldByScript(String, holders: [Holder])

    /// The message, as a script's error diagnostic shows it.
    public var description: String {
        switch self {
        case .alreadyFreed(let name): return "'\(name)' was already freed"
        case .notHeldByScript(let name, _): return "the script holds no reference to '\(name)' that it could release"
        }
    }
}
