/// UIViewController: owns a root view (`NAME.view`); sits in the responder chain right after it.
public class ViewController: Responder {
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
    /// The controller this one is a child of (UIViewController.parent), which owns it.
    @exclusivity(unchecked) public internal(set) weak var parent: ViewController?
    /// navigationItem's left and right bar button items: shown while it is on top of a
    /// navigation controller.
    public internal(set) var barButtonItems: [BarButtonItem] = []

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
        .on(ViewController.self, "parent", .object, get: { .object($0.parent) }),
        .on(ViewController.self, "children", .list, get: { .list($0.children.map { .object($0.id) }) }),
    ])
}

extension ViewController {
    public static let viewControllerClass = ClassDescriptor(.viewController, uikit: "UIViewController", appkit: "NSViewController", maker: "controller", properties: viewControllerProperties)
}
