import Foundation
import XCTest

/// The bad-input corpus (issue 16): every `Tests/BadInput/CATEGORY/NAME.sim` runs as
/// `simrepl run CATEGORY/NAME.sim` from `Tests/BadInput`, and must
/// - finish within `timeLimit` seconds, without a signal (a trap, a stack overflow);
/// - exit with one of the documented codes (README, docs/language.md section 7);
/// - write nothing a terminal would act on or hide: no byte below 0x20 but the line break, no
///   DEL or C1 control, no byte-order mark, zero-width or bidirectional control character;
/// - exit with the code, and write to standard error exactly the bytes, that `NAME.expected`
///   holds: a first line `exit N`, then the standard error.
///
/// `SIMREPL_RECORD_BAD_INPUT=1 swift test --filter BadInputCorpusTests` writes the expected files
/// anew (only the ones that change) instead of comparing; read every diagnostic it records.
/// Two inputs too large to keep in git are made by the test (`generated`), in a scratch copy of
/// their folder; their expected files live in the corpus like the others.
final class BadInputCorpusTests: XCTestCase {
    static let corpus = SimreplBinary.packageRoot.appendingPathComponent("Tests/BadInput")
    static let timeLimit = 10.0
    /// README, docs/language.md and Sources/simrepl/CLI/ExitCode.swift (64 from the argument parser).
    static let documentedExitCodes: Set<Int32> = [0, 1, 2, 3, 4, 64, 74]
    static let minimumCases = 300

    /// Inputs made at test time: a file over the 16 MiB limit, and a line of 1 MiB (over the
    /// 64 KiB line limit, and what made the lexer's columns quadratic).
    static let generated: [String: @Sendable () -> Data] = [
        "limits/file-over-16MiB.sim": {
            var data = Data("window main\n".utf8)
            let filler = Data(String(repeating: "#", count: 1023).utf8 + [0x0A])
            while data.count <= 16 << 20 { data.append(filler) }
            return data
        },
        "limits/line-of-1MiB.sim": {
            Data(("window main\ncontroller home in main\n" + String(repeating: "tap home.view; ", count: (1 << 20) / 15) + "\n").utf8)
        },
    ]

    struct Case {
        let name: String
        /// The folder `simrepl run` starts in (the corpus, or a scratch folder for a generated case).
        let root: URL
        /// `NAME.expected` beside `NAME.sim` (or `NAME.swift`: the Swift front end's cases).
        var expected: URL { BadInputCorpusTests.corpus.appendingPathComponent(name.prefix(upTo: name.lastIndex(of: ".")!) + ".expected") }
    }

    struct Outcome {
        let result: ProcessResult?
        let error: Error?
    }

