import Testing
@testable import SimCore
@testable import SimScript

/// The `why` and `expect why` commands: how a question is read (TARGET.ACTION, TARGET ACTION,
/// a closure, a control), what they print and assert, their errors, and `expect ran`'s hint.
/// The wording of every cause is pinned by the goldens of scripts/why/.
@Suite("why and expect why")
struct WhyCommandTests {
    private func run(_ source: String) -> ScriptRun {
        let run = ScriptRun()
        run.run(WhyInvestigationTests.scene + "\n" + source)
        return run
    }

    @Test func everySpellingOfAMethodAsksTheSameQuestion() {
        let r = run("set save.enabled = false\ntap save\nwhy home.didTapSave:\nwhy home didTapSave:\nwhy not home.didTapSave:")
        #expect(r.errors.isEmpty, "\(r.errors)")
        let answers = r.output.split(separator: "\n").filter { $0.hasPrefix("home.didTapSave: did not run") }
        #expect(answers.count == 3, "\(r.output)")
        #expect(r.output.contains("save [main/home.view/card/save] is disabled"), "\(r.output)")
        #expect(r.output.contains("fix: set save.enabled = true"), "\(r.output)")
    }

    @Test func aControlIsAnsweredHandlerByHandlerIncludingAnonymousClosures() {
        let r = run("addAction save for touchUpInside { log \"anonymous\" }\naddTarget save nil copy: for touchUpInside\ntap save\nwhy save")
        #expect(r.errors.isEmpty, "\(r.errors)")
        #expect(r.output.contains("save has 3 handlers:"), "\(r.output)")
        #expect(r.output.contains("home.didTapSave: ran once"), "\(r.output)")
        #expect(r.output.contains("closure#1 ran once"), "\(r.output)")
        #expect(r.output.contains("save sends copy: to a nil target"), "\(r.output)")
        let bare = run("tap card\nwhy card")
        #expect(bare.output.contains("card has no handlers and implements no methods"), "\(bare.output)")
        // A controller is asked about through its methods.
        let controller = run("set save.enabled = false\ntap save\nwhy home\nexpect why home disabled")
        #expect(controller.output.contains("home implements 1 method:\nhome.didTapSave: did not run"), "\(controller.output)")
        #expect(controller.failedExpectations.isEmpty, "\(controller.failedExpectations)")
    }

    @Test func expectWhyPassesOnTheCauseAndFailsWithTheAnswerAsHint() {
        let r = run("view banner in home.view frame 0 100 390 120\ntap save\nexpect why home.didTapSave: coveredBy\nexpect not why home.didTapSave: ran\nexpect why home.didTapSave: hidden")
        #expect(r.errors.isEmpty, "\(r.errors)")
        #expect(r.interpreter.expectationsPassed == 2)
        #expect(r.failedExpectations.count == 1)
        let failure = r.failedExpectations.first
        #expect(failure?.location?.line == 11)
        #expect(failure?.message == "expected why home.didTapSave: to be 'hidden', but it is 'coveredBy'", "\(String(describing: failure))")
        #expect(failure?.hint?.contains("banner is in front of it") == true, "\(String(describing: failure?.hint))")
    }

    @Test func expectWhyOfAControlMatchesAnyOfItsHandlers() {
        let r = run("addAction save for touchUpInside { log \"anonymous\" }\nset save.enabled = false\ntap save\nexpect why save disabled\nexpect not why save ran")
        #expect(r.errors.isEmpty, "\(r.errors)")
        #expect(r.failedExpectations.isEmpty, "\(r.failedExpectations)")
    }

    @Test func aReplacedClosureAndAStaleOneAreNamedWhenTheyRan() {
        let r = run("addAction save for touchUpInside id greet { log \"one\" }\naddAction save for touchUpInside id greet { log \"two\" }\ntap save\nexpect why greet ran\nexpect why greet closureReplaced\nexpect not why greet stale")
        #expect(r.errors.isEmpty, "\(r.errors)")
        #expect(r.failedExpectations.isEmpty, "\(r.failedExpectations)")
    }

    @Test func questionsAboutNothingAreErrorsWithHints() {
        let unknown = run("why nothng")
        #expect(unknown.errors.first?.message == "nothing named 'nothng' to ask about")
        let typo = run("why home.didTapSvae:")
        #expect(typo.errors.first?.message == "no method 'didTapSvae:' anywhere in the scene")
        #expect(typo.errors.first?.hint == "did you mean 'didTapSave:'?")
        let cause = run("tap save\nexpect why home.didTapSave: coverdBy")
        #expect(cause.errors.first?.message == "unknown cause 'coverdBy'")
        #expect(cause.errors.first?.hint == "did you mean 'coveredBy'?")
        let missing = run("why")
        #expect(missing.errors.first?.message == "missing the handler to ask about")
        let closure = run("why closure nope")
        #expect(closure.errors.first?.message == "no closure named 'nope'")
    }

    @Test func aKnownSelectorTheTargetLacksIsAFairQuestion() {
        let r = run("object coordinator\ntap save\nwhy coordinator.didTapSave:")
        #expect(r.errors.isEmpty, "\(r.errors)")
        #expect(r.output.contains("coordinator has no method didTapSave:"), "\(r.output)")
    }

    @Test func expectRanSaysWhyAHandlerDidNotRun() {
        let r = run("set card.hidden = true\ntap save\nexpect ran home didTapSave: once")
        let hint = r.failedExpectations.first?.hint ?? ""
        #expect(hint.hasPrefix("why: the touch at (100, 142) hit home.view"), "\(hint)")
        #expect(hint.contains("fix: set card.hidden = false"), "\(hint)")
        #expect(hint.hasSuffix("(no handler ran)"), "\(hint)")
    }

    @Test func whyIsNotAnInteraction() {
        // Asking twice gives the same answer: `why` itself does not become "the last interaction".
        let r = run("set save.enabled = false\ntap save\nwhy home.didTapSave:\nwhy home.didTapSave:")
        let answers = r.output.split(separator: "\n").filter { $0.hasPrefix("home.didTapSave:") }
        #expect(answers.count == 2 && answers[0] == answers[1], "\(r.output)")
        #expect(answers.first?.hasSuffix("(> tap save):") == true, "\(r.output)")
    }

    /// A nil-targeted action whose implementer is in no chain the search walks is explained, not
    /// "nothing sends it" (found writing the untappable catalogue).
    @Test func aNilTargetedActionThatNeverReachesItsImplementerIsNotOnTheSearchPath() {
        let run = ScriptRun()
        #expect(run.run("""
            window main
            controller tabs in main
            controller accountVC in tabs.view frame 0 0 390 400
            controller settingsVC in tabs.view frame 0 400 390 400
            button signOut in settingsVC.view frame 20 20 120 44
            method accountVC signOut: { log "signing out" }
            addTarget signOut nil signOut: for touchUpInside
            tap signOut
            expect why accountVC.signOut: notOnSearchPath
            """) == .completed)
        #expect(run.diagnostics.isEmpty, "\(run.diagnostics)")
        #expect(run.interpreter.expectationsPassed == 1)
    }
}
