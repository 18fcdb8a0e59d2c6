import Testing
@testable import SimCore
@testable import SimRendering

/// What the renderers write through `ByteBuffer` and `TraceBytes`: the same text Swift's own
/// formatting and a JSON encoder would give, at the edges too.
@Suite("Trace bytes")
struct TraceBytesTests {
    @Test(arguments: [0, 7, 9, 10, 42, 99, 100, 12_345, 99_999_999, 100_000_000, 999_999_999, 1_000_000_000,
                      -1, -10, -12_345, -100_000_000, Int.max, Int.min])
    func integersMatchSwiftsDescription(_ value: Int) {
        var buffer = ByteBuffer(capacity: 1)  // grows on the first digit
        buffer.append("x=")
        buffer.append(int: value)
        #expect(buffer.string() == "x=\(value)")
    }

    /// Runs without escapes are copied whole; each escape must land between them in order.
    @Test(arguments: [
        ("", #""""#),
        ("plain", #""plain""#),
        ("a\"b\\c", #""a\"b\\c""#),
        ("\"", #""\"""#),
        ("line\nnext\ttab\rret", #""line\nnext\ttab\rret""#),
        ("\u{1}x\u{1f}", #""\u0001x\u001f""#),
        ("é ✓ \u{7f}", "\"é ✓ \u{7f}\""),
    ])
    func jsonStringsEscapeWhatRFC8259Requires(_ input: String, _ expected: String) {
        var buffer = ByteBuffer(capacity: 16)
        TraceBytes.appendJSONString(input, to: &buffer)
        #expect(buffer.string() == expected)
        var array: [UInt8] = []
        TraceBytes.appendJSONString(input, to: &array)
        #expect(String(decoding: array, as: UTF8.self) == expected)
    }

    @Test func growingKeepsWhatWasWrittenAndSpansPointIntoIt() {
        var store = ByteBuffer(capacity: 16)
        var spans: [ByteBuffer.Span] = []
        for i in 0..<500 {
            let start = store.count
            store.append("name\(i)")
            spans.append(store.span(from: start))
        }
        var out = ByteBuffer(capacity: 16)
        out.append(spans[0], of: store); out.append(UInt8(ascii: "/")); out.append(spans[499], of: store)
        #expect(out.string() == "name0/name499")
        out.truncate(to: 5)
        out.append(spaces: 3)
        #expect(out.string() == "name0   ")
        #expect(out.contains(UInt8(ascii: " "), from: 5) && !out.contains(UInt8(ascii: " "), from: 8))
    }
}
