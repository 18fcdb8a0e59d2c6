import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest

/// `simrepl test [PATH…]`: folders of scenarios replayed as tests — exit codes 0 / 1 / 2, golden
/// traces and their record modes, TAP and JUnit reports, parallel and sharded runs, discovery,
/// and the determinism the project's own scenario library relies on.
final class TestCommandTests: SimreplTestCase {
    // MARK: - Exit codes and the text report

    func testASuiteThatPassesExitsZeroAndEndsWithTheTotals() throws {
        try writeFile("suite/a.sim", passing("alpha"))
        try writeFile("suite/b.sim", Scenes.card + "tap save\nexpect ran homeVC didTapSave: once\nexpect log \"closure ran\"\n")
        try writeFile("suite/sub/c.sim", passing("gamma"))
        let result = try simrepl("test", "suite", environment: notCI)
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertEqual(reported(result), [
            .init("PASS", "suite/a.sim"), .init("PASS", "suite/b.sim"), .init("PASS", "suite/sub/c.sim"),
        ], result.stdout)
        XCTAssertEqual(result.stdoutLines.last, "3 passed, 0 failed", result.stdout)
    }

    func testAScenarioStoppedByTheWorkBudgetExitsThree() throws {
        try writeFile("suite/a.sim", passing("alpha"))
        try writeFile("suite/b.sim", "window main\ntimer t every 1ms { log \"x\" }\nwait 2.9s\nexpect log \"x\"\n")
        let result = try simrepl("test", "--keep-going", "--max-events", "3000", "suite", environment: notCI)
        XCTAssertEqual(result.status, 3, result.stdout + result.stderr)
        XCTAssertTrue(result.stdout.contains("suite/b.sim:3:1: error: the run passed its work budget of 3,000 trace events"), result.stdout)
        XCTAssertTrue(result.stdout.contains("--max-events N"), result.stdout)
        XCTAssertEqual(result.stdoutLines.last, "1 passed, 1 failed", result.stdout)
    }

    func testAFailedExpectationExitsOneAndPointsAtTheExpectation() throws {
        try writeFile("suite/a.sim", passing("alpha"))
        try writeFile("suite/b.sim", Scenes.card + "tap save\nexpect log \"saving draft.txt\"\n")
        let line = Scenes.card.split(separator: "\n", omittingEmptySubsequences: false).count + 1
        let result = try simrepl("test", "suite", environment: ci)
        XCTAssertEqual(result.status, 1, result.stdout + result.stderr)
        XCTAssertTrue(result.stdoutLines.contains { $0.hasPrefix("FAIL suite/b.sim") }, result.stdout)
        XCTAssertTrue(result.stdout.contains("suite/b.sim:\(line):1: expectation failed"), result.stdout)
        XCTAssertEqual(result.stdoutLines.last, "1 passed, 1 failed", result.stdout)
    }

    /// A scenario that stops at a script error shows the error alone — not a diff of its golden
    /// against the trace cut short (before: 114 lines of '-' burying the one-line cause), in the
    /// text report and in JUnit — and leaves no pending golden.
    func testAScriptErrorShowsTheErrorAloneNotAGoldenDiff() throws {
        let body = Scenes.card + "tap save\ntap save\ntap save\n"
        try writeFile("suite/b.sim", body)
        XCTAssertEqual(try simrepl("test", "suite", environment: notCI).status, 0)  // records the golden
        try writeFile("suite/b.sim", body.replacingOccurrences(of: "tap save\ntap save", with: "nosuchcommand\ntap save"))
        let result = try simrepl("test", "--junit", "report.xml", "suite", environment: ci)
        XCTAssertEqual(result.status, 2, result.stdout + result.stderr)
        XCTAssertTrue(result.stdout.contains("nosuchcommand"), result.stdout)
        XCTAssertFalse(result.stdout.contains("differs from its golden"), result.stdout)
        XCTAssertFalse(result.stdoutLines.contains { $0.hasPrefix("  -") }, result.stdout)
        XCTAssertTrue(result.stdout.contains("its golden trace was not compared: the run stopped at the error above"), result.stdout)
        XCTAssertFalse(exists("suite/b.trace.new"), "no pending golden from a broken run")
        let junit = try XCTUnwrap(text("report.xml"))
        XCTAssertFalse(junit.contains("differs from its golden"), junit)
    }

    func testAScriptErrorExitsTwoWithItsLocationAndFailFastStopsTheSuite() throws {
        try writeSuiteWithScriptError()
        let result = try simrepl("test", "--fail-fast", "suite", environment: notCI)
        XCTAssertEqual(result.status, 2, result.stdout + result.stderr)
        XCTAssertEqual(reported(result), [
            .init("PASS", "suite/a.sim"), .init("ERROR", "suite/b.sim"),
            .init("SKIP", "suite/c.sim"), .init("SKIP", "suite/d.sim"),
        ], result.stdout)
        XCTAssertTrue(result.stdout.contains("suite/b.sim:3:1: error:"), result.stdout)
        XCTAssertTrue(result.stdout.contains("nosuchcommand"), result.stdout)
        XCTAssertEqual(result.stdoutLines.last, "1 passed, 1 failed, 2 skipped", result.stdout)
        // Skipped means not run: nothing was recorded for them.
        XCTAssertFalse(exists("suite/c.trace"))
        XCTAssertFalse(exists("suite/d.trace"))
    }

    func testWithKeepGoingTheScenariosAfterAScriptErrorStillRun() throws {
        try writeSuiteWithScriptError()
        let result = try simrepl("test", "--keep-going", "suite", environment: notCI)
        // A script error outranks a failed expectation.
        XCTAssertEqual(result.status, 2, result.stdout + result.stderr)
        XCTAssertEqual(reported(result), [
            .init("PASS", "suite/a.sim"), .init("ERROR", "suite/b.sim"),
            .init("PASS", "suite/c.sim"), .init("FAIL", "suite/d.sim"),
        ], result.stdout)
        XCTAssertTrue(result.stdout.contains("suite/b.sim:3:1: error:"), result.stdout)
        XCTAssertFalse(result.stdout.contains("SKIP"), result.stdout)
        XCTAssertEqual(result.stdoutLines.last, "2 passed, 2 failed", result.stdout)
    }

    func testQuietPrintsOnlyFailuresAndTheTotals() throws {
        try writeSuiteWithScriptError()
        let result = try simrepl("test", "--quiet", "--fail-fast", "suite", environment: ci)
        XCTAssertEqual(result.status, 2, result.stdout + result.stderr)
        XCTAssertEqual(reported(result), [
            .init("ERROR", "suite/b.sim"), .init("SKIP", "suite/c.sim"), .init("SKIP", "suite/d.sim"),
        ], result.stdout)
        XCTAssertEqual(result.stdoutLines.last, "1 passed, 1 failed, 2 skipped", result.stdout)
    }

    // MARK: - Golden traces

    func testATraceThatNoLongerMatchesItsGoldenFailsWithAUnifiedDiffUnderCI() throws {
        let scenario = Scenes.card + "tap save\nexpect ran homeVC didTapSave: once\n"
        try writeFile("suite/card.sim", scenario)
        let recording = try simrepl("test", "suite", environment: notCI)
        XCTAssertEqual(recording.status, 0, recording.stdout + recording.stderr)
        let golden = try XCTUnwrap(text("suite/card.trace"), "the first run records the golden")
        let oldLine = try XCTUnwrap(golden.split(separator: "\n").map(String.init)
            .first { $0.hasSuffix("log: didTapSave: sent by save") }, golden)
        let newLine = oldLine.replacingOccurrences(of: "sent by", with: "from")

        try writeFile("suite/card.sim", scenario.replacingOccurrences(of: "sent by", with: "from"))
        let result = try simrepl("test", "suite", environment: ci)
        XCTAssertEqual(result.status, 1, result.stdout + result.stderr)
        XCTAssertTrue(result.stdoutLines.contains { $0.hasPrefix("FAIL suite/card.sim") }, result.stdout)
        let diff = result.stdoutLines.map { $0.hasPrefix("  ") ? String($0.dropFirst(2)) : $0 }
        XCTAssertTrue(diff.contains("--- suite/card.trace"), result.stdout)
        XCTAssertTrue(diff.contains { $0.hasPrefix("+++ ") }, result.stdout)
        XCTAssertTrue(diff.contains { $0.hasPrefix("@@ -") && $0.hasSuffix(" @@") }, result.stdout)
        XCTAssertTrue(diff.contains("-" + oldLine), result.stdout)
        XCTAssertTrue(diff.contains("+" + newLine), result.stdout)
        // Only that line changed: no other line is marked removed or added.
        XCTAssertEqual(diff.filter { $0.hasPrefix("-") && !$0.hasPrefix("--- ") }.count, 1, result.stdout)
        XCTAssertEqual(diff.filter { $0.hasPrefix("+") && !$0.hasPrefix("+++ ") }.count, 1, result.stdout)
        XCTAssertEqual(text("suite/card.trace"), golden, "CI never re-records")
    }

