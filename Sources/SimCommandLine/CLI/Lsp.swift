import ArgumentParser
import Glibc
import SimScript

/// `simrepl lsp`: the language server. The server is `simrepl-lsp`, installed beside simrepl,
/// which this command becomes once the options are checked (SiblingProgram).
struct Lsp: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "Speak the Language Server Protocol on standard input and output, for editors.",
        discussion: """
        An editor starts this and talks to it; you do not type to it. Each change to a .sim \
        document runs it from its first line in a fresh world (as `simrepl run` would) and shows \
        what the CLI reports, at the same file:line:col with the same message and hint: errors, \
        failed expectations and warnings. On open and on save it also marks each `expect` that \
        passed (a Hint; initializationOptions {"passedExpectations": "information"} or "off" \
        asks otherwise), and each method or closure that never ran, with `why` it did not. Completion \
        offers what the REPL's Tab does (commands, names, selectors, events, properties); hover \
        shows a command's usage and examples, or what a name is; go-to-definition finds where an \
        object, variable, closure or method was defined (in an included file too); the outline \
        lists them.

        Safe by default: it reads only .sim, .swift and .json files under the workspace (--root; \
        else the editor's workspace folder that holds the document; else the repository around \
        the document, the nearest folder above it with .git; else the current folder when it \
        holds the document, else the document's own folder), never writes a file, and gives \
        every run the work budget (--max-events) and 3 seconds. A broken message (a bad header, \
        a length too short, a body over 16 MiB, text that is not JSON) is answered with a \
        JSON-RPC error or dropped with a line on standard error, its body skipped up to the next \
        header; the server goes on.

        editors/README.md has the settings for Neovim, Helix, VS Code and Emacs (eglot). Exit \
        status: 0 after shutdown and exit, 1 when the editor went away without them, 64 bad \
        options, 69 the server program cannot be started.

        Examples:
          simrepl lsp                              # what an editor runs
          simrepl lsp --root ~/work/scenarios      # read includes from this folder only
        """
    )

    @Option(name: .long, help: ArgumentHelp("The only folder files are read from, whatever the document (default: the editor's workspace folder that holds it, else the repository around it, the folder above it with .git).", valueName: "folder"),
            completion: .directory)
    var root: String?

    @Option(name: .long, help: ArgumentHelp("The work budget of each run: at most N trace events.", valueName: "N"))
    var maxEvents = Interpreter.defaultMaxEvents

    @Flag(name: .long, help: "On exit, print how long the analyses took (p50, p90, max) to standard error.")
    var stats = false

    @Flag(name: .long, help: .hidden)
    var stdio = false

    func validate() throws {
        guard maxEvents > 0 else { throw ValidationError("--max-events must be at least 1 for lsp: every run has a budget") }
        if let root {
            var info = stat()
            guard stat(root, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { throw ValidationError("--root names no folder: '\(root)'") }
        }
    }

    func run() throws {
        var arguments = ["--max-events", String(maxEvents)]
        if let root { arguments += ["--root", root] }
        if stats { arguments.append("--stats") }
        try SiblingProgram.become("simrepl-lsp", override: "SIMREPL_LSP", command: "lsp", arguments: arguments)
    }
}
