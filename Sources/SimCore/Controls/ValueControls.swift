/// The value controls: UISwitch, UISlider, UIStepper, UISegmentedControl. Each turns touches
/// into a value change and sends `valueChanged` (see `ControlTracking+Values.swift`); setting
/// the value from code changes it silently, as UIKit does.

/// A control whose `value` lies in `minimumValue…maximumValue` (slider, stepper).
package protocol RangedValueControl: Control {
    var value: Double { get set }
    var minimumValue: Double { get set }
    var maximumValue: Double { get set }
    /// UIStepper demands minimum < maximum (an exception otherwise); UISlider allows equal limits.
    static var limitsMustDiffer: Bool { get }
}

/// UISwitch: a tap toggles `isOn`.
public final class Switch: Control {
    public override var kind: ObjectKind { .`switch` }
    public package(set) var isOn = false
}

/// UISlider: dragging the thumb moves `value` between `minimumValue` and `maximumValue`.
public final class Slider: Control, RangedValueControl {
    package static let limitsMustDiffer = false
    public override var kind: ObjectKind { .slider }
    public var value = 0.0
    public var minimumValue = 0.0
    public var maximumValue = 1.0
    /// true: valueChanged on every move; false: once, when the touch ends.
    public var isContinuous = true
    /// The value when the current touch began, and where on the thumb it grabbed.
    var valueAtTouchDown = 0.0
    var grabOffset: Double?

    /// The thumb's centre along the track, in the slider's coordinates.
    package var thumbX: Double {
        let span = maximumValue - minimumValue
        return span > 0 ? (value - minimumValue) / span * bounds.size.width : 0
    }

    /// UIKit's thumb is about 31 pt wide: a touch this close to its centre grabs it.
    static let thumbHalfWidth = 16.0
}

/// UIStepper: a touch on the right half increments, on the left half decrements.
public final class Stepper: Control, RangedValueControl {
    package static let limitsMustDiffer = true
    public override var kind: ObjectKind { .stepper }
    public var value = 0.0
    public var minimumValue = 0.0
    public var maximumValue = 100.0
    public package(set) var stepValue = 1.0
    public var wraps = false
    public var autorepeat = true
    public var isContinuous = true
    var valueAtTouchDown = 0.0
    /// +1 or -1 while a touch holds a half; 0 otherwise.
    var direction = 0.0
    var repeatToken: RunLoopQueue.Token?
}

/// UISegmentedControl: equal-width segments; a tap selects the segment under it.
public final class SegmentedControl: Control {
    public override var kind: ObjectKind { .segmentedControl }
    public internal(set) var segments: [String] = []
    /// -1: no segment selected (UISegmentedControl.noSegment).
    public package(set) var selectedSegmentIndex = -1

    /// The segment under `x` (the control's coordinates), if any.
    func segment(at x: Double) -> Int? {
        guard !segments.isEmpty, bounds.size.width > 0, x >= 0, x < bounds.size.width else { return nil }
        return Int(x / (bounds.size.width / Double(segments.count)))
    }

    /// The centre of segment `index`, in the control's coordinates.
    package func center(ofSegment index: Int) -> Point {
        let width = bounds.size.width / Double(segments.count)
        return Point(width * (Double(index) + 0.5), bounds.size.height / 2)
    }
}
