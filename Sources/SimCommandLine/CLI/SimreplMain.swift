import ArgumentParser
#if canImport(Glibc)
import Glibc
#endif

/// What `main` does, for both executables (simrepl, simrepl-swift): the quick `run` path, `test`'s
/// exit codes, else the argument parser.
package enum SimreplMain {
    package static func run() -> Never {
        // A closed pipe on standard output (`simrepl run big.sim | head -1`) is an EPIPE that Output
        // handles (the reader is gone: nothing more is printed, the run finishes), never a SIGPIPE death.
        signal(SIGPIPE, SIG_IGN)

        if getenv("SIMREPL_ARGUMENT_PARSER") == nil, HintOptions.environmentIsValid, let quick = QuickRunArguments(CommandLine.arguments.dropFirst()) {
            // `simrepl run FILE…` with plain options: without the argument parser's start-up cost.
            exit(Run.run(quick.files, options: quick.options, maxEvents: quick.maxEvents, exports: nil, hints: HintOptions.environmentLevel()).rawValue)
        } else if CommandLine.arguments.dropFirst().first == "test" {
            // `simrepl test` promises CI a few exit codes (0 passed, 1 failed, 2 broken, 3 stopped by the
            // work budget), so its
            // command-line mistakes exit 2 rather than the usage code 64 the other commands use.
            do {
                var command = try Simrepl.parseAsRoot()
                try command.run()
            } catch {
                if Simrepl.exitCode(for: error).rawValue == 64 {
                    Output.err(Simrepl.fullMessage(for: error))
                    Simrepl.exit(withError: ExitCode(ExitStatus.scriptError.rawValue))
                }
                Simrepl.exit(withError: error)
            }
        } else {
            Simrepl.main()
        }
        exit(0)
    }
}
