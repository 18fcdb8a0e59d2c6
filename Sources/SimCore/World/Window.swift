/// UIWindow / NSWindow: the root of a view hierarchy.
///
/// AppKit distinguishes the *key* window (it receives keyboard events and starts the nil-target
/// search) from the *main* window (the document the user works on); a panel can become key but
/// not main, which is how the two come to differ. UIKit has only the key window.
public final class Window: View {
    public override class var descriptor: ClassDescriptor { windowClass }
    /// The controller whose view fills the window (``World/setRoot(_:of:)``).
    @exclusivity(unchecked) public internal(set) var rootViewController: ViewController?

    /// A window resizes its root view controller's view with it, as the root view's
    /// autoresizing (flexible width and height) does in UIKit and AppKit.
    override init(id: ID, name: String, frame: Rect) {
        super.init(id: id, name: name, frame: frame)
        reactsToResize = true
    }

    override func sizeChanged() {
        guard let root = rootViewController?.view, root.superview === self else { return }
        root.frame = Rect(root.frame.minX, root.frame.minY, frame.size.width, frame.size.height)
    }
    /// The application that shows the window.
    @exclusivity(unchecked) public internal(set) weak var application: Application?
    /// UIWindow.windowLevel: windows at a higher level are in front (normal 0, statusBar 1000,
    /// alert 2000); within a level, the window created last is in front.
    @exclusivity(unchecked) public var windowLevel = 0.0
    /// NSWindow.canBecomeMain: false for a panel (NSPanel).
    public var canBecomeMain = true
    /// NSWindow.isZoomed (performZoom: toggles it).
    public internal(set) var isZoomed = false
    /// AppKit keeps a first responder per window: the one this window had when it stopped being
    /// key, restored when it becomes key again and used when the search reaches the main window.
    public internal(set) weak var savedFirstResponder: Responder?

    /// Whether this is the key window: the one that gets keyboard input and starts the nil-target search.
    public var isKeyWindow: Bool { application?.keyWindow === self }
    /// Whether this is AppKit's main window (never true in UIKit).
    public var isMainWindow: Bool { application?.mainWindow === self }
    /// The window's `delegate` property (AppKit: declared on every window, weak).
    public var delegate: SimObject? {
        guard let id = delegateSlot("delegate")?.target else { return nil }
        let object = world?.object(id)
        return object?.isReleased == false ? object : nil
    }
}

extension Window {
    /// UIWindow's (and NSWindow's main-window status).
    public static let windowProperties = PropertyTable(parent: View.viewProperties, [
        .on(Window.self, "keyWindow", .bool, get: { .bool($0.isKeyWindow) }),
        // UIWindow.Level: normal 0, statusBar 1000, alert 2000 (any number orders windows).
        .on(Window.self, "windowLevel", .number, designTime: true, get: { .number($0.windowLevel) },
            set: { w, x, _ in w.windowLevel = try x.number() }),
        .on(Window.self, "rootViewController", .object, get: { .object($0.rootViewController) }),
        .on(Window.self, "mainWindow", .bool, on: .appkit, get: { .bool($0.isMainWindow) }),
        .on(Window.self, "zoomed", .bool, on: .appkit, get: { .bool($0.isZoomed) }),
        // An override, as a subclass would write it (NSPanel answers false); scene files keep it.
        .on(Window.self, "canBecomeMain", .bool, designTime: true, on: .appkit, get: { .bool($0.canBecomeMain) },
            set: { w, x, _ in w.canBecomeMain = try x.bool() }),
    ])
}

extension Window {
    public static let windowClass = ClassDescriptor(.window, uikit: "UIWindow", appkit: "NSWindow", maker: "window", properties: windowProperties)
}
