/// Line alignment and unified diffs, for golden traces.
///
/// The alignment is a shortest edit script (Myers) under a match predicate, so a golden's loose
/// lines (regular expressions, globs) align with the actual lines they match and do not show
/// up as differences.
package enum LineDiff {
    public enum Edit: Equatable, Sendable {
        case same(expected: Int, actual: Int)
        case removed(expected: Int)
        case added(actual: Int)
    }

    /// The edit script turning `expected` into `actual`; `matches(e, a)` says whether the
    /// expected line at index e accepts the actual line at index a.
    ///
    /// Myers' O(ND) algorithm ("An O(ND) Difference Algorithm and Its Variations", 1986), as
    /// `diff` and git use: the work and memory grow with the number of differences D, not with
    /// the product of the lengths, so two edits in a long trace give a two-edit script. Within a
    /// run of changes, removals come before additions, as `diff -u` prints them.
    public static func align(expectedCount n: Int, actualCount m: Int, matches: (Int, Int) -> Bool) -> [Edit] {
        // Trim the common prefix and suffix first: goldens usually differ in a few lines.
        var start = 0
        while start < n && start < m && matches(start, start) { start += 1 }
        var endE = n, endA = m
        while endE > start && endA > start && matches(endE - 1, endA - 1) { endE -= 1; endA -= 1 }
        var edits: [Edit] = (0..<start).map { .same(expected: $0, actual: $0) }
        let middle = myers(from: start, toExpected: endE, toActual: endA, matches: matches)
            // Traces that differ throughout (more than `maxDifferences`): the middle as one block
            // removed and one added, rather than memory that grows with D².
            ?? (start..<endE).map { .removed(expected: $0) } + (start..<endA).map { .added(actual: $0) }
        edits += removalsFirst(middle)
        for k in 0..<(n - endE) { edits.append(.same(expected: endE + k, actual: endA + k)) }
        return edits
    }

    /// Beyond this many differing lines a diff is not worth reading line by line.
    static let maxDifferences = 3_000

    /// The shortest edit script between expected[lo..<n] and actual[lo..<m], or nil when it
    /// needs more than `maxDifferences` edits.
    private static func myers(from lo: Int, toExpected n: Int, toActual m: Int, matches: (Int, Int) -> Bool) -> [Edit]? {
        let rows = n - lo, cols = m - lo
        if rows == 0 { return (lo..<m).map { .added(actual: $0) } }
        if cols == 0 { return (lo..<n).map { .removed(expected: $0) } }
        let limit = min(rows + cols, maxDifferences)
        // v[k + offset]: the furthest x on diagonal k (x - y == k); one snapshot per d to walk back.
        let offset = limit + 1
        var v = [Int32](repeating: 0, count: 2 * limit + 3)
        var snapshots: [[Int32]] = []
        for d in 0...limit {
            snapshots.append(Array(v[(offset - d)...(offset + d)]))
            for k in stride(from: -d, through: d, by: 2) {
                var x = Int(k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) ? v[offset + k + 1] : v[offset + k - 1] + 1)
                var y = x - k
                while x < rows && y < cols && matches(lo + x, lo + y) { x += 1; y += 1 }
                v[offset + k] = Int32(x)
                if x >= rows && y >= cols { return backtrack(snapshots, rows: rows, cols: cols, lo: lo) }
            }
        }
        return nil
    }

    /// Walks the snapshots back from the end to the start, emitting the path's edits.
    private static func backtrack(_ snapshots: [[Int32]], rows: Int, cols: Int, lo: Int) -> [Edit] {
        var edits: [Edit] = []
        var x = rows, y = cols
        for d in stride(from: snapshots.count - 1, through: 0, by: -1) {
            let v = snapshots[d]  // v[k + d] is diagonal k at the start of step d
            func at(_ k: Int) -> Int { Int(v[k + d]) }
            let k = x - y
            let previousK = (k == -d || (k != d && at(k - 1) < at(k + 1))) ? k + 1 : k - 1
            let previousX = d == 0 ? 0 : at(previousK)
            let previousY = previousX - previousK
            while x > previousX && y > previousY {
                x -= 1; y -= 1
                edits.append(.same(expected: lo + x, actual: lo + y))
            }
            guard d > 0 else { break }
            if x == previousX { edits.append(.added(actual: lo + y - 1)) } else { edits.append(.removed(expected: lo + x - 1)) }
            x = previousX; y = previousY
        }
        return edits.reversed()
    }

    /// Reorders each run of changes so its removals come before its additions.
    private static func removalsFirst(_ edits: [Edit]) -> [Edit] {
        var out: [Edit] = []
        var removed: [Edit] = [], added: [Edit] = []
        func flush() { out += removed; out += added; removed.removeAll(); added.removeAll() }
        for edit in edits {
            switch edit {
            case .same: flush(); out.append(edit)
            case .removed: removed.append(edit)
            case .added: added.append(edit)
            }
        }
        flush()
        return out
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
