/// UIViewController: owns a root view (`NAME.view`); sits in the responder chain right after it.
public final class ViewController: Responder {
    public override class var descriptor: ClassDescriptor { viewControllerClass }
    /// The root view, named `NAME.view`; the controller follows it in the responder chain.
    public let view: View
    /// The controller that presented this one modally (``World/present(_:from:)``), if any.
    @exclusivity(unchecked) public internal(set) weak var presentingViewController: ViewController?
    /// The controller this one presents modally, if any.
    @exclusivity(unchecked) public internal(set) var presentedViewController: ViewController?
    /// Child view controllers (`addChild`): a controller made inside another's view. The parent
    /// owns them.
    @exclusivity(unchecked) public internal(set) var children: [ViewController] = []

    init(id: ID, name: String, view: View) {
        self.view = view
        super.init(id: id, name: name)
        view.owningController = self
    }

    public override var isInWindowHierarchy: Bool { view.window != nil }
}

extension ViewController {
    public static let viewControllerProperties = PropertyTable(parent: Responder.responderProperties, [
        .on(ViewController.self, "view", .object, get: { .object($0.view.id) }),
        .on(ViewController.self, "presentingViewController", .object, get: { .object($0.presentingViewController) }),
    ])
}

extension ViewController {
    public static let viewControllerClass = ClassDescriptor(.viewController, uikit: "UIViewController", appkit: "NSViewController", maker: "controller", properties: viewControllerProperties)
}
