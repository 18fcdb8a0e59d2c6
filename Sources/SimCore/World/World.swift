/// Every object of one simulation, by id and by name, plus the interned selector and log tables.
///
/// Names are unique: they are how scripts, the trace and `expect` refer to objects. Creation order
/// is kept (`objects`), so listings never depend on hashing.
public final class World {
    /// The `app` object (UIApplication or NSApplication), made with the world: id 0, first in `objects`.
    public let application: Application
    /// The platform's rules: responder chain, nil-target search (UIKit unless said otherwise).
    public private(set) var rules: any PlatformRules
    /// Every object ever made, in creation order; an object's `id` is its index here.
    @exclusivity(unchecked) public private(set) var objects: [SimObject] = []
    @exclusivity(unchecked) private var byName: [String: SimObject] = [:]
    /// Every closure handler made, by id: what events' closure numbers refer to.
    @exclusivity(unchecked) public internal(set) var closures = ClosureStore()
    /// Delegate protocols declared by the script, in declaration order.
    @exclusivity(unchecked) public package(set) var protocols: [DelegateProtocol] = []
    /// Whether a view has a script method overriding point(inside:with:) or hitTest(_:with:):
    /// only then does hit-testing look for them (`Touches/HitTestOverrides.swift`).
    @exclusivity(unchecked) public internal(set) var overridesHitTesting = false
    /// How many views have a context menu interaction, and delegate methods that offer a row's:
    /// none, and a touch looks for none.
    @exclusivity(unchecked) public internal(set) var contextMenus = 0

    /// UIView.addInteraction(UIContextMenuInteraction(…)): a long press on `view` shows its menu.
    public func addContextMenu(to view: View) {
        guard !view.hasContextMenu else { return }
        view.hasContextMenu = true
        contextMenus += 1
    }

    /// The protocol declared as `name`, if any.
    public func delegateProtocol(named name: String) -> DelegateProtocol? { protocols.first { $0.name == name } }
    /// The interned selectors: a ``Selector`` is an index into this table.
    @exclusivity(unchecked) public var selectors = SelectorTable()
    @exclusivity(unchecked) package var templates = TemplateTable()
    /// Interned text referenced by events (`note`, command echoes, inspection output, property names).
    @exclusivity(unchecked) public internal(set) var strings = StringTable()
    /// View paths events copied, and a counter that moves whenever any view is added or removed.
    @exclusivity(unchecked) public internal(set) var paths = PathTable()
    @exclusivity(unchecked) var hierarchyVersion = 0

    /// An empty world (only `app`) that follows `rules`.
    public init(rules: any PlatformRules = UIKitRules()) {
        self.rules = rules
        application = Application(id: 0, name: "app")
        objects.append(application)
        byName["app"] = application
        application.world = self
    }

    /// The object with `id`, which must be one this world made (ids are never reused).
    public func object(_ id: SimObject.ID) -> SimObject { objects[Int(id)] }

    /// Why ``adopt(_:)`` refused to switch the platform.
    public enum PlatformError: Error, Equatable {
        /// The platform is chosen before the scene is built: objects never change framework.
        case sceneNotEmpty(objects: Int)
    }

    /// Switches the platform (`platform appkit`); only while the world holds nothing but `app`.
    public func adopt(_ rules: any PlatformRules) throws {
        guard objects.count == 1 else { throw PlatformError.sceneNotEmpty(objects: objects.count - 1) }
        self.rules = rules
    }

    /// The responder after `responder` in its chain, by the platform's rules (UIResponder.next).
    public func nextResponder(after responder: Responder) -> Responder? { rules.nextResponder(after: responder) }
    /// The object named `name`, if there is one.
    public func object(named name: String) -> SimObject? { byName[name] }

