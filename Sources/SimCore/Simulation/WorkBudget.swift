/// Stopping runaway work. A repeating 1 ms timer under `wait 100000s` fires 10⁸ times, and
/// handlers that each send two actions run 2⁶⁴ times within the nesting limit: such a script
/// must stop with an error, not hang its caller (a CI run, the REPL). Two stops, both checked by
/// `checkWork()`: a budget of trace events per piece of work (`maxEvents`), and a request from
/// outside (`shouldStop`, Ctrl-C). `wait` checks between the run loop's items; the interpreter
/// checks before every command, top-level or in a handler's body.
///
/// Events are not the only cost: a `trace` or `help` in a 1 ms timer prints kilobytes per event,
/// and a string joined to itself costs its length. So bytes of output (inspections, notes, files
/// a script writes) and of large strings a script makes are charged too, one event for every
/// ``bytesPerEvent`` (about what a trace line takes). A file written costs more than its
/// bytes: `save`, `save scene` and `export` write it durably (a temporary file, fsync, a
/// rename), which takes milliseconds — a thousand trace events' time — so each file counts
/// ``eventsPerFileWritten`` events on top of its bytes. Without that, a `save` in a 1 ms timer
/// through `wait 1000s` kept the disk busy for twenty minutes before the budget ran out.
extension Simulator {
    /// How many bytes of output count as one trace event against the budget.
    public static let bytesPerEvent = 64
    /// How many trace events a file written counts as, besides its bytes.
    public static let eventsPerFileWritten = 1_024
    /// Starts a new piece of work (a script, a REPL entry): the budget counts events from here,
    /// and an earlier stop request is forgotten.
    public func startWork() {
        workStart = tracer.nextSeq
        bytesCharged = 0
        filesCharged = 0
        stopRequested = false
    }

    /// Counts `bytes` of output or of a made value against the work budget (see above).
    public func chargeWork(bytes: Int) {
        bytesCharged += bytes
    }

    /// Counts a file of `bytes` written (by a script's `save`, `save scene`, `export`) against
    /// the work budget: its bytes, and ``eventsPerFileWritten`` for writing it at all.
    public func chargeFileWritten(bytes: Int) {
        bytesCharged += bytes
        filesCharged += 1
    }

    /// The work done since `startWork()`, in trace events: those emitted, the charged bytes and
    /// the files written.
    public var eventsInWork: Int {
        tracer.nextSeq - workStart + bytesCharged / Simulator.bytesPerEvent + filesCharged * Simulator.eventsPerFileWritten
    }

    /// Throws `SimulationStop` when `shouldStop` says so (now or earlier in this work) or when
    /// this work has emitted more than `maxEvents` events. Returns true, so it can stand in a
    /// `while` condition.
    @inline(__always) @discardableResult
    public func checkWork() throws(SimulationStop) -> Bool {
        if stopRequested || shouldStop() {
            stopRequested = true
            throw .interrupted(time: clock.now)
        }
        if let maxEvents, eventsInWork > maxEvents {
            throw .workBudgetExceeded(maxEvents: maxEvents, time: clock.now, outputBytes: bytesCharged, filesWritten: filesCharged)
        }
        return true
    }
}

/// Why `checkWork()` stopped the simulation. Times are virtual, in microseconds.
public enum SimulationStop: Error, Equatable, Sendable, CustomStringConvertible {
    /// `shouldStop` answered true.
    case interrupted(time: Int64)
    /// More than `maxEvents` events since `startWork()`, counting `outputBytes` (charged bytes
    /// of output and made values) as ``Simulator/bytesPerEvent`` each and `filesWritten` as
    /// ``Simulator/eventsPerFileWritten`` each.
    case workBudgetExceeded(maxEvents: Int, time: Int64, outputBytes: Int, filesWritten: Int)

    public var time: Int64 {
        switch self {
        case .interrupted(let time), .workBudgetExceeded(_, let time, _, _): return time
        }
    }

    public var description: String {
        switch self {
        case .interrupted(let time): return "interrupted at [\(VirtualClock.format(time))]"
        case .workBudgetExceeded(let maxEvents, let time, let bytes, let files):
            var counted: [String] = []
            if bytes >= Simulator.bytesPerEvent {
                counted.append("output and long strings count too: \(groupedThousands(bytes)) bytes, an event per \(Simulator.bytesPerEvent)")
            }
            if files > 0 {
                counted.append("\(counted.isEmpty ? "files written count too" : "so do files written"): \(groupedThousands(files)), \(groupedThousands(Simulator.eventsPerFileWritten)) events each")
            }
            let output = counted.isEmpty ? "" : " (" + counted.joined(separator: "; ") + ")"
            return "the run passed its work budget of \(groupedThousands(maxEvents)) trace events\(output) and was stopped at [\(VirtualClock.format(time))]"
        }
    }
}

/// 1000000 as "1,000,000" (``groupedDigits(_:)`` for an `Int`).
func groupedThousands(_ n: Int) -> String { groupedDigits(Int64(n)) }
