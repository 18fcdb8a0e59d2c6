/// UISegmentedControl: equal-width segments; a tap selects the segment under it.
public final class SegmentedControl: Control {
    public override var kind: ObjectKind { .segmentedControl }
    /// The segments' titles, left to right.
    public internal(set) var segments: [String] = []
    /// -1: no segment selected (UISegmentedControl.noSegment).
    public package(set) var selectedSegmentIndex = -1

    /// The segment under `x` (the control's coordinates), if any.
    func segment(at x: Double) -> Int? {
        guard !segments.isEmpty, bounds.size.width > 0, x >= 0, x < bounds.size.width else { return nil }
        // x / width is below 1, but a subnormal width can make the quotient inf or round it up
        // to the count: clamped in Double, then converted.
        let index = (x / bounds.size.width * Double(segments.count)).rounded(.down)
        return Int(min(max(0, index), Double(segments.count - 1)))
    }

    /// The centre of segment `index`, in the control's coordinates.
    package func center(ofSegment index: Int) -> Point {
        let width = bounds.size.width / Double(segments.count)
        return Point(width * (Double(index) + 0.5), bounds.size.height / 2)
    }
}
