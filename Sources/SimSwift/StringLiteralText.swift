import SwiftSyntax

/// What a string literal's text says, as Swift reads it: `"a\tb"` is an `a`, a tab and a `b` —
/// not the six characters of the source. A raw string (`#"a\tb"#`) keeps its backslashes;
/// its escapes are written `\#t`.
/// (https://docs.swift.org/swift-book/documentation/the-swift-programming-language/stringsandcharacters/#Special-Characters-in-String-Literals)
enum StringLiteralText {
    /// Why a segment's text could not be read.
    struct Problem: Error {
        let message: String
    }

    /// The characters a segment of `literal` stands for.
    static func value(of segment: StringSegmentSyntax, in literal: StringLiteralExprSyntax) throws(Problem) -> String {
        try decode(segment.content.text, pounds: literal.openingPounds?.text.count ?? 0)
    }

    /// Decodes Swift's escapes in `raw`: `\0 \\ \t \n \r \" \'` and `\u{…}`, each after a
    /// backslash and `pounds` `#`s (a raw string's delimiter).
    static func decode(_ raw: String, pounds: Int) throws(Problem) -> String {
        let escape = "\\" + String(repeating: "#", count: pounds)
        guard raw.contains(escape) else { return raw }
        var out = "", rest = Substring(raw)
        while let range = rest.range(of: escape) {
            out += rest[..<range.lowerBound]
            rest = rest[range.upperBound...]
            guard let c = rest.first else { throw Problem(message: "a backslash at the end of the text") }
            rest = rest.dropFirst()
            switch c {
            case "0": out.append("\0")
            case "\\": out.append("\\")
            case "t": out.append("\t")
            case "n": out.append("\n")
            case "r": out.append("\r")
            case "\"": out.append("\"")
            case "'": out.append("'")
            case "u":
                guard rest.first == "{", let close = rest.firstIndex(of: "}"),
                      let code = UInt32(rest[rest.index(after: rest.startIndex)..<close], radix: 16), let scalar = Unicode.Scalar(code) else {
                    throw Problem(message: "an escape \\u{…} that names no character")
                }
                out.unicodeScalars.append(scalar)
                rest = rest[rest.index(after: close)...]
            default:
                throw Problem(message: "the escape '\\\(c)', which Swift does not have")
            }
        }
        return out + rest
    }
}
