import Testing
@testable import SimCore
@testable import SimScript

/// Alerts (Alerts/Alerts.swift, Alerts/Simulator+Alerts.swift): UIAlertView's indices and
/// delegate, UIAlertController's actions and handlers.
@Suite("Alerts")
struct AlertTests {
    static let scene = """
        window main
        controller vc in main
        method vc alertView:clickedButtonAtIndex: { log "clicked {buttonIndex}" }
        method vc alertView:didDismissWithButtonIndex: { log "dismissed {buttonIndex}" }

        """

    @Test func theCancelButtonIsIndexZeroAndOthersFollow() throws {
        let run = ScriptRun()
        #expect(run.run(Self.scene + """
            alertView a title "Delete?" cancel "Keep" buttons "Delete" "Archive"
            alertView b title "Done" buttons "OK"
            """) == .completed)
        let a = try run.object("a", AlertView.self), b = try run.object("b", AlertView.self)
        #expect(a.buttons == ["Keep", "Delete", "Archive"])
        #expect((a.cancelButtonIndex, a.firstOtherButtonIndex) == (0, 1))
        #expect((b.cancelButtonIndex, b.firstOtherButtonIndex) == (-1, 0))
    }

    @Test func theDelegateHearsTheIndexThenTheDismissal() {
        let run = ScriptRun()
        #expect(run.run(Self.scene + """
            alertView a title "Delete?" cancel "Keep" buttons "Delete" delegate vc
            showAlert a
            choose a "Delete"
            expect a.visible == false
            showAlert a
            choose a index 0
            """) == .completed)
        #expect(run.diagnostics.isEmpty, "\(run.diagnostics)")
        #expect(run.loggedLines == ["clicked 1", "dismissed 1", "clicked 0", "dismissed 0"])
        let calls = run.sink.events.compactMap { e -> String? in
            guard case .delegateCall(let call) = e.payload else { return nil }
            return run.world.name(of: call.selector)
        }
        #expect(calls.prefix(3) == ["alertView:clickedButtonAtIndex:", "alertView:willDismissWithButtonIndex:", "alertView:didDismissWithButtonIndex:"])
    }

    @Test func withoutADelegateChoosingStillDismissesVisibly() {
        let run = ScriptRun()
        #expect(run.run(Self.scene + "alertView a title \"Hi\" cancel \"OK\"\nshowAlert a\nchoose a \"OK\"\n") == .completed)
        #expect(run.loggedLines.isEmpty)
        #expect(run.sink.events(.delegateCall).allSatisfy { $0.outcome == "nilDelegate" })
        #expect(run.sink.events(.alert).map(\.outcome) == ["presented", "chosen", "dismissed"])
    }

    @Test func anActionsHandlerRunsAfterTheDismissalWithItsCaptures() {
        let run = ScriptRun()
        #expect(run.run(Self.scene + """
            let who = "ann"
            alertController s title "Sign out?"
            alertAction s "Cancel" style cancel
            alertAction s "Sign out" style destructive capture who { log "bye {who} from {sender} ({title})" }
            present s from vc
            choose s index 0
            """) == .completed)
        #expect(run.diagnostics.isEmpty, "\(run.diagnostics)")
        // The cancel action is listed last: index 0 is "Sign out".
        #expect(run.loggedLines == ["bye ann from s (Sign out)"])
        let kinds = run.sink.events.filter { $0.kind == .alert || $0.kind == .closureRun }.map { "\($0.kind)/\($0.outcome ?? "none")" }
        #expect(kinds == ["alert/presented", "alert/chosen", "alert/dismissed", "closureRun/none"])
    }

    @Test func badAlertInputGivesDiagnostics() {
        expectScriptErrors([
            (source: "alertView a title \"x\"\n", message: "an alert needs at least one button"),
            (source: "alertView a title \"x\" cancel \"OK\"\nchoose a \"OK\"\n", message: "'a' is not on screen"),
            (source: "alertView a title \"x\" cancel \"OK\"\nshowAlert a\nchoose a \"Ok\"\n", message: "no button titled \"Ok\""),
            (source: "alertView a title \"x\" cancel \"OK\"\nshowAlert a\nchoose a index 3\n", message: "'a' has no button 3 (it has 1)"),
            (source: "alertController s title \"x\"\nalertAction s \"No\" style cancel\nalertAction s \"Never\" style cancel\n",
             message: "'s' already has a cancel action"),
            (source: "alertController s title \"x\"\nalertAction s \"No\" style dangerous\n", message: "unknown action style 'dangerous'"),
            (source: "choose vc \"OK\"\n", message: "'vc' is a UIViewController, not an alert"),
            (source: "alertView a title \"x\" cancel \"OK\"\nshowAlert a\nshowAlert a\n", message: "'a' is already on screen"),
        ], after: Self.scene)
    }
}