    /// A property an object's Swift class computes on first read (a `lazy var`), when a script
    /// reads it before Swift did: the Swift bridge answers (nil: the object has no such property).
    package var lazyMember: ((SimObject, String) -> Value?)?
    /// A script's `set OBJECT.NAME = VALUE` of a stored property of an object's Swift class:
    /// the Swift bridge assigns it, running its `didSet` (true), or leaves it to the script.
    package var storedPropertyWrite: ((SimObject, String, Value) throws -> Bool)?
    /// What an object's Swift instance holds that the engine cannot (a struct, a dictionary, a
    /// closure), each stored property with its declared type and its value as Swift's `print`
    /// writes it — what `show` lists after the engine's properties. The Swift bridge answers.
    package var swiftOnlyState: ((SimObject) -> [(name: String, type: String, value: String)])?
    /// Every object's name, in creation order.
    public var names: [String] { objects.map(\.name) }

    /// The selector named `name` (`didTapButton:`), interned on first use.
    public func selector(_ name: String) -> Selector { selectors.intern(name) }
    /// The name `selector` was interned with.
    public func name(of selector: Selector) -> String { selectors.name(selector) }

    /// Why a `make…` method made nothing.
    public enum CreationError: Error, Equatable {
        /// Another object already has this name.
        case nameTaken(String)
        /// The view would sit deeper than ``World/maxViewDepth`` below its window.
        case nestedTooDeep(limit: Int)
        /// addSubview of a window, or of a view into its own subtree.
        case wouldContainItself
    }

    /// How deep views may nest below their window or top view (a window's root view is 1 deep).
    /// Hit-testing, `tree`, view paths and pictures recurse once a level, and a hierarchy a
    /// thousand or two deep overflowed a `simrepl test -j` worker's stack. Real screens stay
    /// under 50 or so; a cell's own subviews (a `celltype` block) count from the cell, so a
    /// table's rows may reach a little deeper.
    public static let maxViewDepth = 256

    /// Throws unless a view may be added inside `parent`.
    private func checkDepth(below parent: View) throws {
        var depth = 1
        var view = parent
        var walk = ChainWalk.superviews
        while let up = view.superview, walk.step() {
            depth += 1
            view = up
        }
        if depth > World.maxViewDepth { throw CreationError.nestedTooDeep(limit: World.maxViewDepth) }
    }

    /// Whether simrepl gives `name` to an object it makes itself: the hidden block proxy
    /// (`HWBlocksUIProxy`) and a table's cells and their subviews (`list.cell#3`,
    /// `list.cell#3.title`). No other object may take such a name, or the engine could not make
    /// its own when it needs it.
    public static func isAutomaticName(_ name: String) -> Bool {
        name == BlocksProxy.objectName || name.contains(".cell#")
    }

    /// Registers a new object built by `make` with the next id.
    func register<T: SimObject>(_ name: String, _ make: (SimObject.ID) -> T) throws -> T {
        if byName[name] != nil { throw CreationError.nameTaken(name) }
        let object = make(SimObject.ID(objects.count))
        object.world = self
        objects.append(object)
        byName[name] = object
        return object
    }

    // MARK: - Building a scene

    /// The screen a window fills when no frame is given, and the size of a controller's view
    /// before it is shown: an iPhone's 390 × 844 points (our choice of device).
    public static let screen = Rect(0, 0, 390, 844)

    /// A window, made key and visible (UIKit's `makeKeyAndVisible()`, AppKit's
    /// `makeKeyAndOrderFront(_:)`): the newest window is the key window, and in AppKit also the
    /// main window unless it is a panel (`canBecomeMain` false).
    @discardableResult
    public func makeWindow(_ name: String, frame: Rect = World.screen, panel: Bool = false) throws -> Window {
        let window = try register(name) { Window(id: $0, name: name, frame: frame) }
        window.application = application
        window.canBecomeMain = !panel
        application.windows.append(window)
        if rules.input == .mouse {
            // NSWindow.delegate: weak, and asked by the nil-target search after the window.
            window.delegateSlots.append(DelegateSlot(name: "delegate", protocolName: nil, target: nil))
        }
        makeKey(window)
        if rules.input == .mouse, window.canBecomeMain { application.mainWindow = window }
        return window
    }

