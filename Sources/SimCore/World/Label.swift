/// UILabel.
public final class Label: DisplayView {
    public override class var descriptor: ClassDescriptor { labelClass }
    /// The label's text, shown by `tree`.
    @exclusivity(unchecked) public var text = ""
}

extension Label {
    public static let labelProperties = PropertyTable(parent: View.viewProperties, [
        .on(Label.self, "text", .string, designTime: true, get: { .string($0.text) }, set: { l, x, _ in l.text = try x.string() }),
    ])
}

extension Label {
    public static let labelClass = ClassDescriptor(.label, uikit: "UILabel", appkit: "NSTextField (label)", maker: "label", defaultFrame: Rect(0, 0, 100, 21), properties: labelProperties, options: [.value("text", "TEXT")], cellSubview: true,
        makeView: { Label(id: $0, name: $1, frame: $2) })
}
