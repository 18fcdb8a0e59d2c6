import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import SimCore
@testable import SimScript
@testable import SimReplay
import SimTestSupport

/// Golden traces: normalisation, loose lines, unified diffs and what each record mode decides.
@Suite("Golden traces")
struct GoldenTraceTests {
    @Test func normalisationIgnoresLineEndingsTrailingBlanksAndTrailingEmptyLines() {
        let golden = GoldenTrace(text: "a\r\nb  \n\tc\t\n\n\n")
        #expect(golden.lines == ["a", "b", "\tc"])
        #expect(golden.compare(actual: "a\nb\n\tc", goldenName: "g") == .matches)
        // Leading blanks are part of the trace's nesting and do count.
        if case .matches = golden.compare(actual: "a\n b\n\tc", goldenName: "g") { Issue.record("indentation must count") }
        // Read by bytes, lines are what Swift's Characters make of them: a space with a combining
        // mark after it is not a trailing blank, a lone CR inside a line stays, text is kept whole.
        #expect(GoldenTrace.normalise("x \u{301}\ny\rz \r\n\u{1F600} é\t \r\n") == ["x \u{301}", "y\rz", "\u{1F600} é"])
    }

    @Test func aRegexLineMatchesTheWholeActualLine() {
        let golden = GoldenTrace(text: "touch#[0-9]+ down (re)\n")
        #expect(golden.compare(actual: "touch#12 down", goldenName: "g") == .matches)
        if case .matches = golden.compare(actual: "touch#12 down at (1, 2)", goldenName: "g") {
            Issue.record("a (re) line must match the whole line, not a prefix")
        }
    }

    @Test func aGlobLineMatchesStarsAndQuestionMarks() {
        let golden = GoldenTrace(text: "closure greet (*.sim:1?) (glob)\n")
        #expect(golden.compare(actual: "closure greet (login.sim:12)", goldenName: "g") == .matches)
        if case .matches = golden.compare(actual: "closure greet (login.sim:123)", goldenName: "g") {
            Issue.record("? matches exactly one character")
        }
    }

    @Test func aRecordedLineThatLooksLooseIsStoredAsAnExactPatternAndMatchesItself() {
        let actual = "log: try a.b* (re)\nlog: files *.sim (glob)\nplain\n"
        let recorded = GoldenTrace.recorded(actual)
        #expect(recorded == "log: try a\\.b\\* \\(re\\) (re)\nlog: files \\*\\.sim \\(glob\\) (re)\nplain\n")
        let golden = GoldenTrace(text: recorded)
        #expect(golden.compare(actual: actual, goldenName: "g") == .matches)
        // Exact: the escaped pattern does not match a line that merely fits the original as a regex.
        if case .matches = golden.compare(actual: "log: try aXbbb (re)\nlog: files *.sim (glob)\nplain", goldenName: "g") {
            Issue.record("an escaped line must match only its own text")
        }
        // Re-recording keeps it exact, too.
        #expect(golden.rerecorded(actual: actual) == recorded)
    }

    @Test func anInvalidRegexNeverMatches() {
        let golden = GoldenTrace(text: "a[ (re)\n")
        if case .matches = golden.compare(actual: "a[", goldenName: "g") { Issue.record("an invalid pattern must not match") }
    }

