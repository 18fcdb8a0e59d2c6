/// Where a JSON text first breaks the grammar (RFC 8259), for a scene file's error message.
///
/// Why not the decoder's error: FoundationEssentials' JSONDecoder says only "not valid JSON",
/// without a place, and full Foundation (whose parser names one) costs every run of simrepl
/// ~8 million instructions of start-up to load. This checks the syntax in one pass and stops at
/// the first problem; the decoder then does the decoding.
struct JSONSyntax {
    struct Problem: Error, Equatable {
        let line: Int
        let column: Int
        let message: String
    }

    /// The first syntax error of `bytes`, or nil when they are one JSON value.
    static func firstProblem(in bytes: [UInt8]) -> Problem? {
        var checker = JSONSyntax(bytes: bytes)
        do throws(Problem) {
            checker.skipSpace()
            try checker.value(depth: 0)
            checker.skipSpace()
            if checker.index < bytes.count { throw checker.problem("unexpected text after the JSON value") }
            return nil
        } catch {
            return error
        }
    }

    /// Deeper nesting is refused rather than risking the stack.
    static let maxDepth = 512

    /// One step of a path to a value: an object's key or an array's index.
    enum Step: Equatable {
        case key(String)
        case index(Int)
    }

    /// Where the value at `path` begins in `bytes` (a valid JSON text), as a line and column
    /// counted from 1; nil when there is no such value. (`objects[2].name`: the scene file's
    /// third object's name, for an error about it.)
    static func position(of path: [Step], in bytes: [UInt8]) -> (line: Int, column: Int)? {
        var walker = JSONSyntax(bytes: bytes)
        walker.target = path
        walker.skipSpace()
        try? walker.value(depth: 0)
        return walker.found.map(walker.lineAndColumn)
    }

    private let bytes: [UInt8]
    private var index = 0
    /// For `position(of:in:)`: the path looked for, the path to the value being read, and
    /// the offset where the one looked for begins.
    private var target: [Step]?
    private var path: [Step] = []
    private var found: Int?

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private func problem(_ message: String) -> Problem {
        let (line, column) = lineAndColumn(at: index)
        return Problem(line: line, column: column, message: message)
    }

    private func lineAndColumn(at offset: Int) -> (line: Int, column: Int) {
        var line = 1, lineStart = 0
        for i in 0..<min(offset, bytes.count) where bytes[i] == UInt8(ascii: "\n") {
            line += 1
            lineStart = i + 1
        }
        return (line, offset - lineStart + 1)
    }

    private mutating func skipSpace() {
        while let c = current, c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D { index += 1 }
    }

    private mutating func expect(_ c: UInt8, _ what: String) throws(Problem) {
        guard current == c else { throw problem(current == nil ? "the text ends where \(what) was expected" : "expected \(what)") }
        index += 1
    }

    private mutating func value(depth: Int) throws(Problem) {
        guard depth < Self.maxDepth else { throw problem("nested more than \(Self.maxDepth) deep") }
        if let target, found == nil, path == target { found = index }
        switch current {
        case UInt8(ascii: "{"): try object(depth: depth)
        case UInt8(ascii: "["): try array(depth: depth)
        case UInt8(ascii: "\""): try string()
        case UInt8(ascii: "t"): try literal("true")
        case UInt8(ascii: "f"): try literal("false")
        case UInt8(ascii: "n"): try literal("null")
        case .some(let c) where c == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(c): try number()
        case nil: throw problem("the text ends where a value was expected")
        default: throw problem("expected a value")
        }
    }

