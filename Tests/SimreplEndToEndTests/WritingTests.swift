import Foundation
import Synchronization
import XCTest

#if canImport(Glibc)
import Glibc
#endif

/// Nothing a user recorded is lost (issue 16): every file simrepl writes (goldens, the JUnit
/// report, pages and pictures, `save scene`) goes through one write that replaces a regular file
/// atomically through a unique temporary file, writes devices and FIFOs in place, refuses
/// directories, and reports a failing disk with exit status 74; a closed pipe on standard output
/// is not an error.
final class WritingTests: SimreplTestCase {
    private let notCI: [String: String?] = ["CI": nil]
    private let ci: [String: String?] = ["CI": "true"]

    /// A scenario whose golden takes about 500 bytes a tap of the card's button.
    private func scenario(_ word: String, taps: Int = 3) -> String {
        Scenes.card + "log \"\(word)\"\n" + String(repeating: "tap save\n", count: taps)
            + "expect ran homeVC didTapSave: \(taps) times\n"
    }

    private func writeSuite(count: Int, taps: Int = 3) throws {
        for i in 0..<count { try writeFile("suite/s\(i).sim", scenario("scenario \(i)", taps: taps)) }
    }

    /// Files below the work folder whose name marks a temporary file of simrepl's.
    private func leftovers() -> [String] {
        let walker = FileManager.default.enumerator(atPath: workDirectory.path)
        var found: [String] = []
        while let path = walker?.nextObject() as? String {
            if (path as NSString).lastPathComponent.contains(".tmp-") { found.append(path) }
        }
        return found
    }

    private func text(_ name: String) -> String? {
        try? String(contentsOf: workDirectory.appendingPathComponent(name), encoding: .utf8)
    }

    /// A regression here would rename a file over a device of the machine's (as root): say so loudly.
    private func assertStillADevice(_ path: String, _ type: mode_t, file: StaticString = #filePath, line: UInt = #line) {
        var info = stat()
        XCTAssertEqual(lstat(path, &info), 0, file: file, line: line)
        XCTAssertEqual(info.st_mode & S_IFMT, type, "\(path) was replaced: restore it", file: file, line: line)
    }

    private func shell(_ script: String) throws -> ProcessResult {
        try ProcessRunner.run("/bin/sh", ["-c", script], environment: ProcessInfo.processInfo.environment.filter { $0.key != "CI" },
                              currentDirectory: workDirectory)
    }

    /// Runs the card scene ending in `save scene "PATH"` (line 12, the path at column 12).
    private func runSavingScene(to path: String) throws -> ProcessResult {
        try simrepl("run", "--quiet", try writeFile("save.sim", Scenes.card + "save scene \"\(path)\"\n"))
    }

    // MARK: - Atomic writes

    /// Twenty goldens of 30 KB, each written by two processes at once, four times over: with one
    /// fixed temporary name, most rounds saw a recorder's rename fail.
    func testTwoRecordersAtOnceDoNotCollide() throws {
        try writeSuite(count: 20, taps: 60)
        let first = try simrepl("test", "--record", "all", "suite", environment: notCI)
        XCTAssertEqual(first.status, 0, first.stdout + first.stderr)
        let goldens = (0..<20).map { text("suite/s\($0).trace") }
        let binary = try SimreplBinary.path(), folder = workDirectory!
        let environment = ProcessInfo.processInfo.environment.filter { $0.key != "CI" }
        for _ in 0..<4 {
            let results = Mutex<[ProcessResult?]>([nil, nil])
            DispatchQueue.concurrentPerform(iterations: 2) { i in
                let result = try? ProcessRunner.run(binary, ["test", "--keep-going", "--record", "all", "suite"],
                                                    environment: environment, currentDirectory: folder)
                results.withLock { $0[i] = result }
            }
            for result in results.withLock({ $0 }) {
                XCTAssertEqual(result?.status, 0, (result?.stdout ?? "no result") + (result?.stderr ?? ""))
            }
        }
        XCTAssertEqual((0..<20).map { text("suite/s\($0).trace") }, goldens, "every golden whole and the same")
        XCTAssertEqual(leftovers(), [])
    }

