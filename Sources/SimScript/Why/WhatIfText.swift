import SimCore
import SimRendering

/// `whatif`'s answer in words: the handlers whose runs changed, then the first decision that
/// went differently, each side in its trace line's words.
struct WhatIfText {
    let change: String
    let before: Session.Replay
    let after: Session.Replay

    var text: String {
        var lines = ["whatif \(change), made just before the last interaction\(interaction):"]
        let was = decisions(before), now = decisions(after)
        lines += handlerChanges(was: handlerRuns(was, before), now: handlerRuns(now, after))
        lines += firstDifference(was: was, now: now)
        if let stop = after.stoppedBy { lines.append("  with the change, the replay stopped early: \(stop.message)") }
        return lines.joined(separator: "\n")
    }

    private var interaction: String {
        let log = before.session.simulator.log
        guard let first = log.events(from: before.fromSeq).first(where: { $0.kind == .command }) else { return "" }
        return " (" + words(before).words(for: first) + ")"
    }

    /// The decisions of the compared part: everything but what inspections printed (a `why`
    /// later in the interaction answers differently and is not a decision).
    private func decisions(_ replay: Session.Replay) -> [Event] {
        replay.session.simulator.log.events(from: replay.fromSeq).filter { $0.kind != .output }
    }

    private func words(_ replay: Session.Replay) -> TextTraceRenderer {
        TextTraceRenderer(names: replay.session.names, writeBytes: { _ in })
    }

    /// Each handler that ran, by the name the trace gives it, in order of first run, with its count.
    private func handlerRuns(_ events: [Event], _ replay: Session.Replay) -> [(String, Int)] {
        let names = replay.session.names
        var runs: [(String, Int)] = []
        for e in events {
            let label: String
            switch e.payload {
            case .targetAction(let target, let selector, .performed): label = names.name(target) + "." + names.selector(selector)
            case .chainAsk(let selector, true): label = names.name(e.object) + "." + names.selector(selector)
            case .delegateCall(let call) where call.outcome == .performed: label = names.name(call.delegate) + "." + names.selector(call.selector)
            case .closureRun(let closure): label = names.closure(closure).displayName
            default: continue
            }
            if let i = runs.firstIndex(where: { $0.0 == label }) { runs[i].1 += 1 } else { runs.append((label, 1)) }
        }
        return runs
    }

    private func handlerChanges(was: [(String, Int)], now: [(String, Int)]) -> [String] {
        var lines: [String] = []
        for (label, count) in now {
            let before = was.first { $0.0 == label }?.1 ?? 0
            if before == 0 { lines.append("  \(label) runs now (it did not)") }
            else if before != count { lines.append("  \(label) runs \(times(count)) now (\(times(before)) before)") }
        }
        for (label, count) in was where !now.contains(where: { $0.0 == label }) {
            lines.append("  \(label) no longer runs (it ran \(times(count)))")
        }
        if lines.isEmpty {
            lines.append(now.isEmpty ? "  no handler runs, as before" : "  the same handlers run: " + now.map { "\($0.0) (\(times($0.1)))" }.joined(separator: ", "))
        }
        return lines
    }

    private func firstDifference(was: [Event], now: [Event]) -> [String] {
        // Decisions the text trace shows no line for (the recognizers taking part, an
        // expectation) are not compared: a difference must be one a person can read.
        let left = lines(was, words(before)), right = lines(now, words(after))
        for i in 0..<max(left.count, right.count) {
            let l = i < left.count ? left[i] : nil
            let r = i < right.count ? right[i] : nil
            if l == r { continue }
            return ["  first difference, at decision \(i + 1):",
                    "    was: " + (l ?? "(nothing more)"),
                    "    now: " + (r ?? "(nothing more)")]
        }
        return ["  every decision is the same (\(left.count))"]
    }

    private func lines(_ events: [Event], _ words: TextTraceRenderer) -> [String] {
        events.compactMap { e in
            let text = words.words(for: e)
            return text.isEmpty ? nil : "[\(VirtualClock.format(e.time))] " + String(repeating: "  ", count: Int(e.depth)) + text
        }
    }

    private func times(_ n: Int) -> String { n == 1 ? "once" : n == 2 ? "twice" : "\(n) times" }
}
