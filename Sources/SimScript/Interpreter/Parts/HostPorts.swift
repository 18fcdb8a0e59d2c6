import SimCore

/// What the host gives a session to reach the world outside: files to read, open, write and
/// list, where diagnostics go, and the sources read so far (to quote a line in a diagnostic).
/// The language does no I/O of its own: every file comes in and goes out through here. One part
/// of the session (`Session.ports`).
final class HostPorts {
    /// Reads an included file; the path is already resolved against the including file.
    var loadFile: (String) throws -> String
    /// Opens a script file to read a piece at a time (`run(file:)`, `include`), so a long script
    /// is never held in memory whole; nil: such files are read whole through `loadFile`. Throw
    /// as `loadFile` does for a file that cannot be read. The session keeps each file it opens
    /// (one per path) to quote its lines and, for `whatif` and `save`, to read it again.
    var openFile: ((String) throws -> any ScriptFile)?
    /// Writes a file (`export … FILE`): path, then contents. Scripts write nothing unless the
    /// caller provides this; the default refuses.
    var writeFile: (String, String) throws -> Void = { _, _ in throw NoFileWriter() }
    /// The entries of a folder, for completing file names (`include "sc` Tab): names, with a
    /// trailing `/` on folders. Scripts see no files unless the caller provides this.
    var listFolder: (String) -> [String] = { _ in [] }
    /// Receives errors, warnings and failed expectations, in order.
    var report: (Diagnostic) -> Void
    /// Source text by file name, so diagnostics can quote the offending line.
    var sources = SourceStore()

    init(loadFile: @escaping (String) throws -> String, report: @escaping (Diagnostic) -> Void) {
        self.loadFile = loadFile
        self.report = report
    }

    private struct NoFileWriter: Error, CustomStringConvertible {
        var description: String { "this session has no file writer" }
    }
}
