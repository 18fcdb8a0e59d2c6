#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import CEdit
import Synchronization

// The terminal's settings from before the REPL took it, for `restore()` to put back from a
// signal handler or at exit: plain memory, written once before `ownedTerminal` says which
// descriptor it belongs to (-1: the REPL has not taken a terminal).
nonisolated(unsafe) private let originalModes = UnsafeMutablePointer<termios>.allocate(capacity: 1)
private let ownedTerminal = Atomic<Int32>(-1)

// The actions the crash signals had before ours (the Swift runtime's backtracer, or the default),
// by signal number.
nonisolated(unsafe) private let previousCrashActions = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
private let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT]

private func restoreTerminalAndCrash(_ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?) {
    TerminalModes.restore()
    sigaction(signal, previousCrashActions + Int(signal), nil)
    // A fault happens again as this handler returns, now to the action before ours (which reports
    // the crash); a signal that was sent (abort, kill: si_code 0 or below) is sent again.
    if info.map({ $0.pointee.si_code <= 0 }) ?? true { raise(signal) }
}

/// The terminal while the REPL reads from it, and how it is given back.
///
/// A paste is typed text to the terminal: its control characters act as keys. Between two lines
/// the terminal is in line mode with its signal keys on (libedit puts it back so for the command
/// that runs), so a Ctrl-\ in pasted text became SIGQUIT, whose default action kills (exit 131),
/// and a Ctrl-S (XOFF) stopped all output until a Ctrl-Q nobody knew to type. While the REPL owns
/// the terminal, it has no quit character and no XON/XOFF flow control, in libedit's modes
/// (`simrepl_el_setty_paste_safe`) and outside them (here), and SIGQUIT is ignored as an
/// interactive shell ignores it. Ctrl-C stays the interrupt (it abandons the line or the command)
/// and Ctrl-Z stays job control: a pasted one suspends the REPL, and `fg` brings it back whole.
///
/// The settings the terminal had are put back on every way out: at exit (quit, Ctrl-D, an
/// error), on a signal that ends the process (SIGTERM, SIGHUP, SIGXFSZ: `FatalSignals`), and on
/// a crash, before the Swift runtime reports it.
enum TerminalModes {
    /// Takes the terminal on `fd` for the REPL, remembering its settings to restore. Does nothing
    /// when `fd` is not a terminal, or the REPL already has one.
    static func takeOver(fd: Int32 = 0) {
        guard ownedTerminal.load(ordering: .sequentiallyConsistent) < 0, tcgetattr(fd, originalModes) == 0 else { return }
        ownedTerminal.store(fd, ordering: .sequentiallyConsistent)
        atexit { TerminalModes.restore() }
        signal(SIGQUIT, SIG_IGN)
        FatalSignals.install()
        for signal in crashSignals {
            let previous = previousCrashActions + Int(signal)
            guard sigaction(signal, nil, previous) == 0 else { continue }
            var action = sigaction()
            action.__sigaction_handler.sa_sigaction = restoreTerminalAndCrash
            // On the alternate stack when the handler before ours was (a stack overflow).
            action.sa_flags = SA_SIGINFO | (previous.pointee.sa_flags & SA_ONSTACK)
            sigemptyset(&action.sa_mask)
            sigaction(signal, &action, nil)
        }
        keepPasteSafe()
    }

    /// Turns off the quit character and XON/XOFF again if something turned them on: a shell
    /// that stopped the REPL (Ctrl-Z) puts its own settings back, and `fg` does not undo that.
    /// Called before each prompt; a no-op while the settings are right.
    static func keepPasteSafe() {
        let fd = ownedTerminal.load(ordering: .sequentiallyConsistent)
        var modes = termios()
        guard fd >= 0, tcgetattr(fd, &modes) == 0 else { return }
        let disabled = simrepl_vdisable()
        let quit = withUnsafeBytes(of: modes.c_cc) { $0[Int(VQUIT)] }
        guard modes.c_iflag & tcflag_t(IXON) != 0 || quit != disabled else { return }
        modes.c_iflag &= ~tcflag_t(IXON)
        withUnsafeMutableBytes(of: &modes.c_cc) { $0[Int(VQUIT)] = disabled }
        tcsetattr(fd, TCSANOW, &modes)
    }

    /// Gives the terminal its settings from before `takeOver` back. Safe in a signal handler
    /// (tcsetattr and sigprocmask are async-signal-safe), and idempotent. SIGTTOU is held for
    /// it: a REPL ended in the background would otherwise be stopped rather than end.
    static func restore() {
        let fd = ownedTerminal.load(ordering: .sequentiallyConsistent)
        guard fd >= 0 else { return }
        var ttou = sigset_t(), previous = sigset_t()
        sigemptyset(&ttou)
        sigaddset(&ttou, SIGTTOU)
        pthread_sigmask(SIG_BLOCK, &ttou, &previous)
        tcsetattr(fd, TCSANOW, originalModes)
        pthread_sigmask(SIG_SETMASK, &previous, nil)
    }
}
