import ArgumentParser
import Glibc
import SimSwiftHelper

/// `serve` and `lsp` are programs of their own, installed beside simrepl, which the command
/// becomes (exec) once its options are checked: simrepl itself links no Foundation, no HTTP
/// server and no JSON, so a `.sim` run starts as fast as ever.
enum SiblingProgram {
    /// Becomes `name` (or the program `override` names in the environment) with `arguments`;
    /// returns only by throwing, when it cannot be started.
    static func become(_ name: String, override: String, command: String, arguments: [String]) throws -> Never {
        let program = getenv(override).map { String(cString: $0) } ?? SiblingExecutable.path(named: name)
        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        execv(program, argv)
        let reason = String(cString: strerror(errno))
        Output.err("simrepl \(command): error: cannot start \(program): \(reason)\n  hint: build it with `swift build -c release --product \(name)` (scripts/setup.sh builds everything), or name it with \(override)")
        throw ExitCode(69)
    }
}
