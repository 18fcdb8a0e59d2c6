/// UILabel.
public final class Label: DisplayView {
    public override class var descriptor: ClassDescriptor { labelClass }
    /// The label's text, shown by `tree`. UILabel's is nil until set ("This property is nil by
    /// default"); an AppKit label (NSTextField's stringValue) reads "" then.
    @exclusivity(unchecked) public var text: String?
}

extension Label {
    public static let labelProperties = PropertyTable(parent: View.viewProperties, [
        .on(Label.self, "text", .string, designTime: true, get: { l in l.text.map(Value.string) ?? (l.isAppKit ? .string("") : .null) },
            set: { l, x, _ in l.text = x == .null ? nil : try x.string() }),
    ])
}

extension Label {
    public static let labelClass = ClassDescriptor(.label, uikit: "UILabel", appkit: "NSTextField (label)", maker: "label", defaultFrame: Rect(0, 0, 100, 21), properties: labelProperties, options: [.value("text", "TEXT")], cellSubview: true,
        makeView: { Label(id: $0, name: $1, frame: $2) })
}
