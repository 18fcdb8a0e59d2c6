/// What an object is, independent of any framework's spelling: the platform's rules name it
/// (`PlatformRules.className(of:)`: UIKit says `UIButton`, AppKit would say `NSButton`).
public enum ObjectKind: Sendable, CaseIterable {
    case object, responder, application, appDelegate
    case window, view, label, imageView
    case control, button, textField, `switch`, slider, stepper, segmentedControl
    case tableView, collectionView, tableViewCell
    case viewController
    case alertView, alertController
    case timer
    case gestureRecognizer, tapRecognizer, longPressRecognizer, panRecognizer, swipeRecognizer, pinchRecognizer, rotationRecognizer
    /// HWBlocksUI's hidden shared proxy (a library's class, not a framework's).
    case blocksProxy
}