    func testRecordMissingWritesAMissingGoldenButLeavesADifferingOneAlone() throws {
        try writeGoldenSuite()
        let before = snapshot()
        let result = try simrepl("test", "--record", "missing", "--keep-going", "suite", environment: notCI)
        XCTAssertEqual(result.status, 1, result.stdout + result.stderr)
        XCTAssertEqual(reported(result), [
            .init("FAIL", "suite/changed.sim"), .init("PASS", "suite/new.sim"), .init("PASS", "suite/same.sim"),
        ], result.stdout)
        let recorded = try XCTUnwrap(text("suite/new.trace"), "the missing golden is recorded")
        XCTAssertTrue(recorded.contains("log: brand new"), recorded)
        XCTAssertEqual(data("suite/changed.trace"), before["suite/changed.trace"], "a differing golden is left alone")
        XCTAssertEqual(data("suite/same.trace"), before["suite/same.trace"])
    }

    func testRecordFailedRewritesOnlyAGoldenThatNoLongerMatches() throws {
        try writeGoldenSuite()
        let before = snapshot()
        let result = try simrepl("test", "--record", "failed", "--keep-going", "suite", environment: notCI)
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        let changed = try XCTUnwrap(text("suite/changed.trace"))
        XCTAssertTrue(changed.contains("log: changed after"), changed)
        XCTAssertFalse(changed.contains("log: changed before"), changed)
        XCTAssertNotNil(text("suite/new.trace"), "failed also records missing goldens")
        // A matching golden (CRLF, trailing blanks) is not rewritten.
        XCTAssertEqual(data("suite/same.trace"), before["suite/same.trace"])
        let check = try simrepl("test", "suite", environment: ci)
        XCTAssertEqual(check.status, 0, check.stdout)
    }

    func testRecordAllRewritesEveryGolden() throws {
        try writeGoldenSuite()
        let before = snapshot()
        let result = try simrepl("test", "--record", "all", "--keep-going", "suite", environment: notCI)
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        let same = try XCTUnwrap(text("suite/same.trace"))
        XCTAssertNotEqual(data("suite/same.trace"), before["suite/same.trace"], "a matching golden is rewritten too")
        XCTAssertFalse(same.contains("\r"), "rewritten in normal form: \(same.debugDescription)")
        XCTAssertTrue(same.contains("log: same as ever\n"), same)
        let changed = try XCTUnwrap(text("suite/changed.trace"))
        XCTAssertTrue(changed.contains("log: changed after"), changed)
        XCTAssertNotNil(text("suite/new.trace"))
        let check = try simrepl("test", "suite", environment: ci)
        XCTAssertEqual(check.status, 0, check.stdout)
    }

    func testRecordNeverAndCIWriteNoGoldenEvenWhenOneDiffersOnlyPendingOnes() throws {
        try writeGoldenSuite()
        let before = snapshot()
        let runs: [(String, [String], [String: String?])] = [
            ("--record never", ["--record", "never"], notCI),
            ("CI=true", [], ["CI": "true"]),
            ("CI=1", [], ["CI": "1"]),
            ("CI=true --keep-going", ["--keep-going"], ["CI": "true"]),
        ]
        for (label, flags, environment) in runs {
            let result = try simrepl(arguments: ["test"] + flags + ["suite"], environment: environment)
            XCTAssertEqual(result.status, 1, "\(label): \(result.stdout)\(result.stderr)")
            XCTAssertTrue(result.stdoutLines.contains { $0.hasPrefix("FAIL suite/changed.sim") }, "\(label): \(result.stdout)")
            // The goldens are as they were; the traces that would be goldens wait beside them.
            let after = snapshot()
            XCTAssertEqual(after.filter { !$0.key.hasSuffix(".trace.new") }, before, "\(label) changed or added files")
            XCTAssertEqual(after.keys.filter { $0.hasSuffix(".trace.new") }.sorted(), ["suite/changed.trace.new", "suite/new.trace.new"], label)
            XCTAssertTrue(result.stdout.contains("the trace is waiting in suite/changed.trace.new"), result.stdout)
            for pending in ["suite/changed.trace.new", "suite/new.trace.new"] {
                try FileManager.default.removeItem(at: workDirectory.appendingPathComponent(pending))
            }
        }
    }

    func testEveryScenarioRunsByDefaultAsInEveryTestRunner() throws {
        try writeSuiteWithScriptError()
        let result = try simrepl("test", "suite", environment: notCI)
        XCTAssertEqual(result.status, 2, result.stdout + result.stderr)
        XCTAssertEqual(reported(result).map(\.status), ["PASS", "ERROR", "PASS", "FAIL"], result.stdout)
    }

    func testAPendingGoldenIsAcceptedOrRejectedWithoutRunningAndASettledOneIsRemoved() throws {
        try writeGoldenSuite()
        let golden = try XCTUnwrap(text("suite/changed.trace"))
        let run = try simrepl("test", "suite", environment: ci)
        XCTAssertEqual(run.status, 1, run.stdout)
        let pending = try XCTUnwrap(text("suite/changed.trace.new"))
        XCTAssertTrue(pending.contains("changed after") && golden.contains("changed before"))
        // --reject deletes, --accept moves over the golden; neither runs a scenario.
        let rejected = try simrepl("test", "--reject", "suite", environment: ci)
        XCTAssertEqual(rejected.status, 0, rejected.stdout + rejected.stderr)
        XCTAssertTrue(rejected.stdout.contains("rejected: removed suite/changed.trace.new"), rejected.stdout)
        XCTAssertNil(text("suite/changed.trace.new"))
        XCTAssertEqual(text("suite/changed.trace"), golden)
        _ = try simrepl("test", "suite", environment: ci)
        let accepted = try simrepl("test", "--accept", "suite", environment: ci)
        XCTAssertEqual(accepted.status, 0, accepted.stdout + accepted.stderr)
        XCTAssertFalse(accepted.stdout.contains("PASS") || accepted.stdout.contains("FAIL"), "nothing ran: \(accepted.stdout)")
        XCTAssertEqual(text("suite/changed.trace"), pending)
        XCTAssertNil(text("suite/changed.trace.new"))
        XCTAssertEqual(try simrepl("test", "--accept", "suite", environment: ci).stdout, "No pending goldens (NAME.trace.new) under suite.\n")
        // A scenario named on its own brings its pending golden.
        try writeFile("suite/same.trace.new", "named\n")
        let named = try simrepl("test", "--reject", "suite/same.sim", environment: ci)
        XCTAssertTrue(named.stdout.contains("rejected: removed suite/same.trace.new"), named.stdout)
        // A pending golden whose scenario matches again is settled: it goes.
        try writeFile("suite/changed.trace.new", "stale\n")
        let again = try simrepl("test", "suite/changed.sim", environment: ci)
        XCTAssertEqual(again.status, 0, again.stdout)
        XCTAssertNil(text("suite/changed.trace.new"), "a stale pending golden is removed once its scenario matches")
    }

    func testTheRecordModeComesFromSIMREPL_RECORDUnlessGivenOnTheCommandLine() throws {
        try writeGoldenSuite()
        let recorded = try simrepl("test", "suite", environment: ["CI": "true", "SIMREPL_RECORD": "failed"])
        XCTAssertEqual(recorded.status, 0, recorded.stdout + recorded.stderr)
        XCTAssertTrue(text("suite/changed.trace")?.contains("changed after") == true)
        let wrong = try simrepl("test", "suite", environment: ["SIMREPL_RECORD": "sometimes"])
        XCTAssertEqual(wrong.status, 2)
        XCTAssertTrue(wrong.stderr.contains("unknown record mode 'sometimes' in SIMREPL_RECORD"), wrong.stderr)
        try writeFile("suite/changed.sim", "log \"changed again\"\nexpect log \"changed again\"\n")
        let never = try simrepl("test", "--record", "never", "suite", environment: ["SIMREPL_RECORD": "all"])
        XCTAssertEqual(never.status, 1, "--record wins over SIMREPL_RECORD: \(never.stdout)")
    }

