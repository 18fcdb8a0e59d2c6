import SimCore

/// "Did you mean …?" — the closest candidate by edit distance, when it is close enough to be a
/// plausible typo (at most a third of the word's length, and at least 1 edit allowed).
package enum Suggestions {
    /// Words longer than this are not compared by edit distance: nobody mistypes a name that
    /// long, and each comparison costs the product of the two lengths (a pasted 60,000-character
    /// word, compared with every command name, took seconds). They still get the prefix hint.
    static let longestComparedWord = 64

    /// The candidate closest to `word` (ignoring case) within a third of its length in edits, or
    /// the first that starts with it; nil when none is close.
    public static func closest(to word: String, in candidates: [String]) -> String? {
        let lowered = word.lowercased()
        let w = Array(lowered)
        if w.count <= longestComparedWord {
            let limit = max(1, w.count / 3)
            var best: (String, Int)?
            for c in candidates {
                let other = Array(c.lowercased())
                // Words whose lengths differ by more than the limit are further apart than it.
                guard abs(other.count - w.count) <= limit else { continue }
                let d = distance(w, other)
                if d <= limit, best == nil || d < best!.1 { best = (c, d) }
            }
            if let best { return best.0 }
        }
        // A prefix typed so far (`touchUp` for `touchUpInside`) is a good hint too.
        guard !word.isEmpty else { return nil }
        return candidates.first { $0.lowercased().hasPrefix(lowered) }
    }

    /// `did you mean 'X'?` for the ``closest(to:in:)`` candidate, or nil.
    public static func hint(for word: String, in candidates: [String]) -> String? {
        closest(to: word, in: candidates).map { "did you mean '\($0)'?" }
    }

    /// Optimal string alignment distance: insertions, deletions, substitutions and swaps of two
    /// neighbouring characters (`tpa` → `tap` is one edit, the commonest typo). Three rows of
    /// the table at a time: the swap looks two rows back.
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
