#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SimCore
import SimReplay
import SimScript

/// The file system side of `simrepl test`: finding scenarios (files are written by `Output.writeFile`).
enum ScenarioFiles {
    /// A path to search that cannot be: it does not exist, a folder on its way cannot be
    /// entered, or it is a folder that cannot be read. Never a search that quietly finds less.
    struct Unsearchable: HintedError, CustomStringConvertible {
        let description: String
        var hint: String?

        /// `path`, as named on the command line, could not be looked at (`stat` failed).
        static func named(_ path: String, errno code: Int32) -> Unsearchable {
            switch code {
            case ENOENT:
                return Unsearchable(description: "'\(path)' does not exist")
            case EACCES:
                return Unsearchable(description: "'\(path)' cannot be reached: permission denied (a folder on its way cannot be entered)",
                                    hint: "\(Output.userName) needs to enter (x) every folder on the way: check them with `ls -ld`, or run as a user who may")
            default:
                return Unsearchable(description: "'\(path)' cannot be reached: \(String(cString: strerror(code)).lowercasedFirst)")
            }
        }

        /// The folder `path`, named or met on the way down, could not be listed.
        static func folder(_ path: String, errno code: Int32) -> Unsearchable {
            Unsearchable(description: "cannot read the folder '\(path)': \(String(cString: strerror(code)).lowercasedFirst)",
                         hint: "simrepl test searches every folder under the paths it is given: let \(Output.userName) read and enter it (`chmod u+rx` for its owner, `a+rx` for everyone), or name the folders to test")
        }
    }

    /// The scenarios named by `paths`, in byte order: files as given, directories walked
    /// (skipping hidden entries such as `.build` and `.git`, and include-only fragments), and a
    /// note for each symbolic link to a folder that was not followed.
    static func find(_ paths: [String]) throws -> (scenarios: [String], notes: [String]) {
        let found = try search(paths)
        return (found.scenarios, found.notes)
    }

    /// What a search of `paths` found: the scenarios, notes, and the golden traces and pending
    /// goldens (`.trace`, `.trace.new`) in the folders walked, all in byte order.
    struct Found {
        var scenarios: [String]
        var notes: [String]
        var goldens: [String]
        var pending: [String]

        /// Goldens and pending goldens whose scenario (`NAME.sim` beside them) does not exist:
        /// left behind when a scenario was renamed or deleted.
        var orphans: [String] {
            (goldens + pending).filter { file in
                var info = stat()
                return stat(ScenarioSelection.scenarioPath(forGolden: file), &info) != 0
            }.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
        }
    }

    static func search(_ paths: [String]) throws -> Found {
        var search = Search()
        for path in paths {
            var info = stat()
            guard stat(path, &info) == 0 else { throw Unsearchable.named(path, errno: errno) }
            if (info.st_mode & S_IFMT) == S_IFDIR {
                let root = realPath(path) ?? path
                search.root = root
                search.walk(path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path, real: root, below: "", ancestors: [root])
                if let problem = search.unreadable.first { throw problem }
            } else {
                search.found.insert(path)
                // A scenario named on its own brings its pending golden (`--accept login.sim`).
                if path.hasSuffix(".sim") {
                    let pending = ScenarioSelection.pendingPath(forGolden: ScenarioSelection.goldenPath(for: path))
                    if access(pending, F_OK) == 0 { search.pending.append(pending) }
                }
            }
        }
        // Byte order, not locale order: the same lists on every machine.
        func byteOrder(_ a: String, _ b: String) -> Bool { Array(a.utf8).lexicographicallyPrecedes(Array(b.utf8)) }
        return Found(scenarios: search.found.sorted(by: byteOrder), notes: search.notes.sorted(by: byteOrder),
                     goldens: search.goldens.sorted(by: byteOrder), pending: search.pending.sorted(by: byteOrder))
    }

