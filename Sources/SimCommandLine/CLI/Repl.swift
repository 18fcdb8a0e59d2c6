import ArgumentParser
import SimCore
import SimScript

/// `simrepl` / `simrepl repl`: the interactive session.
struct Repl: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "repl",  // spelled out: deriving it from the type name costs a reflection at every start
        abstract: "Start the interactive REPL (the default command).",
        discussion: """
        On a terminal: line editing, history (saved to $XDG_STATE_HOME/simrepl/history, or \
        ~/.local/state/simrepl/history; SIMREPL_HISTORY overrides, empty disables), Tab completion \
        of commands, objects, events and selectors. Ctrl-C abandons the line or the running command \
        (even inside a long `wait`); Ctrl-D or `quit` exits. Each entry has the work budget of a \
        script (--max-events, `config maxEvents`).

        Pasted text may hold any control character: Ctrl-\\ neither quits nor ends the session \
        (SIGQUIT is ignored) and Ctrl-S does not stop the output (no XON/XOFF while the REPL owns \
        the terminal); Ctrl-Z suspends it as job control does. However the REPL ends (quit, \
        Ctrl-D, SIGTERM, SIGHUP, a crash), the terminal gets back the settings it had.

        With standard input not a terminal (`simrepl < file.sim`), lines are read plainly, the demo \
        scene is not loaded unless --demo is given, and the exit code is as for `run`.
        """
    )

    @Flag(name: .long, inversion: .prefixedNo,
          help: "Load the built-in demo scene (default: on a terminal yes, from a pipe no).")
    var demo: Bool?

    @OptionGroup var traceOptions: TraceOptions

    @OptionGroup var budget: WorkBudgetOptions

    func run() throws {
        let interactive = Output.stdinIsTerminal && Output.stdoutIsTerminal
        let session = ReplSession(interactive: interactive, loadDemo: demo ?? interactive,
                                  options: traceOptions.settings, maxEvents: budget.limit)
        let status = session.loop()
        if status != .success { throw ExitCode(status.rawValue) }
    }
}
