/// UILabel.
public final class Label: DisplayView {
    public override var kind: ObjectKind { .label }
    /// The label's text, shown by `tree`.
    @exclusivity(unchecked) public var text = ""
}
