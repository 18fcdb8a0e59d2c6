import Testing
@testable import SimCore
import SimTestSupport

/// UIView.animate as far as touches care (Animation/ViewAnimations.swift).
@Suite("View animations")
struct ViewAnimationTests {
    @Test func aViewInFlightTakesNoTouchesUntilItsAnimationEnds() throws {
        let scene = try LoginScene()
        try scene.sim.animations.animate(scene.card, duration: 300_000, delay: 100_000, allowsInteraction: false)
        #expect(try scene.sim.touches.hitTest(scene.loginCenter, in: scene.window) === scene.home.view, "the card and its button are skipped")
        #expect(scene.sink.events(.hitSkip).last?.outcome == "animating")
        try scene.sim.wait(microseconds: 399_999)
        #expect(scene.card.isAnimatingWithoutInteraction, "delay + duration")
        try scene.sim.wait(microseconds: 1)
        #expect(try scene.sim.touches.hitTest(scene.loginCenter, in: scene.window) === scene.login)
        #expect(scene.sink.events(.animation).map { $0.outcome ?? "" } == ["began", "ended"])
    }

    @Test func allowUserInteractionKeepsTouchesAndANewAnimationReplacesTheOld() throws {
        let scene = try LoginScene()
        try scene.sim.animations.animate(scene.card, duration: 1_000_000, allowsInteraction: false)
        try scene.sim.animations.animate(scene.card, duration: 200_000, allowsInteraction: true)
        #expect(try scene.sim.touches.hitTest(scene.loginCenter, in: scene.window) === scene.login)
        try scene.sim.wait(microseconds: 2_000_000)
        #expect(scene.sink.events(.animation).map { $0.outcome ?? "" } == ["began", "beganAllowingInteraction", "ended"],
                "the first animation's end was cancelled")
    }
}
