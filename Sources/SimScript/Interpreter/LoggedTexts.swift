import SimCore
import SimRendering

/// The text of every different line logged so far, kept as lines arrive: `expect log TEXT` asks
/// a set instead of rendering every line logged since the start each time (a script that logs
/// and checks 20,000 lines took 2.5 s, nearly all of it re-rendering).
///
/// It follows the event index: lines are only ever added to it, in order, so each look renders
/// only the lines since the last; `trace clear` (a new index) starts it again.
struct LoggedTexts {
    /// Every different text, for the look-up.
    private var texts: Set<String> = []
    /// The texts in the order first logged, for a failure's "closest logged line".
    private(set) var ordered: [String] = []
    /// How many of the index's lines are in here, and of which index (`EventLog.clears`).
    private var indexed = 0
    private var clears = 0

    /// Brings it up to date with `log`'s index, rendering only the lines logged since.
    mutating func update(from log: EventLog, names: NameTable) {
        if clears != log.clears { self = LoggedTexts(); clears = log.clears }
        let index = log.index
        guard index.loggedLineCount > indexed else { return }
        for line in index.loggedLines(from: indexed) {
            let text = names.logText(line)
            // Two lines can read the same (the same text from two objects): kept once.
            if texts.insert(text).inserted { ordered.append(text) }
        }
        indexed = index.loggedLineCount
    }

    func contains(_ text: String) -> Bool { texts.contains(text) }
}