    func testADifferingGoldenIsColouredOnATerminalWithTheChangedWordsHighlighted() throws {
        try writeGoldenSuite()
        let coloured = try simrepl("test", "--color", "always", "suite/changed.sim", environment: ci)
        XCTAssertEqual(coloured.status, 1, coloured.stdout)
        // Removed red, added green, the changed word inside each in reverse video.
        XCTAssertTrue(coloured.stdout.contains("\u{1B}[31m-"), coloured.stdout)
        XCTAssertTrue(coloured.stdout.contains("\u{1B}[32m+"), coloured.stdout)
        XCTAssertTrue(coloured.stdout.contains("\u{1B}[7mafter\u{1B}[27m"), coloured.stdout)
        XCTAssertTrue(coloured.stdout.contains("\u{1B}[7mbefore\u{1B}[27m"), coloured.stdout)
        let plain = try simrepl("test", "suite/changed.sim", environment: ci)
        XCTAssertFalse(plain.stdout.contains("\u{1B}["), "a pipe gets no escapes: \(plain.stdout)")
    }

    func testAnExerciseIsGradedByItsExpectationsAndNeverRecordsAGolden() throws {
        try writeFile("homework/exercises/wire.sim", passing("wired"))
        for record in ["missing", "all"] {
            let graded = try simrepl("test", "--record", record, "homework/exercises/wire.sim", environment: notCI)
            XCTAssertEqual(graded.status, 0, graded.stdout + graded.stderr)
            XCTAssertTrue(graded.stdout.hasPrefix("PASS homework/exercises/wire.sim (1 expectation)\n"), graded.stdout)
        }
        XCTAssertEqual(traceFiles(), [], "no golden freezes the learner's first answer")
        let underCI = try simrepl("test", "homework/exercises/wire.sim", environment: ci)
        XCTAssertEqual(underCI.status, 0)
        XCTAssertNil(text("homework/exercises/wire.trace.new"), "nor a pending one")
    }

    /// Homework says what is wrong and withholds the change to make, until asked (--hints fix or
    /// SIMREPL_HINTS=fix); the same failure outside an exercises folder gives the fix at once.
    func testAnExerciseHintGivesTheCauseAndTheFixOnlyOnRequest() throws {
        let covered = Scenes.card + "view cover in card frame 0 0 300 300\ntap save\nexpect ran closure saveClosure once\n"
        try writeFile("homework/exercises/covered.sim", covered)
        try writeFile("suite/covered.sim", covered)
        let cause = "hit cover [main/homeVC.view/card/cover], not save"
        let fix = "fix: set cover.userInteractionEnabled = false"
        for run in [try simrepl("test", "homework/exercises/covered.sim", environment: ci),
                    try simrepl("run", "--quiet", "homework/exercises/covered.sim", environment: ci)] {
            XCTAssertEqual(run.status, 1)
            let said = run.stdout + run.stderr
            XCTAssertTrue(said.contains(cause), said)
            XCTAssertFalse(said.contains(fix), said)
            XCTAssertTrue(said.contains("fix withheld (--hints fix shows it)"), said)
        }
        for run in [try simrepl("test", "--hints", "fix", "homework/exercises/covered.sim", environment: ci),
                    try simrepl("run", "--quiet", "homework/exercises/covered.sim", environment: ci.merging(["SIMREPL_HINTS": "fix"]) { $1 }),
                    try simrepl("test", "suite/covered.sim", environment: ci)] {
            XCTAssertEqual(run.status, 1)
            XCTAssertTrue((run.stdout + run.stderr).contains(fix), run.stdout + run.stderr)
        }
        // Named from inside the folder, the path holds no `exercises`: it is still homework.
        var environment = ProcessInfo.processInfo.environment
        environment["CI"] = "true"
        environment["SIMREPL_HINTS"] = nil
        let inside = try ProcessRunner.run(try SimreplBinary.path(), ["test", "covered.sim"], environment: environment,
                                           currentDirectory: workDirectory.appendingPathComponent("homework/exercises"))
        XCTAssertFalse((inside.stdout + inside.stderr).contains(fix), inside.stdout + inside.stderr)
        XCTAssertNil(text("homework/exercises/covered.trace.new"), "nor a pending golden")
        let hidden = try simrepl("test", "--hints", "cause", "suite/covered.sim", environment: ci)
        XCTAssertFalse((hidden.stdout + hidden.stderr).contains(fix), "--hints cause withholds it anywhere")
        let wrong = try simrepl("test", "--hints", "all", "suite/covered.sim", environment: ci)
        XCTAssertEqual(wrong.status, 2, wrong.stderr)  // a command-line problem, as documented
        XCTAssertTrue(wrong.stderr.contains("unknown hint level 'all': use cause or fix"), wrong.stderr)
    }

    func testOrphanedGoldensAreReportedAndRemovedOnRequest() throws {
        try writeFile("suite/here.sim", passing("here"))
        try writeFile("suite/gone.trace", "left behind\n")
        try writeFile("suite/gone.trace.new", "left behind too\n")
        let reported = try simrepl("test", "suite", environment: notCI)
        XCTAssertEqual(reported.status, 0, reported.stdout + reported.stderr)
        XCTAssertTrue(reported.stderr.contains("note: suite/gone.trace is an orphaned golden: no scenario beside it (--remove-orphans deletes it)"), reported.stderr)
        XCTAssertTrue(reported.stderr.contains("suite/gone.trace.new is an orphaned golden"), reported.stderr)
        XCTAssertNotNil(text("suite/gone.trace"), "only reported")
        let removed = try simrepl("test", "--remove-orphans", "suite", environment: notCI)
        XCTAssertEqual(removed.status, 0)
        XCTAssertTrue(removed.stderr.contains("removed the orphaned golden suite/gone.trace"), removed.stderr)
        XCTAssertNil(text("suite/gone.trace"))
        XCTAssertNil(text("suite/gone.trace.new"))
        XCTAssertNotNil(text("suite/here.trace"), "a scenario's golden is no orphan")
    }

    func testOutsideCIAMissingGoldenIsRecordedByDefault() throws {
        let environments: [(String, [String: String?])] = [
            ("CI unset", ["CI": nil]), ("CI empty", ["CI": ""]), ("CI=0", ["CI": "0"]),
            ("CI=false", ["CI": "false"]), ("CI=FALSE", ["CI": "FALSE"]),
        ]
        for (index, (label, environment)) in environments.enumerated() {
            let folder = "suite\(index)"
            try writeFile("\(folder)/a.sim", passing("alpha"))
            let result = try simrepl("test", folder, environment: environment)
            XCTAssertEqual(result.status, 0, "\(label): \(result.stdout)\(result.stderr)")
            XCTAssertNotNil(text("\(folder)/a.trace"), "\(label): the golden should be recorded")
            XCTAssertTrue(result.stdout.contains("golden trace recorded to \(folder)/a.trace"), "\(label): \(result.stdout)")
        }
    }

    func testAFailingScenarioIsNeverRecorded() throws {
        try writeFile("suite/fails.sim", failing("nope"))
        try writeFile("suite/broken.sim", brokenScenario)
        try writeFile("suite/regressed.sim", passing("fine"))
        XCTAssertEqual(try simrepl("test", "suite/regressed.sim", environment: notCI).status, 0)
        let golden = try XCTUnwrap(data("suite/regressed.trace"))
        // Now its expectation fails *and* its trace differs.
        try writeFile("suite/regressed.sim", "log \"worse\"\nexpect log \"fine\"\n")
        for mode in ["missing", "failed", "all"] {
            let result = try simrepl("test", "--record", mode, "--keep-going", "suite", environment: notCI)
            XCTAssertEqual(result.status, 2, "\(mode): \(result.stdout)")
            XCTAssertFalse(exists("suite/fails.trace"), "\(mode) recorded a failing scenario")
            XCTAssertFalse(exists("suite/broken.trace"), "\(mode) recorded a scenario that stopped at a script error")
            XCTAssertEqual(data("suite/regressed.trace"), golden, "\(mode) re-recorded a failing scenario")
            XCTAssertTrue(result.stdoutLines.contains { $0.hasPrefix("FAIL suite/regressed.sim") }, result.stdout)
        }
    }

