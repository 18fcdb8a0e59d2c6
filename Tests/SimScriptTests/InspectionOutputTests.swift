import Testing
@testable import SimCore
@testable import SimScript

/// What a person reads: the `trace` dump, multi-line log text, literal braces, and warnings
/// appearing after the command that caused them.
@Suite("Inspection output")
struct InspectionOutputTests {
    /// Trace bytes and diagnostics interleaved as a terminal would show them.
    final class Terminal {
        var text = ""
        lazy var interpreter = Interpreter(
            write: { [unowned self] in self.text += String(decoding: $0, as: UTF8.self) },
            report: { [unowned self] in self.text += $0.description + "\n" })
    }

    @Test func aSecondTraceDumpDoesNotContainTheFirst() {
        let run = ScriptRun()
        #expect(run.run(loginSceneSource + "\naddTarget login home didTapButton: for touchUpInside\ntap login") == .completed)
        #expect(run.run("trace") == .completed)
        let first = run.output.components(separatedBy: "\n").count
        #expect(run.run("trace") == .completed)
        let dumps = run.output.components(separatedBy: "log: didTapButton from login").count - 1
        // One from the tap itself, one per dump: the second dump must not repeat the first.
        #expect(dumps == 3)
        #expect(run.output.components(separatedBy: "\n").count > first)
    }

    @Test func inJSONModeTheTraceDumpIsJSONLines() throws {
        let run = ScriptRun()
        #expect(run.run(loginSceneSource + "\ntap login\ntrace json") == .completed)
        let before = run.bytes.count
        #expect(run.run("trace") == .completed)
        let dump = String(decoding: run.bytes[before...], as: UTF8.self)
        let lines = dump.split(separator: "\n")
        #expect(lines.count > 3)
        for line in lines {
            #expect(line.hasPrefix("{\"seq\":") && line.hasSuffix("}"), "not a trace record: \(line)")
        }
        #expect(!dump.contains("\"kind\":\"output\""))
    }

    @Test func multiLineLogTextStaysIndentedUnderItsFirstLine() {
        let run = ScriptRun()
        #expect(run.run("log \"first\\nsecond\"") == .completed)
        #expect(run.output.hasSuffix("        log: first\n             second\n"))
    }

    @Test func escapedBracesAreLiteralOutsideLogToo() throws {
        let run = ScriptRun()
        #expect(run.run(loginSceneSource + """

            set login.title = "a \\{b\\}"
            note "set \\{x\\}"
            log "{login.title}"
            log "lit \\{y\\}"
            expect log "a {b}"
            expect log "lit {y}"
            """) == .completed)
        #expect(run.failedExpectations.isEmpty)
        #expect(run.output.contains("* set {x}\n"))
        // The echo spells the command as it was written.
        #expect(run.output.contains("> log \"lit \\{y\\}\"\n"))
        #expect(try run.object("login", Button.self).title == "a {b}")
    }

    @Test func aWarningFollowsTheEchoOfItsCommand() {
        let terminal = Terminal()
        terminal.interpreter.run(source: loginSceneSource + "\ntap login\nsendAction paste: from login", file: "w.sim")
        let echo = terminal.text.range(of: "> sendAction paste: from login")
        let warning = terminal.text.range(of: "warning: no object implements 'paste:'")
        #expect(echo != nil && warning != nil)
        if let echo, let warning { #expect(echo.lowerBound < warning.lowerBound) }
    }

    @Test func theApplicationIsNeverFirstResponder() {
        let run = ScriptRun()
        #expect(run.run("window main\nexpect app.isFirstResponder == false\nexpect app.firstResponder == nil") == .completed)
        #expect(run.failedExpectations.isEmpty, "\(run.failedExpectations)")
    }

    @Test func targetsForAnEventListsOnlyWhatRunsForIt() {
        let run = ScriptRun()
        #expect(run.run(loginSceneSource + """

            addTarget login home didTapButton: for touchUpInside
            addTarget login nil copy: for touchDown|touchUpInside
            addAction login for touchDragExit { log "exit" }
            targets login for touchUpInside
            targets login for touchCancel
            """) == .completed)
        #expect(run.output.contains("""
            login handlers for touchUpInside, in the order they run:
              1. target-action home.didTapButton:  for touchUpInside
              2. nil target, action copy: (responder chain)  for touchDown|touchUpInside

            """))
        #expect(run.output.contains("login has no handlers for touchCancel\n"))
    }
}
