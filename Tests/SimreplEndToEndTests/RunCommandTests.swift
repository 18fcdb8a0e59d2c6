import Foundation
import XCTest

/// `simrepl run FILE…` and the usage surface: exit codes 0 / 1 / 2 / 64, diagnostics on stderr
/// as FILE:LINE:COL, `--help`, and `--trace json`.
final class RunCommandTests: SimreplTestCase {
    func testAPassingScriptExitsZero() throws {
        let path = try writeFile("pass.sim", Scenes.card + """
            tap save
            expect ran homeVC didTapSave: once
            expect ran closure saveClosure once
            expect log "closure ran"

            """)
        let result = try simrepl("run", path)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "")
        XCTAssertTrue(result.stdout.contains("log: didTapSave: sent by save"), result.stdout)
    }

    /// The bash completion script README tells people to install: bash loads it, and where a
    /// scenario is expected it completes .sim files and folders.
    func testTheBashCompletionScriptLoadsAndCompletesSimFiles() throws {
        let script = try simrepl("--generate-completion-script", "bash")
        XCTAssertEqual(script.status, 0, script.stderr)
        XCTAssertTrue(script.stdout.contains("-o plusdirs -fX '!*.@(sim)'"), "no .sim file completion")
        try writeFile("simrepl.bash", script.stdout)
        let bash = try XCTUnwrap(ProcessRunner.which("bash"))
        let loaded = try ProcessRunner.run(bash, ["-c", "source simrepl.bash && complete -p simrepl"], currentDirectory: workDirectory)
        XCTAssertEqual(loaded.status, 0, loaded.stderr)
        XCTAssertEqual(loaded.stdout, "complete -o filenames -F _simrepl simrepl\n")
    }

    func testVersionPrintsTheOneVersionTheSourcesDeclare() throws {
        let result = try simrepl("--version")
        XCTAssertEqual(result.status, 0, result.stderr)
        let source = try String(contentsOfFile: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/SimCore/Version.swift").standardized.path, encoding: .utf8)
        let declared = try XCTUnwrap(source.split(separator: "\"").dropFirst().first.map(String.init))
        XCTAssertEqual(result.stdout, declared + "\n")
        XCTAssertNotNil(declared.range(of: #"^[0-9]+\.[0-9]+\.[0-9]+$"#, options: .regularExpression), "SemVer: \(declared)")
    }

    /// Bad input that used to hang, eat memory or garble the terminal (issue 16): a device, a
    /// byte-order mark, escape sequences in a diagnostic.
    func testDevicesBOMsAndEscapeSequencesAreHandled() throws {
        let device = try simrepl("run", "/dev/zero")
        XCTAssertEqual(device.status, 2)
        XCTAssertTrue(device.stderr.contains("cannot read '/dev/zero': it is not a regular file"), device.stderr)
        let include = try writeFile("include-device.sim", "include \"/dev/zero\"\n")
        let included = try simrepl("run", include)
        XCTAssertEqual(included.status, 2)
        XCTAssertTrue(included.stderr.contains("it is not a regular file"), included.stderr)

        let bom = try writeFile("bom.sim", "\u{FEFF}window main\ntree\n")
        let withBOM = try simrepl("run", bom)
        XCTAssertEqual(withBOM.status, 0, withBOM.stderr)
        XCTAssertTrue(withBOM.stdout.contains("main (UIWindow)"), withBOM.stdout)

        let escape = try writeFile("escape.sim", "window main\nbogus\u{1B}[2J\u{200B} here\n")
        let escaped = try simrepl("run", escape)
        XCTAssertEqual(escaped.status, 2)
        XCTAssertFalse(escaped.stderr.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x200B }, escaped.stderr)
        XCTAssertTrue(escaped.stderr.contains("escape.sim:2:6: error: an escape character (U+001B) in a word"), escaped.stderr)
        XCTAssertTrue(escaped.stderr.contains("    bogus?[2J? here\n         ^"), escaped.stderr)
    }

    /// A full disk loses the trace: the run says so and exits 74, never 0 (issue 16).
    func testOutputThatCannotBeWrittenIsAnErrorNotASilentSuccess() throws {
        guard FileManager.default.isWritableFile(atPath: "/dev/full") else { throw XCTSkip("no /dev/full here") }
        let script = try writeFile("full.sim", "window main\ntree\n")
        let binary = try SimreplBinary.path()
        let result = try ProcessRunner.run("/bin/sh", ["-c", "'\(binary)' run '\(script)' > /dev/full"])
        XCTAssertEqual(result.status, 74, result.stderr)
        XCTAssertTrue(result.stderr.contains("cannot write standard output ('/dev/full'): no space left on device"), result.stderr)
        XCTAssertTrue(result.stderr.contains("hint: the disk is full"), result.stderr)
    }

    func testADashReadsTheScriptFromStandardInput() throws {
        let result = try simrepl("run", "-", stdin: "window main\ntree\nnosuch\n")
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stdout.contains("main (UIWindow)"), result.stdout)
        XCTAssertTrue(result.stderr.contains("<stdin>:3:1: error: unknown command 'nosuch'"), result.stderr)
    }

    func testRunningADirectorySaysWhatToDoInstead() throws {
        let path = try writeFile("one.sim", "window main\n")
        let directory = (path as NSString).deletingLastPathComponent
        let result = try simrepl("run", directory)
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("'\(directory)': it is a directory"), result.stderr)
    }

    func testQuietPrintsNoTrace() throws {
        let path = try writeFile("pass.sim", Scenes.card + "tap save\nexpect log \"closure ran\"\n")
        let result = try simrepl("run", "--quiet", path)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderr, "")
    }

    func testAFailingExpectationExitsOneWithItsPosition() throws {
        let path = try writeFile("fail.sim", Scenes.card + "tap save\nexpect log \"saving draft.txt\"\n")
        let line = Scenes.card.split(separator: "\n", omittingEmptySubsequences: false).count + 1
        let result = try simrepl("run", path)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("\(path):\(line):1: expectation failed:"), result.stderr)
    }

    func testASyntaxErrorExitsTwoAndStopsTheScript() throws {
        let path = try writeFile("syntax.sim", "window main\nbutton {\nnote \"after the error\"\n")
        let result = try simrepl("run", path)
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("\(path):2:"), result.stderr)
        XCTAssertTrue(result.stderr.contains("error:"), result.stderr)
    }

    func testAnUnknownNameExitsTwoWithAHint() throws {
        let path = try writeFile("unknown.sim", Scenes.card + "tap sav\n")
        let result = try simrepl("run", path)
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("error:"), result.stderr)
        XCTAssertTrue(result.stderr.contains("save"), "the hint should suggest 'save': \(result.stderr)")
    }

    func testAMissingFileExitsTwo() throws {
        let result = try simrepl("run", "no-such-file.sim")
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("no-such-file.sim"), result.stderr)
    }

    func testIncludeIsRelativeToTheIncludingFile() throws {
        try writeFile("lib/scene/card.sim", Scenes.card)
        let path = try writeFile("lib/uses-card.sim", "include \"scene/card.sim\"\ntap save\nexpect log \"closure ran\"\n")
        // Run from another folder: the include must not depend on the working directory.
        let binary = try SimreplBinary.path()
        let result = try ProcessRunner.run(binary, ["run", path], currentDirectory: URL(fileURLWithPath: "/"))
        XCTAssertEqual(result.status, 0, result.stderr)
    }

    func testSeveralFilesRunInFreshWorldsAndTheWorstExitCodeWins() throws {
        let pass = try writeFile("a.sim", Scenes.card + "tap save\nexpect log \"closure ran\"\n")
        // Defines `card` again: fine only if each file starts from an empty world.
        let passAgain = try writeFile("b.sim", Scenes.card + "tap save\nexpect ran homeVC didTapSave: once\n")
        let fail = try writeFile("c.sim", "window main\nexpect log \"never\"\n")
        let broken = try writeFile("d.sim", "window main\nbutton {\n")

        let bothPass = try simrepl("run", "--quiet", pass, passAgain)
        XCTAssertEqual(bothPass.status, 0, bothPass.stderr)
        let withFailure = try simrepl("run", "--quiet", pass, fail, passAgain)
        XCTAssertEqual(withFailure.status, 1, withFailure.stderr)
        let withError = try simrepl("run", "--quiet", broken, fail, pass)
        XCTAssertEqual(withError.status, 2, withError.stderr)
        // Each file is reported; a broken first file does not stop the others.
        XCTAssertTrue(withError.stderr.contains(broken), withError.stderr)
        XCTAssertTrue(withError.stderr.contains(fail), withError.stderr)
    }

    /// A timer firing through a long wait stops at the work budget: exit 3, the wait's
    /// position and a hint naming the flag; the flag raises the budget (issue 16).
    func testARunawayScriptStopsAtTheWorkBudgetWithExitThree() throws {
        // 1,900 firings fit the budget's 2,000 events (a wait that would fire more stops before
        // its first firing), but each is three events.
        let runaway = try writeFile("runaway.sim", "window main\ntimer t every 1ms { log \"x\" }\nwait 1.9s\n")
        let stopped = try simrepl("run", "--quiet", "--max-events", "2000", runaway)
        XCTAssertEqual(stopped.status, 3, stopped.stderr)
        XCTAssertTrue(stopped.stderr.hasPrefix("\(runaway):3:1: error: the run passed its work budget of 2,000 trace events and was stopped at [0.66"), stopped.stderr)
        XCTAssertTrue(stopped.stderr.contains("hint: ") && stopped.stderr.contains("--max-events N"), stopped.stderr)

        let enough = try writeFile("enough.sim", "window main\ntimer t every 1ms { log \"x\" }\nwait 1s\n")
        XCTAssertEqual(try simrepl("run", "--quiet", "--max-events", "2000", enough).status, 3)
        let raised = try simrepl("run", "--quiet", "--max-events", "5000", enough)
        XCTAssertEqual(raised.status, 0, raised.stderr)
        XCTAssertEqual(try simrepl("run", "--quiet", "--max-events", "0", enough).status, 0, "0: no limit")
        let negative = try simrepl("run", "--max-events", "-1", enough)
        XCTAssertEqual(negative.status, 64, negative.stderr)
        // The budget outranks a script error, as 2 outranks 1.
        let broken = try writeFile("broken.sim", "window main\nbutton {\n")
        XCTAssertEqual(try simrepl("run", "--quiet", "--max-events", "2000", broken, runaway).status, 3)
    }

    func testTheTraceIsDeterministic() throws {
        let path = try writeFile("twice.sim", Scenes.card + "tap save\nwait 1s\ntap save\n")
        let first = try simrepl("run", path)
        let second = try simrepl("run", path)
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertFalse(first.stdout.isEmpty)
        XCTAssertEqual(first.stdout, second.stdout)
    }

    func testJSONTraceLinesAreValidJSON() throws {
        let path = try writeFile("json.sim", Scenes.card + "tap save\n")
        let result = try simrepl("run", "--trace", "json", path)
        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = result.stdoutLines
        XCTAssertGreaterThan(lines.count, 5)
        var sequence: [Int] = []
        for line in lines {
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8))
            let record = try XCTUnwrap(object as? [String: Any], "not a JSON object: \(line)")
            XCTAssertNotNil(record["kind"], line)
            if let seq = record["seq"] as? Int { sequence.append(seq) }
        }
        XCTAssertEqual(sequence.count, lines.count, "every record has a seq")
        XCTAssertEqual(sequence, sequence.sorted(), "seq increases")
        XCTAssertTrue(result.stdout.contains("didTapSave: sent by save"))
    }

    /// `seq` starts again with each file: the header record and the `file` key tell them apart.
    func testJSONTraceOfTwoFilesNamesEachRecordsFile() throws {
        let first = try writeFile("first.sim", Scenes.card + "tap save\n")
        let second = try writeFile("second.sim", Scenes.card + "tap save\n")
        let result = try simrepl("run", "--trace", "json", first, second)
        XCTAssertEqual(result.status, 0, result.stderr)
        var files: [String] = []
        var headers: [String] = []
        for line in result.stdoutLines {
            let record = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], line)
            let file = try XCTUnwrap(record["file"] as? String, "no file: \(line)")
            if record["kind"] as? String == "header" {
                headers.append(file)
                XCTAssertEqual(record["seq"] as? Int, 0, line)
                XCTAssertEqual(record["schemaVersion"] as? Int, 1, line)
            } else {
                XCTAssertEqual(file, headers.last, "a record names the file its header named: \(line)")
            }
            if files.last != file { files.append(file) }
        }
        XCTAssertEqual(headers, [first, second])
        XCTAssertEqual(files, [first, second], "each file's records follow its header")
    }

    func testJSONTraceOfAPipe() throws {
        let result = try simrepl("--demo", "--trace", "json", stdin: "tap loginButton\n")
        XCTAssertEqual(result.status, 0, result.stderr)
        for line in result.stdoutLines {
            XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(line.utf8)), line)
        }
    }

    func testUnknownFlagIsAUsageError() throws {
        let run = try simrepl("run", "--no-such-flag", "x.sim")
        XCTAssertEqual(run.status, 64, run.stderr)
        XCTAssertTrue(run.stderr.lowercased().contains("unknown option"), run.stderr)
        let top = try simrepl("--no-such-flag", stdin: "")
        XCTAssertEqual(top.status, 64, top.stderr)
    }

    func testRunWithoutFilesAndABadTraceFormatAreUsageErrors() throws {
        XCTAssertEqual(try simrepl("run").status, 64)
        let path = try writeFile("ok.sim", "window main\n")
        XCTAssertEqual(try simrepl("run", "--trace", "xml", path).status, 64)
    }

    func testHelpShowsUsageAndExitsZero() throws {
        for (arguments, usage) in [
            (["--help"], "USAGE: simrepl"),
            (["run", "--help"], "USAGE: simrepl run"),
            (["repl", "--help"], "USAGE: simrepl repl"),
            (["help", "run"], "USAGE: simrepl run"),
        ] {
            let binary = try SimreplBinary.path()
            let result = try ProcessRunner.run(binary, arguments)
            XCTAssertEqual(result.status, 0, "\(arguments): \(result.stderr)")
            XCTAssertTrue(result.stdout.contains(usage), "\(arguments): \(result.stdout)")
        }
    }
}
