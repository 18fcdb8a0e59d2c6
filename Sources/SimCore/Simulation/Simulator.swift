/// One simulated app's environment: the world, the virtual clock, the run loop, the tracer and
/// its event log, the config — and one engine per feature (`touches`, `gestures`, `controls`,
/// `actions`…), each owning its feature's state. Every decision an engine makes is a
/// typed `Event` emitted through the tracer; nothing here prints.
///
/// ```swift
/// let simulator = Simulator()
/// let window = try simulator.world.makeWindow("main")
/// try simulator.touches.tap(at: Point(100, 100))
/// ```
public final class Simulator {
    /// The Swift the session imported, run by the Swift bridge (SimSwiftBridge's module of the
    /// imported files); opaque to the engine, kept here so it lives as long as the session.
    package var swiftModule: AnyObject?

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
        /// How far apart (points) two taps may land and still count as one multi-tap.
        public var multiTapDistance = 45.0
        /// A held UIStepper steps again after this delay, then every interval (undocumented).
        public var stepperRepeatDelay: Int64 = 500_000
        /// The time between a held UIStepper's repeated steps, in microseconds.
        public var stepperRepeatInterval: Int64 = 100_000
        /// Gesture thresholds UIKit does not document: how far a tap's finger may move, how far
        /// a pan must move before it begins, and how far and how fast a swipe must go.
        public var tapAllowableMovement = 10.0
        /// How far (points) a finger moves before a pan recognizer begins.
        public var panThreshold = 10.0
        /// How far (points) a swipe must travel.
        public var swipeMinimumDistance = 50.0
        /// How long (microseconds) a swipe may take.
        public var swipeMaximumDuration: Int64 = 500_000
        /// UIScrollView holds a touch on its content this long before the content sees it
        /// (delaysContentTouches; Apple gives no duration), and a finger that moves this far
        /// turns the touch into a scroll (undocumented too).
        public var scrollTouchDelay: Int64 = 150_000
        /// How far (points) a finger on a scroll view's content moves before the touch becomes a scroll.
        public var scrollThreshold = 10.0
        /// Whether a table's reloadData keeps its selection (Apple does not say; commonly
        /// observed: it clears it).
        public var reloadKeepsTableSelection = false
        /// How long a press on a view with a context menu lasts before the menu shows
        /// (undocumented; about half a second is what is observed).
        public var contextMenuDelay: Int64 = 500_000
        /// How far (points) a table is pulled down past its top before its refresh control
        /// begins refreshing (undocumented).
        public var refreshThreshold = 80.0
        /// Whether a recognizer that recognizes makes the others fail even when they share none
        /// of its touches (a second finger on another view). Undocumented; false: two scroll
        /// views side by side scroll at once under two fingers, as observed on iOS.
        public var exclusionAcrossTouches = false
        /// The defaults above.
        public init() {}
    }

    /// The scene: every object, by id and by name.
    public let world: World
    /// The virtual time; only ``wait(microseconds:)`` and the engines' own durations move it.
    public let clock: VirtualClock
    /// Stamps every decision and hands it to the sinks and the ``log``: attach renderers here.
    public let tracer: Tracer
    /// Every decision, most recent `EventLog.capacity` kept, with its cause: what `trace` replays.
    public let log: EventLog
    /// The undocumented behaviour the engines follow; change it before the touches it should affect.
    @exclusivity(unchecked) public var config = Config()
    /// Timers and other work waiting for the virtual clock.
    @exclusivity(unchecked) public internal(set) var runLoop = RunLoopQueue()

    // MARK: - Stopping runaway work (see WorkBudget.swift)

    /// The most trace events one piece of work (from `startWork()` on) may emit before
    /// `checkWork()` stops it; nil, the default here, is no limit. The interpreter sets one.
    @exclusivity(unchecked) public var maxEvents: Int?
    /// Asked by `checkWork()`, so between the run loop's items and before each script command:
    /// true stops the work (Ctrl-C in the REPL). It must be cheap; SimCore never reads a terminal.
    @exclusivity(unchecked) public var shouldStop: () -> Bool = { false }
    /// The first event of the current work.
    @exclusivity(unchecked) var workStart = 1
    /// Bytes of output and made values charged to the current work (see WorkBudget.swift).
    @exclusivity(unchecked) var bytesCharged = 0
    /// Files written by the current work (see WorkBudget.swift).
    @exclusivity(unchecked) var filesCharged = 0
    /// `shouldStop` said yes during the current work: every later check stops too, even when
    /// the answer was one-shot (an interrupt flag taken) and something caught the first stop.
    @exclusivity(unchecked) var stopRequested = false

    // MARK: - The feature engines, each owning its feature's state

    /// Fingers on the glass: hit-testing, delivery to the hit view, forwarding along the chain.
    public let touches: TouchDelivery
    /// Gesture recognizers: who takes part in a touch sequence, who recognizes, what the view gets.
    public let gestures: GestureArena
    /// UIControl tracking: control events from touches, value changes.
    public let controls: ControlTracking
    /// Registering handlers on controls (target-action, UIAction, closure property, blocks).
    public let registration: HandlerRegistration
    /// Text fields: editing sessions, typing, return and clear, each asked of the delegate.
    public let textEditing: TextEditing
    /// Sending actions: target-action, closures and nil-targeted actions along the chain.
    public let actions: ActionDispatch
    /// The first responder.
    public let responders: FirstResponderTracking
    /// Weak delegate properties, delegate calls, the HWBlocksUI proxy.
    public let delegation: Delegation
    /// Table and collection views: the data source, reusable cells, scrolling, stale handlers.
    public let cells: CellReuse
    /// Scheduled timers.
    public let timers: TimerScheduler
    /// UIAlertView and UIAlertController.
    public let alerts: AlertPresentation
    /// Who keeps what alive; freeing what nothing holds; the cycles that leak.
    public let lifetimes: Lifetimes
    /// AppKit's mouse: clicks, drags, delivery to the view under the mouse.
    public let mouse: MouseDelivery
    /// NSControl's mouse tracking: when its one action is sent (sendAction(on:), continuous).
    public let cellTracking: CellTracking
    /// Key and main windows (AppKit), and what activating a window does.
    public let windows: WindowActivation
    /// Scroll views (tables, collection views): held touches, drags that scroll.
    public let scrolling: ScrollTracking
    /// UIView.animate: views in flight, which take no touches unless allowed.
    public let animations: ViewAnimations
    /// UINavigationController: pushing, popping, the bar's buttons.
    public let navigation: NavigationStack

    /// A simulator over `world` (a new, empty UIKit one unless given), whose ``log`` keeps the
    /// last `logCapacity` events.
    public init(world: World = World(), logCapacity: Int = 10_000) {
        self.world = world
        clock = VirtualClock()
        log = EventLog(capacity: logCapacity)
        tracer = Tracer(clock: clock, log: log)
        touches = TouchDelivery(world: world, tracer: tracer, clock: clock)
        gestures = GestureArena(world: world, tracer: tracer, clock: clock)
        controls = ControlTracking(world: world, tracer: tracer, clock: clock)
        registration = HandlerRegistration(world: world, tracer: tracer, clock: clock)
        textEditing = TextEditing(world: world, tracer: tracer, clock: clock)
        actions = ActionDispatch(world: world, tracer: tracer, clock: clock)
        responders = FirstResponderTracking(world: world, tracer: tracer, clock: clock)
        delegation = Delegation(world: world, tracer: tracer, clock: clock)
        cells = CellReuse(world: world, tracer: tracer, clock: clock)
        timers = TimerScheduler(world: world, tracer: tracer, clock: clock)
        alerts = AlertPresentation(world: world, tracer: tracer, clock: clock)
        lifetimes = Lifetimes(world: world, tracer: tracer, clock: clock)
        mouse = MouseDelivery(world: world, tracer: tracer, clock: clock)
        cellTracking = CellTracking(world: world, tracer: tracer, clock: clock)
        windows = WindowActivation(world: world, tracer: tracer, clock: clock)
        scrolling = ScrollTracking(world: world, tracer: tracer, clock: clock)
        animations = ViewAnimations(world: world, tracer: tracer, clock: clock)
        navigation = NavigationStack(world: world, tracer: tracer, clock: clock)
        for engine: SimulationEngine in [touches, gestures, controls, registration, textEditing, actions, responders,
                                         delegation, cells, timers, alerts, lifetimes, mouse, cellTracking, windows, scrolling, animations,
                                         navigation] {
            engine.attach(to: self)
        }
    }

    /// Advances the virtual clock, firing whatever the run loop has due on the way, each at its
    /// own time (a 1 s wait over a 0.25 s repeating timer fires it four times, at 0.25, 0.5…).
    /// Under a work budget (`maxEvents`), more firings than the budget has events is an error
    /// (each firing is traced at least once, so the budget could not hold them): found before the
    /// first when the timers' schedules show it, naming the timer, else (items that schedule more
    /// items) once it is passed. With no budget a wait runs as long as it takes; `shouldStop`
    /// still ends it.
    public func wait(microseconds: Int64) throws {
        guard microseconds >= 0 else { throw SimulationError.negativeDuration }
        let (end, overflow) = clock.now.addingReportingOverflow(microseconds)
        guard !overflow else { throw SimulationError.clockOverflow }
        let cap = maxEvents ?? Int.max
        if let maxEvents, !runLoop.isEmpty {
            let (total, busiest) = runLoop.firings(until: end)
            if total > Int64(maxEvents) { throw SimulationError.tooManyFirings(total, busiest: busiest, budget: maxEvents) }
        }
        var fired = 0
        // Checked before an item is taken, so a stopped wait leaves it (a repeating timer) queued.
        while try checkWork(), let item = runLoop.popDue(notAfter: end) {
            fired += 1
            if fired > cap { throw SimulationError.tooManyFirings(Int64(fired), busiest: nil, budget: cap) }
            if item.time > clock.now { clock.advance(byMicroseconds: item.time - clock.now) }
            try item.fire()
        }
        // A fired item may itself have waited (a timer body that taps), past `end`.
        if end > clock.now { clock.advance(byMicroseconds: end - clock.now) }
    }

    /// Runs `fire` when the clock reaches `now + delay` (during a later `wait` or `tap`).
    /// Returns a token for `cancelScheduled`. An item that schedules itself again every
    /// `period` says so, with a `label` naming it (see `wait`).
    @discardableResult
    public func schedule(after delay: Int64, period: Int64 = 0, label: (() -> String)? = nil,
                         _ fire: @escaping () throws -> Void) throws -> RunLoopQueue.Token {
        guard delay >= 0 else { throw SimulationError.negativeDuration }
        let (time, overflow) = clock.now.addingReportingOverflow(delay)
        guard !overflow else { throw SimulationError.clockOverflow }
        return runLoop.schedule(at: time, period: period, label: label, fire)
    }

    /// Cancels work from ``schedule(after:period:label:_:)``; false when it has already run or was cancelled.
    @discardableResult
    public func cancelScheduled(_ token: RunLoopQueue.Token) -> Bool { runLoop.cancel(token) }

    // MARK: - Lines that are not decisions

    /// Adds a free-form line to the trace (`note "…"` in scripts).
    public func note(_ text: String) {
        chargeWork(bytes: text.utf8.count)
        tracer.emit(.note(text: world.strings.intern(text)))
    }

    /// A Swift handler about `object` stopped at a runtime error (`message`, at `location`
    /// FILE:LINE:COL): the trace says so where it happened, and `why` names it.
    public func trapped(_ message: String, at location: String, about object: SimObject?) {
        let payload = Event.Payload.trapped(message: world.strings.intern(message), location: world.strings.intern(location))
        guard let object else { return tracer.emit(payload) }
        tracer.emit(payload, object: object.id, path: object.currentPath(in: world))
    }

    /// Adds an inspection's output (tree, chain, targets…) to the trace, so it lands in the same
    /// stream and format (text or JSON Lines) as everything else.
    public func output(_ text: String) {
        chargeWork(bytes: text.utf8.count)
        tracer.emit(.output(text: world.strings.intern(text)))
    }

    /// The result of an `expect` (`text` as written, `location` as FILE:LINE:COL).
    public func recordExpectation(passed: Bool, text: String, at location: String) {
        chargeWork(bytes: text.utf8.count)
        tracer.emit(.expectation(passed: passed, text: world.strings.intern(text), location: world.strings.intern(location)))
    }

    /// `owner.NAME = value (was previous)`: a handler changed a property (see ``Event/Payload/propertySet(_:)``).
    func recordPropertySet(_ name: String, of owner: SimObject, value: Value, previous: Value) {
        tracer.emit(.propertySet(PropertyAssignment(name: world.strings.intern(name), value: value, previous: previous)),
                    object: owner.id, path: owner.currentPath(in: world))
    }

    /// Marks the start of a script command in the trace (`text` is its source).
    @discardableResult
    public func commandStarted(_ source: String) -> Int32 {
        let id = world.strings.intern(source)
        commandStarted(interned: id)
        return id
    }

    /// The same, for a source interned already (``StringTable``): a script's repeated line.
    public func commandStarted(interned source: Int32) {
        tracer.emit(.command(source: source))
    }
}
