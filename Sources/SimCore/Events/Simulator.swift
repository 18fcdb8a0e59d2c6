/// The event loop of one simulated app: owns the world, the virtual clock and the tracer, and
/// delivers touches and actions. Every way a handler can be reached goes through the methods in
/// `Simulator+Touches.swift`, `Simulator+Controls.swift` and `Simulator+Actions.swift`, each of
/// which emits `TraceRecord`s instead of printing.
public final class Simulator {
    /// Behaviour UIKit leaves undocumented: the simulator's choice, visible and settable
    /// (`config NAME VALUE`).
    public struct Config: Sendable {
        /// How far outside its bounds a tracked touch still counts as inside a control (points).
        public var trackingMargin = 70.0
        /// How long `tap` holds the finger down, in microseconds.
        public var tapDuration: Int64 = 50_000
        public init() {}
    }

    public let world: World
    public let clock: VirtualClock
    public let tracer: Tracer
    public var config = Config()

    /// Fingers currently down, keyed by finger number.
    public internal(set) var touches: [Int: Touch] = [:]
    var nextTouchNumber: Int32 = 1

    public init(world: World = World()) {
        self.world = world
        clock = VirtualClock()
        tracer = Tracer(clock: clock)
    }

    public func wait(microseconds: Int64) throws {
        guard microseconds >= 0 else { throw SimulationError.negativeDuration }
        guard clock.advance(byMicroseconds: microseconds) else { throw SimulationError.clockOverflow }
    }

    // MARK: - Emitting records

    @inline(__always)
    func emit(_ kind: TraceRecord.Kind, object: SimObject.ID = -1, other: SimObject.ID = -1,
              outcome: TraceRecord.Outcome = .none, _ fill: (inout TraceRecord) -> Void = { _ in }) {
        var r = TraceRecord(kind: kind)
        r.object = object
        r.other = other
        r.outcome = outcome
        fill(&r)
        tracer.emit(r)
    }

    /// Adds a free-form line to the trace (`note "…"` in scripts).
    public func note(_ text: String) {
        let id = world.strings.intern(text)
        emit(.note) { $0.text = id }
    }

    /// Adds an inspection's output (tree, chain, targets…) to the trace, so it lands in the same
    /// stream and format (text or JSON Lines) as everything else.
    public func output(_ text: String) {
        let id = world.strings.intern(text)
        emit(.output) { $0.text = id }
    }

    /// Marks the start of a script command in the trace (`text` is its source).
    public func commandStarted(_ source: String) {
        let id = world.strings.intern(source)
        emit(.command) { $0.text = id }
    }

    func emitLog(_ template: LogTemplate, context: ActionContext) {
        emit(.log, object: context.receiver?.id ?? -1, other: context.sender?.id ?? -1) {
            $0.text = template.id
            $0.closure = context.closure?.id ?? -1
            $0.touch = context.touch
        }
    }
}
