import Foundation
import XCTest

/// The README's REPL sessions are what simrepl prints: each ``` block with `simrepl> ` lines is
/// replayed on the demo scene, and every other line of the block must appear in the output, in
/// order (time stamps and indentation aside: piped, the REPL echoes commands and stamps them).
final class ReadmeTests: SimreplTestCase {
    private static let readme = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("README.md")

    private func sessions() throws -> [[String]] {
        let text = try String(contentsOf: Self.readme, encoding: .utf8)
        var blocks: [[String]] = [], current: [String]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("```") {
                if let block = current { if block.contains(where: { $0.hasPrefix("simrepl> ") }) { blocks.append(block) }; current = nil }
                else { current = [] }
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    private func stripped(_ line: some StringProtocol) -> String {
        var s = Substring(line)
        if s.hasPrefix("["), let end = s.firstIndex(of: "]") { s = s[s.index(after: end)...] }
        return s.trimmingCharacters(in: .whitespaces)
    }

    /// The README's Swift example is the consumer program the test command builds and runs
    /// against a tagged copy of the package: it cannot drift from code that compiles.
    func testTheReadmesSwiftExampleIsTheConsumerThatCIBuilds() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let program = try String(contentsOf: root.appendingPathComponent("scripts/consumer/Sources/Consumer/main.swift"), encoding: .utf8)
        XCTAssertTrue(readme.contains("```swift\n" + program.trimmingCharacters(in: .newlines) + "\n```"),
                      "README.md must show scripts/consumer/Sources/Consumer/main.swift whole")
        let declared = try String(contentsOf: root.appendingPathComponent("Sources/SimCore/Version.swift"), encoding: .utf8)
        let version = try XCTUnwrap(declared.split(separator: "\"").dropFirst().first)
        XCTAssertTrue(readme.contains("from: \"\(version)\""), "the README's dependency line names the current version \(version)")
    }

    func testTheReadmesSessionsAreWhatSimreplPrints() throws {
        let blocks = try sessions()
        XCTAssertGreaterThanOrEqual(blocks.count, 2, "the README shows a first session and a `why` session")
        for block in blocks {
            let commands = block.filter { $0.hasPrefix("simrepl> ") }.map { String($0.dropFirst(9)) }
            let result = try simrepl("--demo", stdin: commands.joined(separator: "\n") + "\n")
            XCTAssertEqual(result.status, 0, result.stderr)
            let output = result.stdoutLines.map(stripped)
            var position = 0
            for line in block where !line.hasPrefix("simrepl> ") && line != "…" && !line.isEmpty {
                guard let found = output[position...].firstIndex(of: stripped(line)) else {
                    XCTFail("README line not printed (in this order) by `\(commands.joined(separator: "; "))`:\n\(line)\n--- output:\n\(result.stdout)")
                    break
                }
                position = found + 1
            }
        }
    }
}
