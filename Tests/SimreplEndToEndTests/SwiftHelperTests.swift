import XCTest

/// simrepl reads Swift through simrepl-swift, a second executable beside it (so that simrepl
/// itself does not link the parser): the two as a user meets them.
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

    func testASwiftSceneRunsThroughTheHelper() throws {
        let result = try simrepl("run", try swiftScene())
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("target-action -> vc.didTapSave:(sender: save)"), result.stdout)
    }

    func testAMissingHelperIsAnErrorAtTheImportWithHowToBuildIt() throws {
        let result = try simrepl("run", try swiftScene(), environment: ["SIMREPL_SWIFT_HELPER": "/nonexistent/simrepl-swift"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("drive.sim:1:8: error: cannot start /nonexistent/simrepl-swift, which reads Swift files for simrepl"), result.stderr)
        XCTAssertTrue(result.stderr.contains("swift build -c release --product simrepl-swift"), result.stderr)
    }

    /// A .sim run never starts the helper: it runs with none to be found.
    func testASimOnlyRunNeedsNoHelper() throws {
        let path = try writeFile("card.sim", Scenes.card + "tap save\nexpect ran homeVC didTapSave: once\n")
        let result = try simrepl("run", path, environment: ["SIMREPL_SWIFT_HELPER": "/nonexistent/simrepl-swift"])
        XCTAssertEqual(result.status, 0, result.stderr)
    }

    /// Deciding whether to start the helper early reads the head of a regular file only: a
    /// script on /dev/stdin must reach the interpreter whole.
    func testAScriptOnDevStdinIsReadWhole() throws {
        let drive = try swiftScene()
        let script = try String(contentsOfFile: drive, encoding: .utf8)
            .replacingOccurrences(of: "import \"VC.swift\"", with: "import \"\(drive.replacingOccurrences(of: "drive.sim", with: "VC.swift"))\"")
        let result = try simrepl("run", "/dev/stdin", stdin: script)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("log: saved by save"), result.stdout)
    }

    /// A program that answers with something else and never stops cannot hang simrepl.
    func testAHelperThatAnswersNonsenseAndKeepsRunningIsStopped() throws {
        let result = try simrepl("run", try swiftScene(), environment: ["SIMREPL_SWIFT_HELPER": "/usr/bin/yes"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("/usr/bin/yes, which reads Swift files for simrepl, stopped: it was killed by signal 9"), result.stderr)
    }

    /// A helper that dies is an error at the import, and the REPL goes on.
    func testAHelperThatStopsIsAnErrorNotACrash() throws {
        let path = try swiftScene()
        let result = try simrepl("run", path, environment: ["SIMREPL_SWIFT_HELPER": "/bin/false"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("drive.sim:1:8: error: /bin/false, which reads Swift files for simrepl, stopped: it exited with status 1"), result.stderr)
        let repl = try simrepl("repl", stdin: "import \"\(path.replacingOccurrences(of: "drive.sim", with: "VC.swift"))\"\nwindow other\ntree\n",
                               environment: ["SIMREPL_SWIFT_HELPER": "/bin/false"])
        XCTAssertTrue(repl.stdout.contains("other (UIWindow)") || repl.stderr.contains("other (UIWindow)"), repl.stdout + repl.stderr)
    }

    /// A helper that never answers, or announces a long answer and never sends it, cannot hang
    /// simrepl: past SIMREPL_SWIFT_HELPER_TIMEOUT it is stopped and the import fails, in the
    /// time given (before, `simrepl run` waited for ever).
    func testAHelperThatNeverAnswersIsStoppedAtItsDeadline() throws {
        for (name, body) in [("silent", "exec sleep 600"), ("promising", "printf '60000000\\n'; exec sleep 600")] {
            let helper = workDirectory.appendingPathComponent("\(name)-helper").path
            try "#!/bin/sh\n\(body)\n".write(toFile: helper, atomically: true, encoding: .utf8)
            XCTAssertEqual(chmod(helper, 0o755), 0)
            let started = Date()
            let result = try simrepl("run", try swiftScene(), environment: ["SIMREPL_SWIFT_HELPER": helper, "SIMREPL_SWIFT_HELPER_TIMEOUT": "1"])
            XCTAssertEqual(result.status, 2, name)
            XCTAssertTrue(result.stderr.contains("stopped: it did not answer within 1 s, and was stopped"), "\(name): \(result.stderr)")
            XCTAssertLessThan(Date().timeIntervalSince(started), 20, "\(name): stopped at its deadline, not waited for")
        }
    }
}
