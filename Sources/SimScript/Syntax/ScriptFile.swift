/// A script file read a piece at a time, so that a long script is never held in memory whole:
/// the lexer reads it through a window of a few lines (`Lexer`), a diagnostic reads back the one
/// line it quotes (`SourceStore`), and `whatif` and `save` read the file again rather than keep
/// a copy (`Interpreter.journal`). The caller opens files (`Interpreter.openFile`); the language
/// never touches the file system itself.
///
/// Reads name their offset, so the lexer and a diagnostic quoting an earlier line can share one
/// open file. An open file keeps the bytes it was opened with when an editor saves by replacing
/// it; an edit in place shows in `version`.
public protocol ScriptFile: AnyObject {
    /// The file's state now: for a file on disk, its device, inode, size and modification time.
    /// When it differs from the version a run started with, the bytes may have changed: a line
    /// is then not quoted from the file, and `whatif` and `save` do not read it back as what ran.
    var version: [Int] { get }
    /// Reads the bytes at `offset` into `buffer`, as many as fit unless the file ends first;
    /// returns how many (0: `offset` is at or past the end).
    func read(at offset: Int, into buffer: inout [UInt8]) throws -> Int
}

extension ScriptFile {
    /// The whole file.
    func readAll() throws -> [UInt8] {
        var all: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: ScriptFileChunk.size)
        while case let n = try read(at: all.count, into: &chunk), n > 0 { all += chunk[..<n] }
        return all
    }
}

/// How much of a script file is read at a time.
enum ScriptFileChunk {
    static let size = 64 << 10
}
