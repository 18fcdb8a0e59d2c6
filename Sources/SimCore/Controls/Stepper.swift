/// UIStepper: a touch on the right half increments, on the left half decrements.
public final class Stepper: Control, RangedValueControl {
    package static let limitsMustDiffer = true
    public override class var descriptor: ClassDescriptor { stepperClass }

    /// Its right half steps up, its left half down; held, it repeats.
    override func trackValue(_ phase: TouchPhase, _ touch: Touch, inside: Bool, by tracking: ControlTracking) throws {
        try tracking.trackStepper(self, phase, convertFromWindow(touch.location))
    }
    /// The value, kept within `minimumValue…maximumValue`.
    public var value = 0.0
    /// The lowest value (0 by default).
    public var minimumValue = 0.0
    /// The highest value (100 by default).
    public var maximumValue = 100.0
    /// How much one step adds or takes away.
    public package(set) var stepValue = 1.0
    /// Whether stepping past one limit continues from the other (UIStepper.wraps).
    public var wraps = false
    /// Whether a held half keeps stepping (UIStepper.autorepeat).
    public var autorepeat = true
    /// Whether `valueChanged` is sent on every step of a hold, or once when the touch ends.
    public var isContinuous = true
    var valueAtTouchDown = 0.0
    /// +1 or -1 while a touch holds a half; 0 otherwise.
    var direction = 0.0
    var repeatToken: RunLoopQueue.Token?
}

extension Stepper {
    public static let stepperProperties = PropertyTable(parent: Control.controlProperties,
        rangedValueProperties(Stepper.self) + [
            // UIKit raises an exception for a step of 0 or less.
            .on(Stepper.self, "stepValue", .number, designTime: true, aliases: ["step"], tracesChange: true, get: { .number($0.stepValue) },
                set: { s, x, _ in s.stepValue = try x.positive() }),
            .on(Stepper.self, "wraps", .bool, designTime: true, tracesChange: true, get: { .bool($0.wraps) }, set: { s, x, _ in s.wraps = try x.bool() }),
            .on(Stepper.self, "autorepeat", .bool, designTime: true, tracesChange: true, get: { .bool($0.autorepeat) }, set: { s, x, _ in s.autorepeat = try x.bool() }),
            .on(Stepper.self, "continuous", .bool, designTime: true, tracesChange: true, get: { .bool($0.isContinuous) },
                set: { s, x, _ in s.isContinuous = try x.bool() }),
        ])
}

extension Stepper {
    public static let stepperClass = ClassDescriptor(.stepper, uikit: "UIStepper", appkit: "NSStepper", maker: "stepper", defaultFrame: Rect(0, 0, 94, 32), properties: stepperProperties, keeps: [.singleTap], options: [.value("min", "A"), .value("max", "B"), .value("step", "S"), .value("value", "V"), .flag("wraps"), .flag("autorepeat"), .flag("continuous")], cellSubview: true, inAppKit: false,
        makeView: { Stepper(id: $0, name: $1, frame: $2) })
}
