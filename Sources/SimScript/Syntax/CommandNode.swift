import SimCore
import SimRendering

/// A parsed command. Every command has the same shape — a name, arguments and an optional
/// `{ }` block — so the parser stays small; the binder matches the arguments against the
/// command's grammar (`CommandSpec`).
package final class CommandNode: Sendable {
    /// The first word: the command's name.
    public let name: Token
    /// The command's place in `CommandTable.all`, looked up once at parse time (nil: unknown —
    /// reported when it is bound, so a REPL line with a typo still reports in order with the
    /// lines before it).
    let specIndex: Int?
    /// The tokens after the name, up to the block or the end of the command.
    public let arguments: [Token]
    /// The commands between `{` and `}`, when the command has a block.
    public let block: [CommandNode]?
    /// Where the block's `{` is (for "expected a block" diagnostics).
    public let blockLocation: SourceLocation?
    /// The `else` after an `if`'s block: a node named `else` whose arguments are empty or
    /// `if CONDITION`, with its own block and possibly its own `else`.
    let otherwise: CommandNode?
    /// The command's source text (the first line, without a block body), for trace echoes.
    public let source: String
    /// Where the command starts: its name's location.
    public var location: SourceLocation { name.location }

    /// The command with its block on one line (`method home tap: { log "x"; super }`): the
    /// source again, as one entry of text that runs the same.
    var sourceWithBlock: String {
        guard let block else { return source }
        let text = source + " { " + block.map(\.sourceWithBlock).joined(separator: "; ") + " }"
        guard let otherwise else { return text }
        return text + " " + otherwise.sourceWithBlock
    }

    init(name: Token, arguments: [Token], block: [CommandNode]?, blockLocation: SourceLocation?, source: String,
         otherwise: CommandNode? = nil) {
        self.name = name; self.specIndex = CommandTable.index(of: name.text); self.arguments = arguments
        self.block = block; self.blockLocation = blockLocation; self.source = source; self.otherwise = otherwise
    }

    var spec: CommandSpec? { specIndex.map(CommandTable.spec(at:)) }
    /// Whether the trace echoes the command (`> tap login`) when it runs at the top level.
    var echoes: Bool { specIndex.map { CommandTable.spec(at: $0).echoes } ?? false }

    /// Where a missing argument would have been: just after the last token.
    var endLocation: SourceLocation {
        let last = arguments.last ?? name
        var loc = last.location
        loc.column += (last.kind == .string ? quoted(last.text, asToken: true) : last.text).unicodeScalars.count + 1
        return loc
    }

    /// The hint most argument errors end with: the command's usage, only the forms that start
    /// with the keyword the command starts with when some do (`expect ran home` shows the two
    /// `expect [not] ran` forms, not all twelve).
    /// A command with many forms shows its first three and where to find the rest.
    var usageHint: String {
        guard let spec, spec.forms.count > 1 else { return CommandTable.usageHint(specIndex) }
        let forms = Usage.forms(spec)
        if let first = arguments.first(where: { $0.text != "not" }), first.kind == .word {
            let matching = spec.forms.indices.filter { spec.forms[$0].canStart(withKeyword: first.text) }
            if !matching.isEmpty && matching.count < forms.count { return "usage: " + matching.map { forms[$0] }.joined(separator: " | ") }
        }
        guard forms.count > 3 else { return "usage: " + forms.joined(separator: " | ") }
        return "usage: " + forms.prefix(3).joined(separator: " | ") + " | … (`help \(spec.name)` lists all \(forms.count))"
    }

    /// An error about one of the arguments (nil: one that is missing), hinting the usage unless
    /// a better hint is given.
    func error(_ token: Token?, _ message: String, hint: String? = nil) -> ScriptError {
        ScriptError(Diagnostic(.error, token?.location ?? endLocation, message, hint: hint ?? usageHint))
    }
}
