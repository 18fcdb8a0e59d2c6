import XCTest
@testable import SimCore

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
        let run = ScriptRun()
        XCTAssertEqual(run.run(loginSceneSource + "\ncontroller sidebar in card frame 0 0 100 300"), .completed)
        XCTAssertEqual(run.diagnostics, [])
        let sidebar = try run.object("sidebar", ViewController.self)
        let card = try run.object("card", View.self)
        XCTAssertTrue(sidebar.view.superview === card)
        XCTAssertTrue(rules.nextResponder(after: sidebar.view) === sidebar)
        XCTAssertTrue(rules.nextResponder(after: sidebar) === card)
        XCTAssertEqual(chain(from: sidebar.view), ["sidebar.view", "sidebar", "card", "home.view", "home", "main", "app"])
    }

    func testPresentedControllerGoesToItsPresenter() throws {
        let run = ScriptRun()
        XCTAssertEqual(run.run(loginSceneSource + "\ncontroller sheet\npresent sheet from home"), .completed)
        XCTAssertEqual(run.diagnostics, [])
        let sheet = try run.object("sheet", ViewController.self)
        let home = try run.object("home", ViewController.self)
        let main = try run.object("main", Window.self)
        XCTAssertTrue(sheet.presentingViewController === home)
        XCTAssertTrue(home.presentedViewController === sheet)
        // Its view covers the window, but the controller's next responder is the presenter, not the window.
        XCTAssertTrue(sheet.view.superview === main)
        XCTAssertTrue(rules.nextResponder(after: sheet) === home)
        XCTAssertEqual(chain(from: sheet.view), ["sheet.view", "sheet", "home", "main", "app"])
    }

    func testPresentedViewCoversThePresenterForTouches() throws {
        let run = ScriptRun()
        XCTAssertEqual(run.run(loginSceneSource + "\ncontroller sheet\npresent sheet from home"), .completed)
        let sheet = try run.object("sheet", ViewController.self)
        let main = try run.object("main", Window.self)
        XCTAssertTrue(main.hitTest(Point(100, 142)) === sheet.view)
    }

    func testChainCommandListsTheChainInOrder() throws {
        let run = ScriptRun()
        XCTAssertEqual(run.run(loginSceneSource + "\nappdelegate delegate\nchain login"), .completed)
        let lines = run.output.split(separator: "\n").map(String.init)
        let start = try XCTUnwrap(lines.firstIndex(of: "responder chain from login:"), run.output)
        let numbered = lines[(start + 1)...].prefix { $0.hasPrefix("  ") }
        XCTAssertEqual(numbered.map { $0.split(separator: " ")[1] },
                       ["login", "card", "home.view", "home", "main", "app", "delegate"])
        XCTAssertTrue(run.output.contains("4. home (UIViewController)  implements didTapButton:"), run.output)
    }
}
