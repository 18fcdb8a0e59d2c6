import Testing
@testable import SimCore
import SimTestSupport

/// Gesture recognizers driven through `Simulator.gestures` and real touches (Gestures/): the
/// recognizers see a touch before its view, cancelsTouchesInView, Apple's exception for controls,
/// require(toFail:), a long press's duration.
@Suite("Gesture arena")
struct GestureArenaEngineTests {
    /// A point on the card that no button covers.
    private let onCard = Point(300, 350)

    /// The states `r` entered, in order, with each one's reason.
    private func states(of r: GestureRecognizer, in scene: LoginScene) -> [(GestureRecognizer.State, GestureReason)] {
        scene.sink.events(.gesture).compactMap { e in
            guard e.object == r.id, case .gesture(.state(let state, _), let reason) = e.payload else { return nil }
            return (state, reason)
        }
    }

    /// The phases UIKit delivered to `view` (touchesBegan…).
    private func delivered(to view: View, in scene: LoginScene) -> [TouchPhase] {
        scene.sink.events(.deliver).filter { $0.object == view.id }.compactMap(\.phase)
    }

    /// `scene` with a tap recognizer `r` on the card whose action is `home.didTapCard:`.
    private func tapOnCard(_ scene: LoginScene, _ calls: CallLog, name: String = "cardTap") throws -> TapGestureRecognizer {
        let r = try scene.sim.gestures.addGestureRecognizer("tap", named: name, to: scene.card)
        scene.implement(scene.home, "didTapCard:", calls: calls)
        scene.sim.gestures.addTarget(scene.home, action: scene.world.selector("didTapCard:"), to: r)
        return try #require(r as? TapGestureRecognizer)
    }

    @Test func aRecognizedTapCancelsTheViewsTouchUnlessCancelsTouchesInViewIsOff() throws {
        let scene = try LoginScene()
        let calls = CallLog()
        let r = try tapOnCard(scene, calls)
        try scene.sim.touches.tap(at: onCard)
        #expect(calls.list == ["home.didTapCard:"])
        #expect(states(of: r, in: scene).map(\.0) == [.ended, .possible], "recognized, then back to possible once the finger is up")
        #expect(delivered(to: scene.card, in: scene) == [.began, .cancelled], "touchesCancelled instead of touchesEnded")
        #expect(r.state == .possible)

        r.cancelsTouchesInView = false
        scene.sink.clear()
        try scene.sim.wait(microseconds: 1_000_000)
        try scene.sim.touches.tap(at: onCard)
        #expect(calls.list == ["home.didTapCard:", "home.didTapCard:"])
        #expect(delivered(to: scene.card, in: scene) == [.began, .ended])
    }

    @Test func aButtonKeepsItsSingleTapFromARecognizerOnItsSuperview() throws {
        let scene = try LoginScene()
        let calls = CallLog()
        let r = try tapOnCard(scene, calls)
        scene.implement(scene.home, "logIn:", calls: calls)
        scene.sim.registration.addTarget(scene.home, action: scene.world.selector("logIn:"), to: scene.login, for: .touchUpInside)

        try scene.sim.touches.tap(at: scene.loginCenter)
        #expect(calls.list == ["home.logIn:"], "the button's action, not the card's recognizer")
        #expect(scene.sink.controlEvents(of: scene.login) == ["touchDown", "touchUpInside"])
        let (state, reason) = try #require(states(of: r, in: scene).first)
        #expect(state == .failed)
        guard case .controlKeepsTap(let control) = reason else {
            Issue.record("failed for \(reason), not Apple's control exception")
            return
        }
        #expect(control == scene.login.id)

        // A double-tap recognizer is not a control's default gesture: the exception does not apply.
        r.numberOfTapsRequired = 2
        scene.sink.clear()
        try scene.sim.wait(microseconds: 1_000_000)
        try scene.sim.touches.tap(at: scene.loginCenter)
        try scene.sim.wait(microseconds: 100_000)
        try scene.sim.touches.tap(at: scene.loginCenter)
        #expect(calls.list == ["home.logIn:", "home.didTapCard:"], "no touchUpInside for the button this time")
        #expect(scene.sink.controlEvents(of: scene.login).last == "touchCancel", "the recognizer cancelled the button's touch")
    }

