import Testing
@testable import SimCore
@testable import SimScript

/// `whatif`: the session replayed with one change before the last interaction, compared with
/// itself — and the session left as it was.
@Suite("whatif")
struct WhatIfTests {
    private func run(_ source: String, file: String = "test.sim") -> ScriptRun {
        let run = ScriptRun()
        run.run(WhyInvestigationTests.scene + "\n" + source, file: file)
        return run
    }

    /// The lines of the last `whatif` answer.
    private func answer(_ run: ScriptRun) -> [String] {
        let lines = run.output.split(separator: "\n").map(String.init)
        guard let start = lines.lastIndex(where: { $0.hasPrefix("whatif ") }) else { return [] }
        return Array(lines[start...].prefix { $0 == lines[start] || $0.hasPrefix("  ") })
    }

    @Test func aHandlerThatRunsNowAndTheFirstDecisionThatChanged() {
        let r = run("set card.userInteractionEnabled = false\ntap save\nwhatif card.userInteractionEnabled = true")
        #expect(r.errors.isEmpty, "\(r.errors)")
        #expect(answer(r) == [
            "whatif card.userInteractionEnabled = true, made just before the last interaction (> tap save):",
            "  home.didTapSave: runs now (it did not)",
            "  first difference, at decision 3:",
            "    was: [0.000]   hit-test skips card: isUserInteractionEnabled is false (its subviews are skipped too)",
            "    now: [0.000]   hit-test (100, 142) -> save  [main/home.view/card/save]",
        ], "\(r.output)")
    }

    @Test func theReplayedSessionsAreFreedOnceCompared() {
        // Each replay's hook holds its session and its result: kept after the replay, that cycle
        // kept two whole worlds alive per `whatif` (a fuzzing process grew to 4 GB).
        let r = run("tap save")
        weak var plain: Session?
        weak var changed: Session?
        do {
            let end = r.interpreter.session.journal.topLevelCommandsStarted
            let before = r.interpreter.session.replay(until: end, locating: 1)
            let after = r.interpreter.session.replay(until: end, change: "set save.enabled = false", before: before.startIndex)
            plain = before.session
            changed = after.session
            #expect(before.startIndex != nil && after.changeFailed == nil)
        }
        #expect(plain == nil && changed == nil, "a replayed session outlived its whatif")
    }

    @Test func aHandlerThatNoLongerRunsAndAChangeThatChangesNothing() {
        let r = run("tap save\nwhatif save.enabled = false")
        #expect(answer(r).contains("  home.didTapSave: no longer runs (it ran once)"), "\(r.output)")
        let same = run("tap save\nwhatif save.title = \"Store\"")
        #expect(answer(same).contains("  the same handlers run: home.didTapSave: (once)"), "\(same.output)")
        #expect(answer(same).last?.hasPrefix("  every decision is the same (") == true, "\(same.output)")
    }

    @Test func theOrderOfSiblingsAndARecognizersSetting() {
        let order = run("view banner in home.view frame 0 100 390 120\ntap save\nwhatif bringToFront card")
        #expect(answer(order).contains("  home.didTapSave: runs now (it did not)"), "\(order.output)")
        let pan = run("gesture drag pan on card\npan save by 120 0\nwhatif drag.cancelsTouchesInView = false")
        #expect(answer(pan).contains("  home.didTapSave: runs now (it did not)"), "\(pan.output)")
        #expect(answer(pan).contains { $0.hasPrefix("    was:") && $0.contains("drag cancels the touches of save") }, "\(pan.output)")
    }

    @Test func theSessionItselfIsNotChanged() {
        let r = run("set card.hidden = true\ntap save\nwhatif card.hidden = false\nexpect card.hidden == true\nexpect not ran home didTapSave:\ntap save\nexpect not ran home didTapSave:")
        #expect(r.errors.isEmpty, "\(r.errors)")
        #expect(r.failedExpectations.isEmpty, "\(r.failedExpectations)")
        #expect(r.loggedLines.isEmpty, "the replays' logs stay in the replays: \(r.loggedLines)")
    }

    @Test func aSessionOfManyEntriesIsReplayedWhole() {
        // The REPL runs each entry separately: the journal strings them together.
        let r = ScriptRun()
        r.run(WhyInvestigationTests.scene, file: "<repl>")
        r.run("set save.enabled = false", file: "<repl>")
        r.run("tap save", file: "<repl>")
        r.run("whatif save.enabled = true", file: "<repl>")
        #expect(r.errors.isEmpty, "\(r.errors)")
        #expect(answer(r).contains("  home.didTapSave: runs now (it did not)"), "\(r.output)")
    }

    @Test func itNeverWritesFilesTwiceNorReplaysItself() {
        let r = ScriptRun()
        var writes = 0
        r.interpreter.writeFile = { _, _ in writes += 1 }
        r.run(WhyInvestigationTests.scene + "\nexport tree dot \"t.dot\"\ntap save\nwhatif save.enabled = false\nwhatif save.hidden = true")
        #expect(r.errors.isEmpty, "\(r.errors)")
        #expect(writes == 1, "the replays' export lines write nothing")
        #expect(r.output.split(separator: "\n").filter { $0.hasPrefix("whatif ") }.count == 2, "\(r.output)")
    }

    @Test func errors() {
        let early = run("whatif save.enabled = false")
        #expect(early.errors.first?.message == "nothing to replay yet: whatif re-runs the last interaction with one change")
        let bad = run("tap save\nwhatif save.hidden = 3")
        #expect(bad.errors.first?.message == "cannot make the change: 'hidden' takes true or false, not number 3")
        #expect(bad.errors.first?.location?.line == 8)
        let inBody = run("tap save\nmethod home again: { whatif save.hidden = true }\nsendAction again: to home")
        #expect(inBody.errors.first?.message == "whatif runs at the top level of a script or the REPL", "\(inBody.errors)")
    }

    /// A REPL session: each line its own entry, as the prompt runs them.
    private func session(_ lines: [String]) -> ScriptRun {
        let run = ScriptRun()
        run.run(WhyInvestigationTests.scene, file: "<repl>")
        for (i, line) in lines.enumerated() { run.run(line, file: "<repl>", firstLine: i + 100) }
        return run
    }

    @Test func anEarlierEntryThatStoppedAtAnErrorDoesNotStopTheReplay() {
        // A typo at the prompt, a command that failed halfway (`tap save` ran before `tapp`):
        // the session went on after each, and so does the replay.
        let r = session(["tapp save", "tap save; tapp card", "set card.userInteractionEnabled = false", "tap save",
                         "whatif card.userInteractionEnabled = true"])
        #expect(r.errors.count == 2, "\(r.errors)")
        #expect(answer(r).contains("  home.didTapSave: runs now (it did not)"), "\(r.output)")
        #expect(!r.output.contains("could not be replayed"), "\(r.output)")
    }

    @Test func aFrameChangesInEitherSpellingAndAnyCommandIsAChange() {
        let frame = run("view banner in home.view frame 0 100 390 120\ntap save\nwhatif card.frame = 20 250 350 300\nwhatif set card.frame = 20 250 350 300")
        #expect(frame.errors.isEmpty, "\(frame.errors)")
        #expect(frame.output.components(separatedBy: "home.didTapSave: runs now (it did not)").count == 3, "\(frame.output)")
        let commands = run("view banner in home.view frame 0 100 390 120\ntap save\nwhatif remove banner\nwhatif method home didTapSave: { log \"again\" }")
        #expect(commands.errors.isEmpty, "\(commands.errors)")
        #expect(commands.output.contains("whatif remove banner, made just before"), "\(commands.output)")
        #expect(commands.output.contains("whatif method home didTapSave: { log \"again\" }, made just before"), "\(commands.output)")
        // A typo in the change is reported where it is written, before anything is replayed.
        let typo = run("tap save\nwhatif tapp save")
        #expect(typo.errors.first?.message == "unknown command 'tapp'", "\(typo.errors)")
        #expect(typo.errors.first?.location?.column == 8)
        let object = run("tap save\nwhatif savee.enabled = false")
        #expect(object.errors.first?.message.hasPrefix("no object named 'savee'") == true, "\(object.errors)")
    }

    @Test func theFirstDifferenceIsALineThatReads() {
        // A recognizer added by the change takes part (an event the text trace shows no line
        // for): the first difference is the first one a person can read, never an empty line.
        let r = run("tap save\nwhatif gesture knock tap on save")
        #expect(r.errors.isEmpty, "\(r.errors)")
        let lines = answer(r)
        #expect(lines.contains { $0.hasPrefix("  first difference") }, "\(r.output)")
        for line in lines where line.hasPrefix("    was: ") || line.hasPrefix("    now: ") {
            #expect(line.split(separator: " ", omittingEmptySubsequences: true).count > 2, "an empty side: \(line)")
        }
    }
}
