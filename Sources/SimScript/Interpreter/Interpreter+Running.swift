import SimCore

/// Running commands: a script streams (parse one command, bind it, run it against the session).
/// A handler body runs the commands bound when it was defined (Session+Handlers.swift).
extension Interpreter {
    /// Runs a file's commands as they are parsed: like a shell, a script runs up to the line
    /// with an error, and a long script is never held in memory as a whole — not as tokens or
    /// commands, and, for a file opened through `openFile`, not as text either: the lexer reads
    /// it a few lines at a time. (A command's `{ }` block is parsed whole, and bound, before the
    /// command runs.)
    func execute(source: String, file: String, firstLine: Int = 1, topLevel: Bool) throws {
        var parser = try Parser(source: source, file: file, firstLine: firstLine)
        try execute(&parser, file: file, topLevel: topLevel)
    }

    /// Runs a source the journal names: a text, or a file read again from its start (which
    /// must be as it was when it ran).
    func execute(_ source: ScriptSource, file: String, topLevel: Bool) throws {
        switch source {
        case .text(let text, let firstLine):
            try execute(source: text, file: file, firstLine: firstLine, topLevel: topLevel)
        case .file(let reader, _):
            try source.checkUnchanged(file: file)
            var parser = try Parser(reading: reader, file: file)
            try execute(&parser, file: file, topLevel: topLevel)
        }
    }

    func execute(_ parser: inout Parser, file: String, topLevel: Bool) throws {
        let session = self.session, simulator = session.simulator
        session.state.includeStack.append(file)
        defer { session.state.includeStack.removeLast() }
        var binder = Binder(session: session)
        var repeated: RepeatedCommand?
        while let node = try parser.nextCommand() {
            do {
                try simulator.checkWork()
            } catch {
                throw ScriptError(error, at: node.location)
            }
            if topLevel && session.state.frames.isEmpty && session.state.includeStack.count == 1 {
                if let replayHook = session.journal.replayHook, try !replayHook(session.journal.topLevelCommandsStarted) { throw ReplayFinished() }
                session.journal.topLevelCommandsStarted += 1
            }
            let atTopLevel = topLevel && session.state.frames.isEmpty
            let key = atTopLevel && node.block == nil ? RepeatedCommand.Key(node, in: session) : nil
            let reused = key.flatMap { key in repeated?.serves(node, key: key) == true ? repeated : nil }
            // The echo comes first, so an error in the command shows under the line that caused it.
            var echo: Int32 = -1
            if atTopLevel && node.echoes {
                session.runningCommand = node.location
                if let reused { simulator.commandStarted(interned: reused.echo) } else { echo = simulator.commandStarted(node.source) }
            }
            do {
                if let reused {
                    try reused.command.run(in: session)
                } else {
                    let command = try binder.bind(node)
                    if let key, command.isRepeatable {
                        repeated = RepeatedCommand(key: key, node: node, command: command, echo: echo)
                    }
                    try command.run(in: session)
                }
            } catch let error as ScriptError where reused != nil {
                throw reused!.moved(error, to: node.location.line)
            } catch let stop as SimulationStop {
                // From a `wait` or a handler's body: reported at the command of this file that
                // ran away (the `wait`, the `tap`), not deep inside a timer's body.
                throw ScriptError(stop, at: node.location)
            } catch let e as SimulationError {
                // One the command did not place itself (a wait whose timers would fire too often).
                throw ScriptError(Diagnostic(.error, node.location, e.description, hint: e.hint))
            } catch let refused as World.CreationError {
                // An object the engine makes itself (a block proxy, a cell), refused its name.
                throw ScriptError(session.creationRefused(refused, at: node.location))
            }
            if atTopLevel { simulator.lifetimes.collectIfNeeded() }
            if topLevel && session.trace.flushesEveryCommand { simulator.tracer.flush() }
        }
    }
}

/// What a session ran, as its journal keeps it: a text (a REPL entry, standard input, the demo
/// scene), or a file opened through `openFile` — not its text, which is read again when
/// `whatif` replays it or `save` writes it.
enum ScriptSource {
    case text(String, firstLine: Int)
    /// The open file and its version when it first ran.
    case file(any ScriptFile, version: [Int])

    /// Throws when the file was changed in place since it ran: reading it again would not give
    /// what ran. (An editor that saves by replacing the file leaves the open one as it was.)
    func checkUnchanged(file: String) throws {
        guard case .file(let reader, let version) = self, reader.version != version else { return }
        throw ScriptError(Diagnostic(.error, nil, "'\(file)' was changed after it ran, so what ran cannot be read again",
                                     hint: "run the script again to replay or save what it does now"))
    }

    /// The text, read again for a file.
    func text(file: String) throws -> String {
        switch self {
        case .text(let text, _): return text
        case .file(let reader, _):
            try checkUnchanged(file: file)
            do {
                return String(decoding: try reader.readAll(), as: UTF8.self)
            } catch {
                throw ScriptError(Diagnostic(.error, nil, "cannot read '\(file)' again: \(error)"))
            }
        }
    }
}

/// Thrown when a `whatif` replay reaches the command it stops before.
struct ReplayFinished: Error {}

/// Thrown by `return` and caught where the handler's body started: ends the body early.
struct HandlerReturn: Error {}
