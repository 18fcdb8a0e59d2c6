import Testing
@testable import SimCore
@testable import SimScript
import SimTestSupport

/// The event log: every decision kept with its cause, bounded, indexed by sequence number.
@Suite("Event log")
struct EventLogTests {
    static let scene = """
        window main
        controller home in main
        view card in home.view frame 20 100 350 200
        button save in card frame 20 20 120 44 title "Save"
        method home didTapSave: { log "target-action ran" }
        addTarget save home didTapSave: for touchUpInside
        addAction save for touchUpInside id saveAction { log "closure ran" }
        """

    /// The kinds of `event`'s causes, nearest first.
    private func causeKinds(_ event: Event, in log: EventLog) -> [Event.Kind] {
        log.causes(of: event).map(\.kind)
    }

    @Test func aHandlersLogLineLeadsBackThroughTheControlEventAndTheTouchToTheTapCommand() throws {
        let run = ScriptRun()
        run.run(Self.scene + "\ntap save")
        let log = run.simulator.log
        let logs = log.events.filter { $0.kind == .log }
        #expect(logs.count == 2)
        // target-action: log ← targetAction ← controlEvent ← deliver (touchesEnded) ← touch (up) ← tap
        #expect(causeKinds(logs[0], in: log) == [.targetAction, .controlEvent, .deliver, .touch, .command])
        // closure: log ← closureRun ← the same control event
        #expect(causeKinds(logs[1], in: log) == [.closureRun, .controlEvent, .deliver, .touch, .command])
        #expect(log.causes(of: logs[0])[1].seq == log.causes(of: logs[1])[1].seq, "both ran for one touchUpInside")
        let command = try #require(log.causes(of: logs[0]).last)
        guard case .command(let source) = command.payload else { Issue.record("not a command: \(command)"); return }
        #expect(run.world.strings.string(source) == "tap save")
        #expect(command.cause == 0)
    }

    @Test func aHitTestAndTheDeliveryAreCausedByTheTouchDown() throws {
        let run = ScriptRun()
        run.run(Self.scene + "\ntap save")
        let log = run.simulator.log
        let down = try #require(log.events.first { $0.kind == .touch && $0.phase == .began })
        let hit = try #require(log.events.first { $0.kind == .hitTest })
        let began = try #require(log.events.first { $0.kind == .deliver && $0.phase == .began })
        #expect(hit.cause == down.seq)
        #expect(began.cause == down.seq)
    }

    @Test func aNilTargetedWalkAsksEachResponderBecauseOfTheAction() throws {
        let run = ScriptRun()
        run.run("""
            window main
            controller notesVC in main
            button copyButton in notesVC.view frame 20 100 100 44 title "Copy"
            method notesVC copy: { log "copied" }
            addTarget copyButton nil copy: for touchUpInside
            tap copyButton
            """)
        let log = run.simulator.log
        let asks = log.events.filter { $0.kind == .chainAsk }
        #expect(asks.count == 3, "copyButton, notesVC.view, notesVC")
        let walk = try #require(log.events.first { $0.outcome == "startsAtSender" })
        #expect(asks.allSatisfy { $0.cause == walk.seq })
    }

    @Test func aTimerFiringDuringWaitIsCausedByTheWait() throws {
        let run = ScriptRun()
        run.run("""
            window main
            timer tick every 1s { log "tick" }
            wait 2.5s
            """)
        let log = run.simulator.log
        let fired = log.events.filter { $0.kind == .timer && $0.outcome == "fired" }
        #expect(fired.count == 2)
        for f in fired {
            let command = try #require(log.event(seq: f.cause))
            guard case .command(let source) = command.payload else { Issue.record("not a command: \(command)"); continue }
            #expect(run.world.strings.string(source) == "wait 2.5s")
        }
    }

    @Test func theLogIsBoundedAndIndexedBySequenceNumber() {
        let log = EventLog(capacity: 100)
        for seq in 1...1_000 {
            var e = Event(payload: .note(text: 0))
            e.seq = seq
            e.cause = seq - 1
            log.append(e)
        }
        #expect(log.events.count <= 100)
        #expect(log.dropped + log.events.count == 1_000)
        #expect(log.event(seq: 1) == nil, "dropped")
        #expect(log.event(seq: 1_000)?.seq == 1_000)
        #expect(log.event(seq: 1_001) == nil)
        // The walk stops at the oldest kept event.
        #expect(log.causes(of: log.event(seq: 1_000)!).count == log.events.count - 1)
        log.clear()
        #expect(log.events.isEmpty && log.dropped == 0 && log.event(seq: 1_000) == nil)
    }

    @Test func jsonLinesCarryTheCause() {
        let run = ScriptRun(format: .json)
        run.run(Self.scene + "\ntap save")
        let lines = run.output.split(separator: "\n")
        let logLine = lines.first { $0.contains("\"kind\":\"log\"") }
        let logRecord = run.simulator.log.events.first { $0.kind == .log }
        #expect(logRecord != nil && logLine?.contains("\"cause\":\(logRecord!.cause),") == true, "\(logLine ?? "no log line")")
    }

    /// `expect` reads the log's index, which keeps counting when the log drops old events: a long
    /// run's expectations see every handler run and every line, not only the last 10,000 events.
    @Test func expectationsSurviveTheLogDroppingOldEvents() {
        var out: [UInt8] = []
        var failures: [Diagnostic] = []
        let interpreter = Interpreter(simulator: Simulator(logCapacity: 50), write: { out += $0 },
                                      report: { failures.append($0) })
        let taps = Array(repeating: "tap save", count: 40).joined(separator: "\n")
        #expect(interpreter.run(source: Self.scene + "\n" + taps + """

            expect ran home didTapSave: 40 times
            expect ran closure saveAction 40 times
            expect log "target-action ran"
            expect log "closure ran"
            """, file: "long.sim") == .completed)
        #expect(interpreter.simulator.log.dropped > 0, "the run must outgrow the log for this test to mean anything")
        #expect(failures.isEmpty, "\(failures)")
        #expect(interpreter.expectationsPassed == 4)
    }

    /// A line logged on every tap is one entry in the index, however many taps log it.
    @Test func repeatedLogLinesKeepOneIndexEntry() {
        let run = ScriptRun()
        run.run(Self.scene + "\n" + Array(repeating: "tap save", count: 25).joined(separator: "\n"))
        #expect(run.loggedLines.count == 50)
        #expect(run.simulator.log.index.loggedLines.count == 2)
    }

    /// An event copies its view's path when it is made: replayed after the view moved, the trace
    /// still shows where the view was then (text and JSON), not where it is now.
    @Test func replayedPathsAreThePathsOfTheirTime() throws {
        for format in [Interpreter.TraceFormat.text, .json] {
            let run = ScriptRun(format: format)
            run.run(Self.scene + "\nview other in home.view frame 0 0 10 10\ntap save")
            let live = run.output
            let path = format == .text ? "[main/home.view/card/save]" : "\"path\":\"main/home.view/card/save\""
            #expect(live.contains(path), "\(live)")
            // Move the button to another superview, then replay what was kept.
            let save = try run.object("save", View.self)
            try run.object("other", View.self).addSubview(save)
            run.run("trace")
            let replay = String(run.output.dropFirst(live.count))
            #expect(replay.contains(path), "the replay must show the path of its time: \(replay)")
            #expect(!replay.contains("home.view/other/save"), "\(replay)")
        }
    }
}
