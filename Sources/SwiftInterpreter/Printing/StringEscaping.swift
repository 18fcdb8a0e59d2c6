/// How `String.debugDescription` writes a string: in double quotes, with `\"`, `\\`, `\'`,
/// `\n`, `\r`, `\t`, `\0` escaped and other control characters as `\u{XX}`; everything else,
/// accented letters and emoji included, as itself.
enum StringEscaping {
    static func quoted(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "'": out += "\\'"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\0": out += "\\0"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u{" + (hex.count < 2 ? "0" + hex : hex) + "}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
