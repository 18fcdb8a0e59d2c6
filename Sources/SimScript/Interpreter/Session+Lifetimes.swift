import SimCore
import SimRendering

/// `leaks` and what `release` says when it cannot: lifetimes as the language words them.
extension Session {
    /// `leaks`: each strong reference cycle nothing outside holds, the reference to weaken, and
    /// what else only the cycles keep alive.
    func leaks() {
        let (cycles, keptAlive) = simulator.lifetimes.leaks()
        let byTimers = simulator.lifetimes.keptAliveByTimers()
        guard !cycles.isEmpty || !keptAlive.isEmpty || !byTimers.isEmpty else {
            emitOutput("no leaks: every object alive is held by the application, a valid timer, the script or a variable")
            return
        }
        var lines: [String] = []
        for (object, timers) in byTimers {
            let name = world.object(object).name, timerNames = timers.map { world.object($0).name }
            lines.append("leak: \(name) is let go of, but repeating timer\(timers.count == 1 ? "" : "s") \(list(timerNames)) keep\(timers.count == 1 ? "s" : "") it alive: a repeating timer holds its target (or what its block captures) until it is invalidated")
            lines.append("  fix: invalidate \(list(timerNames)) when \(name) goes away (in viewWillDisappear:), or give the timer a block that captures \(name) weakly (`capture weak \(name)`)")
        }
        for leak in cycles {
            let nodes = leak.cycle.dropLast().map(describe)
            lines.append("leak: \(list(nodes)) hold\(nodes.count == 1 ? "s itself" : " each other") in a cycle nothing else holds:")
            lines.append("  " + leak.cycle.map(describe).joined(separator: " → "))
            if let (closure, capture) = leak.weakenable {
                let c = names.closure(closure)
                let captured = c.captured(capture).map { $0.rendered(in: world) } ?? capture
                lines.append("  \(c.displayName)\(c.definedAt.map { " (\($0.fileAndLine))" } ?? "") captures \(captured) strongly as \(capture)")
                lines.append("  fix: `capture weak \(capture)` in \(c.displayName), so it does not keep \(captured) alive (or remove it when done)")
            } else {
                lines.append("  fix: make one of these references weak, or break one when done")
            }
        }
        if !keptAlive.isEmpty {
            lines.append("also kept alive only by the cycles: " + keptAlive.map { world.object($0).name }.joined(separator: ", "))
        }
        emitOutput(lines.joined(separator: "\n"))
    }

    /// `show`'s last line: who keeps the object alive, or that it was freed or leaked.
    func lifetime(of object: SimObject) -> String {
        if object.isReleased { return "freed: nothing holds it any more" }
        let holders = simulator.lifetimes.holders(of: object.id)
        if object is Application { return "alive: the application lives as long as the app" }
        guard !holders.isEmpty else { return "alive: a root (the run loop, the system, a shared proxy)" }
        let leaked = simulator.lifetimes.leaked.contains(object.id) ? " — leaked: only a cycle holds it (`leaks`)" : ""
        return "held by: " + holders.map { $0.text(names) }.joined(separator: ", ") + leaked
    }

    private func describe(_ node: Lifetimes.Node) -> String {
        switch node {
        case .object(let id): return world.object(id).name
        case .closure(let id): return names.closure(id).displayName
        }
    }

    private func list(_ items: [String]) -> String {
        items.count <= 1 ? items.joined() : items.dropLast().joined(separator: ", ") + " and " + items.last!
    }

    /// What to do instead of releasing an object the script does not hold.
    func releaseHint(_ error: LifetimeError) -> String? {
        guard case .notHeldByScript(let name, let holders) = error, let first = holders.first else {
            return "a freed object is gone; create another"
        }
        let held = "it is held by " + holders.map { $0.text(names) }.joined(separator: ", ")
        switch first {
        case .object(_, .superview): return "\(held): `remove \(name)` takes it out of the hierarchy (and frees it if nothing else holds it)"
        case .object(_, .controller): return "\(held): `dismiss` or `remove` what holds it"
        case .object(_, .timer): return "\(held): `invalidate` the timer to let go of it"
        default: return held
        }
    }
}
