import SimCore

/// The text of every file and REPL entry run so far, so a diagnostic can quote its line.
///
/// A file may arrive in pieces: the REPL and piped stdin run one entry at a time under one name
/// (`<repl>`, `<stdin>`), each starting at the line after the previous one. Keeping every piece
/// lets an error inside a method defined three entries ago quote the line the method was written
/// on, not the entry that happened to call it.
struct SourceStore {
    private struct Piece {
        let firstLine: Int
        let text: String
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
        return Parser.sourceLine(piece.text, line - piece.firstLine + 1)
    }
}
