/// Showing alerts and choosing their buttons (see `Alerts.swift`).
public final class AlertPresentation: SimulationEngine {

    private func traceAlert(_ alert: SimObject, _ change: AlertChange) {
        emit(.alert(change), object: alert.id)
    }

    /// UIAlertView.show().
    public func show(_ alert: AlertView) throws {
        guard !alert.isVisible else { throw AlertError.alreadyVisible(alert.name) }
        alert.isVisible = true
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
