import ArgumentParser
import SimCore
import SimScript

/// `simrepl`: the interactive REPL (default) and `simrepl run FILE…`.
struct Simrepl: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "simrepl",
        abstract: "Simulate UIKit event handling — responder chain, hit-testing, target-action, closures — and see which handler ran, and why.",
        discussion: """
        Without a subcommand, starts the interactive REPL on a built-in demo scene (a login screen). \
        Type `help` at the prompt for the .sim language; docs/language.md has the full reference.

        Exit codes: 0 success, 1 an expectation failed, 2 a script error, 64 a usage error.
        """,
        subcommands: [Repl.self, Run.self, Test.self, Diff.self],
        defaultSubcommand: Repl.self
    )
}

/// Options shared by the commands that print a trace.
struct TraceOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Trace format: text (indented lines) or json (JSON Lines).", valueName: "format"))
    var trace: TraceFormatOption = .text

    @Flag(name: .long, help: "Print no trace, only diagnostics and failed expectations.")
    var quiet = false
}

enum TraceFormatOption: String, ExpressibleByArgument, CaseIterable {
    case text, json
    var format: Interpreter.TraceFormat { self == .json ? .json : .text }
}
