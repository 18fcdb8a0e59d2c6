import SimCore

/// A message about the user's script: `file:line:col: error: message` plus a hint.
public struct Diagnostic: Equatable, Sendable, CustomStringConvertible {
    public enum Severity: String, Sendable {
        case error
        case warning
        /// An `expect` that did not hold (the run goes on; exit code 1).
        case expectationFailed = "expectation failed"
    }

    public var severity: Severity
    public var location: SourceLocation?
    public var message: String
    public var hint: String?
    /// The source line the location points into, for a caret display.
    public var sourceLine: String?

    public init(_ severity: Severity, _ location: SourceLocation?, _ message: String, hint: String? = nil) {
        self.severity = severity; self.location = location; self.message = message; self.hint = hint
    }

    /// `demo.sim:3:5: error: no object named 'logn'` then, when known, the source line with a caret
    /// under the column and `hint: did you mean 'login'?`.
    ///
    /// Nothing invisible reaches the terminal: control characters, escape sequences, byte-order
    /// marks and zero-width characters in the message or hint are written `\u{1B}`; in the
    /// source line each is a `?`, so the caret still points at the right column.
    public var description: String {
        var out = ""
        if let location { out += "\(location): " }
        out += "\(severity.rawValue): \(Diagnostic.visible(message))"
        if let sourceLine, let location {
            out += "\n    \(Diagnostic.visible(sourceLine, replacement: "?"))\n    "
            var col = 1
            for ch in sourceLine.unicodeScalars {
                if col >= location.column { break }
                out += ch == "\t" ? "\t" : " "
                col += 1
            }
            // A missing argument is reported just past the line's end: pad up to that column.
            while col < location.column { out += " "; col += 1 }
            out += "^"
        }
        if let hint { out += "\n  hint: \(Diagnostic.visible(hint))" }
        return out
    }

    /// A character a terminal would act on or not show: C0 and C1 controls (a tab stays), DEL,
    /// the byte-order mark and the zero-width characters.
    static func isInvisible(_ u: Unicode.Scalar) -> Bool {
        (u.value < 0x20 && u != "\t" && u != "\n") || (0x7F...0x9F).contains(u.value)
            || u.value == 0xFEFF || (0x200B...0x200F).contains(u.value) || u.value == 0x2060
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

/// Thrown to stop a script: a syntax or semantic error, a Ctrl-C, or the work budget.
public struct ScriptError: Error, Equatable, Sendable {
    public var diagnostic: Diagnostic
    public var isCancellation = false
    /// The run passed `Interpreter.maxEvents`.
    public var isWorkBudgetExceeded = false
    public init(_ diagnostic: Diagnostic) { self.diagnostic = diagnostic }

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
