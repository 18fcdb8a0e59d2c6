import SimCore

/// `whatif OBJECT.PROPERTY = VALUE` (a `set`), `whatif VIEW.frame = X Y W H`, or `whatif COMMAND`
/// with any one command (`bringToFront card`, `addTarget …`, `method …`, `set …`: what `why`
/// prints as a fix). The change is bound here — so a typo is reported at this line — and
/// replayed as the command it is written as in Session+WhatIf.swift.
struct WhatIfCommand: MatchedCommand {
    /// As written after `whatif`, and as the command that makes it.
    let written: String
    let change: String
    let location: SourceLocation

    init(_ match: inout Match, binder: inout Binder) throws {
        let node = match.node
        // The text after `whatif`, block included: a one-line `{ … }` is part of the change.
        let full: String = node.sourceWithBlock
        let rest: Substring = full.drop { $0 != " " && $0 != "\t" }.drop { $0 == " " || $0 == "\t" }
        written = String(rest)
        change = match.form == 2 ? written : "set " + rest
        location = node.location
        if match.form == 2 {
            // Bound as the command it is, in the top-level scope, only to report its mistakes
            // where they are written; the replay parses it again in its fresh session.
            guard let name = match.tokenIfPresent(.command) else { return }
            let arguments = Array(node.arguments.drop { $0.location != name.location }.dropFirst())
            let command = CommandNode(name: name, arguments: arguments, block: node.block,
                                      blockLocation: node.blockLocation, source: String(node.source.drop { $0 != " " }.dropFirst() as Substring))
            guard command.spec?.name != "whatif" else {
                throw binder.session.error(name, "whatif inside whatif", hint: "whatif takes one change: `whatif bringToFront card`")
            }
            var check = Binder(session: binder.session, scope: .topLevel)
            // A hypothesis defines nothing in the script (an editor's outline leaves it out).
            let recorded = binder.session.state.definitions
            binder.session.state.definitions = nil
            defer { binder.session.state.definitions = recorded }
            _ = try check.bind(command)
        }
    }

    func run(in session: Session) throws {
        try session.whatIf(change, written: written, at: location)
    }
}

extension CommandTable {
    /// `whatif`: its grammar, help and availability.
    static let whatifSpec = CommandSpec(name: "whatif", forms: [
                    form(.argument(Placeholder(key: .member, kind: .member(only: "frame"), label: "VIEW.frame", what: "the property to change")),
                         .symbol(.equals, "="), .argument(Placeholder(key: .frame, kind: .rect, label: "X Y W H", what: "a frame"))),
                    form(.argument(Placeholder(key: .member, kind: .member(), label: "OBJECT.PROPERTY", what: "the property to change")),
                         .symbol(.equals, "="), .argument(.expression())),
                    form(.argument(Placeholder(key: .command, kind: .commandLine, label: "COMMAND", what: "a command or OBJECT.PROPERTY = VALUE")),
                         .block(.optionalBody))],
                command: WhatIfCommand.self,
                summary: "Replay the session in a fresh world with one change made just before the last interaction, and show what would differ: the handlers that run now (or no longer), and the first decision that goes another way. The change is OBJECT.PROPERTY = VALUE (a `set`) or any one command: `set …`, `bringToFront card`, `remove banner`, `addTarget …`, `method …`, `simultaneous …` — what `why` prints as a fix. The session itself is not changed.", examples: ["whatif card.userInteractionEnabled = true", "whatif save.frame = 20 100 150 30", "whatif bringToFront card", "whatif simultaneous pan pinch"], topic: .inspect)
}
