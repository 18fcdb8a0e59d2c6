import SimCore

/// Appending JSON strings (RFC 8259 escapes: quote, backslash, control characters) to a UTF-8
/// byte buffer. The trace renderers and test reports write bytes so that
/// rendering an event builds no Strings.
enum TraceBytes {
    private static let hex: StaticString = "0123456789abcdef"

    /// Whether `b` must be escaped in a JSON string.
    @inline(__always) private static func needsEscape(_ b: UInt8) -> Bool {
        b < 0x20 || b == UInt8(ascii: "\"") || b == UInt8(ascii: "\\")
    }

    /// Appends `bytes` as a quoted JSON string: runs that need no escape are copied whole.
    static func appendJSONString<S: ByteSink & ~Copyable>(_ bytes: UnsafeBufferPointer<UInt8>, to sink: inout S) {
        sink.append(UInt8(ascii: "\""))
        var runStart = 0
        for (i, b) in bytes.enumerated() where needsEscape(b) {
            if runStart < i { sink.append(bytes: UnsafeBufferPointer(rebasing: bytes[runStart..<i])) }
            runStart = i + 1
            sink.append(UInt8(ascii: "\\"))
            switch b {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): sink.append(b)
            case 0x0A: sink.append(UInt8(ascii: "n"))
            case 0x0D: sink.append(UInt8(ascii: "r"))
            case 0x09: sink.append(UInt8(ascii: "t"))
            default:
                for c in "u00".utf8 { sink.append(c) }
                sink.append(hex.utf8Start[Int(b >> 4)]); sink.append(hex.utf8Start[Int(b & 0xF)])
            }
        }
        if runStart < bytes.count { sink.append(bytes: UnsafeBufferPointer(rebasing: bytes[runStart...])) }
        sink.append(UInt8(ascii: "\""))
    }

    static func appendJSONString<S: ByteSink & ~Copyable>(_ s: String, to sink: inout S) {
        var s = s
        s.withUTF8 { appendJSONString($0, to: &sink) }
    }

    static func appendJSONString<S: ByteSink & ~Copyable>(_ bytes: [UInt8], to sink: inout S) {
        bytes.withUnsafeBufferPointer { appendJSONString($0, to: &sink) }
    }
}

/// A JSON string literal with the escapes RFC 8259 requires.
package func json(_ s: String) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(s.utf8.count + 2)
    TraceBytes.appendJSONString(s, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
}
