/// UIImageView.
public final class ImageView: DisplayView {
    public override var kind: ObjectKind { .imageView }
    public override class var propertyTable: PropertyTable { imageViewProperties }
    /// The image's name.
    @exclusivity(unchecked) public var image = ""
}

extension ImageView {
    public static let imageViewProperties = PropertyTable(parent: View.viewProperties, [
        .on(ImageView.self, "image", .string, designTime: true, get: { .string($0.image) }, set: { i, x, _ in i.image = try x.string() }),
    ])
}
