import Testing
@testable import SimCore
import SimTestSupport

/// Foundation's Timer on the simulator's run loop (Timers/): firing on schedule at each one's own
/// time, invalidation, one-shot timers, fire(), the minimum interval and ties.
@Suite("Timers")
struct TimerEngineTests {
    /// The virtual times at which `timer` fired (on schedule or by fire()).
    private func firings(of timer: ScheduledTimer, _ scene: LoginScene) -> [Int64] {
        scene.sink.events(.timer).filter { $0.object == timer.id && ($0.outcome == "fired" || $0.outcome == "firedManually") }.map(\.time)
    }

    @Test func aRepeatingTimerFiresEachIntervalAtItsOwnTimeUntilInvalidated() throws {
        let scene = try LoginScene()
        let calls = CallLog()
        var userInfo: [Value?] = []
        scene.implement(scene.home, "poll:", calls: calls) { context in userInfo.append(context.parameter("userInfo")) }
        let timer = try scene.sim.timers.scheduleTimer("poll", interval: 100_000, repeats: true,
                                                       action: .target(scene.home.id, scene.world.selector("poll:")),
                                                       userInfo: .string("inbox"))
        try scene.sim.wait(microseconds: 350_000)
        #expect(firings(of: timer, scene) == [100_000, 200_000, 300_000], "each firing at its own time inside one wait")
        #expect(calls.list.count == 3)
        #expect(userInfo == Array(repeating: .string("inbox"), count: 3))
        #expect(timer.fireCount == 3)

        scene.sim.timers.invalidate(timer)
        #expect(!timer.isValid)
        try scene.sim.wait(microseconds: 1_000_000)
        #expect(calls.list.count == 3)
        scene.sim.timers.invalidate(timer)
        #expect(scene.sink.events(.timer).map(\.outcome) == ["added", "fired", "fired", "fired", "invalidated", "alreadyInvalid"])
        #expect(throws: TimerError.invalid("poll")) { try scene.sim.timers.fireNow(timer) }
    }

    @Test func aOneShotTimerInvalidatesItselfAfterFiring() throws {
        let scene = try LoginScene()
        var ran = 0
        let block = scene.world.addClosure(name: "once", identifier: nil, definedAt: nil, captures: []) { _ in ran += 1 }
        let timer = try scene.sim.timers.scheduleTimer("once", interval: 250_000, repeats: false, action: .block(block))
        try scene.sim.wait(microseconds: 1_000_000)
        #expect(ran == 1)
        #expect(!timer.isValid)
        #expect(scene.sink.events(.timer).map(\.outcome) == ["added", "fired", "expired"])
        #expect(scene.sink.events(.closureRun).map(\.object) == [timer.id], "the timer is the block's sender")
        #expect(throws: TimerError.invalid("once")) { try scene.sim.timers.fireNow(timer) }
    }

    @Test func fireRunsNowAndLeavesARepeatingTimersScheduleAlone() throws {
        let scene = try LoginScene()
        var ran = 0
        let block = scene.world.addClosure(name: "tick", identifier: nil, definedAt: nil, captures: []) { _ in ran += 1 }
        let timer = try scene.sim.timers.scheduleTimer("tick", interval: 100_000, repeats: true, action: .block(block))
        try scene.sim.wait(microseconds: 50_000)
        try scene.sim.timers.fireNow(timer)
        #expect(timer.isValid)
        try scene.sim.wait(microseconds: 160_000)
        #expect(firings(of: timer, scene) == [50_000, 100_000, 200_000], "still at 0.1 s and 0.2 s")
        #expect(scene.sink.events(.timer).map(\.outcome) == ["added", "firedManually", "fired", "fired"])
        #expect(ran == 3)

        // A one-shot timer fired by hand is done: its scheduled firing never comes.
        let once = try scene.sim.timers.scheduleTimer("once", interval: 100_000, repeats: false, action: .block(block))
        try scene.sim.timers.fireNow(once)
        #expect(!once.isValid)
        scene.sim.timers.invalidate(timer)
        try scene.sim.wait(microseconds: 500_000)
        #expect(ran == 4)
    }

    @Test func aZeroIntervalBecomesATenthOfAMillisecondAndTiesFireInCreationOrder() throws {
        let scene = try LoginScene()
        var order: [String] = []
        func timer(_ name: String, every interval: Int64) throws -> ScheduledTimer {
            let block = scene.world.addClosure(name: name, identifier: nil, definedAt: nil, captures: []) { _ in order.append(name) }
            return try scene.sim.timers.scheduleTimer(name, interval: interval, repeats: true, action: .block(block))
        }
        let zero = try timer("zero", every: 0)
        #expect(zero.interval == ScheduledTimer.minimumInterval)
        #expect(ScheduledTimer.minimumInterval == 100)
        scene.sim.timers.invalidate(zero)

        // Both due at 0.2 s: the one made first fires first, however often the fast one was
        // rescheduled on the way.
        _ = try timer("slow", every: 200_000)
        _ = try timer("fast", every: 100_000)
        try scene.sim.wait(microseconds: 200_000)
        #expect(order == ["fast", "slow", "fast"])
    }
}
