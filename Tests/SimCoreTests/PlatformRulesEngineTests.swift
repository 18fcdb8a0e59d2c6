import Testing
@testable import SimCore
import SimTestSupport

/// The same scene built in a UIKit world and an AppKit world (Platform/): where the frameworks'
/// documented rules differ — the responder chain, the nil-target search, how many target-action
/// pairs a control holds, what hit-testing skips, class names.
@Suite("Platform rules")
struct PlatformRulesEngineTests {
    private func scenes() throws -> (uikit: LoginScene, appkit: LoginScene) {
        (try LoginScene(), try LoginScene(simulator: Simulator(world: World(rules: AppKitRules()))))
    }

    /// The responder chain from `responder`, by the world's rules.
    private func chain(from responder: Responder, in scene: LoginScene) -> [String] {
        var names: [String] = []
        var next: Responder? = responder
        while let r = next, names.count < 50 {
            names.append(r.name)
            next = scene.world.nextResponder(after: r)
        }
        return names
    }

    @Test func theResponderChainEndsAtTheApplicationInUIKitAndAtTheWindowInAppKit() throws {
        let (uikit, appkit) = try scenes()
        #expect(chain(from: uikit.login, in: uikit) == ["login", "card", "home.view", "home", "main", "app"])
        #expect(chain(from: appkit.login, in: appkit) == ["login", "card", "home.view", "home", "main"])

        // A presented controller: UIKit's next responder is its presenter; AppKit's, its view's superview.
        for scene in [uikit, appkit] {
            let detail = try scene.world.makeViewController("detail", frame: Rect(0, 0, 390, 844))
            try scene.world.present(detail, from: scene.home)
        }
        #expect(chain(from: uikit.world.object(named: "detail") as! Responder, in: uikit) == ["detail", "home", "main", "app"])
        #expect(chain(from: appkit.world.object(named: "detail") as! Responder, in: appkit) == ["detail", "main"])
    }

    @Test func aNilTargetedActionStartsAtTheSenderInUIKitButNeverInAppKit() throws {
        let (uikit, appkit) = try scenes()
        let copy = uikit.world.selector("copy:")
        for scene in [uikit, appkit] { scene.implement(scene.home, "copy:") }

        #expect(try uikit.sim.actions.sendAction(copy, to: nil, from: uikit.login), "UIKit walks up from the sender to home")
        #expect(try !appkit.sim.actions.sendAction(appkit.world.selector("copy:"), to: nil, from: appkit.login),
                "AppKit asks the key window (its own first responder), NSApp and its delegate: never home")
        let asked = appkit.sink.events(.chainAsk).map { appkit.world.object($0.object).name }
        #expect(asked == ["main", "app"])
        #expect(appkit.sink.events(.actionSearchStage).map(\.object) == [appkit.world.application.id])

        // With a first responder in the key window, AppKit's search starts there and reaches home.
        appkit.card.canBecomeFirstResponder = true
        #expect(try appkit.sim.responders.becomeFirstResponder(appkit.card))
        #expect(try appkit.sim.actions.sendAction(appkit.world.selector("copy:"), to: nil, from: appkit.login))
    }

    @Test func aUIKitControlKeepsEveryPairWhileAnAppKitControlsCellHoldsOne() throws {
        let (uikit, appkit) = try scenes()
        for scene in [uikit, appkit] {
            let calls = CallLog()
            scene.implement(scene.home, "logIn:", calls: calls)
            scene.implement(scene.home, "track:", calls: calls)
            scene.sim.registration.addTarget(scene.home, action: scene.world.selector("logIn:"), to: scene.login, for: .touchUpInside)
            scene.sim.registration.addTarget(scene.home, action: scene.world.selector("track:"), to: scene.login, for: .touchUpInside)
            #expect(scene.sink.events(.registration).map(\.outcome) == (scene.world.rules.input == .touch ? ["added", "added"] : ["added", "replaced"]))
            if scene.world.rules.input == .touch {
                try scene.sim.touches.tap(at: scene.loginCenter)
                #expect(calls.list == ["home.logIn:", "home.track:"])
            } else {
                try scene.sim.mouse.click(at: scene.loginCenter)
                #expect(calls.list == ["home.track:"], "setting another target and action replaced the first")
            }
        }
    }

    @Test func hitTestingSkipsInteractionDisabledAndTransparentViewsOnlyInUIKit() throws {
        let (uikit, appkit) = try scenes()
        for scene in [uikit, appkit] {
            scene.card.isUserInteractionEnabled = false
            scene.login.alpha = 0
        }
        #expect(try uikit.sim.touches.hitTest(uikit.loginCenter, in: uikit.window) === uikit.home.view)
        #expect(try appkit.sim.touches.hitTest(appkit.loginCenter, in: appkit.window) === appkit.login,
                "NSView.hitTest(_:) skips hidden views only")
        for scene in [uikit, appkit] { scene.login.isHidden = true }
        #expect(try appkit.sim.touches.hitTest(appkit.loginCenter, in: appkit.window) === appkit.card)

        #expect(uikit.login.className == "UIButton")
        #expect(appkit.login.className == "NSButton")
        #expect(throws: World.PlatformError.sceneNotEmpty(objects: uikit.world.objects.count - 1)) {
            try uikit.world.adopt(AppKitRules())
        }
    }
}
