import Testing
@testable import SimCore
import SimTestSupport

/// A script's overrides of point(inside:with:) and hitTest(_:with:), as bodies written in Swift.
@Suite("Hit-testing overrides (engine)")
struct HitTestOverrideEngineTests {
    @Test func pointInsideAnswersForItsViewAndHitTestForItsSubtree() throws {
        let scene = try LoginScene()
        scene.login.frame = Rect(20, -20, 120, 44)  // half above the card
        let above = Point(20 + 20 + 40, 100 - 10)
        #expect(try scene.sim.touches.hitTest(above, in: scene.window) === scene.home.view)
        scene.implement(scene.card, "pointInside:withEvent:") { $0.returns(.bool(true)) }
        #expect(scene.world.overridesHitTesting)
        #expect(try scene.sim.touches.hitTest(above, in: scene.window) === scene.login)
        scene.implement(scene.card, "hitTest:withEvent:") { $0.returns(.null) }
        #expect(try scene.sim.touches.hitTest(scene.login.centerInWindow, in: scene.window) === scene.home.view,
                "nil from hitTest passes the whole subtree by")
        scene.implement(scene.card, "hitTest:withEvent:") { context in context.returns(try context.superAnswer!()) }
        #expect(try scene.sim.touches.hitTest(above, in: scene.window) === scene.login, "super is UIView's walk, which asks pointInside")
        let asked = scene.sink.events(.hitTestOverride).map { scene.world.object($0.object).name }
        #expect(asked == ["card", "card", "card", "card"])
    }
}
