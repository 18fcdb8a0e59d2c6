import Glibc
import SimCore
import SimScript
import SimSwiftHelper

/// Where a command's Swift runs. simrepl links no swift-syntax (linking it would cost every `.sim`
/// start 8.98 M instructions instead of 6.28 M, 1.43×, release, callgrind): a command that may
/// run Swift — a `.swift` file, a script that imports one, the REPL, where one may be imported —
/// becomes `simrepl-swift`, the same command line with the Swift interpreter (`SwiftBridgeFrontEnd`)
/// installed. In simrepl itself the front end says where the Swift would have run.
package enum SwiftScreens {
    /// The executable's Swift front end: simrepl-swift installs the bridge before running.
    nonisolated(unsafe) package static var frontEnd: @Sendable () -> any SwiftFrontEnd = { SwiftElsewhere() }

    /// The program that runs Swift, beside simrepl (or as SIMREPL_SWIFT_HELPER names it).
    static var program: String { SiblingExecutable.swiftProgram }

    /// Becomes simrepl-swift with the same arguments when the command may run Swift and it is
    /// there; otherwise returns, and simrepl runs the command (an `import` of Swift then says how
    /// to build simrepl-swift).
    package static func becomeSimreplSwiftIfNeeded(_ arguments: [String]) {
        guard needsSwift(arguments) else { return }
        let program = self.program
        guard access(program, X_OK) == 0 else { return }
        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        execv(program, argv)
    }

    /// Whether the command may run Swift: the REPL, or a file operand that is Swift or imports it.
    static func needsSwift(_ arguments: [String]) -> Bool {
        guard let first = arguments.first else { return true }
        switch first {
        case "repl": return true
        case "serve", "lsp", "language", "--help", "-h", "help", "--version", "--help-hidden": return false
        case "run", "test", "diff": return arguments.dropFirst().contains(where: mayRunSwift)
        default:
            // Options of the REPL (the default command), or files to run.
            return first.hasPrefix("-") && !arguments.contains(where: { $0.hasSuffix(".sim") }) || arguments.contains(where: mayRunSwift)
        }
    }

    /// A `.swift` file, a script whose first 8 KiB import one (imports come first), a folder
    /// holding such a script — or standard input, a pipe or a device, which cannot be read
    /// twice to tell.
    static func mayRunSwift(_ path: String) -> Bool {
        mayRunSwift(path, depth: 0)
    }

    /// A folder's own folders are walked, not the ones links point at (a link back into the
    /// folder would be a loop: `simrepl test` does not follow them either), and not past 16 deep.
    private static func mayRunSwift(_ path: String, depth: Int) -> Bool {
        if path.hasSuffix(".swift") || path == "-" { return true }
        var info = stat()
        guard stat(path, &info) == 0 else { return false }
        if info.st_mode & S_IFMT == S_IFREG { return headImportsSwift(path) }
        guard info.st_mode & S_IFMT == S_IFDIR else { return path.hasSuffix(".sim") || !path.contains(".") }
        guard depth < 16, let dir = opendir(path) else { return false }
        defer { closedir(dir) }
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard !name.hasPrefix(".") else { continue }
            let child = path + "/" + name
            var own = stat()
            if lstat(child, &own) == 0, own.st_mode & S_IFMT == S_IFLNK {
                // A linked file is read; a linked folder is not walked.
                if stat(child, &own) == 0, own.st_mode & S_IFMT == S_IFREG, headImportsSwift(child) { return true }
                continue
            }
            if mayRunSwift(child, depth: depth + 1) { return true }
        }
        return false
    }
}

extension SwiftScreens {
    /// Whether `.swift"` is in the first 8 KiB of the regular file at `path`.
    static func headImportsSwift(_ path: String) -> Bool {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var head = [UInt8](repeating: 0, count: 8192)
        let n = head.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        guard n > 0 else { return false }
        return String(decoding: head[..<n], as: UTF8.self).contains(".swift\"")
    }
}

/// simrepl's Swift front end: none — the command should have become simrepl-swift.
struct SwiftElsewhere: SwiftFrontEnd {
    func bridge(path: String, text: String, simulator: Simulator) throws -> BridgedSwift? { throw refusal }

    private var refusal: ScriptError {
        ScriptError(Diagnostic(.error, nil, "simrepl runs Swift in simrepl-swift, which is not at \(SwiftScreens.program)",
                               hint: "build it beside simrepl: swift build --product simrepl-swift (scripts/setup.sh builds both), or name it in SIMREPL_SWIFT_HELPER"))
    }
}
