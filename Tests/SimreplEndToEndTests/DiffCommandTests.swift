import Foundation
import XCTest

/// `simrepl diff A.sim B.sim`: two traces side by side.
final class DiffCommandTests: SimreplTestCase {
    func testTwoScenariosSideBySideWithTheirDifferencesMarked() throws {
        let bug = try writeFile("bug.sim", Scenes.card + "tap save\n")
        let fix = try writeFile("fix.sim", Scenes.card + "set save.enabled = false\ntap save\n")
        let result = try simrepl("diff", "--width", "100", bug, fix)
        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = result.stdoutLines
        XCTAssertTrue(lines[0].contains("bug.sim ") && lines[0].hasSuffix("fix.sim"), lines[0])
        XCTAssertTrue(lines.allSatisfy { $0.count <= 100 }, result.stdout)
        // The shared scene sits on both sides; the disabled tap is a difference on the right.
        XCTAssertTrue(lines.contains { $0.hasPrefix("> tap save") && $0.hasSuffix("> tap save") }, result.stdout)
        XCTAssertTrue(lines.contains { $0.contains(" > ") && $0.contains("is disabled") || $0.contains(" | ") && $0.contains("is disabled") },
                      result.stdout)
    }

    func testAScriptErrorOnEitherSideExitsTwo() throws {
        let ok = try writeFile("ok.sim", "window main\n")
        let broken = try writeFile("broken.sim", "window main\nbutton {\n")
        let result = try simrepl("diff", ok, broken)
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("broken.sim:2:"), result.stderr)
    }
}
