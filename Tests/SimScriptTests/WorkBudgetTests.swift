import Testing
@testable import SimCore
@testable import SimScript

/// Issue 16: no input hangs the tool. A run stops once it has emitted more than `maxEvents`
/// trace events (the work budget), and `shouldCancel` (Ctrl-C) stops a long `wait` between the
/// timers it fires, not only between commands.
@Suite("Work budget and cancellation")
struct WorkBudgetTests {
    /// A 1 ms timer through a long wait: a thousand firings a second, three events each.
    /// 900 firings, under a budget of 1,000 events (a wait that would fire more stops before
    /// the first firing, SimulationError.tooManyFirings), but three events each.
    static let runawayTimer = """
        window main
        timer t every 1ms { log "x" }
        wait 0.9s
        """

    @Test func aTimerThroughALongWaitStopsAtTheBudgetWithAnErrorAtTheWait() throws {
        let run = ScriptRun()
        run.interpreter.maxEvents = 1_000
        let outcome = run.run(WorkBudgetTests.runawayTimer)
        let d = try run.onlyDiagnostic()
        #expect(outcome == .overBudget(d))
        #expect(d.severity == .error)
        #expect(d.location?.description == "test.sim:3:1", "the wait that ran away, not the timer's body")
        #expect(d.message.hasPrefix("the run passed its work budget of 1,000 trace events and was stopped at [0."), "\(d.message)")
        #expect(d.hint?.contains("--max-events N") == true && d.hint?.contains("config maxEvents N") == true, "\(d.hint ?? "")")
        #expect(d.sourceLine == "wait 0.9s")
        // Stopped soon after the budget: one more check at most a firing (a few events) later.
        #expect(run.simulator.eventsInWork > 1_000 && run.simulator.eventsInWork < 1_010, "\(run.simulator.eventsInWork)")
        #expect(run.simulator.clock.now < 1_000_000, "the clock stopped where the work did")
    }

    @Test func theDefaultBudgetIsOnAndNoScenarioComesNearIt() {
        let run = ScriptRun()
        #expect(run.interpreter.maxEvents == Interpreter.defaultMaxEvents)
        #expect(Interpreter.defaultMaxEvents == 1_000_000)
        // SimCore alone never stops its caller: a Simulator has no budget until one is set.
        #expect(Simulator().maxEvents == nil)
    }

    @Test func theBudgetCountsEachRunAfresh() throws {
        // Each REPL entry (each `run`) gets the whole budget: 10 entries of ~60 events each pass
        // under a budget of 100 that their sum would exceed.
        let run = ScriptRun()
        run.interpreter.maxEvents = 100
        #expect(run.run("window main\ntimer t every 100ms { log \"x\" }") == .completed)
        for _ in 0..<10 {
            #expect(run.run("wait 1s") == .completed, "\(run.errors)")
        }
        #expect(run.errors.isEmpty)
    }

    @Test func configMaxEventsRaisesLowersAndLiftsTheBudget() {
        let lowered = ScriptRun()
        lowered.run("config maxEvents 50\nwindow main\ntimer t every 1ms { log \"x\" }\nwait 40ms")
        #expect(lowered.errors.first?.message.contains("budget of 50 trace events") == true, "\(lowered.errors)")

        let lifted = ScriptRun()
        lifted.interpreter.maxEvents = 10
        #expect(lifted.run("config maxEvents 0\nwindow main\ntimer t every 1ms { log \"x\" }\nwait 100ms") == .completed, "\(lifted.errors)")
        #expect(lifted.interpreter.maxEvents == nil)

        let bad = ScriptRun.of("config maxEvents lots")
        #expect(bad.errors.first?.message == "expected a number of trace events (a whole number, 0 for no limit), found 'lots'", "\(bad.errors)")
        let negative = ScriptRun.of("config maxEvents -5")
        #expect(negative.errors.count == 1)
    }

    @Test func aCeilingKeepsAScriptFromLiftingItsOwnBudget() {
        let run = ScriptRun()
        run.interpreter.maxEvents = 100
        run.interpreter.maxEventsCeiling = 1_000
        #expect(run.run("config maxEvents 500") == .completed)
        #expect(run.interpreter.maxEvents == 500)
        for value in ["5000", "0"] {
            run.run("config maxEvents \(value)")
            #expect(run.errors.last?.message == "maxEvents cannot be raised past 1000 in this session", "\(run.errors)")
        }
        #expect(run.interpreter.maxEvents == 500)
    }

