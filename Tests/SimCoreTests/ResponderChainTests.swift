import XCTest
@testable import SimCore

/// UIResponder.next as DESIGN.md §4 states it (World/Responder.swift, View.swift,
/// ViewController.swift, Window.swift, Application.swift).
final class ResponderChainTests: XCTestCase {
    private func chain(from start: Responder) -> [String] {
        var names: [String] = []
        var r: Responder? = start
        while let current = r, names.count < 50 {
            names.append(current.name)
            r = current.nextResponder
        }
        return names
    }

    func testViewsNextResponderIsItsSuperview() throws {
        let scene = try LoginScene()
        XCTAssertTrue(scene.login.nextResponder === scene.card)
        XCTAssertTrue(scene.card.nextResponder === scene.home.view)
    }

    func testRootViewGoesToItsControllerThenWindowThenApplication() throws {
        let scene = try LoginScene()
        XCTAssertTrue(scene.home.view.nextResponder === scene.home)
        XCTAssertTrue(scene.home.nextResponder === scene.window)
        XCTAssertTrue(scene.window.nextResponder === scene.world.application)
        XCTAssertNil(scene.world.application.nextResponder, "no app delegate yet")
        XCTAssertEqual(chain(from: scene.login), ["login", "card", "home.view", "home", "main", "app"])
    }

    func testAppDelegateEndsTheChain() throws {
        let scene = try LoginScene()
        let delegate = try scene.world.makeAppDelegate("delegate")
        XCTAssertTrue(scene.world.application.nextResponder === delegate)
        XCTAssertNil(delegate.nextResponder)
        XCTAssertEqual(chain(from: scene.home.view), ["home.view", "home", "main", "app", "delegate"])
    }

    func testPlainObjectAsAppDelegateIsNotInTheChain() throws {
        let scene = try LoginScene()
        // Only a delegate that is a responder joins the chain (UIApplication's rule).
        let plain = try scene.world.makeObject("plainDelegate")
        scene.world.application.delegate = plain
        XCTAssertNil(scene.world.application.nextResponder)
    }

    func testChildControllerGoesToTheSuperviewOfItsView() throws {
        let run = ScriptRun()
        XCTAssertEqual(run.run(loginSceneSource + "\ncontroller sidebar in card frame 0 0 100 300"), .completed)
        XCTAssertEqual(run.diagnostics, [])
        let sidebar = try run.object("sidebar", ViewController.self)
        let card = try run.object("card", View.self)
        XCTAssertTrue(sidebar.view.superview === card)
        XCTAssertTrue(sidebar.view.nextResponder === sidebar)
        XCTAssertTrue(sidebar.nextResponder === card)
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
        XCTAssertTrue(sheet.nextResponder === home)
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
