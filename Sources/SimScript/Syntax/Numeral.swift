import SimCore

/// How a word reads as a number. Numbers are decimal: an optional sign, digits with an optional
/// fraction, an optional exponent (`20`, `-4`, `0.005`, `.5`, `1e3`). Swift's `Double(_:)` also
/// reads `0x10`, `inf` and `nan`, which the language does not have; a decimal too large for a
/// Double (`1e400`) is out of range, not a typo.
enum Numeral: Equatable {
    case number(Double)
    /// Decimal, but its magnitude is beyond what a Double holds.
    case outOfRange
    /// `0x10`, `0b101`, `0o17`: `value` is what it would be in decimal, when it is one.
    case notDecimal(base: String, value: Double?)
    /// `inf`, `-infinity`, `nan`: what Swift's Double reads as no finite number.
    case notFinite
    /// Not a number at all (a name).
    case notANumber

    /// The largest magnitude a number may have, as messages state it (a Double holds a little more).
    static let statedLimit = "1.79e308"
    /// The range of a number, for hints.
    static let rangeHint = "numbers run from -\(statedLimit) to \(statedLimit)"

    static func read(_ text: String) -> Numeral {
        if let prefixed = nonDecimal(text) { return prefixed }
        guard isDecimal(text), let value = Double(text) else {
            return Double(text).map { $0.isFinite ? .notANumber : .notFinite } ?? .notANumber
        }
        return value.isFinite ? .number(value) : .outOfRange
    }

    /// A whole number as the language's whole-number arguments take it: decimal, in Int32's range
    /// (rows, counts, indexes and steps never need more, and the engine keeps some in 32 bits).
    static func readInteger(_ text: String) -> Numeral {
        if let prefixed = nonDecimal(text) { return prefixed }
        if case .notFinite = read(text) { return .notFinite }
        let digits = text.first == "-" || text.first == "+" ? text.dropFirst() : Substring(text)
        guard !digits.isEmpty, digits.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else { return .notANumber }
        guard let value = Int32(text) else { return .outOfRange }
        return .number(Double(value))
    }

    static let integerRangeHint = "whole numbers run from \(groupedDigits(Int64(Int32.min))) to \(groupedDigits(Int64(Int32.max)))"

    /// `[+-]? (DIGITS [. DIGITS?] | . DIGITS) ([eE] [+-]? DIGITS)?`
    static func isDecimal(_ text: String) -> Bool {
        var s = Substring(text).utf8[...]
        func digits() -> Int {
            var n = 0
            while let c = s.first, (0x30...0x39).contains(c) { s.removeFirst(); n += 1 }
            return n
        }
        if let c = s.first, c == UInt8(ascii: "+") || c == UInt8(ascii: "-") { s.removeFirst() }
        var mantissa = digits()
        if s.first == UInt8(ascii: ".") { s.removeFirst(); mantissa += digits() }
        guard mantissa > 0 else { return false }
        if let c = s.first, c == UInt8(ascii: "e") || c == UInt8(ascii: "E") {
            s.removeFirst()
            if let c = s.first, c == UInt8(ascii: "+") || c == UInt8(ascii: "-") { s.removeFirst() }
            guard digits() > 0 else { return false }
        }
        return s.isEmpty
    }

    /// `0x1F`, `-0b101`, `0o17`: what the user meant, to say so.
    private static func nonDecimal(_ text: String) -> Numeral? {
        let unsigned = text.first == "-" || text.first == "+" ? text.dropFirst() : Substring(text)
        guard unsigned.count > 2, unsigned.first == "0" else { return nil }
        let marker = unsigned.dropFirst().first!.lowercased()
        let radix: Int
        switch marker {
        case "x": radix = 16
        case "b": radix = 2
        case "o": radix = 8
        default: return nil
        }
        let body = unsigned.dropFirst(2)
        let digits: (Character) -> Bool
        switch radix {
        case 16: digits = { $0.isHexDigit || "pP.+-".contains($0) }  // 0x1p4, 0x1.8, 0x1p-1
        case 8: digits = { ("0"..."7").contains($0) }
        default: digits = { $0 == "0" || $0 == "1" }
        }
        guard body.allSatisfy(digits) else { return nil }
        let base = radix == 16 ? "hexadecimal" : radix == 2 ? "binary" : "octal"
        var value = Int64(body, radix: radix).map(Double.init) ?? (radix == 16 ? Double("0x" + body) : nil)
        if text.first == "-", let v = value { value = -v }
        return .notDecimal(base: base, value: value.flatMap { $0.isFinite ? $0 : nil })
    }

    /// The number a word holds (a whole number in range, with `integer`), or nil.
    static func value(_ text: String, integer: Bool = false) -> Double? {
        if case .number(let v) = integer ? readInteger(text) : read(text) { return v }
        return nil
    }

    /// The message and hint for a word that looks like a number but is not one the language
    /// takes (out of range, not decimal); nil for a number, and for a word that is no number at
    /// all (the caller says what it expected).
    static func problem(_ text: String, integer: Bool = false) -> (message: String, hint: String)? {
        switch integer ? readInteger(text) : read(text) {
        case .number, .notANumber: return nil
        case .outOfRange:
            return ("'\(text)' is out of range", integer ? integerRangeHint : rangeHint)
        case .notFinite:
            return ("'\(text)' is not a number here: numbers are finite", integer ? integerRangeHint : rangeHint)
        case .notDecimal(let base, let value):
            return ("'\(text)' is \(base == "octal" ? "an" : "a") \(base) number; numbers are decimal",
                    value.map { "write it as \(formatNumber($0))" } ?? "write it in decimal digits, e.g. 16")
        }
    }
}
