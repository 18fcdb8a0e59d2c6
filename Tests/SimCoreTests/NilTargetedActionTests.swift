import XCTest
@testable import SimCore
import SimTestSupport

/// `Simulator.sendAction(_:to: nil, from:)`: UIApplication.sendAction's walk up the responder
/// chain (Actions/Simulator+Actions.swift).
final class NilTargetedActionTests: XCTestCase {
    /// The login scene plus `field` (a responder that can become first responder) in home.view,
    /// on a different branch from `login`, and an app delegate.
    private func scene() throws -> (LoginScene, View, AppDelegate) {
        let scene = try LoginScene()
        let field = try scene.world.makeView("field", in: scene.home.view, frame: Rect(20, 500, 200, 44))
        field.canBecomeFirstResponder = true
        let delegate = try scene.world.makeAppDelegate("delegate")
        return (scene, field, delegate)
    }

    private func asked(_ scene: LoginScene) -> [String] {
        scene.sink.events(.chainAsk).map { scene.world.object($0.object).name + ($0.outcome == "yes" ? ":yes" : ":no") }
    }

    func testWithoutFirstResponderTheWalkStartsAtTheSender() throws {
        let (scene, _, _) = try scene()
        let calls = CallLog()
        scene.implement(scene.home, "copy:", calls: calls)
        let handled = try scene.sim.actions.sendAction(scene.world.selector("copy:"), to: nil, from: scene.login)
        XCTAssertTrue(handled)
        XCTAssertEqual(calls.list, ["home.copy:"])
        XCTAssertEqual(asked(scene), ["login:no", "card:no", "home.view:no", "home:yes"])
        let start = try XCTUnwrap(scene.sink.events(.targetAction).first)
        XCTAssertEqual(start.outcome, "startsAtSender", "a nil target, walked from the sender")
    }

    func testWithAFirstResponderTheWalkStartsThereNotAtTheSender() throws {
        let (scene, field, _) = try scene()
        let calls = CallLog()
        // `card` would answer if the walk started at the sender (login → card); it must not.
        scene.implement(scene.card, "copy:", calls: calls)
        scene.implement(scene.home, "copy:", calls: calls)
        XCTAssertTrue(try scene.sim.responders.becomeFirstResponder(field))
        scene.sink.clear()

        XCTAssertTrue(try scene.sim.actions.sendAction(scene.world.selector("copy:"), to: nil, from: scene.login))
        XCTAssertEqual(calls.list, ["home.copy:"])
        XCTAssertEqual(asked(scene), ["field:no", "home.view:no", "home:yes"])
        XCTAssertEqual(scene.sink.events(.targetAction).first?.outcome, "startsAtFirstResponder")
    }

    func testTheFirstResponderItselfPerformsWhenItImplementsTheAction() throws {
        let (scene, field, _) = try scene()
        let calls = CallLog()
        scene.implement(field, "paste:", calls: calls)
        scene.implement(scene.home, "paste:", calls: calls)
        try scene.sim.responders.becomeFirstResponder(field)
        scene.sink.clear()
        XCTAssertTrue(try scene.sim.actions.sendAction(scene.world.selector("paste:"), to: nil, from: scene.login))
        XCTAssertEqual(calls.list, ["field.paste:"])
        XCTAssertEqual(asked(scene), ["field:yes"])
    }

    func testTheAppDelegateIsAskedLast() throws {
        let (scene, _, delegate) = try scene()
        let calls = CallLog()
        scene.implement(delegate, "selectAll:", calls: calls)
        XCTAssertTrue(try scene.sim.actions.sendAction(scene.world.selector("selectAll:"), to: nil, from: scene.login))
        XCTAssertEqual(calls.list, ["delegate.selectAll:"])
        XCTAssertEqual(asked(scene), ["login:no", "card:no", "home.view:no", "home:no", "main:no", "app:no", "delegate:yes"])
    }

    func testNobodyImplementsItSoItIsUnhandledAndEveryResponderIsAsked() throws {
        let (scene, _, _) = try scene()
        let handled = try scene.sim.actions.sendAction(scene.world.selector("undo:"), to: nil, from: scene.login)
        XCTAssertFalse(handled)
        XCTAssertEqual(asked(scene), ["login:no", "card:no", "home.view:no", "home:no", "main:no", "app:no", "delegate:no"])
        let unhandled = scene.sink.events(.actionUnhandled)
        XCTAssertEqual(unhandled.count, 1)
        XCTAssertEqual(unhandled.first?.object, scene.login.id)
        guard case .actionUnhandled(let selector)? = unhandled.first?.payload else { return XCTFail("no actionUnhandled event") }
        XCTAssertEqual(scene.world.name(of: selector), "undo:")
        // The unhandled record comes after the last ask.
        XCTAssertEqual(scene.sink.events.last?.kind, .actionUnhandled)
    }

    func testTheSignatureDecidesWhatTheActionReceives() throws {
        let (scene, _, _) = try scene()
        final class Seen { var senders: [String] = []; var touches: [Int32] = [] }
        let seen = Seen()
        for selector in ["refresh", "didTap:", "didTap:forEvent:"] {
            scene.implement(scene.home, selector) { context in
                seen.senders.append(context.sender?.name ?? "nil")
                seen.touches.append(context.touch)
            }
        }
        for selector in ["refresh", "didTap:", "didTap:forEvent:"] {
            try scene.sim.actions.sendAction(scene.world.selector(selector), to: scene.home, from: scene.login, touch: 7)
        }
        XCTAssertEqual(seen.senders, ["nil", "login", "login"])
        XCTAssertEqual(seen.touches, [0, 0, 7])
    }

    func testExplicitTargetThatDoesNotImplementTheActionIsUnrecognized() throws {
        let (scene, _, _) = try scene()
        let handled = try scene.sim.actions.sendAction(scene.world.selector("missing:"), to: scene.home, from: scene.login)
        XCTAssertFalse(handled)
        XCTAssertEqual(scene.sink.events(.targetAction).map(\.outcome), ["unrecognized"])
        XCTAssertTrue(scene.sink.events(.chainAsk).isEmpty, "an explicit target never walks the chain")
    }
}
