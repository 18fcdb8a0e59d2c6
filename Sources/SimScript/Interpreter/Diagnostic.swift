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

/// Thrown to stop a script: a syntax or semantic error, or a Ctrl-C.
public struct ScriptError: Error, Equatable, Sendable {
    /// What to report.
    public var diagnostic: Diagnostic
    /// True for a Ctrl-C, which ends the run as ``Interpreter/Outcome/cancelled`` rather than as a
    /// failure.
    public var isCancellation = false
    /// A script error that reports `diagnostic`.
    public init(_ diagnostic: Diagnostic) { self.diagnostic = diagnostic }

    static func cancelled(at location: SourceLocation?) -> ScriptError {
        var e = ScriptError(Diagnostic(.error, location, "interrupted"))
        e.isCancellation = true
        return e
    }
}
