/// How big a value the interpreter lets a program make. A compiled program that builds a
/// terabyte array crashes its own process; here the interpreter is the process (and may be a
/// server's), so a value past these sizes stops the run with a clear message instead. The
/// limits are far beyond what a program run here needs.
extension Runtime {
    /// 16M elements: about 400 MB of values.
    static let maxElements = 1 << 24
    /// 256 MB of UTF-8.
    static let maxTextBytes = 1 << 28

    /// Stops the run when a collection would hold more than `maxElements`.
    func checkElementCount(_ count: Int, at loc: SourceLoc) throws(Interrupt) {
        if count > Self.maxElements {
            throw .unsupported("this collection would hold \(count) elements; simrepl holds at most \(Self.maxElements)", loc)
        }
    }

    /// Stops the run when a string would be longer than `maxTextBytes`.
    func checkTextSize(_ bytes: Int, at loc: SourceLoc) throws(Interrupt) {
        if bytes > Self.maxTextBytes {
            throw .unsupported("this string would take \(bytes) bytes; simrepl holds at most \(Self.maxTextBytes)", loc)
        }
    }

    /// `count` copies of a text of `bytes` bytes, checked (and spent, a step per 64 bytes, as
    /// printing is) before they are made; the product cannot overflow.
    func checkRepeatedText(_ bytes: Int, count: Int, at loc: SourceLoc) throws(Interrupt) {
        let (total, overflow) = bytes.multipliedReportingOverflow(by: count)
        try checkTextSize(overflow ? Int.max : total, at: loc)
        try spend(total >> 6, at: loc)
    }

    /// The array of a host sequence's elements, a step each (as the loop making it would be)
    /// and within `maxElements`.
    func collect<S: Sequence>(_ sequence: S, loc: SourceLoc, _ make: (S.Element) -> Value) throws(Interrupt) -> Value {
        var out: [Value] = []
        for e in sequence {
            try spend(at: loc)
            out.append(make(e))
            if out.count > Self.maxElements { try checkElementCount(out.count, at: loc) }
        }
        return .array(out)
    }
}
