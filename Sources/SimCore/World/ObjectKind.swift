/// What an object is, independent of any framework's spelling: the platform's rules name it
/// (`PlatformRules.className(of:)`: UIKit says `UIButton`, AppKit would say `NSButton`).
public enum ObjectKind: Sendable, CaseIterable {
    /// Objects outside any view hierarchy: a plain NSObject, a UIResponder, the application,
    /// the app delegate.
    case object, responder, application, appDelegate
    /// Windows, plain views, and the views that only show something.
    case window, view, label, imageView
    /// UIControl and the controls built on it.
    case control, button, textField, `switch`, slider, stepper, segmentedControl
    /// Scroll views that reuse cells, and their cells.
    case tableView, collectionView, tableViewCell
    /// UIViewController.
    case viewController
    /// The two alert APIs: UIAlertView (delegate) and UIAlertController (action closures).
    case alertView, alertController
    /// A scheduled timer (NSTimer).
    case timer
    /// UIGestureRecognizer and its concrete subclasses.
    case gestureRecognizer, tapRecognizer, longPressRecognizer, panRecognizer, swipeRecognizer, pinchRecognizer, rotationRecognizer
    /// HWBlocksUI's hidden shared proxy (a library's class, not a framework's).
    case blocksProxy
}
