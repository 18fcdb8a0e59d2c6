import XCTest

/// `simrepl` with standard input not a terminal: lines are read plainly (no libedit), the demo
/// scene is loaded only with --demo, each line runs as it comes, and the exit code is as for `run`.
final class PipedInputTests: SimreplTestCase {
    func testPipedScriptRunsWithoutTheDemoAndPrintsTheTrace() throws {
        let result = try simrepl(stdin: Scenes.card + "tap save\n")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "")
        XCTAssertTrue(result.stdout.contains("hit-test"), result.stdout)
        XCTAssertTrue(result.stdout.contains("target-action -> homeVC.didTapSave:(sender: save)"), result.stdout)
        XCTAssertTrue(result.stdout.contains("log: didTapSave: sent by save"), result.stdout)
        XCTAssertTrue(result.stdout.contains("log: closure ran"), result.stdout)
        // Target-action first: handlers run in registration order.
        let action = try XCTUnwrap(result.stdout.range(of: "log: didTapSave:"))
        let closure = try XCTUnwrap(result.stdout.range(of: "log: closure ran"))
        XCTAssertLessThan(action.lowerBound, closure.lowerBound)
        // No demo scene from a pipe, and no prompt or banner.
        XCTAssertFalse(result.stdout.contains("loginButton"), result.stdout)
        XCTAssertFalse(result.stdout.contains("simrepl>"), result.stdout)
    }

    func testWithoutDemoTheDemoNamesAreUnknown() throws {
        let result = try simrepl(stdin: "tap loginButton\n")
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("<stdin>:1:"), result.stderr)
    }

    func testDemoFlagLoadsTheLoginScene() throws {
        let result = try simrepl("--demo", stdin: "tap loginButton\n")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("log: performLogin: called by loginButton"), result.stdout)
    }

    func testReplSubcommandReadsThePipeToo() throws {
        let result = try simrepl("repl", "--demo", stdin: "tap loginButton\n")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("log: performLogin: called by loginButton"), result.stdout)
    }

    func testABadLineIsReportedWithItsPositionAndLaterLinesStillRun() throws {
        let result = try simrepl(stdin: "window main\nfrobnicate now\nwindow second\ntree\n")
        XCTAssertEqual(result.status, 2, "a script error anywhere gives exit 2 at the end")
        XCTAssertTrue(result.stderr.contains("<stdin>:2:1: error:"), result.stderr)
        XCTAssertTrue(result.stderr.contains("frobnicate"), result.stderr)
        XCTAssertTrue(result.stderr.contains("hint:"), result.stderr)
        // Lines 3 and 4 ran after the error.
        XCTAssertTrue(result.stdout.contains("second (UIWindow)"), result.stdout)
    }

    func testLineNumbersCountBlankLinesAndComments() throws {
        let result = try simrepl(stdin: "# a comment\n\nwindow main\n  tap nowhere\n")
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("<stdin>:4:"), result.stderr)
    }

    func testAMultiLineBlockFromAPipe() throws {
        let result = try simrepl("--demo", stdin: """
            method loginVC greet: {
                log "hello from greet"
            }
            addTarget loginButton loginVC greet: for touchUpInside
            tap loginButton

            """)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("log: hello from greet"), result.stdout)
    }

    func testAFailedExpectationFromAPipeExitsOne() throws {
        let result = try simrepl("--demo", stdin: "tap loginButton\nexpect log \"nothing like this\"\ntree\n")
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("<stdin>:2:1: expectation failed:"), result.stderr)
    }

    func testEmptyInputExitsZero() throws {
        let result = try simrepl(stdin: "")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "")
    }
}
