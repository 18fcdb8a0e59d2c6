/// UIApplication: the end of every window's responder chain, followed by its delegate when that
/// delegate is itself a responder (as the Xcode templates' `AppDelegate: UIResponder` is).
public final class Application: Responder {
    public override var kind: ObjectKind { .application }
    @exclusivity(unchecked) public internal(set) var delegate: SimObject?
    @exclusivity(unchecked) public internal(set) weak var keyWindow: Window?
    @exclusivity(unchecked) public internal(set) var windows: [Window] = []
    /// The first responder (UIKit keeps one per window; the simulator has one key window at a time).
    @exclusivity(unchecked) public internal(set) weak var firstResponder: Responder?

    public override var isInWindowHierarchy: Bool { true }
}
