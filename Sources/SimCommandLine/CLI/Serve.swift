import ArgumentParser
import SimReplay
import SimScript

/// `simrepl serve`: the live page. The server is `simrepl-serve`, installed beside simrepl, which
/// this command becomes once the options are checked (SiblingProgram).
struct Serve: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve a live page per scenario: click to tap, step through the trace, ask why, edit and re-run.",
        discussion: """
        Serves FILE.sim (/ opens it), File.swift (the page of the .sim driver beside it that imports it) or every scenario under FOLDER (/ lists them; a folder of \
        numbered lessons reads in order, each page linking the next). Open the printed address in a \
        browser: the scene is drawn to scale; a click taps (a drag pans or scrolls, holding \
        long-presses); the trace beside it steps by line, command or handler; `why?` on a handler \
        or a view answers as `why` does and offers each fix as a one-click `whatif`; the editor \
        runs the script again as you change it (Ctrl+Enter; Ctrl+S also writes the file). Predict \
        mode asks which view a tap hits and which handlers run before showing it.

        Safe by default: it listens on 127.0.0.1 only; the printed address carries a token that \
        every request must bring (other users of the machine cannot use the server); requests \
        must name this server in their Host and Origin headers (so another site cannot reach it \
        through DNS rebinding); it reads and writes only .sim, .swift and .json files under the \
        folder; request bodies are at most 512 KiB; every run has the work budget (--max-events) \
        and 3 seconds, and at most 4 runs wait. Pages load nothing from elsewhere. Ctrl-C stops it.

        In an exercise (a folder named exercises) hints withhold the fix, as `simrepl test` does: \
        `why` names the cause and offers no fix to try; --hints fix (or SIMREPL_HINTS=fix) shows \
        them. The index lists a solutions folder last, folded.

        A Swift scenario is served through its .sim driver (the editor offers the Swift files it \
        imports). Exit status: 0 when stopped, 64 bad options, 66 no such file or folder, 69 the \
        port cannot be used.

        Examples:
          simrepl serve scripts/tutorial          # the seven lessons
          simrepl serve --port 0 scripts/why      # any free port
        """
    )

    @Argument(help: ArgumentHelp("A .sim scenario, a .swift file a driver imports, or a folder of them (default: the current folder).", valueName: "file-or-folder"),
              completion: .file(extensions: ["sim", "swift"]))
    var path: String = "."

    @Option(name: .long, help: ArgumentHelp("The address to listen on. Anything but 127.0.0.1 lets other machines run scripts from the folder; the server says so.", valueName: "address"))
    var host = "127.0.0.1"

    @Option(name: .long, help: ArgumentHelp("The port (0: any free one; the address is printed).", valueName: "n"))
    var port = 8300

    @Flag(name: .long, help: "Open the page in the desktop's browser (xdg-open), where there is one.")
    var open = false

    @Option(name: .long, help: ArgumentHelp("The work budget of each run: at most N trace events (0 is refused: a server always has a budget).", valueName: "N"))
    var maxEvents = Interpreter.defaultMaxEvents

    @OptionGroup var hintOptions: HintOptions

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port takes a number from 0 to 65535, not \(port)") }
        guard maxEvents > 0 else { throw ValidationError("--max-events must be at least 1 for serve: every run of a served page has a budget") }
    }

    func run() throws {
        var arguments = [path, "--host", host, "--port", String(port), "--max-events", String(maxEvents)]
        if open { arguments.append("--open") }
        if let hints = try hintOptions.level() { arguments += ["--hints", hints.rawValue] }
        try SiblingProgram.become("simrepl-serve", override: "SIMREPL_SERVE", command: "serve", arguments: arguments)
    }
}
