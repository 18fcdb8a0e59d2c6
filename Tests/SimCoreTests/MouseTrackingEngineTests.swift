import Testing
@testable import SimCore
import SimTestSupport

/// AppKit's mouse (Mouse/MouseDelivery.swift, Mouse/CellTracking.swift): the login scene built in
/// a world that follows `AppKitRules`, clicked through `Simulator.mouse`.
@Suite("Mouse tracking (AppKit)")
struct MouseTrackingEngineTests {
    private func appKitScene() throws -> LoginScene {
        try LoginScene(simulator: Simulator(world: World(rules: AppKitRules())))
    }

    /// The actions the control sent, by the mouse event that triggered each (`sendAction(on:)`).
    private func sends(_ scene: LoginScene, _ control: Control) -> [SendActionMask] {
        scene.sink.events(.mouse).compactMap { e in
            guard e.object == control.id, case .mouse(.sendsAction(let trigger, _)) = e.payload else { return nil }
            return trigger
        }
    }

    /// The login scene in AppKit with `home.logIn:` as login's one target and action.
    private func wired() throws -> (LoginScene, CallLog) {
        let scene = try appKitScene()
        let calls = CallLog()
        scene.implement(scene.home, "logIn:", calls: calls)
        scene.sim.registration.addTarget(scene.home, action: scene.world.selector("logIn:"), to: scene.login, for: .touchUpInside)
        return (scene, calls)
    }

    @Test func aButtonSendsItsActionWhenTheMouseComesUpInsideItsBoundsOnly() throws {
        let (scene, calls) = try wired()
        try scene.sim.mouse.click(at: scene.loginCenter)
        #expect(calls.list == ["home.logIn:"])
        #expect(sends(scene, scene.login) == [.leftMouseUp], "NSControl's default: on mouse up")
        #expect(!scene.login.isHighlighted && !scene.login.isTracking)

        // AppKit documents no tracking margin: 10 pt right of the button is outside.
        scene.sink.clear()
        try scene.sim.wait(microseconds: 1_000_000)
        try scene.sim.mouse.mouseDown(at: scene.loginCenter)
        #expect(scene.login.isHighlighted)
        try scene.sim.mouse.mouseDragged(to: Point(170, 142))
        #expect(!scene.login.isHighlighted, "the cell unhighlights once the mouse leaves the bounds")
        try scene.sim.mouse.mouseUp()
        #expect(calls.list == ["home.logIn:"])
        #expect(scene.sink.events(.mouse).contains { $0.object == scene.login.id && $0.outcome == "outside" })
    }

    @Test func theFirstClickInAnInactiveWindowOnlyActivatesItUnlessTheViewAcceptsTheFirstMouse() throws {
        let (scene, calls) = try wired()
        let palette = try scene.world.makeWindow("palette", frame: Rect(400, 0, 200, 300), panel: true)
        #expect(palette.isKeyWindow)
        #expect(!scene.window.isKeyWindow)

        try scene.sim.mouse.click(at: scene.loginCenter, in: scene.window)
        #expect(scene.window.isKeyWindow, "the click made its window key")
        #expect(calls.list.isEmpty, "and did nothing more")
        #expect(scene.sink.events(.mouse).contains { $0.outcome == "activatedOnly" && $0.object == scene.login.id })

        try scene.sim.mouse.click(at: scene.loginCenter, in: scene.window)
        #expect(calls.list == ["home.logIn:"], "the window is active now")

        scene.sim.windows.makeKey(palette)
        scene.login.acceptsFirstMouse = true
        try scene.sim.mouse.click(at: scene.loginCenter, in: scene.window)
        #expect(calls.list == ["home.logIn:", "home.logIn:"], "acceptsFirstMouse: the first click goes through")
    }

    @Test func aContinuousButtonSendsPeriodicallyWhileHeldInside() throws {
        let (scene, calls) = try wired()
        scene.login.sendActionMask = [.leftMouseUp, .periodic]
        try scene.sim.mouse.mouseDown(at: scene.loginCenter)
        try scene.sim.wait(microseconds: 399_999)
        #expect(calls.list.isEmpty)
        try scene.sim.wait(microseconds: 150_001)  // 0.55 s: at 0.4, 0.475 and 0.55
        #expect(sends(scene, scene.login) == [.periodic, .periodic, .periodic])

        try scene.sim.mouse.mouseDragged(to: Point(300, 300))
        try scene.sim.wait(microseconds: 300_000)
        #expect(calls.list.count == 3, "not while the mouse is outside")
        try scene.sim.mouse.mouseDragged(to: scene.loginCenter)
        try scene.sim.mouse.mouseUp()
        #expect(sends(scene, scene.login).last == .leftMouseUp)
        let sent = calls.list.count
        try scene.sim.wait(microseconds: 1_000_000)
        #expect(calls.list.count == sent, "nothing once the button is up")
    }

    @Test func aViewWithoutMouseDownPassesTheEventAlongTheResponderChain() throws {
        let scene = try appKitScene()
        try scene.sim.mouse.click(at: Point(300, 350))  // on the card, not on the button
        let forwards = scene.sink.events(.mouse).compactMap { e -> [SimObject.ID]? in
            guard case .mouse(.forward(.down, let next)) = e.payload else { return nil }
            return [e.object, next]
        }
        // AppKit: the controller after its view, the window after the controller, then nothing.
        #expect(forwards == [[scene.card.id, scene.home.view.id], [scene.home.view.id, scene.home.id], [scene.home.id, scene.window.id]])
        #expect(scene.sink.events(.mouse).contains { e in
            if case .mouse(.unhandled(.down)) = e.payload { return e.object == scene.window.id }
            return false
        })

        scene.sink.clear()
        let calls = CallLog()
        scene.implement(scene.home, "mouseDown:", calls: calls)
        try scene.sim.wait(microseconds: 1_000_000)
        try scene.sim.mouse.click(at: Point(300, 350))
        #expect(calls.list == ["home.mouseDown:"])
        #expect(scene.sink.events(.mouse).filter { if case .mouse(.forward(.down, _)) = $0.payload { true } else { false } }.count == 2)
    }
}
