import Testing
@testable import SimCore
@testable import SimScript

/// Timers (Timers/ScheduledTimer.swift, Timers/Simulator+Timers.swift): firing on the virtual clock, in
/// time order, without drift; invalidation, fire(), userInfo, strong targets.
@Suite("Timers")
struct TimerTests {
    static let scene = """
        window main
        controller vc in main
        object poller
        method poller poll: { log "{sender} at firing {sender.firings}" }

        """

    private func firings(_ run: ScriptRun) -> [(String, Int64)] {
        run.sink.events(.timer).filter { $0.outcome == "fired" }.map { (run.world.object($0.object).name, $0.time) }
    }

    @Test func timersFireInTimeOrderEachAtItsOwnTime() {
        let run = ScriptRun()
        #expect(run.run(Self.scene + """
            timer slow every 300ms target poller poll:
            timer fast every 200ms target poller poll:
            wait 650ms
            """) == .completed)
        #expect(firings(run).map(\.0) == ["fast", "slow", "fast", "slow", "fast"])
        #expect(firings(run).map(\.1) == [200_000, 300_000, 400_000, 600_000, 600_000])
    }

    @Test func repeatingTimersDoNotDriftAcrossManyWaits() {
        let run = ScriptRun()
        #expect(run.run(Self.scene + "timer t every 300ms target poller poll:\nwait 250ms\nwait 250ms\nwait 250ms\nwait 250ms\n") == .completed)
        #expect(firings(run).map(\.1) == [300_000, 600_000, 900_000])
    }

    @Test func aTapsHoldAdvancesTheClockToo() {
        let run = ScriptRun()
        #expect(run.run(loginSceneSource + "\nobject p\nmethod p poll: { log \"poll\" }\ntimer t after 20ms target p poll:\ntap login\n") == .completed)
        #expect(run.loggedLines == ["poll"])
        #expect(run.sink.events(.timer).first { $0.outcome == "fired" }?.time == 20_000)
    }

    @Test func aOneShotTimerInvalidatesItselfAndABodyCanInvalidateItsOwnTimer() throws {
        let run = ScriptRun()
        #expect(run.run(Self.scene + """
            timer once after 100ms target poller poll:
            method poller stop: {
                log "stop at {sender.firings}"
                invalidate sender
            }
            timer stopper every 100ms target poller stop:
            wait 1s
            expect once.valid == false
            expect stopper.valid == false
            """) == .completed)
        #expect(run.diagnostics.isEmpty, "\(run.diagnostics)")
        #expect(run.loggedLines == ["once at firing 1", "stop at 1"])
        #expect(try run.object("stopper", ScheduledTimer.self).fireCount == 1)
    }

    @Test func fireRunsNowAndKeepsARepeatingSchedule() {
        let run = ScriptRun()
        #expect(run.run(Self.scene + "timer t every 1s target poller poll:\nwait 100ms\nfire t\nwait 950ms\n") == .completed)
        let records = run.sink.events(.timer).filter { $0.outcome == "fired" || $0.outcome == "firedManually" }
        #expect(records.map(\.outcome) == ["firedManually", "fired"])
        #expect(records.map(\.time) == [100_000, 1_000_000])
    }

    @Test func blocksSeeTheirCapturesTheTimerAndUserInfo() {
        let run = ScriptRun()
        #expect(run.run(Self.scene + """
            var left = 3
            timer countdown every 1s userInfo "launch" capture left { log "{sender}: {left} left for {userInfo}" }
            set left = 0
            wait 2s
            """) == .completed)
        #expect(run.loggedLines == ["countdown: 3 left for launch", "countdown: 3 left for launch"])
    }

    @Test func theTimerHoldsItsTargetUntilInvalidated() throws {
        // Released by the script, the target stays alive — the timer holds it — and keeps firing.
        let run = ScriptRun()
        #expect(run.run(Self.scene + "timer t every 1s target poller poll:\nrelease poller\nwait 2s\ninvalidate t\nwait 2s\n") == .completed)
        #expect(run.errors.isEmpty, "\(run.errors)")
        #expect(run.loggedLines.count == 2, "it fired while the timer held it: \(run.loggedLines)")
        #expect(run.output.contains("poller: the script let go of it, but it stays alive, held by timer t (a timer holds its target until it is invalidated)"), "\(run.output)")
        #expect(run.output.contains("freed: poller (nothing holds it any more)"), "freed once the timer let go: \(run.output)")
        #expect((try? run.object("poller", SimObject.self))?.isReleased == true)
    }

    /// Foundation: an interval of 0 or less becomes 0.1 ms.
    @Test func aZeroIntervalBecomesATenthOfAMillisecond() throws {
        let run = ScriptRun()
        #expect(run.run(Self.scene + "timer t every 0s target poller poll:\nwait 1ms\ninvalidate t\n") == .completed)
        #expect(run.errors.isEmpty, "\(run.errors)")
        #expect(try run.object("t", ScheduledTimer.self).interval == 100)
        #expect(run.loggedLines.count == 10, "every 0.1 ms for 1 ms: \(run.loggedLines.count)")
        #expect(run.output.contains("scheduled: every 0.0001s"), "\(run.output)")
    }

    @Test func badTimerInputGivesDiagnostics() {
        expectScriptErrors([
            (source: "timer t sometimes 1s target poller poll:\n", message: "expected 'every' (a repeating timer) or 'after' (once), found 'sometimes'"),
            (source: "timer t every 1s target poller pol:\n", message: "'poller' does not implement 'pol:'"),
            (source: "timer t every 1s\n", message: "missing the timer's action: `target OBJECT ACTION` or a { } block"),
            (source: "invalidate poller\n", message: "'poller' is an NSObject, not a timer"),
            (source: "timer t after 1s target poller poll:\nwait 1s\nfire t\n", message: "timer 't' is invalid: it was invalidated or has already fired"),
            (source: "timer t every -1s target poller poll:\n", message: "a duration cannot be negative"),
        ], after: Self.scene)
    }

    @Test func timersDueAtTheSameInstantFireInCreationOrderHoweverOftenTheyWereRescheduled() {
        // `fast` was rescheduled at 1 s, after `slow` was first scheduled for 2 s: by scheduling
        // order it would go second at 2 s; the docs promise creation order.
        let run = ScriptRun()
        #expect(run.run(Self.scene + """
            timer fast every 1s target poller poll:
            timer slow every 2s target poller poll:
            wait 4s
            """) == .completed)
        #expect(firings(run).map(\.0) == ["fast", "fast", "slow", "fast", "fast", "slow"], "\(firings(run))")
    }

    /// A default-mode timer waits while a table is dragged and fires once for what it missed; a
    /// one-shot timer too; one in the common modes fires on time (Apple's Timer page).
    @Test func timersInTheDefaultModeWaitForADragToEnd() {
        let run = ScriptRun()
        #expect(run.run(CellTests.loaded(rows: 30) + """
            timer once after 500ms { log "once" }
            timer every every 1s { log "every" }
            timer common every 1s { log "common" }
            addTimer common forMode common
            addTimer every forMode default
            touch down at 200 300
            touch move at 200 250
            wait 2500ms
            expect every.firings == 0
            expect common.firings == 2
            touch up
            expect once.valid == false
            expect every.firings == 1
            """) == .completed)
        #expect(run.diagnostics.isEmpty, "\(run.diagnostics)")
        #expect(run.loggedLines == ["common", "common", "once", "every"])
        #expect(run.output.contains("every fires late (firing 1): the run loop is back in its default mode; 2 fire dates passed, and it fires once for them"))
        expectScriptErrors([("timer t after 1s { }\nwait 1s\naddTimer t forMode common", "timer 't' is invalid: it was invalidated or has already fired")])
    }
}
