import SimCore

/// Reporting: output records, diagnostics after the trace that led to them, source lines.
extension Interpreter {
    func emitOutput(_ text: String) { simulator.output(text) }

    /// Reports a diagnostic after the trace written so far, so a warning or failed expectation
    /// appears after the command that caused it even when both go to one terminal.
    func diagnose(_ diagnostic: Diagnostic) {
        simulator.tracer.flush()
        report(diagnostic)
    }

    /// Adds the quoted source line to a diagnostic that points into a known file.
    func withSourceLine(_ diagnostic: Diagnostic) -> Diagnostic {
        var d = diagnostic
        if d.sourceLine == nil, let loc = d.location {
            d.sourceLine = sources.line(loc.line, of: loc.file)
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
}
