/// UIImageView.
public final class ImageView: DisplayView {
    public override class var descriptor: ClassDescriptor { imageViewClass }
    /// The image's name; empty: no image (UIImageView's `image` is nil, as it starts).
    @exclusivity(unchecked) public var image = ""
}

extension ImageView {
    public static let imageViewProperties = PropertyTable(parent: View.viewProperties, [
        // `image` is optional in UIKit: nil until set, and `imageView.image = nil` clears it.
        .on(ImageView.self, "image", .string, designTime: true, get: { $0.image.isEmpty ? .null : .string($0.image) },
            set: { i, x, _ in i.image = x == .null ? "" : try x.string() }),
    ])
}

extension ImageView {
    public static let imageViewClass = ClassDescriptor(.imageView, uikit: "UIImageView", appkit: "NSImageView", maker: "imageview", properties: imageViewProperties, options: [.value("image", "TEXT")], cellSubview: true,
        makeView: { ImageView(id: $0, name: $1, frame: $2) })
}
