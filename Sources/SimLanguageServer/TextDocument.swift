/// A document as the editor holds it, with LSP's positions (0-based lines; columns in UTF-16
/// code units, or in Unicode scalars when the client agreed to UTF-32) turned into the
/// interpreter's (1-based lines and columns counted in Unicode scalars) and back.
package struct TextDocument {
    package let uri: String
    /// The path the interpreter runs it as.
    package let path: String
    package private(set) var version: Int
    package private(set) var text: String
    /// Each line's scalars, split at `\n` (a `\r` before it is not part of the line).
    private var lines: [[Unicode.Scalar]]
    /// How many scalars end each line: 1 (`\n`), 2 (`\r\n`), 0 for the last.
    private var breaks: [Int]

    package init(uri: String, path: String, version: Int, text: String) {
        self.uri = uri; self.path = path; self.version = version; self.text = text
        (lines, breaks) = Self.split(text)
    }

    /// How a client counts columns.
    package enum Encoding: String { case utf16 = "utf-16", utf32 = "utf-32" }

    /// Replaces the text (a full change) or the range of it a change names.
    package mutating func apply(_ newText: String, range: (start: Position, end: Position)?, version: Int, encoding: Encoding) {
        self.version = version
        if let range {
            let scalars = Array(text.unicodeScalars)
            let from = offset(of: range.start, encoding, in: scalars), to = max(from, offset(of: range.end, encoding, in: scalars))
            var edited = String.UnicodeScalarView()
            edited.append(contentsOf: scalars[..<from])
            edited.append(contentsOf: newText.unicodeScalars)
            edited.append(contentsOf: scalars[to...])
            text = String(edited)
        } else {
            text = newText
        }
        (lines, breaks) = Self.split(text)
    }

    /// A position as LSP gives it.
    package struct Position: Equatable {
        package var line: Int
        package var character: Int
        package init(line: Int, character: Int) { self.line = line; self.character = character }
    }

    /// The line's scalars (empty past the end).
    package func line(_ index: Int) -> [Unicode.Scalar] { lines.indices.contains(index) ? lines[index] : [] }

    /// The scalar index in `line` of an LSP column (clamped to the line).
    package func scalarIndex(line index: Int, character: Int, _ encoding: Encoding) -> Int {
        let scalars = line(index)
        guard encoding == .utf16 else { return min(max(character, 0), scalars.count) }
        var units = 0
        for (i, s) in scalars.enumerated() {
            if units >= character { return i }
            units += s.utf16.count
        }
        return scalars.count
    }

    /// The LSP column of a scalar index in `line`.
    package func character(line index: Int, scalarIndex: Int, _ encoding: Encoding) -> Int {
        let scalars = line(index).prefix(max(scalarIndex, 0))
        return encoding == .utf16 ? scalars.reduce(0) { $0 + $1.utf16.count } : scalars.count
    }

    /// The scalar offset in the whole text of an LSP position (clamped).
    private func offset(of position: Position, _ encoding: Encoding, in scalars: [Unicode.Scalar]) -> Int {
        guard position.line >= 0 else { return 0 }
        guard position.line < lines.count else { return scalars.count }
        var offset = 0
        for i in 0..<position.line { offset += lines[i].count + breaks[i] }
        return min(offset + scalarIndex(line: position.line, character: position.character, encoding), scalars.count)
    }

    private static func split(_ text: String) -> (lines: [[Unicode.Scalar]], breaks: [Int]) {
        var lines: [[Unicode.Scalar]] = [[]], breaks: [Int] = []
        for s in text.unicodeScalars {
            if s == "\n" {
                let crlf = lines[lines.count - 1].last == "\r"
                if crlf { lines[lines.count - 1].removeLast() }
                breaks.append(crlf ? 2 : 1)
                lines.append([])
            } else {
                lines[lines.count - 1].append(s)
            }
        }
        breaks.append(0)
        return (lines, breaks)
    }

    /// The word under a scalar index of a line: a name, a selector (`didTapSave:`), a path
    /// (`home.view`, `list.cell#3.title`), with its scalar range, the word before it on the same
    /// command, and whether it is the command's first word.
    package func word(line index: Int, at column: Int) -> (text: String, range: Range<Int>, previous: String?, isCommand: Bool)? {
        let scalars = line(index)
        func isWordScalar(_ s: Unicode.Scalar) -> Bool {
            s.properties.isAlphabetic || ("0"..."9").contains(s) || "_.:#$".unicodeScalars.contains(s)
        }
        var from = min(max(column, 0), scalars.count), to = from
        while from > 0, isWordScalar(scalars[from - 1]) { from -= 1 }
        while to < scalars.count, isWordScalar(scalars[to]) { to += 1 }
        guard from < to else { return nil }
        var before = from
        while before > 0, scalars[before - 1] == " " || scalars[before - 1] == "\t" { before -= 1 }
        let isCommand = before == 0 || scalars[before - 1] == ";" || scalars[before - 1] == "{"
        var previous: String?
        if !isCommand {
            var p = before
            while p > 0, isWordScalar(scalars[p - 1]) { p -= 1 }
            if p < before { previous = String(String.UnicodeScalarView(scalars[p..<before])) }
        }
        return (String(String.UnicodeScalarView(scalars[from..<to])), from..<to, previous, isCommand)
    }
}