    func testLooseGoldenLinesMatchAndSurviveReRecording() throws {
        func scenario(id: String, who: String, second: String) -> String {
            """
            let id = "\(id)"
            let who = "\(who)"
            log "session {id} opened"
            log "first by {who}"
            log "\(second)"
            log "third"
            expect log "third"

            """
        }
        try writeFile("suite/loose.sim", scenario(id: "4711", who: "ann", second: "second"))
        XCTAssertEqual(try simrepl("test", "suite", environment: notCI).status, 0)
        let recorded = try XCTUnwrap(text("suite/loose.trace"))
        XCTAssertTrue(recorded.contains("log: session 4711 opened"), recorded)
        let reLine = "log: session [0-9]+ opened (re)", globLine = "log: first by * (glob)"
        try writeFile("suite/loose.trace", recorded
            .replacingOccurrences(of: "log: session 4711 opened", with: reLine)
            .replacingOccurrences(of: "log: first by ann", with: globLine))

        // Other values still match the loose lines.
        try writeFile("suite/loose.sim", scenario(id: "815", who: "bob", second: "second"))
        let matching = try simrepl("test", "suite", environment: ci)
        XCTAssertEqual(matching.status, 0, matching.stdout)
        XCTAssertTrue(matching.stdout.contains("golden trace matched"), matching.stdout)

        // A literal line changes: the loose lines are not part of the difference...
        try writeFile("suite/loose.sim", scenario(id: "815", who: "bob", second: "second, changed"))
        let differing = try simrepl("test", "suite", environment: ci)
        XCTAssertEqual(differing.status, 1, differing.stdout)
        let changedLines = differing.stdoutLines.filter { $0.hasPrefix("  -") || $0.hasPrefix("  +") }
        XCTAssertFalse(changedLines.contains { $0.contains("(re)") || $0.contains("(glob)") }, differing.stdout)

        // ...and re-recording keeps them as written.
        let rerecord = try simrepl("test", "--record", "failed", "suite", environment: notCI)
        XCTAssertEqual(rerecord.status, 0, rerecord.stdout)
        let rewritten = try XCTUnwrap(text("suite/loose.trace"))
        XCTAssertTrue(rewritten.contains("        " + reLine + "\n"), rewritten)
        XCTAssertTrue(rewritten.contains("        " + globLine + "\n"), rewritten)
        XCTAssertTrue(rewritten.contains("log: second, changed\n"), rewritten)
        XCTAssertFalse(rewritten.contains("session 815"), rewritten)
        XCTAssertEqual(try simrepl("test", "suite", environment: ci).status, 0)

        // `all` keeps them too; a loose line that no longer matches becomes the actual line.
        try writeFile("suite/loose.sim", scenario(id: "none", who: "bob", second: "second, changed"))
        let all = try simrepl("test", "--record", "all", "suite", environment: notCI)
        XCTAssertEqual(all.status, 0, all.stdout)
        let final = try XCTUnwrap(text("suite/loose.trace"))
        XCTAssertTrue(final.contains("        " + globLine + "\n"), final)
        XCTAssertFalse(final.contains("(re)"), final)
        XCTAssertTrue(final.contains("log: session none opened\n"), final)
    }

    // MARK: - Reports

    func testTheTapReportIsValidTAP13() throws {
        try writeReportSuite()
        let keepGoing = try simrepl("test", "--tap", "--keep-going", "suite", environment: ci)
        XCTAssertEqual(keepGoing.status, 2, keepGoing.stdout + keepGoing.stderr)
        let all = try parseTAP(keepGoing.stdout)
        XCTAssertEqual(all.plan, 4)
        XCTAssertEqual(all.tests.map(\.ok), [true, false, false, false], keepGoing.stdout)
        XCTAssertEqual(all.tests.map(\.description), ["suite/a.sim", "suite/b.sim", "suite/c.sim", "suite/d.sim"])
        XCTAssertEqual(all.tests.map(\.directive), [nil, nil, nil, nil])
        for test in all.tests {
            XCTAssertEqual(test.yaml != nil, !test.ok, "a YAML block exactly for failures: \(test)")
            if let yaml = test.yaml { XCTAssertTrue(yaml.contains { $0.hasPrefix("message:") }, "\(yaml)") }
        }
        XCTAssertTrue(all.tests[1].yaml?.contains { $0.contains("suite/b.sim:2:1") } == true, keepGoing.stdout)
        XCTAssertTrue(all.tests[2].yaml?.contains { $0.contains("suite/c.sim:2:1") } == true, keepGoing.stdout)
        XCTAssertTrue(all.tests[3].yaml?.contains { $0.hasPrefix("diff:") } == true, keepGoing.stdout)
        XCTAssertEqual(all.comments.last, "# 1 passed, 3 failed")

        let stopping = try simrepl("test", "--tap", "--fail-fast", "suite", environment: ci)
        XCTAssertEqual(stopping.status, 1, stopping.stdout + stopping.stderr)
        let first = try parseTAP(stopping.stdout)
        XCTAssertEqual(first.plan, 4)
        XCTAssertEqual(first.tests.map(\.ok), [true, false, true, true], stopping.stdout)
        XCTAssertEqual(first.tests.map { $0.directive?.uppercased().hasPrefix("SKIP") ?? false },
                       [false, false, true, true], stopping.stdout)
    }

    /// The real consumer: Perl's `prove` (TAP::Parser and its YAMLish reader) reads the report of
    /// passing, failing, erroring and golden-mismatched scenarios whose names and text carry
    /// `: `, `#`, quotes, a tab, an escape sequence and non-ASCII — with no parse error.
    func testProveReadsTheTapReportOfHostileScenarios() throws {
        guard let prove = ProcessRunner.which("prove") else { throw XCTSkip("prove (Debian's perl) is not installed") }
        try writeHostileSuite()
        let report = try simrepl("test", "--tap", "--keep-going", "suite", environment: ci)
        XCTAssertEqual(report.status, 2, report.stdout + report.stderr)
        XCTAssertFalse(report.stdout.unicodeScalars.contains { $0.value == 0x1B }, "no raw escape in the report: \(report.stdout)")
        try writeFile("report.tap", report.stdout)
        let read = try ProcessRunner.run(prove, ["-e", "cat", "report.tap"], currentDirectory: workDirectory)
        XCTAssertTrue(read.stdout.contains("Tests: 4 Failed: 3"), read.stdout + read.stderr)
        XCTAssertFalse((read.stdout + read.stderr).contains("Parse errors"), read.stdout + read.stderr)
    }

    /// Vacuity: an expectation that cannot fail, touches that hit nothing, and a scenario with no
    /// check at all are warnings — and failures with --strict.
    func testChecksThatCannotFailAreWarningsAndStrictFailsThem() throws {
        try writeFile("suite/vacuous.sim", Scenes.card + "method homeVC never: {}\ntap save\nexpect not ran homeVC never:\n")
        try writeFile("suite/misses.sim", Scenes.card + "tap at 500 900\nexpect not log \"x\"\n")
        try writeFile("suite/nothing.sim", Scenes.card + "tap save\n")
        try writeFile("suite/fine.sim", Scenes.card + "tap save\nexpect ran homeVC didTapSave: once\n")
        let lenient = try simrepl("test", "--keep-going", "suite", environment: ci)
        XCTAssertEqual(lenient.status, 0, lenient.stdout + lenient.stderr)
        XCTAssertTrue(lenient.stdout.contains("suite/vacuous.sim:14:1: warning: this expectation cannot fail: nothing ever wired homeVC.never:"), lenient.stdout)
        XCTAssertTrue(lenient.stdout.contains("warning: every touch of the scenario hit no view (1 touch)"), lenient.stdout)
        XCTAssertTrue(lenient.stdout.contains("warning: suite/nothing.sim checks nothing: it has no expectation and no golden trace"), lenient.stdout)
        XCTAssertTrue(lenient.stdout.hasSuffix("4 passed, 0 failed\n"), lenient.stdout)

        let strict = try simrepl("test", "--keep-going", "--strict", "suite", environment: ci)
        XCTAssertEqual(strict.status, 1, strict.stdout + strict.stderr)
        XCTAssertTrue(strict.stdout.contains("PASS suite/fine.sim"), strict.stdout)
        XCTAssertTrue(strict.stdout.hasSuffix("1 passed, 3 failed\n"), strict.stdout)
    }

