import SimCore

/// What the last `why` answered, typed, for a caller that offers its fixes (the live page's
/// one-click `whatif`) rather than printing them.
public struct WhyFixOffer: Sendable, Equatable {
    /// The handler asked about, as the answer names it (`home.didTapButton:`, `closure#2`).
    public let handler: String
    /// The `expect why` words of the answer: `ran` (and `stale`), or the cause's keyword.
    public let keywords: [String]
    /// `.sim` text that works as written: one command or several joined by `;`.
    public let command: String
    /// True for a change to make before the last interaction (`whatif COMMAND` tries it); false
    /// for a step to take now, after it (`touch up`, `wait 0.5s`).
    public let isBeforeInteraction: Bool
    /// What the step does, in a few words.
    public let note: String?
}

extension Interpreter {
    /// The location of the top-level command being run (or run last): the line a trace line
    /// came from.
    public var runningCommandLocation: SourceLocation? { session.runningCommand }

    /// Each fix the last `why` suggested, in its order, once: the handlers of a control share a
    /// cause (disabled) and so its fix, which is offered for the first of them.
    public var lastWhyFixes: [WhyFixOffer] {
        var offered = Set<String>()
        return session.lastWhyAnswers.flatMap { answer in
            (answer.fix?.steps ?? []).compactMap { step in
                guard offered.insert((step.moment == .before ? "before " : "now ") + step.command).inserted else { return nil }
                return WhyFixOffer(handler: answer.label, keywords: answer.explanation.keywords, command: step.command,
                                   isBeforeInteraction: step.moment == .before, note: step.note)
            }
        }
    }

    /// The `expect why` words of each handler the last `why` answered about, by its label.
    public var lastWhyVerdicts: [(handler: String, keywords: [String])] {
        session.lastWhyAnswers.map { ($0.label, $0.explanation.keywords) }
    }
}
