/// UIResponder: an object in the responder chain.
///
/// `nextResponder` follows UIKit's documented rules (UIResponder.next):
/// - a view: its view controller if it is that controller's root view, else its superview;
/// - a view controller: the presenting controller if it was presented, else its view's superview;
/// - a window: the application; the application: its delegate if that is a responder.
/// Deliberate difference: iOS 13+ puts a UIWindowScene between window and application; the
/// simulator omits scenes (DESIGN.md §4 describes the chain without them).
public class Responder: SimObject {
    public override var className: String { "UIResponder" }

    /// UIKit's default is `false`; text fields say `true`. Settable from scripts.
    @exclusivity(unchecked) public var canBecomeFirstResponder = false
    @exclusivity(unchecked) public var canResignFirstResponder = true

    public var nextResponder: Responder? { nil }

    /// UIKit's default `canPerformAction(_:withSender:)` answers whether the responder implements the action.
    public func canPerformAction(_ selector: Selector) -> Bool { respondsTo(selector) }

    /// Whether the responder is in a window's hierarchy: UIKit only lets such responders become first responder.
    public var isInWindowHierarchy: Bool { false }
}
