import Foundation
import XCTest

#if canImport(Glibc)
import Glibc
#endif

/// The REPL owns a terminal that people paste into (issue 22): a pasted Ctrl-\ after a line break
/// killed it with SIGQUIT (exit 131), a pasted Ctrl-S (XOFF) froze its output, and whichever way
/// it ends, the terminal must get back the settings it had.
final class TerminalPasteTests: SimreplTestCase {
    private var session: TmuxSession?

    override func tearDownWithError() throws {
        session?.kill()
        session = nil
        try super.tearDownWithError()
    }

    private func path(_ name: String) -> String { workDirectory.appendingPathComponent(name).path }

    /// Starts the REPL (demo scene, no history, no pager) in a pane whose shell writes `stty -a`
    /// to `stty-before` and `stty-after` around it, and the REPL's pid to `pid`. The shell
    /// ignores SIGTERM and SIGHUP, which libedit passes on to the whole process group; the REPL
    /// gets them with their default action. `backtrace` is SWIFT_BACKTRACE: the runtime's crash
    /// report, never waiting for a key.
    private func startRepl(_ arguments: String = "", backtrace: String = "interactive=no") throws -> TmuxSession {
        let binary = try SimreplBinary.path()
        let recordPid = "echo $$ > \(shellQuoted(path("pid"))); exec \"$0\" \"$@\""
        let command = "trap '' TERM HUP; stty -a > \(shellQuoted(path("stty-before"))); "
            + "(trap - TERM HUP; exec env -u LANG -u LC_CTYPE LC_ALL=C.UTF-8 PAGER= SIMREPL_HISTORY= SWIFT_BACKTRACE=\(backtrace) "
            + "sh -c \(shellQuoted(recordPid)) \(shellQuoted(binary)) \(arguments)); "
            + "status=$?; stty -a > \(shellQuoted(path("stty-after"))); (exit $status)"
        let session = try TmuxSession(command: command)
        self.session = session
        try session.waitForPrompt(after: "Demo scene loaded")
        return session
    }

    /// The REPL's process id, as the pane's shell wrote it.
    private func replPid() throws -> pid_t {
        let text = try String(contentsOfFile: path("pid"), encoding: .utf8)
        return try XCTUnwrap(pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)))
    }

    /// Waits for the REPL to end with `status`, then checks that the terminal has the settings
    /// it had before the REPL started.
    private func assertEndsWithTheTerminalAsItWas(_ session: TmuxSession, status: Int32, _ how: String,
                                                  file: StaticString = #filePath, line: UInt = #line) throws {
        XCTAssertEqual(try session.waitForExit(file: file, line: line), status, how, file: file, line: line)
        let before = try String(contentsOfFile: path("stty-before"), encoding: .utf8)
        let after = try String(contentsOfFile: path("stty-after"), encoding: .utf8)
        XCTAssertFalse(before.isEmpty, file: file, line: line)
        XCTAssertEqual(after, before, "`stty -a` after the REPL ended (\(how)) differs from before it started",
                       file: file, line: line)
    }

    /// A line break then Ctrl-\ (0x1C) in pasted text: the second byte arrived while the first
    /// line's command ran, in line mode with the signal keys on, and the kernel made it SIGQUIT.
    func testAPastedCtrlBackslashAfterALineBreakLeavesTheREPLAnswering() throws {
        let session = try startRepl()
        try session.paste(Array("tap loginButton\n".utf8) + [0x1C] + Array("\n".utf8))
        try session.waitForPrompt(after: "log: performLogin: called by loginButton")
        // Typed at the prompt as well as pasted.
        try session.send("C-\\")
        try session.enter("note \"still answering\"")
        let screen = try session.waitForPrompt(after: "* still answering")
        XCTAssertNil(try session.exitStatus(), "the REPL ended: \(screen)")
        XCTAssertFalse(screen.contains("Quit") || screen.contains("crashed"), screen)
        try session.enter("quit")
        try assertEndsWithTheTerminalAsItWas(session, status: 0, "quit after the paste")
    }

    /// Ctrl-S (XOFF) in pasted text, at the prompt and while a command runs: with flow control
    /// on, the terminal stopped all output until a Ctrl-Q.
    func testAPastedXOFFDoesNotStopTheOutput() throws {
        let session = try startRepl()
        try session.paste([0x13] + Array("note \"after an XOFF\"\n".utf8))
        try session.waitForPrompt(after: "* after an XOFF")
        try session.paste(Array("note \"one\"\n".utf8) + [0x13] + Array("\nnote \"two\"\n".utf8))
        let screen = try session.waitForPrompt(after: "* two")
        XCTAssertTrue(screen.contains("* one"), screen)
        try session.send("C-d")
        try assertEndsWithTheTerminalAsItWas(session, status: 0, "Ctrl-D after the paste")
    }

    /// Every way out gives the terminal its settings back: quit, Ctrl-D, SIGTERM and SIGHUP at
    /// the prompt (libedit has the terminal in its own mode then) and while a command runs, and a
    /// crash (SIGSEGV; the Swift runtime's crash report is off, since it takes a SIGSEGV that
    /// `kill` sent for a fault and returns, expecting the fault to come again).
    func testEveryWayOutGivesTheTerminalItsSettingsBack() throws {
        let endings: [(how: String, status: Int32, end: (TmuxSession) throws -> Void)] = [
            ("quit", 0, { try $0.enter("quit") }),
            ("Ctrl-D", 0, { try $0.send("C-d") }),
            ("SIGTERM at the prompt", 128 + SIGTERM, { _ in kill(try self.replPid(), SIGTERM) }),
            ("SIGHUP at the prompt", 128 + SIGHUP, { _ in kill(try self.replPid(), SIGHUP) }),
            ("SIGTERM during a wait", 128 + SIGTERM, { session in
                try session.enter("timer beat every 1ms { }")
                try session.waitForPrompt(after: "beat scheduled")
                try session.enter("wait 100000s")
                try session.waitUntil("the timer firing") { $0.contains("beat fires (firing 100") }
                kill(try self.replPid(), SIGTERM)
            }),
            ("SIGSEGV at the prompt", 128 + SIGSEGV, { _ in kill(try self.replPid(), SIGSEGV) }),
        ]
        for ending in endings {
            let session = try startRepl("--max-events 0", backtrace: ending.status == 128 + SIGSEGV ? "enable=no" : "interactive=no")
            try ending.end(session)
            try assertEndsWithTheTerminalAsItWas(session, status: ending.status, ending.how)
            session.kill()
        }
    }
}
