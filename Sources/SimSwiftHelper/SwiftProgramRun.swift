import Glibc

/// `simrepl run program.swift`: a Swift file with top-level code (and no UIKit) runs as the
/// program it is, on the interpreter in `simrepl-swift run` — its output on standard output,
/// a trap's message on standard error — instead of being loaded for a `.sim` driver.
///
/// The two executables agree on the statuses here; simrepl-swift decides what a file is (it
/// has the parser), and answers `notAProgram` without a word for a file that is for a driver.
public enum SwiftProgramRun {
    /// The program ran to its end.
    public static let completed: Int32 = 0
    /// It did not load (a compile error, a construct simrepl does not run), or hit one while
    /// running; simrepl's script-error status.
    public static let loadError: Int32 = 2
    /// It used up its work budget; simrepl's status for that.
    public static let overBudget: Int32 = 3
    /// It stopped at a Swift runtime error (a trap), as the compiled program would.
    public static let trapped: Int32 = 4
    /// The file imports UIKit or AppKit, or has no top-level code: not a program of its own (or
    /// it cannot be read, which simrepl reports as for any file).
    public static let notAProgram: Int32 = 100

    public enum Outcome: Equatable {
        /// simrepl-swift's exit status (one of the above).
        case exited(Int32)
        /// It could not be started (or waited for): why, in words.
        case cannotStart(String)
        /// It died of this signal: a crash of the interpreter, not of the program (whose traps
        /// are exit statuses).
        case killed(Int32)
        /// Stopped by Ctrl-C.
        case interrupted
    }

    /// The arguments of `simrepl-swift --run-program`.
    /// How simrepl asks simrepl-swift to run a program in a process of its own (its `run`
    /// is simrepl's).
    public static let runProgramFlag = "--run-program"

    public static func arguments(path: String, workBudget: Int?, summary: Bool) -> [String] {
        [runProgramFlag] + (workBudget.map { ["--work-budget", String($0)] } ?? ["--work-budget", "0"])
            + (summary ? ["--summary"] : []) + ["--", path]
    }

    /// Runs `simrepl-swift run` on `path` with this process's standard output and error, and
    /// waits for it. `summary`: list what the file declares after the program's output.
    public static func run(path: String, workBudget: Int?, summary: Bool) -> Outcome {
        let executable = SiblingExecutable.swiftProgram
        let argv = ([executable] + arguments(path: path, workBudget: workBudget, summary: summary)).map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }
        var child: pid_t = 0
        let started = posix_spawn(&child, executable, nil, nil, argv, environ)
        guard started == 0 else {
            return .cannotStart("cannot start \(executable): \(String(cString: strerror(started)))")
        }
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 {
            guard errno == EINTR else { return .cannotStart("lost \(executable): \(String(cString: strerror(errno)))") }
        }
        let signal = status & 0x7f
        // Ctrl-C reaches the whole foreground process group: the program stops, and says so.
        if signal == SIGINT { return .interrupted }
        guard signal == 0 else { return .killed(signal) }
        return .exited((status >> 8) & 0xff)
    }
}
