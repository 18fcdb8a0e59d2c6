/// UIImageView.
public final class ImageView: DisplayView {
    public override var kind: ObjectKind { .imageView }
    /// The image's name.
    @exclusivity(unchecked) public var image = ""
}
