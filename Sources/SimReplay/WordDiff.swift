/// Which words changed between a removed line and the line added in its place, so a terminal
/// can highlight them inside the two lines (as git's `diff-highlight` and `delta` do): in a
/// trace, one number or one name usually changes in a long line.
public enum WordDiff {
    /// A line cut into pieces, each either common to both lines or changed.
    public typealias Pieces = [(text: Substring, changed: Bool)]

    /// `old` and `new` cut into words, spaces and punctuation, each piece marked when it is not
    /// part of the longest common run (aligned as lines are, by `LineDiff`).
    public static func pieces(old: Substring, new: Substring) -> (old: Pieces, new: Pieces) {
        let a = tokens(old), b = tokens(new)
        var changedA = Array(repeating: true, count: a.count), changedB = Array(repeating: true, count: b.count)
        for edit in LineDiff.align(expectedCount: a.count, actualCount: b.count, matches: { a[$0] == b[$1] }) {
            if case .same(let i, let j) = edit { changedA[i] = false; changedB[j] = false }
        }
        return (merge(a, changedA), merge(b, changedB))
    }

    /// Words (letters, digits, `_`), runs of spaces, and each other character alone.
    static func tokens(_ line: Substring) -> [Substring] {
        var out: [Substring] = []
        func kind(_ c: Character) -> Int { c.isLetter || c.isNumber || c == "_" ? 0 : c == " " ? 1 : 2 }
        var i = line.startIndex
        while i < line.endIndex {
            let k = kind(line[i])
            var j = line.index(after: i)
            if k != 2 { while j < line.endIndex && kind(line[j]) == k { j = line.index(after: j) } }
            out.append(line[i..<j])
            i = j
        }
        return out
    }

    /// Adjacent tokens with the same mark as one piece.
    private static func merge(_ tokens: [Substring], _ changed: [Bool]) -> Pieces {
        var out: Pieces = []
        for (token, isChanged) in zip(tokens, changed) {
            if let last = out.last, last.changed == isChanged, last.text.endIndex == token.startIndex {
                out[out.count - 1].text = last.text.base[last.text.startIndex..<token.endIndex]
            } else {
                out.append((token, isChanged))
            }
        }
        return out
    }
}
