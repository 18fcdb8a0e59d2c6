/// What `expect` asks about, counted as events arrive so the answers survive the log dropping
/// old events: how often each handler ran, how each nil-targeted action was resolved, which
/// lines were logged, which handlers ran stale, and where the last touch sequence with gesture
/// recognizers began (for `arena`).
///
/// Memory grows with what is *distinct* (handlers, selectors, different log lines), not with the
/// number of events: a million taps that log the same line keep one entry, and so do a million
/// that log `{event}` (lines that differ only in their touch are kept as ranges of touches).
/// Lines whose text differs otherwise (a counter's value in the text) are each kept: `expect
/// log TEXT` answers exactly for any text, which needs every different line.
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

        package init(receiver: SimObject.ID, line: LogLine) {
            self.receiver = receiver
            self.line = line
        }
    }

    /// A closure configured for one row that ran while its cell showed another.
    public struct StaleRun: Sendable {
        /// The closure that ran.
        public let closure: Int32
        /// The row the closure was configured for.
        public let configuredFor: RowPosition
        /// The row the cell showed when the closure ran; nil when it showed none.
        public let cellShows: RowPosition?
        /// The cell's generation the closure was configured at.
        public let generation: Int32
    }

    /// Runs per handler, in the order handlers first ran.
    public private(set) var runs: [Handler: Int] = [:]
    /// Every handler that ran, in the order each first ran.
    public private(set) var handlersInOrder: [Handler] = []
    /// Per selector: who performed its last nil-targeted send (nil: nobody, it went unhandled).
    public private(set) var lastResolution: [Selector: SimObject.ID?] = [:]
    /// Every different logged line, in the order first logged.
    public var loggedLines: [LoggedLine] { loggedLines(from: 0) }
    /// How many different lines have been logged: lines are only ever added, in order, so a
    /// reader that has seen the first `loggedLineCount` asks only for the rest.
    public private(set) var loggedLineCount = 0

    /// The different logged lines from the `start`-th on (`loggedLines[start...]`), found from
    /// the end: what `expect log` has not indexed yet costs what it holds, not every line.
    public func loggedLines(from start: Int) -> [LoggedLine] {
        var needed = loggedLineCount - start
        guard needed > 0 else { return [] }
        var runs = loggedRuns.endIndex
        while needed > 0, runs > loggedRuns.startIndex {
            runs -= 1
            needed -= Int(loggedRuns[runs].count)
        }
        // `needed` is now zero or minus how many lines of the first run are before `start`.
        var lines: [LoggedLine] = []
        lines.reserveCapacity(loggedLineCount - start)
        for (i, run) in loggedRuns[runs...].enumerated() {
            let skip = i == 0 ? Int32(-needed) : 0
            for k in skip..<run.count { lines.append(run.first.touched(run.first.line.touch + k)) }
        }
        return lines
    }
    /// The different logged lines in the order first logged, as runs: a line, then the same line
    /// with the next touch number, and so on. A method that logs `{event}` on every tap adds a
    /// new line each time, and one run holds them all.
    private var loggedRuns: [(first: LoggedLine, count: Int32)] = []
    /// The lines logged outside a touch or without `{event}` (touch 0).
    private var loggedSet: Set<LoggedLine> = []
    /// Per line logged with `{event}` during a touch, keyed with touch 0: the touch numbers, as
    /// ordered, disjoint, non-adjacent ranges (touch numbers grow, so a new one usually extends
    /// the last range) — so a line logged on every tap takes memory that does not grow with taps.
    private var loggedTouches: [LoggedLine: TouchRanges] = [:]
    /// The closures whose lines were logged (their captures render those lines).
    public var loggedClosures: Set<Int32> {
        Set((loggedSet.lazy.map(\.line.closure) + loggedTouches.keys.lazy.map(\.line.closure)).filter { $0 >= 0 })
    }
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
    /// How many times each responder was given each touch phase — delivered to it as the hit
    /// view, or passed to it along the chain. A responder that implements touchesBegan… runs it
    /// every time (`expect ran VIEW touchesBegan` counts these).
    private var touchPhasesGiven: [TouchPhaseGiven: Int] = [:]
    private struct TouchPhaseGiven: Hashable {
        let responder: SimObject.ID
        let phase: TouchPhase
    }

    /// How many times `responder` was given `phase` of a touch (see `touchPhasesGiven`).
    public func timesGiven(_ phase: TouchPhase, to responder: SimObject.ID) -> Int {
        touchPhasesGiven[TouchPhaseGiven(responder: responder, phase: phase)] ?? 0
    }

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
            if insertLogged(logged) {
                loggedLineCount += 1
                if let last = loggedRuns.last, last.first.line.touch &+ last.count == logged.line.touch,
                   last.first.touched(0) == logged.touched(0) {
                    loggedRuns[loggedRuns.count - 1].count += 1
                } else {
                    loggedRuns.append((logged, 1))
                }
            }
            if recentLines.count == 4 { recentLines.removeFirst() }
            recentLines.append(logged)
        case .cell(let change) where change.kind == .staleHandler:
            staleRunCount += 1
            if staleRuns.count < 16 {
                staleRuns.append(StaleRun(closure: change.closure, configuredFor: change.row, cellShows: change.other, generation: change.generation))
            }
        case .deliver(let phase):
            touchPhasesGiven[TouchPhaseGiven(responder: event.object, phase: phase), default: 0] += 1
        case .forward(let phase, let next):
            touchPhasesGiven[TouchPhaseGiven(responder: next, phase: phase), default: 0] += 1
        case .gestureCandidates(_, let laterTouch):
            if !laterTouch { lastGestureSequence = event.seq }
        default:
            break
        }
    }

    /// Records `logged`; false when it was logged before.
    private mutating func insertLogged(_ logged: LoggedLine) -> Bool {
        let touch = logged.line.touch
        if touch == 0 { return loggedSet.insert(logged).inserted }
        guard let index = loggedTouches.index(forKey: logged.touched(0)) else {
            loggedTouches[logged.touched(0)] = .one(touch...touch)
            return true
        }
        return loggedTouches.values[index].insert(touch)
    }

    /// The touch numbers a line was logged with: most lines have one range, kept without an
    /// array of its own.
    enum TouchRanges {
        case one(ClosedRange<Int32>)
        case many([ClosedRange<Int32>])

        /// Adds `value`; false when it was there.
        mutating func insert(_ value: Int32) -> Bool {
            switch self {
            case .one(let range):
                if range.contains(value) { return false }
                if value == range.upperBound &+ 1 { self = .one(range.lowerBound...value); return true }
                if value == range.lowerBound &- 1 { self = .one(value...range.upperBound); return true }
                var ranges = [range]
                _ = EventIndex.insert(value, into: &ranges)
                self = .many(ranges)
                return true
            case .many(var ranges):
                self = .one(0...0)  // not a second reference while `ranges` changes
                defer { self = .many(ranges) }
                return EventIndex.insert(value, into: &ranges)
            }
        }
    }

    /// Adds `value` to ordered, disjoint, non-adjacent `ranges`; false when one holds it already.
    static func insert(_ value: Int32, into ranges: inout [ClosedRange<Int32>]) -> Bool {
        // The first range that ends at or after `value` - 1 (so it may take `value` at its end).
        var low = 0, high = ranges.count
        if let last = ranges.last, last.upperBound < value {
            low = last.upperBound &+ 1 == value ? ranges.count - 1 : ranges.count
            high = low
        }
        while low < high {
            let mid = (low + high) / 2
            if ranges[mid].upperBound < value &- 1 { low = mid + 1 } else { high = mid }
        }
        let i = low
        guard i < ranges.count, ranges[i].lowerBound <= value &+ 1 else {
            ranges.insert(value...value, at: i)
            return true
        }
        if ranges[i].contains(value) { return false }
        if value < ranges[i].lowerBound {
            ranges[i] = value...ranges[i].upperBound  // just before it
        } else {
            ranges[i] = ranges[i].lowerBound...value  // just after it; it may now meet the next
            if i + 1 < ranges.count, ranges[i + 1].lowerBound == value &+ 1 {
                ranges[i] = ranges[i].lowerBound...ranges[i + 1].upperBound
                ranges.remove(at: i + 1)
            }
        }
        return true
    }

    @inline(__always)
    private mutating func countRun(_ handler: Handler) {
        runs[handler, default: 0] += 1
        if runs.count > handlersInOrder.count { handlersInOrder.append(handler) }  // a new handler
    }
}

extension EventIndex.LoggedLine {
    /// The same line as logged during touch `touch` (its `{event}`).
    func touched(_ touch: Int32) -> Self {
        Self(receiver: receiver, line: LogLine(template: line.template, sender: line.sender, closure: line.closure,
                                               touch: touch, weakNil: line.weakNil))
    }
}
