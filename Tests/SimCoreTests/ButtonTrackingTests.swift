import Testing
import XCTest
@testable import SimCore
import SimTestSupport

/// UIControl touch tracking (Controls/Simulator+Controls.swift): which control events a touch
/// produces. `login` sits at window rect (40, 120, 120, 44), centre (100, 142); with the default
/// 70 pt tracking margin a touch counts as inside for window x in [-30, 230) and y in [50, 234).
final class ButtonTrackingTests: XCTestCase {
    private func events(_ scene: LoginScene) -> [String] { scene.sink.controlEvents(of: scene.login) }

    func testTapInsideSendsTouchDownThenTouchUpInside() throws {
        let scene = try LoginScene()
        let calls = CallLog()
        scene.implement(scene.home, "didTapButton:", calls: calls)
        scene.sim.registration.addTarget(scene.home, action: scene.world.selector("didTapButton:"), to: scene.login, for: .touchUpInside)
        try scene.sim.touches.tap(at: scene.loginCenter)
        XCTAssertEqual(events(scene), ["touchDown", "touchUpInside"])
        XCTAssertEqual(calls.list, ["home.didTapButton:"])
    }

    func testTouchDownHighlightsAndTracksAndLiftingClearsBoth() throws {
        let scene = try LoginScene()
        try scene.sim.touches.touchDown(at: scene.loginCenter)
        XCTAssertTrue(scene.login.isHighlighted)
        XCTAssertTrue(scene.login.isTracking)
        XCTAssertTrue(scene.login.isTouchInside)
        try scene.sim.touches.touchUp()
        XCTAssertFalse(scene.login.isHighlighted)
        XCTAssertFalse(scene.login.isTracking)
    }

    func testLiftingOutsideTheMarginSendsTouchUpOutsideOnly() throws {
        let scene = try LoginScene()
        let calls = CallLog()
        scene.implement(scene.home, "didTapButton:", calls: calls)
        scene.sim.registration.addTarget(scene.home, action: scene.world.selector("didTapButton:"), to: scene.login, for: .touchUpInside)
        try scene.sim.touches.touchDown(at: scene.loginCenter)
        try scene.sim.touches.touchUp(at: Point(300, 142))
        XCTAssertEqual(events(scene), ["touchDown", "touchUpOutside"])
        XCTAssertEqual(calls.list, [], "touchUpInside's handler must not run")
    }

    func testLiftingJustOutsideTheBoundsButWithinTheMarginIsStillInside() throws {
        let scene = try LoginScene()
        XCTAssertEqual(scene.sim.config.trackingMargin, 70)
        try scene.sim.touches.touchDown(at: scene.loginCenter)
        try scene.sim.touches.touchUp(at: Point(170, 142))  // 10 pt right of the right edge
        XCTAssertEqual(events(scene), ["touchDown", "touchUpInside"])
    }

    func testTheMarginsOuterEdgeIsOutside() throws {
        // 69 pt beyond the right edge is inside, 70 pt is outside (max edges are outside).
        let inside = try LoginScene()
        try inside.sim.touches.touchDown(at: inside.loginCenter)
        try inside.sim.touches.touchUp(at: Point(229, 142))
        XCTAssertEqual(events(inside).last, "touchUpInside")

        let outside = try LoginScene()
        try outside.sim.touches.touchDown(at: outside.loginCenter)
        try outside.sim.touches.touchUp(at: Point(230, 142))
        XCTAssertEqual(events(outside).last, "touchUpOutside")
    }

    func testDragOutAndBackInSendsEnterExitBeforeInsideOutsideAndHighlightFollows() throws {
        let scene = try LoginScene()
        try scene.sim.touches.touchDown(at: scene.loginCenter)
        try scene.sim.touches.touchMove(to: Point(120, 150))  // still inside: no crossing
        XCTAssertTrue(scene.login.isHighlighted)

        try scene.sim.touches.touchMove(to: Point(300, 142))  // crosses out
        XCTAssertFalse(scene.login.isHighlighted)
        XCTAssertFalse(scene.login.isTouchInside)
        XCTAssertTrue(scene.login.isTracking)

        try scene.sim.touches.touchMove(to: Point(320, 142))  // stays out
        try scene.sim.touches.touchMove(to: Point(110, 140))  // crosses back in
        XCTAssertTrue(scene.login.isHighlighted)
        XCTAssertTrue(scene.login.isTouchInside)

        try scene.sim.touches.touchUp()
        XCTAssertEqual(events(scene), [
            "touchDown",
            "touchDragInside",
            "touchDragExit", "touchDragOutside",
            "touchDragOutside",
            "touchDragEnter", "touchDragInside",
            "touchUpInside",
        ])
        XCTAssertFalse(scene.login.isHighlighted)
    }

