import SimCore

/// Runs `.sim` commands against a `Simulator`.
///
/// The interpreter owns the session state a script can see — variables, the handler bodies it
/// defined, the expectation counters — and reports problems as `Diagnostic`s through `report`.
/// It never touches the terminal: the trace goes to the `write` callback given at creation and
/// files are read through `loadFile`, both supplied by the caller (the simrepl executable, or a test).
public final class Interpreter {
    public enum TraceFormat: String, Sendable { case text, json }

    /// The outcome of running a piece of source.
    public enum Outcome: Equatable, Sendable {
        /// Every command ran (expectations may still have failed: see `expectationsFailed`).
        case completed
        /// A script error stopped the run (already reported through `report`).
        case failed(Diagnostic)
        /// Ctrl-C (`shouldCancel`) stopped the run.
        case cancelled
    }

    public let simulator: Simulator
    public var world: World { simulator.world }
    /// The world's names as renderers see them (shared by the trace renderer, `trace`, `arena`,
    /// `expect log`, so their caches serve all of them).
    public let names: NameTable

    /// Reads an included file; the path is already resolved against the including file.
    @exclusivity(unchecked) public var loadFile: (String) throws -> String
    /// Receives errors, warnings and failed expectations, in order.
    @exclusivity(unchecked) public var report: (Diagnostic) -> Void
    /// Source text by file name, so diagnostics can quote the offending line.
    @exclusivity(unchecked) var sources = SourceStore()
    /// Polled before every command: return true to abandon the running command (Ctrl-C).
    public var shouldCancel: () -> Bool = { false }

    @exclusivity(unchecked) public internal(set) var expectationsPassed = 0
    @exclusivity(unchecked) public internal(set) var expectationsFailed = 0

    let write: ([UInt8]) -> Void
    @exclusivity(unchecked) private var renderer: EventSink
    @exclusivity(unchecked) public private(set) var traceFormat: TraceFormat
    public var echoCommands: Bool { didSet { (renderer as? TextTraceRenderer)?.echoCommands = echoCommands } }
    /// Colour, the brief level and the wrapping width of the text trace (JSON ignores it).
    public var traceStyle: TraceStyle { didSet { (renderer as? TextTraceRenderer)?.style = traceStyle } }

    struct Variable { var value: Value; var mutable: Bool; var declaredAt: SourceLocation }
    @exclusivity(unchecked) var variables: [String: Variable] = [:]
    @exclusivity(unchecked) var variableOrder: [String] = []

    /// The handler running now (innermost last): what `self`, `sender` and `event` mean.
    struct Frame {
        let context: ActionContext
        /// `let` and `var` declared inside the body: local to this run of the handler.
        var locals: [String: Variable] = [:]
    }

    /// A variable by name: the running handler's locals first, then the script's.
    func variable(_ name: String) -> Variable? {
        if let local = frames.last?.locals[name] { return local }
        return variables[name]
    }

    /// Stores a variable where it lives: a local of the running handler, else the script's.
    func store(_ variable: Variable, as name: String) {
        if !frames.isEmpty, frames[frames.count - 1].locals[name] != nil {
            frames[frames.count - 1].locals[name] = variable
        } else {
            variables[name] = variable
        }
    }
    @exclusivity(unchecked) var frames: [Frame] = []
    @exclusivity(unchecked) var includeStack: [String] = []
    /// Hand the trace to `write` after every top-level command (a person is watching: the REPL,
    /// piped input). Off, output goes out in large chunks, and diagnostics still appear after
    /// the trace that led to them.
    @exclusivity(unchecked) public var flushesEveryCommand = true
    /// How deep handlers may run inside handlers (an action body sending an action…).
    public static let handlerNestingLimit = 64
    /// Compiled `log` templates per command node (a body's `log` runs on every tap).
    @exclusivity(unchecked) var templateCache: [ObjectIdentifier: (node: CommandNode, template: CompiledTemplate)] = [:]
    /// Cell types declared with `celltype`, by name.
    @exclusivity(unchecked) var cellTypes: [String: CellType] = [:]

    public init(simulator: Simulator = Simulator(), traceFormat: TraceFormat = .text, echoCommands: Bool = true,
                traceStyle: TraceStyle = TraceStyle(),
                write: @escaping ([UInt8]) -> Void,
                loadFile: @escaping (String) throws -> String = { path in
                    throw ScriptError(Diagnostic(.error, nil, "cannot read '\(path)': no file loader"))
                },
                report: @escaping (Diagnostic) -> Void) {
        self.simulator = simulator
        self.write = write
        self.loadFile = loadFile
        self.report = report
        self.traceFormat = traceFormat
        self.echoCommands = echoCommands
        self.traceStyle = traceStyle
        names = NameTable(world: simulator.world)
        renderer = Interpreter.makeRenderer(traceFormat, names: names, echo: echoCommands, style: traceStyle, write: write)
        simulator.tracer.add(renderer)
    }

