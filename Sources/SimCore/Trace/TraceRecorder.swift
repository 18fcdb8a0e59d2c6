/// Keeps what `expect` asks about: how often each handler ran, the logged lines, and how each
/// nil-targeted action was resolved. Counting is cheap; log records are kept as records and
/// rendered only when an expectation reads them.
public final class TraceRecorder: TraceSink {
    public struct HandlerKey: Hashable, Sendable {
        /// Target-action: target id and selector id. Closure: target -1 and the closure id.
        public let target: SimObject.ID
        public let selectorOrClosure: Int32
    }

    private let names: TraceNames
    @exclusivity(unchecked) public private(set) var runs: [HandlerKey: Int] = [:]
    /// Per selector: who performed each nil-targeted send (nil = unhandled), in order.
    @exclusivity(unchecked) public private(set) var resolutions: [Int32: [SimObject.ID?]] = [:]
    /// Every `log` record, cut down to the fields its text depends on (20 bytes instead of a
    /// whole record: a long run logs on every tap).
    @exclusivity(unchecked) private var logEntries: [LogEntry] = []
    private struct LogEntry {
        let template, object, other, closure, touch: Int32
    }
    @exclusivity(unchecked) private var pendingNilTarget = false
    /// Stale handler runs, described: "closure#3 configured for row 0 ran while its cell showed row 12".
    @exclusivity(unchecked) public private(set) var staleRuns: [String] = []

    public init(world: World) { names = TraceNames(world: world) }

    public func receive(_ r: TraceRecord) {
        switch r.kind {
        case .targetAction where r.other >= 0 && r.outcome == .performed,
             .delegateCall where r.outcome == .performed:
            runs[HandlerKey(target: r.other, selectorOrClosure: r.selector), default: 0] += 1
        case .chainAsk where r.outcome == .yes:
            runs[HandlerKey(target: r.object, selectorOrClosure: r.selector), default: 0] += 1
            resolutions[r.selector, default: []].append(r.object)
        case .actionUnhandled:
            resolutions[r.selector, default: []].append(nil)
        case .closureRun:
            runs[HandlerKey(target: -1, selectorOrClosure: r.closure), default: 0] += 1
        case .cell where r.outcome == .staleHandler:
            let closure = names.world.closures[Int(r.closure)]
            staleRuns.append("\(closure.displayName) configured for row \(r.count) ran while its cell showed row \(Int(r.events) - 1)")
        case .log:
            logEntries.append(LogEntry(template: r.text, object: r.object, other: r.other, closure: r.closure, touch: r.touch))
        default:
            break
        }
    }

    public func runCount(target: SimObject.ID, selector: Selector) -> Int {
        runs[HandlerKey(target: target, selectorOrClosure: selector.id)] ?? 0
    }

    /// Runs of every closure with this name (a replaced UIAction keeps its identifier as name).
    public func runCount(closureNamed name: String) -> Int {
        var total = 0
        for c in names.world.closures where c.name == name {
            total += runs[HandlerKey(target: -1, selectorOrClosure: c.id)] ?? 0
        }
        return total
    }

    public var loggedLines: [String] {
        logEntries.map { e in
            var r = TraceRecord(kind: .log)
            r.text = e.template; r.object = e.object; r.other = e.other; r.closure = e.closure; r.touch = e.touch
            return String(decoding: names.logBytes(r), as: UTF8.self)
        }
    }

    public func reset() {
        runs = [:]
        resolutions = [:]
        logEntries = []
        staleRuns = []
    }
}
