import SimCore
import SimRendering

/// Runs `.sim` commands against a `Simulator`.
///
/// The interpreter owns the session state a script can see — variables, the handler bodies it
/// defined, the expectation counters — and reports problems as `Diagnostic`s through `report`.
/// It never touches the terminal: the trace goes to the `write` callback given at creation and
/// files are read through `loadFile` (whole) or `openFile` (a piece at a time), supplied by the
/// caller (the simrepl executable, or a test).
public final class Interpreter {
    /// How the trace is written to `write`.
    public enum TraceFormat: String, Sendable {
        /// The indented trace people read (SimCore's `TextTraceRenderer`).
        case text
        /// JSON Lines, one record per event, for tools (SimCore's `JSONLinesTraceRenderer`).
        case json
    }

    /// The outcome of running a piece of source.
    public enum Outcome: Equatable, Sendable {
        /// Every command ran (expectations may still have failed: see `expectationsFailed`).
        case completed
        /// A script error stopped the run (already reported through `report`).
        case failed(Diagnostic)
        /// Ctrl-C (`shouldCancel`) stopped the run.
        case cancelled
        /// The run emitted more than `maxEvents` trace events and was stopped (already reported
        /// through `report`): a timer that fires through a long `wait`, handlers that trigger
        /// each other.
        case overBudget(Diagnostic)
    }

    /// The simulator the script drives: its world, clock, event log and engines.
    public let simulator: Simulator
    /// The simulator's world: every object the script made, by name.
    public var world: World { simulator.world }
    /// The world's names as renderers see them (shared by the trace renderer, `trace`, `arena`,
    /// `expect log`, so their caches serve all of them).
    public let names: NameTable

    /// Reads an included file; the path is already resolved against the including file.
    @exclusivity(unchecked) public var loadFile: (String) throws -> String
    /// Opens a script file to read a piece at a time (`run(file:)`, `include`), so a long script
    /// is never held in memory whole; nil: such files are read whole through `loadFile`. Throw
    /// as `loadFile` does for a file that cannot be read. The session keeps each file it opens
    /// (one per path) to quote its lines and, for `whatif` and `save`, to read it again.
    @exclusivity(unchecked) public var openFile: ((String) throws -> any ScriptFile)?
    /// Writes a file (`export … FILE`): path, then contents. Scripts write nothing unless the
    /// caller provides this; the default refuses.
    @exclusivity(unchecked) public var writeFile: (String, String) throws -> Void = { _, _ in throw NoFileWriter() }
    /// The entries of a folder, for completing file names (`include "sc` Tab): names, with a
    /// trailing `/` on folders. Scripts see no files unless the caller provides this.
    @exclusivity(unchecked) public var listFolder: (String) -> [String] = { _ in [] }
    private struct NoFileWriter: Error, CustomStringConvertible {
        var description: String { "this session has no file writer" }
    }
    /// Receives errors, warnings and failed expectations, in order.
    @exclusivity(unchecked) public var report: (Diagnostic) -> Void
    /// Source text by file name, so diagnostics can quote the offending line.
    @exclusivity(unchecked) var sources = SourceStore()
    /// Polled before every command and between the timers a `wait` fires: return true to
    /// abandon the running command (Ctrl-C). The simulator's `shouldStop`.
    public var shouldCancel: () -> Bool {
        get { simulator.shouldStop }
        set { simulator.shouldStop = newValue }
    }
    /// The work budget: the most trace events one `run` (a script, a REPL entry) may emit
    /// before it stops with an error (`Outcome.overBudget`); nil is no limit. `config maxEvents`
    /// changes it from a script. The simulator's `maxEvents`.
    public var maxEvents: Int? {
        get { simulator.maxEvents }
        set { simulator.maxEvents = newValue }
    }
    /// Far more than any scenario needs (the largest in scripts/ emits a few hundred events), and
    /// a few seconds of work: a runaway script stops soon instead of hanging a CI run.
    public static let defaultMaxEvents = 1_000_000
    /// The highest budget `config maxEvents` may set (nil: any). A sandbox or a fuzzer sets it,
    /// so the scripts it runs cannot lift their own limit.
    @exclusivity(unchecked) public var maxEventsCeiling: Int?

    /// How many `expect` commands held in this session.
    @exclusivity(unchecked) public internal(set) var expectationsPassed = 0
    /// How many `expect` commands failed in this session (each also reported as a diagnostic).
    @exclusivity(unchecked) public internal(set) var expectationsFailed = 0
    /// Expectations that passed but could not have failed (see Interpreter+Vacuity.swift).
    var vacuousExpectations: [Diagnostic] = []
    /// Every `log` text bound so far, each `{placeholder}` a segment of its own: what the
    /// session's logs can write (`expect not log` of anything else cannot fail).
    var boundLogTexts: Set<[TemplateSegment]> = []

