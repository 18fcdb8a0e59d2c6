#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import CEdit
import SimScript

/// The REPL's history between sessions: one file that sessions running at once share safely.
///
/// Each entry is appended as it is entered, under an exclusive advisory lock (flock(2)), so two
/// sessions both keep their lines and nobody rewrites the file under a reader; it is read at
/// startup under a shared lock. When it holds more than `trimAt` entries it is cut back to the
/// newest `maxEntries`, still under the lock, by writing the shorter file through
/// `Output.writeFile` (a temporary file renamed over it). The format is libedit's: a
/// `_HiStOrY_V2_` line, then an entry a line with white space and backslashes escaped as
/// strvis(3) does, so libedit's own loader reads it.
final class HistoryFile {
    let path: String

    /// As many entries as the line editor keeps in memory.
    static let maxEntries = 1000
    /// The file is trimmed once it has a quarter more (a rewrite every 250 entries, not each one).
    static let trimAt = maxEntries + maxEntries / 4
    private static let header = "_HiStOrY_V2_\n"

    private init(path: String) { self.path = path }

    /// The session's history file, or why there is none: (nil, nil) when history is turned off
    /// (SIMREPL_HISTORY set to the empty string), (nil, reason) when it cannot be kept.
    static func open() -> (file: HistoryFile?, problem: String?) {
        switch location() {
        case .off: return (nil, nil)
        case .unavailable(let reason): return (nil, reason)
        case .at(let path):
            let file = HistoryFile(path: path)
            if let problem = file.check() { return (nil, problem) }
            return (file, nil)
        }
    }

    /// The warning for a history that cannot be kept: said once, at startup or at the first
    /// failure, with what to do about it.
    static func warning(_ reason: String) -> Diagnostic {
        Diagnostic(.warning, nil, "history will not be kept: \(reason)",
                   hint: "fix the file or its folder, point SIMREPL_HISTORY at a file you can write, or set SIMREPL_HISTORY= (empty) to turn history off")
    }

    /// Loads the saved entries into libedit's `history`.
    func load(into history: OpaquePointer) {
        guard let fd = locked(LOCK_SH) else { return }
        defer { close(fd) }  // closing drops the lock
        // -1 for an empty file (a first session) is fine.
        _ = simrepl_history_load(history, path)
    }

