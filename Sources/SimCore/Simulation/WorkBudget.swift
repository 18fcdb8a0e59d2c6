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
/// ``bytesPerEvent`` (about what a trace line takes).
extension Simulator {
    /// How many bytes of output count as one trace event against the budget.
    public static let bytesPerEvent = 64
    /// Starts a new piece of work (a script, a REPL entry): the budget counts events from here,
    /// and an earlier stop request is forgotten.
    public func startWork() {
        workStart = tracer.nextSeq
        bytesCharged = 0
        stopRequested = false
    }

    /// Counts `bytes` of output or of a made value against the work budget (see above).
    public func chargeWork(bytes: Int) {
        bytesCharged += bytes
    }

    /// The work done since `startWork()`, in trace events: those emitted, and the charged bytes.
    public var eventsInWork: Int { tracer.nextSeq - workStart + bytesCharged / Simulator.bytesPerEvent }

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
            throw .workBudgetExceeded(maxEvents: maxEvents, time: clock.now, outputBytes: bytesCharged)
        }
        return true
    }
}

/// Why `checkWork()` stopped the simulation. Times are virtual, in microseconds.
public enum SimulationStop: Error, Equatable, Sendable, CustomStringConvertible {
    /// `shouldStop` answered true.
    case interrupted(time: Int64)
    /// More than `maxEvents` events since `startWork()`, counting `outputBytes` (charged bytes
    /// of output and made values) as ``Simulator/bytesPerEvent`` each.
    case workBudgetExceeded(maxEvents: Int, time: Int64, outputBytes: Int)

    public var time: Int64 {
        switch self {
        case .interrupted(let time), .workBudgetExceeded(_, let time, _): return time
        }
    }

    public var description: String {
        switch self {
        case .interrupted(let time): return "interrupted at [\(VirtualClock.format(time))]"
        case .workBudgetExceeded(let maxEvents, let time, let bytes):
            let output = bytes < Simulator.bytesPerEvent ? ""
                : " (output and long strings count too: \(groupedThousands(bytes)) bytes, an event per \(Simulator.bytesPerEvent))"
            return "the run passed its work budget of \(groupedThousands(maxEvents)) trace events\(output) and was stopped at [\(VirtualClock.format(time))]"
        }
    }
}

/// 1000000 as "1,000,000" (``groupedDigits(_:)`` for an `Int`).
func groupedThousands(_ n: Int) -> String { groupedDigits(Int64(n)) }
