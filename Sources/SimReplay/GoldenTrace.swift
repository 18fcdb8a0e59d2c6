/// A scenario's expected trace, kept in a sidecar file `NAME.trace` next to `NAME.sim`.
///
/// Why a sidecar and not an inline block: the golden is generated output. Re-recording rewrites
/// a file the user never edits by hand (except for loose lines), so recording can never clobber
/// the scenario itself, and code review shows behaviour changes as a plain diff of the `.trace`.
///
/// Comparison happens after normalisation: `\r\n` becomes `\n`, trailing blanks on each line and
/// trailing empty lines are ignored. A golden line may be loose, as in cram:
/// - `… (re)`: the rest of the line is a regular expression that must match the whole actual line;
/// - `… (glob)`: `*` matches any run of characters and `?` any one character.
public struct GoldenTrace: Sendable {
    public let lines: [String]

    public init(text: String) { lines = GoldenTrace.normalise(text) }

    /// `text` as a golden file stores it: normalised, ending in one line break, with any line
    /// that would read as a loose pattern stored as an exact `(re)` instead.
    public static func recorded(_ text: String) -> String {
        joined(normalise(text).map(LinePattern.recordable))
    }

    private static func joined(_ lines: [String]) -> String {
        lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }

    public static func normalise(_ text: String) -> [String] {
        // Over UTF-8 bytes, not Characters: splitting a trace by grapheme cluster was two thirds
        // of `simrepl test`'s time. The same lines: a line break is never part of a cluster, and a
        // trailing space or tab is stripped only when it is the last byte (a combining mark after
        // it keeps it, as it kept it in its Character). "\r\n" ends a line as "\n" does.
        var lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { line -> String in
            var end = line.endIndex
            while end > line.startIndex {
                let last = line[line.index(before: end)]
                guard last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") || last == UInt8(ascii: "\r") else { break }
                end = line.index(before: end)
            }
            return String(decoding: line[..<end], as: UTF8.self)
        }
        while let last = lines.last, last.isEmpty { lines.removeLast() }
        return lines
    }

    public enum Comparison: Equatable, Sendable {
        case matches
        /// The unified diff, golden (`-`) against actual (`+`).
        case differs(diff: String)
    }

    public func compare(actual text: String, goldenName: String) -> Comparison {
        let actual = GoldenTrace.normalise(text)
        let patterns = lines.map(LinePattern.init)
        let edits = LineDiff.align(expectedCount: lines.count, actualCount: actual.count) { e, a in
            patterns[e].matches(actual[a])
        }
        let diff = LineDiff.unified(expected: lines, actual: actual, edits: edits,
                                    expectedName: goldenName, actualName: "actual trace")
        return diff.isEmpty ? .matches : .differs(diff: diff)
    }

    /// The golden to write when re-recording: the actual trace, except that loose lines of the
    /// old golden that still match are kept as they were (so hand-written patterns survive).
    public func rerecorded(actual text: String) -> String {
        let actual = GoldenTrace.normalise(text)
        let patterns = lines.map(LinePattern.init)
        let edits = LineDiff.align(expectedCount: lines.count, actualCount: actual.count) { e, a in
            patterns[e].matches(actual[a])
        }
        var out: [String] = []
        for edit in edits {
            switch edit {
            case .same(let e, let a): out.append(patterns[e].isLoose ? lines[e] : LinePattern.recordable(actual[a]))
            case .added(let a): out.append(LinePattern.recordable(actual[a]))
            case .removed: break
            }
        }
        return GoldenTrace.joined(out)
    }
}

/// One golden line: literal, `(re)` or `(glob)`.
struct LinePattern {
    enum Kind { case literal(String), regex(Regex<AnyRegexOutput>), glob([Character]), invalid }
    let kind: Kind
    var isLoose: Bool { if case .literal = kind { return false } else { return true } }

    init(_ line: String) {
        if line.hasSuffix(" (re)") {
            let pattern = String(line.dropLast(5))
            if let regex = try? Regex(pattern) { kind = .regex(regex) } else { kind = .invalid }
        } else if line.hasSuffix(" (glob)") {
            kind = .glob(Array(line.dropLast(7)))
        } else {
            kind = .literal(line)
        }
    }

    /// An actual line as a golden stores it. A line that itself ends in ` (re)` or ` (glob)`
    /// (a log message, say) would be read back as a pattern, so it is stored as a regular
    /// expression matching exactly that text.
    static func recordable(_ line: String) -> String {
        guard line.hasSuffix(" (re)") || line.hasSuffix(" (glob)") else { return line }
        var escaped = ""
        for character in line {
            if "\\^$.|?*+()[]{}".contains(character) { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped + " (re)"
    }

    func matches(_ actual: String) -> Bool {
        switch kind {
        case .literal(let s): return s == actual
        case .regex(let r): return (try? r.wholeMatch(in: actual)) != nil
        case .glob(let g): return LinePattern.glob(g[...], Array(actual)[...])
        case .invalid: return false
        }
    }

    static func glob(_ p: ArraySlice<Character>, _ s: ArraySlice<Character>) -> Bool {
        // Iterative wildcard matching with backtracking to the last `*`.
        var pi = p.startIndex, si = s.startIndex
        var star: ArraySlice<Character>.Index?, mark = s.startIndex
        while si < s.endIndex {
            if pi < p.endIndex && (p[pi] == "?" || p[pi] == s[si]) { pi += 1; si += 1 }
            else if pi < p.endIndex && p[pi] == "*" { star = pi; mark = si; pi += 1 }
            else if let st = star { pi = st + 1; mark += 1; si = mark }
            else { return false }
        }
        while pi < p.endIndex && p[pi] == "*" { pi += 1 }
        return pi == p.endIndex
    }
}
