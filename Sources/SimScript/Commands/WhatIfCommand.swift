import SimCore

/// `whatif OBJECT.PROPERTY = VALUE`, `whatif bringToFront VIEW`, `whatif sendToBack VIEW`. The
/// change is bound here (so a typo is reported at this line) and replayed as the command it is
/// written as — `set …`, `bringToFront …` — in Interpreter+WhatIf.swift.
struct WhatIfCommand: Command {
    /// As written after `whatif`, and as the command that makes it.
    let written: String
    let change: String
    let location: SourceLocation

    init(_ match: inout Match, binder: inout Binder) throws {
        let source = match.node.source
        let rest = source.drop { $0 != " " && $0 != "\t" }.drop { $0 == " " || $0 == "\t" }
        written = String(rest)
        change = match.form == 0 ? "set " + rest : written
        location = match.node.location
    }

    func run(in session: Interpreter) throws {
        try session.whatIf(change, written: written, at: location)
    }
}
