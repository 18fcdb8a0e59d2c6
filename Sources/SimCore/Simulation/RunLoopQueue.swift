/// Work due at a virtual time: timers, a held stepper's autorepeat, later a long press. The
/// simulator's stand-in for the main run loop (not named RunLoop, which Foundation has).
///
/// Items fire in time order; items due at the same instant fire in the order they were first
/// scheduled — a repeating timer keeps its place from when it was created, however often it has
/// been rescheduled since (`order`) — so a trace never depends on anything but the script. The clock is set to each item's time before it fires, so its trace lines carry that
/// time stamp.
public struct RunLoopQueue {
    /// Identifies a scheduled item, for ``Simulator/cancelScheduled(_:)``.
    public typealias Token = Int

    struct Item {
        let time: Int64
        let token: Token
        /// Breaks ties between items due at the same time: the token it was first scheduled with.
        let order: Token
        /// For an item that schedules itself again every `period` (a repeating timer, a held
        /// stepper): how often; 0 for one that fires once.
        let period: Int64
        /// What it is, for an error about a wait that would fire it too often.
        let label: (() -> String)?
        let fire: () throws -> Void
    }

    /// Sorted by (time, order): a plain array, since a scene holds a handful of timers at most.
    private(set) var items: [Item] = []
    private var nextToken: Token = 1

    /// An empty queue.
    public init() {}

    /// Whether nothing is waiting.
    public var isEmpty: Bool { items.isEmpty }

    /// Schedules `fire` at `time`; the token cancels it. `order`: the token of the item's first
    /// scheduling, when this schedules it again (a repeating timer's next firing).
    mutating func schedule(at time: Int64, period: Int64 = 0, label: (() -> String)? = nil, order: Token? = nil,
                           _ fire: @escaping () throws -> Void) -> Token {
        let token = nextToken
        nextToken += 1
        let order = order ?? token
        let index = items.firstIndex { $0.time > time || ($0.time == time && $0.order > order) } ?? items.endIndex
        items.insert(Item(time: time, token: token, order: order, period: period, label: label, fire: fire), at: index)
        return token
    }

    /// How many times the items due by `end` would fire, a periodic item each time its period
    /// comes round, and the label of the one that would fire most.
    func firings(until end: Int64) -> (total: Int64, busiest: String?) {
        var total: Int64 = 0, most: Int64 = 0
        var busiest: (() -> String)?
        for item in items {
            guard item.time <= end else { break }
            let n = item.period > 0 ? (end - item.time) / item.period + 1 : 1
            total = total.addingReportingOverflow(n).overflow ? .max : total + n
            if n > most { (most, busiest) = (n, item.label) }
        }
        return (total, busiest?())
    }

    /// Removes a scheduled item; false when it already fired or was cancelled.
    @discardableResult
    mutating func cancel(_ token: Token) -> Bool {
        guard let index = items.firstIndex(where: { $0.token == token }) else { return false }
        items.remove(at: index)
        return true
    }

    /// Takes the earliest item if it is due at or before `time`.
    mutating func popDue(notAfter time: Int64) -> Item? {
        guard let first = items.first, first.time <= time else { return nil }
        return items.removeFirst()
    }
}
