/// The simulation's clock: microseconds since the scenario started. It only moves when a script
/// says so (`wait`, the duration of a `tap`), which is what makes every trace reproducible.
public final class VirtualClock {
    /// Microseconds since the scenario started.
    @exclusivity(unchecked) public private(set) var now: Int64 = 0
    /// A clock at 0.
    public init() {}
    /// Moves the clock forward; false (and no move) if that would overflow.
    @discardableResult
    public func advance(byMicroseconds us: Int64) -> Bool {
        precondition(us >= 0, "the virtual clock never goes back")
        let (sum, overflow) = now.addingReportingOverflow(us)
        guard !overflow else { return false }
        now = sum
        return true
    }
    /// `1_500_000` → "1.5s", `100` → "0.0001s": a duration with every digit it has and no more
    /// (for messages; the trace keeps its fixed three decimals).
    public static func seconds(_ us: Int64) -> String {
        var fraction = String(us.magnitude % 1_000_000)
        fraction = String(repeating: "0", count: 6 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return (us < 0 ? "-" : "") + "\(us.magnitude / 1_000_000)" + (fraction.isEmpty ? "" : "." + fraction) + "s"
    }

    /// `us` in seconds with three decimals (`1.250`), as the trace's time stamps show it.
    public static func format(_ us: Int64) -> String {
        let ms = us / 1000
        var frac = String(ms % 1000)
        while frac.count < 3 { frac = "0" + frac }
        return "\(ms / 1000).\(frac)"
    }
}
