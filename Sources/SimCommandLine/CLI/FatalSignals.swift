#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

private let handlersInstalled = Atomic<Bool>(false)

private func cleanUpAndDie(_ signal: Int32) {
    TemporaryFiles.removeAllBeforeDeath()
    TerminalModes.restore()
    // Die of the signal, as without the handler (the shell sees 128 + signal).
    Glibc.signal(signal, SIG_DFL)
    raise(signal)
}

/// The signals that end a run and leave time to clean up — Ctrl-C, `kill`, a closed terminal,
/// and the file-size limit (`ulimit -f`), which strikes in the middle of a write — and what is
/// undone before the process dies of one: the temporary files being written are removed
/// (`TemporaryFiles`), and a terminal the REPL took gets its settings back (`TerminalModes`).
enum FatalSignals {
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGXFSZ]

    /// Once, before the first temporary file or when the REPL takes the terminal, for the
    /// signals whose action is still the default (the REPL's Ctrl-C handler stays).
    static func install() {
        guard handlersInstalled.compareExchange(expected: false, desired: true,
                                                ordering: .sequentiallyConsistent).exchanged else { return }
        for signal in signals {
            var current = sigaction()
            guard sigaction(signal, nil, &current) == 0,
                  current.__sigaction_handler.sa_handler == nil else { continue }  // nil: SIG_DFL
            var action = sigaction()
            action.__sigaction_handler.sa_handler = cleanUpAndDie
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            sigaction(signal, &action, nil)
        }
    }
}
