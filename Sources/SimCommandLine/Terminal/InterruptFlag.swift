#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Synchronization

// Atomics are lock-free, so touching them from a signal handler is async-signal-safe,
// and as `let` globals of a Sendable type they raise no Swift 6 concurrency diagnostics.
private let interruptPending = Atomic<Bool>(false)
private let handlerInstalled = Atomic<Bool>(false)

private func handleInterrupt(_ signal: Int32) {
    interruptPending.store(true, ordering: .sequentiallyConsistent)
}

/// Ctrl-C as a flag rather than process death: the prompt abandons its line, and the
/// interpreter polls between commands to abandon a running one.
enum InterruptFlag {
    /// Installs a SIGINT handler that only sets the flag. Idempotent.
    static func install() {
        guard handlerInstalled.compareExchange(
            expected: false, desired: true, ordering: .sequentiallyConsistent
        ).exchanged else { return }
        var action = sigaction()
        action.__sigaction_handler.sa_handler = handleInterrupt
        sigemptyset(&action.sa_mask)
        // No SA_RESTART: a read blocked at the prompt must fail with EINTR, which is
        // how el_gets (and the plain reader) learn that the line was interrupted.
        action.sa_flags = 0
        sigaction(SIGINT, &action, nil)
    }

    /// Returns true once per Ctrl-C and clears the flag.
    static func takeIfSet() -> Bool {
        interruptPending.exchange(false, ordering: .sequentiallyConsistent)
    }
}
