import Testing
@testable import SimCore

/// Integers written as bytes by the renderers: the same text as Swift's own formatting, at the edges too.
@Suite("Trace bytes")
struct TraceBytesTests {
    @Test(arguments: [0, 7, 9, 10, 42, 99, 100, 12_345, -1, -10, -12_345, Int.max, Int.min])
    func integersMatchSwiftsDescription(_ value: Int) {
        var buffer: [UInt8] = Array("x=".utf8)
        TraceBytes.appendInt(value, to: &buffer)
        #expect(String(decoding: buffer, as: UTF8.self) == "x=\(value)")
    }
}
