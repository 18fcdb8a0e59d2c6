/// UILabel.
public final class Label: DisplayView {
    public override var kind: ObjectKind { .label }
    public override class var propertyTable: PropertyTable { labelProperties }
    /// The label's text, shown by `tree`.
    @exclusivity(unchecked) public var text = ""
}

extension Label {
    public static let labelProperties = PropertyTable(parent: View.viewProperties, [
        .on(Label.self, "text", .string, designTime: true, get: { .string($0.text) }, set: { l, x, _ in l.text = try x.string() }),
    ])
}