    /// Where the trace's bytes go (valid during the call only: renderers hand over their buffer).
    let writeBytes: (UnsafeRawBufferPointer) -> Void
    @exclusivity(unchecked) private var renderer: EventSink
    /// The trace's current format; change it with ``setTraceFormat(_:)``.
    @exclusivity(unchecked) public private(set) var traceFormat: TraceFormat
    /// Whether the text trace shows each command (`> tap login`) before its events.
    public var echoCommands: Bool { didSet { (renderer as? TextTraceRenderer)?.echoCommands = echoCommands } }
    /// Colour, the brief level and the wrapping width of the text trace (JSON ignores it).
    public var traceStyle: TraceStyle { didSet { (renderer as? TextTraceRenderer)?.style = traceStyle } }
    /// Whether events are rendered at all. `run --quiet` prints no trace, so it turns this off
    /// and no event is formatted only to be thrown away: a quiet tap costs the simulation and
    /// the event log, nothing more. Diagnostics, failed expectations, `why` and exports do not
    /// go through this renderer (they read the event log), so they are unchanged.
    public var rendersTrace = true {
        didSet {
            guard rendersTrace != oldValue else { return }
            if rendersTrace {
                simulator.tracer.add(renderer)
            } else {
                renderer.flush()
                simulator.tracer.remove(renderer)
            }
        }
    }

    /// The script's top-level variables.
    @exclusivity(unchecked) var variables = ScriptVariables()
    /// The handlers running now: what `self`, `sender`, captures and body locals mean.
    @exclusivity(unchecked) var frames = HandlerFrames()
    @exclusivity(unchecked) var includeStack: [String] = []
    /// Hand the trace to `write` after every top-level command (a person is watching: the REPL,
    /// piped input). Off, output goes out in large chunks, and diagnostics still appear after
    /// the trace that led to them.
    @exclusivity(unchecked) public var flushesEveryCommand = true
    /// How deep handlers may run inside handlers (an action body sending an action…).
    public static let handlerNestingLimit = 64
    /// Every source this session ran, in order (a script, each REPL entry, the demo scene):
    /// what `whatif` replays in a fresh session and `save FILE` writes. `failed` marks an entry
    /// that stopped at an error: a saved session leaves it out, since `run` would stop there.
    @exclusivity(unchecked) var journal: [(source: ScriptSource, file: String, failed: Bool)] = []
    /// The simulator's config when the session began (`config` lines are in the journal).
    let initialConfig: Simulator.Config
    /// How many top-level commands of those sources have started (includes and bodies not counted).
    @exclusivity(unchecked) var topLevelCommandsStarted = 0
    /// Set in a session `whatif` replays in: asked before each top-level command, with its
    /// index; false ends the replay there.
    @exclusivity(unchecked) var replayHook: ((Int) throws -> Bool)?
    /// Cell types declared with `celltype`, by name.
    @exclusivity(unchecked) var cellTypes: [String: CellType] = [:]
    /// Classes declared with `class`, by name.
    @exclusivity(unchecked) var classes: [String: ScriptClass] = [:]
    /// What the last `why` answered, typed: each handler's explanation and fix (the steps a
    /// test, or a page offering the fix as a `whatif`, can take).
    @exclusivity(unchecked) var lastWhyAnswers: [WhyAnswer] = []

    /// A session on `simulator`. `write` receives the trace's bytes, `report` every diagnostic,
    /// `loadFile` the paths of `run(file:)` and `include` (by default it refuses).
    public convenience init(simulator: Simulator = Simulator(), traceFormat: TraceFormat = .text, echoCommands: Bool = true,
                            traceStyle: TraceStyle = TraceStyle(),
                            write: @escaping ([UInt8]) -> Void,
                            loadFile: @escaping (String) throws -> String = { path in
                                throw ScriptError(Diagnostic(.error, nil, "cannot read '\(path)': no file loader"))
                            },
                            report: @escaping (Diagnostic) -> Void) {
        self.init(simulator: simulator, traceFormat: traceFormat, echoCommands: echoCommands, traceStyle: traceStyle,
                  writeBytes: { write(Array($0)) }, loadFile: loadFile, report: report)
    }

    /// The same, handing `writeBytes` the renderer's buffer itself (valid during the call), so
    /// the trace is not copied on its way out: what `simrepl run` uses.
    package init(simulator: Simulator = Simulator(), traceFormat: TraceFormat = .text, echoCommands: Bool = true,
                 traceStyle: TraceStyle = TraceStyle(),
                 writeBytes: @escaping (UnsafeRawBufferPointer) -> Void,
                 loadFile: @escaping (String) throws -> String,
                 report: @escaping (Diagnostic) -> Void) {
        self.simulator = simulator
        self.writeBytes = writeBytes
        self.loadFile = loadFile
        self.report = report
        self.traceFormat = traceFormat
        self.echoCommands = echoCommands
        self.traceStyle = traceStyle
        initialConfig = simulator.config
        simulator.maxEvents = Interpreter.defaultMaxEvents
        names = NameTable(world: simulator.world)
        renderer = Interpreter.makeRenderer(traceFormat, names: names, echo: echoCommands, style: traceStyle, write: writeBytes)
        simulator.tracer.add(renderer)
        // The session's variables and a running handler's locals hold objects, as Swift's do.
        simulator.lifetimes.externalHolders = { [unowned self] in self.variables.objectHolders + self.frames.objectHolders }
    }

