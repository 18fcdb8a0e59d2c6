/// A document as the editor holds it, with LSP's positions (0-based lines; columns in UTF-16
/// code units, or in Unicode scalars when the client agreed to UTF-32) turned into the
/// interpreter's (1-based lines and columns counted in Unicode scalars) and back.
///
/// An edit costs what it touches: the text is changed in place at the edit's UTF-8 offset, found
/// from where its line starts, and the table of line starts takes the edit's own line breaks and
/// moves the ones after it; nothing is split or copied whole.
package struct TextDocument {
    package let uri: String
    /// The path the interpreter runs it as.
    package let path: String
    package private(set) var version: Int
    package private(set) var text: String
    /// Where each line starts in `text`, in UTF-8 bytes: 0, then one past each `\n`. A line
    /// ends at its `\n` (a `\r` before it is not part of the line); the last at the text's end.
    private var lineStarts: [Int]

    package init(uri: String, path: String, version: Int, text: String) {
        self.uri = uri; self.path = path; self.version = version; self.text = text
        lineStarts = [0] + Self.lineStarts(in: text, at: 0)
    }

    /// How a client counts columns.
    package enum Encoding: String { case utf16 = "utf-16", utf32 = "utf-32" }

    /// Replaces the text (a full change) or the range of it a change names.
    package mutating func apply(_ newText: String, range: (start: Position, end: Position)?, version: Int, encoding: Encoding) {
        self.version = version
        guard let range else {
            text = newText
            lineStarts = [0] + Self.lineStarts(in: newText, at: 0)
            return
        }
        let from = offset(of: range.start, encoding), to = max(from, offset(of: range.end, encoding))
        text.replaceSubrange(index(from)..<index(to), with: newText)
        // The lines that started inside the replaced bytes are gone, the new text's come in, and
        // the lines after move by the difference in length.
        let first = firstLine(startingAfter: from), after = firstLine(startingAfter: to)
        let moved = newText.utf8.count - (to - from)
        if moved != 0 { for i in after..<lineStarts.count { lineStarts[i] += moved } }
        lineStarts.replaceSubrange(first..<after, with: Self.lineStarts(in: newText, at: from))
    }

    /// A position as LSP gives it.
    package struct Position: Equatable {
        package var line: Int
        package var character: Int
        package init(line: Int, character: Int) { self.line = line; self.character = character }
    }

    /// The line's scalars (empty past the end).
    package func line(_ index: Int) -> [Unicode.Scalar] { Array(scalars(ofLine: index)) }

    /// The scalar index in `line` of an LSP column (clamped to the line).
    package func scalarIndex(line index: Int, character: Int, _ encoding: Encoding) -> Int {
        column(line: index, character: character, encoding).scalars
    }

    /// The LSP column of a scalar index in `line`.
    package func character(line index: Int, scalarIndex: Int, _ encoding: Encoding) -> Int {
        let scalars = scalars(ofLine: index).prefix(max(scalarIndex, 0))
        return encoding == .utf16 ? scalars.reduce(0) { $0 + $1.utf16.count } : scalars.count
    }

    /// The scalars and UTF-8 bytes of `line` before an LSP column (clamped to the line).
    private func column(line index: Int, character: Int, _ encoding: Encoding) -> (scalars: Int, bytes: Int) {
        var units = 0, scalars = 0, bytes = 0
        for s in self.scalars(ofLine: index) {
            if units >= character { break }
            units += encoding == .utf16 ? s.utf16.count : 1
            scalars += 1
            bytes += s.utf8.count
        }
        return (scalars, bytes)
    }

    /// The UTF-8 offset in the whole text of an LSP position (clamped).
    private func offset(of position: Position, _ encoding: Encoding) -> Int {
        guard position.line >= 0 else { return 0 }
        guard position.line < lineStarts.count else { return text.utf8.count }
        return lineStarts[position.line] + column(line: position.line, character: position.character, encoding).bytes
    }

    /// The line's scalars, without its line break (empty past the end).
    private func scalars(ofLine index: Int) -> Substring.UnicodeScalarView {
        guard lineStarts.indices.contains(index) else { return Substring().unicodeScalars }
        var end = index + 1 < lineStarts.count ? lineStarts[index + 1] - 1 : text.utf8.count
        if end > lineStarts[index] && index + 1 < lineStarts.count && text.utf8[self.index(end - 1)] == 13 { end -= 1 }
        return text.unicodeScalars[self.index(lineStarts[index])..<self.index(end)]
    }

    /// The index of a UTF-8 offset (at once: a native string is UTF-8).
    private func index(_ offset: Int) -> String.Index { text.utf8.index(text.utf8.startIndex, offsetBy: offset) }

    /// The first line that starts after `offset` (`lineStarts.count` when none does).
    private func firstLine(startingAfter offset: Int) -> Int {
        var low = 0, high = lineStarts.count
        while low < high {
            let middle = (low + high) / 2
            if lineStarts[middle] > offset { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// Where the lines after each `\n` of `text` start, were it put at `offset`.
    private static func lineStarts(in text: String, at offset: Int) -> [Int] {
        var starts: [Int] = []
        for (i, byte) in text.utf8.enumerated() where byte == 10 { starts.append(offset + i + 1) }
        return starts
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
