import SimCore

/// Reporting: output records, diagnostics after the trace that led to them, source lines.
extension Session {
    func emitOutput(_ text: String) { simulator.output(text) }

    /// Reports a diagnostic after the trace written so far, so a warning or failed expectation
    /// appears after the command that caused it even when both go to one terminal.
    func diagnose(_ diagnostic: Diagnostic) {
        simulator.tracer.flush()
        ports.report(diagnostic)
    }

    /// Adds the quoted source line to a diagnostic that points into a known file.
    func withSourceLine(_ diagnostic: Diagnostic) -> Diagnostic {
        var d = diagnostic
        if d.sourceLine == nil, let loc = d.location {
            d.sourceLine = ports.sources.line(loc.line, of: loc.file)
        }
        return d
    }

    func error(_ token: Token, _ message: String, hint: String? = nil) -> ScriptError {
        ScriptError(Diagnostic(.error, token.location, message, hint: hint))
    }

    /// Runs a simulator call, turning its errors into diagnostics at the command.
    func simulate(at location: SourceLocation, _ body: () throws -> Void) throws {
        do {
            try body()
        } catch let e as SimulationError {
            throw ScriptError(Diagnostic(.error, location, e.description, hint: e.hint))
        }
    }

    /// The hint for a name that is nothing: declare it, or (in text) escape the brace, or (as a
    /// value) quote it.
    static func unknownNameHint(_ name: String, inText: Bool) -> String {
        let declare = isIdentifier(name) ? "a name must be declared first (`let \(name) = VALUE`)" : nil
        if inText { return (declare.map { $0 + "; " } ?? "") + "write \\{ for a literal brace" }
        return "strings need double quotes: \"\(name)\"" + (declare.map { "; " + $0 } ?? "")
    }

    /// "'alpha' takes a number, not string "0.5"", with how to write what it takes.
    func wrongValue(_ key: Token, takes expected: String, _ value: Value) -> ScriptError {
        let hint: String
        switch expected {
        case "true or false": hint = "write true or false, without quotes"
        case "a string in double quotes": hint = "write the text in double quotes, e.g. \"Save\""
        default:
            let example = key.text == "alpha" ? "0.5" : "44"
            // A number out of range needs an example; a string or true/false, the right kind.
            if case .number = value { hint = "e.g. `\(key.text) \(example)`" } else { hint = "write a number without quotes, e.g. \(example)" }
        }
        return error(key, "'\(key.text)' takes \(expected), not \(value.typeName) \(value.rendered(in: world))", hint: hint)
    }
}
