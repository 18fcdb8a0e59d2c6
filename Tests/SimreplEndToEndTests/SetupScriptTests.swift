import Foundation
import XCTest

/// `scripts/setup.sh` puts `simrepl` on PATH (every doc types `simrepl`): a link PREFIX/bin/simrepl
/// to the build, made by `link_on_path` in scripts/lib/common.sh, which says where it is or prints
/// the one line that puts PREFIX/bin on PATH. Run here on the debug binary, with the PATH and the
/// prefix each case needs (the release build setup.sh makes is not needed to test the link).
final class SetupScriptTests: SimreplTestCase {
    private var prefix: String { workDirectory.appendingPathComponent("prefix").path }
    private var link: String { prefix + "/bin/simrepl" }

    /// Runs `link_on_path BINARY PREFIX` as setup.sh does, with `path` as PATH.
    private func linkOnPath(path: String) throws -> ProcessResult {
        let binary = try SimreplBinary.path()
        let script = "SCRIPT_NAME=setup.sh; source scripts/lib/common.sh; link_on_path \(shellQuoted(binary)) \(shellQuoted(prefix))"
        return try ProcessRunner.run("/bin/bash", ["-c", script], environment: ["PATH": path, "HOME": workDirectory.path],
                                     currentDirectory: SimreplBinary.packageRoot)
    }

    func testALinkOffPathComesWithTheLineThatPutsItOnPath() throws {
        let r = try linkOnPath(path: "/usr/bin:/bin")
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link), try SimreplBinary.path())
        XCTAssertTrue(r.stderr.contains("\(prefix)/bin is not on your PATH"), r.stderr)
        let line = "export PATH=\"\(prefix)/bin:$PATH\""
        XCTAssertTrue(r.stderr.split(separator: "\n").contains { $0 == line }, "the line to add, alone: \(r.stderr)")
        XCTAssertEqual(r.stdout, "", "stdout is the REPL's")
        // That line, run by a shell, puts simrepl on its PATH.
        let shell = try ProcessRunner.run("/bin/bash", ["-c", line + "; simrepl --version"], environment: ["PATH": "/usr/bin:/bin"])
        XCTAssertEqual(shell.status, 0, shell.stderr)
    }

    func testALinkOnPathIsSaidSoAndRuns() throws {
        let r = try linkOnPath(path: "\(prefix)/bin:/usr/bin:/bin")
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stderr.contains("simrepl is on your PATH: \(link) -> "), r.stderr)
        XCTAssertFalse(r.stderr.contains("export PATH"), r.stderr)
        let again = try linkOnPath(path: "\(prefix)/bin:/usr/bin:/bin")
        XCTAssertEqual(again.status, 0, "running setup again replaces the link: \(again.stderr)")
        let run = try ProcessRunner.run("/bin/bash", ["-c", "simrepl --version"], environment: ["PATH": "\(prefix)/bin:/usr/bin:/bin"])
        XCTAssertEqual(run.status, 0, run.stderr)
    }

    func testAFileThatIsNotALinkIsLeftAlone() throws {
        try writeFile("prefix/bin/simrepl", "mine\n")
        let r = try linkOnPath(path: "/usr/bin:/bin")
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stderr.contains("\(link) exists and is not a link: left as it is"), r.stderr)
        XCTAssertEqual(try String(contentsOfFile: link, encoding: .utf8), "mine\n")
    }
}
