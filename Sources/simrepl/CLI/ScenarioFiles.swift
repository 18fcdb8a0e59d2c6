#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SimCore
import SimReplay

/// The file system side of `simrepl test`: finding scenarios (files are written by `Output.writeFile`).
enum ScenarioFiles {
    struct Missing: Error, CustomStringConvertible {
        let path: String
        var description: String { "'\(path)' does not exist" }
    }

    /// The scenarios named by `paths`, in byte order: files as given, directories walked
    /// (skipping hidden entries such as `.build` and `.git`, and include-only fragments).
    static func find(_ paths: [String]) throws -> [String] {
        var found: Set<String> = []
        for path in paths {
            var info = stat()
            guard stat(path, &info) == 0 else { throw Missing(path: path) }
            if (info.st_mode & S_IFMT) == S_IFDIR {
                walk(path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path, below: "", depth: 0, into: &found)
            } else {
                found.insert(path)
            }
        }
        // Byte order, not locale order: the same list on every machine.
        return found.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    }

    /// `below` is the part of `directory` under the folder named on the command line: the
    /// fragment rule looks only there, so `simrepl test ~/scene/app` still finds scenarios.
    private static func walk(_ directory: String, below: String, depth: Int, into found: inout Set<String>) {
        guard depth < 64, let dir = opendir(directory) else { return }  // depth: symlink loops
        defer { closedir(dir) }
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name.hasPrefix(".") { continue }
            let path = directory == "." ? name : directory + "/" + name
            let relative = below.isEmpty ? name : below + "/" + name
            var info = stat()
            guard stat(path, &info) == 0 else { continue }
            if (info.st_mode & S_IFMT) == S_IFDIR {
                walk(path, below: relative, depth: depth + 1, into: &found)
            } else if ScenarioSelection.isScenario(relative) {
                found.insert(path)
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
