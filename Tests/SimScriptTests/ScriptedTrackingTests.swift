import Testing
@testable import SimCore
@testable import SimScript
import SimTestSupport

/// The button-tracking rules (SimCoreTests/ButtonTrackingTests) as a script states them:
/// `config trackingMargin`, `expect … highlighted`, `touch … cancel`, a disabled button.
@Suite("Tracking through scripts")
struct ScriptedTrackingTests {
    /// Touches down on `login`, lifts 10 pt right of its right edge; counts which up-event ran.
    private func liftJustOutside(config: String) throws -> ScriptRun {
        let run = ScriptRun()
        let outcome = run.run(loginSceneSource + """

            method home liftedOutside: { log "outside" }
            addTarget login home didTapButton: for touchUpInside
            addTarget login home liftedOutside: for touchUpOutside
            \(config)
            touch down login
            touch up at 170 142
            """)
        #expect(outcome == .completed)
        #expect(run.diagnostics.isEmpty, "\(run.diagnostics)")
        return run
    }

    @Test func defaultMarginCountsALiftJustOutsideAsInside() throws {
        let run = try liftJustOutside(config: "")
        #expect(run.loggedLines == ["didTapButton from login"])
    }

    @Test func configTrackingMarginZeroMakesTheSameLiftAnUpOutside() throws {
        let run = try liftJustOutside(config: "config trackingMargin 0")
        #expect(run.simulator.config.trackingMargin == 0)
        #expect(run.loggedLines == ["outside"])
    }

    @Test func highlightedIsVisibleToExpectDuringATouch() throws {
        let run = ScriptRun()
        #expect(run.run(loginSceneSource + """

            touch down login
            expect login.highlighted == true
            expect login.tracking == true
            touch move at 300 142
            expect login.highlighted == false
            touch up
            expect login.highlighted == false
            expect login.tracking == false
            """) == .completed)
        #expect(run.diagnostics.isEmpty, "\(run.diagnostics)")
        #expect(run.interpreter.expectationsPassed == 5)
    }

    @Test func touchCancelInAScript() throws {
        let run = ScriptRun()
        #expect(run.run(loginSceneSource + """

            method home cancelled: { log "cancelled" }
            addTarget login home cancelled: for touchCancel
            touch down login
            touch cancel
            """) == .completed)
        #expect(run.loggedLines == ["cancelled"])
    }

    @Test func disabledButtonInAScriptRunsNothing() throws {
        let run = ScriptRun()
        #expect(run.run(loginSceneSource + """

            addTarget login home didTapButton: for touchUpInside
            set login.enabled = false
            tap login
            expect ran home didTapButton: never
            """) == .completed)
        #expect(run.diagnostics.isEmpty, "\(run.diagnostics)")
        #expect(run.output.contains("login is disabled (isEnabled is false): no tracking, no actions"))
    }
}
