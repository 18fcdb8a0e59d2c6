/// The simulation's memory of what it decided: the most recent events, in order, indexed by
/// sequence number, each event's `cause` walkable back to the command that started it — plus an
/// `EventIndex` of what `expect` asks about, kept for the whole run however many events were
/// dropped. `trace` replays the events, `arena` reads the last touch sequence's, `why` will walk
/// causes.
///
/// Bounded: when `capacity` is reached the older half is dropped in one go (amortised O(1) per
/// event), and `dropped` counts what is gone, so a long run keeps memory flat.
public final class EventLog {
    /// The most events kept; at least 2.
    public let capacity: Int
    /// The kept events, oldest first, their `seq`s consecutive.
    @exclusivity(unchecked) public private(set) var events: [Event] = []
    /// How many events were dropped since the log was created or last cleared.
    @exclusivity(unchecked) public private(set) var dropped = 0
    /// Handler runs, nil-target resolutions, logged lines, stale handlers: since the start or `clear`.
    @exclusivity(unchecked) public private(set) var index = EventIndex()

    /// How many times the log was cleared (`trace clear`): a sink that keeps every event (the
    /// step-through page) groups them by it, and a reader caching from ``index`` (`expect log`'s
    /// texts) starts again when it changes.
    @exclusivity(unchecked) public private(set) var clears = 0

    /// An empty log that keeps up to `capacity` events.
    public init(capacity: Int = 10_000) { self.capacity = max(capacity, 2) }

    /// Keeps `event` (the tracer's last step for every event).
    @inline(__always)
    func append(_ event: consuming Event) {
        index.record(event)
        if events.count >= capacity {
            let drop = capacity / 2
            events.removeFirst(drop)
            dropped += drop
        }
        events.append(event)
    }

    /// The kept event with sequence number `seq`, in O(1): sequence numbers are consecutive, so
    /// the position is the distance from the oldest kept event.
    public func event(seq: Int) -> Event? {
        guard let first = events.first?.seq else { return nil }
        let i = seq - first
        guard i >= 0, i < events.count, events[i].seq == seq else { return nil }
        return events[i]
    }

    /// The kept events from `seq` on (all kept events when `seq` is older than the oldest).
    public func events(from seq: Int) -> ArraySlice<Event> {
        guard let first = events.first?.seq else { return [] }
        return events[min(max(seq - first, 0), events.count)...]
    }

    /// The chain of causes of `event`, nearest first, up to the event with no cause (a command)
    /// or the oldest one still kept: for a `log` line, its target-action, the control event, the
    /// delivery, the touch and the `tap` command.
    public func causes(of event: Event) -> [Event] {
        var chain: [Event] = []
        var next = event.cause
        while next > 0, let e = self.event(seq: next) {
            chain.append(e)
            next = e.cause
        }
        return chain
    }

    /// `trace clear`: forgets the events and what the index counted.
    public func clear() {
        events.removeAll()
        dropped = 0
        index = EventIndex()
        clears += 1
    }
}
