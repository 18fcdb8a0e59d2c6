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
