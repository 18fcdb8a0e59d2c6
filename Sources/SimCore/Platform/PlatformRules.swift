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

    /// The responder after `responder` in its chain, or nil at the chain's end (UIResponder.next).
    func nextResponder(after responder: Responder) -> Responder?

    /// The responders a nil-targeted action asks, in order; the first that can perform it does.
    /// `firstResponder` is the application's current first responder, if any.
    func actionSearchPath(firstResponder: Responder?, sender: SimObject?, application: Application) -> [Responder]
}
