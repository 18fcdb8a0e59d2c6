import Testing
@testable import SimCore
import SimTestSupport

/// UIAlertView (a weak delegate hears the button index) and UIAlertController (each action runs
/// its own handler after the dismissal), driven through `Simulator.alerts`
/// (Alerts/AlertPresentation.swift).
@Suite("Alerts")
struct AlertEngineTests {
    /// The delegate methods called on `scene.sink`'s alert, in order, by selector name.
    private func delegateCalls(_ scene: LoginScene) -> [String] {
        scene.sink.events(.delegateCall).compactMap { e in
            guard case .delegateCall(let call) = e.payload else { return nil }
            return scene.world.name(of: call.selector)
        }
    }

    @Test func alertViewDelegateHearsClickedThenWillAndDidDismissWithTheIndex() throws {
        let scene = try LoginScene()
        let alert = try scene.world.makeAlertView("confirm", title: "Delete?", cancel: "Cancel", others: ["Delete"])
        #expect(alert.cancelButtonIndex == 0)
        #expect(alert.firstOtherButtonIndex == 1)
        // Each delegate method records the index it got and whether the alert was still shown.
        var heard: [(String, Value?, Bool)] = []
        for selector in ["alertView:clickedButtonAtIndex:", "alertView:willDismissWithButtonIndex:",
                         "alertView:didDismissWithButtonIndex:"] {
            scene.implement(scene.home, selector) { context in
                heard.append((selector, context.parameter("buttonIndex"), alert.isVisible))
            }
        }
        try scene.sim.delegation.setDelegate("delegate", of: alert, to: scene.home)
        try scene.sim.alerts.show(alert)
        #expect(alert.isVisible)

        try scene.sim.alerts.choose(1, on: alert)
        #expect(!alert.isVisible)
        #expect(heard.map(\.0) == ["alertView:clickedButtonAtIndex:", "alertView:willDismissWithButtonIndex:",
                                   "alertView:didDismissWithButtonIndex:"])
        #expect(heard.map(\.1) == Array(repeating: .number(1), count: 3))
        #expect(heard.map(\.2) == [true, true, false], "the alert goes away between willDismiss and didDismiss")
        #expect(scene.sink.events(.alert).map(\.outcome) == ["presented", "chosen", "dismissed"])
        #expect(scene.sink.events(.alert).allSatisfy { $0.object == alert.id })
    }

    @Test func alertViewWithoutADelegateStillDismissesAndEachCallIsAVisibleNoOp() throws {
        let scene = try LoginScene()
        let alert = try scene.world.makeAlertView("info", title: "Saved", cancel: "OK")
        try scene.sim.alerts.show(alert)
        try scene.sim.alerts.choose(0, on: alert)
        #expect(!alert.isVisible)
        #expect(scene.sink.events(.delegateCall).map(\.outcome) == ["nilDelegate", "nilDelegate", "nilDelegate"])
        #expect(throws: AlertError.notVisible("info")) { try scene.sim.alerts.choose(0, on: alert) }
        try scene.sim.alerts.show(alert)
        #expect(throws: AlertError.noButton(alert: "info", index: 3, count: 1)) { try scene.sim.alerts.choose(3, on: alert) }
        #expect(throws: AlertError.alreadyVisible("info")) { try scene.sim.alerts.show(alert) }
    }

    @Test func alertControllerRunsTheChosenHandlerAfterTheDismissal() throws {
        let scene = try LoginScene()
        let alert = try scene.world.makeAlertController("sheet", title: "Sign out?")
        var ran: [(title: Value?, visible: Bool)] = []
        let signOut = scene.world.addClosure(name: "signOut", identifier: nil, definedAt: nil, captures: []) { context in
            ran.append((context.parameter("title"), alert.isVisible))
        }
        try scene.sim.alerts.addAction(.init(title: "Cancel", style: .cancel, handler: nil), to: alert)
        try scene.sim.alerts.addAction(.init(title: "Sign out", style: .destructive, handler: signOut), to: alert)
        #expect(alert.buttonOrder.map(\.title) == ["Sign out", "Cancel"], "UIKit puts the cancel action last")

        try scene.sim.alerts.present(alert, from: scene.home)
        #expect(alert.isVisible)
        #expect(alert.presenter === scene.home)
        try scene.sim.alerts.choose(alert.actions[1], on: alert)
        #expect(ran.count == 1)
        #expect(ran.first?.title == .string("Sign out"))
        #expect(ran.first?.visible == false, "the handler runs once the alert is gone")
        let kinds = scene.sink.events.filter { $0.kind == .alert || $0.kind == .closureRun }.map { $0.outcome ?? "\($0.kind)" }
        #expect(kinds == ["presented", "chosen", "dismissed", "closureRun"])
    }

    @Test func alertControllerRefusesASecondCancelActionAndAnActionWithoutHandlerIsNoMatch() throws {
        let scene = try LoginScene()
        let alert = try scene.world.makeAlertController("sheet", title: "Share")
        try scene.sim.alerts.addAction(.init(title: "Cancel", style: .cancel, handler: nil), to: alert)
        #expect(throws: AlertError.secondCancelAction("sheet")) {
            try scene.sim.alerts.addAction(.init(title: "Close", style: .cancel, handler: nil), to: alert)
        }
        #expect(alert.actions.count == 1)

        try scene.sim.alerts.present(alert, from: scene.home)
        try scene.sim.alerts.choose(alert.actions[0], on: alert)
        #expect(!alert.isVisible)
        #expect(scene.sink.events(.alert).map(\.outcome) == ["presented", "chosen", "dismissed", "noMatch"])
        #expect(scene.sink.events(.closureRun).isEmpty)
    }
}
