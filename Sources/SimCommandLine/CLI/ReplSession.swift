import SimSwiftHelper
import SimCore
import SimScript
import SimRendering

/// The read-eval-print loop: reads entries (a line, or several while a `{` block is open), runs
/// each in the same world, prints its trace. Bad input is reported and the session goes on.
final class ReplSession {
    let interactive: Bool
    let interpreter: Interpreter
    let input: LineSource

    /// Holds the output of a `help` entry at the prompt, for the pager.
    private final class HeldOutput { var bytes: [UInt8]? }
    private let held = HeldOutput()

    init(interactive: Bool, loadDemo: Bool, options: TraceSettings, maxEvents: Int?) {
        self.interactive = interactive
        let quiet = options.quiet, errors = options.errors
        let held = self.held
        let interpreter = Interpreter(
            traceFormat: options.format.format,
            // Interactively the user just typed the command; in a pipe, echo it so the trace reads alone.
            echoCommands: !interactive,
            traceStyle: options.style,
            write: { bytes in
                if held.bytes != nil { held.bytes! += bytes } else if !quiet { Output.write(bytes) }
            },
            loadFile: Output.readFile,
            report: { Output.report($0, errors) })
        interpreter.writeFile = Output.writeFile
        interpreter.openFile = Output.openFile  // scripts and includes: read as they run
        interpreter.listFolder = Output.listFolder
        interpreter.maxEvents = maxEvents
        interpreter.swiftFrontEnd = SwiftScreens.frontEnd()
        self.interpreter = interpreter
        InterruptFlag.install()
        // A terminal is typed (and pasted) into: no control character in it may end the session.
        if Output.stdinIsTerminal { TerminalModes.takeOver(fd: 0) }
        interpreter.shouldCancel = { InterruptFlag.takeIfSet() }
        if interactive {
            let (history, problem) = HistoryFile.open()
            if let problem { Output.report(HistoryFile.warning(problem), errors) }
            input = LineEditor(historyFile: history, warn: { Output.report($0, errors) }) { [unowned interpreter] line in
                interpreter.completions(for: line)
            }
        } else {
            input = PlainLineReader()
        }
        if loadDemo {
            interpreter.runSilently(source: DemoScene.source, file: DemoScene.fileName)
        }
        if interactive {
            let banner = "simrepl — UIKit event handling, simulated. " + (loadDemo
                ? "Demo scene loaded: a login screen (`tree` shows it).\nTry: tap loginButton · chain loginButton · targets loginButton · help · quit"
                : "Empty world. Start with: window main")
            Output.out(terminalColumns(fd: 1).map { WordWrap.wrap(banner, width: $0) } ?? banner)
        }
    }

    /// Runs until end of input or `quit`; returns the exit status (as `run` would for a pipe).
    func loop() -> ExitStatus {
        // Each line is lexed as it comes, once: the entry knows when its blocks are closed.
        var entry: LexedEntry?
        var lineNumber = 0
        var status = ExitStatus.success
        while true {
            let prompt = entry == nil ? "simrepl> " : "...> "
            TerminalModes.keepPasteSafe()
            switch input.readLine(prompt: prompt) {
            case .endOfInput where interactive && entry != nil:
                // Ctrl-D inside an open { } block drops the block, not the session and its scene.
                Output.out("\n(the unfinished block was dropped; Ctrl-D again or `quit` leaves)")
                entry = nil
                continue
            case .endOfInput:
                if let entry { status = max(status, evaluate(entry)) }
                return finalStatus(status)
            case .interrupted:
                entry = nil
                continue
            case .line(let line):
                lineNumber += 1
                if entry == nil {
                    let trimmed = line.trimmed
                    if trimmed == "quit" || trimmed == "exit" {
                        input.addHistory(trimmed)
                        return finalStatus(status)
                    }
                    entry = LexedEntry(file: interactive ? "<repl>" : "<stdin>", firstLine: lineNumber)
                }
                entry!.append(line: line)
                guard let complete = entry, !complete.needsMoreInput else { continue }
                entry = nil
                if interactive { input.addHistory(ReplSession.historyEntry(complete.source)) }
                status = max(status, evaluate(complete))
            }
        }
    }

    /// A person at a terminal who made a typo and then quit did nothing wrong: only piped input
    /// (a script in disguise) reports failures through the exit status.
    private func finalStatus(_ status: ExitStatus) -> ExitStatus {
        interactive ? .success : ExitStatus.final(status)
    }

    private func evaluate(_ entry: LexedEntry) -> ExitStatus {
        let failedBefore = interpreter.expectationsFailed
        // The window may have been resized since the last entry: wrap at today's width.
        if interactive { interpreter.traceStyle.width = terminalColumns(fd: 1) }
        // Entries are numbered on from each other, so `simrepl < file.sim` errors point into the
        // file and an interactive error names the entry's line in the session.
        // `help` at the prompt can be longer than the screen: it goes through a pager.
        let paged = interactive && entry.source.trimmed.hasPrefix("help")
        if paged { held.bytes = [] }
        let outcome = interpreter.run(entry: entry)
        if paged, let bytes = held.bytes {
            held.bytes = nil
            Pager.show(bytes)
        }
        switch outcome {
        case .failed: return .scriptError
        case .overBudget: return .workBudgetExceeded
        case .cancelled: return interactive ? .success : .scriptError
        case .completed: return interpreter.expectationsFailed > failedBefore ? .expectationFailed : .success
        }
    }

    /// A multi-line entry is stored as one history line joined with `;` so Up recalls it whole
    /// (kept multi-line when a comment would swallow the rest).
    static func historyEntry(_ entry: String) -> String {
        let lines = entry.split(separator: "\n").map { String($0).trimmed }.filter { !$0.isEmpty }
        if lines.count <= 1 { return lines.first ?? "" }
        if lines.contains(where: { $0.contains("#") }) { return lines.joined(separator: "\n") }
        return lines.joined(separator: "; ")
    }
}

extension ExitStatus: Comparable {
    static func < (a: ExitStatus, b: ExitStatus) -> Bool { a.rawValue < b.rawValue }
}

extension String {
    var trimmed: String {
        var s = Substring(self)
        while let f = s.first, f == " " || f == "\t" || f == "\r" { s.removeFirst() }
        while let l = s.last, l == " " || l == "\t" || l == "\r" { s.removeLast() }
        return String(s)
    }
}
