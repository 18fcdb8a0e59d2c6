import Foundation
import Testing
@testable import SimCore
@testable import SimScript

/// The fixes the bad-input corpus (Tests/BadInput, issue 16) called for, each pinned here so the
/// reason for it stays next to the code: the traps.
@Suite("Bad input diagnostics")
struct BadInputDiagnosticsTests {
    private let scene = "window main\ncontroller home in main\nbutton b in home.view\n"

    private func failure(_ source: String) -> Diagnostic? {
        if case .failed(let d) = ScriptRun().run(source) { return d }
        return nil
    }

    // MARK: - Traps

    @Test func aHugeRowCountInARowUpdateIsAnErrorNotATrap() async {
        await #expect(processExitsWith: .success) {
            var messages: [String] = []
            let table = """
                window main
                controller vc in main
                tableview list in vc.view
                celltype C {
                    label t frame 0 0 1 1
                }
                register C for list id c
                handler list numberOfRowsHandler { return 5 }
                reloadData list

                """
            for update in ["insertRows list at 0 count 2147483647", "deleteRows list at 1 count 2147483647"] {
                let interpreter = Interpreter(write: { _ in }, report: { messages.append($0.message) })
                interpreter.run(source: table + update, file: "t.sim")
            }
            guard messages == ["count must be from 1 to 100,000,000", "count must be from 1 to 100,000,000"] else { fatalError("\(messages)") }
        }
    }

    @Test func aListIndexBeyondIntIsOutOfRangeNotATrap() async {
        await #expect(processExitsWith: .success) {
            var messages: [String] = []
            let interpreter = Interpreter(write: { _ in }, report: { messages.append($0.message) })
            interpreter.run(source: "let items = list 1, 2\nlet x = items[1e300]", file: "t.sim")
            guard messages == ["items[1e+300] is out of range: the list has 2 items"] else { fatalError("\(messages)") }
        }
    }

    @Test func aTimerWhoseNextFiringPassesTheClocksLimitIsNotATrap() async {
        await #expect(processExitsWith: .success) {
            var messages: [String] = []
            let interpreter = Interpreter(write: { _ in }, report: { messages.append($0.message) })
            interpreter.run(source: """
                timer t every 900000000000s { log "x" }
                \(String(repeating: "wait 900000000000s\n", count: 10))
                """, file: "t.sim")
            // Ten firings, the last at 9e18 µs; the eleventh would be past Int64's range.
            guard messages.isEmpty else { fatalError("\(messages)") }
        }
    }

    @Test func aWaitThatWouldFireTimersTooOftenStopsBeforeTheFirstFiring() {
        let run = ScriptRun.of("timer beat every 0.0001s { log \"x\" }\nwait 1000s")
        #expect(run.errors.map(\.message) == ["this wait would run 10,000,000 timer firings (timer 'beat' every 0.0001s)"])
        #expect(run.errors.first?.location?.line == 2)
        #expect(run.loggedLines.isEmpty)
        let held = ScriptRun.of(scene + "stepper s in home.view wraps true\npress s plus for 100000s")
        #expect(held.errors.map(\.message) == ["this wait would run 999,996 timer firings (stepper 's' repeating every 0.1s)"])
        // One that pins at its limit stops repeating: no error for a long press.
        #expect(ScriptRun.of(scene + "stepper s in home.view\npress s plus for 100000s").errors.isEmpty)
    }

    @Test func runLoopItemsThatScheduleMoreAreStoppedAtTheLimit() throws {
        let simulator = Simulator()
        var fired = 0
        func again() throws {
            fired += 1
            try simulator.schedule(after: 0) { try again() }
        }
        try simulator.schedule(after: 0) { try again() }
        #expect(throws: SimulationError.tooManyFirings(Int64(Simulator.maxFiringsPerWait + 1), busiest: nil)) {
            try simulator.wait(microseconds: 1)
        }
        #expect(fired == Simulator.maxFiringsPerWait)
    }
}
