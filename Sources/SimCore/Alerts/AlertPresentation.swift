/// Showing alerts and choosing their buttons (see `Alerts.swift`).
///
/// An alert on screen is modal: UIKit dims the screen behind it and that dimming view takes every
/// touch until a button is chosen (a UIAlertView covers every window; a UIAlertController the
/// window of the controller that presented it). Touch delivery asks ``modalAlert(over:)``.
public final class AlertPresentation: SimulationEngine {
    /// The alerts on screen, oldest first (the last is in front).
    @exclusivity(unchecked) public private(set) var onScreen: [SimObject.ID] = []

    /// The alert in front of `window`'s content, if any: it takes the touch.
    public func modalAlert(over window: Window) -> SimObject? {
        for id in onScreen.reversed() {
            let alert = world.object(id)
            if alert is AlertView { return alert }
            if let controller = alert as? AlertController, controller.presenter?.view.window === window { return alert }
        }
        return nil
    }

    /// A touch at `point` landed on the dimmed screen behind `alert`: nothing behind it gets it.
    func takeTouch(at point: Point, by alert: SimObject) {
        emit(.alert(.tookTouch(point: point)), about: alert)
    }

    private func traceAlert(_ alert: SimObject, _ change: AlertChange) {
        emit(.alert(change), object: alert.id)
    }

    /// UIAlertView.show().
    public func show(_ alert: AlertView) throws {
        guard !alert.isVisible else { throw AlertError.alreadyVisible(alert.name) }
        alert.isVisible = true
        onScreen.append(alert.id)
        let buttons = alert.buttons.enumerated().map { AlertButton(title: shown($0.element), detail: .index($0.offset)) }
        traceAlert(alert, .presented(title: shown(alert.title), buttons: buttons, presenter: -1))
    }

    /// The user taps button `index`: the delegate hears clickedButtonAtIndex, then the alert
    /// goes away (willDismiss, didDismiss) — UIAlertViewDelegate's documented order.
    public func choose(_ index: Int, on alert: AlertView) throws {
        guard alert.isVisible else { throw AlertError.notVisible(alert.name) }
        guard alert.buttons.indices.contains(index) else {
            throw AlertError.noButton(alert: alert.name, index: index, count: alert.buttons.count)
        }
        traceAlert(alert, .chosen(AlertButton(title: shown(alert.buttons[index]), detail: .index(index))))
        let parameters: [(name: String, value: Value)] = [("buttonIndex", .number(Double(index)))]
        try simulator.delegation.callDelegate("delegate", of: alert, world.selector("alertView:clickedButtonAtIndex:"), argument: alert, parameters: parameters)
        try simulator.delegation.callDelegate("delegate", of: alert, world.selector("alertView:willDismissWithButtonIndex:"), argument: alert, parameters: parameters)
        alert.isVisible = false
        onScreen.removeAll { $0 == alert.id }
        traceAlert(alert, .dismissed)
        try simulator.delegation.callDelegate("delegate", of: alert, world.selector("alertView:didDismissWithButtonIndex:"), argument: alert, parameters: parameters)
    }

    /// UIAlertController.addAction(_:): at most one cancel action (UIKit raises an exception).
    public func addAction(_ action: AlertController.Action, to alert: AlertController) throws {
        if action.style == .cancel, alert.actions.contains(where: { $0.style == .cancel }) {
            throw AlertError.secondCancelAction(alert.name)
        }
        alert.actions.append(action)
    }

    /// present(_:animated:) of an alert controller from a view controller.
    public func present(_ alert: AlertController, from presenter: ViewController) throws {
        guard !alert.isVisible else { throw AlertError.alreadyVisible(alert.name) }
        alert.isVisible = true
        onScreen.append(alert.id)
        alert.presenter = presenter
        let actions = alert.buttonOrder.map { AlertButton(title: shown($0.title), detail: .style($0.style)) }
        traceAlert(alert, .presented(title: shown(alert.title), buttons: actions, presenter: presenter.id))
    }

    /// The user taps an action: the alert is dismissed, then the action's handler runs (UIKit
    /// calls it after the dismissal).
    public func choose(_ action: AlertController.Action, on alert: AlertController) throws {
        guard alert.isVisible else { throw AlertError.notVisible(alert.name) }
        traceAlert(alert, .chosen(AlertButton(title: shown(action.title), detail: .style(action.style))))
        alert.isVisible = false
        onScreen.removeAll { $0 == alert.id }
        traceAlert(alert, .dismissed)
        if let handler = action.handler {
            try simulator.actions.run(handler, sender: alert, touch: 0, parameters: [("title", .string(action.title))])
        } else {
            traceAlert(alert, .noHandler(title: shown(action.title)))
        }
    }
}

/// Why an alert command could not be carried out.
public enum AlertError: Error, Equatable, CustomStringConvertible {
    /// The alert is not on screen.
    case notVisible(String)
    /// The alert already has a cancel action (UIKit raises an exception).
    case secondCancelAction(String)
    /// The alert has no button at `index` (`count` buttons).
    case noButton(alert: String, index: Int, count: Int)
    /// The alert is already on screen.
    case alreadyVisible(String)

    /// The message, as a script's error diagnostic shows it.
    public var description: String {
        switch self {
        case .notVisible(let name): return "'\(name)' is not on screen"
        case .secondCancelAction(let name): return "'\(name)' already has a cancel action"
        case .noButton(let alert, let index, let count): return "'\(alert)' has no button \(index) (it has \(count))"
        case .alreadyVisible(let name): return "'\(name)' is already on screen"
        }
    }
}