    /// --strict also fails `expect not ran` of a handler only an untouched control sends and
    /// `expect not log` of a text no `log` writes; a scenario it fails records no golden; and the
    /// command each vacuity hint shows runs as written (no script error when appended to its
    /// scenario) and turns the check into one that can fail.
    func testStrictFlagsUntouchedControlsAndTextsNoLogWritesWithHintsThatRunAndRecordsNothing() throws {
        let share = "button share in card frame 20 80 120 44 title \"Share\"\nmethod homeVC didShare: {}\naddTarget share homeVC didShare: for touchUpInside\n"
        // A scenario, and what to run after its hint's command to see the check fail.
        let scenarios: [(name: String, text: String, then: String)] = [
            ("untouched", Scenes.card + share + "tap save\nexpect not ran homeVC didShare:\n", "expect not ran homeVC didShare:"),
            ("untouchedClosure", Scenes.card + "button share in card frame 20 80 120 44\naddAction share for touchUpInside id shared {}\ntap save\nexpect not ran closure shared\n",
             "expect not ran closure shared"),
            ("unwired", Scenes.card + "method homeVC never: {}\ntap save\nexpect not ran homeVC never:\n", "tap save\nexpect not ran homeVC never:"),
            ("misses", Scenes.card + "tap at 500 900\nexpect homeVC.view.hidden == false\n", ""),
        ]
        for s in scenarios { try writeFile("suite/\(s.name).sim", s.text) }
        try writeFile("suite/typo.sim", Scenes.card + "tap save\nexpect not log \"didTapSave: send by save\"\n")
        // Checks that can fail: a disabled control touched, a control a view in front covers.
        try writeFile("suite/touched.sim", Scenes.card + "set save.enabled = false\ntap save\nexpect not ran homeVC didTapSave:\nexpect not ran closure saveClosure\nexpect not log \"didTapSave: sent by save\"\n")
        try writeFile("suite/covered.sim", Scenes.card + "view toast in homeVC.view frame 0 100 390 100\ntap save\nexpect not ran homeVC didTapSave:\n")
        let strict = try simrepl("test", "--keep-going", "--strict", "--record", "missing", "suite", environment: ["CI": nil])
        XCTAssertEqual(strict.status, 1, strict.stdout + strict.stderr)
        XCTAssertTrue(strict.stdout.contains("suite/untouched.sim:16:1: warning: this expectation cannot fail: only share can send homeVC.didShare:, and nothing touched it or sent its actions"), strict.stdout)
        XCTAssertTrue(strict.stdout.contains("warning: this expectation cannot fail: only share can send closure shared"), strict.stdout)
        XCTAssertTrue(strict.stdout.contains("suite/typo.sim:13:1: warning: this expectation cannot fail: no `log` of the scenario writes \"didTapSave: send by save\""), strict.stdout)
        XCTAssertTrue(strict.stdout.contains("hint: the closest text a `log` writes is \"didTapSave: sent by {sender}\""), strict.stdout)
        XCTAssertTrue(strict.stdout.contains("PASS suite/touched.sim") && strict.stdout.contains("PASS suite/covered.sim"), strict.stdout)
        XCTAssertTrue(strict.stdout.hasSuffix("2 passed, 5 failed\n"), strict.stdout)
        let goldens = try FileManager.default.contentsOfDirectory(atPath: workDirectory.appendingPathComponent("suite").path).filter { $0.hasSuffix(".trace") }
        XCTAssertEqual(goldens.sorted(), ["covered.trace", "touched.trace"], "a scenario --strict fails records no golden")

        // The command in each scenario's hint (`…`), from its part of the report.
        var hints: [String: String] = [:], scenario = ""
        for line in strict.stdout.split(separator: "\n") {
            if line.hasPrefix("FAIL ") || line.hasPrefix("PASS ") { scenario = String(line.split(separator: " ")[1]) }
            let parts = line.split(separator: "`", omittingEmptySubsequences: false)
            if line.contains("hint:"), parts.count >= 3 { hints[scenario] = String(parts[1]) }
        }
        for s in scenarios {
            let hint = try XCTUnwrap(hints["suite/\(s.name).sim"], "\(s.name): no command in its hint: \(strict.stdout)")
            try writeFile("hinted-\(s.name).sim", s.text + hint + "\n" + s.then + "\n")
            let run = try simrepl("run", "--quiet", "hinted-\(s.name).sim")
            XCTAssertFalse(run.stderr.contains("error:"), "`\(hint)` is not valid .sim after \(s.name).sim: \(run.stderr)")
            XCTAssertEqual(run.status, s.then.isEmpty ? 0 : 1, "after `\(hint)`, \(s.name)'s check fails: \(run.stderr)")
        }
    }

    func testAnUnwritableJUnitPathIsRefusedBeforeTheSuiteRuns() throws {
        try writeReportSuite()
        let r = try simrepl("test", "--junit", "no-such-folder/report.xml", "suite", environment: ci)
        XCTAssertEqual(r.status, 2, r.stdout + r.stderr)
        XCTAssertTrue(r.stderr.contains("cannot write the JUnit report 'no-such-folder/report.xml'"), r.stderr)
        XCTAssertFalse(r.stdout.contains("PASS") || r.stdout.contains("FAIL"), "no scenario ran: \(r.stdout)")
    }

    func testTheJUnitReportCountsEachOutcome() throws {
        try writeReportSuite()
        let keepGoing = try simrepl("test", "--keep-going", "--junit", "all.xml", "suite", environment: ci)
        XCTAssertEqual(keepGoing.status, 2, keepGoing.stdout + keepGoing.stderr)
        let all = try parseJUnit("all.xml")
        XCTAssertEqual(all.cases.map(\.name), ["a.sim", "b.sim", "c.sim", "d.sim"])
        XCTAssertEqual(all.cases.map(\.classname), ["suite", "suite", "suite", "suite"])
        XCTAssertEqual(all.cases.map(\.outcome), ["passed", "failure", "error", "failure"])
        try assertCountsMatch(all)
        XCTAssertEqual(all.suites.first?["failures"], "2")
        XCTAssertEqual(all.suites.first?["errors"], "1")
        XCTAssertEqual(all.suites.last?["skipped"], "0")

        let stopping = try simrepl("test", "--junit", "first.xml", "--fail-fast", "suite", environment: ci)
        XCTAssertEqual(stopping.status, 1, stopping.stdout + stopping.stderr)
        let first = try parseJUnit("first.xml")
        XCTAssertEqual(first.cases.map(\.outcome), ["passed", "failure", "skipped", "skipped"])
        try assertCountsMatch(first)
        XCTAssertEqual(first.suites.last?["skipped"], "2")
    }

    // MARK: - Parallel runs

    func testParallelRunsPrintTheSameReportAsSerialRuns() throws {
        try writeMixedSuite()
        for flags in [["--keep-going"], ["--fail-fast"]] {
            let serial = try simrepl(arguments: ["test", "--record", "never", "-j", "1"] + flags + ["suite"], environment: notCI)
            XCTAssertEqual(serial.status, flags == ["--fail-fast"] ? 1 : 2, serial.stdout + serial.stderr)
            XCTAssertEqual(reported(serial).count, 12, serial.stdout)
            if flags == ["--fail-fast"] {
                XCTAssertEqual(reported(serial).map(\.status),
                               ["PASS", "PASS", "PASS", "FAIL"] + Array(repeating: "SKIP", count: 8), serial.stdout)
            }
            for jobs in ["4", "4", "4", "12"] {
                let parallel = try simrepl(arguments: ["test", "--record", "never", "-j", jobs] + flags + ["suite"], environment: notCI)
                XCTAssertEqual(parallel.status, serial.status, "-j \(jobs) \(flags)")
                XCTAssertEqual(parallel.stdout, serial.stdout, "-j \(jobs) \(flags): stdout differs from -j 1")
                XCTAssertEqual(parallel.stderr, serial.stderr, "-j \(jobs) \(flags)")
            }
        }
    }

    func testScenariosReportedAsSkippedRecordNoGoldenEvenInParallel() throws {
        // The first scenario fails, slowly; the others would pass and have no golden yet.
        try writeFile("suite/a00-slow-fail.sim", slowScenario(lines: 5000, expectation: "expect log \"never logged\""))
        for index in 1...6 { try writeFile("suite/b0\(index).sim", passing("b\(index)")) }
        for jobs in ["1", "4"] {
            let result = try simrepl("test", "--fail-fast", "-j", jobs, "suite", environment: notCI)
            XCTAssertEqual(result.status, 1, result.stdout)
            XCTAssertEqual(reported(result).map(\.status), ["FAIL"] + Array(repeating: "SKIP", count: 6), result.stdout)
            XCTAssertEqual(traceFiles(), [], "-j \(jobs): scenarios reported as not run recorded goldens")
            for file in traceFiles() { try FileManager.default.removeItem(at: workDirectory.appendingPathComponent(file)) }
        }
    }

    // MARK: - Sharding and filtering

    func testShardsPartitionTheSuiteAndAreStable() throws {
        let names = ["login", "logout", "cart", "checkout", "search", "profile", "settings",
                     "onboarding", "share", "upload", "download", "about"]
        for (index, name) in names.enumerated() {
            try writeFile(index % 2 == 0 ? "suite/\(name).sim" : "suite/more/\(name).sim", passing(name))
        }
        let full = try simrepl("test", "--record", "never", "suite", environment: notCI)
        XCTAssertEqual(full.status, 0, full.stdout)
        let everything = reported(full).map(\.path)
        XCTAssertEqual(everything.count, names.count)

        var union: [String] = []
        for k in 1...3 {
            let shard = try simrepl("test", "--record", "never", "--shard", "\(k)/3", "suite", environment: notCI)
            XCTAssertEqual(shard.status, 0, shard.stdout + shard.stderr)
            let paths = reported(shard).map(\.path)
            // Each path's shard follows from its own bytes (FNV-1a), whatever else is in the suite.
            XCTAssertEqual(paths, everything.filter { Int(fnv1a($0) % 3) == k - 1 }, "shard \(k)/3")
            XCTAssertEqual(shard.stdoutLines.last, "\(paths.count) passed, 0 failed")
            let again = try simrepl("test", "--record", "never", "--shard", "\(k)/3", "suite", environment: notCI)
            XCTAssertEqual(again.stdout, shard.stdout, "shard \(k)/3 twice")
            union += paths
        }
        XCTAssertEqual(union.count, Set(union).count, "shards overlap: \(union)")
        XCTAssertEqual(Set(union), Set(everything))
    }

