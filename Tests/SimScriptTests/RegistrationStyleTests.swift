import Testing
@testable import SimCore
@testable import SimScript
import SimTestSupport

/// Each way of putting a handler on a control keeps its own rule, and the trace says which rule
/// applied (Controls/HandlerRegistration.swift).
@Suite("Registration styles")
struct RegistrationStyleTests {
    private func registrations(_ run: ScriptRun) -> [(Registration.Style, Registration.Outcome)] {
        run.sink.events.compactMap { e in
            guard case .registration(let r) = e.payload else { return nil }
            return (r.style, r.outcome)
        }
    }

    @Test func addTargetTwiceKeepsOneEntryAndMergesNewEvents() {
        let run = ScriptRun()
        #expect(run.run(loginSceneSource + """

            addTarget login home didTapButton: for touchUpInside
            addTarget login home didTapButton: for touchUpInside
            addTarget login home didTapButton: for touchDown
            tap login
            expect ran home didTapButton: twice
            """) == .completed)
        #expect(run.diagnostics.isEmpty, "\(run.diagnostics)")
        #expect(registrations(run).map(\.1) == [.added, .duplicate, .merged])
    }

    @Test func uiActionsWithoutIdentifierAccumulateAndWithOneReplace() {
        let run = ScriptRun()
        #expect(run.run(loginSceneSource + """

            addAction login for touchUpInside { log "anonymous" }
            addAction login for touchUpInside { log "anonymous" }
            addAction login for touchUpInside id greet { log "greet 1" }
            addAction login for touchUpInside id greet { log "greet 2" }
            tap login
            """) == .completed)
        #expect(registrations(run).map(\.1) == [.added, .added, .added, .replaced])
        #expect(run.loggedLines == ["anonymous", "anonymous", "greet 2"])
    }

    @Test func theClosurePropertyMakesTheButtonItsOwnTargetOnceAndNilRemovesIt() throws {
        let run = ScriptRun()
        #expect(run.run(loginSceneSource + """

            set login.didTouchUpInside { log "first" }
            set login.didTouchUpInside { log "second" }
            tap login
            set login.didTouchUpInside = nil
            tap login
            """) == .completed)
        #expect(run.diagnostics.isEmpty, "\(run.diagnostics)")
        #expect(registrations(run).map(\.1) == [.added, .replaced, .removed])
        #expect(run.loggedLines == ["second"])
        let login = try run.object("login", Button.self)
        #expect(login.targets.entries.isEmpty)
        #expect(login.didTouchUpInside == nil)
        #expect(run.output.contains("target-action -> login.didTouchUpInside:(sender: login)"))
        #expect(run.output.contains("login adds itself as target (didTouchUpInside: for touchUpInside)"))
    }

    @Test func blockHandlersKeepOneBlockPerEventMask() {
        let run = ScriptRun()
        #expect(run.run(loginSceneSource + """

            handler login clickHandler { log "click 1" }
            handler login clickHandler { log "click 2" }
            handler login for touchDown { log "down" }
            tap login
            expect ran closure clickHandler once
            """) == .completed)
        #expect(run.diagnostics.isEmpty, "\(run.diagnostics)")
        #expect(registrations(run).map(\.1) == [.added, .replaced, .added])
        #expect(run.loggedLines == ["down", "click 2"])
    }

    @Test func removeTargetAndRemoveActionAreTracedWithWhatTheyMatched() {
        let run = ScriptRun()
        #expect(run.run(loginSceneSource + """

            addTarget login home didTapButton: for touchUpInside
            addAction login for touchUpInside id greet { log "greet" }
            removeTarget login nil nil for touchDown
            removeTarget login home didTapButton: for allEvents
            removeAction login id greet
            tap login
            """) == .completed)
        #expect(registrations(run).map(\.1) == [.added, .added, .noMatch, .removed, .removed])
        #expect(run.loggedLines.isEmpty)
        #expect(run.output.contains("login.removeTarget(nil, action: nil, for: touchDown): nothing matched"))
    }

    @Test func closurePropertyAndBlockHandlerMistakesAreDiagnosed() {
        let cases: [(source: String, message: String)] = [
            ("set card.didTouchUpInside { log \"x\" }\n", "'didTouchUpInside' is a closure property of buttons; 'card' is a UIView"),
            ("set login.didTouchUpInside = 3\n", "'didTouchUpInside' takes a { } block or nil"),
            ("set login.title = \"x\" { log \"x\" }\n", "'set' takes a { } block only for a closure property (BUTTON.didTouchUpInside)"),
            ("handler login tapHandler { log \"x\" }\n", "a UIButton has no block handler 'tapHandler'"),
            ("handler login clickHandler\n", "missing the closure body { … }"),
        ]
        expectScriptErrors(cases, after: loginSceneSource + "\n")
    }
}