    /// The window becomes key. In AppKit the old key window keeps its first responder for later
    /// (one per window) and the new one's comes back; UIKit's single first responder stays.
    func makeKey(_ window: Window) {
        let old = application.keyWindow
        guard old !== window else { return }
        if rules.input == .mouse {
            if let old { old.savedFirstResponder = application.firstResponder }
            application.firstResponder = window.savedFirstResponder
        }
        application.keyWindow = window
    }

    /// A view controller with its root view `NAME.view` (not yet in any hierarchy).
    @discardableResult
    public func makeViewController(_ name: String, frame: Rect) throws -> ViewController {
        let view = try register("\(name).view") { View(id: $0, name: "\(name).view", frame: frame) }
        return try register(name) { ViewController(id: $0, name: name, view: view) }
    }

    /// Installs `controller` as the window's root view controller; its view fills the window.
    public func setRoot(_ controller: ViewController, of window: Window) {
        window.rootViewController = controller
        controller.view.frame = Rect(0, 0, window.frame.size.width, window.frame.size.height)
        window.addSubview(controller.view)
    }

    /// Why ``present(_:from:)`` refused.
    public enum PresentationError: Error, Equatable {
        /// `presenter`'s responder chain (or the controllers that presented it) already reaches
        /// the controller: presenting it would make the chain a cycle, and every walk along it
        /// (a nil-targeted action, a touch passed along) would never end. `path` is that chain,
        /// from the presenter to the controller.
        case wouldCycle(path: [SimObject.ID])
    }

    /// Modal presentation: the presented controller's view covers the presenter's window, and its
    /// next responder becomes the presenter. UIKit refuses to present a controller that is
    /// already in the presenter's chain ("Application tried to present modally an active
    /// controller"); so does this, since its next responder would lead back to itself.
    public func present(_ controller: ViewController, from presenter: ViewController) throws {
        if let path = chain(from: presenter, reaching: controller) { throw PresentationError.wouldCycle(path: path) }
        controller.presentingViewController = presenter
        presenter.presentedViewController = controller
        if let window = presenter.view.window {
            controller.view.frame = Rect(0, 0, window.frame.size.width, window.frame.size.height)
            window.addSubview(controller.view)
        }
    }

    /// The responders from `start` to `target` along the responder chain, or along the
    /// controllers that presented `start` (AppKit's chain does not pass through them); nil when
    /// neither reaches it.
    private func chain(from start: ViewController, reaching target: ViewController) -> [SimObject.ID]? {
        var path: [SimObject.ID] = []
        var responder: Responder? = start
        var walk = ChainWalk(in: self)
        while let r = responder, walk.step() {
            path.append(r.id)
            if r === target { return path }
            responder = nextResponder(after: r)
        }
        path = []
        var presenting: ViewController? = start
        walk = ChainWalk(in: self)
        while let c = presenting, walk.step() {
            path.append(c.id)
            if c === target { return path }
            presenting = c.presentingViewController
        }
        return nil
    }

    /// UIViewController.dismiss: the presenter lets go of the presented controller, whose view
    /// leaves the window.
    public func dismiss(_ controller: ViewController) {
        controller.presentingViewController?.presentedViewController = nil
        controller.presentingViewController = nil
        controller.view.removeFromSuperview()
    }

    /// Puts `controller`'s view inside `view` and makes it a child (addChild) of the controller
    /// that owns that hierarchy, if any: true when one does (it then owns `controller`).
    public func place(_ controller: ViewController, inside view: View) throws -> Bool {
        try checkDepth(below: view)
        view.addSubview(controller.view)
        return addChild(controller, inside: view)
    }

    /// Makes `controller` a child (addChild) of the controller that owns `view`'s hierarchy, if
    /// any; false when no controller owns it.
    @discardableResult
    public func addChild(_ controller: ViewController, inside view: View) -> Bool {
        var current: View? = view
        var walk = ChainWalk(in: self)
        while let v = current, walk.step() {
            if let parent = v.owningController, parent !== controller {
                addChild(controller, to: parent)
                return true
            }
            current = v.superview
        }
        return false
    }

    /// UIViewController.addChild(_:): `parent` owns `child` from now on (a child of another
    /// controller moves). Adding the child's view to the hierarchy is a separate step, as in UIKit.
    public func addChild(_ child: ViewController, to parent: ViewController) {
        guard child.parent !== parent else { return }
        removeFromParent(child)
        parent.children.append(child)
        child.parent = parent
    }

