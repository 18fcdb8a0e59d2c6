/// Numbers records, stamps them with the virtual time, nesting depth and cause, and hands them to
/// sinks (the simulator's event log first).
public final class Tracer {
    @exclusivity(unchecked) public private(set) var sinks: [TraceSink] = []
    @exclusivity(unchecked) public private(set) var nextSeq = 1
    @exclusivity(unchecked) var depth: Int16 = 0
    /// The touch currently being dispatched (0 outside touch handling).
    @exclusivity(unchecked) var currentTouch: Int32 = 0
    /// For causes. `parents` holds, for each level `nested` opened, the record that opened it;
    /// `lastAtLevel` is the most recent record at the current level (or its parent while the level
    /// has none yet). Both are kept as records are emitted, so finding a cause costs nothing.
    @exclusivity(unchecked) private var parents: [Int] = []
    @exclusivity(unchecked) private var lastAtLevel = 0
    /// The command record being run: the cause of depth-0 records.
    @exclusivity(unchecked) private var currentCommand = 0
    let clock: VirtualClock

    init(clock: VirtualClock) { self.clock = clock }

    public func add(_ sink: TraceSink) { sinks.append(sink) }
    public func remove(_ sink: TraceSink) { sinks.removeAll { $0 === sink } }

    @inline(__always)
    func emit(_ record: TraceRecord) {
        var r = record
        r.seq = nextSeq
        nextSeq += 1
        r.time = clock.now
        r.depth = depth
        if r.touch == 0 { r.touch = currentTouch }
        if r.kind == .command {
            r.cause = 0
            currentCommand = r.seq
        } else {
            // Nesting is how the engines say "led to": a record's cause is the record whose
            // handling opened the level it is emitted at, or at depth 0 the command being run.
            r.cause = parents.last ?? currentCommand
        }
        lastAtLevel = r.seq
        for sink in sinks { sink.receive(r) }
    }

    /// Builds a record of `kind` and emits it: the one way engines report a decision.
    @inline(__always)
    func emit(_ kind: TraceRecord.Kind, object: SimObject.ID = -1, other: SimObject.ID = -1,
              outcome: TraceRecord.Outcome = .none, _ fill: (inout TraceRecord) -> Void = { _ in }) {
        var r = TraceRecord(kind: kind)
        r.object = object
        r.other = other
        r.outcome = outcome
        fill(&r)
        emit(r)
    }

    /// Runs `body` one level deeper: records it emits render indented under the current one.
    @inline(__always)
    func nested<T>(_ body: () throws -> T) rethrows -> T {
        depth += 1
        parents.append(lastAtLevel)
        defer {
            depth -= 1
            lastAtLevel = parents.removeLast()
        }
        return try body()
    }

    public func flush() { for sink in sinks { sink.flush() } }
}
