import SimCore

extension String {
    /// Replaces every occurrence of `target` (no Foundation needed).
    package func replacingOccurrences(of target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var out = ""
        var rest = Substring(self)
        while let range = rest.range(of: target) {
            out += rest[..<range.lowerBound]
            out += replacement
            rest = rest[range.upperBound...]
        }
        return out + rest
    }
}

extension Substring {
    func range(of target: String) -> Range<Substring.Index>? {
        let t = Array(target)
        var i = startIndex
        while i < endIndex {
            var j = i
            var k = 0
            while k < t.count, j < endIndex, self[j] == t[k] { j = index(after: j); k += 1 }
            if k == t.count { return i..<j }
            i = index(after: i)
        }
        return nil
    }
}