    @Test func expectErrorDoesNotTakeTheBudgetForAnExpectedError() throws {
        let run = ScriptRun()
        run.interpreter.maxEvents = 500
        let outcome = run.run("""
            window main
            timer t every 1ms { log "x" }
            expect error { wait 0.4s }
            """)
        guard case .overBudget = outcome else { Issue.record("\(outcome)"); return }
        #expect(run.interpreter.expectationsPassed == 0)
    }

    @Test func handlersThatTriggerEachOtherStopAtTheBudget() throws {
        // Each method sends the next one twice: 2^20 runs, within the nesting limit.
        var source = "object x\n"
        for i in 0..<20 { source += "method x m\(i): {\n    sendAction m\(i + 1): to x\n    sendAction m\(i + 1): to x\n}\n" }
        source += "method x m20: { log \"leaf\" }\nsendAction m0: to x\n"
        let run = ScriptRun()
        run.interpreter.maxEvents = 10_000
        let outcome = run.run(source)
        let d = try run.onlyDiagnostic()
        #expect(outcome == .overBudget(d))
        #expect(d.sourceLine == "sendAction m0: to x")
    }

    @Test func cancellingStopsAWaitBetweenTimerFiringsAndKeepsTheTimer() throws {
        // An empty body runs no command, so only the wait loop's check can see the request.
        let run = ScriptRun()
        run.interpreter.maxEvents = nil
        #expect(run.run("window main\ntimer t every 1ms { }") == .completed)
        var asked = 0
        run.interpreter.shouldCancel = {
            asked += 1
            return asked == 5_000  // one-shot, as the REPL's interrupt flag is
        }
        let outcome = run.run("wait 100000s", file: "<repl>")
        #expect(outcome == .cancelled)
        #expect(run.errors.isEmpty, "an interruption is not an error: \(run.errors)")
        let now = run.simulator.clock.now
        #expect(now > 0 && now < 10_000_000, "\(now)")
        #expect(run.output.contains("* interrupted at [\(VirtualClock.format(now))]"), "\(run.output.suffix(300))")
        // The session goes on: the timer is still scheduled and fires on the next wait.
        let timer = try run.object("t", ScheduledTimer.self)
        let firings = timer.fireCount
        #expect(timer.isValid)
        #expect(run.run("wait 10ms") == .completed)
        #expect(timer.fireCount == firings + 10)
    }

    @Test func aStopRequestOutlivesACatchUntilTheNextRun() throws {
        let simulator = Simulator()
        var once = true
        simulator.shouldStop = {
            defer { once = false }
            return once
        }
        #expect(throws: SimulationStop.interrupted(time: 0)) { try simulator.checkWork() }
        // The one-shot answer is gone, but the stop is remembered for the rest of the work.
        #expect(throws: SimulationStop.interrupted(time: 0)) { try simulator.checkWork() }
        simulator.startWork()
        #expect(throws: Never.self) { try simulator.checkWork() }
    }

    @Test func theSimulatorsOwnWaitStopsAtItsBudget() throws {
        let simulator = Simulator()
        let block = simulator.world.addClosure(name: "tick", identifier: nil, definedAt: nil, captures: []) { _ in }
        try simulator.timers.scheduleTimer("beat", interval: 1_000, repeats: true, action: .block(block))
        simulator.maxEvents = 100
        simulator.startWork()
        #expect(throws: SimulationStop.self) { try simulator.wait(microseconds: 99_000) }
        #expect(simulator.eventsInWork > 100 && simulator.eventsInWork < 110)
    }

    @Test func groupedThousandsSpellsLargeCounts() {
        #expect(groupedThousands(0) == "0")
        #expect(groupedThousands(999) == "999")
        #expect(groupedThousands(1_000) == "1,000")
        #expect(groupedThousands(1_000_000) == "1,000,000")
        #expect(groupedThousands(-12_345) == "-12,345")
    }
}
