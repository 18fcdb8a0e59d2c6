/// Stopping runaway work. A repeating 1 ms timer under `wait 100000s` fires 10⁸ times, and
/// handlers that each send two actions run 2⁶⁴ times within the nesting limit: such a script
/// must stop with an error, not hang its caller (a CI run, the REPL). Two stops, both checked by
/// `checkWork()`: a budget of trace events per piece of work (`maxEvents`), and a request from
/// outside (`shouldStop`, Ctrl-C). `wait` checks between the run loop's items; the interpreter
/// checks before every command, top-level or in a handler's body.
extension Simulator {
    /// Starts a new piece of work (a script, a REPL entry): the budget counts events from here,
    /// and an earlier stop request is forgotten.
    public func startWork() {
        workStart = tracer.nextSeq
        stopRequested = false
    }

    /// Trace events emitted since `startWork()`.
    public var eventsInWork: Int { tracer.nextSeq - workStart }

    /// Throws `SimulationStop` when `shouldStop` says so (now or earlier in this work) or when
    /// this work has emitted more than `maxEvents` events. Returns true, so it can stand in a
    /// `while` condition.
    @inline(__always) @discardableResult
    public func checkWork() throws(SimulationStop) -> Bool {
        if stopRequested || shouldStop() {
            stopRequested = true
            throw .interrupted(time: clock.now)
        }
        if let maxEvents, tracer.nextSeq - workStart > maxEvents {
            throw .workBudgetExceeded(maxEvents: maxEvents, time: clock.now)
        }
        return true
    }
}

/// Why `checkWork()` stopped the simulation. Times are virtual, in microseconds.
public enum SimulationStop: Error, Equatable, Sendable, CustomStringConvertible {
    /// `shouldStop` answered true.
    case interrupted(time: Int64)
    /// More than `maxEvents` events since `startWork()`.
    case workBudgetExceeded(maxEvents: Int, time: Int64)

    public var time: Int64 {
        switch self {
        case .interrupted(let time), .workBudgetExceeded(_, let time): return time
        }
    }

    public var description: String {
        switch self {
        case .interrupted(let time): return "interrupted at [\(VirtualClock.format(time))]"
        case .workBudgetExceeded(let maxEvents, let time):
            return "the run passed its work budget of \(groupedThousands(maxEvents)) trace events and was stopped at [\(VirtualClock.format(time))]"
        }
    }
}

/// 1000000 as "1,000,000" (``groupedDigits(_:)`` for an `Int`).
func groupedThousands(_ n: Int) -> String { groupedDigits(Int64(n)) }
