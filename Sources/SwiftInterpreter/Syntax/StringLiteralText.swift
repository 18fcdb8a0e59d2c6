/// What a string literal's text stands for, as Swift reads it: `"a\tb"` is an `a`, a tab and a
/// `b`. A raw string (`#"a\tb"#`) keeps its backslashes; its escapes are written `\#t`.
enum StringLiteralText {
    struct Problem: Error {
        let message: String
    }

    /// Decodes Swift's escapes in `raw`: `\0 \\ \t \n \r \" \'` and `\u{…}`, each after a
    /// backslash and `pounds` `#`s; a backslash at a line's end (multi-line literals) joins lines.
    static func decode(_ raw: String, pounds: Int) -> Result<String, Problem> {
        let escape = "\\" + String(repeating: "#", count: pounds)
        guard raw.contains("\\") else { return .success(raw) }
        var out = ""
        var chars = Substring(raw)
        while !chars.isEmpty {
            guard chars.hasPrefix(escape) else {
                out.append(chars.removeFirst())
                continue
            }
            chars = chars.dropFirst(escape.count)
            guard let c = chars.first else { return .failure(Problem(message: "invalid escape sequence in literal")) }
            chars = chars.dropFirst()
            switch c {
            case "0": out.append("\0")
            case "\\": out.append("\\")
            case "t": out.append("\t")
            case "n": out.append("\n")
            case "r": out.append("\r")
            case "\"": out.append("\"")
            case "'": out.append("'")
            case "\n": break
            case "u":
                guard chars.first == "{", let close = chars.firstIndex(of: "}"),
                      let code = UInt32(chars[chars.index(after: chars.startIndex)..<close], radix: 16),
                      let scalar = Unicode.Scalar(code) else {
                    return .failure(Problem(message: "invalid unicode scalar"))
                }
                out.unicodeScalars.append(scalar)
                chars = chars[chars.index(after: close)...]
            default:
                return .failure(Problem(message: "invalid escape sequence in literal"))
            }
        }
        return .success(out)
    }
}
