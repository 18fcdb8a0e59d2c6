/// Pushing and popping view controllers, and the navigation bar's buttons
/// (see `NavigationController` for the rules).
public final class NavigationStack: SimulationEngine {
    /// UINavigationController(rootViewController:), installed as `window`'s root view controller,
    /// or (no window) made to be shown elsewhere: a tab of a tab bar controller, or presented.
    /// Unshown, its view has the screen's size, as a controller's made with no window.
    @discardableResult
    public func makeNavigationController(_ name: String, root: ViewController, in window: Window?) throws -> NavigationController {
        let frame = Rect(0, 0, (window?.frame ?? World.screen).size.width, (window?.frame ?? World.screen).size.height)
        let view = try world.register("\(name).view") { View(id: $0, name: "\(name).view", frame: frame) }
        let bar = try world.register("\(name).navigationBar") {
            NavigationBar(id: $0, name: "\(name).navigationBar", frame: Rect(0, 0, frame.size.width, NavigationController.barHeight))
        }
        let nav = try world.register(name) { NavigationController(id: $0, name: name, view: view, bar: bar) }
        view.addSubview(bar)
        let back = try world.register("\(name).backButton") {
            BarButtonItem(id: $0, name: "\(name).backButton", frame: Rect(8, 0, 80, NavigationController.barHeight))
        }
        back.title = "Back"
        back.side = .left
        back.barAction = .pop(nav.id)
        bar.backButton = back
        if let window { world.setRoot(nav, of: window) }
        try push(root, on: nav)
        return nav
    }

    /// pushViewController(_:animated:).
    public func push(_ controller: ViewController, on nav: NavigationController) throws {
        guard !nav.viewControllers.contains(where: { $0 === controller }), controller !== nav else { throw NavigationError.alreadyInStack(controller.name) }
        let previous = nav.topViewController
        previous?.view.removeFromSuperview()
        world.addChild(controller, to: nav)
        nav.viewControllers.append(controller)
        controller.view.frame = contentFrame(of: nav)
        nav.view.addSubview(controller.view)
        nav.view.bringSubviewToFront(nav.navigationBar)
        emit(.navigation(.pushed(controller: controller.id, previous: previous?.id ?? -1)), about: nav)
        layOutBar(of: nav)
    }

    /// popViewController(animated:): the top controller leaves (its parent lets go of it) and is
    /// returned. At the root it does nothing and returns nil, as UIKit's does ("you cannot pop
    /// the last item on the stack": the root stays).
    @discardableResult
    public func pop(_ nav: NavigationController) -> ViewController? {
        guard nav.viewControllers.count > 1, let top = nav.viewControllers.popLast() else { return nil }
        top.view.removeFromSuperview()
        world.removeFromParent(top)
        simulator.lifetimes.needsCollection = true
        let shown = nav.topViewController!
        nav.view.addSubview(shown.view)
        nav.view.bringSubviewToFront(nav.navigationBar)
        shown.view.frame = contentFrame(of: nav)
        emit(.navigation(.popped(controller: top.id, shown: shown.id)), about: nav)
        layOutBar(of: nav)
        return top
    }

    /// popToRootViewController(animated:): every controller above the root leaves, top first.
    public func popToRoot(_ nav: NavigationController) {
        while pop(nav) != nil {}
    }

    /// Where the top controller's view goes: below the bar, the rest of the navigation
    /// controller's view.
    private func contentFrame(of nav: NavigationController) -> Rect {
        let size = nav.view.frame.size
        return Rect(0, NavigationController.barHeight, size.width, max(0, size.height - NavigationController.barHeight))
    }

    /// The navigation controller's view was given another size (shown in a tab): the bar and the
    /// top controller's view follow it.
    func fit(_ nav: NavigationController) {
        nav.navigationBar.frame = Rect(0, 0, nav.view.frame.size.width, NavigationController.barHeight)
        nav.topViewController?.view.frame = contentFrame(of: nav)
        layOutBar(of: nav)
    }

    /// A bar's own button was tapped: the back button pops, a tab selects.
    func perform(_ action: Button.BarAction) throws {
        switch action {
        case .pop(let id): if let nav = world.object(id) as? NavigationController { pop(nav) }
        case .select(let id, let index): if let tabs = world.object(id) as? TabBarController { try select(index, in: tabs, byUser: true) }
        }
    }

    /// navigationItem.leftBarButtonItem / rightBarButtonItem of `owner`: an item titled `title`.
    @discardableResult
    public func addBarButtonItem(_ name: String, to owner: ViewController, side: BarButtonItem.Side, title: String) throws -> BarButtonItem {
        let item = try world.register(name) { BarButtonItem(id: $0, name: name, frame: Rect(0, 0, 80, NavigationController.barHeight)) }
        item.title = title
        item.side = side
        item.owner = owner
        owner.barButtonItems.removeAll { $0.side == side }
        owner.barButtonItems.append(item)
        if let nav = owner.navigationController, nav.topViewController === owner { layOutBar(of: nav) }
        return item
    }

    /// The bar shows the top controller's items, and the back button when there is a controller
    /// below and no left item.
    func layOutBar(of nav: NavigationController) {
        let bar = nav.navigationBar
        for view in bar.subviews { view.removeFromSuperview() }
        guard let top = nav.topViewController else { return }
        let width = bar.frame.size.width, height = NavigationController.barHeight
        var left = top.barButtonItems.first { $0.side == .left }
        if left == nil, nav.viewControllers.count > 1 { left = bar.backButton }
        if let left {
            left.frame = Rect(8, 0, 80, height)
            bar.addSubview(left)
        }
        if let right = top.barButtonItems.first(where: { $0.side == .right }) {
            right.frame = Rect(width - 88, 0, 80, height)
            bar.addSubview(right)
        }
    }
}

/// Why a push or pop was refused.
public enum NavigationError: Error, Equatable, CustomStringConvertible {
    /// The controller is in the stack already (UIKit raises an exception for it).
    case alreadyInStack(String)

    public var description: String {
        switch self {
        case .alreadyInStack(let name): return "'\(name)' is already in the navigation stack (UIKit raises: pushing a view controller that is already there is not supported)"
        }
    }
}

/// A push or a pop (object: the navigation controller).
public enum NavigationChange: Sendable {
    /// `controller` is on top now; `previous` (-1: none) is under it, its view out of the hierarchy.
    case pushed(controller: SimObject.ID, previous: SimObject.ID)
    /// `controller` left the stack; `shown` is on top again.
    case popped(controller: SimObject.ID, shown: SimObject.ID)
    /// A tab bar controller shows `controller` now; `previous`'s view left the hierarchy.
    case selected(controller: SimObject.ID, previous: SimObject.ID)
    /// The user tapped the tab already selected: `controller` stays (a navigation controller pops
    /// to its root), and the delegate is told all the same.
    case reselected(controller: SimObject.ID)
}
