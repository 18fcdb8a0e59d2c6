import SimCore
import SimRendering

/// Runs `.sim` commands against a `Simulator`: it reads a source (a text, a file a few lines at
/// a time, a REPL entry), binds each command and runs it (Interpreter+Running.swift). What the
/// commands run against — the world, the names, output, files, variables, the journal — is its
/// `Session`, which they receive instead of the interpreter.
///
/// It never touches the terminal: the trace goes to the `write` callback given at creation and
/// files are read through `loadFile` (whole) or `openFile` (a piece at a time), supplied by the
/// caller (the simrepl executable, or a test). Problems are reported as `Diagnostic`s through
/// `report`.
public final class Interpreter {
    /// How the trace is written to `write`.
    public enum TraceFormat: String, Sendable {
        /// The indented trace people read (SimRendering's `TextTraceRenderer`).
        case text
        /// JSON Lines, one record per event, for tools (SimRendering's `JSONLinesTraceRenderer`).
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

    /// Far more than any scenario needs (the largest in scripts/ emits a few hundred events), and
    /// a few seconds of work: a runaway script stops soon instead of hanging a CI run.
    public static let defaultMaxEvents = 1_000_000
    /// How deep handlers may run inside handlers (an action body sending an action…).
    public static let handlerNestingLimit = 64

    /// What the commands run against.
    package let session: Session

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
        session = Session(simulator: simulator, traceFormat: traceFormat, echoCommands: echoCommands, traceStyle: traceStyle,
                          writeBytes: writeBytes, loadFile: loadFile, report: report)
        // `include` runs a file through this interpreter's loop; the session does not hold it.
        session.runSource = { [unowned self] source, file, topLevel in try self.execute(source, file: file, topLevel: topLevel) }
    }

    // MARK: - The session, as the caller sees it

    /// The classes the session declared (`class`, or a Swift file's), by name: what `simrepl run
    /// File.swift` lists after loading it.
    public var declaredClasses: [DeclaredClass] {
        session.state.classes.values.sorted { $0.name < $1.name }.map { type in
            DeclaredClass(name: type.name, superclass: type.swift?.superclass, file: type.swift?.file,
                          outlets: type.outlets.map { $0.name + ($0.strong ? "" : " (weak)") },
                          methods: type.methods.map { session.world.name(of: $0.selector) })
        }
    }

    /// A class as ``declaredClasses`` lists it.
    public struct DeclaredClass: Sendable, Equatable {
        public let name: String
        /// The UIKit class a Swift class subclasses (nil: a .sim class).
        public let superclass: String?
        /// The Swift file it was declared in (nil: a .sim class).
        public let file: String?
        public let outlets: [String]
        public let methods: [String]
    }

    /// What `import "File.swift"` runs Swift with (SimSwiftBridge's front end); nil refuses `import`.
    public var swiftFrontEnd: (any SwiftFrontEnd)? {
        get { session.swiftFrontEnd }
        set { session.swiftFrontEnd = newValue }
    }

