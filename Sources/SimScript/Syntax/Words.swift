import SimCore

// What words of the language look like: names, selectors, durations.

func isIdentifier(_ s: String, allowDots: Bool = false) -> Bool {
    guard let first = s.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
    return s.unicodeScalars.allSatisfy { c in
        c == "_" || (allowDots && c == ".") || c.properties.isAlphabetic || ("0"..."9").contains(c)
    } && !s.hasPrefix(".") && !s.hasSuffix(".")
}

/// The longest name, type name or selector a script may make (characters): far longer than any
/// UIKit identifier, and short enough that the trace lines that print it stay lines.
let maxNameLength = 128

func isSelector(_ s: String) -> Bool {
    guard !s.isEmpty, !s.hasPrefix(":") else { return false }
    let parts = s.split(separator: ":", omittingEmptySubsequences: false)
    if parts.count == 1 { return isIdentifier(s) }
    // `a:b:` splits to ["a", "b", ""]: every part but the last must be an identifier, the last empty.
    guard parts.last == "" else { return false }
    return parts.dropLast().allSatisfy { isIdentifier(String($0)) }
}

/// The longest duration, in seconds: about 31,700 years, and ten of them still fit the virtual
/// clock's 64-bit microseconds.
let maxDurationSeconds = 1_000_000_000_000.0

/// How a word reads as a duration.
enum DurationReading: Equatable {
    case microseconds(Int64)
    case negative
    /// A number, but longer than `maxDurationSeconds` (or beyond any Double).
    case outOfRange
    /// `0x10s`: a number that is not decimal (`value` in seconds or milliseconds, as written).
    case notDecimal(base: String, value: Double?, unit: String)
    case notADuration

    /// The message and hint when it is not a duration the language takes (nil hint: the usage).
    func problem(_ text: String) -> (message: String, hint: String?)? {
        switch self {
        case .microseconds: return nil
        case .negative: return ("a duration cannot be negative", SimulationError.negativeDuration.hint)
        case .outOfRange: return ("the duration '\(text)' is out of range", "durations run from 0 to 1e12s (about 31,700 years)")
        case .notDecimal(let base, let value, let unit):
            return ("'\(text)' is written in \(base); durations are decimal, e.g. 0.5s or 200ms",
                    value.map { "write it as \(formatNumber($0))\(unit)" })
        case .notADuration: return ("expected a duration such as 0.5s or 200ms, found '\(text)'", nil)
        }
    }
}

/// `0.5s`, `200ms`, `1.5` (seconds) → microseconds.
func readDuration(_ text: String) -> DurationReading {
    var s = Substring(text)
    var scale = 1_000_000.0
    var unit = ""
    if s.hasSuffix("ms") { s = s.dropLast(2); scale = 1000; unit = "ms" }
    else if s.hasSuffix("s") { s = s.dropLast(); unit = "s" }
    let number = String(s)
    switch Numeral.read(number) {
    case .number(let v):
        if v < 0 { return .negative }
        let micros = (v * scale).rounded()
        // Int64(_:) traps outside its range; the limit keeps well inside it.
        guard micros <= maxDurationSeconds * 1_000_000 else { return .outOfRange }
        return .microseconds(Int64(micros))
    case .outOfRange:
        return number.hasPrefix("-") ? .negative : .outOfRange
    case .notDecimal(let base, let value):
        return .notDecimal(base: base, value: value, unit: unit)
    case .notFinite, .notANumber:
        return .notADuration
    }
}

/// `0.5s`, `200ms`, `1.5` (seconds) → microseconds; nil when it is not a duration in range.
func parseDuration(_ text: String) -> Int64? {
    if case .microseconds(let us) = readDuration(text) { return us }
    return nil
}
