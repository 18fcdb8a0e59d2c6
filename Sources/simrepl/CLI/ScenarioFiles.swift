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

    static func exists(_ path: String) -> Bool { access(path, F_OK) == 0 }
}
