/// UIView: frame, bounds, an ordered list of subviews, and the flags hit-testing looks at.
///
/// `subviews` is back to front, as in UIKit: the last added subview is the front-most one.
public class View: Responder {
    public override class var descriptor: ClassDescriptor { viewClass }

    /// The frame in the superview's coordinate space. Not overridden by any subclass, so that
    /// reading it — hit-testing reads every view's — is a plain load; a view that lays out or
    /// resizes others when its size changes says so with `reactsToResize` (a window, a stack view).
    @exclusivity(unchecked) public var frame: Rect {
        didSet { if reactsToResize, frame.size != oldValue.size { sizeChanged() } }
    }
    /// Whether `sizeChanged()` runs when the frame's size changes.
    @exclusivity(unchecked) var reactsToResize = false
    /// The frame's size changed (only for views that set `reactsToResize`).
    func sizeChanged() {}
    /// `bounds.origin` (the scroll offset of a scroll view); zero for plain views.
    @exclusivity(unchecked) public var boundsOrigin = Point.zero
    /// The view's own coordinate space: `boundsOrigin` with the frame's size.
    public var bounds: Rect { Rect(boundsOrigin.x, boundsOrigin.y, frame.size.width, frame.size.height) }

    /// The subviews, back to front: the last one is the front-most, which hit-testing asks first.
    @exclusivity(unchecked) public internal(set) var subviews: [View] = []
    /// The view this one is a subview of; nil for a window or a view not in any hierarchy.
    @exclusivity(unchecked) public internal(set) weak var superview: View?
    /// Set when this view is the root view of a view controller (the `view` property).
    @exclusivity(unchecked) public internal(set) weak var owningController: ViewController?

    /// UIView.isHidden: a hidden view and its subviews are never hit.
    @exclusivity(unchecked) public var isHidden = false {
        // A stack view gives a hidden arranged view no space, and its space back when shown.
        didSet { if isHidden != oldValue, let stack = superview as? StackView, stack.arranges(self) { stack.layoutArrangedSubviews() } }
    }
    /// A menu's actions (UIAction title and handler), in order; the view holds them: a button's
    /// UIButton.menu, or the menu a context menu interaction shows (``hasContextMenu``).
    @exclusivity(unchecked) public internal(set) var menuItems: [(title: String, closure: ClosureHandler)] = []
    /// UIView.addInteraction(UIContextMenuInteraction): a long press on it shows `menuItems`.
    @exclusivity(unchecked) public internal(set) var hasContextMenu = false
    /// Its menu is on screen, waiting for `choose`.
    @exclusivity(unchecked) public internal(set) var isMenuShown = false
    /// In a UIView.animate without `.allowUserInteraction`: hit-testing skips it until it ends.
    @exclusivity(unchecked) public internal(set) var isAnimatingWithoutInteraction = false
    /// The run loop item that ends its animation.
    var animationEnd: RunLoopQueue.Token?
    /// UIView.alpha: UIKit's hit-testing skips a view below 0.01 (AppKit's does not).
    @exclusivity(unchecked) public var alpha = 1.0
    /// UIView.isUserInteractionEnabled: when false, hit-testing skips the view and its subviews (UIKit only).
    @exclusivity(unchecked) public var isUserInteractionEnabled = true
    /// UIView.isMultipleTouchEnabled: false by default, so a view gets only the first touch of
    /// a multi-touch sequence (https://developer.apple.com/documentation/uikit/uiview/ismultipletouchenabled).
    @exclusivity(unchecked) public var isMultipleTouchEnabled = false
    /// UIView.isExclusiveTouch: while it tracks a touch, no other view in its window gets one, and
    /// it gets none while another view does (https://developer.apple.com/documentation/uikit/uiview/isexclusivetouch).
    @exclusivity(unchecked) public var isExclusiveTouch = false
    /// Drawing only: UIKit's hit-testing ignores it (a subview outside its superview is never hit).
    @exclusivity(unchecked) public var clipsToBounds = false
    /// AppKit's NSView.acceptsFirstMouse(for:): whether a click that activates this view's window
    /// is also delivered to the view. NSView's default is false: the first click only activates.
    @exclusivity(unchecked) public var acceptsFirstMouse = false
    /// Attached recognizers, in the order they were added.
    @exclusivity(unchecked) public internal(set) var gestureRecognizers: [GestureRecognizer] = []

    /// This view's path id, valid while `pathVersion` is the world's `hierarchyVersion`.
    @exclusivity(unchecked) var pathVersion = -1
    @exclusivity(unchecked) var pathID: PathTable.ID = -1

    init(id: ID, name: String, frame: Rect) {
        self.frame = frame
        super.init(id: id, name: name)
    }

    override func currentPath(in world: World) -> PathTable.ID { world.path(of: self) }

    /// The window at the root of this view's hierarchy, if it is in one.
    public var window: Window? {
        var view: View? = self
        var walk = ChainWalk.superviews
        while let v = view, walk.step() {
            if let w = v as? Window { return w }
            view = v.superview
        }
        return nil
    }

    public override var isInWindowHierarchy: Bool { window != nil }