    /// UIViewController.removeFromParent(): the parent lets go of it (its view stays where it is).
    public func removeFromParent(_ child: ViewController) {
        guard let parent = child.parent else { return }
        parent.children.removeAll { $0 === child }
        child.parent = nil
    }

    /// UIView.addSubview(_:) for a view that exists: it moves, with its subviews. Refused for a
    /// window, and for a view that holds `parent` (it would contain itself).
    public func addSubview(_ view: View, to parent: View) throws {
        guard !(view is Window), !parent.isDescendant(of: view) else { throw CreationError.wouldContainItself }
        try checkDepth(below: parent)
        parent.addSubview(view)
    }

    /// Registers a view built by `make` and adds it as the front-most subview of `parent`.
    private func add<T: View>(_ name: String, to parent: View, _ make: (SimObject.ID) -> T) throws -> T {
        try checkDepth(below: parent)
        let view = try register(name, make)
        parent.addSubview(view)
        return view
    }

    /// A view of the class `descriptor` describes (`Button.buttonClass`), added as the front-most
    /// subview of `parent`; `frame` is in `parent`'s coordinates. nil when the class is not a view
    /// a maker makes.
    @discardableResult
    public func makeView(_ descriptor: ClassDescriptor, _ name: String, in parent: View?, frame: Rect) throws -> View? {
        guard let make = descriptor.makeView else { return nil }
        // No parent: `UIButton()` before any addSubview — on no screen, held only by its owner.
        let view = try parent.map { try add(name, to: $0) { make($0, name, frame) } } ?? register(name) { make($0, name, frame) }
        if view is ScrollView { scrollViewsMade += 1 }
        return view
    }

    /// A plain UIView, added as the front-most subview of `parent`; `frame` is in `parent`'s coordinates.
    @discardableResult
    public func makeView(_ name: String, in parent: View, frame: Rect) throws -> View {
        try add(name, to: parent) { View(id: $0, name: name, frame: frame) }
    }

    /// A UILabel showing `text`. Like UIKit's, its user interaction is off, so hit-testing skips it.
    @discardableResult
    public func makeLabel(_ name: String, in parent: View, frame: Rect, text: String? = nil) throws -> Label {
        let label = try add(name, to: parent) { Label(id: $0, name: name, frame: frame) }
        label.text = text
        return label
    }

    /// A UIButton titled `title`, added to `parent`: it tracks touches and sends control events.
    @discardableResult
    public func makeButton(_ name: String, in parent: View, frame: Rect, title: String = "") throws -> Button {
        let button = try add(name, to: parent) { Button(id: $0, name: name, frame: frame) }
        button.title = title
        return button
    }

    /// A UIImageView showing the image named `image`; its user interaction is off, as in UIKit.
    @discardableResult
    public func makeImageView(_ name: String, in parent: View, frame: Rect, image: String = "") throws -> ImageView {
        let view = try add(name, to: parent) { ImageView(id: $0, name: name, frame: frame) }
        view.image = image
        return view
    }

    /// A UICollectionView: its data source and reusable cells are driven through ``Simulator/cells``.
    @discardableResult
    public func makeCollectionView(_ name: String, in parent: View, frame: Rect) throws -> CollectionView {
        scrollViewsMade += 1
        return try add(name, to: parent) { CollectionView(id: $0, name: name, frame: frame) }
    }

    /// A UITableView: its data source and reusable cells are driven through ``Simulator/cells``.
    @discardableResult
    public func makeTableView(_ name: String, in parent: View, frame: Rect) throws -> TableView {
        scrollViewsMade += 1
        return try add(name, to: parent) { TableView(id: $0, name: name, frame: frame) }
    }

    /// How many scroll views (tables, collection views) were made: none, and a touch needs no
    /// look for one around the view it hit.
    @exclusivity(unchecked) var scrollViewsMade = 0

