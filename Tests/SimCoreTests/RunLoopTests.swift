import Testing
@testable import SimCore

/// The run loop fires due work in time order, each item at its own virtual time.
@Suite("Run loop")
struct RunLoopTests {
    @Test func itemsFireInTimeOrderAtTheirOwnTimeDuringOneWait() throws {
        let simulator = Simulator()
        var fired: [(String, Int64)] = []
        try simulator.schedule(after: 300_000) { fired.append(("late", simulator.clock.now)) }
        try simulator.schedule(after: 100_000) { fired.append(("early", simulator.clock.now)) }
        try simulator.schedule(after: 100_000) { fired.append(("early, scheduled second", simulator.clock.now)) }
        try simulator.wait(microseconds: 250_000)
        #expect(fired.map(\.0) == ["early", "early, scheduled second"])
        #expect(fired.map(\.1) == [100_000, 100_000])
        #expect(simulator.clock.now == 250_000)
        try simulator.wait(microseconds: 50_000)
        #expect(fired.map(\.0).last == "late")
        #expect(simulator.runLoop.isEmpty)
    }

    @Test func workScheduledWhileFiringRunsInTheSameWaitWhenDue() throws {
        let simulator = Simulator()
        var times: [Int64] = []
        func every100ms() throws {
            times.append(simulator.clock.now)
            try simulator.schedule(after: 100_000, every100ms)
        }
        try simulator.schedule(after: 100_000, every100ms)
        try simulator.wait(microseconds: 350_000)
        #expect(times == [100_000, 200_000, 300_000])
    }

    @Test func aCancelledItemNeverFires() throws {
        let simulator = Simulator()
        var fired = false
        let token = try simulator.schedule(after: 10) { fired = true }
        #expect(simulator.cancelScheduled(token))
        #expect(!simulator.cancelScheduled(token))
        try simulator.wait(microseconds: 100)
        #expect(!fired)
    }

    @Test func negativeDelaysAreRejected() {
        #expect(throws: SimulationError.negativeDuration) { try Simulator().schedule(after: -1) {} }
    }
}
