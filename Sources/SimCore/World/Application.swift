/// UIApplication / NSApplication: the end of every window's responder chain (UIKit), followed by
/// its delegate when that delegate is itself a responder (as the Xcode templates'
/// `AppDelegate: UIResponder` is). In AppKit NSApp ends the nil-target search, then its delegate.
public final class Application: Responder {
    public override class var descriptor: ClassDescriptor { applicationClass }
    /// The app delegate (``World/makeAppDelegate(_:)``); the chain reaches it after the
    /// application only when it is a responder.
    @exclusivity(unchecked) public internal(set) var delegate: SimObject?
    /// The key window: the newest window made, or the one last activated.
    @exclusivity(unchecked) public internal(set) weak var keyWindow: Window?
    /// AppKit's main window (UIKit has none).
    @exclusivity(unchecked) public internal(set) weak var mainWindow: Window?
    /// Every window, in the order they were made.
    @exclusivity(unchecked) public internal(set) var windows: [Window] = []
    /// The first responder (of the key window: UIKit keeps one per window, as AppKit does; the
    /// simulator keeps the key window's here and the others' in `Window.savedFirstResponder`).
    @exclusivity(unchecked) public internal(set) weak var firstResponder: Responder?
    /// terminate: ran (AppKit): a real app would have ended.
    public internal(set) var isTerminated = false

    public override var isInWindowHierarchy: Bool { true }
}

extension Application {
    /// UIApplication's; a script does not change whether the application can become first responder.
    public static let applicationProperties = PropertyTable(parent: Responder.responderProperties, [
        .on(Application.self, "canBecomeFirstResponder", .bool, get: { .bool($0.canBecomeFirstResponder) }),
        .on(Application.self, "canResignFirstResponder", .bool, get: { .bool($0.canResignFirstResponder) }),
        .on(Application.self, "keyWindow", .object, get: { .object($0.keyWindow) }),
        .on(Application.self, "firstResponder", .object, get: { .object($0.firstResponder) }),
        .on(Application.self, "delegate", .object, get: { .object($0.delegate) }),
        .on(Application.self, "terminated", .bool, on: .appkit, get: { .bool($0.isTerminated) }),
    ])
}

extension Application {
    public static let applicationClass = ClassDescriptor(.application, uikit: "UIApplication", appkit: "NSApplication", properties: applicationProperties)
}
