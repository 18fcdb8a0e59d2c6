import SimCore

/// Splits `.sim` source into tokens.
///
/// - `#` starts a comment when it begins a token (so `button#3` stays one word);
/// - strings are double-quoted with `\"`, `\\`, `\n`, `\t` and `\{` escapes and end on the same line;
/// - `{ } = == != , |` are tokens of their own; `;` ends a command like a line break;
/// - everything else up to whitespace or one of those characters is a word.
/// Columns count Unicode scalars, starting at 1.
public struct Lexer {
    let bytes: [UInt8]
    let file: String
    var index = 0
    var line = 1
    var lineStart = 0

    /// `firstLine` numbers the source's first line (the REPL numbers entries on from the last).
    public init(source: String, file: String, firstLine: Int = 1) {
        // A byte-order mark (editors on Windows write one) is not part of the first command.
        let utf8 = Array(source.utf8)
        bytes = utf8.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(utf8.dropFirst(3)) : utf8
        self.file = file
        line = firstLine
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

    private func column(_ at: Int) -> Int {
        var col = 1
        var i = lineStart
        while i < at {
            if bytes[i] & 0xC0 != 0x80 { col += 1 }
            i += 1
        }
        return col
    }

    private func location(_ at: Int) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column(at))
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
        // Skip blanks and comments.
        while index < bytes.count {
            let b = bytes[index]
            if b == 0x20 || b == 0x09 || b == 0x0D { index += 1; continue }
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
            while index < bytes.count && !Lexer.isDelimiter(bytes[index]) { index += 1 }
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
            if b == 0x0A { break }
            if b == UInt8(ascii: "\\") && index + 1 < bytes.count {
                let e = bytes[index + 1]
                switch e {
                case UInt8(ascii: "n"): value.append(0x0A)
                case UInt8(ascii: "t"): value.append(0x09)
                case UInt8(ascii: "\""), UInt8(ascii: "\\"): value.append(e)
                // `\{` keeps a literal brace in interpolated text; the template parser sees the escape.
                case UInt8(ascii: "{"), UInt8(ascii: "}"): value.append(UInt8(ascii: "\\")); value.append(e)
                default:
                    throw ScriptError(Diagnostic(
                        .error, location(index), "unknown escape '\\\(String(UnicodeScalar(e)))' in string",
                        hint: "use \\\" \\\\ \\n \\t or \\{"))
                }
                index += 2
                continue
            }
            value.append(b)
            index += 1
        }
        throw ScriptError(Diagnostic(.error, loc, "unterminated string", hint: "close it with \" on the same line"))
    }
}
