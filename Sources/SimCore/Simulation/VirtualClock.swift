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
    /// `us` in seconds with three decimals (`1.250`), as the trace's time stamps show it.
    public static func format(_ us: Int64) -> String {
        let ms = us / 1000
        var frac = String(ms % 1000)
        while frac.count < 3 { frac = "0" + frac }
        return "\(ms / 1000).\(frac)"
    }
}