    func testFilterRunsOnlyScenariosWhosePathMatches() throws {
        try writeFile("suite/login/a.sim", passing("a"))
        try writeFile("suite/login/b.sim", passing("b"))
        try writeFile("suite/cart/c.sim", failing("c"))
        try writeFile("suite/cart/login-banner.sim", passing("banner"))
        let folder = try simrepl("test", "--filter", "/login/", "suite", environment: ci)
        XCTAssertEqual(folder.status, 0, folder.stdout + folder.stderr)
        XCTAssertEqual(reported(folder).map(\.path), ["suite/login/a.sim", "suite/login/b.sim"])
        XCTAssertEqual(folder.stdoutLines.last, "2 passed, 0 failed")

        let pattern = try simrepl("test", "--filter", "login[-/]b", "--keep-going", "suite", environment: ci)
        XCTAssertEqual(pattern.status, 0, pattern.stdout)
        XCTAssertEqual(reported(pattern).map(\.path), ["suite/cart/login-banner.sim", "suite/login/b.sim"])

        let cart = try simrepl("test", "--filter", "^suite/cart/", "--keep-going", "suite", environment: ci)
        XCTAssertEqual(cart.status, 1, cart.stdout)
        XCTAssertEqual(reported(cart).map(\.path), ["suite/cart/c.sim", "suite/cart/login-banner.sim"])

        // A filter that selects nothing is not an error, but says so: it is most likely a typo.
        let typo = try simrepl("test", "--filter", "/logn/", "suite", environment: ci)
        XCTAssertEqual(typo.status, 0, typo.stdout)
        XCTAssertEqual(typo.stdoutLines.last, "0 passed, 0 failed")
        XCTAssertTrue(typo.stderr.contains("--filter '/logn/' matched no scenario (4 found)"), typo.stderr)
    }

    func testCommandLineMistakesExitTwoWithAMessage() throws {
        try writeFile("suite/a.sim", passing("alpha"))
        let mistakes: [(arguments: [String], mentions: String)] = [
            (["--filter", "(unclosed", "suite"], "(unclosed"),
            (["--shard", "0/2", "suite"], "0/2"),
            (["--shard", "3/2", "suite"], "3/2"),
            (["--shard", "two", "suite"], "two"),
            (["--record", "sometimes", "suite"], "sometimes"),
            (["no-such-folder"], "no-such-folder"),
            (["suite", "suite/missing.sim"], "suite/missing.sim"),
            (["--no-such-flag", "suite"], "--no-such-flag"),
            (["-j", "0", "suite"], "-j"),
        ]
        for (arguments, mentions) in mistakes {
            let result = try simrepl(arguments: ["test"] + arguments, environment: notCI)
            XCTAssertEqual(result.status, 2, "\(arguments): \(result.stdout)\(result.stderr)")
            XCTAssertTrue(result.stderr.contains(mentions), "\(arguments): stderr should mention \(mentions): \(result.stderr)")
            XCTAssertFalse(result.stdout.contains("passed,"), "\(arguments) ran the suite: \(result.stdout)")
        }
        XCTAssertFalse(exists("suite/a.trace"), "nothing ran, so nothing was recorded")
    }

    // MARK: - Discovery

    func testFragmentsAndHiddenFoldersAreSkippedWhenWalkingButRunWhenNamed() throws {
        try writeFile("suite/scene/card.sim", Scenes.card)
        try writeFile("suite/uses-card.sim", "include \"scene/card.sim\"\ntap save\nexpect log \"closure ran\"\n")
        try writeFile("suite/_fragment.sim", passing("fragment"))
        try writeFile("suite/deep/b.sim", passing("b"))
        try writeFile("suite/deep/scene/nested/part.sim", passing("part"))
        try writeFile("suite/.hidden/h.sim", passing("hidden"))
        try writeFile("suite/notes.txt", "not a scenario\n")

        let walked = try simrepl("test", "suite", environment: ci)
        XCTAssertEqual(walked.status, 0, walked.stdout + walked.stderr)
        XCTAssertEqual(reported(walked).map(\.path), ["suite/deep/b.sim", "suite/uses-card.sim"], walked.stdout)

        let named = try simrepl("test", "suite/_fragment.sim", "suite/scene/card.sim",
                                "suite/deep/scene/nested/part.sim", "suite/.hidden/h.sim", environment: ci)
        XCTAssertEqual(named.status, 0, named.stdout + named.stderr)
        XCTAssertEqual(Set(reported(named).map(\.path)), [
            "suite/_fragment.sim", "suite/scene/card.sim", "suite/deep/scene/nested/part.sim", "suite/.hidden/h.sim",
        ], named.stdout)
        XCTAssertTrue(reported(named).allSatisfy { $0.status == "PASS" }, named.stdout)
    }

    /// A symbolic link to `..` was followed: the parent (its other projects) was searched, then
    /// the folder again through it, lap after lap down to the depth limit (issue 24; with a link
    /// to /tmp as well it crashed). Links that lead outside the folder, or back into one being
    /// searched, are now left out with a note; a link to a folder inside it is still followed.
    func testSymbolicLinksOutOfTheFolderOrBackIntoItAreNotFollowed() throws {
        try writeFile("project/suite/a.sim", passing("a"))
        try writeFile("project/suite/sub/b.sim", passing("b"))
        try writeFile("project/elsewhere.sim", passing("elsewhere"))
        let suite = workDirectory.appendingPathComponent("project/suite")
        XCTAssertEqual(symlink("..", suite.appendingPathComponent("up").path), 0)
        XCTAssertEqual(symlink("..", suite.appendingPathComponent("sub/loop").path), 0)
        XCTAssertEqual(symlink("sub", suite.appendingPathComponent("alias").path), 0)
        let result = try ProcessRunner.run(try SimreplBinary.path(), ["test", "--record", "never", "suite"],
                                           currentDirectory: workDirectory.appendingPathComponent("project"), timeout: 10)
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertEqual(reported(result).map(\.path), ["suite/a.sim", "suite/alias/b.sim", "suite/sub/b.sim"], result.stdout)
        let real = suite.resolvingSymlinksInPath().path
        XCTAssertEqual(result.stderr.split(separator: "\n").map(String.init), [
            "note: suite/alias/loop is a symbolic link back to a folder being searched (\(real)): not followed",
            "note: suite/sub/loop is a symbolic link back to a folder being searched (\(real)): not followed",
            "note: suite/up is a symbolic link to \((real as NSString).deletingLastPathComponent), outside \(real): not followed",
        ])
    }

    func testAFolderNamedSceneAboveTheSearchedFolderDoesNotHideItsScenarios() throws {
        // Where a project lives must not matter: only folders named `scene` *inside* the searched
        // folder hold fragments. From inside `scene/`, `simrepl test app` finds the scenario...
        let path = try writeFile("scene/app/t.sim", passing("alpha"))
        let app = (path as NSString).deletingLastPathComponent
        let binary = try SimreplBinary.path()
        let inside = try ProcessRunner.run(binary, ["test", "--record", "never", "app"],
                                           currentDirectory: workDirectory.appendingPathComponent("scene"))
        XCTAssertEqual(inside.status, 0, inside.stdout + inside.stderr)
        XCTAssertEqual(reported(inside).map(\.path), ["app/t.sim"])
        // ...so naming the same folder by another path must find it too.
        for spelling in [app, "scene/app"] {
            let result = try simrepl("test", "--record", "never", spelling, environment: notCI)
            XCTAssertEqual(result.status, 0, "\(spelling): \(result.stdout)\(result.stderr)")
            XCTAssertEqual(reported(result).map(\.path), [spelling + "/t.sim"], spelling)
        }
    }

    // MARK: - The project's own scenario library

    func testTheScenarioLibraryReplaysToTheSameReportTwice() throws {
        let scripts = Self.scriptsDirectory.path
        let before = try Self.contentsOfTree(Self.scriptsDirectory)
        let first = try simrepl("test", "--record", "never", "--keep-going", scripts, environment: ci)
        let second = try simrepl("test", "--record", "never", "--keep-going", scripts, environment: ci)
        XCTAssertEqual(first.status, 0, first.stdout + first.stderr)
        XCTAssertEqual(second.status, first.status)
        XCTAssertEqual(Data(second.stdout.utf8), Data(first.stdout.utf8), "two runs printed different reports")
        // Every library scenario outside scene/ ran, each against its golden.
        let expected = try Self.libraryScenarios().map(\.path)
        XCTAssertEqual(Set(reported(first).map(\.path)), Set(expected), first.stdout)
        XCTAssertTrue(first.stdoutLines.dropLast().allSatisfy { $0.contains("golden trace matched") }, first.stdout)
        XCTAssertEqual(try Self.contentsOfTree(Self.scriptsDirectory), before, "--record never changed scripts/")
    }

