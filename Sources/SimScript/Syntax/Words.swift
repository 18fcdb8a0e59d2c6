import SimCore

// What words of the language look like: names, selectors, durations.

func isIdentifier(_ s: String, allowDots: Bool = false) -> Bool {
    guard let first = s.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
    return s.unicodeScalars.allSatisfy { c in
        c == "_" || (allowDots && c == ".") || c.properties.isAlphabetic || ("0"..."9").contains(c)
    } && !s.hasPrefix(".") && !s.hasSuffix(".")
}

func isSelector(_ s: String) -> Bool {
    guard !s.isEmpty, !s.hasPrefix(":") else { return false }
    let parts = s.split(separator: ":", omittingEmptySubsequences: false)
    if parts.count == 1 { return isIdentifier(s) }
    // `a:b:` splits to ["a", "b", ""]: every part but the last must be an identifier, the last empty.
    guard parts.last == "" else { return false }
    return parts.dropLast().allSatisfy { isIdentifier(String($0)) }
}

/// `0.5s`, `200ms`, `1.5` (seconds) → microseconds.
func parseDuration(_ text: String) -> Int64? {
    var s = Substring(text)
    var scale = 1_000_000.0
    if s.hasSuffix("ms") { s = s.dropLast(2); scale = 1000 }
    else if s.hasSuffix("s") { s = s.dropLast() }
    guard let v = Double(s), v.isFinite else { return nil }
    let micros = (v * scale).rounded()
    // Int64(_:) traps outside its range; a duration that long is a typo, reported by the caller.
    guard abs(micros) < 9e18 else { return nil }
    return Int64(micros)
}
