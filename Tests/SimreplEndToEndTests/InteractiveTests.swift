import Foundation
import XCTest

/// The REPL on a real terminal (tmux): prompt, Tab completion, errors with hints, Ctrl-C,
/// continuation lines, non-ASCII input, Ctrl-D and the history file.
final class InteractiveTests: SimreplTestCase {
    private var session: TmuxSession?
    private var historyFile: String!

    override func setUpWithError() throws {
        try super.setUpWithError()
        historyFile = workDirectory.appendingPathComponent("history").path
    }

    override func tearDownWithError() throws {
        session?.kill()
        session = nil
        try super.tearDownWithError()
    }

    /// Starts the REPL (demo scene loaded) with its own history file and waits for the prompt.
    /// `locale` sets LC_ALL for the REPL; nil unsets every locale variable (plain C locale).
    /// `history` overrides the history file (default: the test's own).
    @discardableResult
    private func startRepl(_ arguments: String = "", locale: String? = "C.UTF-8", history: String? = nil,
                           pager: String = "", width: Int = 120, ready: String = "Demo scene loaded") throws -> TmuxSession {
        let binary = try SimreplBinary.path()
        let localeSetting = locale.map { "LC_ALL=\(shellQuoted($0))" } ?? ""
        // PAGER is empty (no pager) unless a test is about the pager.
        let command = "env -u LANG -u LC_ALL -u LC_CTYPE \(localeSetting) PAGER=\(shellQuoted(pager)) SIMREPL_HISTORY=\(shellQuoted(history ?? historyFile)) "
            + shellQuoted(binary) + " " + arguments
        let session = try TmuxSession(command: command, width: width)
        self.session = session
        try session.waitForPrompt(after: ready)
        return session
    }

