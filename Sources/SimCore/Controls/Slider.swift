/// UISlider: dragging the thumb moves `value` between `minimumValue` and `maximumValue`.
public final class Slider: Control, RangedValueControl {
    package static let limitsMustDiffer = false
    public override class var descriptor: ClassDescriptor { sliderClass }

    /// Only a touch on the thumb moves it (UISlider does not jump to a tapped track point).
    override func trackValue(_ phase: TouchPhase, _ touch: Touch, inside: Bool, by tracking: ControlTracking) throws {
        try tracking.trackSlider(self, phase, convertFromWindow(touch.location))
    }
    /// The value, kept within `minimumValue…maximumValue`.
    public var value = 0.0
    /// The value at the track's left end.
    public var minimumValue = 0.0
    /// The value at the track's right end.
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

extension Slider {
    public static let sliderProperties = PropertyTable(parent: Control.controlProperties,
        rangedValueProperties(Slider.self) + [
            .on(Slider.self, "continuous", .bool, designTime: true, tracesChange: true, get: { .bool($0.isContinuous) },
                set: { s, x, _ in s.isContinuous = try x.bool() }),
        ])
}

extension Slider {
    public static let sliderClass = ClassDescriptor(.slider, uikit: "UISlider", appkit: "NSSlider", maker: "slider", defaultFrame: Rect(0, 0, 200, 31), properties: sliderProperties, keeps: [.horizontalSwipe], options: [.value("min", "A"), .value("max", "B"), .value("value", "V"), .flag("continuous")], cellSubview: true, inAppKit: false,
        makeView: { Slider(id: $0, name: $1, frame: $2) })
}
