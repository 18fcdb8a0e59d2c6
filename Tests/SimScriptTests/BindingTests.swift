import Testing
@testable import SimCore
@testable import SimScript

/// Handler bodies are bound when they are defined (Binding/Binder.swift): a mistake in a body
/// is an error at its line as soon as the handler is defined, whether or not it ever runs, and
/// every name is found in one order (handler scope, script variables, objects).
@Suite("Bodies bound when defined")
struct BindingTests {
    /// The line number of the first line appended after `loginSceneSource + "\n"`.
    private let nextLine = loginSceneSource.split(separator: "\n", omittingEmptySubsequences: false).count + 1

    /// Runs the login scene and `source`, expecting one error that stops the run.
    private func definitionError(_ source: String) throws -> Diagnostic {
        let run = ScriptRun()
        let outcome = run.run(loginSceneSource + "\n" + source + "\nnote \"after the definition\"")
        let d = try run.onlyDiagnostic()
        #expect(outcome == .failed(d))
        #expect(d.severity == .error)
        #expect(!run.output.contains("after the definition"), "the run stops at the definition")
        return d
    }

    @Test func anUnknownCommandInABodyThatNeverRunsIsAnErrorAtItsLine() throws {
        let d = try definitionError("addAction login for touchUpInside {\n    tapp login\n}")
        #expect(d.message == "unknown command 'tapp'")
        #expect(d.hint == "did you mean 'tap'?")
        #expect(d.location == SourceLocation(file: "test.sim", line: nextLine + 1, column: 5))
        #expect(d.sourceLine == "    tapp login")
    }

    @Test func aBodyNamingAMissingObjectFailsAtTheDefinition() throws {
        let d = try definitionError("method home didTapLogin: { tap logn }")
        #expect(d.message == "no object named 'logn'")
        #expect(d.hint == "did you mean 'login'?")
        #expect(d.location == SourceLocation(file: "test.sim", line: nextLine, column: 32))
    }

    @Test func wrongArgumentsInABodyFailAtTheDefinition() throws {
        #expect(try definitionError("method home a: { wait soon }").message == "expected a duration such as 0.5s or 200ms, found 'soon'")
        #expect(try definitionError("method home a: { addTarget card home a: for touchUpInside }").message == "'card' is a UIView, not a control")
        #expect(try definitionError("method home a: { log \"{nobody}\" }").message == "unknown name '{nobody}' in text")
        #expect(try definitionError("method home a: { let x = 1\n set x = 2 }").message == "cannot assign to 'x': it is a 'let' constant")
    }

    @Test func anErrorInANestedBodyIsFoundWhenTheOuterOneIsDefined() throws {
        let d = try definitionError("method home setUp: {\n    addAction login for touchUpInside { tap nowhere }\n}")
        #expect(d.message == "no object named 'nowhere'")
        #expect(d.location?.line == nextLine + 1)
    }

    @Test func selfAndSenderAreKnownByTheKindOfHandler() throws {
        #expect(try definitionError("addAction login for touchUpInside { log \"{self}\" }").message == "{self} inside a closure: a closure has no self")
        #expect(try definitionError("method home refresh { tap sender }").message == "this handler receives no sender")
        #expect(try definitionError("method home refresh { log \"{sender}\" }").message == "{sender}: this handler receives no sender")
    }

    @Test func aNameDefinedOnlyLaterIsAnError() throws {
        let d = try definitionError("method home a: { tap later }\nbutton later in card")
        #expect(d.message == "no object named 'later'")
    }

    @Test func bodiesSeeSenderCapturesParametersLocalsAndObjectsMadeEarlierInThem() {
        let run = ScriptRun()
        #expect(run.run(loginSceneSource + """

            let item = "Three"
            addAction login for touchUpInside capture item {
                let label = "tapped " + item
                log "{label} by {sender} ({sender.title})"
            }
            method home make: {
                button extra in card frame 200 20 80 44
                addTarget extra home didTapButton: for touchUpInside
                tap extra
            }
            textfield code in card frame 20 80 200 34
            handler code shouldChangeCharactersHandler { return newText.count <= 2 }
            tap login
            sendAction make: to home
            tap code
            type "abc"
            expect code.text == "ab"
            """) == .completed)
        #expect(run.diagnostics.isEmpty, "\(run.diagnostics)")
        #expect(run.loggedLines == ["tapped Three by login (Log in)", "didTapButton from extra"])
    }

    @Test func aDelegateMethodSeesItsParametersAndATimersTargetItsUserInfo() {
        let run = ScriptRun()
        #expect(run.run("""
            window main
            controller listVC in main
            tableview list in listVC.view frame 0 0 390 132 rowHeight 44
            celltype Cell { label title frame 0 0 200 44 }
            register Cell for list id cell
            method listVC tableView:numberOfRowsInSection: { return 2 }
            method listVC tableView:cellForRowAtIndexPath: { set cell.title.text = "row " + row }
            set list.dataSource = listVC
            reloadData list
            expect list.cell#2.title.text == "row 1"
            object poller
            method poller poll: { log "polled with {userInfo}" }
            timer t after 1s target poller poll: userInfo "token"
            wait 1s
            expect log "polled with token"
            """) == .completed)
        #expect(run.diagnostics.isEmpty, "\(run.diagnostics)")
        #expect(run.interpreter.expectationsPassed == 2)
    }

    @Test func aParameterAMethodWasNotPassedIsAnErrorWhenItRuns() {
        let run = ScriptRun()
        guard case .failed(let d) = run.run(loginSceneSource + "\nmethod home show: { log \"{userInfo}\" }\nsendAction show: to home from login") else {
            Issue.record("expected an error")
            return
        }
        #expect(d.message == "'userInfo' was not passed to this run of the handler")
        #expect(d.hint == "a timer passes userInfo to its target's method; other senders do not")
    }

    @Test func theLookupOrderIsLocalsCapturesParametersThenVariablesThenObjects() {
        let run = ScriptRun()
        #expect(run.run(loginSceneSource + """

            var row = "script"
            let card2 = "a variable"
            addAction login for touchUpInside capture row {
                log "captured {row}"
                let row = "local"
                log "local {row}"
            }
            tap login
            """) == .completed)
        #expect(run.diagnostics.isEmpty, "\(run.diagnostics)")
        #expect(run.loggedLines == ["captured script", "local local"])
    }

    @Test func topLevelCommandsStillStreamAndReportInOrder() {
        let run = ScriptRun()
        let outcome = run.run(loginSceneSource + "\nnote \"before\"\ntapp login\nnote \"after\"")
        guard case .failed(let d) = outcome else { Issue.record("expected an error"); return }
        #expect(d.message == "unknown command 'tapp'")
        #expect(run.output.contains("before"))
        #expect(!run.output.contains("after"))
    }
}
