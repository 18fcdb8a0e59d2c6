/// Alerts, both ways UIKit has offered them:
/// - `UIAlertView` (deprecated in iOS 9): button titles by index, and a weak delegate
///   (UIAlertViewDelegate, every method optional) that hears which index was tapped;
/// - `UIAlertController` + `UIAlertAction`: each action carries its own handler block.
/// Neither is placed in the view hierarchy; `choose` taps one of its buttons. An alert on screen
/// is modal: the dimmed screen behind it takes every touch (`AlertPresentation.modalAlert`).
public final class AlertView: SimObject {
    public override class var descriptor: ClassDescriptor { alertViewClass }
    /// The alert's title.
    public let title: String
    /// The text under the title.
    public let message: String
    /// All buttons by index: the cancel button first (index 0) when there is one, then the others.
    public let buttons: [String]
    /// The cancel button's index (0), or -1 when there is none.
    public let cancelButtonIndex: Int
    /// Whether it is shown now.
    public internal(set) var isVisible = false

    init(id: ID, name: String, title: String, message: String, cancel: String?, others: [String]) {
        self.title = title
        self.message = message
        buttons = (cancel.map { [$0] } ?? []) + others
        cancelButtonIndex = cancel == nil ? -1 : 0
        super.init(id: id, name: name)
        delegateSlots.append(DelegateSlot(name: "delegate", protocolName: nil, target: nil))
    }

    /// UIAlertView.firstOtherButtonIndex: -1 when there are no other buttons.
    public var firstOtherButtonIndex: Int {
        let first = cancelButtonIndex + 1
        return first < buttons.count ? first : -1
    }
}

extension AlertView {
    public static let alertViewProperties = PropertyTable([
        .on(AlertView.self, "visible", .bool, get: { .bool($0.isVisible) }),
        .on(AlertView.self, "title", .string, get: { .string($0.title) }),
        .on(AlertView.self, "message", .string, get: { .string($0.message) }),
        .on(AlertView.self, "numberOfButtons", .number, get: { .number(Double($0.buttons.count)) }),
        .on(AlertView.self, "cancelButtonIndex", .number, get: { .number(Double($0.cancelButtonIndex)) }),
        .on(AlertView.self, "firstOtherButtonIndex", .number, get: { .number(Double($0.firstOtherButtonIndex)) }),
    ])
}

extension AlertView {
    public static let alertViewClass = ClassDescriptor(.alertView, uikit: "UIAlertView", appkit: "NSAlert", properties: alertViewProperties)
}
