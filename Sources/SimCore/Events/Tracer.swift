/// Numbers events, stamps them with the virtual time, the touch, the nesting depth and their
/// cause, hands them to the sinks (renderers, test recorders) and then keeps them in the event log.
public final class Tracer {
    /// The sinks, in the order they were added: the order they see each event in.
    @exclusivity(unchecked) public private(set) var sinks: [EventSink] = []
    /// The `seq` the next event will get.
    @exclusivity(unchecked) public private(set) var nextSeq = 1
    @exclusivity(unchecked) var depth: Int16 = 0
    /// The touch currently being dispatched (0 outside touch handling).
    @exclusivity(unchecked) var currentTouch: Int32 = 0
    /// For causes. `parents` holds, for each level `nested` opened, the event that opened it;
    /// `lastAtLevel` is the most recent event at the current level (or its parent while the level
    /// has none yet). Both are kept as events are emitted, so finding a cause costs nothing.
    @exclusivity(unchecked) private var parents: [Int] = []
    @exclusivity(unchecked) private var lastAtLevel = 0
    /// The command event being run: the cause of depth-0 events.
    @exclusivity(unchecked) private var currentCommand = 0
    let clock: VirtualClock
    /// Where every event ends up. Not one of the sinks: the log takes each event last, by moving
    /// it in rather than copying it.
    let log: EventLog

    init(clock: VirtualClock, log: EventLog) {
        self.clock = clock
        self.log = log
    }

    /// Adds `sink`; it sees every event from now on.
    public func add(_ sink: EventSink) { sinks.append(sink) }
    /// Removes `sink` (compared by identity).
    public func remove(_ sink: EventSink) { sinks.removeAll { $0 === sink } }

    /// Stamps `payload` with the next sequence number, the virtual time, the touch, the depth and
    /// its cause, and hands the event to every sink. The event is built once, in place: a copy of
    /// an event costs reference counting when its payload holds text or a list.
    @inline(__always)
    func emit(_ payload: consuming Event.Payload, object: SimObject.ID = -1, path: PathTable.ID = -1, touch: Int32 = 0) {
        let seq = nextSeq
        nextSeq += 1
        let cause: Int
        if case .command = payload {
            cause = 0
            currentCommand = seq
        } else {
            // Nesting is how the engines say "led to": an event's cause is the event whose
            // handling opened the level it is emitted at, or at depth 0 the command being run.
            cause = parents.last ?? currentCommand
        }
        lastAtLevel = seq
        let event = Event(seq: seq, cause: cause, time: clock.now, touch: touch != 0 ? touch : currentTouch, depth: depth,
                          object: object, path: path, payload: payload)
        for sink in sinks { sink.receive(event) }
        log.append(event)
    }

    /// Runs `body` one level deeper: events it emits render indented under the current one.
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

    /// Asks every sink to write out what it buffered (the end of a command).
    public func flush() { for sink in sinks { sink.flush() } }
}
