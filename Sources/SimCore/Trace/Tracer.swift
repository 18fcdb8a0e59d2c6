/// Numbers records, stamps them with the virtual time and nesting depth, and hands them to sinks.
public final class Tracer {
    @exclusivity(unchecked) public private(set) var sinks: [TraceSink] = []
    @exclusivity(unchecked) public private(set) var nextSeq = 1
    @exclusivity(unchecked) var depth: Int16 = 0
    /// The touch currently being dispatched (0 outside touch handling).
    @exclusivity(unchecked) var currentTouch: Int32 = 0
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
        for sink in sinks { sink.receive(r) }
    }

    /// Runs `body` one level deeper: records it emits render indented under the current one.
    @inline(__always)
    func nested<T>(_ body: () throws -> T) rethrows -> T {
        depth += 1
        defer { depth -= 1 }
        return try body()
    }

    public func flush() { for sink in sinks { sink.flush() } }
}
