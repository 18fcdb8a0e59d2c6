import Testing
@testable import SimCore
import SimTestSupport

/// The controls, timers and alerts driven from Swift, without the `.sim` language: what an app's own
/// tests would call.
@Suite("Swift API")
struct SwiftAPITests {
    @Test func valueControlsTextFieldsTimersAndAlertsWorkFromSwift() throws {
        let scene = try LoginScene()
        let sim = scene.sim, world = scene.world
        let wifi = try world.makeSwitch("wifi", in: scene.card)
        let calls = CallLog()
        scene.implement(scene.home, "toggled:", calls: calls)
        sim.registration.addTarget(scene.home, action: world.selector("toggled:"), to: wifi, for: .valueChanged)
        try sim.touches.tap(at: wifi.centerInWindow)
        #expect(wifi.isOn)
        #expect(calls.list == ["home.toggled:"])

        let field = try world.makeTextField("code", in: scene.card, frame: Rect(0, 100, 200, 34))
        #expect(try sim.responders.becomeFirstResponder(field))
        try sim.textEditing.type("hi")
        #expect(field.text == "hi")

        var ticks = 0
        let block = world.addClosure(name: "tick", identifier: nil, definedAt: nil, captures: []) { _ in ticks += 1 }
        let timer = try sim.timers.scheduleTimer("t", interval: 100_000, repeats: true, action: .block(block))
        try sim.wait(microseconds: 350_000)
        sim.timers.invalidate(timer)
        #expect(ticks == 3)

        let alert = try world.makeAlertView("a", title: "Sure?", cancel: "No", others: ["Yes"])
        try sim.alerts.show(alert)
        try sim.alerts.choose(1, on: alert)
        #expect(!alert.isVisible)
    }
}
