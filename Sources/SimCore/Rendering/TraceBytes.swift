/// Appending text to a UTF-8 byte buffer: JSON strings (RFC 8259 escapes: quote, backslash,
/// control characters) and integers. The trace renderers and test reports write bytes so that
/// rendering an event builds no Strings.
enum TraceBytes {
    private static let hex: [UInt8] = Array("0123456789abcdef".utf8)

    /// Appends `bytes` as a quoted JSON string.
    static func appendJSONString<C: Collection>(_ bytes: C, to buffer: inout [UInt8]) where C.Element == UInt8 {
        buffer.append(UInt8(ascii: "\""))
        for b in bytes {
            switch b {
            case UInt8(ascii: "\""): buffer.append(UInt8(ascii: "\\")); buffer.append(b)
            case UInt8(ascii: "\\"): buffer.append(UInt8(ascii: "\\")); buffer.append(b)
            case 0x0A: buffer.append(UInt8(ascii: "\\")); buffer.append(UInt8(ascii: "n"))
            case 0x0D: buffer.append(UInt8(ascii: "\\")); buffer.append(UInt8(ascii: "r"))
            case 0x09: buffer.append(UInt8(ascii: "\\")); buffer.append(UInt8(ascii: "t"))
            case 0..<0x20:
                buffer.append(contentsOf: "\\u00".utf8)
                buffer.append(hex[Int(b >> 4)]); buffer.append(hex[Int(b & 0xF)])
            default: buffer.append(b)
            }
        }
        buffer.append(UInt8(ascii: "\""))
    }

    static func appendJSONString(_ s: String, to buffer: inout [UInt8]) { appendJSONString(s.utf8, to: &buffer) }

    /// Appends a decimal integer without going through String, most significant digit first
    /// (no recursion, no temporary buffer; `Int.min` is fine).
    static func appendInt(_ value: Int, to buffer: inout [UInt8]) {
        if value < 0 { buffer.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var divisor: UInt = 1
        while magnitude / divisor >= 10 { divisor &*= 10 }  // cannot overflow: divisor * 10 <= magnitude
        repeat {
            buffer.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude / divisor))
            magnitude %= divisor
            divisor /= 10
        } while divisor > 0
    }
}

/// A JSON string literal with the escapes RFC 8259 requires.
package func json(_ s: String) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(s.utf8.count + 2)
    TraceBytes.appendJSONString(s, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
}
