import SimCore

/// A message about the user's script: `file:line:col: error: message` plus a hint.
public struct Diagnostic: Equatable, Sendable, CustomStringConvertible {
    /// How bad it is; the raw value is the word the description prints.
    public enum Severity: String, Sendable {
        /// A script error: the run stops at this command.
        case error
        /// Something suspicious that does not stop the run.
        case warning
        /// An `expect` that did not hold (the run goes on; exit code 1).
        case expectationFailed = "expectation failed"
    }

    /// How bad it is.
    public var severity: Severity
    /// Where in the source (`file:line:column`); nil when it is about no line (a file that cannot
    /// be read).
    public var location: SourceLocation?
    /// What is wrong, in one sentence.
    public var message: String
    /// What to do about it, or the likely intended name (`did you mean 'login'?`).
    public var hint: String?
    /// The part of the hint that hands over the fix (a command, a change to make), when the hint
    /// holds one apart from its cause: a grader may withhold it (``withholdingFix(askWith:)``).
    public var fix: String?
    /// The source line the location points into, for a caret display.
    public var sourceLine: String?

    /// A diagnostic; the source line is filled in later, when the interpreter reports it.
    public init(_ severity: Severity, _ location: SourceLocation?, _ message: String, hint: String? = nil) {
        self.severity = severity; self.location = location; self.message = message; self.hint = hint
    }

    /// `demo.sim:3:5: error: no object named 'logn'` then, when known, the source line with a caret
    /// under the column and `hint: did you mean 'login'?`.
    ///
    /// Nothing invisible reaches the terminal: control characters, escape sequences, byte-order
    /// marks and zero-width characters in the message or hint are written `\u{1B}`; in the
    /// source line each is a `?` and a tab four spaces, so the caret still points at the right
    /// column. A long source line is cut to `quotedWidth` characters around the caret, with `…`
    /// where it was cut.
    public var description: String {
        var out = ""
        if let location { out += "\(location): " }
        out += "\(severity.rawValue): \(Diagnostic.visible(Diagnostic.shortened(message)))"
        if let sourceLine, let location {
            let scalars = Array(sourceLine.unicodeScalars)
            // The caret's scalar, 0-based; a missing argument is reported just past the line's end.
            let caret = location.column - 1
            var start = 0, end = scalars.count
            if scalars.count > Diagnostic.quotedWidth {
                start = max(0, min(caret - Diagnostic.quotedWidth / 2, scalars.count - Diagnostic.quotedWidth))
                end = start + Diagnostic.quotedWidth
            }
            var quoted = start > 0 ? "…" : ""
            var pad = start > 0 ? " " : ""
            for (i, u) in scalars[start..<end].enumerated() {
                let shown = u == "\t" ? "    " : Diagnostic.visible(String(u), replacement: "?")
                quoted += shown
                if start + i < caret { pad += String(repeating: " ", count: shown.count) }
            }
            if end < scalars.count { quoted += "…" }
            // Past the line's end: pad up to the reported column.
            if caret > end { pad += String(repeating: " ", count: caret - end) }
            out += "\n    \(quoted)\n    \(pad)^"
        }
        if let hint { out += "\n  hint: \(Diagnostic.visible(Diagnostic.shortened(hint)))" }
        return out
    }

    /// A message or hint longer than `longestText` characters (one that quotes a 60 KiB name)
    /// keeps its start and its end, with `…` between.
    static func shortened(_ text: String) -> String {
        guard text.count > longestText else { return text }
        return text.prefix(longestText - 41) + "…" + text.suffix(40)
    }

    static let longestText = 300

    /// How many characters of a long source line a diagnostic quotes.
    static let quotedWidth = 120