    static func makeRenderer(_ format: TraceFormat, names: NameTable, echo: Bool, style: TraceStyle,
                             write: @escaping (UnsafeRawBufferPointer) -> Void) -> EventSink {
        switch format {
        case .text: return TextTraceRenderer(names: names, echoCommands: echo, style: style, writeBytes: write)
        case .json: return JSONLinesTraceRenderer(names: names, writeBytes: write)
        }
    }

    /// Switches the trace between text and JSON Lines from the next event on; JSON Lines starts
    /// with a header record again.
    public func setTraceFormat(_ format: TraceFormat) {
        guard format != traceFormat else { return }
        renderer.flush()
        simulator.tracer.remove(renderer)
        renderer = Interpreter.makeRenderer(format, names: names, echo: echoCommands, style: traceStyle, write: writeBytes)
        if rendersTrace { simulator.tracer.add(renderer) }
        traceFormat = format
        if let file = tracedFile { beginTrace(file: file) }
    }

    /// The first script whose trace is printed (`<repl>` in the REPL); JSON Lines records name
    /// it, after a header record. Included files do not change it: they are part of that run.
    private var tracedFile: String?

    private func beginTrace(file: String) {
        tracedFile = file
        (renderer as? JSONLinesTraceRenderer)?.begin(file: file)
    }

    // MARK: - Running source

    /// Parses and runs `source`. Errors are reported through `report` and stop the run.
    /// `firstLine` is the line number of the source's first line: the REPL runs one entry at a
    /// time and numbers them on from the previous entry.
    @discardableResult
    public func run(source: String, file: String, firstLine: Int = 1) -> Outcome {
        sources.add(source, file: file, firstLine: firstLine)
        return run(.text(source, firstLine: firstLine), file: file)
    }

    /// Runs a REPL entry lexed as it was typed, as `run(source:file:firstLine:)` runs its text
    /// but without lexing it again.
    @discardableResult
    package func run(entry: LexedEntry) -> Outcome {
        sources.add(entry.source, file: entry.file, firstLine: entry.firstLine)
        return run(.text(entry.source, firstLine: entry.firstLine), file: entry.file, lexed: entry)
    }

    private func run(_ source: ScriptSource, file: String, lexed: LexedEntry? = nil) -> Outcome {
        defer { simulator.tracer.flush() }
        if tracedFile == nil, simulator.tracer.sinks.contains(where: { $0 === renderer }) { beginTrace(file: file) }
        journal.append((source, file, false))
        simulator.startWork()
        do {
            if let lexed {
                var parser = try Parser(entry: lexed)
                try execute(&parser, file: file, topLevel: true)
            } else {
                try execute(source, file: file, topLevel: true)
            }
            return .completed
        } catch let error as ScriptError {
            journal[journal.count - 1].failed = true
            if error.isCancellation {
                simulator.note(error.diagnostic.message)
                return .cancelled
            }
            let d = withSourceLine(error.diagnostic)
            diagnose(d)
            return error.isWorkBudgetExceeded ? .overBudget(d) : .failed(d)
        } catch {
            journal[journal.count - 1].failed = true
            let d = Diagnostic(.error, nil, "\(error)")
            diagnose(d)
            return .failed(d)
        }
    }

    /// Runs setup code without printing its trace (the REPL's demo scene): the trace of wiring
    /// it up is not what a person opening the REPL wants to read first. Diagnostics still show.
    @discardableResult
    public func runSilently(source: String, file: String) -> Outcome {
        simulator.tracer.remove(renderer)
        defer { if rendersTrace { simulator.tracer.add(renderer) } }
        return run(source: source, file: file)
    }

    /// Runs a file through `loadFile` (what `simrepl run FILE` does).
    @discardableResult
    public func run(file path: String) -> Outcome {
        do {
            if let openFile {
                let reader = try openFile(path)
                let version = reader.version
                sources.add(reading: reader, version: version, file: path)
                return run(.file(reader, version: version), file: path)
            }
            let source = try loadFile(path)
            return run(source: source, file: path)
        } catch let error as ScriptError {
            diagnose(error.diagnostic)
            return .failed(error.diagnostic)
        } catch {
            let d = Diagnostic(.error, nil, "cannot read '\(path)': \(error)", hint: (error as? HintedError)?.hint)
            diagnose(d)
            return .failed(d)
        }
    }
}
