import Testing
@testable import SimCore
@testable import SimScript
import SimTestSupport

/// `trace` re-renders the kept records after the world has moved on: what it prints must be what
/// happened then, not the objects' present state (SimReplayTests/ReplayFidelityTests holds the
/// whole scenario library to the same rule).
@Suite("Re-rendering the trace")
struct TraceReplayTests {
    @Test func aRescheduledTimerReplaysItsFirstFireDate() {
        let run = ScriptRun()
        run.run("""
            window main
            controller home in main
            timer tick every 1s { log "tick" }
            wait 2.5s
            """)
        let live = run.output
        #expect(live.contains("first at 1.000"), "live: \(live)")
        run.run("trace")
        let dump = String(run.output.dropFirst(live.count))
        #expect(dump.contains("first at 1.000"), "replayed: \(dump)")
        #expect(!dump.contains("first at 3.000"), "the replay read the timer's current fire date: \(dump)")
    }

    @Test func eachReuseReplaysItsOwnGeneration() {
        let run = ScriptRun()
        run.run(twentyRowTableSource + "\nscroll list to row 10 steps 10")
        let live = run.output
        let generations = live.split(separator: "\n").filter { $0.contains(" reused: ") }
        #expect(generations.count >= 3, "live: \(live)")
        run.run("trace")
        let dump = run.output.dropFirst(live.count).split(separator: "\n").filter { $0.contains(" reused: ") }
        // The same lines, in order: generation 1, 2, 3… — not the latest generation repeated.
        #expect(dump.map { $0.trimmingCharacters(in: .whitespaces) } == generations.map { $0.trimmingCharacters(in: .whitespaces) })
    }
}
