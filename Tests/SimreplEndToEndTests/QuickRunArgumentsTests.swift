import Foundation
import XCTest

/// `simrepl run` reads its plain invocations without ArgumentParser (CLI/QuickRunArguments.swift,
/// for start-up time) and hands everything else to it. Whichever reads them, a user must see the
/// same thing: each invocation here runs both ways (`SIMREPL_ARGUMENT_PARSER=1` forces the
/// argument parser) and the exit status, standard output and standard error must be identical.
final class QuickRunArgumentsTests: SimreplTestCase {
    private func expectSameBothWays(_ invocations: [[String]], stdin: String? = nil,
                                    file: StaticString = #filePath, line: UInt = #line) throws {
        for arguments in invocations {
            let quick = try simrepl(arguments: arguments, stdin: stdin, environment: ["SIMREPL_ARGUMENT_PARSER": nil])
            let parsed = try simrepl(arguments: arguments, stdin: stdin, environment: ["SIMREPL_ARGUMENT_PARSER": "1"])
            let shown = arguments.joined(separator: " ")
            XCTAssertEqual(quick.status, parsed.status, "exit status of \(shown)", file: file, line: line)
            XCTAssertEqual(quick.stdout, parsed.stdout, "standard output of \(shown)", file: file, line: line)
            XCTAssertEqual(quick.stderr, parsed.stderr, "standard error of \(shown)", file: file, line: line)
        }
    }

    private func scripts() throws -> (pass: String, fail: String, broken: String, busy: String) {
        let pass = try writeFile("pass.sim", Scenes.card + "tap save\nexpect ran closure saveClosure once\n")
        let fail = try writeFile("fail.sim", Scenes.card + "tap save\nexpect ran closure saveClosure twice\n")
        let broken = try writeFile("broken.sim", "window main\nbutton b in nowhere\n")
        let busy = try writeFile("busy.sim", Scenes.card + String(repeating: "tap save\n", count: 20))
        return (pass, fail, broken, busy)
    }

    /// The forms the quick reader accepts: every option in both spellings, files before and after
    /// options, several files, and each exit status (0, 1, 2, 3).
    func testThePlainFormsGiveWhatTheArgumentParserGives() throws {
        let s = try scripts()
        try expectSameBothWays([
            ["run", s.pass],
            ["run", s.pass, s.fail],
            ["run", s.fail, s.pass],
            ["run", s.broken],
            ["run", "missing.sim"],
            ["run", "--trace", "json", s.pass],
            ["run", "--trace=json", s.pass],
            ["run", "--trace", "text", s.pass],
            ["run", s.pass, "--quiet"],
            ["run", "--quiet", s.fail],
            ["run", "--brief", s.pass],
            ["run", "--color", "always", s.fail],
            ["run", "--color=never", s.pass],
            ["run", "--color", "auto", s.pass],
            ["run", "--max-events", "5", s.busy],
            ["run", "--max-events=0", s.busy],
            ["run", "--trace", "json", "--quiet", "--brief", "--color", "never", "--max-events", "1000", s.pass, s.fail],
        ])
        try expectSameBothWays([["run", "-"], ["run", s.pass, "-"]], stdin: "window main\ntap nothing\n")
    }

    /// What the quick reader leaves to ArgumentParser: help, mistakes, repeats, the rarer options.
    func testEverythingElseStillGetsTheArgumentParsersAnswer() throws {
        let s = try scripts()
        try expectSameBothWays([
            ["run"],
            ["run", "--help"],
            ["run", "-h"],
            ["run", "--trace", "xml", s.pass],
            ["run", "--trace", s.pass],
            ["run", s.pass, "--trace"],
            ["run", "--quiet", "--quiet", s.pass],
            ["run", "--trace", "json", "--trace", "text", s.pass],
            ["run", "--quiet=yes", s.pass],
            ["run", "--max-events", "-1", s.pass],
            ["run", "--max-events", "many", s.pass],
            ["run", "--max-events", "5x", s.pass],
            ["run", "--colour", "never", s.pass],
            ["run", "-q", s.pass],
            ["run", "--", s.pass],
            ["run", "-", "-"],
            ["run", "--export", "tree=tree.dot", s.pass, s.fail],
        ])
    }
}
