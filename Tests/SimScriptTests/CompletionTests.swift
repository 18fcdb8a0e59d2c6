import Testing
@testable import SimCore
@testable import SimScript

/// Tab completion (Script/Completion.swift): candidates come from the usage strings and the world.
@Suite("Completion")
struct CompletionTests {
    private func interpreter(_ source: String) -> Interpreter {
        ScriptRun.of(source).interpreter
    }

    @Test func commandsObjectsEventsAndSelectorsComplete() {
        let i = interpreter(loginSceneSource)
        #expect(i.completions(for: "").contains("addTarget"))
        #expect(i.completions(for: "addTarget ").contains("login"))
        #expect(!i.completions(for: "addTarget ").contains("card"), "only controls take targets")
        #expect(i.completions(for: "addTarget login home ") == ["didTapButton:"])
        #expect(i.completions(for: "addTarget login home didTapButton: for ").contains("touchUpInside"))
        #expect(i.completions(for: "set login.").contains("login.hidden"))
        // `set` offers what can be set; `expect` and `log` what can be read.
        #expect(!i.completions(for: "set login.").contains("login.tracking"), "tracking is read-only")
        #expect(!i.completions(for: "set login.").contains("login.superview"))
        #expect(i.completions(for: "expect login.").contains("login.tracking"))
    }

    @Test func whyCompletesHandlersAndExpectWhyItsCauses() {
        let i = interpreter(loginSceneSource + "\naddAction login for touchUpInside id greet { log \"hi\" }")
        #expect(i.completions(for: "why ").contains("home.didTapButton:"), "\(i.completions(for: "why "))")
        #expect(i.completions(for: "why ").contains("greet"))
        #expect(i.completions(for: "why ").contains("login"))
        #expect(i.completions(for: "expect why login ").contains("coveredBy"))
        #expect(!i.completions(for: "expect why login ").contains("login"), "after the handler comes a cause")
    }

    @Test func textFieldsDelegatesAndKeysComplete() {
        let i = interpreter(loginSceneSource + """

            textfield code in card
            protocol Recovery requested:
            """)
        #expect(i.completions(for: "handler code ").contains("shouldReturnHandler"))
        #expect(i.completions(for: "handler login ") == ["clickHandler", "for"])
        #expect(i.completions(for: "clear ") == ["code"])
        #expect(i.completions(for: "type ") == ["backspace", "return"])
        #expect(i.completions(for: "weak home.delegate ") == ["Recovery"])
    }
}
