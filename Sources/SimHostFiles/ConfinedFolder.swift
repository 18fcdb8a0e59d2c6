import Foundation

/// The folder a host program was given (`serve`'s folder, the language server's workspace), and
/// the only files it reads or writes: a path is taken relative to it, resolved with symbolic
/// links followed, and refused unless it stays inside.
package struct ConfinedFolder: Sendable {
    /// The folder, absolute, links resolved.
    package let root: String
    /// How refusals name the folder: `the served folder`, `the workspace`.
    package let noun: String

    package init(_ path: String, noun: String) throws(Refusal) {
        guard let real = Self.realPath(path) else { throw .notAFolder("no such folder: '\(path)'") }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: real, isDirectory: &isFolder), isFolder.boolValue else {
            throw .notAFolder("not a folder: '\(path)'")
        }
        root = real
        self.noun = noun
    }

    /// Why a path or a file was refused.
    package enum Refusal: Error, CustomStringConvertible {
        case notAFolder(String)
        case outside(String, noun: String)
        case notFound(String, noun: String)
        case tooLarge(String)
        case refused(String)

        package var description: String {
            switch self {
            case .notAFolder(let s), .tooLarge(let s), .refused(let s): return s
            case .outside(let path, let noun): return "'\(path)' is outside \(noun)"
            case .notFound(let path, let noun): return "no file '\(path)' in \(noun)"
            }
        }
    }

    /// The absolute path of `relative` when it names something inside the folder (existing or
    /// not, for a file about to be written); nil when it leaves it (`..`, an absolute path
    /// elsewhere, a link pointing out).
    package func resolve(_ relative: String) -> String? {
        guard !relative.isEmpty, !relative.utf8.contains(0) else { return nil }
        let joined = relative.hasPrefix("/") ? relative : root + "/" + relative
        // An existing path: its real location. A new file: its folder's real location.
        if let real = Self.realPath(joined) { return inside(real) ? real : nil }
        let folder = (joined as NSString).deletingLastPathComponent, name = (joined as NSString).lastPathComponent
        guard name != "..", name != ".", let realFolder = Self.realPath(folder), inside(realFolder) else { return nil }
        return realFolder + "/" + name
    }

    /// `absolute` as a page or an editor names it: relative to the folder.
    package func relative(_ absolute: String) -> String {
        absolute == root ? "." : String(absolute.dropFirst(root == "/" ? 1 : root.count + 1))
    }

    private func inside(_ real: String) -> Bool { real == root || real.hasPrefix(root == "/" ? "/" : root + "/") }

    /// The kinds of file read and written: scripts, the Swift they import, the scene files they
    /// load. Nothing else in the folder (a key, a build file) is a page's or an editor's business.
    package static let servedExtensions = [".sim", ".swift", ".json"]

    /// The absolute path of a file that may be read or written: inside the folder, of a served
    /// kind, with no hidden part (`.ssh/…`, `.git/…`) on the way.
    package func servedFile(_ relative: String) throws(Refusal) -> String {
        guard let path = resolve(relative) else { throw .outside(relative, noun: noun) }
        let inside = self.relative(path)
        guard Self.servedExtensions.contains(where: { path.hasSuffix($0) }),
              !inside.split(separator: "/").contains(where: { $0.hasPrefix(".") }) else {
            throw .refused("only .sim, .swift and .json files that are not hidden are read or written here ('\(relative)')")
        }
        return path
    }

    /// Reads a file inside the folder, by a path relative to it: a regular file (not a pipe that
    /// would never end, nor a folder) of at most ``fileLimit`` bytes, checked before reading.
    package func read(_ relative: String) throws(Refusal) -> String {
        let path = try servedFile(relative)
        var info = stat()
        guard stat(path, &info) == 0 else { throw .notFound(relative, noun: noun) }
        guard info.st_mode & S_IFMT == S_IFREG else { throw .refused("'\(relative)' is not a regular file") }
        guard info.st_size <= Self.fileLimit else { throw .tooLarge("'\(relative)' is larger than \(Self.fileLimit / 1024) KiB") }
        guard let data = FileManager.default.contents(atPath: path) else { throw .notFound(relative, noun: noun) }
        return String(decoding: data.prefix(Self.fileLimit), as: UTF8.self)
    }

    /// The entries of a folder inside this one, for completing a file name: sub-folders (ending
    /// in `/`) and files of the kinds read here, none hidden, at most ``listLimit``.
    package func list(_ relative: String) -> [String] {
        guard let path = resolve(relative), !self.relative(path).split(separator: "/").contains(where: { $0.hasPrefix(".") }),
              let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return [] }
        var listed: [String] = []
        for name in names.sorted() where !name.hasPrefix(".") {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path + "/" + name, isDirectory: &isFolder) else { continue }
            if isFolder.boolValue { listed.append(name + "/") } else if Self.servedExtensions.contains(where: { name.hasSuffix($0) }) { listed.append(name) }
            if listed.count == Self.listLimit { break }
        }
        return listed
    }

    /// The most entries ``list(_:)`` returns.
    package static let listLimit = 1000

    /// Writes an existing script, Swift or scene file inside the folder (the editor's Save).
    package func write(_ relative: String, _ text: String) throws(Refusal) {
        let path = try servedFile(relative)
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            throw .refused("only an existing file can be saved ('\(relative)')")
        }
        guard FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) else {
            throw .refused("cannot write '\(relative)'")
        }
    }

    /// The largest file read.
    package static let fileLimit = 1 << 20

    package static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
