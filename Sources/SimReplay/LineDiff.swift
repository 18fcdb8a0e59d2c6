/// Line alignment and unified diffs, for golden traces.
///
/// The alignment is a longest common subsequence under a match predicate, so a golden's loose
/// lines (regular expressions, globs) align with the actual lines they match and do not show
/// up as differences.
public enum LineDiff {
    public enum Edit: Equatable, Sendable {
        case same(expected: Int, actual: Int)
        case removed(expected: Int)
        case added(actual: Int)
    }

    /// The edit script turning `expected` into `actual`; `matches(e, a)` says whether the
    /// expected line at index e accepts the actual line at index a.
    public static func align(expectedCount n: Int, actualCount m: Int, matches: (Int, Int) -> Bool) -> [Edit] {
        // Trim the common prefix and suffix first: goldens usually differ in a few lines.
        var start = 0
        while start < n && start < m && matches(start, start) { start += 1 }
        var endE = n, endA = m
        while endE > start && endA > start && matches(endE - 1, endA - 1) { endE -= 1; endA -= 1 }
        let rows = endE - start, cols = endA - start
        // The table is rows × cols; past a few million cells (two long traces that differ
        // throughout) show the middle as one block removed and one added instead.
        guard rows * cols <= 4_000_000 else {
            return (0..<start).map { .same(expected: $0, actual: $0) }
                + (start..<endE).map { .removed(expected: $0) }
                + (start..<endA).map { .added(actual: $0) }
                + (0..<(n - endE)).map { .same(expected: endE + $0, actual: endA + $0) }
        }
        var lcs = [[Int32]](repeating: [Int32](repeating: 0, count: cols + 1), count: rows + 1)
        if rows > 0 && cols > 0 {
            for i in stride(from: rows - 1, through: 0, by: -1) {
                for j in stride(from: cols - 1, through: 0, by: -1) {
                    lcs[i][j] = matches(start + i, start + j) ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
                }
            }
        }
        var edits: [Edit] = (0..<start).map { .same(expected: $0, actual: $0) }
        var i = 0, j = 0
        while i < rows || j < cols {
            if i < rows && j < cols && matches(start + i, start + j) && lcs[i][j] == lcs[i + 1][j + 1] + 1 {
                edits.append(.same(expected: start + i, actual: start + j)); i += 1; j += 1
            } else if i < rows && (j == cols || lcs[i + 1][j] >= lcs[i][j + 1]) {
                // Removals first, as `diff -u` prints them: `-` lines above their `+` lines.
                edits.append(.removed(expected: start + i)); i += 1
            } else {
                edits.append(.added(actual: start + j)); j += 1
            }
        }
        for k in 0..<(n - endE) { edits.append(.same(expected: endE + k, actual: endA + k)) }
        return edits
    }

    /// A unified diff (`---`/`+++` headers, `@@` hunks with `context` lines around changes).
    /// Empty when the edit script has no changes.
    public static func unified(expected: [String], actual: [String], edits: [Edit],
                               expectedName: String, actualName: String, context: Int = 3) -> String {
        let changed = edits.indices.filter { if case .same = edits[$0] { return false } else { return true } }
        guard !changed.isEmpty else { return "" }
        // Group changes whose context windows touch into hunks.
        var hunks: [ClosedRange<Int>] = []
        for c in changed {
            let lo = max(0, c - context), hi = min(edits.count - 1, c + context)
            if let last = hunks.last, lo <= last.upperBound + 1 {
                hunks[hunks.count - 1] = last.lowerBound...max(last.upperBound, hi)
            } else {
                hunks.append(lo...hi)
            }
        }
        var out = "--- \(expectedName)\n+++ \(actualName)\n"
        for hunk in hunks {
            var lines: [String] = []
            var eStart: Int?, aStart: Int?
            var eCount = 0, aCount = 0
            // Positions before the hunk, for empty-side line numbers.
            var ePos = 0, aPos = 0
            for edit in edits[..<hunk.lowerBound] {
                switch edit {
                case .same: ePos += 1; aPos += 1
                case .removed: ePos += 1
                case .added: aPos += 1
                }
            }
            for edit in edits[hunk] {
                switch edit {
                case .same(let e, let a):
                    eStart = eStart ?? e; aStart = aStart ?? a
                    eCount += 1; aCount += 1
                    lines.append(" " + expected[e])
                case .removed(let e):
                    eStart = eStart ?? e
                    eCount += 1
                    lines.append("-" + expected[e])
                case .added(let a):
                    aStart = aStart ?? a
                    aCount += 1
                    lines.append("+" + actual[a])
                }
            }
            let eFrom = eCount == 0 ? ePos : (eStart ?? ePos) + 1
            let aFrom = aCount == 0 ? aPos : (aStart ?? aPos) + 1
            out += "@@ -\(eFrom),\(eCount) +\(aFrom),\(aCount) @@\n"
            out += lines.joined(separator: "\n") + "\n"
        }
        return out
    }
}
