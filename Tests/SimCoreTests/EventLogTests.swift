import Testing
@testable import SimCore
@testable import SimScript

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

    /// The kinds of `record`'s causes, nearest first.
    private func causeKinds(_ record: TraceRecord, in log: EventLog) -> [TraceRecord.Kind] {
        log.causes(of: record).map(\.kind)
    }

    @Test func aHandlersLogLineLeadsBackThroughTheControlEventAndTheTouchToTheTapCommand() throws {
        let run = ScriptRun()
        run.run(Self.scene + "\ntap save")
        let log = run.simulator.log
        let logs = log.records.filter { $0.kind == .log }
        #expect(logs.count == 2)
        // target-action: log ← targetAction ← controlEvent ← deliver (touchesEnded) ← touch (up) ← tap
        #expect(causeKinds(logs[0], in: log) == [.targetAction, .controlEvent, .deliver, .touch, .command])
        // closure: log ← closureRun ← the same control event
        #expect(causeKinds(logs[1], in: log) == [.closureRun, .controlEvent, .deliver, .touch, .command])
        #expect(log.causes(of: logs[0])[1].seq == log.causes(of: logs[1])[1].seq, "both ran for one touchUpInside")
        let command = try #require(log.causes(of: logs[0]).last)
        #expect(run.world.strings.string(command.text) == "tap save")
        #expect(command.cause == 0)
    }

    @Test func aHitTestAndTheDeliveryAreCausedByTheTouchDown() throws {
        let run = ScriptRun()
        run.run(Self.scene + "\ntap save")
        let log = run.simulator.log
        let down = try #require(log.records.first { $0.kind == .touch && $0.phase == .began })
        let hit = try #require(log.records.first { $0.kind == .hitTest })
        let began = try #require(log.records.first { $0.kind == .deliver && $0.phase == .began })
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
        let asks = log.records.filter { $0.kind == .chainAsk }
        #expect(asks.count == 3, "copyButton, notesVC.view, notesVC")
        let walk = try #require(log.records.first { $0.kind == .targetAction && $0.other == -1 })
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
        let fired = log.records.filter { $0.kind == .timer && $0.outcome == .fired }
        #expect(fired.count == 2)
        for f in fired {
            let command = try #require(log.record(seq: f.cause))
            #expect(command.kind == .command && run.world.strings.string(command.text) == "wait 2.5s")
        }
    }

    @Test func theLogIsBoundedAndIndexedBySequenceNumber() {
        let log = EventLog(capacity: 100)
        for seq in 1...1_000 {
            var r = TraceRecord(kind: .note)
            r.seq = seq
            r.cause = seq - 1
            log.receive(r)
        }
        #expect(log.records.count <= 100)
        #expect(log.dropped + log.records.count == 1_000)
        #expect(log.record(seq: 1) == nil, "dropped")
        #expect(log.record(seq: 1_000)?.seq == 1_000)
        #expect(log.record(seq: 1_001) == nil)
        // The walk stops at the oldest kept record.
        #expect(log.causes(of: log.record(seq: 1_000)!).count == log.records.count - 1)
        log.clear()
        #expect(log.records.isEmpty && log.dropped == 0 && log.record(seq: 1_000) == nil)
    }

    @Test func jsonLinesCarryTheCause() {
        let run = ScriptRun(format: .json)
        run.run(Self.scene + "\ntap save")
        let lines = run.output.split(separator: "\n")
        let logLine = lines.first { $0.contains("\"kind\":\"log\"") }
        let logRecord = run.simulator.log.records.first { $0.kind == .log }
        #expect(logRecord != nil && logLine?.contains("\"cause\":\(logRecord!.cause),") == true, "\(logLine ?? "no log line")")
    }
}
