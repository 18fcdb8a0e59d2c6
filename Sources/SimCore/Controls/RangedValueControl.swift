// The value controls — UISwitch, UISlider, UIStepper, UISegmentedControl — each turn touches
// into a value change and send `valueChanged` (see `ControlTracking+Values.swift`); setting the
// value from code changes it silently, as UIKit does.

/// A control whose `value` lies in `minimumValue…maximumValue` (slider, stepper).
package protocol RangedValueControl: Control {
    var value: Double { get set }
    var minimumValue: Double { get set }
    var maximumValue: Double { get set }
    /// UIStepper demands minimum < maximum (an exception otherwise); UISlider allows equal limits.
    static var limitsMustDiffer: Bool { get }
}

extension RangedValueControl {
    /// `value` as the control stores it: clamped to minimumValue…maximumValue, as both UISlider
    /// (https://developer.apple.com/documentation/uikit/uislider/value) and UIStepper
    /// (https://developer.apple.com/documentation/uikit/uistepper/value) document.
    package func clamped(_ v: Double) -> Double { min(max(v, minimumValue), maximumValue) }

    /// A new limit; the value moves inside the new range, and a limit set past the other one
    /// takes the other along (UISlider's documented behaviour; UIStepper raises before this).
    package func setLimit(minimum: Bool, _ v: Double) {
        if minimum { minimumValue = v; maximumValue = max(maximumValue, v) }
        else { maximumValue = v; minimumValue = min(minimumValue, v) }
        value = clamped(value)
    }
}