    /// The history file's entries, with the spaces libedit's format escapes as \040 put back.
    private func historyEntries() throws -> [String] {
        let lines = try String(contentsOfFile: historyFile, encoding: .utf8).split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "_HiStOrY_V2_")
        return lines.dropFirst().map { $0.replacingOccurrences(of: "\\040", with: " ") }
    }

    /// Enters `note "TEXT"` and waits for its trace line.
    private func note(_ text: String, in session: TmuxSession) throws {
        try session.enter("note \"\(text)\"")
        try session.waitForPrompt(after: "* \(text)")
    }

    func testBannerAndPrompt() throws {
        let session = try startRepl()
        let screen = try session.screen()
        XCTAssertTrue(screen.contains("tap loginButton"), screen)
        XCTAssertEqual(try session.lastLine(), "simrepl>")
    }

    /// `help` is longer than the 40-row screen: it goes through $PAGER (here a sed that marks
    /// each line it passed); `help wait` fits and is printed as it is.
    func testLongHelpGoesThroughThePagerAndShortHelpDoesNot() throws {
        let session = try startRepl("", pager: "sed s/^/PAGED:/")
        try session.enter("help")
        var screen = try session.waitForPrompt(after: "PAGED:Topics")
        XCTAssertTrue(screen.contains("PAGED:  wait "), screen)
        try session.enter("help wait")
        screen = try session.waitForPrompt(after: "usage: wait DURATION")
        XCTAssertFalse(screen.contains("PAGED:usage"), screen)
    }

    func testTapPrintsTheTrace() throws {
        let session = try startRepl()
        try session.enter("tap loginButton")
        let screen = try session.waitForPrompt(after: "log: performLogin: called by loginButton")
        XCTAssertTrue(screen.contains("hit-test"), screen)
        XCTAssertTrue(screen.contains("target-action -> loginVC.performLogin:(sender: loginButton)"), screen)
    }

    func testTabCompletesNamesAndCommands() throws {
        let session = try startRepl()
        try session.type("tap loginB")
        try session.send("Tab")
        try session.waitUntil("'tap loginButton' on the prompt line") { _ in
            try session.lastLine() == "simrepl> tap loginButton"
        }
        // The completed line is what runs.
        try session.send("Enter")
        try session.waitForPrompt(after: "log: performLogin: called by loginButton")

        try session.type("addTa")
        try session.send("Tab")
        try session.waitUntil("'addTarget' on the prompt line") { _ in
            try session.lastLine() == "simrepl> addTarget"
        }
    }

    /// Where a command takes a file, Tab completes folder by folder, then the file name and its
    /// closing quote; the completed `include` runs.
    func testTabCompletesFileNames() throws {
        try writeFile("scenes/extra.sim", "log \"included\"\n")
        let folder = workDirectory.path
        let session = try startRepl()
        try session.type("include \"\(folder)/sce")
        try session.send("Tab")
        try session.waitUntil("the folder completed") { _ in
            try session.lastLine() == "simrepl> include \"\(folder)/scenes/"
        }
        try session.send("Tab")
        try session.waitUntil("the file completed with its closing quote") { _ in
            try session.lastLine() == "simrepl> include \"\(folder)/scenes/extra.sim\""
        }
        try session.send("Enter")
        try session.waitForPrompt(after: "log: included")
    }

    func testABadCommandShowsAnErrorWithAHintAndThePromptComesBack() throws {
        let session = try startRepl()
        try session.enter("tapp loginButton")
        let screen = try session.waitForPrompt(after: "hint:")
        XCTAssertTrue(screen.contains("<repl>:1:1: error:"), screen)
        XCTAssertTrue(screen.contains("did you mean 'tap'?"), screen)
        // Still alive and working.
        XCTAssertNil(try session.exitStatus())
        try session.enter("tap loginButton")
        try session.waitForPrompt(after: "log: performLogin: called by loginButton")
    }

    /// On a narrow terminal, a diagnostic and a `why` answer wrap at spaces, continued two
    /// columns in, as the trace does: the terminal never has to break a line (and a word) itself.
    func testDiagnosticsAndWhyAnswersWrapAtSpacesOnANarrowTerminal() throws {
        let session = try startRepl(width: 60, ready: "Try:")
        try session.enter("tap loginButton at 500 5")
        try session.waitForPrompt(after: "touch#1 up")
        try session.enter("why loginVC.performLogin:")
        try session.waitForPrompt(after: "fix:")
        try session.enter("expect ran loginVC performLogin: once")
        let screen = try session.waitForPrompt(after: "hint:")
        // Rows as shown against lines as written (tmux trims the spaces a joined line ends in).
        func rowsTrimmed(_ text: String) -> [String] {
            text.split(separator: "\n", omittingEmptySubsequences: false).map { String($0.reversed().drop { $0 == " " }.reversed()) }
        }
        XCTAssertEqual(rowsTrimmed(try session.screen(joined: false)), rowsTrimmed(screen), "the terminal wrapped a line simrepl printed wider than 60 columns")
        let rows = screen.split(separator: "\n")
        XCTAssertTrue(rows.allSatisfy { $0.count <= 60 }, screen)
        // The answer and the error did wrap: a continuation two columns in under each.
        let why = try XCTUnwrap(rows.firstIndex { $0.hasPrefix("  the touch at") }, screen)
        XCTAssertTrue(rows[why + 1].hasPrefix("    ") && !rows[why + 1].hasPrefix("     "), screen)
        let error = try XCTUnwrap(rows.firstIndex { $0.hasPrefix("<repl>:3:1: expectation failed:") }, screen)
        XCTAssertTrue(rows[error + 1].hasPrefix("  ") && !rows[error + 1].hasPrefix("   "), screen)
        let hint = try XCTUnwrap(rows.firstIndex { $0.hasPrefix("  hint: why:") }, screen)
        XCTAssertTrue(rows[hint + 1].hasPrefix("    ") && !rows[hint + 1].hasPrefix("     "), screen)
    }

    func testCtrlCAbandonsAHalfTypedLineWithoutExiting() throws {
        let session = try startRepl()
        try session.type("note \"abandoned")
        try session.waitUntil("the half-typed line") { $0.contains("note \"abandoned") }
        try session.send("C-c")
        try session.waitForPrompt()
        XCTAssertNil(try session.exitStatus(), "Ctrl-C must not end the REPL")
        // The abandoned text is gone: the next line runs on its own.
        try session.enter("tap loginButton")
        let screen = try session.waitForPrompt(after: "log: performLogin: called by loginButton")
        XCTAssertFalse(screen.contains("* abandoned"), screen)
        XCTAssertFalse(screen.contains("error:"), screen)
    }

    /// Ctrl-C reaches the whole foreground process group, simrepl-swift too: the helper must
    /// survive it, with the files it lowered, or a struct value made after it would fail.
    func testCtrlCLeavesTheSwiftHelperServingTheSession() throws {
        let model = try writeFile("Model.swift", """
            struct Model {
                let name: String
                var greeting: String { return "hi " + name }
            }
            """)
        let session = try startRepl()
        try session.enter("import \"\(model)\"")
        try session.waitForPrompt(after: "import")
        try session.type("note \"abandoned")
        try session.waitUntil("the half-typed line") { $0.contains("note \"abandoned") }
        try session.send("C-c")
        try session.waitForPrompt()
        try session.enter("object m class Model name \"Ada\"")
        try session.enter("show m")
        let screen = try session.waitForPrompt(after: "hi Ada")
        XCTAssertFalse(screen.contains("error:"), screen)
    }

    func testAnOpenBraceShowsTheContinuationPrompt() throws {
        let session = try startRepl()
        try session.enter("method loginVC greet: {")
        try session.waitForPrompt("...>")
        try session.enter("log \"hello from greet\"")
        try session.waitForPrompt("...>")
        try session.enter("}")
        try session.waitForPrompt()
        try session.enter("addTarget loginButton loginVC greet: for touchUpInside")
        try session.waitForPrompt()
        try session.enter("tap loginButton")
        let screen = try session.waitForPrompt(after: "log: hello from greet")
        XCTAssertFalse(screen.contains("error:"), screen)
    }

    func testCtrlDInsideAnOpenBlockDropsTheBlockNotTheSession() throws {
        let session = try startRepl()
        try session.enter("method loginVC greet: {")
        try session.waitForPrompt("...>")
        try session.send("C-d")
        try session.waitForPrompt(after: "(the unfinished block was dropped")
        XCTAssertNil(try session.exitStatus(), "the session and its scene are still there")
        try session.enter("tap loginButton")
        try session.waitForPrompt(after: "log: performLogin: called by loginButton")
    }

    func testNonASCIIRoundTripsInAUTF8Locale() throws {
        try checkNonASCIIRoundTrip(locale: "C.UTF-8")
    }

    /// Without a UTF-8 locale libedit would drop non-ASCII keys; simrepl falls back to C.UTF-8.
    func testNonASCIIRoundTripsWithoutALocale() throws {
        try checkNonASCIIRoundTrip(locale: nil)
    }

    private func checkNonASCIIRoundTrip(locale: String?) throws {
        let session = try startRepl(locale: locale)
        try session.enter("note \"héllo ✓\"")
        let screen = try session.waitForPrompt(after: "* héllo ✓")
        // Once as typed, once in the trace.
        XCTAssertTrue(screen.contains("simrepl> note \"héllo ✓\""), screen)
        XCTAssertFalse(screen.contains("error:"), screen)
    }

    func testCtrlDExitsAndTheHistoryFileHasTheEnteredLines() throws {
        let session = try startRepl()
        try session.enter("tap loginButton")
        try session.waitForPrompt(after: "log: performLogin")
        try note("second line ✓", in: session)
        try session.send("C-d")
        XCTAssertEqual(try session.waitForExit(), 0)
        XCTAssertEqual(try historyEntries(), ["tap loginButton", "note \"second line ✓\""])
    }

    func testHistoryFromTheLastSessionIsRecalledWithUp() throws {
        try Data("_HiStOrY_V2_\nnote\\040\"from\\040last\\040time\"\n".utf8)
            .write(to: URL(fileURLWithPath: historyFile))
        let session = try startRepl()
        try session.send("Up")
        try session.waitUntil("the recalled line") { _ in
            try session.lastLine() == "simrepl> note \"from last time\""
        }
        try session.send("Enter")
        try session.waitForPrompt(after: "* from last time")
    }

    /// Two sessions at once on one history file: each line is appended as it is entered, under
    /// a lock, so neither session's quitting loses the other's lines (issue 16).
    func testTwoSessionsAtOnceBothKeepTheirHistory() throws {
        let first = try startRepl()
        let second = try startRepl()
        try note("one from the first", in: first)
        try note("one from the second", in: second)
        try note("two from the first", in: first)
        try second.send("C-d")
        XCTAssertEqual(try second.waitForExit(), 0)
        try first.send("C-d")
        XCTAssertEqual(try first.waitForExit(), 0)
        XCTAssertEqual(try historyEntries(), [
            "note \"one from the first\"", "note \"one from the second\"", "note \"two from the first\"",
        ])
        first.kill()
    }

    func testALongHistoryIsCutBackToTheNewestThousandEntries() throws {
        let old = (1...1_300).map { "note\\040\"old\\040\($0)\"\n" }.joined()
        try Data(("_HiStOrY_V2_\n" + old).utf8).write(to: URL(fileURLWithPath: historyFile))
        let session = try startRepl()
        try note("new", in: session)
        let entries = try historyEntries()
        XCTAssertEqual(entries.count, 1_000)
        XCTAssertEqual(entries.first, "note \"old 302\"")
        XCTAssertEqual(entries.last, "note \"new\"")
        let folder = try FileManager.default.contentsOfDirectory(atPath: workDirectory.path)
        XCTAssertFalse(folder.contains { $0.contains(".tmp-") }, "no temporary file left: \(folder)")
    }

    /// Backslashes and runs of spaces are stored escaped as libedit stores them, and read back whole.
    func testAnEntryWithBackslashesComesBackInTheNextSession() throws {
        let typed = #"note "back\\slash  two spaces""#
        let session = try startRepl()
        try session.enter(typed)
        try session.waitForPrompt(after: #"* back\slash  two spaces"#)
        try session.send("C-d")
        XCTAssertEqual(try session.waitForExit(), 0)
        session.kill()
        let next = try startRepl()
        try next.send("Up")
        try next.waitUntil("the recalled line") { _ in try next.lastLine() == "simrepl> " + typed }
    }

    /// A history that cannot be kept is said once, at startup, with the path, the reason and
    /// what to do; the session works all the same.
    func testAHistoryThatCannotBeKeptIsSaidOnceAtStartup() throws {
        let folder = workDirectory.appendingPathComponent("a-folder").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let session = try startRepl(history: folder)
        let screen = try session.screen()
        XCTAssertTrue(screen.contains("warning: history will not be kept: \(folder) is not a regular file"), screen)
        // The hint is wider than the terminal: it wraps at a space, continued four columns in.
        XCTAssertTrue(screen.replacingOccurrences(of: "\n    ", with: " ").contains("SIMREPL_HISTORY= (empty) to turn history off"), screen)
        try session.enter("tap loginButton")
        let after = try session.waitForPrompt(after: "log: performLogin: called by loginButton")
        XCTAssertEqual(after.components(separatedBy: "history will not be kept").count, 2, "said once: \(after)")
    }

    /// Ctrl-C stops a long `wait` between the timers it fires (an empty body runs no command,
    /// so only the run loop's check sees it), says where, and the scene stays (issue 16).
    func testCtrlCInterruptsALongWaitAndTheSceneStays() throws {
        let session = try startRepl("--max-events 0")
        try session.enter("timer beat every 1ms { }")
        try session.waitForPrompt(after: "beat scheduled: every 0.001s")
        try session.enter("wait 100000s")
        // Well into the wait (the output scrolls fast: look for any four-digit firing).
        try session.waitUntil("the timer firing a thousand times") {
            $0.range(of: #"beat fires \(firing [0-9]{4,}\)"#, options: .regularExpression) != nil
        }
        try session.send("C-c")
        let screen = try session.waitForPrompt(after: "* interrupted at [")
        XCTAssertNil(try session.exitStatus(), "Ctrl-C must not end the REPL")
        XCTAssertFalse(screen.contains("error:"), screen)
        // The scene and the timer are still there.
        try session.enter("tap loginButton")
        try session.waitForPrompt(after: "log: performLogin: called by loginButton")
        try session.enter("invalidate beat")
        try session.waitForPrompt(after: "beat invalidated")
    }

    func testQuitExitsZero() throws {
        let session = try startRepl()
        try session.enter("quit")
        XCTAssertEqual(try session.waitForExit(), 0)
    }

    func testATypoEarlierInTheSessionDoesNotMakeQuittingFail() throws {
        // A person who mistyped and then quit did nothing wrong: only piped input reports
        // errors through the exit status.
        let session = try startRepl()
        try session.enter("tap nowhere")
        try session.waitForPrompt(after: "no object named 'nowhere'")
        try session.send("C-d")
        XCTAssertEqual(try session.waitForExit(), 0)
    }
}
