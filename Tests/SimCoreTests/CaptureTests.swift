import Testing
@testable import SimCore
@testable import SimScript

/// Closure capture snapshots (Actions/ClosureHandler.swift, Script/Interpreter+Wiring.swift,
/// Script/CompiledTemplate.swift): `capture NAME` keeps the value the variable had when the
/// closure was created; a closure that reads a variable without capturing it sees its current value.
@Suite("Closure captures")
struct CaptureTests {
    @Test func captureKeepsTheValueAtCreation() throws {
        let run = ScriptRun()
        let outcome = run.run(loginSceneSource + """

            var item = "Three"
            addAction login for touchUpInside id show capture item {
                log "{item}"
            }
            set item = "Four"
            tap login
            expect log "Three"
            expect captured show item == "Three"
            """)
        #expect(outcome == .completed)
        #expect(run.diagnostics.isEmpty, "\(run.diagnostics)")
        #expect(run.interpreter.expectationsPassed == 2)
        #expect(run.loggedLines == ["Three"])
        #expect(run.output.contains("log: Three"))
        #expect(run.output.contains("captured [item = \"Three\"]"))
        let closure = try #require(run.world.closure(named: "show"))
        #expect(closure.captured("item") == .string("Three"))
    }

    @Test func anUnnamedClosureIsNumberedAndItsCaptureCanBeChecked() {
        let run = ScriptRun()
        #expect(run.run(loginSceneSource + """

            var item = "Three"
            addAction login for touchUpInside capture item { log "{item}" }
            set item = "Four"
            tap login
            expect captured closure#1 item == "Three"
            expect ran closure closure#1 once
            """) == .completed)
        #expect(run.diagnostics.isEmpty, "\(run.diagnostics)")
        #expect(run.loggedLines == ["Three"])
        #expect(run.interpreter.expectationsPassed == 2)
    }

    @Test func withoutCaptureTheClosureSeesTheCurrentValue() {
        let run = ScriptRun()
        #expect(run.run(loginSceneSource + """

            var item = "Three"
            addAction login for touchUpInside { log "{item}" }
            set item = "Four"
            tap login
            set item = "Five"
            tap login
            """) == .completed)
        #expect(run.diagnostics.isEmpty, "\(run.diagnostics)")
        #expect(run.loggedLines == ["Four", "Five"])
    }

    @Test func capturedAndUncapturedReadsSideBySide() {
        let run = ScriptRun()
        #expect(run.run(loginSceneSource + """

            var item = "Three"
            addAction login for touchUpInside capture item { log "captured {item}" }
            addAction login for touchUpInside { log "live {item}" }
            set item = "Four"
            tap login
            """) == .completed)
        #expect(run.loggedLines == ["captured Three", "live Four"])
    }

    @Test func aFailingCapturedExpectationSaysWhatWasCaptured() throws {
        let run = ScriptRun()
        #expect(run.run(loginSceneSource + """

            var item = "Three"
            addAction login for touchUpInside id show capture item { log "{item}" }
            set item = "Four"
            expect captured show item == "Four"
            """) == .completed)
        let failure = try run.onlyDiagnostic()
        #expect(failure.severity == .expectationFailed)
        #expect(failure.message.contains("captured \"Three\""), "\(failure.message)")
    }

    @Test func capturingAnUnknownVariableIsAnError() throws {
        let run = ScriptRun()
        #expect(run.run(loginSceneSource + "\nvar item = 1\naddAction login for touchUpInside capture iten { log \"x\" }") != .completed)
        let error = try run.onlyDiagnostic()
        #expect(error.message == "cannot capture 'iten': no such variable")
        #expect(error.hint == "did you mean 'item'?")
    }
}

/// `log` templates are compiled once per command and cached (Script/CompiledTemplate.swift).
@Suite("Log templates")
struct LogTemplateCacheTests {
    @Test func eachREPLEntryLogsItsOwnText() {
        // Each entry is a new parse; a cache keyed by a freed node's address must not hand an
        // entry the text of an earlier one.
        let run = ScriptRun()
        var expected: [String] = []
        for i in 1...50 {
            run.run("log \"entry \(i)\"", file: "<repl>")
            expected.append("entry \(i)")
        }
        #expect(run.diagnostics.isEmpty)
        #expect(run.loggedLines == expected)
    }

    @Test func aMethodBodyLogsTheCurrentValueOfAnUncapturedVariableEachTime() {
        let run = ScriptRun()
        #expect(run.run(loginSceneSource + """

            var count = 1
            method home count: { log "count {count} from {sender}" }
            addTarget login home count: for touchUpInside
            tap login
            set count = 2
            tap login
            """) == .completed)
        #expect(run.loggedLines == ["count 1 from login", "count 2 from login"])
    }
}
