/// AppKit's responder chain and nil-target search (`platform appkit`), as documented:
///
/// - NSResponder.nextResponder: a view's is its superview, except that a view controller's view
///   is followed by its controller (macOS 10.10+ inserts NSViewController between its view and
///   the view's superview); the content view's superview is the window; a window's chain ends
///   there (no NSWindowController is modelled), and NSApp's next responder is nil.
/// - NSApplication.sendAction(_:to:from:) with a nil target
///   (https://developer.apple.com/documentation/appkit/nsapplication/sendaction(_:to:from:)):
///   the key window's first responder and its chain, then the key window's delegate; if the main
///   window is not the key window, the main window's first responder and chain, then its
///   delegate; then NSApp itself; then NSApp's delegate. The search never starts at the sender.
///   A window whose first responder is not a view is its own first responder (NSWindow starts
///   as its own first responder).
/// - NSControl: its cell holds one target and one action (`.single`).
/// - Input is a mouse; NSView.hitTest(_:) skips hidden views only.
/// - NSWindow and NSApplication implement actions of their own (performClose:, terminate:…), which
///   the search finds without a script method (`Windows/FrameworkActions.swift`).
///
/// Not modelled: document-based apps (NSWindowController, NSDocument and NSDocumentController
/// join the search there, per the Cocoa Event Handling Guide), and unflipped coordinates — every
/// NSView is treated as flipped (origin top left, y down, as `isFlipped = true`), so a frame means
/// the same place in both platforms.
public struct AppKitRules: PlatformRules {
    /// AppKit's rules; they have no settings.
    public init() {}

    public var name: String { "AppKit" }
    public var controlTargets: ControlTargetModel { .single }
    public var input: InputDevice { .mouse }
    public var hitTesting: HitTestPolicy { .appKit }
    public var hasFrameworkActions: Bool { true }
    public func frameworkAction(_ selector: String, of object: SimObject) -> FrameworkAction? {
        FrameworkAction.appKit(selector, of: object)
    }

    public func nextResponder(after responder: Responder) -> Responder? {
        switch responder {
        case is Window: return nil
        case let view as View: return view.owningController ?? view.superview
        case let controller as ViewController: return controller.view.superview
        default: return nil
        }
    }

    public func actionSearchPath(firstResponder: Responder?, sender: SimObject?, application: Application) -> [ActionSearchStep] {
        var path: [ActionSearchStep] = []
        func chain(from start: Responder, stage: ActionSearchStage?) {
            var responder: Responder? = start
            var first = true
            var walk = ChainWalk(in: application.world)
            while let r = responder, walk.step() {
                path.append(ActionSearchStep(r, stage: first ? stage : nil))
                first = false
                responder = nextResponder(after: r)
            }
        }
        let key = application.keyWindow
        if let key {
            chain(from: windowFirstResponder(key, current: firstResponder), stage: nil)
            if let delegate = key.delegate { path.append(ActionSearchStep(delegate, stage: .keyWindowDelegate)) }
        }
        if let main = application.mainWindow, main !== key {
            chain(from: windowFirstResponder(main, current: firstResponder), stage: .mainWindowChain)
            if let delegate = main.delegate { path.append(ActionSearchStep(delegate, stage: .mainWindowDelegate)) }
        }
        path.append(ActionSearchStep(application, stage: .application))
        if let delegate = application.delegate, !delegate.isReleased {
            path.append(ActionSearchStep(delegate, stage: .applicationDelegate))
        }
        return path
    }

    /// NSWindow.firstResponder: the application's first responder when it is in this window, else
    /// what the window kept, else the window itself.
    private func windowFirstResponder(_ window: Window, current: Responder?) -> Responder {
        if let view = current as? View, view.window === window { return view }
        if let saved = window.savedFirstResponder, (saved as? View)?.window === window { return saved }
        return window
    }
}