    func testEveryBadInputGetsItsExactDiagnosticAndADocumentedExitCode() throws {
        let recording = ProcessInfo.processInfo.environment["SIMREPL_RECORD_BAD_INPUT"].map { !$0.isEmpty && $0 != "0" } ?? false
        let binary = try SimreplBinary.path()
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("simrepl-bad-input-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        // Swift files run alone (`simrepl run swift/NAME.swift` loads and checks one).
        var cases = try (Self.corpusFiles() + Self.corpusFiles(ending: ".swift")).map { Case(name: $0, root: Self.corpus) }
        for (name, make) in Self.generated.sorted(by: { $0.key < $1.key }) {
            let url = scratch.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try make().write(to: url)
            cases.append(Case(name: name, root: scratch))
        }
        XCTAssertGreaterThanOrEqual(cases.count, Self.minimumCases, "the corpus has shrunk")

        // Two at a time: the machine has two cores, and each run is a process of its own.
        let started = Date()
        let outcomes = Self.runAll(cases, binary: binary, width: 2)
        let elapsed = Date().timeIntervalSince(started)

        var recorded: [String] = []
        for (c, outcome) in zip(cases, outcomes) {
            let expected = try? String(contentsOf: c.expected, encoding: .utf8)
            if recording, let result = outcome.result, result.status < 128 {
                let actual = Self.expectedText(result)
                if expected != actual {
                    try Data(actual.utf8).write(to: c.expected)
                    recorded.append(c.name)
                }
                for problem in Self.problems(c.name, outcome, expected: actual) { XCTFail(problem) }
            } else {
                for problem in Self.problems(c.name, outcome, expected: expected) { XCTFail(problem) }
            }
        }
        // An expected file with no case left is a case that was lost.
        let names = Set(cases.map { String($0.name.prefix(upTo: $0.name.lastIndex(of: ".")!)) })
        for expected in try Self.corpusFiles(ending: ".expected") where !names.contains(String(expected.dropLast(9))) {
            XCTFail("\(expected) has no .sim (or .swift) case beside it")
        }
        print("bad-input corpus: \(cases.count) cases in \(String(format: "%.1f", elapsed)) s"
              + (recording ? "; recorded \(recorded.count)" + (recorded.count > 20 ? "" : ": " + recorded.joined(separator: ", ")) : ""))
    }

    /// What an expected file holds for a run: `exit N`, then the standard error.
    static func expectedText(_ result: ProcessResult) -> String {
        "exit \(result.status)\n" + result.stderr
    }

    /// Everything wrong with one case's run (nothing when it passes).
    static func problems(_ name: String, _ outcome: Outcome, expected: String?) -> [String] {
        guard let result = outcome.result else { return ["\(name): \(outcome.error.map { "\($0)" } ?? "no result")"] }
        if result.status >= 128 { return ["\(name): killed by signal \(result.status - 128)\n\(result.stderr.suffix(2000))"] }
        var problems: [String] = []
        if !documentedExitCodes.contains(result.status) { problems.append("\(name): undocumented exit code \(result.status)") }
        for (stream, text) in [("stdout", result.stdout), ("stderr", result.stderr)] {
            if let bad = firstInvisible(in: text) { problems.append("\(name): \(stream) holds \(bad)") }
        }
        let actual = expectedText(result)
        if let expected {
            if expected != actual { problems.append("\(name): got\n\(actual)\n--- but its .expected file holds\n\(expected)") }
        } else {
            problems.append("\(name): no .expected file (record it with SIMREPL_RECORD_BAD_INPUT=1, then read it)")
        }
        return problems
    }

    /// The checks themselves fail a run that is wrong in any of the ways they look for.
    func testTheChecksCatchEveryKindOfFailure() throws {
        let name = try XCTUnwrap(Self.corpusFiles().first)
        let c = Case(name: name, root: Self.corpus)
        let outcome = Self.runAll([c], binary: try SimreplBinary.path(), width: 1)[0]
        let result = try XCTUnwrap(outcome.result)
        let expected = try String(contentsOf: c.expected, encoding: .utf8)
        XCTAssertEqual(Self.problems(name, outcome, expected: expected), [])
        func faked(_ status: Int32, _ stdout: String, _ stderr: String) -> Outcome {
            Outcome(result: ProcessResult(status: status, stdout: stdout, stderr: stderr), error: nil)
        }
        let wrong: [(String, Outcome, String?)] = [
            ("another message", outcome, expected + " "),
            ("another exit code", faked(result.status == 2 ? 1 : 2, result.stdout, result.stderr), expected),
            ("no expected file", outcome, nil),
            ("a signal", faked(128 + 4, "", ""), "exit 132\n"),
            ("an undocumented exit code", faked(5, "", ""), "exit 5\n"),
            ("an escape sequence", faked(2, "\u{1B}[2J", ""), "exit 2\n"),
            ("a tab", faked(2, "", "a\tb"), "exit 2\na\tb"),
            ("a zero-width space", faked(2, "", "a\u{200B}b"), "exit 2\na\u{200B}b"),
            ("a byte-order mark", faked(2, "\u{FEFF}", ""), "exit 2\n"),
            ("a hang", Outcome(result: nil, error: ProcessRunner.Timeout(command: "simrepl", seconds: Self.timeLimit)), expected),
        ]
        for (what, run, expectedText) in wrong {
            XCTAssertFalse(Self.problems(name, run, expected: expectedText).isEmpty, "\(what) went unnoticed")
        }
        XCTAssertNil(Self.firstInvisible(in: "line\nbreak, é 👋 …"))
    }

    /// The `.sim` (or other `ending`) files below the corpus, as paths relative to it, sorted;
    /// symbolic links (a case uses one for an include loop) are not followed.
    static func corpusFiles(ending: String = ".sim") throws -> [String] {
        let keys: [URLResourceKey] = [.isRegularFileKey, .isSymbolicLinkKey]
        guard let walk = FileManager.default.enumerator(at: corpus, includingPropertiesForKeys: keys) else { return [] }
        var names: [String] = []
        let prefix = corpus.standardizedFileURL.path + "/"
        for case let url as URL in walk {
            let values = try url.resourceValues(forKeys: Set(keys))
            if values.isSymbolicLink == true { walk.skipDescendants(); continue }
            guard values.isRegularFile == true, url.lastPathComponent.hasSuffix(ending) else { continue }
            names.append(String(url.standardizedFileURL.path.dropFirst(prefix.count)))
        }
        return names.sorted()
    }

    /// Runs every case, `width` at a time; the outcomes in the cases' order.
    static func runAll(_ cases: [Case], binary: String, width: Int) -> [Outcome] {
        /// The shared queue of cases and their outcomes, behind a lock.
        final class Work: @unchecked Sendable {
            let lock = NSLock()
            var next = 0
            var outcomes: [Outcome?]
            init(count: Int) { outcomes = Array(repeating: nil, count: count) }
            func take() -> Int { lock.lock(); defer { lock.unlock() }; next += 1; return next - 1 }
            func put(_ outcome: Outcome, at i: Int) { lock.lock(); outcomes[i] = outcome; lock.unlock() }
        }
        let work = Work(count: cases.count)
        let environment = ProcessInfo.processInfo.environment.merging(["NO_COLOR": "1"]) { _, new in new }
        DispatchQueue.concurrentPerform(iterations: width) { _ in
            while case let i = work.take(), i < cases.count {
                do {
                    let result = try ProcessRunner.run(binary, ["run", cases[i].name], environment: environment,
                                                       currentDirectory: cases[i].root, timeout: timeLimit)
                    work.put(Outcome(result: result, error: nil), at: i)
                } catch {
                    work.put(Outcome(result: nil, error: error), at: i)
                }
            }
        }
        return work.outcomes.map { $0! }
    }

    /// The first character a terminal would act on or not show, described; nil when there is none.
    static func firstInvisible(in text: String) -> String? {
        for (offset, u) in text.unicodeScalars.enumerated() {
            let v = u.value
            let invisible = (v < 0x20 && u != "\n") || (0x7F...0x9F).contains(v) || v == 0xFEFF
                || (0x200B...0x200F).contains(v) || v == 0x2060 || (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v)
            if invisible { return "U+\(String(v, radix: 16, uppercase: true)) at character \(offset)" }
        }
        return nil
    }
}
