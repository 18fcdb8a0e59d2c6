/// A problem found before the program runs: a syntax error, a name that does not exist, a
/// construct simrepl does not support. Worded as the compiler words it where the compiler has
/// words for it, with a hint that says what to do.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    public var loc: SourceLoc
    public var message: String
    public var hint: String?
    /// A warning (the program still loads and runs), not an error.
    public var isWarning = false

    public init(_ message: String, at loc: SourceLoc, hint: String? = nil) {
        self.loc = loc
        self.message = message
        self.hint = hint
    }

    /// `FILE:LINE:COL: error: message` (or `warning:`) and, when there is one, `  hint: …` on
    /// the next line.
    public func rendered(file: String) -> String {
        var text = "\(file):\(loc.line):\(loc.column): \(isWarning ? "warning" : "error"): \(message)"
        if let hint { text += "\n  hint: \(hint)" }
        return text
    }

    public var description: String { "\(loc): \(isWarning ? "warning" : "error"): \(message)" }

    /// The same diagnostic `lines` lines further down (a file after others in one program).
    func shifted(by lines: Int) -> Diagnostic {
        var d = self
        d.loc.line += lines
        return d
    }
}

/// Every problem found while loading a file, in source order: the compiler reports them all at
/// once, and so does simrepl where it can keep going.
public struct LoadError: Error, Sendable, CustomStringConvertible {
    public var diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics.sorted { $0.loc < $1.loc }
    }

    public func rendered(file: String) -> String {
        diagnostics.map { $0.rendered(file: file) }.joined(separator: "\n")
    }

    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
