/// The rules in which UI frameworks differ, behind one seam: the engines ask `world.rules`, never
/// a class's own override, so a second platform (AppKit) is a new conformance, not edits to the
/// touch, action or inspection code.
///
/// UIKit (`UIKitRules`) is the only implementation today. AppKit's nil-target search visits the
/// key window's chain, the key window, its delegate, then the main window's chain…: a path, not one
/// linked list, which is why the search is asked for as a whole (`actionSearchPath`).
public protocol PlatformRules: Sendable {
    /// The framework's name, for inspections ("UIKit").
    var name: String { get }

    /// The framework's class name for an object of this kind (`UIButton`).
    func className(of kind: ObjectKind) -> String

    /// How many target-action pairs a control holds (UIKit: any number; AppKit: its cell's one).
    var controlTargets: ControlTargetModel { get }

    /// The responder after `responder` in its chain, or nil at the chain's end (UIResponder.next).
    func nextResponder(after responder: Responder) -> Responder?

    /// The responders a nil-targeted action asks, in order; the first that can perform it does.
    /// `firstResponder` is the application's current first responder, if any.
    func actionSearchPath(firstResponder: Responder?, sender: SimObject?, application: Application) -> [Responder]
}

/// How a control holds its targets — where UIKit and AppKit differ most in target-action.
public enum ControlTargetModel: Sendable {
    /// UIKit's UIControl: a table of (target, action, events) entries; adding another pair adds
    /// an entry (an identical pair is kept once).
    case table
    /// AppKit's NSControl: its cell holds one target and one action; setting another replaces it.
    case single
}
