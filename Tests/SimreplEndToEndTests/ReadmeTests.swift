import Foundation
import XCTest

/// The README's first session is one REPL session on a terminal, in order: every block with
/// `simrepl> ` lines is typed (with its `...> ` lines) into one simrepl in tmux, demo scene
/// loaded, and each block must be exactly what the terminal shows from its first command to the
/// next block's; each `$ ` line of a ```` ```console ```` block then runs in a shell in the same
/// folder (where the session's `save` wrote), its output following it.
///
/// The outputs are not written by hand: after a change to what simrepl prints, rewrite them with
/// `SIMREPL_UPDATE_README=1 swift test --filter ReadmeTests` and read the diff.
final class ReadmeTests: SimreplTestCase {
    private static let readme = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("README.md")

    /// A fenced block: the lines between its fences (`range`, in the file's lines) and its kind.
    private struct Block {
        enum Kind { case session, console }
        let kind: Kind
        let range: Range<Int>
    }

    private func blocks(_ lines: [String]) -> [Block] {
        var blocks: [Block] = [], open: (start: Int, info: String)?
        for (i, line) in lines.enumerated() where line.hasPrefix("```") {
            guard let start = open else { open = (i + 1, String(line.dropFirst(3))); continue }
            open = nil
            let body = lines[start.start..<i]
            if start.info == "console" {
                blocks.append(Block(kind: .console, range: start.start..<i))
            } else if start.info.isEmpty, body.contains(where: { $0.hasPrefix("simrepl> ") }) {
                blocks.append(Block(kind: .session, range: start.start..<i))
            }
        }
        return blocks
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

    func testTheReadmesFirstSessionIsOneSessionAsPrinted() throws {
        var lines = try String(contentsOf: Self.readme, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let blocks = blocks(lines)
        let sessionBlocks = blocks.filter { $0.kind == .session }
        XCTAssertGreaterThanOrEqual(sessionBlocks.count, 3, "the README shows a first session and a `why`")
        let typed = sessionBlocks.flatMap { lines[$0.range] }.filter { $0.hasPrefix("simrepl> ") || $0.hasPrefix("...> ") }

        // One REPL on a terminal, typed into as a reader would, entry after entry.
        let binary = try SimreplBinary.path()
        let session = try TmuxSession(command: "cd \(shellQuoted(workDirectory.path)) && env NO_COLOR=1 PAGER= SIMREPL_HISTORY= \(shellQuoted(binary))")
        defer { session.kill() }
        try session.waitForPrompt(after: "Demo scene loaded")
        for (i, line) in typed.enumerated() {
            let isPrompt = { (row: String) in row.hasPrefix("simrepl>") || row.hasPrefix("...>") }
            let prompts = try session.screen().split(separator: "\n").filter { isPrompt(String($0)) }.count
            try session.enter(String(line.drop { $0 != ">" }.dropFirst(2)))
            let next = i + 1 < typed.count && typed[i + 1].hasPrefix("...> ") ? "...>" : "simrepl>"
            try session.waitUntil("the prompt after `\(line)`") { screen in
                let rows = screen.split(separator: "\n").map { String($0.reversed().drop { $0 == " " }.reversed()) }
                return rows.filter(isPrompt).count == prompts + 1 && rows.last == next
            }
        }
        // What the terminal shows, from the first command on (the banner and the last prompt left out).
        var shown = try session.screen(joined: false).split(separator: "\n", omittingEmptySubsequences: false)
            .map { String($0.reversed().drop { $0 == " " }.reversed()) }
        shown = Array(shown.drop { !$0.hasPrefix("simrepl> ") })
        if shown.last == "simrepl>" { shown.removeLast() }

        // Each session block is the transcript from its first command to the next block's.
        var expected: [Range<Int>: [String]] = [:]
        var position = 0
        for (k, block) in sessionBlocks.enumerated() {
            let start = try XCTUnwrap(shown[position...].firstIndex(of: lines[block.range.lowerBound]), "not typed: \(lines[block.range.lowerBound])")
            let end = k + 1 < sessionBlocks.count
                ? try XCTUnwrap(shown[(start + 1)...].firstIndex(of: lines[sessionBlocks[k + 1].range.lowerBound]))
                : shown.count
            expected[block.range] = Array(shown[start..<end])
            position = end
        }
        // Each console command, run by bash in the session's folder with this simrepl on PATH.
        let bin = workDirectory.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: bin.appendingPathComponent("simrepl").path, withDestinationPath: binary)
        for block in blocks where block.kind == .console {
            var output: [String] = []
            for line in lines[block.range] where line.hasPrefix("$ ") {
                let run = try ProcessRunner.run("/bin/bash", ["-c", "{ \(line.dropFirst(2)); } 2>&1"],
                                                environment: ["PATH": bin.path + ":/usr/bin:/bin", "NO_COLOR": "1", "HOME": workDirectory.path],
                                                currentDirectory: workDirectory)
                output.append(line)
                output += run.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).dropLast()
            }
            expected[block.range] = output
        }

        if ProcessInfo.processInfo.environment["SIMREPL_UPDATE_README"] == "1" {
            for range in expected.keys.sorted(by: { $0.lowerBound > $1.lowerBound }) { lines.replaceSubrange(range, with: expected[range]!) }
            try lines.joined(separator: "\n").write(to: Self.readme, atomically: true, encoding: .utf8)
            return
        }
        for range in expected.keys.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            XCTAssertEqual(Array(lines[range]), expected[range]!,
                           "README.md lines \(range.lowerBound + 1)-\(range.upperBound) are not what simrepl prints; rewrite them with SIMREPL_UPDATE_README=1 swift test --filter ReadmeTests")
        }
    }
}
