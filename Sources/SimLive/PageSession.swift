import SimCore
import SimRendering
import SimScript

/// The one interface a served page drives (run, tap, ask why, try a fix): each request is the
/// script replayed in a fresh world with the page's interactions after it, so a page can step
/// back, reset, or reload and always see the same thing. No I/O of its own: the server hands it
/// a way to read the files it may read and a front end for Swift.
public struct PageSession {
    /// Reads a file the script names (the script itself, an `include`, a Swift `import`, a
    /// scene), by the path it was given as: the server confines it to the served folder.
    public var readFile: (String) throws -> String
    /// A Swift front end for a run that imports Swift (a new one per run: each run is a fresh
    /// session), or nil when Swift cannot be read here.
    public var swiftFrontEnd: () -> (any SwiftFrontEnd)?
    /// The work budget of each run: at most this many trace events…
    public var maxEvents: Int = Interpreter.defaultMaxEvents
    /// …and at most this many seconds of the server's time, so no script can hold the server.
    public var secondsPerRun: Double = 3
    /// Set for an exercise (its hint level is `cause`): the fixes are withheld — from the
    /// diagnostics' hints, from what `why` says and from the fixes offered as buttons — and
    /// this says how to ask for them (`--hints fix`).
    public var withheldFixesAskWith: String?

    public init(readFile: @escaping (String) throws -> String, swiftFrontEnd: @escaping () -> (any SwiftFrontEnd)? = { nil }) {
        self.readFile = readFile
        self.swiftFrontEnd = swiftFrontEnd
    }

    /// Runs `request`: the script (or its edited text), then each interaction, then the question.
    public func run(_ request: PageRequest) -> PageAnswer {
        let run = SandboxedRun(edited: request.sources, readFile: readFile, maxEvents: maxEvents, seconds: secondsPerRun,
                               swiftFrontEnd: swiftFrontEnd(), refusal: "a served page")
        let interpreter = run.interpreter
        let recorder = SceneRecorder(world: interpreter.world, log: interpreter.simulator.log, commandLine: { [weak interpreter] in interpreter?.runningCommandLocation })
        interpreter.simulator.tracer.add(recorder)
        interpreter.flushesEveryCommand = true  // the recorder takes each command's scene then
        // The page's lines come from the event log (PageData): the trace is rendered as text only
        // for the question at the end, whose answer is printed.
        interpreter.rendersTrace = false
        interpreter.withheldFixesAskWith = withheldFixesAskWith

        var outcome = interpreter.run(file: request.file)
        for interaction in request.interactions where outcome == .completed {
            outcome = interpreter.run(source: interaction, file: "<page>")
        }
        recorder.finish()
        var said = ""
        var fixes: [WhyFixOffer] = []
        if outcome == .completed, let command = request.why.map({ "why " + $0 }) ?? request.whatif.map({ "whatif " + $0 }) {
            interpreter.rendersTrace = true
            let mark = run.output.count, reported = run.diagnostics.count
            let asked = interpreter.run(source: command, file: "<page>")
            // The answer without the echoed command line the trace starts it with.
            let text = String(decoding: run.output[mark...], as: UTF8.self)
            said = text.split(separator: "\n", omittingEmptySubsequences: false).drop { $0.hasPrefix("[") && $0.contains("> ") }.joined(separator: "\n")
            if case .failed(let d) = asked { said = d.message + (d.withholdingFix(askWith: withheldFixesAskWith).hint.map { "\n  hint: " + $0 } ?? "") }
            fixes = request.why != nil ? interpreter.lastWhyFixes : []
            // A question that could not be asked is its answer, not a diagnostic of the script.
            run.diagnostics.removeSubrange(reported...)
        }
        let context = PageData.Context(title: request.file, recorder: recorder, mainFile: request.file, live: true)
        let data = PageData.json(log: interpreter.simulator.log, graph: SceneGraph(interpreter.world),
                                 names: interpreter.names, context: context)
        var answer = PageAnswer(outcome: SandboxedRun.word(outcome), data: data, diagnostics: run.diagnostics.map { $0.withholdingFix(askWith: withheldFixesAskWith) }, output: said, fixes: fixes)
        answer.milliseconds = run.milliseconds
        return answer
    }
}

/// An error a page's run reports in words.
public struct PageSessionError: Error, CustomStringConvertible {
    public let message: String
    public init(message: String) { self.message = message }
    public var description: String { message }
}
