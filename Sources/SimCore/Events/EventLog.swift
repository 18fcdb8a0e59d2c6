/// The simulation's memory of what it decided: the most recent records, in order, indexed by
/// sequence number, with each record's `cause` walkable back to the command that started it.
/// `trace` replays it; `why` (to come) walks it.
///
/// Bounded: when `capacity` is reached the older half is dropped in one go (amortised O(1) per
/// record), and `dropped` counts what is gone, so a long run keeps memory flat.
public final class EventLog: TraceSink {
    public let capacity: Int
    @exclusivity(unchecked) public private(set) var records: [TraceRecord] = []
    /// How many records were dropped since the log was created or last cleared.
    @exclusivity(unchecked) public private(set) var dropped = 0

    public init(capacity: Int = 10_000) { self.capacity = max(capacity, 2) }

    public func receive(_ record: TraceRecord) {
        if records.count >= capacity {
            let drop = capacity / 2
            records.removeFirst(drop)
            dropped += drop
        }
        records.append(record)
    }

    /// The kept record with sequence number `seq`, in O(1): sequence numbers are consecutive, so
    /// the index is the distance from the oldest kept record.
    public func record(seq: Int) -> TraceRecord? {
        guard let first = records.first?.seq else { return nil }
        let i = seq - first
        guard i >= 0, i < records.count, records[i].seq == seq else { return nil }
        return records[i]
    }

    /// The chain of causes of `record`, nearest first, up to the record with no cause (a command)
    /// or the oldest one still kept: for a `log` line, its target-action, the control event, the
    /// delivery, the touch and the `tap` command.
    public func causes(of record: TraceRecord) -> [TraceRecord] {
        var chain: [TraceRecord] = []
        var next = record.cause
        while next > 0, let r = self.record(seq: next) {
            chain.append(r)
            next = r.cause
        }
        return chain
    }

    public func clear() {
        records.removeAll()
        dropped = 0
    }
}