    func testEveryLibraryScenarioTracesTheSameBytesTwice() throws {
        let scenarios = try Self.libraryScenarios()
        XCTAssertGreaterThan(scenarios.count, 3)
        for scenario in scenarios {
            for format in [[], ["--trace", "json"]] {
                let arguments = ["run"] + format + [scenario.path]
                let first = try simrepl(arguments: arguments)
                let second = try simrepl(arguments: arguments)
                XCTAssertEqual(first.status, 0, "\(arguments): \(first.stderr)")
                XCTAssertFalse(first.stdout.isEmpty, "\(arguments)")
                XCTAssertEqual(Data(second.stdout.utf8), Data(first.stdout.utf8), "\(arguments): the trace changed between runs")
                XCTAssertEqual(second.stderr, first.stderr, "\(arguments)")
                XCTAssertEqual(second.status, first.status, "\(arguments)")
            }
        }
    }

    // MARK: - Scenarios

    private let ci: [String: String?] = ["CI": "true"]
    private let notCI: [String: String?] = ["CI": nil]

    /// A scenario that logs `word` and expects it.
    private func passing(_ word: String) -> String { "log \"\(word)\"\nexpect log \"\(word)\"\n" }

    /// A scenario whose expectation (line 2, column 1) fails.
    private func failing(_ word: String) -> String { "log \"\(word)\"\nexpect log \"not \(word)\"\n" }

    /// A script error on line 2, column 1, between two commands that are fine.
    private let brokenScenario = "log \"before\"\nnosuchcommand here\nlog \"after\"\nexpect log \"after\"\n"

    private func slowScenario(lines: Int, expectation: String) -> String {
        (1...lines).map { "log \"line \($0)\"\n" }.joined() + expectation + "\n"
    }

    /// a passes; b stops at a script error on line 3; c passes; d fails an expectation.
    private func writeSuiteWithScriptError() throws {
        try writeFile("suite/a.sim", passing("alpha"))
        try writeFile("suite/b.sim", "window main\nlog \"before the error\"\nnosuchcommand here\nlog \"after the error\"\n")
        try writeFile("suite/c.sim", passing("gamma"))
        try writeFile("suite/d.sim", failing("delta"))
    }

    /// `same` and `changed` have goldens; `same.trace` has CRLF line ends and trailing blanks
    /// (still matching), `changed.sim` no longer matches its golden, `new.sim` has none.
    private func writeGoldenSuite() throws {
        try writeFile("suite/same.sim", passing("same as ever"))
        try writeFile("suite/changed.sim", "log \"changed before\"\nexpect log \"changed before\"\n")
        let recording = try simrepl("test", "--record", "all", "suite", environment: notCI)
        XCTAssertEqual(recording.status, 0, recording.stdout)
        let same = try XCTUnwrap(text("suite/same.trace"))
        try writeFile("suite/same.trace", same.replacingOccurrences(of: "\n", with: "  \r\n") + "\r\n")
        try writeFile("suite/changed.sim", "log \"changed after\"\nexpect log \"changed after\"\n")
        try writeFile("suite/new.sim", passing("brand new"))
    }

    /// The real consumers of the JUnit report of the same hostile suite: `xmllint --schema` with
    /// the JUnit schema Jenkins' xunit plugin publishes, and the junitparser package reading the
    /// outcome of each case. scripts/test.sh downloads both (SIMREPL_JUNIT_XSD,
    /// SIMREPL_JUNITPARSER); without them this test is skipped, said.
    func testTheJenkinsSchemaAndJunitparserAcceptTheJUnitReportOfHostileScenarios() throws {
        let environment = ProcessInfo.processInfo.environment
        guard let xsd = environment["SIMREPL_JUNIT_XSD"], let parser = environment["SIMREPL_JUNITPARSER"],
              let xmllint = ProcessRunner.which("xmllint"), let python = ProcessRunner.which("python3") else {
            throw XCTSkip("SIMREPL_JUNIT_XSD, SIMREPL_JUNITPARSER (set by scripts/test.sh), xmllint or python3 missing")
        }
        try writeHostileSuite()
        let run = try simrepl("test", "--keep-going", "--junit", "report.xml", "suite", environment: ci)
        XCTAssertEqual(run.status, 2, run.stdout + run.stderr)
        let report = try XCTUnwrap(text("report.xml"))
        XCTAssertFalse(report.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" },
                       "no raw control character in the XML: \(report)")
        XCTAssertEqual(report.components(separatedBy: " time=\"").count - 1, 5, "a time on each of the 4 cases and the suite: \(report)")
        let valid = try ProcessRunner.run(xmllint, ["--noout", "--schema", xsd, "report.xml"], currentDirectory: workDirectory)
        XCTAssertEqual(valid.status, 0, valid.stdout + valid.stderr)
        XCTAssertTrue(valid.stderr.contains("report.xml validates"), valid.stderr)

        let read = try ProcessRunner.run(python, ["-c", """
            from junitparser import JUnitXml
            for suite in JUnitXml.fromfile('report.xml'):
                print(suite.tests, suite.failures, suite.errors, suite.skipped)
                # Each case's time is read, and the suite's is their sum (to the millisecond).
                print(all(case.time >= 0 for case in suite), abs(suite.time - sum(case.time for case in suite)) < 0.003)
                for case in suite:
                    print(case.classname, '|', case.name, '|', ','.join(type(r).__name__ for r in case.result) or 'passed')
            """], environment: environment.merging(["PYTHONPATH": parser]) { $1 }, currentDirectory: workDirectory)
        XCTAssertEqual(read.status, 0, read.stderr)
        XCTAssertEqual(read.stdout, """
            4 2 1 0
            True True
            suite | broken.sim | Error
            suite | golden.sim | Failure
            suite | pass.sim | passed
            suite | x#1: hostile.sim | Failure

            """)
    }

    /// Passing, failing, erroring and golden-mismatched scenarios whose names and text carry
    /// `: `, `#`, quotes, a tab, an escape sequence and non-ASCII.
    private func writeHostileSuite() throws {
        let hostile = "log: a # b 'q' \\\"dq\\\" é\tend"
        try writeFile("suite/pass.sim", passing("alpha"))
        try writeFile("suite/x#1: hostile.sim", "log \"\(hostile)\"\nexpect log \"not: \(hostile)\"\n")
        try writeFile("suite/broken.sim", brokenScenario)
        // A script cannot log an escape character (it is refused in a string), but a golden on
        // disk can hold anything: the diff then carries it into the reports.
        try writeFile("suite/golden.sim", "log \"after: # é\"\n")
        try writeFile("suite/golden.trace", "[0.000] > log \"before\"\n        log: before \u{1B}[31m: é\n")
    }

    /// a passes; b fails an expectation (2:1); c stops at a script error (2:1); d's trace differs
    /// from its golden.
    private func writeReportSuite() throws {
        try writeFile("suite/d.sim", passing("delta"))
        XCTAssertEqual(try simrepl("test", "suite", environment: notCI).status, 0)
        try writeFile("suite/d.sim", "log \"delta\"\nlog \"delta & <more>\"\nexpect log \"delta\"\n")
        try writeFile("suite/a.sim", passing("alpha"))
        try writeFile("suite/b.sim", failing("beta"))
        try writeFile("suite/c.sim", brokenScenario)
    }

    /// Twelve scenarios: the first slow, passes, goldens (one differing), failures (one slow, so
    /// that later failures finish first in parallel) and a script error.
    private func writeMixedSuite() throws {
        try writeFile("suite/s01-slow.sim", slowScenario(lines: 5000, expectation: "expect log \"line 5000\""))
        try writeFile("suite/s02.sim", passing("two"))
        try writeFile("suite/s03.sim", Scenes.card + "tap save\nexpect log \"closure ran\"\n")
        try writeFile("suite/s05.sim", passing("five"))
        try writeFile("suite/s06-golden.sim", passing("six"))
        try writeFile("suite/s07.sim", passing("seven"))
        try writeFile("suite/s09.sim", passing("nine"))
        try writeFile("suite/s11.sim", Scenes.card + "tap save\nwait 1s\ntap save\nexpect ran closure saveClosure twice\n")
        try writeFile("suite/s12.sim", passing("twelve"))
        let recording = try simrepl("test", "--record", "all", "suite", environment: notCI)
        XCTAssertEqual(recording.status, 0, recording.stdout)
        try writeFile("suite/s04-slow-fail.sim", slowScenario(lines: 5000, expectation: "expect log \"never logged\""))
        try writeFile("suite/s06-golden.sim", "log \"six\"\nlog \"and a half\"\nexpect log \"six\"\n")
        try writeFile("suite/s08-error.sim", brokenScenario)
        try writeFile("suite/s10-fail.sim", failing("ten"))
    }

