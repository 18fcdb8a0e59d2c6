/// A way to make a handler run that `why` suggests: alternatives written in `.sim`, each one a
/// command (or `;`-joined commands) that works as written, plus words for what no command can say.
///
/// Every step is checked by `WhyFixTests`: a step `before` the last interaction is tried with
/// `whatif STEP` (the session replayed with it made just before the interaction), a step for
/// `now` is run after it; either way the handler must then run.
struct Fix {
    /// When a step is taken.
    enum Moment {
        /// A change to make before the interaction (what `whatif` tries).
        case before
        /// Something to do now, after it (lift the finger, wait, tap the right view).
        case now
    }

    /// One alternative.
    struct Step {
        /// `.sim` source: one command, or several joined by `;`.
        let command: String
        let moment: Moment
        /// A few words after the command, in parentheses: what it does.
        var note: String? = nil

        static func before(_ command: String, _ note: String? = nil) -> Step { Step(command: command, moment: .before, note: note) }
        static func now(_ command: String, _ note: String? = nil) -> Step { Step(command: command, moment: .now, note: note) }
    }

    var steps: [Step] = []
    /// What no command says (keep an object alive, reconsider the design), after the steps.
    var advice: String? = nil

    init(_ steps: Step..., advice: String? = nil) {
        self.steps = steps
        self.advice = advice
    }

    init(advice: String) { self.advice = advice }

    /// `set toast.userInteractionEnabled = false (touches then pass through it), bringToFront form, or remove toast`
    var text: String {
        var parts = steps.map { $0.command + ($0.note.map { " (\($0))" } ?? "") }
        if let advice { parts.append(advice) }
        switch parts.count {
        case 0: return ""
        case 1: return parts[0]
        default: return parts.dropLast().joined(separator: ", ") + ", or " + parts.last!
        }
    }
}
