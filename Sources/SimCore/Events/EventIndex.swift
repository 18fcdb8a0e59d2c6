/// What `expect` asks about, counted as events arrive so the answers survive the log dropping
/// old events: how often each handler ran, how each nil-targeted action was resolved, which
/// lines were logged, which handlers ran stale, and where the last touch sequence with gesture
/// recognizers began (for `arena`).
///
/// Memory grows with what is *distinct* (handlers, selectors, different log lines), not with the
/// number of events: a million taps that log the same line keep one entry.
public struct EventIndex: Sendable {
    /// A handler: a target and a selector, or a closure (target -1).
    public struct Handler: Hashable, Sendable {
        /// The target object; -1 for a closure.
        public let target: SimObject.ID
        /// The selector's id, or the closure's id when `target` is -1.
        public let selectorOrClosure: Int32

        /// The action method `selector` of `target`.
        public static func method(_ target: SimObject.ID, _ selector: Selector) -> Handler {
            Handler(target: target, selectorOrClosure: selector.id)
        }
        /// The closure handler `id`.
        public static func closure(_ id: Int32) -> Handler { Handler(target: -1, selectorOrClosure: id) }
        /// Whether the handler is a closure rather than a method.
        public var isClosure: Bool { target < 0 }
    }

    /// A logged line as its text depends on it: who logged it and the line's data.
    public struct LoggedLine: Hashable, Sendable {
        /// The object whose method logged the line; -1 in a closure.
        public let receiver: SimObject.ID
        /// The line's data, rendered with the name table.
        public let line: LogLine
    }

    /// A closure configured for one row that ran while its cell showed another.
    public struct StaleRun: Sendable {
        /// The closure that ran.
        public let closure: Int32
        /// The row the closure was configured for.
        public let configuredFor: RowPosition
        /// The row the cell showed when the closure ran; nil when it showed none.
        public let cellShows: RowPosition?
    }

    /// Runs per handler, in the order handlers first ran.
    public private(set) var runs: [Handler: Int] = [:]
    /// Every handler that ran, in the order each first ran.
    public private(set) var handlersInOrder: [Handler] = []
    /// Per selector: who performed its last nil-targeted send (nil: nobody, it went unhandled).
    public private(set) var lastResolution: [Selector: SimObject.ID?] = [:]
    /// Every different logged line, in the order first logged, and the most recent one.
    public private(set) var loggedLines: [LoggedLine] = []
    private var loggedSet: Set<LoggedLine> = []
    /// The line logged most recently.
    public private(set) var lastLogged: LoggedLine?
    /// The last few different lines logged: a line logged again (on every tap, say) is found
    /// here without hashing.
    private var recentLines: [LoggedLine] = []
    /// Stale handler runs: how many, and the first few (enough to report).
    public private(set) var staleRunCount = 0
    /// The first 16 stale runs, for the report.
    public private(set) var staleRuns: [StaleRun] = []
    /// The seq of the last `gestureCandidates` event: where `arena`'s report starts.
    public private(set) var lastGestureSequence = 0

    /// An empty index.
    public init() {}

    /// How many times `handler` has run.
    public func runCount(_ handler: Handler) -> Int { runs[handler] ?? 0 }

    @inline(__always)
    mutating func record(_ event: Event) {
        switch event.payload {
        case .targetAction(let target, let selector, .performed):
            countRun(.method(target, selector))
        case .delegateCall(let call) where call.outcome == .performed:
            countRun(.method(call.delegate, call.selector))
        case .chainAsk(let selector, true):
            countRun(.method(event.object, selector))
            lastResolution[selector] = .some(event.object)
        case .actionUnhandled(let selector):
            lastResolution[selector] = .some(nil)
        case .closureRun(let closure):
            countRun(.closure(closure))
        case .log(let line):
            let logged = LoggedLine(receiver: event.object, line: line)
            lastLogged = logged
            if recentLines.contains(logged) { break }
            if loggedSet.insert(logged).inserted { loggedLines.append(logged) }
            if recentLines.count == 4 { recentLines.removeFirst() }
            recentLines.append(logged)
        case .cell(let change) where change.kind == .staleHandler:
            staleRunCount += 1
            if staleRuns.count < 16 {
                staleRuns.append(StaleRun(closure: change.closure, configuredFor: change.row, cellShows: change.other))
            }
        case .gestureCandidates:
            lastGestureSequence = event.seq
        default:
            break
        }
    }

    @inline(__always)
    private mutating func countRun(_ handler: Handler) {
        runs[handler, default: 0] += 1
        if runs.count > handlersInOrder.count { handlersInOrder.append(handler) }  // a new handler
    }
}
