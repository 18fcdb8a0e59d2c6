import XCTest
@testable import SimCore
import SimTestSupport

/// UIResponder.next as UIKit documents it (Platform/UIKitRules.swift), asked through the
/// world's platform rules as the engines ask it.
final class ResponderChainTests: XCTestCase {
    /// The rules every test here checks (stateless: they read the objects' links).
    private let rules = UIKitRules()

    private func chain(from start: Responder) -> [String] {
        var names: [String] = []
        var r: Responder? = start
        while let current = r, names.count < 50 {
            names.append(current.name)
            r = rules.nextResponder(after: current)
        }
        return names
    }

    func testViewsNextResponderIsItsSuperview() throws {
        let scene = try LoginScene()
        XCTAssertTrue(rules.nextResponder(after: scene.login) === scene.card)
        XCTAssertTrue(rules.nextResponder(after: scene.card) === scene.home.view)
    }

    func testRootViewGoesToItsControllerThenWindowThenApplication() throws {
        let scene = try LoginScene()
        XCTAssertTrue(rules.nextResponder(after: scene.home.view) === scene.home)
        XCTAssertTrue(rules.nextResponder(after: scene.home) === scene.window)
        XCTAssertTrue(rules.nextResponder(after: scene.window) === scene.world.application)
        XCTAssertNil(rules.nextResponder(after: scene.world.application), "no app delegate yet")
        XCTAssertEqual(chain(from: scene.login), ["login", "card", "home.view", "home", "main", "app"])
    }

    func testAppDelegateEndsTheChain() throws {
        let scene = try LoginScene()
        let delegate = try scene.world.makeAppDelegate("delegate")
        XCTAssertTrue(rules.nextResponder(after: scene.world.application) === delegate)
        XCTAssertNil(rules.nextResponder(after: delegate))
        XCTAssertEqual(chain(from: scene.home.view), ["home.view", "home", "main", "app", "delegate"])
    }

    func testPlainObjectAsAppDelegateIsNotInTheChain() throws {
        let scene = try LoginScene()
        // Only a delegate that is a responder joins the chain (UIApplication's rule).
        let plain = try scene.world.makeObject("plainDelegate")
        scene.world.application.delegate = plain
        XCTAssertNil(rules.nextResponder(after: scene.world.application))
    }

    func testChildControllerGoesToTheSuperviewOfItsView() throws {
        let scene = try LoginScene()
        let card = scene.card
        let sidebar = try scene.world.makeViewController("sidebar", frame: Rect(0, 0, 100, 300))
        XCTAssertTrue(try scene.world.place(sidebar, inside: card), "home owns card's hierarchy")
        XCTAssertTrue(scene.home.children.contains { $0 === sidebar })
        XCTAssertTrue(sidebar.view.superview === card)
        XCTAssertTrue(rules.nextResponder(after: sidebar.view) === sidebar)
        XCTAssertTrue(rules.nextResponder(after: sidebar) === card)
        XCTAssertEqual(chain(from: sidebar.view), ["sidebar.view", "sidebar", "card", "home.view", "home", "main", "app"])
    }

    func testPresentedControllerGoesToItsPresenter() throws {
        let scene = try LoginScene()
        let (home, main) = (scene.home, scene.window)
        let sheet = try scene.world.makeViewController("sheet", frame: Rect(0, 0, 390, 844))
        try scene.world.present(sheet, from: home)
        XCTAssertTrue(sheet.presentingViewController === home)
        XCTAssertTrue(home.presentedViewController === sheet)
        // Its view covers the window, but the controller's next responder is the presenter, not the window.
        XCTAssertTrue(sheet.view.superview === main)
        XCTAssertTrue(rules.nextResponder(after: sheet) === home)
        XCTAssertEqual(chain(from: sheet.view), ["sheet.view", "sheet", "home", "main", "app"])
    }

    func testPresentedViewCoversThePresenterForTouches() throws {
        let scene = try LoginScene()
        let sheet = try scene.world.makeViewController("sheet", frame: Rect(0, 0, 390, 844))
        try scene.world.present(sheet, from: scene.home)
        let main = scene.window
        XCTAssertTrue(main.hitTest(Point(100, 142)) === sheet.view)
    }
}
