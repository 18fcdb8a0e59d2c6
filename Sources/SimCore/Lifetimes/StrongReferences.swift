/// The strong references of the model, as ARC would have them in the app: what each object
/// keeps alive. Weak ones — control targets, delegates, a view's superview, a controller's
/// presenter, a recognizer's targets — are left out on purpose: they never keep anything alive.
extension Lifetimes {
    /// A node of the reference graph: an object or a closure.
    public enum Node: Hashable, Sendable {
        /// A simulated object.
        case object(SimObject.ID)
        /// A closure handler, by id.
        case closure(Int32)
    }

    /// What `object` holds strongly, each with how.
    func strongReferences(of object: SimObject, into out: inout [(Node, Holder.Relation?)]) {
        for outlet in object.outlets where outlet.isStrong {
            if let target = outlet.target { out.append((.object(target), .outlet)) }
        }
        switch object {
        case let app as Application:
            for window in app.windows { out.append((.object(window.id), .application)) }
            if let delegate = app.delegate { out.append((.object(delegate.id), .application)) }
        case let controller as ViewController:
            out.append((.object(controller.view.id), .controller))
            if let presented = controller.presentedViewController { out.append((.object(presented.id), .controller)) }
            for child in controller.children { out.append((.object(child.id), .controller)) }
            // Its navigationItem's bar button items; a navigation controller's bar and stack.
            for item in controller.barButtonItems { out.append((.object(item.id), .controller)) }
            if let tabs = controller as? TabBarController {
                out.append((.object(tabs.tabBar.id), .controller))
                for vc in tabs.viewControllers { out.append((.object(vc.id), .controller)) }
            }
            if let nav = controller as? NavigationController {
                out.append((.object(nav.navigationBar.id), .controller))
                for vc in nav.viewControllers { out.append((.object(vc.id), .controller)) }
            }
        case let recognizer as GestureRecognizer:
            for case .closure(let id) in recognizer.handlers { out.append((.closure(id), nil)) }
            for block in recognizer.blocks { out.append((.closure(block.closure.id), nil)) }
        case let timer as ScheduledTimer:
            guard timer.isValid else { break }
            switch timer.action {
            case .target(let target, _): out.append((.object(target), .timer))
            case .block(let closure): out.append((.closure(closure.id), nil))
            }
        case let alert as AlertController:
            for case let handler? in alert.actions.map(\.handler) { out.append((.closure(handler.id), nil)) }
        default:
            break
        }
        // Stored properties (a plain object's, a Swift class's `var`) hold strongly, as Swift's do.
        for attribute in object.attributes {
            if case .object(let id) = attribute.value { out.append((.object(id), .property)) }
        }
        guard let view = object as? View else { return }
        for subview in view.subviews { out.append((.object(subview.id), .superview)) }
        if let window = view as? Window, let root = window.rootViewController { out.append((.object(root.id), .window)) }
        for recognizer in view.gestureRecognizers { out.append((.object(recognizer.id), .view)) }
        if let bar = view as? NavigationBar, let back = bar.backButton { out.append((.object(back.id), .view)) }
        if let control = view as? Control {
            for case .closure(let id) in control.targets.entries.map(\.handler) { out.append((.closure(id), nil)) }
            if let button = control as? Button, let closure = button.didTouchUpInside { out.append((.closure(closure.id), nil)) }
        }
        for item in view.menuItems { out.append((.closure(item.closure.id), nil)) }
        if let owner = view.blockHandling {
            for block in owner.blocks { out.append((.closure(block.closure.id), nil)) }
        }
        if let table = view as? TableView {
            for row in table.visibleCells.keys.sorted() { out.append((.object(table.visibleCells[row]!.id), .table)) }
            for identifier in table.pools.keys.sorted() {
                for cell in table.pools[identifier]! { out.append((.object(cell.id), .table)) }
            }
        }
        if let cell = view as? TableViewCell, let model = cell.viewModel { out.append((.object(model), .property)) }
    }
}
