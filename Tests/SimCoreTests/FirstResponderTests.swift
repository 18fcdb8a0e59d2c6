import XCTest
@testable import SimCore
import SimTestSupport

/// becomeFirstResponder / resignFirstResponder (Responders/Simulator+FirstResponder.swift).
final class FirstResponderTests: XCTestCase {
    /// The login scene plus two views that can become first responder.
    private func scene() throws -> (LoginScene, View, View) {
        let scene = try LoginScene()
        let name = try scene.world.makeView("nameField", in: scene.card, frame: Rect(20, 100, 200, 44))
        let mail = try scene.world.makeView("mailField", in: scene.card, frame: Rect(20, 160, 200, 44))
        name.canBecomeFirstResponder = true
        mail.canBecomeFirstResponder = true
        return (scene, name, mail)
    }

    private func outcomes(_ scene: LoginScene) -> [String] {
        scene.sink.events(.firstResponder).map { "\(scene.world.object($0.object).name) \($0.outcome ?? "none")" }
    }

    func testRefusedWhenCanBecomeFirstResponderIsFalse() throws {
        let (scene, _, _) = try scene()
        XCTAssertFalse(scene.login.canBecomeFirstResponder, "UIKit's default")
        XCTAssertFalse(try scene.sim.responders.becomeFirstResponder(scene.login))
        XCTAssertNil(scene.world.application.firstResponder)
        XCTAssertEqual(outcomes(scene), ["login refusedCannotBecome"])
    }

    func testRefusedWhenNotInAWindow() throws {
        let (scene, name, _) = try scene()
        name.removeFromSuperview()
        XCTAssertFalse(try scene.sim.responders.becomeFirstResponder(name))
        XCTAssertNil(scene.world.application.firstResponder)

        let loose = try scene.world.makeViewController("loose", frame: Rect(0, 0, 100, 100))
        loose.canBecomeFirstResponder = true
        XCTAssertFalse(try scene.sim.responders.becomeFirstResponder(loose), "a controller whose view is in no window")
        XCTAssertEqual(outcomes(scene), ["nameField refusedNotInWindow", "loose refusedNotInWindow"])
    }

    func testRefusedWhenTheCurrentOneWillNotResign() throws {
        let (scene, name, mail) = try scene()
        XCTAssertTrue(try scene.sim.responders.becomeFirstResponder(name))
        name.canResignFirstResponder = false
        scene.sink.clear()
        XCTAssertFalse(try scene.sim.responders.becomeFirstResponder(mail))
        XCTAssertTrue(scene.world.application.firstResponder === name)
        let record = try XCTUnwrap(scene.sink.events(.firstResponder).first)
        XCTAssertEqual(record.outcome, "refusedCurrentWontResign")
        XCTAssertEqual(record.payload.firstResponderPrevious, name.id)
        XCTAssertFalse(try scene.sim.responders.resignFirstResponder(name))
        XCTAssertTrue(scene.world.application.firstResponder === name)
    }

    func testSuccessResignsThePreviousOne() throws {
        let (scene, name, mail) = try scene()
        XCTAssertTrue(try scene.sim.responders.becomeFirstResponder(name))
        scene.sink.clear()
        XCTAssertTrue(try scene.sim.responders.becomeFirstResponder(mail))
        XCTAssertTrue(scene.world.application.firstResponder === mail)
        XCTAssertEqual(outcomes(scene), ["nameField resigned", "mailField became"])
        XCTAssertEqual(scene.sink.events(.firstResponder).last?.payload.firstResponderPrevious, name.id)
    }

    func testBecomingAgainAndResigning() throws {
        let (scene, name, mail) = try scene()
        XCTAssertTrue(try scene.sim.responders.becomeFirstResponder(name))
        XCTAssertTrue(try scene.sim.responders.becomeFirstResponder(name))
        XCTAssertTrue(try scene.sim.responders.resignFirstResponder(mail), "UIResponder's default answers true")
        XCTAssertTrue(scene.world.application.firstResponder === name)
        XCTAssertTrue(try scene.sim.responders.resignFirstResponder(name))
        XCTAssertNil(scene.world.application.firstResponder)
        XCTAssertEqual(outcomes(scene), ["nameField became", "nameField alreadyFirst", "mailField notFirst", "nameField resigned"])
    }

    func testRemovingTheFirstResponderFromTheWindowResignsIt() throws {
        // UIKit resigns a first responder that leaves its window; otherwise nil-targeted actions
        // would start at a view that is in no window and whose chain never reaches the controller.
        let (scene, name, _) = try scene()
        let calls = CallLog()
        scene.implement(scene.home, "copy:", calls: calls)
        XCTAssertTrue(try scene.sim.responders.becomeFirstResponder(name))
        scene.sim.responders.removeFromSuperview(name)
        XCTAssertNil(scene.world.application.firstResponder)
        XCTAssertEqual(outcomes(scene).last, "nameField resigned")
        XCTAssertTrue(try scene.sim.actions.sendAction(scene.world.selector("copy:"), to: nil, from: scene.login))
        XCTAssertEqual(calls.list, ["home.copy:"], "the walk starts at the sender again, and reaches home")
    }
}