    // MARK: - Reading the report and the files

    struct Reported: Equatable, CustomStringConvertible {
        var status: String
        var path: String
        init(_ status: String, _ path: String) { self.status = status; self.path = path }
        var description: String { "\(status) \(path)" }
    }

    /// The `PASS|FAIL|ERROR|SKIP path` lines of a text report.
    private func reported(_ result: ProcessResult) -> [Reported] {
        result.stdoutLines.compactMap { line in
            let words = line.split(separator: " ", maxSplits: 2)
            guard words.count >= 2, ["PASS", "FAIL", "ERROR", "SKIP"].contains(String(words[0])) else { return nil }
            return Reported(String(words[0]), String(words[1]))
        }
    }

    private func data(_ name: String) -> Data? {
        FileManager.default.contents(atPath: workDirectory.appendingPathComponent(name).path)
    }

    private func text(_ name: String) -> String? { data(name).map { String(decoding: $0, as: UTF8.self) } }

    private func exists(_ name: String) -> Bool {
        FileManager.default.fileExists(atPath: workDirectory.appendingPathComponent(name).path)
    }

    /// Every file in the work folder, by relative path, with its bytes.
    private func snapshot() -> [String: Data] { (try? Self.contentsOfTree(workDirectory)) ?? [:] }

    /// The `.trace` files in the work folder.
    private func traceFiles() -> [String] { snapshot().keys.filter { $0.hasSuffix(".trace") }.sorted() }

    static func contentsOfTree(_ root: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let rootPath = root.standardizedFileURL.path
        guard let walker = FileManager.default.enumerator(atPath: rootPath) else { return files }
        while let relative = walker.nextObject() as? String {
            let path = rootPath + "/" + relative
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[relative] = try Data(contentsOf: URL(fileURLWithPath: path))
            }
        }
        return files
    }

    /// The repository's `scripts/` folder: this file is Tests/SimreplEndToEndTests/ below the root.
    static let scriptsDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // SimreplEndToEndTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()
        .appendingPathComponent("scripts")

    /// scripts/**/*.sim outside folders named `scene` (and hidden ones), sorted.
    static func libraryScenarios() throws -> [URL] {
        try contentsOfTree(scriptsDirectory).keys
            .filter { relative in
                let parts = relative.split(separator: "/")
                // As `simrepl test` finds them: not include-only fragments (scene/), not the
                // tutorial's exercises (they fail until a learner fills them in; TutorialTests).
                return relative.hasSuffix(".sim") && !parts.dropLast().contains("scene")
                    && !parts.dropLast().contains("exercises")
                    && !parts.contains { $0.hasPrefix(".") } && !(parts.last?.hasPrefix("_") ?? false)
            }
            .sorted()
            .map { scriptsDirectory.appendingPathComponent($0) }
    }

    /// 64-bit FNV-1a, as `--shard` documents it.
    private func fnv1a(_ s: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in s.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        return hash
    }

    // MARK: - TAP

    struct TAPTest {
        var ok: Bool
        var number: Int
        var description: String
        var directive: String?
        var yaml: [String]?
    }

    struct TAPReport {
        var plan: Int
        var tests: [TAPTest]
        var comments: [String]
    }

    struct TAPError: Error, CustomStringConvertible {
        let line: Int
        let message: String
        var description: String { "TAP line \(line): \(message)" }
    }

    /// A strict reader for what TAP 13 allows: the version line, the plan `1..N` before the tests,
    /// `ok`/`not ok` lines numbered 1…N in order (`- description`, `# directive`), a YAML block
    /// (`---` … `...`, indented) right after a test line, and `#` comments.
    private func parseTAP(_ text: String) throws -> TAPReport {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).dropLastIfEmpty()
        guard lines.first == "TAP version 13" else { throw TAPError(line: 1, message: "no version line: \(lines.first ?? "")") }
        guard lines.count > 1, lines[1].hasPrefix("1.."), let plan = Int(lines[1].dropFirst(3)) else {
            throw TAPError(line: 2, message: "no plan")
        }
        var tests: [TAPTest] = [], comments: [String] = []
        var index = 2
        while index < lines.count {
            let line = lines[index]
            index += 1
            if line.hasPrefix("#") { comments.append(line); continue }
            let ok: Bool, rest: Substring
            if line.hasPrefix("ok ") { ok = true; rest = line.dropFirst(3) }
            else if line.hasPrefix("not ok ") { ok = false; rest = line.dropFirst(7) }
            else { throw TAPError(line: index, message: "not a test line: \(line)") }
            let numberText = rest.prefix { $0.isNumber }
            guard let number = Int(numberText) else { throw TAPError(line: index, message: "no test number") }
            var description = String(rest.dropFirst(numberText.count))
            var directive: String?
            if let hash = description.range(of: " # ") {
                directive = String(description[hash.upperBound...])
                description = String(description[..<hash.lowerBound])
            }
            if description.hasPrefix(" - ") { description.removeFirst(3) }
            var test = TAPTest(ok: ok, number: number, description: description, directive: directive)
            if index < lines.count, lines[index] == "  ---" {
                var yaml: [String] = []
                index += 1
                while true {
                    guard index < lines.count else { throw TAPError(line: index, message: "YAML block not closed") }
                    let yamlLine = lines[index]
                    index += 1
                    if yamlLine == "  ..." { break }
                    guard yamlLine.hasPrefix("  ") else { throw TAPError(line: index, message: "YAML line not indented: \(yamlLine)") }
                    yaml.append(String(yamlLine.dropFirst(2)))
                }
                test.yaml = yaml
            }
            tests.append(test)
        }
        guard tests.count == plan else { throw TAPError(line: lines.count, message: "plan 1..\(plan) but \(tests.count) tests") }
        guard tests.map(\.number) == Array(stride(from: 1, through: plan, by: 1)) else {
            throw TAPError(line: 0, message: "tests not numbered 1..\(plan): \(tests.map(\.number))")
        }
        return TAPReport(plan: plan, tests: tests, comments: comments)
    }

    // MARK: - JUnit

    struct JUnitReport {
        var suites: [[String: String]] = []
        var cases: [(classname: String, name: String, outcome: String)] = []
    }

    private final class JUnitReader: NSObject, XMLParserDelegate {
        var report = JUnitReport()
        var unexpected: [String] = []

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String] = [:]) {
            switch elementName {
            case "testsuites", "testsuite":
                var suite = attributes
                suite["element"] = elementName
                report.suites.append(suite)
            case "testcase":
                report.cases.append((attributes["classname"] ?? "", attributes["name"] ?? "", "passed"))
            case "failure", "error", "skipped":
                if report.cases.isEmpty || report.cases[report.cases.count - 1].outcome != "passed" {
                    unexpected.append(elementName)
                } else {
                    report.cases[report.cases.count - 1].outcome = elementName
                }
            default:
                unexpected.append(elementName)
            }
        }
    }

    private func parseJUnit(_ name: String) throws -> JUnitReport {
        let bytes = try XCTUnwrap(data(name), "no JUnit report \(name)")
        let parser = XMLParser(data: bytes)
        let reader = JUnitReader()
        parser.delegate = reader
        XCTAssertTrue(parser.parse(), "\(name) is not well-formed XML: \(String(describing: parser.parserError))")
        XCTAssertEqual(reader.unexpected, [], "unexpected elements in \(name)")
        return reader.report
    }

    /// The `tests`, `failures`, `errors` and `skipped` attributes of `testsuites` and `testsuite`
    /// agree with the test cases listed.
    private func assertCountsMatch(_ report: JUnitReport, file: StaticString = #filePath, line: UInt = #line) throws {
        XCTAssertEqual(report.suites.map { $0["element"] }, ["testsuites", "testsuite"], file: file, line: line)
        func count(_ outcome: String) -> String { "\(report.cases.filter { $0.outcome == outcome }.count)" }
        for suite in report.suites {
            XCTAssertEqual(suite["tests"], "\(report.cases.count)", "\(suite)", file: file, line: line)
            XCTAssertEqual(suite["failures"], count("failure"), "\(suite)", file: file, line: line)
            XCTAssertEqual(suite["errors"], count("error"), "\(suite)", file: file, line: line)
            // Jenkins' JUnit schema has `skipped` on <testsuite> only.
            XCTAssertEqual(suite["skipped"], suite["element"] == "testsuites" ? nil : count("skipped"), "\(suite)", file: file, line: line)
        }
    }
}
