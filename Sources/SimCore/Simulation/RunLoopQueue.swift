/// Work due at a virtual time: timers, a held stepper's autorepeat, later a long press. The
/// simulator's stand-in for the main run loop (not named RunLoop, which Foundation has).
///
/// Items fire in time order; items due at the same instant fire in the order they were
/// scheduled (a sequence number breaks the tie), so a trace never depends on anything but the
/// script. The clock is set to each item's time before it fires, so its trace lines carry that
/// time stamp.
public struct RunLoopQueue {
    /// Identifies a scheduled item, for ``Simulator/cancelScheduled(_:)``.
    public typealias Token = Int

    struct Item {
        let time: Int64
        let token: Token
        let fire: () throws -> Void
    }

    /// Sorted by (time, token): a plain array, since a scene holds a handful of timers at most.
    private(set) var items: [Item] = []
    private var nextToken: Token = 1

    /// An empty queue.
    public init() {}

    /// Whether nothing is waiting.
    public var isEmpty: Bool { items.isEmpty }

    /// Schedules `fire` at `time`; the token cancels it.
    mutating func schedule(at time: Int64, _ fire: @escaping () throws -> Void) -> Token {
        let token = nextToken
        nextToken += 1
        // After every item due at the same time or earlier: same-time items keep scheduling order.
        let index = items.firstIndex { $0.time > time } ?? items.endIndex
        items.insert(Item(time: time, token: token, fire: fire), at: index)
        return token
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
