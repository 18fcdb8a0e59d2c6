import ArgumentParser
import SimCore
import SimScript
import SimRendering

/// `simrepl`: the interactive REPL (default) and `simrepl run FILE…`.
struct Simrepl: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "simrepl",
        abstract: "Simulate UIKit event handling — responder chain, hit-testing, target-action, closures — and see which handler ran, and why.",
        discussion: """
        Without a subcommand, starts the interactive REPL on a built-in demo scene (a login screen). \
        Type `help` at the prompt for the .sim language; docs/language.md has the full reference.

        Exit codes: 0 success, 1 an expectation failed, 2 a script error, 3 a script stopped by \
        its work budget (--max-events), 64 a usage error, 74 the output could not be written (a full \
        disk, no permission, a read-only file).
        """,
        version: SimreplVersion.current,
        subcommands: [Repl.self, Run.self, Test.self, Diff.self, Serve.self, Lsp.self, Language.self],
        defaultSubcommand: Repl.self
    )
}

/// Options shared by the commands that print a trace.
struct TraceOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Trace format: text (indented lines) or json (JSON Lines).", valueName: "format"))
    var trace: TraceFormatOption = .text

    @Flag(name: .long, help: "Print no trace, only diagnostics and failed expectations.")
    var quiet = false

    @Flag(name: .long, help: "A brief text trace: what ran and what was decided, without the forwarding and tracking in between.")
    var brief = false

    @Option(name: .long, help: ArgumentHelp("Colour the trace and the errors: auto (on a terminal, unless NO_COLOR is set), always or never.", valueName: "when"))
    var color: ColorChoice = .auto

    /// What the options say, as the runner and the REPL take it.
    var settings: TraceSettings { TraceSettings(format: trace, quiet: quiet, brief: brief, color: color) }
}

/// How a run prints its trace and diagnostics: the trace options' values, apart from the argument
/// parser (`QuickRunArguments` fills one in without it).
struct TraceSettings: Equatable {
    var format: TraceFormatOption = .text
    var quiet = false
    var brief = false
    var color: ColorChoice = .auto

    /// The text trace's look on standard output: colour and wrapping only on a terminal (piped
    /// or redirected, the bytes are the same as a golden's).
    var style: TraceStyle {
        TraceStyle(color: color.colors(fd: 1), brief: brief, width: terminalColumns(fd: 1))
    }

    /// Colour for diagnostics on standard error.
    var errors: Paint { Paint(enabled: color.colors(fd: 2)) }
}

/// `--max-events N`: the work budget of `run`, `test` and the REPL.
struct WorkBudgetOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "Stop a script (or a REPL entry) once it has emitted more than N trace events, with an error and exit status 3: a timer firing through a long wait, handlers that trigger each other. A Swift program (run main.swift) may take N × 10 steps (calls, loop iterations). 0: no limit. Default: \(Interpreter.defaultMaxEvents).",
        valueName: "N"))
    var maxEvents = Interpreter.defaultMaxEvents

    func validate() throws {
        if maxEvents < 0 { throw ValidationError("--max-events takes a number of trace events (0 for no limit), not \(maxEvents)") }
    }

    /// As `Interpreter.maxEvents` takes it.
    var limit: Int? { Self.limit(maxEvents) }

    /// `--max-events N` as `Interpreter.maxEvents` takes it: 0 is no limit.
    static func limit(_ maxEvents: Int) -> Int? { maxEvents == 0 ? nil : maxEvents }
}

enum TraceFormatOption: String, ExpressibleByArgument, CaseIterable {
    case text, json
    var format: Interpreter.TraceFormat { self == .json ? .json : .text }
}
