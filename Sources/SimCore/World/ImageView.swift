/// UIImageView.
public final class ImageView: DisplayView {
    public override class var descriptor: ClassDescriptor { imageViewClass }
    /// The image's name.
    @exclusivity(unchecked) public var image = ""
}

extension ImageView {
    public static let imageViewProperties = PropertyTable(parent: View.viewProperties, [
        .on(ImageView.self, "image", .string, designTime: true, get: { .string($0.image) }, set: { i, x, _ in i.image = try x.string() }),
    ])
}

extension ImageView {
    public static let imageViewClass = ClassDescriptor(.imageView, uikit: "UIImageView", appkit: "NSImageView", maker: "imageview", properties: imageViewProperties, options: [.value("image", "TEXT")], cellSubview: true,
        makeView: { ImageView(id: $0, name: $1, frame: $2) })
}
