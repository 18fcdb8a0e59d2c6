import Foundation
import Testing
@testable import SimCore
import SimTestSupport

/// docs/uikit-rules.md is the list of every rule the simulator models: each row must name a
/// source (an Apple page, or "undocumented: our choice") and a check, and every scenario and
/// test it names must exist — so the list cannot point at checks that were renamed or removed.
@Suite("Conformance list")
struct ConformanceListTests {

    /// The rule rows: `| rule | source | checked by |`, without the header and separator rows.
    private func rows() throws -> [[String]] {
        let text = try String(contentsOf: packageRoot.appendingPathComponent("docs/uikit-rules.md"), encoding: .utf8)
        return text.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("| "), !line.hasPrefix("| rule |") else { return nil }
            // Cells split on " | " (a `|` inside backticks, e.g. a mask, has no spaces around it).
            let cells = line.dropFirst(2).dropLast(2).components(separatedBy: " | ")
            return cells
        }
    }

    @Test func everyRuleNamesASourceAndACheck() throws {
        let rows = try rows()
        #expect(rows.count >= 50, "the list has \(rows.count) rules")
        for row in rows {
            #expect(row.count == 3, "three columns: \(row)")
            guard row.count == 3 else { continue }
            #expect(row[1].contains("https://") || row[1].contains("undocumented: our choice"), "no source: \(row[0])")
            #expect(row[2].contains("`scripts/") || row[2].contains("`Tests/"), "no check: \(row[0])")
        }
    }

    @Test func everyScenarioAndTestItNamesExists() throws {
        for row in try rows() {
            let paths = row.last!.components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
            for path in paths where path.hasPrefix("scripts/") || path.hasPrefix("Tests/") {
                #expect(FileManager.default.fileExists(atPath: packageRoot.appendingPathComponent(path).path), "\(path) (for: \(row[0]))")
            }
        }
    }

    /// The JSON Lines reference (docs/language.md §6.3) has a row for every record kind.
    @Test func everyRecordKindIsInTheReference() throws {
        let reference = try String(contentsOf: packageRoot.appendingPathComponent("docs/language.md"), encoding: .utf8)
        for kind in Event.Kind.allCases {
            #expect(reference.contains("| `\(kind)` |"), "record kind \(kind) is not in docs/language.md §6.3")
        }
    }
}
