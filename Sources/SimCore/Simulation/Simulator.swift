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
        /// Taps this close in time (from the last lift to the next touch down) and space count
        /// as one multi-tap (tapCount 2, 3…; a control sends touchDownRepeat). Undocumented in
        /// UIKit; these are commonly observed values.
        public var multiTapInterval: Int64 = 350_000
        public var multiTapDistance = 45.0
        /// A held UIStepper steps again after this delay, then every interval (undocumented).
        public var stepperRepeatDelay: Int64 = 500_000
        public var stepperRepeatInterval: Int64 = 100_000
        /// Gesture thresholds UIKit does not document: how far a tap's finger may move, how far
        /// a pan must move before it begins, and how far and how fast a swipe must go.
        public var tapAllowableMovement = 10.0
        public var panThreshold = 10.0
        public var swipeMinimumDistance = 50.0
        public var swipeMaximumDuration: Int64 = 500_000
        public init() {}
    }

    public let world: World
    public let clock: VirtualClock
    public let tracer: Tracer
    /// Every decision, most recent `EventLog.capacity` kept, with its cause: what `trace` replays.
    public let log: EventLog
    @exclusivity(unchecked) public var config = Config()
    /// Timers and other work waiting for the virtual clock.
    @exclusivity(unchecked) public internal(set) var runLoop = RunLoopQueue()

    /// Fingers currently down, keyed by finger number.
    @exclusivity(unchecked) public internal(set) var touches: [Int: Touch] = [:]
    @exclusivity(unchecked) var nextTouchNumber: Int32 = 1
    /// The gesture recognizers taking part in the current touch sequence, and what the view has
    /// been given of each touch (see Simulator+Gestures.swift).
    @exclusivity(unchecked) var arena = GestureArena()
    /// How many recognizers exist: zero lets every touch skip the gesture machinery.
    @exclusivity(unchecked) var recognizerCount = 0
    /// What `arena` prints: the last touch sequence's candidates and decisions, in order.
    @exclusivity(unchecked) public internal(set) var lastArenaReport: [String] = []
    /// Where and when the last touch lifted, for counting multi-taps.
    @exclusivity(unchecked) var lastLift: (time: Int64, point: Point, view: SimObject.ID?, tapCount: Int)?

    public init(world: World = World(), logCapacity: Int = 10_000) {
        self.world = world
        clock = VirtualClock()
        tracer = Tracer(clock: clock)
        log = EventLog(capacity: logCapacity)
        tracer.add(log)
    }

    /// Advances the virtual clock, firing whatever the run loop has due on the way, each at its
    /// own time (a 1 s wait over a 0.25 s repeating timer fires it four times, at 0.25, 0.5…).
    public func wait(microseconds: Int64) throws {
        guard microseconds >= 0 else { throw SimulationError.negativeDuration }
        let (end, overflow) = clock.now.addingReportingOverflow(microseconds)
        guard !overflow else { throw SimulationError.clockOverflow }
        while let item = runLoop.popDue(notAfter: end) {
            if item.time > clock.now { clock.advance(byMicroseconds: item.time - clock.now) }
            try item.fire()
        }
        // A fired item may itself have waited (a timer body that taps), past `end`.
        if end > clock.now { clock.advance(byMicroseconds: end - clock.now) }
    }

    /// Runs `fire` when the clock reaches `now + delay` (during a later `wait` or `tap`).
    /// Returns a token for `cancelScheduled`.
    @discardableResult
    public func schedule(after delay: Int64, _ fire: @escaping () throws -> Void) throws -> RunLoopQueue.Token {
        guard delay >= 0 else { throw SimulationError.negativeDuration }
        let (time, overflow) = clock.now.addingReportingOverflow(delay)
        guard !overflow else { throw SimulationError.clockOverflow }
        return runLoop.schedule(at: time, fire)
    }

    @discardableResult
    public func cancelScheduled(_ token: RunLoopQueue.Token) -> Bool { runLoop.cancel(token) }

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
