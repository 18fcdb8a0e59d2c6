/// UIAlertController, the block style: each UIAlertAction carries its own handler, run after the
/// alert is dismissed (see AlertView.swift for the delegate style).
public final class AlertController: SimObject {
    public override var kind: ObjectKind { .alertController }

    public enum Style: String, Sendable, CaseIterable { case `default`, cancel, destructive }

    public struct Action {
        public let title: String
        public let style: Style
        public let handler: ClosureHandler?

        package init(title: String, style: Style, handler: ClosureHandler?) {
            self.title = title; self.style = style; self.handler = handler
        }
    }

    public let title: String
    public let message: String
    public internal(set) var actions: [Action] = []
    public internal(set) var isVisible = false
    public internal(set) weak var presenter: ViewController?

    package init(id: ID, name: String, title: String, message: String) {
        self.title = title
        self.message = message
        super.init(id: id, name: name)
    }

    /// The order the buttons appear in: UIKit puts the cancel action last in an alert.
    public var buttonOrder: [Action] { actions.filter { $0.style != .cancel } + actions.filter { $0.style == .cancel } }
}
