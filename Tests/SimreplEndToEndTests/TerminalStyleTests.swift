import Foundation
import XCTest

/// `--color`, `NO_COLOR`, `--brief` and wrapping at the terminal's width. A real terminal comes
/// from util-linux `script`, which runs simrepl on a pseudo-terminal and copies what it printed.
final class TerminalStyleTests: SimreplTestCase {
    private let escape = "\u{1B}["

    /// Runs `simrepl ARGUMENTS` on a pseudo-terminal `columns` wide (`stty` sets the width
    /// `script` gives it, 0 otherwise); returns what the terminal showed, with "\r\n" as "\n".
    private func onATerminal(_ arguments: String, columns: Int = 200, environment: [String: String] = [:]) throws -> String {
        guard let script = ProcessRunner.which("script") else { throw XCTSkip("util-linux `script` is not installed") }
        let binary = try SimreplBinary.path()
        var all = ProcessInfo.processInfo.environment
        all["NO_COLOR"] = nil
        all["TERM"] = "xterm"
        for (name, value) in environment { all[name] = value }
        let command = "stty cols \(columns); exec \(shellQuoted(binary)) \(arguments)"
        let result = try ProcessRunner.run(script, ["-qec", command, "/dev/null"], environment: all,
                                           currentDirectory: workDirectory)
        return result.stdout.replacingOccurrences(of: "\r\n", with: "\n")
    }

    private func scene() throws -> String {
        try writeFile("card.sim", Scenes.card + "tap save\nexpect ran homeVC didTapSave: once\n")
    }

    func testATerminalGetsColourAndAPipeDoesNot() throws {
        let file = try scene()
        let terminal = try onATerminal("run \(shellQuoted(file))")
        XCTAssertTrue(terminal.contains(escape + "32mtarget-action -> homeVC.didTapSave:"), "what ran, in green:\n\(terminal)")
        let piped = try simrepl("run", file)
        XCTAssertEqual(piped.status, 0, piped.stderr)
        XCTAssertFalse(piped.stdout.contains(escape), "no escapes when piped")
    }

    func testNoColorAndNeverTurnItOffAndAlwaysWins() throws {
        let file = try scene()
        XCTAssertFalse(try onATerminal("run \(shellQuoted(file))", environment: ["NO_COLOR": "1"]).contains(escape))
        XCTAssertFalse(try onATerminal("run --color never \(shellQuoted(file))").contains(escape))
        XCTAssertFalse(try onATerminal("run \(shellQuoted(file))", environment: ["TERM": "dumb"]).contains(escape))
        // An empty NO_COLOR is as if unset (no-color.org).
        XCTAssertTrue(try onATerminal("run \(shellQuoted(file))", environment: ["NO_COLOR": ""]).contains(escape))
        let forced = try simrepl("run", "--color", "always", file, environment: ["NO_COLOR": "1"])
        XCTAssertTrue(forced.stdout.contains(escape), "--color always beats NO_COLOR")
    }

    func testErrorsAndFailuresAreColouredOnStandardError() throws {
        let bad = try writeFile("bad.sim", "tap nothing\n")
        let result = try simrepl("run", "--color", "always", bad)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains(escape + "1;31merror:"), result.stderr)
        XCTAssertTrue(result.stderr.contains(escape + "36mhint:"), result.stderr)
        let plain = try simrepl("run", bad)
        XCTAssertTrue(plain.stderr.contains("bad.sim:1:5: error: no object named 'nothing'"), plain.stderr)
    }

    func testTheTestReportColoursItsVerdictsButNeverTAP() throws {
        let file = try scene()
        let human = try simrepl("test", "--color", "always", "--record", "never", file)
        XCTAssertTrue(human.stdout.contains(escape + "1;32mPASS"), human.stdout)
        let tap = try simrepl("test", "--color", "always", "--tap", "--record", "never", file)
        XCTAssertFalse(tap.stdout.contains(escape), "TAP consumers read plain text")
    }

    func testBriefLeavesOutTheForwarding() throws {
        let file = try writeFile("plain.sim", Scenes.card + "tap card\n")
        let full = try simrepl("run", file)
        let brief = try simrepl("run", "--brief", file)
        XCTAssertTrue(full.stdout.contains("card does not handle touchesBegan:"), full.stdout)
        XCTAssertFalse(brief.stdout.contains("does not handle"), brief.stdout)
        XCTAssertTrue(brief.stdout.contains("touchesBegan was not handled"), brief.stdout)
        XCTAssertLessThan(brief.stdoutLines.count, full.stdoutLines.count)
    }

    func testATerminalsWidthWrapsTheTraceAndAPipeNeverDoes() throws {
        let file = try scene()
        // Relative: a closure's definition site is one word, and a long path cannot be broken.
        let narrow = try onATerminal("run --color never card.sim", columns: 50)
        let lines = narrow.split(separator: "\n")
        XCTAssertTrue(lines.allSatisfy { $0.count <= 50 }, narrow)
        XCTAssertTrue(narrow.contains("homeVC.didTapSave:"), narrow)
        let piped = try simrepl("run", file)
        XCTAssertTrue(piped.stdoutLines.contains { $0.count > 50 }, "the same trace piped keeps its long lines")
    }
}