    func testMovesGoToTheViewTheTouchBeganInEvenFarAway() throws {
        let scene = try LoginScene()
        try scene.sim.touches.touchDown(at: scene.loginCenter)
        try scene.sim.touches.touchMove(to: Point(380, 800))
        try scene.sim.touches.touchUp()
        XCTAssertEqual(events(scene), ["touchDown", "touchDragExit", "touchDragOutside", "touchUpOutside"])
        XCTAssertEqual(scene.sink.events(.hitTest).count, 1, "UIKit hit-tests once, when the touch begins")
    }

    func testCancelSendsTouchCancelAndClearsTheState() throws {
        let scene = try LoginScene()
        try scene.sim.touches.touchDown(at: scene.loginCenter)
        try scene.sim.touches.touchCancel()
        XCTAssertEqual(events(scene), ["touchDown", "touchCancel"])
        XCTAssertFalse(scene.login.isHighlighted)
        XCTAssertFalse(scene.login.isTracking)
    }

    func testDisabledControlIgnoresTheTouchAndSendsNothing() throws {
        let scene = try LoginScene()
        let calls = CallLog()
        scene.implement(scene.home, "didTapButton:", calls: calls)
        scene.sim.registration.addTarget(scene.home, action: scene.world.selector("didTapButton:"), to: scene.login, for: .allEvents)
        scene.login.isEnabled = false
        try scene.sim.touches.tap(at: scene.loginCenter)
        XCTAssertEqual(events(scene), [])
        XCTAssertEqual(calls.list, [])
        XCTAssertEqual(scene.sink.events(.controlIgnored).map(\.object), [scene.login.id])
        XCTAssertFalse(scene.login.isHighlighted)
        // The disabled button is still the hit view: the tap does not fall through to the card.
        XCTAssertEqual(scene.sink.events(.hitTest).map(\.object), [scene.login.id])
        XCTAssertTrue(scene.sink.events(.forward).isEmpty)
    }

    func testDisablingDuringTrackingDoesNotLeaveTheControlStuck() throws {
        // A common pattern: disable the button while a request runs, enable it again later.
        let scene = try LoginScene()
        let calls = CallLog()
        scene.implement(scene.home, "didTapButton:", calls: calls)
        scene.sim.registration.addTarget(scene.home, action: scene.world.selector("didTapButton:"), to: scene.login, for: .touchUpInside)
        try scene.sim.touches.touchDown(at: scene.loginCenter)
        scene.login.isEnabled = false
        try scene.sim.touches.touchUp()
        XCTAssertEqual(calls.list, [], "a disabled control sends no actions")
        XCTAssertFalse(scene.login.isHighlighted, "the finger is up: the button must not stay highlighted")
        XCTAssertFalse(scene.login.isTracking, "the finger is up: the button must not keep tracking")

        scene.login.isEnabled = true
        scene.sink.clear()
        try scene.sim.wait(microseconds: 1_000_000)  // a fresh tap, not the second of a double tap
        try scene.sim.touches.tap(at: scene.loginCenter)
        XCTAssertEqual(events(scene), ["touchDown", "touchUpInside"], "the next tap works again")
        XCTAssertEqual(calls.list, ["home.didTapButton:"])
    }

    func testSecondTapOfADoubleTapAlsoSendsTouchDownRepeat() throws {
        let scene = try LoginScene()
        let calls = CallLog()
        scene.implement(scene.home, "repeated:", calls: calls)
        scene.sim.registration.addTarget(scene.home, action: scene.world.selector("repeated:"), to: scene.login, for: .touchDownRepeat)
        try scene.sim.touches.touchDown(at: scene.loginCenter, tapCount: 2)
        try scene.sim.touches.touchUp()
        let sent = scene.sink.events.reduce(into: ControlEvents()) { sent, e in
            if case .controlEvent(let events, _) = e.payload { sent.formUnion(events) }
        }
        XCTAssertTrue(sent.contains(.touchDown))
        XCTAssertTrue(sent.contains(.touchDownRepeat))
        XCTAssertEqual(calls.list, ["home.repeated:"])
    }

    func testAPlainViewForwardsTouchesAlongTheChain() throws {
        let scene = try LoginScene()
        try scene.sim.touches.tap(at: Point(300, 350))  // inside the card, not on the button
        let forwards = scene.sink.events(.forward).filter { $0.phase == .began }
        XCTAssertEqual(forwards.map { scene.world.object($0.object).name }, ["card", "home.view", "home", "main"])
        XCTAssertEqual(forwards.compactMap { e -> String? in
            guard case .forward(_, let next) = e.payload else { return nil }
            return scene.world.object(next).name
        }, ["home.view", "home", "main", "app"])
        XCTAssertEqual(scene.sink.events(.touchUnhandled).count, 2, "began and ended both reach the end of the chain")
    }
}
