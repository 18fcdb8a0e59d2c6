/// UIButton.
public final class Button: Control {
    public override var kind: ObjectKind { .button }
    @exclusivity(unchecked) public var title = ""
    /// The seed's closure property: setting it makes the button its own target.
    @exclusivity(unchecked) public internal(set) var didTouchUpInside: ClosureHandler?
}
