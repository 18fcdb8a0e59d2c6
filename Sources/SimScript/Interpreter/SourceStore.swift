import SimCore

/// The text of every file and REPL entry run so far, so a diagnostic can quote its line.
///
/// A file may arrive in pieces: the REPL and piped stdin run one entry at a time under one name
/// (`<repl>`, `<stdin>`), each starting at the line after the previous one. Keeping every piece
/// lets an error inside a method defined three entries ago quote the line the method was written
/// on, not the entry that happened to call it.
struct SourceStore {
    private final class Piece {
        let firstLine: Int
        let text: String
        /// Where each line starts, found on the first quote: a script with thousands of failing
        /// expectations quotes thousands of lines, and finding each by splitting the whole text
        /// again made the run quadratic (2,400 failures in 64 KiB took 7 s).
        lazy var lineStarts: [String.Index] = text.lineStarts

        init(firstLine: Int, text: String) {
            self.firstLine = firstLine
            self.text = text
        }

        func line(_ n: Int) -> String? { text.line(n, starts: lineStarts) }
    }
    private var pieces: [String: [Piece]] = [:]

    /// Records `text` as lines `firstLine…` of `file`. A piece starting at line 1 again (a file
    /// run a second time) replaces everything known about that file.
    mutating func add(_ text: String, file: String, firstLine: Int = 1) {
        if firstLine <= 1 { pieces[file] = [Piece(firstLine: firstLine, text: text)]; return }
        pieces[file, default: []].append(Piece(firstLine: firstLine, text: text))
    }

    /// The text of `line` in `file`, if it was recorded.
    func line(_ line: Int, of file: String) -> String? {
        guard let list = pieces[file] else { return nil }
        // The newest piece starting at or before `line`: pieces arrive in line order.
        guard let piece = list.last(where: { $0.firstLine <= line }) else { return nil }
        return piece.line(line - piece.firstLine + 1)
    }
}

extension String {
    /// Where each line starts: the start, and after each "\n" (as the lexer counts lines).
    var lineStarts: [String.Index] {
        var starts = [startIndex]
        var i = utf8.startIndex
        while let newline = utf8[i...].firstIndex(of: UInt8(ascii: "\n")) {
            i = utf8.index(after: newline)
            starts.append(i)
        }
        return starts
    }

    /// Line `n` (1-based), given `lineStarts`, without its line break ("\n" or "\r\n").
    func line(_ n: Int, starts: [String.Index]) -> String? {
        guard n >= 1, n <= starts.count else { return nil }
        let end = n < starts.count ? utf8.index(before: starts[n]) : endIndex
        // Sliced by scalars: "\r\n" is one Character, and a String slice would round into it.
        var line = unicodeScalars[starts[n - 1]..<end]
        if line.last == "\r" { line = line.dropLast() }
        // A byte-order mark is not part of the first line as the reader sees it.
        if n == 1, line.first == "\u{FEFF}" { line = line.dropFirst() }
        return String(line)
    }
}
