/// Turns tokens into `CommandNode`s.
///
/// ```
/// script  := (command? NEWLINE)*
/// command := WORD argument* block?
/// block   := '{' NEWLINE* (command (NEWLINE+ command)*)? NEWLINE* '}'
/// ```
/// A block may span lines; `}` may close it on the same line as its last command.
public struct Parser {
    private let tokens: [Token]
    private var index = 0

    public init(tokens: [Token]) {
        self.tokens = tokens
    }

    public static func parse(_ source: String, file: String, firstLine: Int = 1) throws -> [CommandNode] {
        do {
            let tokens = try Lexer.tokenize(source, file: file, firstLine: firstLine)
            var parser = Parser(tokens: tokens)
            return try parser.script()
        } catch var error as ScriptError {
            if let loc = error.diagnostic.location, error.diagnostic.sourceLine == nil {
                error.diagnostic.sourceLine = sourceLine(source, loc.line - firstLine + 1)
            }
            throw error
        }
    }

    /// True when `source` ends inside an open `{` block: the REPL then shows a continuation prompt.
    public static func needsMoreInput(_ source: String) -> Bool {
        guard let tokens = try? Lexer.tokenize(source, file: "<repl>") else { return false }
        var depth = 0
        for t in tokens {
            if t.kind == .leftBrace { depth += 1 }
            if t.kind == .rightBrace { depth -= 1 }
        }
        return depth > 0
    }

    static func sourceLine(_ source: String, _ line: Int) -> String? {
        var n = 1
        for l in source.split(separator: "\n", omittingEmptySubsequences: false) {
            if n == line { return String(l) }
            n += 1
        }
        return nil
    }

    private var current: Token { tokens[index] }

    private mutating func script() throws -> [CommandNode] {
        var commands: [CommandNode] = []
        while true {
            skipNewlines()
            if current.kind == .end { return commands }
            if current.kind == .rightBrace {
                throw error(current, "unexpected '}' with no open block", hint: "remove it, or open a block with '{' after a command")
            }
            commands.append(try command())
        }
    }

    private mutating func skipNewlines() {
        while current.kind == .newline { index += 1 }
    }

    private mutating func command() throws -> CommandNode {
        let name = current
        guard name.kind == .word else {
            throw error(name, "expected a command, found \(name.quotedForMessage)", hint: "type `help` to list the commands")
        }
        index += 1
        var arguments: [Token] = []
        while true {
            switch current.kind {
            case .newline, .end, .rightBrace:
                return node(name, arguments, block: nil, at: nil)
            case .leftBrace:
                let open = current
                index += 1
                let block = try blockBody(opening: open)
                guard [.newline, .end, .rightBrace].contains(current.kind) else {
                    throw error(current, "unexpected \(current.quotedForMessage) after '}'", hint: "start the next command on a new line or after ';'")
                }
                return node(name, arguments, block: block, at: open.location)
            default:
                arguments.append(current)
                index += 1
            }
        }
    }

    private mutating func blockBody(opening: Token) throws -> [CommandNode] {
        var commands: [CommandNode] = []
        while true {
            skipNewlines()
            switch current.kind {
            case .rightBrace:
                index += 1
                return commands
            case .end:
                throw error(opening, "this '{' is never closed", hint: "add a matching '}'")
            default:
                commands.append(try command())
            }
        }
    }

    private func node(_ name: Token, _ arguments: [Token], block: [CommandNode]?, at: SourceLocation?) -> CommandNode {
        var source = name.text
        for a in arguments {
            source += a.kind == .comma ? "," : " " + (a.kind == .string ? quoted(a.text, asToken: true) : a.text)
        }
        return CommandNode(name: name, kind: CommandName.byName[name.text], arguments: arguments, block: block,
                           blockLocation: at, source: source)
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