    @Test func theDiffIsUnifiedWithContextAndRemovalsFirst() {
        let golden = GoldenTrace(text: (1...10).map { "line \($0)" }.joined(separator: "\n"))
        var actual = (1...10).map { "line \($0)" }
        actual[4] = "line five"
        guard case .differs(let diff) = golden.compare(actual: actual.joined(separator: "\n"), goldenName: "x.trace") else {
            Issue.record("expected a difference"); return
        }
        #expect(diff == """
            --- x.trace
            +++ actual trace
            @@ -2,7 +2,7 @@
             line 2
             line 3
             line 4
            -line 5
            +line five
             line 6
             line 7
             line 8

            """)
    }

    @Test func distantChangesMakeSeparateHunksWithCorrectLineNumbers() {
        let expected = (1...30).map { "l\($0)" }
        var actual = expected
        actual.remove(at: 2)          // l3 removed
        actual.insert("new", at: 25)  // between l26 and l27
        let edits = LineDiff.align(expectedCount: expected.count, actualCount: actual.count) { expected[$0] == actual[$1] }
        let diff = LineDiff.unified(expected: expected, actual: actual, edits: edits, expectedName: "e", actualName: "a")
        let headers = diff.split(separator: "\n").filter { $0.hasPrefix("@@") }
        #expect(headers == ["@@ -1,6 +1,5 @@", "@@ -24,6 +23,7 @@"])
    }

    /// Two edits in a 3,000-line trace full of repeated lines: a diff as small as `diff -u`'s
    /// (the real consumer users compare with), where the old bounded LCS table gave thousands.
    @Test func twoEditsInALongTraceGiveADiffAsSmallAsDiffUs() throws {
        let golden = try String(contentsOfFile: packageRoot.appendingPathComponent("scripts/cells/twenty-items-reuse.trace").path, encoding: .utf8)
        let block = golden.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        var expected: [String] = []
        while expected.count < 3_000 { expected += block }
        var actual = expected
        actual[700] = "changed line"
        actual.insert("inserted line", at: 2_500)
        let edits = LineDiff.align(expectedCount: expected.count, actualCount: actual.count) { expected[$0] == actual[$1] }
        let ours = LineDiff.unified(expected: expected, actual: actual, edits: edits, expectedName: "e", actualName: "a")
        let changed = ours.split(separator: "\n").filter { ($0.hasPrefix("-") || $0.hasPrefix("+")) && !$0.hasPrefix("---") && !$0.hasPrefix("+++") }
        #expect(changed.count == 3, "one line changed (- and +), one inserted: \(changed)")

        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("simrepl-diff-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try (expected.joined(separator: "\n") + "\n").write(to: dir.appendingPathComponent("e"), atomically: true, encoding: .utf8)
        try (actual.joined(separator: "\n") + "\n").write(to: dir.appendingPathComponent("a"), atomically: true, encoding: .utf8)
        let diff = Process()
        diff.executableURL = URL(fileURLWithPath: "/usr/bin/diff")
        diff.arguments = ["-u", dir.appendingPathComponent("e").path, dir.appendingPathComponent("a").path]
        let pipe = Pipe()
        diff.standardOutput = pipe
        try diff.run()
        let theirs = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        diff.waitUntilExit()
        // The same hunks, line for line, after the two file-name headers.
        #expect(ours.split(separator: "\n").dropFirst(2) == theirs.split(separator: "\n").dropFirst(2))
    }

    @Test func aHugeDifferenceFallsBackToOneBlockInsteadOfAHugeTable() {
        let expected = (0..<3000).map { "e\($0)" }
        let actual = (0..<3000).map { "a\($0)" }
        let edits = LineDiff.align(expectedCount: 3000, actualCount: 3000) { expected[$0] == actual[$1] }
        #expect(edits.count == 6000)
        #expect(edits.first == .removed(expected: 0))
        #expect(edits.last == .added(actual: 2999))
    }

    @Test func reRecordingKeepsLooseLinesThatStillMatch() {
        let golden = GoldenTrace(text: "header\ntouch#[0-9]+ down (re)\nlog: old\n")
        let rewritten = golden.rerecorded(actual: "header\ntouch#7 down\nlog: new\n")
        #expect(rewritten == "header\ntouch#[0-9]+ down (re)\nlog: new\n")
    }
}

@Suite("Record modes")
struct RecordModeTests {
    private func result(_ status: ScenarioResult.Status, trace: String) -> ScenarioResult {
        var r = ScenarioResult(path: "s.sim", status: status)
        r.trace = trace
        return r
    }

    @Test func theDefaultIsNeverUnderCIAndMissingElsewhere() {
        #expect(RecordMode.defaultMode(environment: ["CI": "true"]) == .never)
        #expect(RecordMode.defaultMode(environment: ["CI": "1"]) == .never)
        #expect(RecordMode.defaultMode(environment: [:]) == .missing)
        #expect(RecordMode.defaultMode(environment: ["CI": ""]) == .missing)
        #expect(RecordMode.defaultMode(environment: ["CI": "false"]) == .missing)
    }

    @Test func eachModeRecordsWhatTheOneBeforeItDoesAndMore() {
        let passing = result(.passed, trace: "new\n")
        // No golden yet.
        #expect(RecordMode.never.decide(result: passing, existing: nil, goldenName: "g") == .none)
        for mode in [RecordMode.missing, .failed, .all] {
            #expect(mode.decide(result: passing, existing: nil, goldenName: "g") == .record(text: "new\n"))
        }
        // A golden that differs.
        for mode in [RecordMode.never, .missing] {
            guard case .compare(.differs) = mode.decide(result: passing, existing: "old\n", goldenName: "g") else {
                Issue.record("\(mode) must compare, not record"); continue
            }
        }
        #expect(RecordMode.failed.decide(result: passing, existing: "old\n", goldenName: "g") == .record(text: "new\n"))
        #expect(RecordMode.all.decide(result: passing, existing: "old\n", goldenName: "g") == .record(text: "new\n"))
        // A golden that matches: only `all` rewrites it.
        #expect(RecordMode.failed.decide(result: passing, existing: "new\n", goldenName: "g") == .compare(.matches))
        #expect(RecordMode.all.decide(result: passing, existing: "new\n", goldenName: "g") == .record(text: "new\n"))
    }

    @Test func aFailingOrBrokenRunIsNeverRecorded() {
        for status in [ScenarioResult.Status.failed, .error] {
            let r = result(status, trace: "partial\n")
            #expect(RecordMode.all.decide(result: r, existing: nil, goldenName: "g") == .none)
        }
        // A failed run is compared with its golden; one a script error stopped is not: its trace
        // is cut short, and the error is what it has to say (issue 35, item 16).
        guard case .compare = RecordMode.all.decide(result: result(.failed, trace: "partial\n"), existing: "old\n", goldenName: "g") else {
            Issue.record("a failed run must be compared, not recorded"); return
        }
        #expect(RecordMode.all.decide(result: result(.error, trace: "partial\n"), existing: "old\n", goldenName: "g") == .none)
    }
}

@Suite("Scenario selection")
struct ScenarioSelectionTests {
    @Test func fragmentsAreNotScenarios() {
        #expect(ScenarioSelection.isScenario("scripts/seeds/login.sim"))
        #expect(!ScenarioSelection.isScenario("scripts/patterns/scene/login-scene.sim"))
        #expect(!ScenarioSelection.isScenario("scripts/_shared.sim"))
        #expect(!ScenarioSelection.isScenario("scripts/seeds/login.trace"))
        #expect(ScenarioSelection.isScenario("scenes/login.sim"), "only a folder named exactly `scene`")
        #expect(!ScenarioSelection.isScenario("scripts/tutorial/exercises/1-wire.sim"), "exercises wait for a learner")
        #expect(ScenarioSelection.isScenario("1-wire.sim"), "named on their own, they run")
    }

    @Test func shardsPartitionTheSuiteStably() throws {
        let paths = (0..<200).map { "suite/case-\($0).sim" }
        let shards = try (1...4).map { try #require(ScenarioSelection.Shard("\($0)/4")) }
        for path in paths {
            #expect(shards.filter { $0.contains(path) }.count == 1, "\(path) must be in exactly one shard")
        }
        // Balanced enough to be worth splitting (each gets a fair share of 200).
        for shard in shards { #expect(paths.filter(shard.contains).count > 25) }
        // The hash is fixed (FNV-1a), so shards agree across processes and machines.
        #expect(ScenarioSelection.fnv1a("") == 0xcbf2_9ce4_8422_2325)
        #expect(ScenarioSelection.fnv1a("a") == 0xaf63_dc4c_8601_ec8c)
    }

    @Test func badShardsAreRejected() {
        for text in ["0/2", "3/2", "1/0", "1", "a/b", "1/2/3", "-1/2", ""] {
            #expect(ScenarioSelection.Shard(text) == nil, "\(text)")
        }
        #expect(ScenarioSelection.Shard("2/2") != nil)
    }

    @Test func theGoldenSitsBesideItsScenario() {
        #expect(ScenarioSelection.goldenPath(for: "a/b/login.sim") == "a/b/login.trace")
    }
}

@Suite("Scenario replay and reports")
struct ScenarioReportTests {
    private func replay(_ files: [String: String], _ path: String) -> ScenarioResult {
        ScenarioReplay.run(path: path) { name in
            guard let text = files[name] else { throw CocoaError(.fileNoSuchFile) }
            return text
        }
    }

    /// Exercise 1 of the tutorial, graded at `cause`: the vacuity warning names what is wrong
    /// and withholds the `addTarget` that is the exercise's answer, as the failed expectations'
    /// hints and `why`'s fix line in the trace do; at `fix` all of them say it.
    @Test func anExerciseWithholdsEveryFixWarningsAndWhyToo() {
        let exercise = """
            window main
            controller home in main
            button save in home.view frame 20 100 120 44 title "Save"
            method home didTapSave: { log "saved by {sender}" }
            touch down save
            expect not ran home didTapSave:
            touch up
            why home.didTapSave:
            expect ran home didTapSave: once
            """
        for hints in HintLevel.allCases {
            let result = ScenarioReplay.run(path: "e.sim", readFile: { _ in exercise }, hints: hints)
            let warned = result.warnings.compactMap(\.hint).joined(separator: "\n")
            let said = warned + "\n" + result.problems.compactMap(\.hint).joined(separator: "\n") + "\n" + result.trace
            #expect(result.warnings.count == 1 && result.warnings[0].message.contains("nothing ever wired home.didTapSave:"), "\(result.warnings)")
            #expect(warned.contains("`addTarget save home didTapSave: for touchUpInside`") == (hints == .fix), "\(hints): \(warned)")
            #expect(said.contains("fix withheld (--hints fix shows it)") == (hints == .cause), "\(hints): \(said)")
            #expect(result.trace.contains("  fix: wire it") == (hints == .fix), "why's fix line: \(result.trace)")
        }
    }

    @Test func theTraceNamesTheScenarioByItsFileNameSoGoldensArePortable() {
        let files = [
            "deep/dir/s.sim": "include \"scene/base.sim\"\naddAction b for touchUpInside { log \"x\" }\ntap b\n",
            "deep/dir/scene/base.sim": "window main\nbutton b in main frame 0 0 100 40\n",
        ]
        let result = replay(files, "deep/dir/s.sim")
        #expect(result.status == .passed, "\(result.problems)")
        #expect(result.trace.contains("(s.sim:2)"))
        #expect(!result.trace.contains("deep/dir"))
    }

    @Test func problemsPointAtTheRealPath() {
        let files = ["deep/s.sim": "window main\nexpect log \"never\"\ntap nothing\n"]
        let result = replay(files, "deep/s.sim")
        #expect(result.status == .error)
        #expect(result.problems.map { $0.location?.file } == ["deep/s.sim", "deep/s.sim"])
        #expect(result.problems.last?.location?.line == 3)
    }

    @Test func anUnreadableScenarioIsAnError() {
        let result = replay([:], "missing.sim")
        #expect(result.status == .error)
        #expect(result.problems.first?.message.hasPrefix("cannot read 'missing.sim'") == true)
    }

    @Test func junitParsesBackWithTheRightCounts() throws {
        var failed = ScenarioResult(path: "a/fail.sim", status: .failed)
        failed.expectationsFailed = 1
        failed.problems = [Diagnostic(.expectationFailed, SourceLocation(file: "a/fail.sim", line: 3, column: 1), "no logged line equals \"<&>\"")]
        let results = [ScenarioResult(path: "a/pass.sim", status: .passed), failed,
                       ScenarioResult(path: "b/broken.sim", status: .error), ScenarioResult(path: "c.sim", status: .skipped)]
        let xml = TestReport.junit(results)
        let counter = JUnitCounter()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = counter
        #expect(parser.parse(), "invalid XML: \(parser.parserError.map(String.init(describing:)) ?? "")\n\(xml)")
        #expect(counter.testcases == 4)
        #expect(counter.failures == 1 && counter.errors == 1 && counter.skipped == 1)
        #expect(counter.suiteAttributes["tests"] == "4")
        #expect(counter.suiteAttributes["failures"] == "1")
        #expect(counter.suiteAttributes["errors"] == "1")
        #expect(counter.suiteAttributes["skipped"] == "1")
        #expect(counter.text.contains("no logged line equals \"<&>\""))
    }

    @Test func junitTimesAreSecondsToTheMillisecondAndTheSuiteSumsThem() {
        var quick = ScenarioResult(path: "a/quick.sim", status: .passed)
        quick.seconds = 0.0042
        var slow = ScenarioResult(path: "a/slow.sim", status: .passed)
        slow.seconds = 12.3456
        let xml = TestReport.junit([quick, slow, ScenarioResult(path: "a/unmeasured.sim", status: .skipped)])
        #expect(xml.contains("name=\"quick.sim\" time=\"0.004\""))
        #expect(xml.contains("name=\"slow.sim\" time=\"12.346\""))
        #expect(xml.contains("name=\"unmeasured.sim\">"))
        #expect(xml.contains("skipped=\"1\" time=\"12.350\">"))
        #expect(!TestReport.junit([ScenarioResult(path: "p.sim", status: .passed)]).contains("time="))
    }

    @Test func tapHasAPlanAndOneNumberedLinePerScenario() {
        let results = [ScenarioResult(path: "p.sim", status: .passed), ScenarioResult(path: "f.sim", status: .failed),
                       ScenarioResult(path: "s.sim", status: .skipped)]
        let lines = TestReport.tap(results).split(separator: "\n").map(String.init)
        #expect(lines.prefix(2) == ["TAP version 13", "1..3"])
        let tests = lines.filter { $0.hasPrefix("ok ") || $0.hasPrefix("not ok ") }
        #expect(tests == ["ok 1 - p.sim", "not ok 2 - f.sim", "ok 3 - s.sim # SKIP not run: an earlier scenario failed and --fail-fast stops at the first"])
        #expect(lines.contains("  ---") && lines.contains("  ..."))
    }

    final class JUnitCounter: NSObject, XMLParserDelegate {
        var testcases = 0, failures = 0, errors = 0, skipped = 0
        var suiteAttributes: [String: String] = [:]
        var text = ""
        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String] = [:]) {
            switch name {
            case "testsuite": suiteAttributes = attributes
            case "testcase": testcases += 1
            case "failure": failures += 1
            case "error": errors += 1
            case "skipped": skipped += 1
            default: break
            }
        }
        func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }
    }
}