    /// The diagnostic with its hint's fix withheld: the cause stays, the fix is replaced by how to
    /// ask for it. An exercise's grade says what is wrong, and the learner finds the change.
    /// A nil `request` withholds nothing.
    public func withholdingFix(askWith request: String?) -> Diagnostic {
        guard let request, let fix, let hint, hint.contains(fix) else { return self }
        var shown = self
        let withheld = Diagnostic.fixWithheld(askWith: request)
        if hint == fix {
            shown.hint = "the " + withheld.replacingOccurrences(of: "fix withheld", with: "fix is withheld")
        } else {
            // `…; fix: set x = 1 (…)` and `…; reattach handlers …` alike.
            let labelled = "fix: " + fix
            shown.hint = hint.contains(labelled) ? hint.replacingOccurrences(of: labelled, with: withheld)
                                                 : hint.replacingOccurrences(of: fix, with: withheld)
        }
        shown.fix = nil
        return shown
    }

    /// What stands in place of a withheld fix: `fix withheld (--hints fix shows it)`.
    static func fixWithheld(askWith request: String) -> String { "fix withheld (\(request) shows it)" }

    /// A character a terminal would act on or not show: C0 and C1 controls (but the line break), DEL,
    /// the byte-order mark, the zero-width characters and the bidirectional controls.
    static func isInvisible(_ u: Unicode.Scalar) -> Bool {
        (u.value < 0x20 && u != "\n") || (0x7F...0x9F).contains(u.value)
            || u.value == 0xFEFF || (0x200B...0x200F).contains(u.value) || u.value == 0x2060
            || (0x202A...0x202E).contains(u.value) || (0x2066...0x2069).contains(u.value)
    }

    /// `text` with each invisible character written `\u{1B}` (or as `replacement`).
    static func visible(_ text: String, replacement: String? = nil) -> String {
        guard text.unicodeScalars.contains(where: isInvisible) else { return text }
        var out = ""
        for u in text.unicodeScalars {
            if isInvisible(u) { out += replacement ?? "\\u{\(String(u.value, radix: 16, uppercase: true))}" } else { out.unicodeScalars.append(u) }
        }
        return out
    }
}

/// An error that knows what to suggest: `loadFile` may throw one, and `simrepl run FILE` shows
/// its hint under "cannot read …".
public protocol HintedError: Error {
    var hint: String? { get }
}

/// Thrown to stop a script: a syntax or semantic error, a Ctrl-C, or the work budget.
public struct ScriptError: Error, Equatable, Sendable {
    /// What to report.
    public var diagnostic: Diagnostic
    /// True for a Ctrl-C, which ends the run as ``Interpreter/Outcome/cancelled`` rather than as a
    /// failure.
    public var isCancellation = false
    /// The run passed `Interpreter.maxEvents`.
    public var isWorkBudgetExceeded = false
    /// The other errors found in the same pass, reported after `diagnostic`, each at its own
    /// place: a Swift file's compile errors are all reported, as the compiler reports them,
    /// not one per run.
    public var more: [Diagnostic] = []
    /// A script error that reports `diagnostic`.
    public init(_ diagnostic: Diagnostic) { self.diagnostic = diagnostic }
    /// A script error that reports `diagnostic`, then `more`.
    public init(_ diagnostic: Diagnostic, more: [Diagnostic]) {
        self.diagnostic = diagnostic
        self.more = more
    }

    /// Stops the run whatever runs it: not an error of the commands (`expect error` does not
    /// take it for one).
    var stopsTheRun: Bool { isCancellation || isWorkBudgetExceeded }

    /// The simulator's stop, at the command that was running.
    init(_ stop: SimulationStop, at location: SourceLocation?) {
        switch stop {
        case .interrupted:
            self.init(Diagnostic(.error, location, stop.description))
            isCancellation = true
        case .workBudgetExceeded:
            self.init(Diagnostic(.error, location, stop.description, hint: ScriptError.workBudgetHint))
            isWorkBudgetExceeded = true
        }
    }

    static let workBudgetHint = "a repeating timer through a long `wait`, or handlers that trigger each other, "
        + "can run without end; if this much work is meant, raise the budget with --max-events N "
        + "(simrepl run, test and the REPL) or `config maxEvents N`"
}
