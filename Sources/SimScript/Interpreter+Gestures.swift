import SimCore

/// The gesture inspections `recognizers` and `arena` (the commands that make and drive
/// recognizers are in Commands/GestureCommands.swift).
extension Interpreter {
    /// `recognizers at X Y`: the view a touch there would hit.
    func hitView(at p: Point, _ node: CommandNode) throws -> View? {
        guard let window = simulator.touches.touchWindow else { throw node.error(nil, SimulationError.noKeyWindow.description) }
        return window.hitTest(p)
    }

    /// `recognizers VIEW` / `recognizers at X Y`: the candidates a touch there would meet.
    func recognizers(_ view: View?) {
        guard let hit = view else { emitOutput("no view there, so no recognizers"); return }
        var lines = ["recognizers for a touch on \(hit.name), in the order they see it:"]
        var v: View? = hit
        var n = 0
        while let current = v {
            for r in current.gestureRecognizers {
                n += 1
                var flags: [String] = [r.summary, "on \(current.name)", r.state.name]
                if !r.isEnabled { flags.append("disabled") }
                if !r.cancelsTouchesInView { flags.append("cancelsTouchesInView false") }
                if r.delaysTouchesBegan { flags.append("delaysTouchesBegan") }
                if !r.delaysTouchesEnded { flags.append("delaysTouchesEnded false") }
                if !r.requiresFailureOf.isEmpty { flags.append("requires " + r.requiresFailureOf.map(\.name).joined(separator: ", ") + " to fail") }
                lines.append("  \(n). \(r.name) (" + flags.joined(separator: ", ") + ")")
            }
            v = current.superview
        }
        if n == 0 { lines = ["no recognizers on \(hit.name) or its superviews: touches go straight to the view"] }
        emitOutput(lines.joined(separator: "\n"))
    }

    /// `arena`: the last touch sequence's candidates and decisions, in order.
    func arena() {
        // Runs of `NAME: changed — …` fold into one line: the decisions are what matter here.
        var report: [String] = []
        var run: (prefix: String, count: Int, last: String)?
        func flush() {
            guard let r = run else { return }
            report.append(r.count == 1 ? "\(r.prefix) — \(r.last)" : "\(r.prefix) \(r.count) times — the last: \(r.last)")
            run = nil
        }
        for line in simulator.gestures.lastReport {
            if let range = Substring(line).range(of: ": changed — ") {
                let prefix = String(line[..<range.lowerBound]) + ": changed"
                let rest = String(line[range.upperBound...])
                if run?.prefix == prefix { run!.count += 1; run!.last = rest } else { flush(); run = (prefix, 1, rest) }
            } else {
                flush()
                report.append(line)
            }
        }
        flush()
        emitOutput(report.isEmpty ? "no gesture recognizers took part in the last touches"
                                  : "gesture arena (the last touches):\n" + report.enumerated().map { "  \($0.offset == 0 ? "" : "\($0.offset). ")\($0.element)" }.joined(separator: "\n"))
    }
}
