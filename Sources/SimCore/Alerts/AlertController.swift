/// UIAlertController, the block style: each UIAlertAction carries its own handler, run after the
/// alert is dismissed (see AlertView.swift for the delegate style).
public final class AlertController: SimObject {
    public override class var descriptor: ClassDescriptor { alertControllerClass }

    /// UIAlertAction.Style: how an action's button looks, and which one cancels.
    public enum Style: String, Sendable, CaseIterable {
        /// A plain button, the cancel button (at most one), and a button that destroys data.
        case `default`, cancel, destructive
    }

    /// UIAlertAction: a button's title and style, and the closure it runs after the alert is
    /// dismissed.
    public struct Action {
        /// The button's title, which `choose` names.
        public let title: String
        /// How the button looks, and whether it cancels.
        public let style: Style
        /// The closure run when it is chosen; nil for none.
        public let handler: ClosureHandler?

        package init(title: String, style: Style, handler: ClosureHandler?) {
            self.title = title; self.style = style; self.handler = handler
        }
    }

    /// The alert's title.
    public let title: String
    /// The text under the title.
    public let message: String
    /// The actions in the order they were added.
    public internal(set) var actions: [Action] = []
    /// Whether it is presented now.
    public internal(set) var isVisible = false
    /// The controller that presented it, while it is shown.
    public internal(set) weak var presenter: ViewController?

    package init(id: ID, name: String, title: String, message: String) {
        self.title = title
        self.message = message
        super.init(id: id, name: name)
    }

    /// The order the buttons appear in: UIKit puts the cancel action last in an alert.
    public var buttonOrder: [Action] { actions.filter { $0.style != .cancel } + actions.filter { $0.style == .cancel } }
}

extension AlertController {
    public static let alertControllerProperties = PropertyTable([
        .on(AlertController.self, "visible", .bool, get: { .bool($0.isVisible) }),
        .on(AlertController.self, "title", .string, get: { .string($0.title) }),
        .on(AlertController.self, "message", .string, get: { .string($0.message) }),
        .on(AlertController.self, "numberOfActions", .number, get: { .number(Double($0.actions.count)) }),
    ])
}

extension AlertController {
    public static let alertControllerClass = ClassDescriptor(.alertController, uikit: "UIAlertController", appkit: "NSAlert", properties: alertControllerProperties)
}