    /// Whether `path` is an exercise, however it was named: `cd exercises && simrepl test 1.sim`
    /// names no `exercises` folder, its real path does.
    static func isExercise(_ path: String) -> Bool {
        ScenarioSelection.isExercise(path) || realPath(path).map(ScenarioSelection.isExercise) == true
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// One walk of the folders named on the command line.
    ///
    /// A symbolic link to a folder is followed only when it leads to a folder inside the one
    /// being searched and not back to one of the folders it is in: a link to `..` would search
    /// the parent (and its other projects) and then itself again, as deep as the depth limit,
    /// listing every scenario once per lap. Such a link is left out with a note.
    private struct Search {
        var found: Set<String> = []
        var notes: [String] = []
        var goldens: [String] = []
        var pending: [String] = []
        /// Folders that could not be listed, in the order met.
        var unreadable: [Unsearchable] = []
        /// The real path of the folder named on the command line.
        var root = ""

        /// `below` is the part of `directory` under the folder named on the command line: the
        /// fragment rule looks only there, so `simrepl test ~/scene/app` still finds scenarios.
        /// `real` is the folder's real path, `ancestors` those of the folders it is in.
        mutating func walk(_ directory: String, real: String, below: String, ancestors: Set<String>) {
            guard ancestors.count < 64 else { return }
            guard let dir = opendir(directory) else {
                // Gone since it was listed is no scenario lost; anything else hides scenarios.
                if errno != ENOENT { unreadable.append(.folder(directory, errno: errno)) }
                return
            }
            defer { closedir(dir) }
            while let entry = readdir(dir) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
                }
                if name.hasPrefix(".") { continue }
                let path = directory == "." ? name : directory + "/" + name
                let relative = below.isEmpty ? name : below + "/" + name
                var info = stat(), link = stat()
                guard stat(path, &info) == 0, lstat(path, &link) == 0 else { continue }
                guard (info.st_mode & S_IFMT) == S_IFDIR else {
                    if ScenarioSelection.isScenario(relative) { found.insert(path) }
                    if name.hasSuffix(".trace") { goldens.append(path) }
                    if name.hasSuffix(".trace.new") { pending.append(path) }
                    continue
                }
                var target = (real == "/" ? "" : real) + "/" + name
                if (link.st_mode & S_IFMT) == S_IFLNK {
                    target = ScenarioFiles.realPath(path) ?? target
                    if ancestors.contains(target) {
                        notes.append("\(path) is a symbolic link back to a folder being searched (\(target)): not followed")
                        continue
                    }
                    if !target.hasPrefix(root == "/" ? "/" : root + "/") {
                        notes.append("\(path) is a symbolic link to \(target), outside \(root): not followed")
                        continue
                    }
                }
                walk(path, real: target, below: relative, ancestors: ancestors.union([target]))
            }
        }
    }

    /// A scenario's golden trace as the suite finds it.
    enum Golden {
        /// Nothing at the path (not even a broken link): a record mode may write one.
        case absent
        case text(String)
        /// Something is there that is not a golden simrepl can read: not UTF-8, over 16 MiB, a
        /// folder, a FIFO, a device, a broken link, no permission. Why, as the error says it.
        case unreadable(String)
    }

    static func readGolden(_ path: String) -> Golden {
        var info = stat()
        guard lstat(path, &info) == 0 else { return errno == ENOENT ? .absent : .unreadable(String(cString: strerror(errno)).lowercasedFirst) }
        // Read only regular files: opening a FIFO nobody writes would wait for ever.
        var target = stat()
        guard stat(path, &target) == 0 else { return .unreadable("it is a symbolic link to nothing (\(String(cString: strerror(errno)).lowercasedFirst))") }
        switch target.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: return .unreadable("it is a directory")
        case S_IFIFO: return .unreadable("it is a FIFO (a named pipe), not a file")
        default: return .unreadable("it is a device or a socket, not a file")
        }
        do {
            return .text(try Output.readFile(path))
        } catch {
            return .unreadable("\(error)")
        }
    }
}
