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

    public func className(of kind: ObjectKind) -> String {
        switch kind {
        case .object: return "NSObject"
        case .responder: return "UIResponder"
        case .application: return "UIApplication"
        // Xcode's template: `class AppDelegate: UIResponder, UIApplicationDelegate`.
        case .appDelegate: return "UIResponder (app delegate)"
        case .window: return "UIWindow"
        case .view: return "UIView"
        case .label: return "UILabel"
        case .imageView: return "UIImageView"
        case .control: return "UIControl"
        case .button: return "UIButton"
        case .textField: return "UITextField"
        case .switch: return "UISwitch"
        case .slider: return "UISlider"
        case .stepper: return "UIStepper"
        case .segmentedControl: return "UISegmentedControl"
        case .tableView: return "UITableView"
        case .collectionView: return "UICollectionView"
        case .tableViewCell: return "UITableViewCell"
        case .viewController: return "UIViewController"
        case .alertView: return "UIAlertView"
        case .alertController: return "UIAlertController"
        case .timer: return "NSTimer"
        case .gestureRecognizer: return "UIGestureRecognizer"
        case .tapRecognizer: return "UITapGestureRecognizer"
        case .longPressRecognizer: return "UILongPressGestureRecognizer"
        case .panRecognizer: return "UIPanGestureRecognizer"
        case .swipeRecognizer: return "UISwipeGestureRecognizer"
        case .pinchRecognizer: return "UIPinchGestureRecognizer"
        case .rotationRecognizer: return "UIRotationGestureRecognizer"
        case .blocksProxy: return "HWBlocksUIProxy"
        }
    }

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