    /// A value control (switch, slider, stepper, segmented control) built by `make`.
    @discardableResult
    func makeControl<T: Control>(_ name: String, in parent: View, _ make: (SimObject.ID) -> T) throws -> T {
        try add(name, to: parent, make)
    }

    /// A plain UIControl (a custom control): it tracks touches and sends control events.
    @discardableResult
    public func makeCustomControl(_ name: String, in parent: View, frame: Rect) throws -> Control {
        try makeControl(name, in: parent) { Control(id: $0, name: name, frame: frame) }
    }

    /// A UISwitch (off); a tap toggles it and sends `valueChanged`.
    @discardableResult
    public func makeSwitch(_ name: String, in parent: View, frame: Rect = Rect(0, 0, 51, 31)) throws -> Switch {
        try makeControl(name, in: parent) { Switch(id: $0, name: name, frame: frame) }
    }

    /// A UISlider (value 0 in 0…1); a drag moves its value.
    @discardableResult
    public func makeSlider(_ name: String, in parent: View, frame: Rect = Rect(0, 0, 200, 31)) throws -> Slider {
        try makeControl(name, in: parent) { Slider(id: $0, name: name, frame: frame) }
    }

    /// A UIStepper (value 0 in 0…100, step 1): its minus and plus halves step the value.
    @discardableResult
    public func makeStepper(_ name: String, in parent: View, frame: Rect = Rect(0, 0, 94, 32)) throws -> Stepper {
        try makeControl(name, in: parent) { Stepper(id: $0, name: name, frame: frame) }
    }

    /// A UISegmentedControl with one segment per title in `segments`, none selected.
    @discardableResult
    public func makeSegmentedControl(_ name: String, in parent: View, segments: [String],
                                     frame: Rect = Rect(0, 0, 300, 32)) throws -> SegmentedControl {
        let control = try makeControl(name, in: parent) { SegmentedControl(id: $0, name: name, frame: frame) }
        control.segments = segments
        return control
    }

    /// A UIAlertView: the cancel button (if any) is index 0, the others follow.
    @discardableResult
    public func makeAlertView(_ name: String, title: String, message: String = "", cancel: String?,
                              others: [String] = []) throws -> AlertView {
        try register(name) { AlertView(id: $0, name: name, title: title, message: message, cancel: cancel, others: others) }
    }

    /// A UIAlertController (not shown): add actions to it, then present it through ``Simulator/alerts``.
    @discardableResult
    public func makeAlertController(_ name: String, title: String, message: String = "") throws -> AlertController {
        try register(name) { AlertController(id: $0, name: name, title: title, message: message) }
    }

    /// A UITextField holding `text`; it edits once it becomes first responder.
    @discardableResult
    public func makeTextField(_ name: String, in parent: View, frame: Rect, text: String = "") throws -> TextField {
        let field = try add(name, to: parent) { TextField(id: $0, name: name, frame: frame) }
        field.text = text
        return field
    }

    /// A plain NSObject that can implement actions (a target outside the responder chain).
    @discardableResult
    public func makeObject(_ name: String) throws -> PlainObject {
        try register(name) { PlainObject(id: $0, name: name) }
    }

    /// An app delegate that is a UIResponder, so it ends the responder chain.
    @discardableResult
    public func makeAppDelegate(_ name: String) throws -> AppDelegate {
        let delegate = try register(name) { AppDelegate(id: $0, name: name) }
        application.delegate = delegate
        return delegate
    }

    package func addClosure(name: String?, identifier: String?, definedAt: SourceLocation?,
                            captures: Captures, body: @escaping ActionBody) -> ClosureHandler {
        closuresSinceCollection += 1
        return closures.add { id in
            ClosureHandler(id: id, name: name ?? identifier ?? "closure#\(id + 1)", identifier: identifier,
                           definedAt: definedAt, captures: captures, body: body)
        }
    }

    /// Closures made since the last lifetime collection (`Lifetimes` collects when many were).
    @exclusivity(unchecked) var closuresSinceCollection = 0

    /// The most recently made closure handler named `name` that is still alive.
    public func closure(named name: String) -> ClosureHandler? {
        closures.live.last { $0.name == name }
    }
}
