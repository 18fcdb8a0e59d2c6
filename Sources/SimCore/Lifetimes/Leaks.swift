/// A strong reference cycle nothing outside holds: ARC never frees it.
public struct Leak: Sendable {
    /// The cycle, from its first node back to it (the first node is repeated at the end).
    public let cycle: [Lifetimes.Node]
    /// The reference to make weak to break it: a closure's strong capture of an object, when the
    /// cycle has one (the usual case: a handler that captured the controller that owns it).
    public let weakenable: (closure: Int32, capture: String)?
}

extension Lifetimes {
    /// The leaks as of now (collecting first), one per cycle, and what else only the cycles keep
    /// alive. A cycle starts at its view controller when it has one (that is how people name
    /// them: "the detail screen leaks"), else at its lowest id.
    public func leaks() -> (cycles: [Leak], keptAlive: [SimObject.ID]) {
        collect()
        var members: Set<Node> = Set(leaked.map { .object($0) })
        members.formUnion(leakedClosures.map { .closure($0) })
        let starts = leaked.sorted { a, b in
            let ca = world.object(a) is ViewController, cb = world.object(b) is ViewController
            return ca != cb ? ca : a < b
        }.map { Node.object($0) } + leakedClosures.map { .closure($0) }
        var covered: Set<Node> = []
        var cycles: [Leak] = []
        for start in starts where !covered.contains(start) {
            guard let path = shortestCycle(from: start, within: members) else { continue }
            covered.formUnion(path)
            cycles.append(Leak(cycle: path, weakenable: weakenable(path)))
        }
        let rest = leaked.filter { !covered.contains(.object($0)) }
        return (cycles, rest)
    }

    /// The shortest path of strong references from `start` back to it, through `members` only.
    private func shortestCycle(from start: Node, within members: Set<Node>) -> [Node]? {
        var previous: [Node: Node] = [:]
        var queue = [start]
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            for next in references(of: node) where members.contains(next) {
                if next == start {
                    var chain = [node]
                    while chain[chain.count - 1] != start { chain.append(previous[chain[chain.count - 1]]!) }
                    return chain.reversed() + [start]
                }
                if previous[next] == nil && next != start {
                    previous[next] = node
                    queue.append(next)
                }
            }
        }
        return nil
    }

    /// A closure → object step in the cycle: the capture a `weak` breaks.
    private func weakenable(_ path: [Node]) -> (closure: Int32, capture: String)? {
        for (from, to) in zip(path, path.dropFirst()) {
            guard case .closure(let id) = from, case .object(let object) = to else { continue }
            let closure = world.closures[Int(id)]
            if let capture = closure.captures.first(where: { $0.value == .object(object) && !closure.weakCaptures.contains($0.name) }) {
                return (id, capture.name)
            }
        }
        return nil
    }
}

extension Lifetimes {
    /// Objects the script let go of (dismissed, released) that only a repeating timer keeps
    /// alive — the leak a cycle search misses, since the run loop holds the timer: each one a
    /// timer holds directly (its target, or what its block captures), with those timers. A
    /// repeating timer never lets go until it is invalidated.
    public func keptAliveByTimers() -> [(object: SimObject.ID, timers: [SimObject.ID])] {
        let withTimers = reachable().objects
        let withoutRepeatingTimers = reachable(repeatingTimers: false).objects
        var found: [(object: SimObject.ID, timers: [SimObject.ID])] = []
        for object in world.objects where withTimers[Int(object.id)] && !withoutRepeatingTimers[Int(object.id)] {
            guard !(object is ScheduledTimer), object is ViewController || object is PlainObject else { continue }
            let timers = holders(of: object.id).compactMap { holder -> SimObject.ID? in
                switch holder {
                case .object(let id, .timer): return id
                case .closure(let closure, _):
                    return world.objects.first { object in
                        guard let timer = object as? ScheduledTimer, case .block(let block) = timer.action else { return false }
                        return block.id == closure
                    }?.id
                default: return nil
                }
            }
            if !timers.isEmpty { found.append((object.id, timers)) }
        }
        return found
    }
}
