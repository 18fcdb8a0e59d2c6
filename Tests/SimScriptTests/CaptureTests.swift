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

    // MARK: - Swift's implicit captures of an enclosing body's names

    /// A closure written in a handler body uses the body's names without a capture list, as in
    /// Swift: a `let` or parameter by value (copied as the closure is made), a `var` by
    /// reference (shared with the body and with every other closure that uses it).
    static let implicitScene = loginSceneSource + """

        button reset in home.view frame 20 300 120 44 title "Reset"
        method home setUp {
            let greeting = "hello"
            var taps = 0
            addAction login for touchUpInside id counter capture greeting {
                set taps = taps + 1
                log "{greeting}, tap {taps}"
            }
            addAction reset for touchUpInside id resetter {
                log "reset after {taps} taps ({greeting})"
                set taps = 0
            }
            set taps = 10
        }
        sendAction setUp to home
        """

    @Test func aClosureSeesTheEnclosingBodysNamesAndSharesItsVars() throws {
        let run = ScriptRun.of(Self.implicitScene + "\ntap login\nwait 1s\ntap login\ntap reset\nwait 1s\ntap login")
        #expect(run.diagnostics.isEmpty, "\(run.diagnostics)")
        // The body set taps to 10 after making the closures: they share the variable, so they see it.
        #expect(run.loggedLines == ["hello, tap 11", "hello, tap 12", "reset after 12 taps (hello)", "hello, tap 1"])
        let counter = try #require(run.world.closure(named: "counter"))
        #expect(counter.captured("greeting") == .string("hello"))
        #expect(counter.implicitCaptures.isEmpty && counter.sharedCaptures == ["taps"])
        let resetter = try #require(run.world.closure(named: "resetter"))
        #expect(resetter.implicitCaptures == ["greeting"] && resetter.sharedCaptures == ["taps"])
    }

    @Test func theTraceTellsTheCaptureListFromTheImplicitCaptures() {
        let run = ScriptRun.of(Self.implicitScene + "\ntap reset")
        #expect(run.output.contains("captured [implicitly: greeting = \"hello\", taps (a var, shared)]"), "\(run.output)")
        let json = ScriptRun.of(Self.implicitScene + "\ntap login", format: .json)
        #expect(json.output.contains("\"captures\":{\"greeting\":\"hello\"},\"sharedCaptures\":[\"taps\"]"), "\(json.output)")
    }

    @Test func aParameterIsCapturedByValueAndAVarOfAnOuterClosureToo() {
        let run = ScriptRun.of(loginSceneSource + """

            method home tableView:cellForRowAtIndexPath: {
                addAction login for touchUpInside id rowAction { log "row {row}" }
            }
            sendAction tableView:cellForRowAtIndexPath: to home
            """)
        // Sent by hand, the method gets no `row`: capturing it is the error a delegate call would not meet.
        #expect(run.errors.first?.message == "'row' was not passed to this run of the handler", "\(run.diagnostics)")
        let nested = ScriptRun.of(loginSceneSource + """

            method home setUp {
                var count = 0
                addAction login for touchUpInside id outer {
                    set count = count + 1
                    addAction login for touchUpInside id inner { log "inner sees {count}" }
                }
            }
            sendAction setUp to home
            tap login
            wait 1s
            tap login
            """)
        #expect(nested.diagnostics.isEmpty, "\(nested.diagnostics)")
        #expect(nested.loggedLines == ["inner sees 2"], "\(nested.loggedLines)")
    }

    @Test func aNameDeclaredAfterTheClosureIsStillAnError() {
        let run = ScriptRun.of(loginSceneSource + """

            method home setUp {
                addAction login for touchUpInside { log "{later}" }
                let later = 1
            }
            """)
        #expect(run.errors.first?.message == "unknown name '{later}' in text", "\(run.diagnostics)")
    }

    @Test func anObjectASharedVarHoldsStaysAliveWithTheClosure() {
        let run = ScriptRun.of(loginSceneSource + """

            object helper
            method home setUp {
                var target = helper
                addAction login for touchUpInside id useIt { log "uses {target}" }
            }
            sendAction setUp to home
            release helper
            tap login
            """)
        #expect(run.diagnostics.isEmpty, "\(run.diagnostics)")
        // The closure shares `target`, which holds helper: releasing it keeps it alive, as in Swift.
        #expect(run.world.object(named: "helper")?.isReleased == false)
        #expect(run.loggedLines == ["uses helper"])
    }
}