    static func makeRenderer(_ format: TraceFormat, names: NameTable, echo: Bool, style: TraceStyle,
                             write: @escaping ([UInt8]) -> Void) -> EventSink {
        switch format {
        case .text: return TextTraceRenderer(names: names, echoCommands: echo, style: style, write: write)
        case .json: return JSONLinesTraceRenderer(names: names, write: write)
        }
    }

    public func setTraceFormat(_ format: TraceFormat) {
        guard format != traceFormat else { return }
        renderer.flush()
        simulator.tracer.remove(renderer)
        renderer = Interpreter.makeRenderer(format, names: names, echo: echoCommands, style: traceStyle, write: write)
        simulator.tracer.add(renderer)
        traceFormat = format
    }

    // MARK: - Running source

    /// Parses and runs `source`. Errors are reported through `report` and stop the run.
    /// `firstLine` is the line number of the source's first line: the REPL runs one entry at a
    /// time and numbers them on from the previous entry.
    @discardableResult
    public func run(source: String, file: String, firstLine: Int = 1) -> Outcome {
        defer { simulator.tracer.flush() }
        sources.add(source, file: file, firstLine: firstLine)
        do {
            try execute(source: source, file: file, firstLine: firstLine, topLevel: true)
            return .completed
        } catch let error as ScriptError {
            if error.isCancellation {
                simulator.note("interrupted")
                return .cancelled
            }
            let d = withSourceLine(error.diagnostic)
            diagnose(d)
            return .failed(d)
        } catch {
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
        defer { simulator.tracer.add(renderer) }
        return run(source: source, file: file)
    }

    /// Runs a file through `loadFile` (what `simrepl run FILE` does).
    @discardableResult
    public func run(file path: String) -> Outcome {
        do {
            let source = try loadFile(path)
            return run(source: source, file: path)
        } catch let error as ScriptError {
            diagnose(error.diagnostic)
            return .failed(error.diagnostic)
        } catch {
            let d = Diagnostic(.error, nil, "cannot read '\(path)': \(error)")
            diagnose(d)
            return .failed(d)
        }
    }

    /// Runs a file's commands as they are parsed: like a shell, a script runs up to the line
    /// with a syntax error, and a long script is never held in memory as a whole. (A command's
    /// `{ }` block is parsed whole before the command runs.)
    func execute(source: String, file: String, firstLine: Int = 1, topLevel: Bool) throws {
        var parser = try Parser(source: source, file: file, firstLine: firstLine)
        includeStack.append(file)
        defer { includeStack.removeLast() }
        while let node = try parser.nextCommand() {
            try execute(node, topLevel: topLevel)
        }
    }

    func execute(_ nodes: [CommandNode], topLevel: Bool) throws {
        for node in nodes { try execute(node, topLevel: topLevel) }
    }

    private func execute(_ node: CommandNode, topLevel: Bool) throws {
        if shouldCancel() { throw ScriptError.cancelled(at: node.location) }
        if topLevel && frames.isEmpty && node.kind?.drivesSimulation == true {
            simulator.commandStarted(node.source)
        }
        try execute(node)
        if topLevel && flushesEveryCommand { simulator.tracer.flush() }
    }

    func execute(_ node: CommandNode) throws {
        var args = ArgumentReader(node, self)
        guard let kind = node.kind else {
            throw ScriptError(Diagnostic(.error, node.name.location, "unknown command '\(node.name.text)'",
                                         hint: Suggestions.hint(for: node.name.text, in: CommandTable.names)
                                            ?? "type `help` to list the commands"))
        }
        if node.block != nil && !kind.takesBlock {
            throw ScriptError(Diagnostic(.error, node.blockLocation, "'\(node.name.text)' does not take a { } block",
                                         hint: args.usageHint))
        }
        switch kind {
        case .window: try window(&args)
        case .controller: try controller(&args)
        case .view, .button, .label, .textfield, .switch, .slider, .stepper, .segmented, .tableview, .imageview, .collectionview: try makeView(node.name.text, &args)
        case .object: try object(&args)
        case .appdelegate: try appDelegate(&args)
        case .present: try present(&args)
        case .remove: try remove(&args)
        case .set: try set(&args)
        case .let, .var: try declare(kind == .var, &args)
        case .method: try method(&args)
        case .addTarget: try addTarget(&args)
        case .removeTarget: try removeTarget(&args)
        case .addAction: try addAction(&args)
        case .removeAction: try removeAction(&args)
        case .tap: try tap(&args)
        case .touch: try touch(&args)
        case .wait: try wait(&args)
        case .sendAction: try sendAction(&args)
        case .sendActions: try sendActions(&args)
        case .becomeFirstResponder, .resignFirstResponder: try firstResponder(kind == .becomeFirstResponder, &args)
        case .log: try log(&args)
        case .note: try note(&args)
        case .tree: try tree(&args)
        case .chain: try chain(&args)
        case .targets: try targets(&args)
        case .hitTest: try hitTest(&args)
        case .show: try show(&args)
        case .vars: try args.end(); listVariables()
        case .trace: try trace(&args)
        case .expect: try expect(&args)
        case .include: try include(&args)
        case .config: try config(&args)
        case .help: try help(&args)
        case .protocol: try declareProtocol(&args)
        case .weak: try declareWeakProperty(&args)
        case .call: try callDelegate(&args)
        case .release: try release(&args)
        case .return: try returnFromHandler(&args)
        case .handler: try blockHandler(&args)
        case .type: try type(&args)
        case .clear: try clear(&args)
        case .timer: try timer(&args)
        case .invalidate, .fire: try timerCommand(&args, fire: kind == .fire)
        case .slide: try slide(&args)
        case .press: try press(&args)
        case .alertView: try alertView(&args)
        case .showAlert: try showAlert(&args)
        case .alertController: try alertController(&args)
        case .alertAction: try alertAction(&args)
        case .choose: try choose(&args)
        case .gesture: try gesture(&args)
        case .require: try requireToFail(&args)
        case .simultaneous: try simultaneous(&args)
        case .longpress: try longpress(&args)
        case .pan: try pan(&args)
        case .swipe: try swipe(&args)
        case .pinch: try pinch(&args)
        case .rotate: try rotate(&args)
        case .recognizers: try recognizers(&args)
        case .arena: try arena(&args)
        case .celltype: try cellType(&args)
        case .register: try register(&args)
        case .reloadData: try reloadData(&args)
        case .scroll: try scroll(&args)
        case .insertRows, .deleteRows, .moveRow: try updateRows(&args, kind)
        }
    }


    // MARK: - Names

    /// Resolves an object name, `self`/`sender` inside a handler, or a variable holding an object.
    func resolveObject(_ token: Token) throws -> SimObject {
        let name = token.text
        if let frame = frames.last {
            if name == "self" {
                guard let r = frame.context.receiver else {
                    throw ScriptError(Diagnostic(.error, token.location, "a closure has no 'self'",
                                                 hint: "refer to the object by name, or capture it: capture NAME"))
                }
                return r
            }
            if name == "sender" {
                guard let s = frame.context.sender else {
                    throw ScriptError(Diagnostic(.error, token.location, "this handler receives no sender",
                                                 hint: "an action named like 'name:' receives the sender; 'name' receives nothing"))
                }
                return s
            }
            if let c = frame.context.closure?.captured(name), case .object(let id) = c { return world.object(id) }
            if let p = frame.context.parameter(name), case .object(let id) = p { return world.object(id) }
        }
        if let o = world.object(named: name) { return o }
        if let v = variable(name), case .object(let id) = v.value { return world.object(id) }
        // `cell.buyButton`: a subview named after its cell (`table.cell#3.buyButton`), reached
        // through a name that stands for the cell (a parameter, `self`, a variable); and
        // `sender.superview.superview`: a property that holds an object.
        if let dot = name.lastIndex(of: "."), dot != name.startIndex {
            var base = token
            base.text = String(name[..<dot])
            let member = String(name[name.index(after: dot)...])
            if let owner = try? resolveObject(base) {
                if let sub = world.object(named: owner.name + "." + member) { return sub }
                if case .object(let id)? = Properties.get(owner, member, world: world) { return world.object(id) }
                if Properties.get(owner, member, world: world) == .null {
                    throw ScriptError(Diagnostic(.error, token.location, "'\(base.text).\(member)' is nil",
                                                 hint: "\(owner.name).\(member) holds no object here"))
                }
            }
        }
        throw ScriptError(Diagnostic(.error, token.location, "no object named '\(name)'",
                                     hint: Suggestions.hint(for: name, in: world.names + variableOrder)
                                        ?? "create it first, e.g. `view \(name) in VIEW`; `tree` lists the views"))
    }

    func emitOutput(_ text: String) { simulator.output(text) }

    /// Reports a diagnostic after the trace written so far, so a warning or failed expectation
    /// appears after the command that caused it even when both go to one terminal.
    func diagnose(_ diagnostic: Diagnostic) {
        simulator.tracer.flush()
        report(diagnostic)
    }

    /// Adds the quoted source line to a diagnostic that points into a known file.
    func withSourceLine(_ diagnostic: Diagnostic) -> Diagnostic {
        var d = diagnostic
        if d.sourceLine == nil, let loc = d.location {
            d.sourceLine = sources.line(loc.line, of: loc.file)
        }
        return d
    }

    func error(_ token: Token, _ message: String, hint: String? = nil) -> ScriptError {
        ScriptError(Diagnostic(.error, token.location, message, hint: hint))
    }
}