    private mutating func object(depth: Int) throws(Problem) {
        index += 1
        skipSpace()
        if current == UInt8(ascii: "}") { index += 1; return }
        while true {
            guard current == UInt8(ascii: "\"") else { throw problem("expected a quoted key") }
            let keyStart = index + 1
            try string()
            let keyEnd = index - 1
            skipSpace()
            try expect(UInt8(ascii: ":"), "':' after the key")
            skipSpace()
            // The key as written (a scene file's keys have no escapes).
            if target != nil { path.append(.key(String(decoding: bytes[keyStart..<keyEnd], as: UTF8.self))) }
            try value(depth: depth + 1)
            if target != nil { path.removeLast() }
            skipSpace()
            if current == UInt8(ascii: ",") { index += 1; skipSpace(); continue }
            return try expect(UInt8(ascii: "}"), "',' or '}'")
        }
    }

    private mutating func array(depth: Int) throws(Problem) {
        index += 1
        skipSpace()
        if current == UInt8(ascii: "]") { index += 1; return }
        var element = 0
        while true {
            if target != nil { path.append(.index(element)) }
            try value(depth: depth + 1)
            if target != nil { path.removeLast() }
            element += 1
            skipSpace()
            if current == UInt8(ascii: ",") { index += 1; skipSpace(); continue }
            return try expect(UInt8(ascii: "]"), "',' or ']'")
        }
    }

    private mutating func string() throws(Problem) {
        index += 1
        while let c = current {
            switch c {
            case UInt8(ascii: "\""): index += 1; return
            case UInt8(ascii: "\\"):
                index += 1
                guard let e = current else { break }
                if e == UInt8(ascii: "u") {
                    let escape = index - 1
                    var value: UInt32 = 0
                    for _ in 0..<4 {
                        index += 1
                        guard let h = current, h.isHexDigit else { throw problem("expected 4 hex digits after \\u") }
                        value = value * 16 + UInt32(h.hexValue)
                    }
                    // Text in a scene file reaches the terminal through the trace (`tree`, a
                    // button's title): no escape sequence or invisible character may ride in.
                    // The lexer's rule for a string, as for `.sim` text; a line break may stay.
                    if value != 0x0A, let invisible = InvisibleCharacter(scalar: value, inString: true) {
                        index = escape
                        throw problem(Self.message(invisible))
                    }
                } else if "bfr".utf8.contains(e) {
                    index -= 1
                    throw problem(Self.message(InvisibleCharacter(scalar: e == UInt8(ascii: "b") ? 0x08 : e == UInt8(ascii: "f") ? 0x0C : 0x0D)))
                } else if !"\"\\/nt".utf8.contains(e) {
                    throw problem("unknown escape '\\\(Character(Unicode.Scalar(e)))'")
                }
                index += 1
            case 0..<0x20: throw problem("a control character inside a string (write it as an escape)")
            default:
                if let invisible = InvisibleCharacter.at(index, in: bytes, inString: true) { throw problem(Self.message(invisible)) }
                index += 1
            }
        }
        throw problem("the text ends inside a string")
    }

    static func message(_ invisible: InvisibleCharacter) -> String {
        "an invisible character (\(invisible.code)) in a string: a scene's text is shown in the trace, where it would reach the terminal"
    }

    private mutating func literal(_ word: String) throws(Problem) {
        for c in word.utf8 {
            guard current == c else { throw problem("expected \(word)") }
            index += 1
        }
    }

    private mutating func number() throws(Problem) {
        if current == UInt8(ascii: "-") { index += 1 }
        guard let first = current, first.isDigit else { throw problem("expected a digit") }
        index += 1
        if first != UInt8(ascii: "0") { while current?.isDigit == true { index += 1 } }
        if current == UInt8(ascii: ".") {
            index += 1
            guard current?.isDigit == true else { throw problem("expected a digit after '.'") }
            while current?.isDigit == true { index += 1 }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard current?.isDigit == true else { throw problem("expected a digit in the exponent") }
            while current?.isDigit == true { index += 1 }
        }
    }
}

private extension UInt8 {
    var isDigit: Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) }
    var hexValue: UInt8 { isDigit ? self - UInt8(ascii: "0") : (self | 0x20) - UInt8(ascii: "a") + 10 }
    var isHexDigit: Bool {
        isDigit || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(self) || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(self)
    }
}

