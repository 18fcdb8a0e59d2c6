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
