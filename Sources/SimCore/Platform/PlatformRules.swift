/// The rules in which UI frameworks differ, behind one seam: the engines ask `world.rules`, never
/// a class's own override, so a second platform (AppKit) is a new conformance, not edits to the
/// touch, action or inspection code.
///
/// Two implementations: `UIKitRules` (the default) and `AppKitRules` (`platform appkit`). AppKit's
/// nil-target search visits the key window's chain, its delegate, then the main window's chain…:
/// a path, not one linked list, which is why the search is asked for as a whole (`actionSearchPath`).
public protocol PlatformRules: Sendable {
    /// The framework's name, for inspections ("UIKit").
    var name: String { get }

    /// How many target-action pairs a control holds (UIKit: any number; AppKit: its cell's one).
    var controlTargets: ControlTargetModel { get }

    /// The responder after `responder` in its chain, or nil at the chain's end (UIResponder.next).
    func nextResponder(after responder: Responder) -> Responder?

    /// The objects a nil-targeted action asks, in order; the first that can perform it does.
    /// `firstResponder` is the application's current first responder, if any. A step may open a
    /// named stage of the search (AppKit: "the key window's delegate"), which the trace shows.
    func actionSearchPath(firstResponder: Responder?, sender: SimObject?, application: Application) -> [ActionSearchStep]

    /// The framework's class name for an object of this kind (`UIButton`); by default its class
    /// descriptor's name for the platform's input (UIKit's for touch, AppKit's for a mouse).
    func className(of kind: ObjectKind) -> String

    /// What the user's hand is: fingers on glass (UIKit) or a mouse (AppKit).
    var input: InputDevice { get }

    /// Which view flags make hit-testing skip a view and its subtree.
    var hitTesting: HitTestPolicy { get }

    /// The action the framework's own class of `object` implements under `selector`, if any
    /// (AppKit's NSWindow and NSApplication: `Windows/FrameworkActions.swift`).
    func frameworkAction(_ selector: String, of object: SimObject) -> FrameworkAction?
    /// Whether any of its classes implement actions (so the search need not ask otherwise).
    var hasFrameworkActions: Bool { get }
}

extension PlatformRules {
    public var input: InputDevice { .touch }
    public var hitTesting: HitTestPolicy { .uikit }
    /// UIKit's classes implement no action a script sends (UIWindow and UIApplication have none).
    public func frameworkAction(_ selector: String, of object: SimObject) -> FrameworkAction? { nil }
    public var hasFrameworkActions: Bool { false }
}

/// Touches (`tap`, `touch`, gestures) or mouse events (`click`, `mouse down|drag|up`).
public enum InputDevice: Sendable {
    /// Fingers on glass (UIKit), or a mouse (AppKit).
    case touch, mouse
}

/// The view flags that hide a view from hit-testing. UIKit's hitTest(_:with:) skips hidden views,
/// views with user interaction disabled and views with alpha below 0.01; NSView's hitTest(_:)
/// skips hidden views only (NSView has no userInteractionEnabled, and a transparent view is hit).
public struct HitTestPolicy: Sendable {
    /// Whether a view with user interaction disabled is skipped (UIKit: yes).
    public var skipsInteractionDisabled: Bool
    /// Whether a view with alpha below 0.01 is skipped (UIKit: yes).
    public var skipsTransparent: Bool
    /// UIView.hitTest(_:with:): hidden, interaction-disabled and transparent views are skipped.
    public static let uikit = HitTestPolicy(skipsInteractionDisabled: true, skipsTransparent: true)
    /// NSView.hitTest(_:): only hidden views are skipped.
    public static let appKit = HitTestPolicy(skipsInteractionDisabled: false, skipsTransparent: false)
}

/// One object a nil-targeted action asks, and the stage of the search it opens, if any.
public struct ActionSearchStep {
    /// The object asked whether it can perform the action.
    public let object: SimObject
    /// The stage of the search this object opens, shown in the trace; nil when it continues the
    /// current one.
    public let stage: ActionSearchStage?
    /// A step that asks `object`, opening `stage` if given.
    public init(_ object: SimObject, stage: ActionSearchStage? = nil) {
        self.object = object
        self.stage = stage
    }
}

/// The stages of AppKit's documented search (NSApplication.sendAction(_:to:from:)); UIKit's
/// search is one responder chain and names none.
public enum ActionSearchStage: UInt8, Sendable {
    /// The key window's delegate, after the key window's responder chain.
    case keyWindowDelegate
    /// The main window's chain, from its first responder, when it is not the key window.
    case mainWindowChain
    /// The main window's delegate, after the main window's chain.
    case mainWindowDelegate
    /// NSApp itself, then its delegate.
    case application
    /// NSApp's delegate, the search's last stop.
    case applicationDelegate
}

/// How a control holds its targets — where UIKit and AppKit differ most in target-action.
public enum ControlTargetModel: Sendable {
    /// UIKit's UIControl: a table of (target, action, events) entries; adding another pair adds
    /// an entry (an identical pair is kept once).
    case table
    /// AppKit's NSControl: its cell holds one target and one action; setting another replaces it.
    case single
}

extension PlatformRules {
    /// The class's descriptor has both names (`UIButton`, `NSButton`).
    public func className(of kind: ObjectKind) -> String { kind.descriptor.name(appKit: input == .mouse) }
}
