#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Where the REPL keeps its history between sessions.
enum HistoryFile {
    /// $SIMREPL_HISTORY if set (empty string = no history), else $XDG_STATE_HOME/simrepl/history,
    /// else ~/.local/state/simrepl/history. Creates the directory.
    static func defaultPath() -> String? {
        if let explicit = environment("SIMREPL_HISTORY") {
            if explicit.isEmpty { return nil }
            // Best effort: if the parent cannot be made, saving will report it.
            if let slash = explicit.lastIndex(of: "/"), slash != explicit.startIndex {
                _ = makeDirectories(String(explicit[..<slash]))
            }
            return explicit
        }
        let stateHome: String
        // The XDG spec says relative values are invalid and must be ignored.
        if let xdg = environment("XDG_STATE_HOME"), xdg.hasPrefix("/") {
            stateHome = xdg
        } else if let home = homeDirectory() {
            stateHome = home + "/.local/state"
        } else {
            return nil
        }
        let directory = stateHome + "/simrepl"
        guard makeDirectories(directory) else { return nil }
        return directory + "/history"
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

    /// `mkdir -p` with mode 0700 (XDG state is private); true if the directory exists afterwards.
    private static func makeDirectories(_ path: String) -> Bool {
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            prefix += component
            if mkdir(prefix, 0o700) != 0 && errno != EEXIST { break }
            prefix += "/"
        }
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }
}
