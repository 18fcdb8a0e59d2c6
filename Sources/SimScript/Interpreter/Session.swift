import SimCore
import SimRendering

/// What a command runs against: the simulator and its world, the names the trace uses, where
/// output and files go, the script's variables and definitions, the running handlers, the
/// expectation counts and the journal of what ran. The ``Interpreter`` reads, binds and runs
/// commands; each command's `run(in:)` gets this session, not the interpreter.
package final class Session {
    /// The simulator the script drives: its world, clock, event log and engines.
    let simulator: Simulator
    /// The simulator's world: every object the script made, by name.
    var world: World { simulator.world }
    /// The world's names as renderers see them (shared by the trace renderer, `trace`, `arena`,
    /// `expect log`, so their caches serve all of them).
    let names: NameTable

    /// Reads an included file; the path is already resolved against the including file.
    @exclusivity(unchecked) var loadFile: (String) throws -> String
    /// Opens a script file to read a piece at a time (`run(file:)`, `include`), so a long script
    /// is never held in memory whole; nil: such files are read whole through `loadFile`. Throw
    /// as `loadFile` does for a file that cannot be read. The session keeps each file it opens
    /// (one per path) to quote its lines and, for `whatif` and `save`, to read it again.
    @exclusivity(unchecked) var openFile: ((String) throws -> any ScriptFile)?
    /// Writes a file (`export … FILE`): path, then contents. Scripts write nothing unless the
    /// caller provides this; the default refuses.
    @exclusivity(unchecked) var writeFile: (String, String) throws -> Void = { _, _ in throw NoFileWriter() }
    /// The entries of a folder, for completing file names (`include "sc` Tab): names, with a
    /// trailing `/` on folders. Scripts see no files unless the caller provides this.
    @exclusivity(unchecked) var listFolder: (String) -> [String] = { _ in [] }
    private struct NoFileWriter: Error, CustomStringConvertible {
        var description: String { "this session has no file writer" }
    }
    /// Receives errors, warnings and failed expectations, in order.
    @exclusivity(unchecked) var report: (Diagnostic) -> Void
    /// Source text by file name, so diagnostics can quote the offending line.
    @exclusivity(unchecked) var sources = SourceStore()
    /// Polled before every command and between the timers a `wait` fires: return true to
    /// abandon the running command (Ctrl-C). The simulator's `shouldStop`.
    var shouldCancel: () -> Bool {
        get { simulator.shouldStop }
        set { simulator.shouldStop = newValue }
    }
    /// The work budget: the most trace events one `run` (a script, a REPL entry) may emit
    /// before it stops with an error (`Outcome.overBudget`); nil is no limit. `config maxEvents`
    /// changes it from a script. The simulator's `maxEvents`.
    var maxEvents: Int? {
        get { simulator.maxEvents }
        set { simulator.maxEvents = newValue }
    }
    /// The highest budget `config maxEvents` may set (nil: any). A sandbox or a fuzzer sets it,
    /// so the scripts it runs cannot lift their own limit.
    @exclusivity(unchecked) var maxEventsCeiling: Int?

    /// How many `expect` commands held in this session.
    @exclusivity(unchecked) var expectationsPassed = 0
    /// How many `expect` commands failed in this session (each also reported as a diagnostic).
    @exclusivity(unchecked) var expectationsFailed = 0
    /// Expectations that passed but could not have failed (see Interpreter+Vacuity.swift).
    var vacuousExpectations: [Diagnostic] = []
    /// The texts logged so far, for `expect log` (kept as lines arrive: see `LoggedTexts`).
    var loggedTexts = LoggedTexts()
    /// Every `log` text bound so far, each `{placeholder}` a segment of its own: what the
    /// session's logs can write (`expect not log` of anything else cannot fail).
    var boundLogTexts: Set<[TemplateSegment]> = []

    /// Where the trace's bytes go (valid during the call only: renderers hand over their buffer).
    let writeBytes: (UnsafeRawBufferPointer) -> Void
    @exclusivity(unchecked) private var renderer: EventSink
    /// The trace's current format; change it with ``setTraceFormat(_:)``.
    @exclusivity(unchecked) private(set) var traceFormat: Interpreter.TraceFormat
    /// Whether the text trace shows each command (`> tap login`) before its events.
    var echoCommands: Bool { didSet { (renderer as? TextTraceRenderer)?.echoCommands = echoCommands } }
    /// Colour, the brief level and the wrapping width of the text trace (JSON ignores it).
    var traceStyle: TraceStyle { didSet { (renderer as? TextTraceRenderer)?.style = traceStyle } }
    /// Whether events are rendered at all. `run --quiet` prints no trace, so it turns this off
    /// and no event is formatted only to be thrown away: a quiet tap costs the simulation and
    /// the event log, nothing more. Diagnostics, failed expectations, `why` and exports do not
    /// go through this renderer (they read the event log), so they are unchanged.
    var rendersTrace = true {
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
    @exclusivity(unchecked) var flushesEveryCommand = true
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
    /// What `import "File.swift"` lowers Swift with; nil: `import` is refused (SimScript never
    /// links the parser — the executable installs SimSwift's).
    var swiftFrontEnd: (any SwiftFrontEnd)?
    /// The stored properties `let OBJECT.NAME = VALUE` declared: `set` refuses them.
    var constantProperties: Set<StoredPropertyKey> = []
    /// True while `.sim` text the Swift front end wrote runs (an import, an instance's setup).
    var inSwiftCode = false
    /// What the last `why` answered, typed: each handler's explanation and fix (the steps a
    /// test, or a page offering the fix as a `whatif`, can take).
    @exclusivity(unchecked) var lastWhyAnswers: [WhyAnswer] = []
    /// Set in an exercise: `why` names the cause and withholds the fix, saying instead how to ask
    /// for it (`--hints fix`). Diagnostics carry their fix apart; their reporter withholds it.
    @exclusivity(unchecked) var withheldFixesAskWith: String?
    /// Where the top-level command being run was written (a page links its trace lines to it).
    @exclusivity(unchecked) var runningCommand: SourceLocation?
    /// What the script defines and where, recorded as commands are bound, for an editor's
    /// outline and go-to-definition; nil (the default) records nothing.
    @exclusivity(unchecked) var definitions: [ScriptDefinition]?

    /// A session on `simulator`: `writeBytes` receives the trace's bytes (the renderer's buffer
    /// itself, valid during the call), `report` every diagnostic, `loadFile` the paths of
    /// `run(file:)` and `include`.
    init(simulator: Simulator = Simulator(), traceFormat: Interpreter.TraceFormat = .text, echoCommands: Bool = true,
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
        renderer = Session.makeRenderer(traceFormat, names: names, echo: echoCommands, style: traceStyle, write: writeBytes)
        simulator.tracer.add(renderer)
        // The session's variables and a running handler's locals hold objects, as Swift's do.
        simulator.lifetimes.externalHolders = { [unowned self] in self.variables.objectHolders + self.frames.objectHolders }
    }

    static func makeRenderer(_ format: Interpreter.TraceFormat, names: NameTable, echo: Bool, style: TraceStyle,
                             write: @escaping (UnsafeRawBufferPointer) -> Void) -> EventSink {
        switch format {
        case .text: return TextTraceRenderer(names: names, echoCommands: echo, style: style, writeBytes: write)
        case .json: return JSONLinesTraceRenderer(names: names, writeBytes: write)
        }
    }

    /// Switches the trace between text and JSON Lines from the next event on; JSON Lines starts
    /// with a header record again.
    func setTraceFormat(_ format: Interpreter.TraceFormat) {
        guard format != traceFormat else { return }
        renderer.flush()
        simulator.tracer.remove(renderer)
        renderer = Session.makeRenderer(format, names: names, echo: echoCommands, style: traceStyle, write: writeBytes)
        if rendersTrace { simulator.tracer.add(renderer) }
        traceFormat = format
        if let file = tracedFile { beginTrace(file: file) }
    }

    /// The first script whose trace is printed (`<repl>` in the REPL); JSON Lines records name
    /// it, after a header record. Included files do not change it: they are part of that run.
    var tracedFile: String?

    func beginTrace(file: String) {
        tracedFile = file
        (renderer as? JSONLinesTraceRenderer)?.begin(file: file)
    }

    /// Runs a source through the interpreter's loop (`include`): set by the interpreter that
    /// owns this session, so a command can run a file without holding the interpreter.
    var runSource: (ScriptSource, String, _ topLevel: Bool) throws -> Void = { _, _, _ in }

    /// Whether the trace renderer is attached (a silent run detaches it).
    var isRenderingTrace: Bool { simulator.tracer.sinks.contains { $0 === renderer } }

    /// Runs `body` with the trace renderer detached (the REPL's demo scene).
    func withoutTrace<T>(_ body: () -> T) -> T {
        simulator.tracer.remove(renderer)
        defer { if rendersTrace { simulator.tracer.add(renderer) } }
        return body()
    }
}
