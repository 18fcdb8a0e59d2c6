import SimCore

/// The text of every file and REPL entry run so far, so a diagnostic can quote its line.
///
/// A file may arrive in pieces: the REPL and piped stdin run one entry at a time under one name
/// (`<repl>`, `<stdin>`), each starting at the line after the previous one. Keeping every piece
/// lets an error inside a method defined three entries ago quote the line the method was written
/// on, not the entry that happened to call it.
///
/// A file run or included through `Interpreter.openFile` is not kept as text: its line is read
/// back from the open file when a diagnostic quotes it (a handler body defined early in a long
/// script can fail at its end). Where every 256th line starts is noted as quotes read past it,
/// so a quote reads at most 256 lines. If the file was changed in place since the run began
/// (its `version` differs), the line is not quoted: better none than another line's text.
struct SourceStore {
    private protocol Piece: AnyObject {
        /// The number of the piece's first line in its file.
        var firstLine: Int { get }
        /// Line `n` of the piece (1 for its first).
        func line(_ n: Int) -> String?
    }

    private final class TextPiece: Piece {
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

    private final class FilePiece: Piece {
        let firstLine = 1
        let file: any ScriptFile
        /// The file's version when the run began.
        let version: [Int]
        /// The offsets of lines 1, 1 + stride, 1 + 2 stride… as far as quotes have read.
        private var checkpoints = [0]
        static let stride = 256
        /// What a quote reads into: a few KiB hold the 256 lines after a noted offset, mostly.
        private lazy var chunk = [UInt8](repeating: 0, count: 8 << 10)

        init(file: any ScriptFile, version: [Int]) {
            self.file = file
            self.version = version
        }

        func line(_ n: Int) -> String? {
            guard n >= 1, file.version == version else { return nil }
            let k = min((n - 1) / FilePiece.stride, checkpoints.count - 1)
            var number = k * FilePiece.stride + 1, offset = checkpoints[k]
            var found: [UInt8] = []
            while let count = try? file.read(at: offset, into: &chunk), count > 0 {
                var i = 0
                while i < count {
                    let newline = chunk[i..<count].firstIndex(of: 0x0A)
                    if number == n {
                        found += chunk[i..<(newline ?? count)]
                        if newline != nil { return FilePiece.text(of: found, line: n) }
                        break
                    }
                    guard let newline else { break }
                    i = newline + 1
                    number += 1
                    if (number - 1) % FilePiece.stride == 0, (number - 1) / FilePiece.stride == checkpoints.count {
                        checkpoints.append(offset + i)
                    }
                }
                offset += count
            }
            return number == n ? FilePiece.text(of: found, line: n) : nil
        }

        /// A line's bytes as the lexer reads them: without a CRLF's CR and, on line 1, without
        /// a byte-order mark (as `String.line(_:starts:)` gives a text's line).
        private static func text(of bytes: [UInt8], line n: Int) -> String {
            var line = bytes[...]
            if line.last == 0x0D { line = line.dropLast() }
            if n == 1, line.starts(with: [0xEF, 0xBB, 0xBF]) { line = line.dropFirst(3) }
            return String(decoding: line, as: UTF8.self)
        }
    }

    private var pieces: [String: [any Piece]] = [:]

    /// Records `text` as lines `firstLine…` of `file`. A piece starting at line 1 again (a file
    /// run a second time) replaces everything known about that file.
    mutating func add(_ text: String, file: String, firstLine: Int = 1) {
        add(TextPiece(firstLine: firstLine, text: text), file: file)
    }

    /// Records that `file` is read from `reader`, as it was at `version`.
    mutating func add(reading reader: any ScriptFile, version: [Int], file: String) {
        add(FilePiece(file: reader, version: version), file: file)
    }

    private mutating func add(_ piece: any Piece, file: String) {
        if piece.firstLine <= 1 { pieces[file] = [piece]; return }
        pieces[file, default: []].append(piece)
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