    /// The simulator the script drives: its world, clock, event log and engines.
    public var simulator: Simulator { session.simulator }
    /// The simulator's world: every object the script made, by name.
    public var world: World { session.world }
    /// The world's names as renderers see them (shared by the trace renderer, `trace`, `arena`,
    /// `expect log`, so their caches serve all of them).
    public var names: NameTable { session.names }
    /// Reads an included file; the path is already resolved against the including file.
    public var loadFile: (String) throws -> String {
        get { session.ports.loadFile }
        set { session.ports.loadFile = newValue }
    }
    /// Opens a script file to read a piece at a time (`run(file:)`, `include`), so a long script
    /// is never held in memory whole; nil: such files are read whole through `loadFile`. Throw
    /// as `loadFile` does for a file that cannot be read.
    public var openFile: ((String) throws -> any ScriptFile)? {
        get { session.ports.openFile }
        set { session.ports.openFile = newValue }
    }
    /// Writes a file (`export … FILE`): path, then contents. Scripts write nothing unless the
    /// caller provides this; the default refuses.
    public var writeFile: (String, String) throws -> Void {
        get { session.ports.writeFile }
        set { session.ports.writeFile = newValue }
    }
    /// The entries of a folder, for completing file names (`include "sc` Tab): names, with a
    /// trailing `/` on folders. Scripts see no files unless the caller provides this.
    public var listFolder: (String) -> [String] {
        get { session.ports.listFolder }
        set { session.ports.listFolder = newValue }
    }
    /// Receives errors, warnings and failed expectations, in order.
    public var report: (Diagnostic) -> Void {
        get { session.ports.report }
        set { session.ports.report = newValue }
    }
    /// Polled before every command and between the timers a `wait` fires: return true to
    /// abandon the running command (Ctrl-C). The simulator's `shouldStop`.
    public var shouldCancel: () -> Bool {
        get { session.shouldCancel }
        set { session.shouldCancel = newValue }
    }
    /// The work budget: the most trace events one `run` (a script, a REPL entry) may emit
    /// before it stops with an error (`Outcome.overBudget`); nil is no limit. `config maxEvents`
    /// changes it from a script.
    public var maxEvents: Int? {
        get { session.maxEvents }
        set { session.maxEvents = newValue }
    }
    /// The highest budget `config maxEvents` may set (nil: any). A sandbox or a fuzzer sets it,
    /// so the scripts it runs cannot lift their own limit.
    public var maxEventsCeiling: Int? {
        get { session.maxEventsCeiling }
        set { session.maxEventsCeiling = newValue }
    }
    /// How many `expect` commands held in this session.
    public var expectationsPassed: Int { session.ledger.passed }
    /// How many `expect` commands failed in this session (each also reported as a diagnostic).
    public var expectationsFailed: Int { session.ledger.failed }
    /// The trace's current format; change it with ``setTraceFormat(_:)``.
    public var traceFormat: TraceFormat { session.trace.format }
    /// Switches the trace between text and JSON Lines from the next event on; JSON Lines starts
    /// with a header record again.
    public func setTraceFormat(_ format: TraceFormat) { session.trace.setFormat(format) }
    /// Whether the text trace shows each command (`> tap login`) before its events.
    public var echoCommands: Bool {
        get { session.trace.echoCommands }
        set { session.trace.echoCommands = newValue }
    }
    /// Colour, the brief level and the wrapping width of the text trace (JSON ignores it).
    public var traceStyle: TraceStyle {
        get { session.trace.style }
        set { session.trace.style = newValue }
    }
    /// Whether events are rendered at all. `run --quiet` prints no trace, so it turns this off
    /// and no event is formatted only to be thrown away. Diagnostics, failed expectations, `why`
    /// and exports read the event log, so they are unchanged.
    public var rendersTrace: Bool {
        get { session.trace.renders }
        set { session.trace.renders = newValue }
    }
    /// Hand the trace to `write` after every top-level command (a person is watching: the REPL,
    /// piped input). Off, output goes out in large chunks, and diagnostics still appear after
    /// the trace that led to them.
    public var flushesEveryCommand: Bool {
        get { session.trace.flushesEveryCommand }
        set { session.trace.flushesEveryCommand = newValue }
    }
    /// Set (an exercise's hint level is `cause`): `why` names the cause and, in place of the fix,
    /// says how to ask for it (this text, e.g. `--hints fix`); nor does it offer the fix
    /// (``lastWhyFixes`` is empty). nil: fixes are shown. A diagnostic's fix is apart
    /// (``Diagnostic/fix``): whoever reports it withholds it.
    public var withheldFixesAskWith: String? {
        get { session.withheldFixesAskWith }
        set { session.withheldFixesAskWith = newValue }
    }
    /// Expectations that passed but could not have failed, as warnings (Session+Vacuity.swift).
    public func vacuityWarnings() -> [Diagnostic] { session.vacuityWarnings() }
    /// Completions for the end of `line` (Tab in the REPL).
    public func completions(for line: String) -> [String] { session.completions(for: line) }
    /// The properties `word` (`OBJECT.` or `OBJECT.pre`) may complete to.
    public func propertyCompletions(for word: String, settableOnly: Bool = false) -> [String] {
        session.propertyCompletions(for: word, settableOnly: settableOnly)
    }
    /// The view tree as a picture (DOT or Mermaid).
    public func treePicture(_ format: PictureFormat) -> String { session.treePicture(format) }
    /// The responder chain from `object` as a picture.
    public func chainPicture(from object: SimObject, _ format: PictureFormat) -> String { session.chainPicture(from: object, format) }
    /// The last touch's way through the scene as a picture.
    public func touchPicture(_ format: PictureFormat) -> String { session.touchPicture(format) }

