/// Questions the renderings ask of a snapshot.
extension SceneGraph {
    /// `id`'s subviews, back to front (the last is the front-most).
    public func subviews(of id: SimObject.ID) -> [SimObject.ID] { subviews[Int(id)] }

    /// `id`'s superview, if it has one.
    public func superview(of id: SimObject.ID) -> SimObject.ID? { superviews[Int(id)] }

    /// The platform's next responder after `id`.
    public func nextResponder(of id: SimObject.ID) -> SimObject.ID? { nextResponders[Int(id)] }

    /// `id` and its superviews, up to its window (or the top of its hierarchy).
    public func ancestry(of id: SimObject.ID) -> [SimObject.ID] {
        var chain = [id]
        var walk = ChainWalk(nodes: nodes.count)
        while let parent = superview(of: chain[chain.count - 1]), walk.step() { chain.append(parent) }
        return chain
    }

    /// The view's bounds in its window's coordinates (where a touch must fall to be inside it),
    /// converted as `View.convertToWindow` does.
    public func frameInWindow(of id: SimObject.ID) -> Rect? {
        guard let view = node(id).view else { return nil }
        var point = view.boundsOrigin
        var current = id
        var walk = ChainWalk(nodes: nodes.count)
        while let parent = superview(of: current), let v = node(current).view, walk.step() {
            point = Point(point.x - v.boundsOrigin.x + v.frame.minX, point.y - v.boundsOrigin.y + v.frame.minY)
            current = parent
        }
        return Rect(point.x, point.y, view.frame.size.width, view.frame.size.height)
    }

    /// The responder chain from `id` to its end.
    public func chain(from id: SimObject.ID) -> [SimObject.ID] {
        var chain: [SimObject.ID] = []
        var next: SimObject.ID? = id
        var walk = ChainWalk(nodes: nodes.count)
        while let r = next, walk.step() {
            chain.append(r)
            next = nextResponder(of: r)
        }
        return chain
    }

    /// The controller whose root view `view` is.
    public func controller(ofRootView view: SimObject.ID) -> SimObject.ID? {
        for case .rootView(let controller, view) in edges { return controller }
        return nil
    }

    /// The controller that presented `controller`.
    public func presenter(of controller: SimObject.ID) -> SimObject.ID? {
        for case .presentation(let presenter, controller) in edges { return presenter }
        return nil
    }

    /// A control's handler entries, in the order they run.
    public enum Handler: Sendable {
        /// Target-action; a nil target is resolved along the responder chain.
        case target(SimObject.ID?, Selector)
        /// A closure handler, by id.
        case closure(Int32)
    }

    /// The handlers registered on `control`, with their events, in the order they run.
    public func handlers(of control: SimObject.ID) -> [(handler: Handler, events: ControlEvents)] {
        edges.compactMap { edge in
            switch edge {
            case .target(control, let target, let action, let events): return (.target(target, action), events)
            case .closure(control, let closure, let events): return (.closure(closure), events)
            default: return nil
            }
        }
    }

    /// The recognizers attached to `view`, in the order they were added.
    public func recognizers(of view: SimObject.ID) -> [SimObject.ID] {
        edges.compactMap { edge in
            guard case .recognizer(view, let recognizer) = edge else { return nil }
            return recognizer
        }
    }

    /// The recognizers `recognizer` requires to fail.
    public func requiredToFail(by recognizer: SimObject.ID) -> [SimObject.ID] {
        edges.compactMap { edge in
            guard case .requiresToFail(recognizer, let other) = edge else { return nil }
            return other
        }
    }
}
