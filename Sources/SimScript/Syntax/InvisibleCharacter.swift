/// A character a reader cannot see, or cannot tell from a space, found in a word or a string.
/// The lexer stops at one (outside comments): in a name it makes a name that only looks right,
/// and in a string it would reach the trace, where a terminal may act on it.
///
/// Everywhere: the C0 controls (tab is a blank, and a tab written in a string stays one), DEL,
/// the C1 controls, the zero-width space U+200B, the word joiner U+2060, a byte-order mark past
/// the file's start and the bidirectional controls U+202A–U+202E and U+2066–U+2069. In a word
/// also the no-break space and U+200C–U+200F, which a string may need (emoji, right-to-left text).
struct InvisibleCharacter: Equatable {
    let scalar: UInt32

    /// The character that starts at byte `i`, if it is one a word (or, with `inString`, a
    /// string) must not hold. Cheap for every other byte: only bytes below 0x20, DEL, and the
    /// lead bytes 0xC2, 0xE2 and 0xEF can start one.
    static func at(_ i: Int, in bytes: [UInt8], inString: Bool) -> InvisibleCharacter? {
        let b = bytes[i]
        switch b {
        case 0x09: return nil  // a blank between words, a tab in a string
        case 0x00..<0x20, 0x7F: return InvisibleCharacter(scalar: UInt32(b))
        case 0xC2, 0xE2, 0xEF: break
        default: return nil
        }
        guard let scalar = decode(at: i, in: bytes) else { return nil }
        return InvisibleCharacter(scalar: scalar, inString: inString)
    }

    /// The scalar of a two- or three-byte UTF-8 sequence at `i` (the lead bytes above).
    private static func decode(at i: Int, in bytes: [UInt8]) -> UInt32? {
        let lead = UInt32(bytes[i])
        func continuation(_ k: Int) -> UInt32? {
            guard i + k < bytes.count, bytes[i + k] & 0xC0 == 0x80 else { return nil }
            return UInt32(bytes[i + k] & 0x3F)
        }
        if lead == 0xC2 { return continuation(1).map { 0x80 | $0 } }
        guard let c1 = continuation(1), let c2 = continuation(2) else { return nil }
        return (lead & 0x0F) << 12 | c1 << 6 | c2
    }

    /// "U+001B".
    var code: String {
        let hex = String(scalar, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// "an escape character (U+001B)".
    var name: String {
        switch scalar {
        case 0x00: return "a NUL byte (\(code))"
        case 0x1B: return "an escape character (\(code))"
        case 0x7F: return "a delete character (\(code))"
        case 0xA0: return "a no-break space (\(code))"
        case 0x200B: return "a zero-width space (\(code))"
        case 0x200C: return "a zero-width non-joiner (\(code))"
        case 0x200D: return "a zero-width joiner (\(code))"
        case 0x200E: return "a left-to-right mark (\(code))"
        case 0x200F: return "a right-to-left mark (\(code))"
        case 0x2060: return "a word joiner (\(code))"
        case 0xFEFF: return "a byte-order mark (\(code))"
        case 0x202A...0x202E, 0x2066...0x2069: return "a bidirectional control character (\(code))"
        default: return "a control character (\(code))"
        }
    }

    func hint(inString: Bool) -> String {
        switch scalar {
        case 0xFEFF: return "delete it: a byte-order mark may only open a file"
        case 0xA0: return "replace it with a plain space"
        default:
            return inString
                ? "delete it (an editor that shows invisible characters helps); a string writes a line break as \\n and a tab as \\t"
                : "delete it (an editor that shows invisible characters helps): commands, names and numbers are plain text"
        }
    }
}

// In an extension, so the memberwise `init(scalar:)` stays.
extension InvisibleCharacter {
    /// `scalar`, if it is one a word (or, with `inString`, a string) must not hold.
    init?(scalar: UInt32, inString: Bool) {
        switch scalar {
        case 0x09: return nil
        case 0x00..<0x20, 0x7F, 0x80...0x9F, 0x200B, 0x2060, 0xFEFF, 0x202A...0x202E, 0x2066...0x2069:
            self.scalar = scalar
        case 0xA0, 0x200C...0x200F:
            if inString { return nil }
            self.scalar = scalar
        default:
            return nil
        }
    }
}
