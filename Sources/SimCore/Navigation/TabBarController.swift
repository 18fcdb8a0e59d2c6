/// UITabBarController: a row of tabs at the bottom, one per view controller; the selected one's
/// view fills the rest (https://developer.apple.com/documentation/uikit/uitabbarcontroller).
/// - a tap on a tab asks the delegate `tabBarController:shouldSelectViewController:` (false:
///   nothing changes), then shows that controller — the previous one's view leaves the
///   hierarchy — and tells the delegate `tabBarController:didSelectViewController:`;
/// - setting `selectedIndex` in code calls no delegate method (Apple: the delegate is told only
///   of the user's selections).
/// The tab bar is 49 points tall at the bottom (no safe area: our simplification); the tabs
/// share its width.
public final class TabBarController: ViewController {
    public override class var descriptor: ClassDescriptor { tabBarControllerClass }
    /// Its controllers, in tab order; it owns them.
    public internal(set) var viewControllers: [ViewController] = []
    /// The tab bar (`NAME.tabBar`) and its tabs (`NAME.tab#1`…).
    public let tabBar: View
    public internal(set) var tabs: [TabBarButton] = []
    /// The selected tab, from 0.
    public internal(set) var selectedIndex = 0
    /// The tab bar's height, in points.
    public static let barHeight = 49.0

    init(id: ID, name: String, view: View, tabBar: View) {
        self.tabBar = tabBar
        super.init(id: id, name: name, view: view)
        delegateSlots.append(DelegateSlot(name: "delegate", protocolName: nil, target: nil))
    }

    /// The selected controller.
    public var selectedViewController: ViewController? { viewControllers.indices.contains(selectedIndex) ? viewControllers[selectedIndex] : nil }
}

/// A tab of a tab bar: a tap selects its controller (its `barAction`).
public final class TabBarButton: Button {
    public override class var descriptor: ClassDescriptor { TabBarController.tabBarButtonClass }
}

extension TabBarController {
    public static let tabBarControllerProperties = PropertyTable(parent: ViewController.viewControllerProperties, [
        .on(TabBarController.self, "viewControllers", .list, get: { .list($0.viewControllers.map { .object($0.id) }) }),
        .on(TabBarController.self, "selectedViewController", .object, get: { .object($0.selectedViewController) }),
        // Set in code: no delegate call, as UIKit's.
        .on(TabBarController.self, "selectedIndex", .number, get: { .number(Double($0.selectedIndex)) },
            set: { t, x, change in try change.simulator.navigation.select(x.whole(in: 0...max(0, t.viewControllers.count - 1)), in: t, byUser: false) }),
    ])
    public static let tabBarControllerClass = ClassDescriptor(.tabBarController, uikit: "UITabBarController", appkit: "NSTabViewController",
                                                              properties: tabBarControllerProperties)
    /// Like a bar button item, not on Apple's list of controls that keep a single tap.
    public static let tabBarButtonClass = ClassDescriptor(.tabBarButton, uikit: "UITabBarItem", appkit: "NSTabViewItem", properties: Button.buttonProperties)
}

extension NavigationStack {
    /// UITabBarController with `controllers` as its tabs, installed as `window`'s root; the first
    /// is selected.
    @discardableResult
    public func makeTabBarController(_ name: String, controllers: [ViewController], in window: Window) throws -> TabBarController {
        let size = window.frame.size
        let view = try world.register("\(name).view") { View(id: $0, name: "\(name).view", frame: Rect(0, 0, size.width, size.height)) }
        let bar = try world.register("\(name).tabBar") {
            View(id: $0, name: "\(name).tabBar", frame: Rect(0, size.height - TabBarController.barHeight, size.width, TabBarController.barHeight))
        }
        let tabs = try world.register(name) { TabBarController(id: $0, name: name, view: view, tabBar: bar) }
        view.addSubview(bar)
        let width = size.width / Double(max(1, controllers.count))
        for (i, controller) in controllers.enumerated() {
            world.addChild(controller, to: tabs)
            tabs.viewControllers.append(controller)
            let tab = try world.register("\(name).tab#\(i + 1)") {
                TabBarButton(id: $0, name: "\(name).tab#\(i + 1)", frame: Rect(width * Double(i), 0, width, TabBarController.barHeight))
            }
            tab.title = controller.name
            tab.barAction = .select(tabs.id, index: i)
            tabs.tabs.append(tab)
            bar.addSubview(tab)
        }
        world.setRoot(tabs, of: window)
        if let first = tabs.selectedViewController { show(first, in: tabs) }
        return tabs
    }

    /// A tap on tab `index` (`byUser`: asks and tells the delegate), or `selectedIndex = index`.
    /// A tap on the tab already selected is a selection too: Apple's delegate is told "regardless
    /// of whether the selected view controller changed", and "tapping a tab always displays the
    /// tab's root view … even if the tab was already selected": a navigation controller there
    /// pops to its root.
    public func select(_ index: Int, in tabs: TabBarController, byUser: Bool) throws {
        guard tabs.viewControllers.indices.contains(index) else { return }
        let controller = tabs.viewControllers[index]
        if byUser {
            let answer = try simulator.delegation.callDelegate("delegate", of: tabs, world.selector("tabBarController:shouldSelectViewController:"),
                                                               argument: tabs, parameters: [("viewController", .object(controller.id))],
                                                               defaultValue: .bool(true), quietWhenMissing: true)
            if answer == .bool(false) { return }
        }
        let previous = tabs.selectedViewController
        if previous === controller {
            guard byUser else { return }
            emit(.navigation(.reselected(controller: controller.id)), about: tabs)
            if let nav = controller as? NavigationController { tracer.nested { popToRoot(nav) } }
        } else {
            previous?.view.removeFromSuperview()
            tabs.selectedIndex = index
            show(controller, in: tabs)
            emit(.navigation(.selected(controller: controller.id, previous: previous?.id ?? -1)), about: tabs)
        }
        if byUser {
            try simulator.delegation.callDelegate("delegate", of: tabs, world.selector("tabBarController:didSelectViewController:"),
                                                  argument: tabs, parameters: [("viewController", .object(controller.id))], quietWhenMissing: true)
        }
    }

    private func show(_ controller: ViewController, in tabs: TabBarController) {
        let size = tabs.view.frame.size
        controller.view.frame = Rect(0, 0, size.width, max(0, size.height - TabBarController.barHeight))
        if let nav = controller as? NavigationController { fit(nav) }
        tabs.view.addSubview(controller.view)
        tabs.view.bringSubviewToFront(tabs.tabBar)
    }
}