    @Test func aSingleTapThatRequiresTheDoubleTapToFailWaitsForIt() throws {
        let scene = try LoginScene()
        let calls = CallLog()
        let single = try tapOnCard(scene, calls, name: "single")
        let double = try scene.sim.gestures.addGestureRecognizer("tap", named: "double", to: scene.card) as! TapGestureRecognizer
        double.numberOfTapsRequired = 2
        scene.implement(scene.home, "zoom:", calls: calls)
        scene.sim.gestures.addTarget(scene.home, action: scene.world.selector("zoom:"), to: double)
        single.requiresFailureOf = [double]  // single.require(toFail: double)

        try scene.sim.touches.tap(at: onCard)
        let lifted = scene.sim.clock.now
        #expect(calls.list.isEmpty, "the single tap waits while a second tap may come")
        #expect(scene.sink.events(.gesture).contains { e in
            if case .gesture(.waiting, .waiting(_, let blocker)) = e.payload { return e.object == single.id && blocker == double.id }
            return false
        })
        var firedAt: Int64?
        scene.implement(scene.home, "didTapCard:", calls: calls) { _ in firedAt = scene.sim.clock.now }
        try scene.sim.wait(microseconds: 500_000)
        #expect(calls.list == ["home.didTapCard:"])
        #expect(firedAt == lifted + scene.sim.config.multiTapInterval, "once the double tap failed for want of a second tap")
        let doubleStates = states(of: double, in: scene)
        #expect(doubleStates.first?.0 == .failed)

        // Two quick taps: the double tap recognizes and the single tap fails.
        scene.sink.clear()
        calls.list = []
        try scene.sim.touches.tap(at: onCard)
        try scene.sim.wait(microseconds: 100_000)
        try scene.sim.touches.tap(at: onCard)
        #expect(calls.list == ["home.zoom:"])
        guard case (.failed, .requiredRecognized(let winner))? = states(of: single, in: scene).first else {
            Issue.record("the single tap did not fail because the double tap recognized")
            return
        }
        #expect(winner == double.id)
    }

    @Test func aLongPressBeginsWhenHeldForItsDurationAndFailsWhenLiftedBefore() throws {
        let scene = try LoginScene()
        let r = try scene.sim.gestures.addGestureRecognizer("longPress", named: "hold", to: scene.card)
        let press = try #require(r as? LongPressGestureRecognizer)
        #expect(press.minimumPressDuration == 500_000, "UIKit's default, 0.5 s")

        try scene.sim.touches.touchDown(at: onCard)
        try scene.sim.wait(microseconds: 499_999)
        #expect(r.state == .possible)
        try scene.sim.wait(microseconds: 1)
        #expect(r.state == .began, "began while the finger is still down")
        try scene.sim.touches.touchUp()
        #expect(states(of: r, in: scene).map(\.0) == [.began, .ended, .possible])

        scene.sink.clear()
        try scene.sim.touches.touchDown(at: onCard)
        try scene.sim.wait(microseconds: 200_000)
        try scene.sim.touches.touchUp()
        guard case (.failed, .liftedBeforePress(let duration))? = states(of: r, in: scene).first else {
            Issue.record("the long press did not fail for lifting early")
            return
        }
        #expect(duration == 500_000)
        try scene.sim.wait(microseconds: 1_000_000)
        #expect(!states(of: r, in: scene).contains { $0.0 == .began }, "its timer was cancelled")
    }

    /// Each touch has its own candidates: a second finger on a sibling view brings that view's
    /// pan into the arena, the pan begins and cancels only its own view's touch, and the tap
    /// under the first finger still recognizes (they share no touch). Before, the arena held
    /// only the first touch's candidates: the pan never saw its finger.
    @Test func aSecondFingerOnASiblingViewHasItsOwnRecognizers() throws {
        let scene = try LoginScene()
        let calls = CallLog()
        let tap = try tapOnCard(scene, calls)
        let side = try scene.world.makeView("side", in: scene.home.view, frame: Rect(20, 500, 350, 200))
        let pan = try scene.sim.gestures.addGestureRecognizer("pan", named: "sidePan", to: side)
        scene.implement(scene.home, "didPan:", calls: calls)
        scene.sim.gestures.addTarget(scene.home, action: scene.world.selector("didPan:"), to: pan)

        try scene.sim.touches.touchDown(at: onCard)
        try scene.sim.touches.touchDown(at: Point(100, 600), finger: 2)
        try scene.sim.touches.touchMove(to: Point(160, 600), finger: 2)
        #expect(pan.state == .began)
        #expect(delivered(to: side, in: scene) == [.began, .cancelled], "the pan cancels its own view's touch")
        #expect(delivered(to: scene.card, in: scene) == [.began], "and not the card's")
        try scene.sim.touches.touchUp(finger: 2)
        try scene.sim.touches.touchUp()
        #expect(states(of: tap, in: scene).map(\.0) == [.ended, .possible])
        #expect(calls.list.filter { $0 == "home.didTapCard:" }.count == 1)
        let candidates = scene.sink.events(.gestureCandidates).compactMap { e -> Bool? in
            if case .gestureCandidates(_, let later) = e.payload { return later } else { return nil }
        }
        #expect(candidates == [false, true], "one candidates event per touch")
    }
}
