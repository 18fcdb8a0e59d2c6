/// A JSON string literal, for modules that write JSON for the page (the live session, the
/// server) with the trace's own escaping.
public enum JSONString {
    /// Appends `s` as a JSON string literal (quoted and escaped) to `out`.
    public static func append(_ s: String, to out: inout [UInt8]) {
        TraceBytes.appendJSONString(s, to: &out)
    }
}
