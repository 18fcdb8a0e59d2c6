import SimCore

/// Splits `.sim` source into tokens.
///
/// - `#` starts a comment when it begins a token (so `button#3` stays one word);
/// - strings are double-quoted with `\"`, `\\`, `\n`, `\t` and `\{` escapes and end on the same line;
/// - `{ } = == != , |` are tokens of their own; `;` ends a command like a line break;
/// - everything else up to whitespace or one of those characters is a word;
/// - a character a reader cannot see (`InvisibleCharacter`) is an error outside a comment, and so
///   is a line longer than `maxLineLength` bytes.
/// Columns count Unicode scalars, starting at 1.
///
/// A file (`ScriptFile`) is read through a window: the bytes from the start of the line being
/// read to at least its end, refilled a chunk at a time when a line starts and its end is not
/// in the window yet. Every token lies within its line (a string ends on its line, a comment
/// at the line's end), so the lexer never looks outside the window, and a script of a million
/// lines takes the memory of its longest line and a chunk. A `{ }` block spans lines, but the
/// parser keeps its commands, not its text.
package struct Lexer {
    /// The source, or (reading a file) the window: the bytes from `lineStart`'s line on.
    private(set) var bytes: [UInt8]
    let file: String
    /// The file the window reads, when the source is one; nil: `bytes` is the whole source.
    private let reader: (any ScriptFile)?
    /// Where `reader` is read into before the window takes the bytes.
    private var chunk: [UInt8] = []
    /// The offset in `reader` of the byte after the window.
    private var readerOffset = 0
    var index = 0
    var line = 1
    var lineStart = 0
    /// Whether the line starting at `lineStart` was measured (see `checkLineLength`).
    private var lineMeasured = false
    /// The column of the byte at `columnIndex`: tokens come in order, so each column is counted
    /// on from the last one, never from the line's start (which made a long line quadratic).
    private var columnIndex = 0
    private var columnAtIndex = 1

    /// The longest line, in bytes (the line break not counted). A longer one is an error, not a
    /// line the diagnostics would quote whole: no command needs a 64 KiB line.
    public static let maxLineLength = 64 << 10

    /// `firstLine` numbers the source's first line (the REPL numbers entries on from the last).
    /// `atStart`: the source begins a text (a later line of a REPL entry does not).
    public init(source: String, file: String, firstLine: Int = 1, atStart: Bool = true) {
        // A byte-order mark (editors on Windows write one) is not part of the first command.
        let utf8 = Array(source.utf8)
        bytes = atStart && utf8.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(utf8.dropFirst(3)) : utf8
        self.file = file
        reader = nil
        line = firstLine
    }

    /// A lexer reading `reader` from where it stands, a chunk at a time (see the type's comment).
    public init(reading reader: any ScriptFile, file: String) throws {
        bytes = []
        self.file = file
        self.reader = reader
        chunk = [UInt8](repeating: 0, count: ScriptFileChunk.size)
        _ = try refill()
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
    }

    /// Moves the window on: drops the lines before `lineStart` (the lexer is at the start of a
    /// line then: `index == lineStart`) and appends the file's next chunk. False at the file's end.
    private mutating func refill() throws -> Bool {
        guard let reader else { return false }
        if lineStart > 0 {
            bytes.removeSubrange(..<lineStart)
            index -= lineStart
            lineStart = 0
            columnIndex = 0
            columnAtIndex = 1
        }
        let n: Int
        do {
            n = try reader.read(at: readerOffset, into: &chunk)
        } catch {
            throw ScriptError(Diagnostic(.error, location(index), "cannot read '\(file)': \(error)"))
        }
        bytes += chunk[..<n]
        readerOffset += n
        return n > 0
    }

    /// Every token of `source`, ending with an `end` token; throws a script error on a malformed
    /// string.
    public static func tokenize(_ source: String, file: String, firstLine: Int = 1) throws -> [Token] {
        var lexer = Lexer(source: source, file: file, firstLine: firstLine)
        var tokens: [Token] = []
        while true {
            let t = try lexer.next()
            tokens.append(t)
            if t.kind == .end { return tokens }
        }
    }

    /// The column of byte `at`, counted on from the last column asked for (`at` never goes back
    /// within a line).
    private mutating func column(_ at: Int) -> Int {
        if columnIndex < lineStart || columnIndex > at { columnIndex = lineStart; columnAtIndex = 1 }
        while columnIndex < at {
            if bytes[columnIndex] & 0xC0 != 0x80 { columnAtIndex += 1 }
            columnIndex += 1
        }
        return columnAtIndex
    }

    private mutating func location(_ at: Int) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column(at))
    }

    /// Stops at a line longer than `maxLineLength`, pointing at its first byte past the limit.
    /// Measured when the line starts, so no command on it has run (the parser streams).
    /// Reading a file, the line's end is brought into the window first.
    private mutating func checkLineLength() throws {
        lineMeasured = true
        var end = lineStart
        while true {
            while end < bytes.count && bytes[end] != 0x0A {
                end += 1
                if end - lineStart > Lexer.maxLineLength {
                    throw ScriptError(Diagnostic(
                        .error, location(lineStart + Lexer.maxLineLength),
                        "this line is longer than \(Lexer.maxLineLength) bytes (64 KiB), the longest line simrepl reads",
                        hint: "put each command on a line of its own; a long text can be joined from shorter strings with +"))
                }
            }
            // The window ends before the line does: read on (`refill` moves the line to the start).
            guard end == bytes.count, reader != nil else { return }
            let measured = end - lineStart
            guard try refill() else { return }
            end = lineStart + measured
        }
    }

    /// Stops at a character a reader cannot see (the lexer's only per-byte check, made for the
    /// few bytes that can start one).
    private mutating func checkVisible(at i: Int, inString: Bool) throws {
        guard let found = InvisibleCharacter.at(i, in: bytes, inString: inString) else { return }
        throw ScriptError(Diagnostic(
            .error, location(i), "\(found.name) in \(inString ? "a string" : "a word")",
            hint: found.hint(inString: inString)))
    }

    static func isDelimiter(_ b: UInt8) -> Bool {
        switch b {
        case 0x20, 0x09, 0x0D, 0x0A, UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "="),
             UInt8(ascii: ","), UInt8(ascii: "|"), UInt8(ascii: ";"), UInt8(ascii: "\""):
            return true
        default:
            return false
        }
    }

    /// The next token (`end` at the end of the source, and again after it).
    public mutating func next() throws -> Token {
        if !lineMeasured { try checkLineLength() }
        return try scan()
    }

    private mutating func scan() throws -> Token {
        // Skip blanks and comments.
        while index < bytes.count {
            let b = bytes[index]
            if b == 0x20 || b == 0x09 { index += 1; continue }
            if b == 0x0D {
                // CRLF ends a line like LF; a CR alone (old Mac files) would run every line into one.
                guard index + 1 < bytes.count && bytes[index + 1] != 0x0A else { index += 1; continue }
                throw ScriptError(Diagnostic(
                    .error, location(index), "a carriage return (U+000D) that is not part of a line break",
                    hint: "save the file with LF (Unix) or CRLF (Windows) line breaks; a lone CR is an old Mac line break"))
            }
            if b == UInt8(ascii: "#") {
                while index < bytes.count && bytes[index] != 0x0A { index += 1 }
                continue
            }
            break
        }
        guard index < bytes.count else {
            return Token(kind: .end, text: "", location: location(index))
        }
        let start = index
        let b = bytes[index]
        func single(_ kind: Token.Kind, _ length: Int = 1) -> Token {
            let loc = location(start)
            let text = String(decoding: bytes[start..<(start + length)], as: UTF8.self)
            index += length
            return Token(kind: kind, text: text, location: loc)
        }
        switch b {
        case 0x0A:
            let t = Token(kind: .newline, text: "\n", location: location(start))
            index += 1
            line += 1
            lineStart = index
            lineMeasured = false
            return t
        case UInt8(ascii: ";"): return single(.newline)
        case UInt8(ascii: "{"): return single(.leftBrace)
        case UInt8(ascii: "}"): return single(.rightBrace)
        case UInt8(ascii: ","): return single(.comma)
        case UInt8(ascii: "|"): return single(.pipe)
        case UInt8(ascii: "="):
            if index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "=") { return single(.equalEqual, 2) }
            return single(.equals)
        case UInt8(ascii: "\""):
            return try string()
        default:
            if b == UInt8(ascii: "!") && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "=") {
                return single(.notEqual, 2)
            }
            while index < bytes.count && !Lexer.isDelimiter(bytes[index]) {
                try checkVisible(at: index, inString: false)
                index += 1
            }
            // `<=` and `>=` are words (comparison operators), although `=` ends other words.
            if index == start + 1, b == UInt8(ascii: "<") || b == UInt8(ascii: ">"),
               index < bytes.count, bytes[index] == UInt8(ascii: "=") {
                index += 1
            }
            let text = String(decoding: bytes[start..<index], as: UTF8.self)
            return Token(kind: .word, text: text, location: location(start))
        }
    }

    private mutating func string() throws -> Token {
        let start = index
        let loc = location(start)
        index += 1
        var value: [UInt8] = []
        while index < bytes.count {
            let b = bytes[index]
            if b == UInt8(ascii: "\"") {
                index += 1
                return Token(kind: .string, text: String(decoding: value, as: UTF8.self), location: loc)
            }
            if b == 0x0A || (b == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A) { break }
            // A backslash that ends the line escapes nothing: the string is unterminated.
            if b == UInt8(ascii: "\\") && index + 1 < bytes.count && bytes[index + 1] != 0x0A && bytes[index + 1] != 0x0D {
                let e = bytes[index + 1]
                switch e {
                case UInt8(ascii: "n"): value.append(0x0A)
                case UInt8(ascii: "t"): value.append(0x09)
                case UInt8(ascii: "\""), UInt8(ascii: "\\"): value.append(e)
                // `\{` keeps a literal brace in interpolated text; the template parser sees the escape.
                case UInt8(ascii: "{"), UInt8(ascii: "}"): value.append(UInt8(ascii: "\\")); value.append(e)
                default:
                    // The whole character after the backslash, which may take several bytes.
                    var end = index + 2
                    while end < bytes.count && bytes[end] & 0xC0 == 0x80 { end += 1 }
                    let escaped = String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
                    throw ScriptError(Diagnostic(
                        .error, location(index), "unknown escape '\\\(escaped)' in string",
                        hint: "use \\\" \\\\ \\n \\t or \\{"))
                }
                index += 2
                continue
            }
            try checkVisible(at: index, inString: true)
            value.append(b)
            index += 1
        }
        throw ScriptError(Diagnostic(.error, loc, "unterminated string", hint: "close it with \" on the same line"))
    }
}