    func testThreadsWritingTheSameFileEachWriteItWhole() throws {
        // Eight scenarios run four at a time, each exporting the same picture to the same file.
        for i in 0..<8 {
            try writeFile("pics/p\(i).sim", Scenes.card + "tap save\nexport tree dot \"tree.dot\"\nexpect ran homeVC didTapSave: once\n")
        }
        let result = try simrepl("test", "-j", "4", "--record", "never", "pics", environment: notCI)
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        let picture = try XCTUnwrap(text("pics/tree.dot"))
        XCTAssertTrue(picture.hasPrefix("digraph tree {") && picture.hasSuffix("}\n"), picture)
        XCTAssertEqual(leftovers(), [])
    }

    func testAReplacedGoldenKeepsItsPermissionsAndItsSymbolicLink() throws {
        try writeFile("suite/a.sim", scenario("alpha"))
        let stored = try writeFile("goldens/a.trace", "stale\n")
        try FileManager.default.createSymbolicLink(atPath: workDirectory.appendingPathComponent("suite/a.trace").path,
                                                   withDestinationPath: stored)
        chmod(stored, 0o640)
        let result = try simrepl("test", "--record", "all", "suite", environment: notCI)
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        let link = workDirectory.appendingPathComponent("suite/a.trace").path
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link), stored, "the link stays")
        XCTAssertTrue(text("goldens/a.trace")?.contains("didTapSave: sent by save") ?? false, "the file it names is written")
        var info = stat()
        XCTAssertEqual(stat(stored, &info), 0)
        XCTAssertEqual(info.st_mode & 0o777, 0o640)
    }

    func testTheJUnitReportGoesToStandardOutputWhenAskedTo() throws {
        try writeSuite(count: 2)
        // Standard output a file (the runner's): the report, then the XML after it.
        let toFile = try simrepl("test", "--record", "never", "--junit", "/dev/stdout", "suite", environment: ci)
        XCTAssertEqual(toFile.status, 0, toFile.stdout + toFile.stderr)
        XCTAssertTrue(toFile.stdout.hasPrefix("PASS suite/s0.sim"), toFile.stdout)
        XCTAssertTrue(toFile.stdout.contains("2 passed, 0 failed\n<?xml version=\"1.0\""), toFile.stdout)
        XCTAssertTrue(toFile.stdout.hasSuffix("</testsuites>\n"), toFile.stdout)
        // Standard output a pipe.
        let binary = try SimreplBinary.path()
        let piped = try shell("'\(binary)' test --record never --junit /dev/stdout suite | cat")
        XCTAssertEqual(piped.status, 0, piped.stderr)
        XCTAssertTrue(piped.stdout.hasSuffix("</testsuites>\n"), piped.stdout)
        assertStillADevice("/dev/stdout", S_IFLNK)
    }

    func testAFIFOIsWrittenInPlaceAndStaysAFIFO() throws {
        try writeSuite(count: 1)
        let fifo = workDirectory.appendingPathComponent("report.fifo").path
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)
        let binary = try SimreplBinary.path()
        let result = try shell("cat report.fifo > got.xml & '\(binary)' test --record never --junit report.fifo suite; status=$?; wait; exit $status")
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertTrue(text("got.xml")?.hasSuffix("</testsuites>\n") ?? false, text("got.xml") ?? "nothing read")
        var info = stat()
        XCTAssertEqual(lstat(fifo, &info), 0)
        XCTAssertEqual(info.st_mode & S_IFMT, S_IFIFO, "still a FIFO")
    }

    func testADirectoryIsRefusedByName() throws {
        try writeSuite(count: 1)
        try FileManager.default.createDirectory(at: workDirectory.appendingPathComponent("reports"), withIntermediateDirectories: true)
        let junit = try simrepl("test", "--junit", "reports", "suite", environment: ci)
        XCTAssertEqual(junit.status, 2, junit.stdout + junit.stderr)
        XCTAssertTrue(junit.stderr.contains("cannot write the JUnit report 'reports': it is a directory"), junit.stderr)
        XCTAssertEqual(junit.stdout, "", "refused before the suite runs")

        let save = try runSavingScene(to: "reports")
        XCTAssertEqual(save.status, 2, save.stderr)
        XCTAssertTrue(save.stderr.contains("cannot write '\(workDirectory.path)/reports': it is a directory"), save.stderr)
        XCTAssertEqual(leftovers(), [])
    }

    func testAFullDiskIsAnErrorWithThePathAndExitStatus74() throws {
        guard FileManager.default.isWritableFile(atPath: "/dev/full") else { throw XCTSkip("no /dev/full here") }
        try writeSuite(count: 1)
        let junit = try simrepl("test", "--record", "never", "--junit", "/dev/full", "suite", environment: ci)
        XCTAssertEqual(junit.status, 74, junit.stdout + junit.stderr)
        XCTAssertTrue(junit.stderr.contains("cannot write the JUnit report '/dev/full': no space left on device"), junit.stderr)
        XCTAssertTrue(junit.stdout.contains("1 passed, 0 failed"), "the report on standard output is whole: \(junit.stdout)")

        let html = try simrepl("run", "--quiet", "--html", "/dev/full", workDirectory.appendingPathComponent("suite/s0.sim").path)
        XCTAssertEqual(html.status, 74, html.stderr)
        XCTAssertTrue(html.stderr.contains("cannot write '/dev/full': no space left on device"), html.stderr)

        let save = try runSavingScene(to: "/dev/full")
        XCTAssertEqual(save.status, 74, save.stderr)
        XCTAssertTrue(save.stderr.contains("cannot write '/dev/full': no space left on device"), save.stderr)
        assertStillADevice("/dev/full", S_IFCHR)
    }

    /// `ulimit -f` makes the disk refuse the golden halfway: with SIGXFSZ ignored the write fails
    /// (EFBIG), else the signal kills simrepl mid-write. Either way the old golden stays and no
    /// temporary file is left.
    func testAWriteThatFailsHalfwayLeavesTheOldGoldenAndNoTemporaryFile() throws {
        try writeFile("suite/a.sim", scenario("alpha"))
        try writeFile("suite/a.trace", "the old golden\n")
        let binary = try SimreplBinary.path()
        // dash counts `ulimit -f` in 512-byte blocks: the report fits, the golden does not.
        let failed = try shell("trap '' XFSZ; ulimit -f 1; '\(binary)' test --record all suite")
        XCTAssertEqual(failed.status, 74, failed.stdout + failed.stderr)
        XCTAssertTrue(failed.stdout.contains("cannot write 'suite/a.trace': file too large"), failed.stdout)
        XCTAssertEqual(text("suite/a.trace"), "the old golden\n")
        XCTAssertEqual(leftovers(), [])

        let killed = try shell("ulimit -f 1; exec '\(binary)' test --record all suite")
        XCTAssertEqual(killed.status, 128 + SIGXFSZ, killed.stdout + killed.stderr)
        XCTAssertEqual(text("suite/a.trace"), "the old golden\n")
        XCTAssertEqual(leftovers(), [], "the signal handler removed the temporary file")
    }

    // MARK: - Goldens that cannot be read (issue 24)

    /// A golden that is not UTF-8, over 16 MiB, a folder, a FIFO or a broken link was read with
    /// `try?`, taken for missing, replaced by the recording and reported PASS. Now it is an
    /// error of its scenario, and it stays as it was.
    func testAGoldenThatCannotBeReadIsAnErrorAndIsNeverReplaced() throws {
        let golden = "[0.000] > log \"alpha\"\n"
        var big = Data(golden.utf8)
        big.append(Data(repeating: UInt8(ascii: "#"), count: 16 << 20))
        let goldens: [(String, () throws -> Void, String)] = [
            ("latin1", { try Data([0x61, 0x0A, 0xE9, 0x0A]).write(to: self.workDirectory.appendingPathComponent("suite/latin1.trace")) },
             "it is not UTF-8 text (line 2 holds the byte 0xE9)"),
            ("big", { try big.write(to: self.workDirectory.appendingPathComponent("suite/big.trace")) }, "it is larger than 16 MiB"),
            ("folder", { try FileManager.default.createDirectory(at: self.workDirectory.appendingPathComponent("suite/folder.trace"), withIntermediateDirectories: true) },
             "it is a directory"),
            ("fifo", { XCTAssertEqual(mkfifo(self.workDirectory.appendingPathComponent("suite/fifo.trace").path, 0o644), 0) },
             "it is a FIFO (a named pipe), not a file"),
            ("dangling", { XCTAssertEqual(symlink("nowhere.trace", self.workDirectory.appendingPathComponent("suite/dangling.trace").path), 0) },
             "it is a symbolic link to nothing"),
        ]
        for (name, make, reason) in goldens {
            try writeFile("suite/\(name).sim", "log \"alpha\"\n")
            try make()
            let before = try FileManager.default.attributesOfItem(atPath: workDirectory.appendingPathComponent("suite/\(name).trace").path)
            let result = try simrepl("test", "--record", "all", "suite/\(name).sim", environment: notCI)
            XCTAssertEqual(result.status, 2, "\(name): \(result.stdout)\(result.stderr)")
            XCTAssertTrue(result.stdout.contains("ERROR suite/\(name).sim"), result.stdout)
            XCTAssertTrue(result.stdout.contains("error: cannot read the golden trace 'suite/\(name).trace': \(reason)"), result.stdout)
            XCTAssertTrue(result.stdout.contains("hint: simrepl does not replace a golden it cannot read"), result.stdout)
            let after = try FileManager.default.attributesOfItem(atPath: workDirectory.appendingPathComponent("suite/\(name).trace").path)
            XCTAssertEqual(before[.type] as? FileAttributeType, after[.type] as? FileAttributeType, name)
            XCTAssertEqual(before[.size] as? Int, after[.size] as? Int, "\(name) was rewritten")
            XCTAssertEqual(before[.modificationDate] as? Date, after[.modificationDate] as? Date, "\(name) was rewritten")
        }
        // Absent is still absent: recorded.
        try writeFile("suite/new.sim", "log \"alpha\"\n")
        let recorded = try simrepl("test", "--record", "missing", "suite/new.sim", environment: notCI)
        XCTAssertEqual(recorded.status, 0, recorded.stdout)
        XCTAssertEqual(text("suite/new.trace"), golden + "        log: alpha\n")
        XCTAssertEqual(leftovers(), [])
    }

    // MARK: - A FIFO nobody reads (issue 24)

    /// Opening a FIFO for writing waits for a reader: `--junit`, `save scene` and `export` into
    /// a named pipe nobody reads blocked for ever. Now they wait a second for a reader, then say so.
    func testAFIFOWithNoReaderIsAnErrorNotAHang() throws {
        try writeSuite(count: 1)
        let fifo = workDirectory.appendingPathComponent("nobody.fifo").path
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)
        let junit = try simrepl("test", "--record", "never", "--junit", "nobody.fifo", "suite", environment: ci)
        XCTAssertEqual(junit.status, 2, junit.stdout + junit.stderr)
        XCTAssertTrue(junit.stderr.contains("cannot write the JUnit report 'nobody.fifo': it is a FIFO (a named pipe) that no process is reading"), junit.stderr)
        XCTAssertTrue(junit.stderr.contains("hint: start its reader first"), junit.stderr)

        let save = try runSavingScene(to: "nobody.fifo")
        XCTAssertEqual(save.status, 2, save.stderr)
        XCTAssertTrue(save.stderr.contains("save.sim:12:12: error: cannot write '\(workDirectory.path)/nobody.fifo': it is a FIFO (a named pipe) that no process is reading"), save.stderr)
        var info = stat()
        XCTAssertEqual(lstat(fifo, &info), 0)
        XCTAssertEqual(info.st_mode & S_IFMT, S_IFIFO, "still a FIFO")
    }

    // MARK: - Signals (issue 24)

    /// SIGTERM while goldens are recorded left empty `.NAME.tmp-…` files in about one run of
    /// twelve with one worker and one of eight with two: a temporary file made (mkstemp) but not
    /// yet recorded for the handler, or made by one thread after the handler in another had
    /// removed the rest. Killed at forty moments through the recording, no run leaves one now.
    func testSIGTERMWhileRecordingLeavesNoTemporaryFile() throws {
        for i in 0..<300 { try writeFile("suite/s\(i).sim", "window main\ncontroller home in main\nbutton b in home.view\ntap b\ntap b\ntap b\n") }
        let binary = try SimreplBinary.path()
        var killedWhileRecording = 0
        for round in 0..<40 {
            let delay = String(format: "%.3f", 0.02 + Double(round) * 0.006)
            let result = try shell("rm -f suite/*.trace; '\(binary)' test -j \(1 + round % 2) --record all suite >/dev/null & pid=$!; sleep \(delay); kill -TERM $pid; wait $pid")
            if result.status == 128 + SIGTERM { killedWhileRecording += 1 }
            XCTAssertEqual(leftovers(), [], "round \(round), killed after \(delay) s")
            if !leftovers().isEmpty { break }
        }
        XCTAssertGreaterThan(killedWhileRecording, 5, "the kills came too late to test anything")
    }

    // MARK: - A closed pipe

    /// `simrepl run big.sim | head -1`: no SIGPIPE death (141), no noise; the run finishes and
    /// exits with its own status.
    func testRunPipedIntoHeadExitsQuietlyWithItsOwnStatus() throws {
        let taps = String(repeating: "tap save\n", count: 2_000)  // far more than a pipe holds
        let good = try writeFile("big.sim", Scenes.card + taps + "expect ran homeVC didTapSave: 2000 times\n")
        let bad = try writeFile("bad.sim", Scenes.card + taps + "expect ran homeVC didTapSave: once\n")
        let binary = try SimreplBinary.path()
        for (script, status) in [(good, Int32(0)), (bad, 1)] {
            let result = try ProcessRunner.run("/bin/bash", ["-c", "set -o pipefail; '\(binary)' run '\(script)' | head -1"])
            XCTAssertEqual(result.status, status, result.stderr)
            XCTAssertEqual(result.stdoutLines.count, 1, result.stdout)
            XCTAssertFalse(result.stderr.contains("cannot write") || result.stderr.contains("Broken pipe"), result.stderr)
        }
        let piped = try ProcessRunner.run("/bin/bash", ["-c", "set -o pipefail; '\(binary)' --no-demo < '\(good)' | head -1"])
        XCTAssertEqual(piped.status, 0, piped.stderr)
        XCTAssertEqual(piped.stderr, "")
    }

    /// A report nobody reads any more still leaves the goldens and the JUnit file it was asked for.
    func testATestRunWhoseReaderIsGoneStillRecordsAndReports() throws {
        try writeSuite(count: 3)
        try writeFile("suite/z.sim", Scenes.card + "tap save\nexpect ran homeVC didTapSave: twice\n")
        let binary = try SimreplBinary.path()
        let result = try ProcessRunner.run(binary, ["test", "--keep-going", "--record", "missing", "--junit", "report.xml", "suite"],
                                           environment: ProcessInfo.processInfo.environment.filter { $0.key != "CI" },
                                           currentDirectory: workDirectory, readerGone: true)
        XCTAssertEqual(result.status, 1, "the suite's own status: \(result.stderr)")
        XCTAssertEqual(result.stderr, "")
        XCTAssertEqual((0..<3).filter { text("suite/s\($0).trace") != nil }.count, 3, "goldens recorded")
        XCTAssertTrue(text("report.xml")?.contains("failures=\"1\"") ?? false, text("report.xml") ?? "no report")
    }

    // MARK: - Permissions, read-only goldens, a full disk (issue 24)

    /// simrepl run as the unprivileged user nobody, in the work folder: permission failures do
    /// not happen to root. Skipped unless the tests run as root (CI does) with setpriv.
    private func simreplAsNobody(_ arguments: String...) throws -> ProcessResult {
        guard geteuid() == 0 else { throw XCTSkip("running simrepl as the user nobody needs root (CI runs the tests as root)") }
        guard let setpriv = ProcessRunner.which("setpriv") else { throw XCTSkip("setpriv (util-linux) is not installed") }
        let binary = try SimreplBinary.path()
        return try ProcessRunner.run(setpriv, ["--reuid=65534", "--regid=65534", "--clear-groups", binary] + arguments,
                                     environment: ProcessInfo.processInfo.environment.filter { $0.key != "CI" },
                                     currentDirectory: workDirectory)
    }

    private func makeFolder(_ name: String, mode: mode_t) throws -> String {
        let path = workDirectory.appendingPathComponent(name).path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        XCTAssertEqual(chmod(path, mode), 0)
        return path
    }

    /// A golden its folder does not let the user write exited 2 (a script error) where `--help`
    /// promises 74: the golden is output, and it was lost. The error names it and says what to do.
    func testAGoldenThatCannotBeWrittenForLackOfPermissionIsLostOutput() throws {
        try writeFile("suite/a.sim", scenario("alpha"))  // the folder is root's, 0755
        let result = try simreplAsNobody("test", "--record", "all", "suite")
        XCTAssertEqual(result.status, 74, result.stdout + result.stderr)
        XCTAssertTrue(result.stdout.contains("ERROR suite/a.sim"), result.stdout)
        XCTAssertTrue(result.stdout.contains("error: cannot write 'suite/a.trace': permission denied"), result.stdout)
        XCTAssertTrue(result.stdout.contains("hint: the user nobody may not write 'suite/a.trace': check the permissions of 'suite'"), result.stdout)
        XCTAssertNil(text("suite/a.trace"))

        // The folder lets nobody write, the golden does not: it would have been renamed over.
        XCTAssertEqual(chmod(workDirectory.appendingPathComponent("suite").path, 0o777), 0)
        let golden = try writeFile("suite/a.trace", "the old golden\n")
        XCTAssertEqual(chmod(golden, 0o644), 0)
        let readOnly = try simreplAsNobody("test", "--record", "all", "suite")
        XCTAssertEqual(readOnly.status, 74, readOnly.stdout + readOnly.stderr)
        XCTAssertTrue(readOnly.stdout.contains("error: cannot write 'suite/a.trace': it is read-only"), readOnly.stdout)
        XCTAssertEqual(text("suite/a.trace"), "the old golden\n")
        XCTAssertEqual(leftovers(), [])
    }

    /// A read-only golden was replaced without a word (the folder allowed the rename, and root
    /// may write anything). A golden made read-only is one not to re-record: it is not written,
    /// the run exits 74 (output lost, as `--help` says), and the hint says how to let it be
    /// recorded. A script's `save` of a read-only file is refused the same way.
    func testAReadOnlyGoldenIsNeverReplaced() throws {
        try writeFile("suite/a.sim", scenario("alpha"))
        let golden = try writeFile("suite/a.trace", "the old golden\n")
        XCTAssertEqual(chmod(golden, 0o444), 0)
        let result = try simrepl("test", "--record", "all", "suite", environment: notCI)
        XCTAssertEqual(result.status, 74, result.stdout + result.stderr)
        XCTAssertTrue(result.stdout.contains("ERROR suite/a.sim"), result.stdout)
        XCTAssertTrue(result.stdout.contains("error: cannot write 'suite/a.trace': it is read-only"), result.stdout)
        XCTAssertTrue(result.stdout.contains("hint: simrepl does not replace a read-only file: make it writable (`chmod u+w 'suite/a.trace'`)"), result.stdout)
        XCTAssertEqual(text("suite/a.trace"), "the old golden\n")
        var info = stat()
        XCTAssertEqual(stat(golden, &info), 0)
        XCTAssertEqual(info.st_mode & 0o777, 0o444)

        let saved = try writeFile("scene.json", "{}\n")
        XCTAssertEqual(chmod(saved, 0o444), 0)
        let save = try runSavingScene(to: "scene.json")
        XCTAssertEqual(save.status, 74, save.stderr)
        XCTAssertTrue(save.stderr.contains("save.sim:12:12: error: cannot write '\(saved)': it is read-only"), save.stderr)
        XCTAssertEqual(text("scene.json"), "{}\n")
        XCTAssertEqual(leftovers(), [])
    }

    /// A folder the user cannot enter was reported as not existing, and one it cannot read was
    /// searched as if empty — a suite that quietly ran fewer scenarios.
    func testAFolderThatCannotBeEnteredIsPermissionDeniedNotMissing() throws {
        try writeFile("locked/sub/a.sim", scenario("alpha"))
        _ = try makeFolder("locked", mode: 0o700)
        let named = try simreplAsNobody("test", "locked/sub")
        XCTAssertEqual(named.status, 2, named.stdout + named.stderr)
        XCTAssertFalse(named.stderr.contains("does not exist"), named.stderr)
        XCTAssertTrue(named.stderr.contains("error: 'locked/sub' cannot be reached: permission denied (a folder on its way cannot be entered)"), named.stderr)
        XCTAssertTrue(named.stderr.contains("hint: the user nobody needs to enter (x) every folder on the way"), named.stderr)

        let searched = try simreplAsNobody("test", "locked")
        XCTAssertEqual(searched.status, 2, searched.stdout + searched.stderr)
        XCTAssertTrue(searched.stderr.contains("error: cannot read the folder 'locked': permission denied"), searched.stderr)
        XCTAssertTrue(searched.stderr.contains("hint: simrepl test searches every folder under the paths it is given"), searched.stderr)

        // A folder deep in the suite is not skipped: its scenarios would not run.
        try writeFile("suite/ok.sim", scenario("ok"))
        try writeFile("suite/private/hidden-from-nobody.sim", scenario("private"))
        _ = try makeFolder("suite/private", mode: 0o700)
        let below = try simreplAsNobody("test", "--record", "never", "suite")
        XCTAssertEqual(below.status, 2, below.stdout + below.stderr)
        XCTAssertTrue(below.stderr.contains("error: cannot read the folder 'suite/private': permission denied"), below.stderr)
        XCTAssertFalse(below.stdout.contains("PASS"), "nothing runs when part of the suite cannot be found: \(below.stdout)")
    }

    /// A full disk exited 74 but said only "no space left on device", and a script's `save`
    /// gave the hint about a missing folder. Now each names the file it could not write and what
    /// to do: a golden, a script's `save`, `--export`, and standard output redirected to a file.
    func testAFullDiskNamesTheFileAndSaysWhatToDo() throws {
        guard geteuid() == 0 else { throw XCTSkip("mounting a small tmpfs needs root (CI runs the tests as root)") }
        let disk = try makeFolder("full", mode: 0o755)
        let mounted = try ProcessRunner.run("/bin/mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", disk])
        guard mounted.status == 0 else { throw XCTSkip("cannot mount a tmpfs here: \(mounted.stderr)") }
        defer { _ = try? ProcessRunner.run("/bin/umount", [disk]) }
        try writeFile("full/suite/a.sim", scenario("alpha"))
        // Fill what is left of the 64 KiB.
        let filler = try XCTUnwrap(FileHandle(forWritingAtPath: try writeFile("full/filler", "")))
        while (try? filler.write(contentsOf: Data(count: 4096))) != nil {}
        try? filler.close()

        let golden = try simrepl("test", "--record", "all", "full/suite", environment: notCI)
        XCTAssertEqual(golden.status, 74, golden.stdout + golden.stderr)
        XCTAssertTrue(golden.stdout.contains("error: cannot write 'full/suite/a.trace': no space left on device"), golden.stdout)
        XCTAssertTrue(golden.stdout.contains("hint: the disk is full: free some space where 'full/suite/a.trace' is written, or write somewhere else"), golden.stdout)

        let save = try runSavingScene(to: "full/scene.json")
        XCTAssertEqual(save.status, 74, save.stderr)
        XCTAssertTrue(save.stderr.contains("save.sim:12:12: error: cannot write '\(disk)/scene.json': no space left on device"), save.stderr)
        XCTAssertTrue(save.stderr.contains("hint: the disk is full"), save.stderr)

        let trace = try writeFile("trace.sim", Scenes.card + String(repeating: "tap save\n", count: 50))
        let export = try simrepl("run", "--quiet", "--export", "tree=full/tree.dot", trace)
        XCTAssertEqual(export.status, 74, export.stderr)
        XCTAssertTrue(export.stderr.contains("cannot write 'full/tree.dot': no space left on device\n  hint: the disk is full"), export.stderr)

        let binary = try SimreplBinary.path()
        let redirected = try shell("'\(binary)' run '\(trace)' > full/out.txt")
        XCTAssertEqual(redirected.status, 74, redirected.stderr)
        XCTAssertTrue(redirected.stderr.contains("cannot write standard output ('\(disk)/out.txt'): no space left on device"), redirected.stderr)
        XCTAssertTrue(redirected.stderr.contains("hint: the disk is full"), redirected.stderr)
        XCTAssertEqual(leftovers(), [])
    }

    /// `save` in a 1 ms timer through `wait 1000s` wrote and synced a file a firing, for twenty
    /// minutes before the work budget stopped it: a file written counts a thousand events now.
    func testASaveInAFastTimerStopsAtTheWorkBudgetInSeconds() throws {
        let script = try writeFile("timer.sim", "window main\ntimer t every 0.001s { save \"x.sim\" }\nwait 1000s\n")
        let binary = try SimreplBinary.path()
        let started = Date()
        let result = try ProcessRunner.run(binary, ["run", "--quiet", script], currentDirectory: workDirectory, timeout: 120)
        let took = Date().timeIntervalSince(started)
        XCTAssertEqual(result.status, 3, result.stderr)
        XCTAssertTrue(result.stderr.contains("timer.sim:3:1: error: the run passed its work budget"), result.stderr)
        XCTAssertTrue(result.stderr.contains("files written"), result.stderr)
        XCTAssertLessThan(took, 60, "the budget took \(took) s to stop it")
        XCTAssertEqual(leftovers(), [])
    }
}
