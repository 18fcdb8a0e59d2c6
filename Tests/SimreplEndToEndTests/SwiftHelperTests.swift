import XCTest

/// simrepl runs Swift in simrepl-swift, the same command line with the Swift interpreter, which
/// simrepl becomes for a command that may run Swift (so that simrepl itself does not link the
/// parser): the two as a user meets them.
final class SwiftHelperTests: SimreplTestCase {
    private func swiftScene() throws -> String {
        _ = try writeFile("VC.swift", """
            import UIKit
            class VC: UIViewController {
                @IBOutlet var save: UIButton!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    save.addTarget(self, action: #selector(didTapSave(_:)), for: .touchUpInside)
                }
                @objc func didTapSave(_ sender: UIButton) { print("saved by \\(sender)") }
            }
            """)
        return try writeFile("drive.sim", """
            import "VC.swift"
            window main
            controller vc in main class VC
            button save in vc.view frame 20 100 120 44
            outlet vc.save = save
            sendAction viewDidLoad to vc
            tap save
            expect log "saved by save"

            """)
    }

    func testASwiftSceneRunsInSimreplSwift() throws {
        let result = try simrepl("run", try swiftScene())
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("target-action -> vc.didTapSave:(sender: save)"), result.stdout)
    }

    func testAMissingSimreplSwiftIsAnErrorAtTheImportWithHowToBuildIt() throws {
        let result = try simrepl("run", try swiftScene(), environment: ["SIMREPL_SWIFT_HELPER": "/nonexistent/simrepl-swift"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("drive.sim:1:8: error: simrepl runs Swift in simrepl-swift, which is not at /nonexistent/simrepl-swift"), result.stderr)
        XCTAssertTrue(result.stderr.contains("swift build --product simrepl-swift"), result.stderr)
    }

    /// A trap in a Swift handler ends the handler with Swift's message at the Swift line, in the
    /// trace and in `why`; the run goes on.
    func testATrapEndsTheHandlerWithSwiftsMessageAndTheRunGoesOn() throws {
        _ = try writeFile("Crash.swift", """
            import UIKit
            class VC: UIViewController {
                var items: [String] = []
                @objc func tapped(_ sender: UIButton) { print(items[2]) }
            }
            """)
        let path = try writeFile("crash.sim", """
            import "Crash.swift"
            window main
            controller vc in main class VC
            button b in vc.view frame 0 0 100 44
            addTarget b vc tapped: for touchUpInside
            tap b
            why vc.tapped:
            note "still running"

            """)
        let result = try simrepl("run", path)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("trap: Fatal error: Index out of range at \(path.replacingOccurrences(of: "crash.sim", with: "Crash.swift")):4:51"), result.stdout)
        XCTAssertTrue(result.stdout.contains("it stopped at a trap: Fatal error: Index out of range at \(path.replacingOccurrences(of: "crash.sim", with: "Crash.swift")):4:51"), result.stdout)
        XCTAssertTrue(result.stdout.contains("* still running"), result.stdout)
        // JSON Lines: the record jq reads.
        let json = try simrepl("run", "--trace", "json", path)
        XCTAssertTrue(json.stdout.contains("\"kind\":\"trapped\""), json.stdout)
        XCTAssertTrue(json.stdout.contains("\"message\":\"Fatal error: Index out of range\""), json.stdout)
    }

    /// A .sim run never becomes simrepl-swift: it runs with none to be found.
    func testASimOnlyRunNeedsNoHelper() throws {
        let path = try writeFile("card.sim", Scenes.card + "tap save\nexpect ran homeVC didTapSave: once\n")
        let result = try simrepl("run", path, environment: ["SIMREPL_SWIFT_HELPER": "/nonexistent/simrepl-swift"])
        XCTAssertEqual(result.status, 0, result.stderr)
    }

    /// Deciding whether to become simrepl-swift reads the head of a regular file only: a script
    /// on /dev/stdin must reach the interpreter whole (simrepl-swift runs it, in case it imports Swift).
    func testAScriptOnDevStdinIsReadWhole() throws {
        let drive = try swiftScene()
        let script = try String(contentsOfFile: drive, encoding: .utf8)
            .replacingOccurrences(of: "import \"VC.swift\"", with: "import \"\(drive.replacingOccurrences(of: "drive.sim", with: "VC.swift"))\"")
        let result = try simrepl("run", "/dev/stdin", stdin: script)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("log: saved by save"), result.stdout)
    }
}
