import Testing
@testable import SimReplay

/// Two traces side by side (SimReplay/SideBySide.swift).
@Suite("Side by side")
struct SideBySideTests {
    @Test func sharedLinesAlignIgnoringTimeStampsAndChangesAreMarked() {
        let left = ["[0.000] > tap save", "        touch#1 down at (80, 122)", "          log: Item 0", "[0.050] touch#1 up at (80, 122)"]
        let right = ["[1.000] > tap save", "        touch#1 down at (80, 122)", "          log: Item 5", "[1.050] touch#1 up at (80, 122)",
                     "          log: extra"]
        let text = SideBySide.render(left: left, right: right, leftName: "bug.sim", rightName: "fix.sim", width: 80)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines[0].hasPrefix("bug.sim") && lines[0].hasSuffix(" | fix.sim"))
        #expect(lines[2].hasPrefix("> tap save") && lines[2].contains("   > tap save"), "the same line on both sides: \(text)")
        #expect(lines[4].contains("  log: Item 0") && lines[4].contains(" | ") && lines[4].hasSuffix("  log: Item 5"), "\(text)")
        #expect(lines[6].trimmingCharacters(in: .whitespaces).hasPrefix(">"), "a line only the right has: \(text)")
        #expect(lines.allSatisfy { $0.count <= 80 }, "\(text)")
    }

    @Test func longLinesAreCutToTheColumn() {
        let text = SideBySide.render(left: [String(repeating: "x", count: 100)], right: [], leftName: "a", rightName: "b", width: 40)
        #expect(text.split(separator: "\n")[2].hasPrefix(String(repeating: "x", count: 17) + "…"))
    }
}
