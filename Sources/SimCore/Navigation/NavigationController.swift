/// UINavigationController: a stack of view controllers, the top one's view shown below a
/// navigation bar (https://developer.apple.com/documentation/uikit/uinavigationcontroller).
/// - `push` makes the controller a child, puts its view below the bar and takes the previous
///   top's view out of the hierarchy (UIKit removes it when the transition ends): the responder
///   chain now runs from the pushed view through its controller to the navigation controller;
/// - `pop` takes the top controller off (the parent lets go of it) and shows the one below;
/// - the bar shows the top controller's bar button items (left and right) and, when there is a
///   controller to go back to and no left item, a back button that pops.
/// The bar is 44 points tall at the top of the navigation controller's view (no status bar,
/// no safe area: our simplification); no transitions — a push or pop is immediate.
public final class NavigationController: ViewController {
    public override class var descriptor: ClassDescriptor { navigationControllerClass }
    /// The stack, bottom (root) first.
    public internal(set) var viewControllers: [ViewController] = []
    /// The bar at the top of the view (`NAME.navigationBar`).
    public let navigationBar: NavigationBar
    /// The bar's height, in points.
    public static let barHeight = 44.0

    init(id: ID, name: String, view: View, bar: NavigationBar) {
        navigationBar = bar
        super.init(id: id, name: name, view: view)
    }

    /// The controller on top of the stack.
    public var topViewController: ViewController? { viewControllers.last }
}

/// UINavigationBar: shows the top controller's bar button items and the back button.
public final class NavigationBar: View {
    public override class var descriptor: ClassDescriptor { NavigationController.navigationBarClass }
    /// The back button (`NAV.backButton`), made with the navigation controller.
    public internal(set) var backButton: BarButtonItem?
}

/// UIBarButtonItem, shown as the button the bar makes for it: a tap (touch up inside) sends its
/// action (target-action, or its primary action's closure), with the item as the sender.
/// The simulator merges the item and its button into one object a script can tap.
public final class BarButtonItem: Button {
    public override class var descriptor: ClassDescriptor { NavigationController.barButtonItemClass }
    /// Which side of the bar it goes on.
    public enum Side: String, Sendable { case left, right }
    public internal(set) var side = Side.right
    /// The controller whose navigation item holds it (nil: the back button, whose `barAction` pops).
    public internal(set) weak var owner: ViewController?
}

extension ViewController {
    /// The navigation controller it is in, if any (UIViewController.navigationController).
    public var navigationController: NavigationController? {
        var current: ViewController? = self
        var walk = ChainWalk.superviews
        while let c = current, walk.step() {
            if let nav = c as? NavigationController { return nav }
            current = c.parent
        }
        return nil
    }
}

extension NavigationController {
    public static let navigationControllerProperties = PropertyTable(parent: ViewController.viewControllerProperties, [
        .on(NavigationController.self, "viewControllers", .list, get: { .list($0.viewControllers.map { .object($0.id) }) }),
        .on(NavigationController.self, "topViewController", .object, get: { .object($0.topViewController) }),
        .on(NavigationController.self, "navigationBar", .object, get: { .object($0.navigationBar.id) }),
    ])
    public static let navigationControllerClass = ClassDescriptor(.navigationController, uikit: "UINavigationController", appkit: "NSNavigationController",
                                                                  properties: navigationControllerProperties)
    public static let navigationBarClass = ClassDescriptor(.navigationBar, uikit: "UINavigationBar", appkit: "NSNavigationBar", properties: View.viewProperties)
    /// Not on Apple's list of controls that keep a single tap from a superview's recognizer
    /// (UIButton, UISwitch, UIStepper, UISegmentedControl, UIPageControl): a tap recognizer on the
    /// window takes a bar button item's tap.
    public static let barButtonItemClass = ClassDescriptor(.barButtonItem, uikit: "UIBarButtonItem", appkit: "NSToolbarItem", properties: Button.buttonProperties)
}
