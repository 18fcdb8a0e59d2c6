import SimCore
import SimRendering

/// Turns tokens into `CommandNode`s.
///
/// ```
/// script  := (command? NEWLINE)*
/// command := WORD argument* block? ('else' ('if' argument*)? block)*
/// block   := '{' NEWLINE* (command (NEWLINE+ command)*)? NEWLINE* '}'
/// ```
/// A block may span lines; `}` may close it on the same line as its last command. `else` goes
/// on the line of the `}` before it, as Swift's style guides write it (`} else {`): an `else`
/// that starts a line would otherwise read as a command of its own.
package struct Parser {
    private var lexer: Lexer
    /// A REPL entry's tokens, lexed as its lines were typed: read instead of the lexer's.
    private var lexed: LexedEntry.Reader?
    /// The one token of lookahead; the lexer produces the rest on demand, so a long script is
    /// never held as tokens or nodes all at once.
    private var current: Token
    /// How many `{ }` blocks enclose the command being read.
    private var blockDepth = 0
    /// Deeper blocks are an error, not a stack overflow that would take a whole `simrepl test`
    /// run down with no report (a handler body nests a few levels; 100 is far beyond need).
    /// Each `else` of a chain counts as a level: the chain is parsed and run recursively.
    static let maxBlockDepth = 100

    /// A parser over `source`; `firstLine` numbers its first line. Throws when the first token is
    /// malformed.
    public init(source: String, file: String, firstLine: Int = 1) throws {
        lexer = Lexer(source: source, file: file, firstLine: firstLine)
        current = try lexer.next()
    }

    /// A parser over a file, read a few lines at a time as commands are asked for.
    public init(reading reader: any ScriptFile, file: String) throws {
        lexer = try Lexer(reading: reader, file: file)
        current = try lexer.next()
    }

    /// A parser over a REPL entry's tokens (see ``LexedEntry``).
    init(entry: LexedEntry) throws {
        lexer = Lexer(source: "", file: entry.file)
        var reader = LexedEntry.Reader(entry)
        current = try reader.next()
        lexed = reader
    }

    /// Parses the whole of `source` (for tests and tools; the interpreter streams with
    /// `nextCommand()`).
    public static func parse(_ source: String, file: String, firstLine: Int = 1) throws -> [CommandNode] {
        do {
            var parser = try Parser(source: source, file: file, firstLine: firstLine)
            var commands: [CommandNode] = []
            while let command = try parser.nextCommand() { commands.append(command) }
            return commands
        } catch var error as ScriptError {
            if let loc = error.diagnostic.location, error.diagnostic.sourceLine == nil {
                error.diagnostic.sourceLine = sourceLine(source, loc.line - firstLine + 1)
            }
            throw error
        }
    }

    /// The next top-level command (with its whole block), or nil at the end of the source.
    public mutating func nextCommand() throws -> CommandNode? {
        try skipNewlines()
        if current.kind == .end { return nil }
        if current.kind == .rightBrace {
            throw error(current, "unexpected '}' with no open block", hint: "remove it, or open a block with '{' after a command")
        }
        return try command()
    }

    /// True when `source` ends inside an open `{` block: the REPL then shows a continuation prompt.
    package static func needsMoreInput(_ source: String) -> Bool { LexedEntry.needsMoreInput(source) }

    /// The text of `line` (1 for the source's first) as the lexer reads it: without the line
    /// break (a CRLF's CR too) and, on the first line, without a byte-order mark — so a caret
    /// under the lexer's column lands on the right character.
    static func sourceLine(_ source: String, _ line: Int) -> String? {
        source.line(line, starts: source.lineStarts)
    }

    private mutating func nextToken() throws -> Token {
        if lexed == nil { return try lexer.next() }
        return try lexed!.next()
    }

    private mutating func advance() throws { current = try nextToken() }

    /// The current token, moved out as the next one is read (not copied: every line's tokens
    /// pass through here).
    private mutating func take() throws -> Token {
        var token = try nextToken()
        swap(&token, &current)
        return token
    }

    private mutating func skipNewlines() throws {
        while current.kind == .newline { try advance() }
    }

    private mutating func command(continuing: Bool = false) throws -> CommandNode {
        guard current.kind == .word else {
            throw error(current, "expected a command, found \(current.quotedForMessage)", hint: "type `help` to list the commands")
        }
        if current.text == "else" && !continuing {
            throw error(current, "'else' must follow the '}' of an if's block, on the same line",
                        hint: "write `} else {` (or `} else if CONDITION {`)")
        }
        let name = try take()
        var arguments: [Token] = []
        while true {
            switch current.kind {
            case .newline, .end, .rightBrace:
                return node(name, arguments, block: nil, at: nil)
            case .leftBrace:
                let open = current
                guard blockDepth < Parser.maxBlockDepth else {
                    throw error(open, "blocks are nested more than \(Parser.maxBlockDepth) deep",
                                hint: "split the work into methods: `method OBJECT NAME { … }` and `sendAction NAME to OBJECT`")
                }
                try advance()
                blockDepth += 1
                defer { blockDepth -= 1 }
                let block = try blockBody(opening: open)
                if current.kind == .word && current.text == "else" {
                    guard name.text == "if" || name.text == "else" else {
                        throw error(current, "'else' follows only an if's block, not \(name.text)'s",
                                    hint: "decide with `if CONDITION { … } else { … }` inside a method or closure body")
                    }
                    let otherwise = try command(continuing: true)
                    return node(name, arguments, block: block, at: open.location, otherwise: otherwise)
                }
                guard [.newline, .end, .rightBrace].contains(current.kind) else {
                    throw error(current, "unexpected \(current.quotedForMessage) after '}'", hint: "start the next command on a new line or after ';'")
                }
                return node(name, arguments, block: block, at: open.location)
            default:
                arguments.append(try take())
            }
        }
    }

    private mutating func blockBody(opening: Token) throws -> [CommandNode] {
        var commands: [CommandNode] = []
        while true {
            try skipNewlines()
            switch current.kind {
            case .rightBrace:
                try advance()
                return commands
            case .end:
                throw error(opening, "this '{' is never closed", hint: "add a matching '}'")
            default:
                commands.append(try command())
            }
        }
    }

    private func node(_ name: Token, _ arguments: [Token], block: [CommandNode]?, at: SourceLocation?,
                      otherwise: CommandNode? = nil) -> CommandNode {
        // Appended piece by piece: a top-level command's source is echoed into the trace, and
        // building it is on the path of every line a script runs.
        var source = name.text
        for a in arguments {
            if a.kind == .comma { source.append(","); continue }
            source.append(" ")
            source.append(a.kind == .string ? quoted(a.text, asToken: true) : a.text)
        }
        return CommandNode(name: name, arguments: arguments, block: block,
                           blockLocation: at, source: source, otherwise: otherwise)
    }

    private func error(_ token: Token, _ message: String, hint: String? = nil) -> ScriptError {
        ScriptError(Diagnostic(.error, token.location, message, hint: hint))
    }
}

extension String {
    /// Trims the given characters from both ends (no Foundation needed).
    func trimmingCharacters(in set: String) -> String {
        var s = Substring(self)
        while let f = s.first, set.contains(f) { s.removeFirst() }
        while let l = s.last, set.contains(l) { s.removeLast() }
        return String(s)
    }
}
