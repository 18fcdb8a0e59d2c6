import SimCore

/// What `arena` prints: for the last touch sequence that had gesture recognizers in play, the
/// candidates in the order they see the touches, then every decision in order — who began, who
/// recognized, who failed and why. Read from the event log (from the sequence's
/// `gestureCandidates` event on), so it is the same whenever it is asked.
public enum ArenaReport {
    /// The report, e.g.
    ///
    /// ```
    /// gesture arena (the last touches):
    ///   candidates for a touch on photo: doubleTap (tap, 2 taps on photo), singleTap (tap on photo)
    ///   1. singleTap: waits — a tap; it requires doubleTap to fail first
    ///   2. doubleTap: recognized — tap 2 of 2
    /// ```
    public static func text(_ log: EventLog, names: NameTable) -> String {
        let lines = self.lines(log, names: names)
        guard !lines.isEmpty else { return "no gesture recognizers took part in the last touches" }
        return "gesture arena (the last touches):\n"
            + lines.enumerated().map { "  \($0.offset == 0 ? "" : "\($0.offset). ")\($0.element)" }.joined(separator: "\n")
    }

    /// The candidates line, then one line per decision. A run of changes by one recognizer folds
    /// into one line (`pan: changed 12 times — the last: …`): the decisions are what matter here.
    static func lines(_ log: EventLog, names: NameTable) -> [String] {
        let start = log.index.lastGestureSequence
        guard start > 0 else { return [] }
        var lines: [String] = []
        var changes: (recognizer: SimObject.ID, count: Int, last: String)?
        func endChanges() {
            guard let run = changes else { return }
            let who = names.name(run.recognizer)
            lines.append(run.count == 1 ? "\(who): changed — \(run.last)" : "\(who): changed \(run.count) times — the last: \(run.last)")
            changes = nil
        }
        for event in log.events(from: start) {
            switch event.payload {
            case .gestureCandidates(let candidates, let laterTouch):
                endChanges()
                let which = laterTouch ? "another finger's touch" : "a touch"
                lines.append("candidates for \(which) on \(names.name(event.object)): " + candidates.map {
                    "\(names.name($0.recognizer)) (\(names.string($0.summary)) on \(names.name($0.view)))"
                }.joined(separator: ", "))
            case .gesture(.state(.changed, _), let reason) where event.object >= 0:
                let text = reason.text(names)
                if changes?.recognizer == event.object { changes!.count += 1; changes!.last = text } else {
                    endChanges()
                    changes = (event.object, 1, text)
                }
            case .gesture(let change, let reason):
                endChanges()
                let text = reason.text(names)
                guard event.object >= 0 else { lines.append(text); continue }
                switch change {
                case .touchIgnored, .touchesCancelledForView, .touchesHeld, .moved, .asksView: lines.append("\(names.name(event.object)) \(text)")
                case .state, .waiting: lines.append("\(names.name(event.object)): \(change.verb) — \(text)")
                }
            default:
                break
            }
        }
        endChanges()
        return lines
    }
}
