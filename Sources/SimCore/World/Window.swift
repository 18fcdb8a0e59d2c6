/// UIWindow: the root of a view hierarchy.
public final class Window: View {
    public override var kind: ObjectKind { .window }
    @exclusivity(unchecked) public internal(set) var rootViewController: ViewController?
    @exclusivity(unchecked) public internal(set) weak var application: Application?

    public var isKeyWindow: Bool { application?.keyWindow === self }
}