    /// Adds `view` as the front-most subview, taking it out of its old superview first
    /// (UIView.addSubview(_:)).
    public func addSubview(_ view: View) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
        world?.hierarchyVersion += 1  // cached view paths are stale now
    }

    /// Takes the view out of its superview; it keeps its own subviews.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
        (parent as? StackView)?.subviewLeft(self)
        world?.hierarchyVersion += 1  // cached view paths are stale now
    }

    /// UIView.bringSubviewToFront(_:): last among the siblings, so hit-testing (which asks the
    /// front-most subview first) meets it first.
    public func bringSubviewToFront(_ view: View) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: i))
        world?.hierarchyVersion += 1
    }

    /// UIView.sendSubviewToBack(_:): first among the siblings, behind all the others.
    public func sendSubviewToBack(_ view: View) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: i), at: 0)
        world?.hierarchyVersion += 1
    }

    /// Whether the view is `view` or inside it (UIView.isDescendant(of:)).
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        var walk = ChainWalk.superviews
        while let v = current, walk.step() {
            if v === view { return true }
            current = v.superview
        }
        return false
    }

    /// Converts a point from this view's bounds coordinates to its window's (or top view's) coordinates.
    public func convertToWindow(_ p: Point) -> Point {
        var point = p
        var view: View = self
        var walk = ChainWalk.superviews
        while let parent = view.superview, walk.step() {
            point = Point(point.x - view.boundsOrigin.x + view.frame.minX,
                          point.y - view.boundsOrigin.y + view.frame.minY)
            view = parent
        }
        return point
    }

    /// Converts a point from the window's coordinates to this view's bounds coordinates.
    public func convertFromWindow(_ p: Point) -> Point {
        let offset = convertToWindow(.zero)
        return Point(p.x - offset.x, p.y - offset.y)
    }

    /// The centre of the view's bounds, in window coordinates (where `tap NAME` touches).
    public var centerInWindow: Point {
        convertToWindow(bounds.center)
    }

    /// The path from the window, e.g. `main/home.view/card/login`: stable and unique in the trace.
    public var path: String {
        var names: [String] = []
        var view: View? = self
        var walk = ChainWalk.superviews
        while let v = view, walk.step() { names.append(v.name); view = v.superview }
        return names.reversed().joined(separator: "/")
    }
}

extension View {
    /// UIView's: geometry and the flags hit-testing reads (UIKit's own; NSView has no
    /// userInteractionEnabled to set — AppKit's hit-testing skips hidden views only — and its
    /// acceptsFirstMouse instead).
    public static let viewProperties = PropertyTable(parent: Responder.responderProperties, [
        // A frame as four numbers: `set v.frame = X Y W H` in the language, a list from Swift.
        .on(View.self, "frame", .frame, designTime: true, get: { .string($0.frame.description) },
            set: { v, value, _ in
                guard case .list(let items) = value, items.count == 4 else { throw PropertyError.wrongType(expected: .frame) }
                let n = try items.map { (item: Value) throws(PropertyError) -> Double in try item.number() }
                guard n[2] >= 0, n[3] >= 0 else { throw PropertyError.negative(min(n[2], n[3])) }
                v.frame = Rect(n[0], n[1], n[2], n[3])
            }),
        .on(View.self, "bounds", .string, get: { .string($0.bounds.description) }),
        .on(View.self, "hidden", .bool, designTime: true, get: { .bool($0.isHidden) }, set: { v, x, _ in v.isHidden = try x.bool() }),
        .on(View.self, "alpha", .number, designTime: true, get: { .number($0.alpha) }, set: { v, x, _ in v.alpha = try x.number() }),
        .on(View.self, "userInteractionEnabled", .bool, designTime: true, settableOn: .uikit,
            get: { .bool($0.isUserInteractionEnabled) }, set: { v, x, _ in v.isUserInteractionEnabled = try x.bool() }),
        .on(View.self, "multipleTouchEnabled", .bool, designTime: true, settableOn: .uikit,
            get: { .bool($0.isMultipleTouchEnabled) }, set: { v, x, _ in v.isMultipleTouchEnabled = try x.bool() }),
        .on(View.self, "exclusiveTouch", .bool, designTime: true, settableOn: .uikit,
            get: { .bool($0.isExclusiveTouch) }, set: { v, x, _ in v.isExclusiveTouch = try x.bool() }),
        .on(View.self, "menuShown", .bool, listed: false, get: { .bool($0.isMenuShown) }),
        .on(View.self, "clipsToBounds", .bool, designTime: true, get: { .bool($0.clipsToBounds) }, set: { v, x, _ in v.clipsToBounds = try x.bool() }),
        .on(View.self, "superview", .object, get: { .object($0.superview) }),
        .on(View.self, "window", .object, get: { $0 is Window ? nil : .object($0.window) }),
        .on(View.self, "acceptsFirstMouse", .bool, designTime: true, on: .appkit,
            get: { .bool($0.acceptsFirstMouse) }, set: { v, x, _ in v.acceptsFirstMouse = try x.bool() }),
    ])
}

extension View {
    public static let viewClass = ClassDescriptor(.view, uikit: "UIView", appkit: "NSView", maker: "view", properties: viewProperties, cellSubview: true,
        makeView: { View(id: $0, name: $1, frame: $2) })
}
