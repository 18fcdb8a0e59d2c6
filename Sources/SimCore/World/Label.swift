/// UILabel.
public final class Label: DisplayView {
    public override var kind: ObjectKind { .label }
    @exclusivity(unchecked) public var text = ""
}
