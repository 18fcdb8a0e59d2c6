import XCTest
@testable import SimCore
@testable import SimScript
import SimTestSupport

/// The responder commands of the language — a nil-targeted `addTarget`, `becomeFirstResponder`,
/// `chain` — and what they print. The rules themselves are SimCoreTests' (ResponderChainTests,
/// FirstResponderTests, NilTargetedActionTests), asked through the Swift API.
final class ResponderCommandTests: XCTestCase {
    func testNilTargetedTapThroughAScript() throws {
        let run = ScriptRun()
        XCTAssertEqual(run.run(loginSceneSource + """

            method home copy: { log "home copies for {sender}" }
            addTarget login nil copy: for touchUpInside
            tap login
            expect handled copy: by home
            """), .completed)
        XCTAssertEqual(run.diagnostics, [])
        XCTAssertEqual(run.interpreter.expectationsPassed, 1)
        XCTAssertEqual(run.loggedLines, ["home copies for login"])
        XCTAssertTrue(run.output.contains("home canPerformAction(copy:)? yes -> performs it"), run.output)
    }

    func testFirstResponderCommandsAndTheirTrace() throws {
        let run = ScriptRun()
        XCTAssertEqual(run.run(loginSceneSource + """

            view field in card frame 20 100 200 44
            becomeFirstResponder field
            set field.canBecomeFirstResponder = true
            becomeFirstResponder field
            expect firstResponder == field
            """), .completed)
        XCTAssertEqual(run.diagnostics, [])
        XCTAssertTrue(run.output.contains("field cannot become first responder: canBecomeFirstResponder is false"), run.output)
        XCTAssertTrue(run.output.contains("field becomes first responder"), run.output)
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
