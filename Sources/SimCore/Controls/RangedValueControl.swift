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

/// UISlider's and UIStepper's value and limits, with their rules: the value clamps to the range,
/// silently; set in code it sends no valueChanged (the trace shows it). A limit set past the other
/// takes it along on a slider; a stepper raises (its limits must differ). `min` and `max` are the
/// makers' option names.
func rangedValueProperties<T: RangedValueControl>(_ type: T.Type) -> [Property] {
    func limit(_ name: String, alias: String, minimum: Bool) -> Property {
        .on(T.self, name, .number, designTime: true, aliases: [alias], tracesChange: true,
            get: { .number(minimum ? $0.minimumValue : $0.maximumValue) },
            set: { c, x, _ in
                let v = try x.number()
                let other = minimum ? c.maximumValue : c.minimumValue
                if T.limitsMustDiffer, minimum ? v >= other : v <= other {
                    throw PropertyError.limitsCross(minimum: minimum, value: v, other: other)
                }
                c.setLimit(minimum: minimum, v)
            })
    }
    return [
        .on(T.self, "value", .number, designTime: true, tracesChange: true, appliesLast: true, get: { .number($0.value) }, set: { c, x, change in
            let v = c.clamped(try x.number())
            change.simulator.controls.setValue(of: c, from: c.value, to: v, traced: !change.creating) { c.value = v }
        }),
        limit("minimumValue", alias: "min", minimum: true),
        limit("maximumValue", alias: "max", minimum: false),
    ]
}
