import SimCore

/// A REPL entry lexed a line at a time, as its lines are typed: the tokens so far, how many `{`
/// blocks are still open, and the first lexing error. The REPL asks `needsMoreInput` after each
/// line and then runs the tokens (`Interpreter.run(entry:)`), so each line is lexed once. (Lexing
/// the whole entry after every line to count its braces, then again to run it, made a block of
/// N lines cost O(N²).)
///
/// Every token lies within its line (a string ends on its line, a comment at the line's end), so
/// a line lexed alone gives the tokens, locations and errors that lexing the entry whole gives.
package struct LexedEntry {
    /// The entry's text so far, each line ending in a line break: what the session's journal
    /// keeps (for `whatif` and `save`) and diagnostics quote.
    package private(set) var source = ""
    package let file: String
    /// The number of the entry's first line (the REPL numbers entries on from the last).
    package let firstLine: Int
    private(set) var tokens: [Token] = []
    /// The first lexing error: nothing after it is lexed, as the parser stops there.
    private(set) var error: ScriptError?
    private var openBlocks = 0
    private var lines = 0

    package init(file: String, firstLine: Int = 1) {
        self.file = file
        self.firstLine = firstLine
    }

    /// Lexes one more line (without its line break).
    package mutating func append(line: String) {
        source += line
        source += "\n"
        defer { lines += 1 }
        guard error == nil else { return }
        var lexer = Lexer(source: line + "\n", file: file, firstLine: firstLine + lines, atStart: lines == 0)
        do {
            while true {
                let token = try lexer.next()
                switch token.kind {
                case .end: return
                case .leftBrace: openBlocks += 1
                case .rightBrace: openBlocks -= 1
                default: break
                }
                tokens.append(token)
            }
        } catch let e as ScriptError {
            error = e
        } catch {
            self.error = ScriptError(Diagnostic(.error, nil, "\(error)"))
        }
    }

    /// Whether the entry ends inside an open `{` block (and lexed cleanly): the REPL then reads
    /// another line under a continuation prompt.
    package var needsMoreInput: Bool { error == nil && openBlocks > 0 }

    /// Whether `source` ends inside an open `{` block (see ``needsMoreInput``).
    static func needsMoreInput(_ source: String) -> Bool {
        var entry = LexedEntry(file: "<repl>")
        // Split at LF bytes, as the REPL reads lines ("\r\n" is one Character).
        for line in source.utf8.split(separator: 0x0A, omittingEmptySubsequences: false) {
            entry.append(line: String(decoding: line, as: UTF8.self))
        }
        return entry.needsMoreInput
    }

    /// The tokens as the parser reads them: then the error, if lexing stopped at one, else the end.
    struct Reader {
        private let tokens: [Token]
        private var index = 0
        private let error: ScriptError?
        private let end: Token

        init(_ entry: LexedEntry) {
            tokens = entry.tokens
            error = entry.error
            end = Token(kind: .end, text: "", location: SourceLocation(file: entry.file, line: entry.firstLine + entry.lines, column: 1))
        }

        mutating func next() throws -> Token {
            guard index < tokens.count else {
                if let error { throw error }
                return end
            }
            index += 1
            return tokens[index - 1]
        }
    }
}
