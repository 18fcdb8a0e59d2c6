/// UIStepper: a touch on the right half increments, on the left half decrements.
public final class Stepper: Control, RangedValueControl {
    package static let limitsMustDiffer = true
    public override var kind: ObjectKind { .stepper }
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
