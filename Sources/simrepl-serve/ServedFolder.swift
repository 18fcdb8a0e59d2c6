import Foundation
import SimReplay

/// The folder `serve` was given, and the only files it reads or writes: a path is taken relative
/// to it, resolved with symbolic links followed, and refused unless it stays inside.
struct ServedFolder: Sendable {
    /// The folder, absolute, links resolved.
    let root: String

    init(_ path: String) throws {
        guard let real = Self.realPath(path) else { throw ServeError.usage("no such folder: '\(path)'") }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: real, isDirectory: &isFolder), isFolder.boolValue else {
            throw ServeError.usage("not a folder: '\(path)'")
        }
        root = real
    }

    /// The absolute path of `relative` when it names something inside the folder (existing or
    /// not, for a file about to be written); nil when it leaves it (`..`, an absolute path
    /// elsewhere, a link pointing out).
    func resolve(_ relative: String) -> String? {
        guard !relative.isEmpty, !relative.utf8.contains(0) else { return nil }
        let joined = relative.hasPrefix("/") ? relative : root + "/" + relative
        // An existing path: its real location. A new file: its folder's real location.
        if let real = Self.realPath(joined) { return inside(real) ? real : nil }
        let folder = (joined as NSString).deletingLastPathComponent, name = (joined as NSString).lastPathComponent
        guard name != "..", name != ".", let realFolder = Self.realPath(folder), inside(realFolder) else { return nil }
        return realFolder + "/" + name
    }

    /// `absolute` as the page names it: relative to the folder.
    func relative(_ absolute: String) -> String {
        absolute == root ? "." : String(absolute.dropFirst(root.count + 1))
    }

    private func inside(_ real: String) -> Bool { real == root || real.hasPrefix(root == "/" ? "/" : root + "/") }

    /// The kinds of file the server reads and writes: scripts, the Swift they import, the scene
    /// files they load. Nothing else in the folder (a key, a build file) is the page's business.
    static let servedExtensions = [".sim", ".swift", ".json"]

    /// The absolute path of a file the page may read or write: inside the folder, of a served
    /// kind, with no hidden part (`.ssh/…`, `.git/…`) on the way.
    func servedFile(_ relative: String) throws -> String {
        guard let path = resolve(relative) else { throw ServeError.outside(relative) }
        let inside = self.relative(path)
        guard Self.servedExtensions.contains(where: { path.hasSuffix($0) }),
              !inside.split(separator: "/").contains(where: { $0.hasPrefix(".") }) else {
            throw ServeError.refused("the server reads and writes only .sim, .swift and .json files that are not hidden ('\(relative)')")
        }
        return path
    }

    /// Reads a file inside the folder, by a path relative to it: a regular file (not a pipe that
    /// would never end, nor a folder) of at most ``fileLimit`` bytes, checked before reading.
    func read(_ relative: String) throws -> String {
        let path = try servedFile(relative)
        var info = stat()
        guard stat(path, &info) == 0 else { throw ServeError.notFound(relative) }
        guard info.st_mode & S_IFMT == S_IFREG else { throw ServeError.refused("'\(relative)' is not a regular file") }
        guard info.st_size <= Self.fileLimit else { throw ServeError.tooLarge("'\(relative)' is larger than \(Self.fileLimit / 1024) KiB") }
        guard let data = FileManager.default.contents(atPath: path) else { throw ServeError.notFound(relative) }
        return String(decoding: data.prefix(Self.fileLimit), as: UTF8.self)
    }

    /// Writes an existing script, Swift or scene file inside the folder (the editor's Save).
    func write(_ relative: String, _ text: String) throws {
        let path = try servedFile(relative)
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            throw ServeError.refused("only an existing file can be saved from the page ('\(relative)')")
        }
        guard FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) else {
            throw ServeError.refused("cannot write '\(relative)'")
        }
    }

    /// The scenarios under the folder, relative, sorted: `.sim` files, not the include-only
    /// fragments (`_*.sim`, files in a `scene` folder). Unlike `simrepl test`, exercises are
    /// listed: the page is where a learner works on one.
    func scenarios() -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
        var found: [String] = [], visited = 0
        while let item = walker.nextObject() as? String {
            // A folder as large as a home directory is not a scenario library: stop looking.
            visited += 1
            if visited > Self.walkLimit { break }
            if item.hasPrefix(".") || item.contains("/.") { walker.skipDescendants(); continue }
            if ScenarioSelection.isRunnable(item) { found.append(item) }
        }
        return found.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// The most entries looked at when listing the scenarios.
    static let walkLimit = 50_000

    /// The largest file the server reads.
    static let fileLimit = 1 << 20

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
