import Foundation
import XCTest

/// `simrepl test --review`: each changed or missing golden shown as a diff and decided with one
/// key on a real terminal (tmux); refused under CI, from a pipe and with --record.
final class ReviewTests: SimreplTestCase {
    private var session: TmuxSession?

    override func tearDownWithError() throws {
        session?.kill()
        session = nil
        try super.tearDownWithError()
    }

    private func scenario(_ word: String) -> String {
        Scenes.card + "log \"\(word)\"\ntap save\nexpect ran homeVC didTapSave: once\n"
    }

    /// Four scenarios with goldens recorded; then `changed` and `disputed` log another word (their
    /// goldens differ), `fresh` loses its golden, `same` still matches.
    private func writeChangedSuite() throws {
        for name in ["changed", "disputed", "fresh", "same"] { try writeFile("suite/\(name).sim", scenario(name)) }
        let recording = try simrepl("test", "--record", "all", "suite", environment: ["CI": nil])
        XCTAssertEqual(recording.status, 0, recording.stdout + recording.stderr)
        try writeFile("suite/changed.sim", scenario("changed v2"))
        try writeFile("suite/disputed.sim", scenario("disputed v2"))
        try FileManager.default.removeItem(at: workDirectory.appendingPathComponent("suite/fresh.trace"))
    }

    private func text(_ name: String) -> String? {
        try? String(contentsOf: workDirectory.appendingPathComponent(name), encoding: .utf8)
    }

    private func startReview() throws -> TmuxSession {
        let binary = try SimreplBinary.path()
        let session = try TmuxSession(command: "cd \(shellQuoted(workDirectory.path)) && env -u CI \(shellQuoted(binary)) test --review suite")
        self.session = session
        return session
    }

    private func waitForQuestion(_ session: TmuxSession, _ header: String) throws {
        try session.waitUntil("the question about \(header)") { screen in
            try screen.contains(header) && session.lastLine().hasSuffix("[a/r/s/A/q]")
        }
    }

    func testAcceptRejectAndSkipEachDoWhatTheySay() throws {
        try writeChangedSuite()
        let disputed = text("suite/disputed.trace")
        // Pending goldens a CI run left: each is settled by its answer, or kept when skipped.
        for name in ["changed", "disputed", "fresh"] { try writeFile("suite/\(name).trace.new", "from CI\n") }
        let session = try startReview()
        try waitForQuestion(session, "[1/3] suite/changed.sim: its golden suite/changed.trace differs")
        let first = try session.screen()
        XCTAssertTrue(first.contains("FAIL suite/changed.sim (1 expectation)\n  the trace differs from its golden (the review below shows how)"), first)
        XCTAssertTrue(first.contains("-        log: changed\n+[0.000] > log \"changed v2\"\n+        log: changed v2"), first)
        try session.send("a")
        try session.waitUntil("the golden accepted") { $0.contains("accepted: wrote suite/changed.trace") }
        try waitForQuestion(session, "[2/3] suite/disputed.sim")
        try session.send("r")
        try session.waitUntil("the golden rejected") { $0.contains("rejected: suite/disputed.trace left as it was") }
        try waitForQuestion(session, "[3/3] suite/fresh.sim: has no golden yet (suite/fresh.trace)")
        try session.send("s")
        let screen = try session.waitUntil("the summary") { $0.contains("1 accepted, 1 rejected, 1 skipped") }
        XCTAssertFalse(screen.contains("same.sim: "), "a matching golden is not asked about: \(screen)")
        XCTAssertEqual(try session.waitForExit(), 1, "the rejected golden still differs")

        XCTAssertTrue(text("suite/changed.trace")?.contains("log: changed v2") ?? false, "accepted: rewritten")
        XCTAssertEqual(text("suite/disputed.trace"), disputed, "rejected: untouched")
        XCTAssertNil(text("suite/fresh.trace"), "skipped: not written")
        XCTAssertNil(text("suite/changed.trace.new"), "accepted: its pending golden is settled")
        XCTAssertNil(text("suite/disputed.trace.new"), "rejected: its pending golden is settled")
        XCTAssertEqual(text("suite/fresh.trace.new"), "from CI\n", "skipped: its pending golden waits")
        let after = try simrepl("test", "--record", "never", "suite/changed.sim", environment: ["CI": "true"])
        XCTAssertEqual(after.status, 0, "the accepted golden matches: \(after.stdout)")
    }

    func testCapitalAAcceptsTheRestAndTheRunThenPasses() throws {
        try writeChangedSuite()
        let session = try startReview()
        try waitForQuestion(session, "[1/3] suite/changed.sim")
        try session.send("A")
        try session.waitUntil("the summary") { $0.contains("3 accepted, 0 rejected, 0 skipped") }
        XCTAssertEqual(try session.waitForExit(), 0)
        XCTAssertTrue(text("suite/disputed.trace")?.contains("log: disputed v2") ?? false)
        XCTAssertTrue(text("suite/fresh.trace")?.contains("log: fresh") ?? false)
    }

    func testQQuitsAndWritesNothing() throws {
        try writeChangedSuite()
        let before = (text("suite/changed.trace"), text("suite/disputed.trace"))
        let session = try startReview()
        try waitForQuestion(session, "[1/3] suite/changed.sim")
        try session.send("q")
        try session.waitUntil("the summary") { $0.contains("0 accepted, 0 rejected, 3 skipped") }
        XCTAssertEqual(try session.waitForExit(), 1)
        XCTAssertEqual(text("suite/changed.trace"), before.0)
        XCTAssertEqual(text("suite/disputed.trace"), before.1)
        XCTAssertNil(text("suite/fresh.trace"))
    }

    func testReviewIsRefusedUnderCIFromAPipeAndWithRecord() throws {
        try writeFile("suite/a.sim", scenario("alpha"))
        let underCI = try simrepl("test", "--review", "suite", environment: ["CI": "true"])
        XCTAssertEqual(underCI.status, 2, "simrepl test's usage error code: \(underCI.stderr)")
        XCTAssertTrue(underCI.stderr.contains("--review is interactive and never runs under CI (CI=true)"), underCI.stderr)
        XCTAssertEqual(underCI.stdout, "", "nothing ran")

        let piped = try simrepl("test", "--review", "suite", stdin: "a\n", environment: ["CI": nil])
        XCTAssertEqual(piped.status, 2, piped.stderr)
        XCTAssertTrue(piped.stderr.contains("standard input is not one"), piped.stderr)
        XCTAssertTrue(piped.stderr.contains("--record failed"), "the alternative is offered: \(piped.stderr)")

        let both = try simrepl("test", "--review", "--record", "failed", "suite", environment: ["CI": nil])
        XCTAssertEqual(both.status, 2, both.stderr)
        XCTAssertTrue(both.stderr.contains("--review and --record failed cannot be used together"), both.stderr)
        XCTAssertNil(text("suite/a.trace"), "nothing recorded")

        let help = try simrepl("test", "--help")
        XCTAssertTrue(help.stdout.contains("--review"), help.stdout)
    }
}
