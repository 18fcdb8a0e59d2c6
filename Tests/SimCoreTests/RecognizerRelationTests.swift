import Testing
@testable import SimCore
import SimTestSupport

/// Failure requirements a delegate sets up, and a recognizer moved to another view
/// (Gestures/GestureArena+Deciding.swift, GestureArena.swift).
@Suite("Recognizer relations")
struct RecognizerRelationTests {
    @Test func aDelegatesShouldRequireFailureOfMakesTheRecognizerWait() throws {
        let scene = try LoginScene()
        let single = try scene.sim.gestures.addGestureRecognizer("tap", named: "single", to: scene.card)
        let double = try scene.sim.gestures.addGestureRecognizer("tap", named: "double", to: scene.card)
        (double as! TapGestureRecognizer).numberOfTapsRequired = 2
        let coordinator = try scene.world.makeObject("coordinator")
        scene.implement(coordinator, "gestureRecognizer:shouldRequireFailureOfGestureRecognizer:") { context in
            context.returns(.bool(context.sender === single && context.parameter("other") == .object(double.id)))
        }
        try scene.sim.delegation.setDelegate("delegate", of: single, to: coordinator)
        let point = Point(20 + 200, 100 + 200)
        try scene.sim.touches.tap(at: point)
        #expect(single.state == .possible, "it waits for the double tap to fail")
        #expect(scene.sink.events(.gesture).contains { $0.object == single.id && $0.outcome == "stateWaiting" })
        try scene.sim.wait(microseconds: 400_000)
        #expect(scene.sink.events(.gesture).contains { $0.object == single.id && $0.outcome == "stateEnded" })
    }

    @Test func attachingToAnotherViewTakesTheRecognizerFromTheFirst() throws {
        let scene = try LoginScene()
        let tap = try scene.sim.gestures.addGestureRecognizer("tap", named: "tap", to: scene.card)
        scene.sim.gestures.attach(tap, to: scene.home.view)
        #expect(tap.view === scene.home.view)
        #expect(scene.card.gestureRecognizers.isEmpty && scene.home.view.gestureRecognizers.count == 1)
        #expect(scene.sink.events(.gesture).last?.outcome == "recognizerMoved")
    }
}
