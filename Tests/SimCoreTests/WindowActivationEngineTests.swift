import Testing
@testable import SimCore
import SimTestSupport

/// Key and main windows (Windows/WindowActivation.swift): makeKey and makeMain, a panel that is
/// key but never main, AppKit's first responder per window, and what the key window does not
/// decide (which window a touch goes to).
@Suite("Window activation")
struct WindowActivationEngineTests {
    private func appKitScene() throws -> LoginScene {
        try LoginScene(simulator: Simulator(world: World(rules: AppKitRules())))
    }

    /// The windowStatus events, as (window, outcome).
    private func statuses(_ scene: LoginScene) -> [String] {
        scene.sink.events(.windowStatus).map { "\(scene.world.object($0.object).name) \($0.outcome ?? "")" }
    }

    @Test func makeKeyMovesKeyStatusButATouchStillGoesToTheFrontMostWindow() throws {
        let scene = try LoginScene()
        let overlay = try scene.world.makeWindow("overlay", frame: Rect(0, 0, 390, 300))
        #expect(overlay.isKeyWindow, "makeKeyAndVisible(): the newest window is key")
        #expect(!scene.window.isKeyWindow)

        scene.sim.windows.makeKey(scene.window)
        scene.sim.windows.makeKey(scene.window)  // already key: nothing to say
        #expect(scene.window.isKeyWindow && !overlay.isKeyWindow)
        #expect(statuses(scene) == ["main becameKey"])
        guard case .windowStatus(.becameKey(let previous))? = scene.sink.events(.windowStatus).first?.payload else { return }
        #expect(previous == overlay.id)
        #expect(!scene.window.isMainWindow, "UIKit has no main window")

        // The overlay, made last, is in front where it covers the login button: it gets the touch.
        #expect(scene.sim.touches.window(at: scene.loginCenter) === overlay)
        try scene.sim.touches.tap(at: scene.loginCenter)
        #expect(scene.sink.controlEvents(of: scene.login).isEmpty)
        #expect(scene.sink.events(.hitTest).map(\.object) == [overlay.id])
    }

    @Test func aPanelBecomesKeyButNeverMainAndTheSearchThenVisitsBothWindows() throws {
        let scene = try appKitScene()
        #expect(scene.window.isKeyWindow && scene.window.isMainWindow)
        let inspector = try scene.world.makeWindow("inspector", frame: Rect(400, 0, 250, 400), panel: true)
        #expect(inspector.isKeyWindow)
        #expect(scene.window.isMainWindow, "a panel does not take main status")

        scene.sim.windows.makeMain(inspector)
        #expect(statuses(scene) == ["inspector refused"])
        #expect(scene.world.application.mainWindow === scene.window)

        // Key and main differ: NSApp's search asks the key window's chain, then the main window's.
        scene.card.canBecomeFirstResponder = true
        scene.sim.windows.makeKey(scene.window)
        #expect(try scene.sim.responders.becomeFirstResponder(scene.card))
        scene.sim.windows.makeKey(inspector)
        scene.implement(scene.home, "copy:")
        scene.sink.clear()
        #expect(try scene.sim.actions.sendAction(scene.world.selector("copy:"), to: nil, from: nil))
        let asked = scene.sink.events(.chainAsk).map { scene.world.object($0.object).name }
        #expect(asked == ["inspector", "card", "home.view", "home"])
        #expect(scene.sink.events(.actionSearchStage).compactMap { e -> ActionSearchStage? in
            if case .actionSearchStage(let stage, _) = e.payload { return stage }
            return nil
        } == [.mainWindowChain])

        let document = try scene.world.makeWindow("document", frame: Rect(0, 0, 390, 844))
        #expect(document.isMainWindow, "a new document window becomes main")
        scene.sink.clear()
        scene.sim.windows.makeMain(scene.window)
        #expect(statuses(scene) == ["main becameMain"])
    }

    @Test func inAppKitEachWindowKeepsItsFirstResponderForWhenItIsKeyAgain() throws {
        let scene = try appKitScene()
        let inspector = try scene.world.makeWindow("inspector", frame: Rect(400, 0, 250, 400), panel: true)
        let search = try scene.world.makeTextField("search", in: inspector, frame: Rect(10, 10, 200, 24))
        scene.card.canBecomeFirstResponder = true

        scene.sim.windows.makeKey(scene.window)
        #expect(try scene.sim.responders.becomeFirstResponder(scene.card))
        scene.sim.windows.makeKey(inspector)
        #expect(scene.world.application.firstResponder == nil, "the inspector had none")
        #expect(scene.window.savedFirstResponder === scene.card)
        #expect(try scene.sim.responders.becomeFirstResponder(search))

        scene.sim.windows.makeKey(scene.window)
        #expect(scene.world.application.firstResponder === scene.card, "main's comes back")
        scene.sim.windows.makeKey(inspector)
        #expect(scene.world.application.firstResponder === search)
        #expect(statuses(scene) == ["main becameKey", "inspector becameKey", "main becameKey", "inspector becameKey"])
    }
}
