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

    /// Files in and out, diagnostics out, the sources read: what the host provides.
    let ports: HostPorts
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

    /// What the expectations found: counts, vacuous checks, the texts logged.
    let ledger = ExpectationLedger()

    /// The trace: its renderer, format and style.
    let trace: TraceOutput

    /// What the script made and is running: variables, frames, declarations.
    let state = ScriptState()
    /// What the session ran, for `whatif` and `save`.
    let journal: SessionJournal
    /// What `import "File.swift"` runs Swift with; nil: `import` is refused (SimScript never
    /// links the parser — the executable installs SimSwiftBridge's).
    var swiftFrontEnd: (any SwiftFrontEnd)?
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

    /// A session on `simulator`: `writeBytes` receives the trace's bytes (the renderer's buffer
    /// itself, valid during the call), `report` every diagnostic, `loadFile` the paths of
    /// `run(file:)` and `include`.
    init(simulator: Simulator = Simulator(), traceFormat: Interpreter.TraceFormat = .text, echoCommands: Bool = true,
                 traceStyle: TraceStyle = TraceStyle(),
                 writeBytes: @escaping (UnsafeRawBufferPointer) -> Void,
                 loadFile: @escaping (String) throws -> String,
                 report: @escaping (Diagnostic) -> Void) {
        self.simulator = simulator
        ports = HostPorts(loadFile: loadFile, report: report)
        journal = SessionJournal(initialConfig: simulator.config)
        simulator.maxEvents = Interpreter.defaultMaxEvents
        names = NameTable(world: simulator.world)
        trace = TraceOutput(tracer: simulator.tracer, names: names, format: traceFormat, echoCommands: echoCommands, style: traceStyle,
                            writeBytes: writeBytes)
        // The session's variables and a running handler's locals hold objects, as Swift's do.
        simulator.lifetimes.externalHolders = { [unowned self] in self.state.variables.objectHolders + self.state.frames.objectHolders }
    }

    /// Runs a source through the interpreter's loop (`include`): set by the interpreter that
    /// owns this session, so a command can run a file without holding the interpreter.
    var runSource: (ScriptSource, String, _ topLevel: Bool) throws -> Void = { _, _, _ in }

}