    // MARK: - Running source

    /// Parses and runs `source`. Errors are reported through `report` and stop the run.
    /// `firstLine` is the line number of the source's first line: the REPL runs one entry at a
    /// time and numbers them on from the previous entry.
    @discardableResult
    public func run(source: String, file: String, firstLine: Int = 1) -> Outcome {
        session.ports.sources.add(source, file: file, firstLine: firstLine)
        return run(.text(source, firstLine: firstLine), file: file)
    }

    /// Runs a REPL entry lexed as it was typed, as `run(source:file:firstLine:)` runs its text
    /// but without lexing it again.
    @discardableResult
    package func run(entry: LexedEntry) -> Outcome {
        session.ports.sources.add(entry.source, file: entry.file, firstLine: entry.firstLine)
        return run(.text(entry.source, firstLine: entry.firstLine), file: entry.file, lexed: entry)
    }

    private func run(_ source: ScriptSource, file: String, lexed: LexedEntry? = nil) -> Outcome {
        let session = self.session, simulator = session.simulator
        defer { simulator.tracer.flush() }
        if session.trace.tracedFile == nil, session.trace.isRendering { session.trace.begin(file: file) }
        session.journal.entries.append((source, file, false))
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
            session.journal.entries[session.journal.entries.count - 1].failed = true
            if error.isCancellation {
                simulator.note(error.diagnostic.message)
                return .cancelled
            }
            let d = session.withSourceLine(error.diagnostic)
            session.diagnose(d)
            for other in error.more { session.diagnose(session.withSourceLine(other)) }
            return error.isWorkBudgetExceeded ? .overBudget(d) : .failed(d)
        } catch {
            session.journal.entries[session.journal.entries.count - 1].failed = true
            let d = Diagnostic(.error, nil, "\(error)")
            session.diagnose(d)
            return .failed(d)
        }
    }

    /// Runs setup code without printing its trace (the REPL's demo scene): the trace of wiring
    /// it up is not what a person opening the REPL wants to read first. Diagnostics still show.
    @discardableResult
    public func runSilently(source: String, file: String) -> Outcome {
        session.trace.withoutTrace { run(source: source, file: file) }
    }

    /// Runs a file through `loadFile` (what `simrepl run FILE` does).
    @discardableResult
    public func run(file path: String) -> Outcome {
        do {
            if let openFile = session.ports.openFile {
                let reader = try openFile(path)
                let version = reader.version
                session.ports.sources.add(reading: reader, version: version, file: path)
                return run(.file(reader, version: version), file: path)
            }
            let source = try session.ports.loadFile(path)
            return run(source: source, file: path)
        } catch let error as ScriptError {
            session.diagnose(error.diagnostic)
            return .failed(error.diagnostic)
        } catch {
            let d = Diagnostic(.error, nil, "cannot read '\(path)': \(error)", hint: (error as? HintedError)?.hint)
            session.diagnose(d)
            return .failed(d)
        }
    }
}
