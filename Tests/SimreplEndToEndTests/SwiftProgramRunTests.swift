import XCTest

/// `simrepl run program.swift`: a Swift file with top-level code runs as the program it is, on
/// the interpreter in simrepl-swift — what a user who types `swiftc main.swift && ./main` expects,
/// down to the exit status telling a trap from a compile error.
final class SwiftProgramRunTests: SimreplTestCase {
    func testAProgramPrintsWhatItPrintsThenWhatItDeclares() throws {
        let path = try writeFile("main.swift", """
            struct Point: CustomStringConvertible {
                var x: Int, y: Int
                var description: String { "(\\(x), \\(y))" }
            }
            let points = [Point(x: 1, y: 2), Point(x: 3, y: 4)]
            for p in points { print(p) }
            print(points.map { $0.x * $0.y }.reduce(0, +), terminator: "")

            """)
        let result = try simrepl("run", path)
        XCTAssertEqual(result.status, 0, result.stderr)
        // The summary starts on a line of its own even when the output did not end one.
        XCTAssertEqual(result.stdout, "(1, 2)\n(3, 4)\n14\nmain.swift declares:\n  struct Point: CustomStringConvertible\n")
        XCTAssertEqual(result.stderr, "")
        let quiet = try simrepl("run", "--quiet", path)
        XCTAssertEqual(quiet.stdout, "(1, 2)\n(3, 4)\n14", "--quiet: exactly the program's output")
    }

    func testATrapExitsFourWithSwiftsMessageAfterTheOutputBeforeIt() throws {
        let path = try writeFile("trap.swift", """
            let names = ["a", "b"]
            print(names[0])
            print(names[2])
            print("never")

            """)
        let result = try simrepl("run", path)
        XCTAssertEqual(result.status, 4)
        XCTAssertEqual(result.stdout, "a\n")
        XCTAssertEqual(result.stderr, "\(path):3:7: Fatal error: Index out of range\n")
    }

    func testACompileErrorExitsTwoWithFileLineColumnAndAHint() throws {
        let path = try writeFile("typo.swift", """
            let count = 3
            print(cuont)

            """)
        let result = try simrepl("run", path)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stdout, "")
        XCTAssertTrue(result.stderr.hasPrefix("\(path):2:7: error: cannot find 'cuont' in scope\n"), result.stderr)
        XCTAssertTrue(result.stderr.contains("hint: did you mean 'count'?"), result.stderr)
    }

    func testALoopThatNeverEndsStopsAtTheWorkBudgetWithExitThree() throws {
        let path = try writeFile("spin.swift", """
            var n = 0
            while true {
                n += 1
            }

            """)
        let result = try simrepl("run", "--max-events", "1000", path)
        XCTAssertEqual(result.status, 3)
        XCTAssertTrue(result.stderr.hasPrefix("\(path):2:1: error: the program ran past its work budget of 10000 steps here"), result.stderr)
    }

    func testAForceUnwrappedNilTrapsWithSwiftsWords() throws {
        let path = try writeFile("unwrap.swift", "print(\"hello\")\nlet x: Int? = nil\nprint(x!)\n")
        let result = try simrepl("run", "--quiet", path)
        XCTAssertEqual(result.status, 4)
        XCTAssertEqual(result.stdout, "hello\n")
        XCTAssertTrue(result.stderr.contains("Fatal error: Unexpectedly found nil while unwrapping an Optional value"), result.stderr)
    }

    /// A file of UIKit classes is a screen, not a program: it is still loaded and its classes
    /// listed, for a .sim script to drive.
    func testAUIKitFileIsStillLoadedForADriver() throws {
        let path = try writeFile("VC.swift", """
            import UIKit
            class VC: UIViewController {
                @IBOutlet var save: UIButton!
            }

            """)
        let result = try simrepl("run", path)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("loaded: 1 class"), result.stdout)
        XCTAssertTrue(result.stdout.contains("Run it from a .sim driver"), result.stdout)
    }

    /// Several files: each runs, the worst status wins, as for .sim files.
    func testAProgramBesideAScriptAndTheWorstStatusWins() throws {
        let program = try writeFile("ok.swift", "print(\"from swift\")\n")
        let trap = try writeFile("trap.swift", "fatalError(\"stop\")\n")
        let script = try writeFile("s.sim", "window main\nlog \"from sim\"\n")
        let result = try simrepl("run", program, script, trap)
        XCTAssertEqual(result.status, 4)
        XCTAssertTrue(result.stdout.hasPrefix("from swift\n"), result.stdout)
        XCTAssertTrue(result.stdout.contains("from sim"), result.stdout)
        XCTAssertTrue(result.stderr.contains("trap.swift:1:1: Fatal error: stop"), result.stderr)
    }

    func testAMissingInterpreterSaysHowToBuildIt() throws {
        let path = try writeFile("p.swift", "print(1)\n")
        let result = try simrepl("run", path, environment: ["SIMREPL_SWIFT_HELPER": "/nonexistent/simrepl-swift"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("cannot start /nonexistent/simrepl-swift"), result.stderr)
        XCTAssertTrue(result.stderr.contains("hint: build it beside simrepl"), result.stderr)
    }

    func testAMissingSwiftFileIsReportedAsAnyMissingFile() throws {
        let result = try simrepl("run", "no-such-program.swift")
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("cannot read 'no-such-program.swift': no such file or directory"), result.stderr)
    }
}
