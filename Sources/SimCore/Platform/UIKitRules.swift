/// UIKit's responder chain and nil-target search, as documented for `UIResponder.next` and
/// `UIApplication.sendAction(_:to:from:for:)`:
/// - a view: its view controller if it is that controller's root view, else its superview;
/// - a view controller: the presenting controller if it was presented, else its view's superview
///   (the window, for a window's root view controller);
/// - a window: the application; the application: its delegate, if that is a responder.
/// A nil-targeted action starts at the first responder when there is one, else at the sender,
/// and walks that chain.
///
/// A control keeps a table of targets (`UIControl.addTarget(_:action:for:)` adds entries), and
/// classes have UIKit's names.
///
/// Deliberate difference: iOS 13+ puts a UIWindowScene between window and application; the
/// simulator models no scenes.
public struct UIKitRules: PlatformRules {
    /// UIKit's rules; they have no settings.
    public init() {}

    public var name: String { "UIKit" }

    public var controlTargets: ControlTargetModel { .table }

    public func nextResponder(after responder: Responder) -> Responder? {
        switch responder {
        case let window as Window: return window.application
        case let view as View: return view.owningController ?? view.superview
        case let controller as ViewController: return controller.presentingViewController ?? controller.view.superview
        case let application as Application: return application.delegate as? Responder
        default: return nil
        }
    }

    public func actionSearchPath(firstResponder: Responder?, sender: SimObject?, application: Application) -> [ActionSearchStep] {
        var path: [ActionSearchStep] = []
        var responder: Responder? = firstResponder ?? (sender as? Responder) ?? application
        var walk = ChainWalk(in: application.world)
        while let r = responder, walk.step() {
            path.append(ActionSearchStep(r))
            responder = nextResponder(after: r)
        }
        return path
    }
}
