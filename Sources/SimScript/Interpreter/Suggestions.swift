import SimCore

/// "Did you mean …?" — the closest candidate by edit distance, when it is close enough to be a
/// plausible typo (at most a third of the word's length, and at least 1 edit allowed).
package enum Suggestions {
    /// The candidate closest to `word` (ignoring case) within a third of its length in edits, or
    /// the first that starts with it; nil when none is close.
    public static func closest(to word: String, in candidates: [String]) -> String? {
        let w = Array(word.lowercased())
        let limit = max(1, w.count / 3)
        var best: (String, Int)?
        for c in candidates {
            let d = distance(w, Array(c.lowercased()))
            if d <= limit, best == nil || d < best!.1 { best = (c, d) }
        }
        if best == nil {
            // A prefix typed so far (`touchUp` for `touchUpInside`) is a good hint too.
            best = candidates.first { $0.lowercased().hasPrefix(word.lowercased()) && !word.isEmpty }.map { ($0, 0) }
        }
        return best?.0
    }

    /// `did you mean 'X'?` for the ``closest(to:in:)`` candidate, or nil.
    public static func hint(for word: String, in candidates: [String]) -> String? {
        closest(to: word, in: candidates).map { "did you mean '\($0)'?" }
    }

    /// Optimal string alignment distance: insertions, deletions, substitutions and swaps of two
    /// neighbouring characters (`tpa` → `tap` is one edit, the commonest typo).
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
                }
            }
        }
        return d[a.count][b.count]
    }
}
