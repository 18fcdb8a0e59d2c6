/// UIImageView.
public final class ImageView: DisplayView {
    public override var kind: ObjectKind { .imageView }
    @exclusivity(unchecked) public var image = ""
}
