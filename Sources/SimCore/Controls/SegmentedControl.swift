/// UISegmentedControl: equal-width segments; a tap selects the segment under it.
public final class SegmentedControl: Control {
    public override class var descriptor: ClassDescriptor { segmentedControlClass }

    /// The segments' titles, copied into the event.
    override func valueChangeStyle(from old: Double, to new: Double, by tracking: ControlTracking) -> ValueChange.Style {
        func title(_ index: Double) -> Int32 {
            guard index >= 0, Int(index) < segments.count else { return -1 }
            return tracking.shown(segments[Int(index)])
        }
        return .segment(oldTitle: title(old), newTitle: title(new))
    }

    /// UISegmentedControl selects on touch up inside, the segment under the finger.
    override func trackValue(_ phase: TouchPhase, _ touch: Touch, inside: Bool, by tracking: ControlTracking) throws {
        guard phase == .ended && inside, let index = segment(at: convertFromWindow(touch.location).x) else { return }
        guard index != selectedSegmentIndex else {
            // Tapping the selected segment again changes nothing: UIKit sends no valueChanged
            // (unless isMomentary, which the simulator does not model).
            return tracking.emitValueChange(self, from: Double(index), to: Double(index), .alreadySelected)
        }
        try tracking.change(self, from: Double(selectedSegmentIndex), to: Double(index)) { selectedSegmentIndex = index }
    }
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

extension SegmentedControl {
    /// UISegmentedControl's; `selected` is the maker's option for the selected segment.
    public static let segmentedControlProperties = PropertyTable(parent: Control.controlProperties, [
        .on(SegmentedControl.self, "selectedSegmentIndex", .number, designTime: true, aliases: ["selected"], tracesChange: true, appliesLast: true,
            get: { .number(Double($0.selectedSegmentIndex)) },
            set: { s, x, change in
                let v = try x.number()
                guard v == v.rounded(), v >= -1, v < Double(s.segments.count) else { throw PropertyError.noSuchSegment(v, count: s.segments.count) }
                change.simulator.controls.setValue(of: s, from: Double(s.selectedSegmentIndex), to: v, traced: !change.creating) {
                    s.selectedSegmentIndex = Int(v)
                }
            }),
        // Its titles, one segment each: a scene file keeps them apart from its properties.
        .on(SegmentedControl.self, "segments", .list, listed: false, get: { .list($0.segments.map(Value.string)) },
            set: { s, x, _ in
                guard case .list(let items) = x else { throw PropertyError.wrongType(expected: .list) }
                s.segments = try items.map { (item: Value) throws(PropertyError) -> String in try item.string() }
            }),
        .on(SegmentedControl.self, "numberOfSegments", .number, get: { .number(Double($0.segments.count)) }),
        .on(SegmentedControl.self, "selectedTitle", .string, get: { s in
            s.selectedSegmentIndex >= 0 ? .string(s.segments[s.selectedSegmentIndex]) : .null
        }),
    ])
}

extension SegmentedControl {
    public static let segmentedControlClass = ClassDescriptor(.segmentedControl, uikit: "UISegmentedControl", appkit: "NSSegmentedControl", maker: "segmented", defaultFrame: Rect(0, 0, 300, 32), properties: segmentedControlProperties, keeps: [.singleTap], options: [.texts("segments", "TEXT"), .value("selected", "N")], cellSubview: true, inAppKit: false,
        makeView: { SegmentedControl(id: $0, name: $1, frame: $2) })
}
