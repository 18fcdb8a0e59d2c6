import SimCore
import SimRendering

/// Where a session's trace goes and how it looks: the renderer attached to the simulator's
/// tracer (text or JSON Lines), its style, whether it renders at all, and when it flushes. One
/// part of the session (`Session.trace`): both languages' events come out here.
final class TraceOutput {
    /// Where the trace's bytes go (valid during the call only: renderers hand over their buffer).
    let writeBytes: (UnsafeRawBufferPointer) -> Void
    private let tracer: Tracer
    private let names: NameTable
    private var renderer: EventSink
    /// The trace's current format; change it with ``setFormat(_:)``.
    private(set) var format: Interpreter.TraceFormat
    /// Whether the text trace shows each command (`> tap login`) before its events.
    var echoCommands: Bool { didSet { (renderer as? TextTraceRenderer)?.echoCommands = echoCommands } }
    /// Colour, the brief level and the wrapping width of the text trace (JSON ignores it).
    var style: TraceStyle { didSet { (renderer as? TextTraceRenderer)?.style = style } }
    /// Whether events are rendered at all. `run --quiet` prints no trace, so it turns this off
    /// and no event is formatted only to be thrown away: a quiet tap costs the simulation and
    /// the event log, nothing more. Diagnostics, failed expectations, `why` and exports do not
    /// go through this renderer (they read the event log), so they are unchanged.
    var renders = true {
        didSet {
            guard renders != oldValue else { return }
            if renders {
                tracer.add(renderer)
            } else {
                renderer.flush()
                tracer.remove(renderer)
            }
        }
    }
    /// Hand the trace to `write` after every top-level command (a person is watching: the REPL,
    /// piped input). Off, output goes out in large chunks, and diagnostics still appear after
    /// the trace that led to them.
    var flushesEveryCommand = true
    /// The first script whose trace is printed (`<repl>` in the REPL); JSON Lines records name
    /// it, after a header record. Included files do not change it: they are part of that run.
    private(set) var tracedFile: String?

    init(tracer: Tracer, names: NameTable, format: Interpreter.TraceFormat, echoCommands: Bool, style: TraceStyle,
         writeBytes: @escaping (UnsafeRawBufferPointer) -> Void) {
        self.tracer = tracer
        self.names = names
        self.format = format
        self.echoCommands = echoCommands
        self.style = style
        self.writeBytes = writeBytes
        renderer = TraceOutput.makeRenderer(format, names: names, echo: echoCommands, style: style, write: writeBytes)
        tracer.add(renderer)
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
    func setFormat(_ format: Interpreter.TraceFormat) {
        guard format != self.format else { return }
        renderer.flush()
        tracer.remove(renderer)
        renderer = TraceOutput.makeRenderer(format, names: names, echo: echoCommands, style: style, write: writeBytes)
        if renders { tracer.add(renderer) }
        self.format = format
        if let file = tracedFile { begin(file: file) }
    }

    func begin(file: String) {
        tracedFile = file
        (renderer as? JSONLinesTraceRenderer)?.begin(file: file)
    }

    /// Whether the trace renderer is attached (a silent run detaches it).
    var isRendering: Bool { tracer.sinks.contains { $0 === renderer } }

    /// Runs `body` with the trace renderer detached (the REPL's demo scene).
    func withoutTrace<T>(_ body: () -> T) -> T {
        tracer.remove(renderer)
        defer { if renders { tracer.add(renderer) } }
        return body()
    }
}
