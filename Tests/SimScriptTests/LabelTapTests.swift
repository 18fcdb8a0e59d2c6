import Testing
@testable import SimCore
@testable import SimScript
import SimTestSupport

/// A label over a button, made in a script: the tap passes through the label (user interaction
/// off by default) to the button, and the trace says why the label was skipped.
@Suite("A tap through a label")
struct LabelTapTests {
    @Test func tapOnALabelOverAButtonReachesTheButton() throws {
        let run = ScriptRun()
        #expect(run.run(loginSceneSource + """

            addTarget login home didTapButton: for touchUpInside
            label caption in card frame 20 20 120 44 text "Over the button"
            tap caption
            expect ran home didTapButton: once
            """) == .completed)
        #expect(run.diagnostics.isEmpty, "\(run.diagnostics)")
        #expect(run.interpreter.expectationsPassed == 1)
        let caption = try run.object("caption", Label.self)
        let login = try run.object("login", Button.self)
        let skip = run.sink.events(.hitSkip).first
        #expect(skip?.object == caption.id)
        #expect(skip?.outcome == "interactionDisabled")
        #expect(run.sink.events(.hitTest).map(\.object) == [login.id])
    }
}