    /// Appends `entry`; why not, if it could not be.
    func append(_ entry: String) -> String? {
        guard let fd = locked(LOCK_EX) else { return "cannot open \(path): \(String(cString: strerror(errno)))" }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return "cannot read \(path): \(String(cString: strerror(errno)))" }
        let bytes = (info.st_size == 0 ? Array(HistoryFile.header.utf8) : []) + HistoryFile.encoded(entry) + [UInt8(ascii: "\n")]
        let failure = bytes.withUnsafeBytes { Output.writeAll($0, to: fd) }
        guard failure == 0 else {
            // No half line left for the next entry to run into.
            _ = ftruncate(fd, info.st_size)
            return "cannot write \(path): \(String(cString: strerror(failure)))"
        }
        return trimIfLong()
    }

    /// With the lock held: cuts the file back to the newest `maxEntries` once it has more than `trimAt`.
    private func trimIfLong() -> String? {
        guard let text = try? Output.readFile(path) else { return nil }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        guard lines.count - 1 > HistoryFile.trimAt else { return nil }
        let kept = HistoryFile.header + lines.suffix(HistoryFile.maxEntries).map { $0 + "\n" }.joined()
        do {
            try Output.writeFile(path, kept)
            return nil
        } catch {
            return "cannot shorten \(path): \(error)"
        }
    }

    /// A descriptor of the file with `operation` (LOCK_SH, LOCK_EX) held, created if missing;
    /// nil (errno set) if it cannot be opened. A session that trimmed the file meanwhile put a
    /// new file at the path: then that one is locked instead.
    private func locked(_ operation: Int32) -> Int32? {
        while true {
            let fd = Glibc.open(path, O_RDWR | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
            guard fd >= 0 else { return nil }
            while flock(fd, operation) != 0 {
                guard errno == EINTR else { close(fd); return nil }
            }
            var held = stat(), named = stat()
            if fstat(fd, &held) == 0, stat(path, &named) == 0, held.st_dev == named.st_dev, held.st_ino == named.st_ino {
                return fd
            }
            close(fd)
        }
    }

    /// Why the file cannot serve as history (checked once, at startup), or nil.
    private func check() -> String? {
        var info = stat()
        if stat(path, &info) == 0, (info.st_mode & S_IFMT) != S_IFREG {
            return "\(path) is not a regular file"
        }
        guard let fd = locked(LOCK_SH) else { return "cannot open \(path): \(String(cString: strerror(errno)))" }
        defer { close(fd) }
        var first = [UInt8](repeating: 0, count: HistoryFile.header.utf8.count)
        let count = pread(fd, &first, first.count, 0)
        guard count >= 0 else { return "cannot read \(path): \(String(cString: strerror(errno)))" }
        // Someone else's file is left alone rather than appended to.
        if count > 0 && first[..<count] != Array(HistoryFile.header.utf8).prefix(count) {
            return "\(path) is not a history file (its first line is not _HiStOrY_V2_)"
        }
        return nil
    }

    /// An entry as libedit stores it (what strvis(3) with VIS_WHITE writes, and strunvis reads
    /// back): a backslash doubled, white space and control characters as `\ooo` octal.
    static func encoded(_ entry: String) -> [UInt8] {
        var out: [UInt8] = []
        for byte in entry.utf8 {
            if byte == UInt8(ascii: "\\") {
                out += [byte, byte]
            } else if byte <= 0x20 || byte == 0x7F {
                out += [UInt8(ascii: "\\")] + [byte >> 6, (byte >> 3) & 7, byte & 7].map { UInt8(ascii: "0") + $0 }
            } else {
                out.append(byte)
            }
        }
        return out
    }

    // MARK: - Where

    private enum Location {
        case off
        case at(String)
        case unavailable(String)
    }

    /// $SIMREPL_HISTORY if set (empty string = no history), else $XDG_STATE_HOME/simrepl/history,
    /// else ~/.local/state/simrepl/history. Creates the directory.
    private static func location() -> Location {
        if let explicit = environment("SIMREPL_HISTORY") {
            if explicit.isEmpty { return .off }
            // Best effort: if the parent cannot be made, opening the file says why.
            if let slash = explicit.lastIndex(of: "/"), slash != explicit.startIndex {
                _ = makeDirectories(String(explicit[..<slash]))
            }
            return .at(explicit)
        }
        let stateHome: String
        // The XDG spec says relative values are invalid and must be ignored.
        if let xdg = environment("XDG_STATE_HOME"), xdg.hasPrefix("/") {
            stateHome = xdg
        } else if let home = homeDirectory() {
            stateHome = home + "/.local/state"
        } else {
            return .unavailable("there is no home folder to keep it in (HOME is not set)")
        }
        let directory = stateHome + "/simrepl"
        if let problem = makeDirectories(directory) { return .unavailable("cannot create \(directory): \(problem)") }
        return .at(directory + "/history")
    }

    private static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    private static func homeDirectory() -> String? {
        if let home = environment("HOME"), !home.isEmpty { return home }
        guard let entry = getpwuid(getuid()), let dir = entry.pointee.pw_dir else { return nil }
        let home = String(cString: dir)
        return home.isEmpty ? nil : home
    }

    /// `mkdir -p` with mode 0700 (XDG state is private); nil if the directory exists afterwards,
    /// else why not.
    private static func makeDirectories(_ path: String) -> String? {
        var prefix = path.hasPrefix("/") ? "/" : ""
        var failure: Int32 = 0
        for component in path.split(separator: "/") {
            prefix += component
            if mkdir(prefix, 0o700) != 0 && errno != EEXIST { failure = errno; break }
            prefix += "/"
        }
        var info = stat()
        if stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR { return nil }
        return failure != 0 ? String(cString: strerror(failure)) : "it is not a folder"
    }
}
