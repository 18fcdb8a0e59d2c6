import SimCore
import SimRendering

/// Alert commands: alertView, showAlert, alertController, alertAction, choose (and `present`
/// for an alert controller).

/// `alertView NAME [title TEXT] [message TEXT] [cancel TEXT] [buttons TEXT...] [delegate OBJECT]`
struct AlertViewCommand: Command {
    let name: Token
    let title, message: String
    let cancel: String?
    let others: [String]
    let delegate: ObjectReference?
    let source: String

    init(_ match: inout Match, binder: inout Binder) throws {
        name = match.token(.name)!
        title = match.text(.title) ?? ""
        message = match.text(.message) ?? ""
        cancel = match.text(.cancelTitle)
        others = match.all(.buttonTitles).map(\.token.literalText)
        delegate = match.object(.delegate)
        source = match.node.source
        guard cancel != nil || !others.isEmpty else {
            throw match.node.error(nil, "an alert needs at least one button", hint: "add cancel \"OK\" or buttons \"…\"")
        }
        binder.scope.created(name.text)
    }

    func run(in session: Interpreter) throws {
        let delegate = try self.delegate?.resolve(in: session)
        let alert = try session.create(name) {
            try session.world.makeAlertView(name.text, title: title, message: message, cancel: cancel, others: others)
        }
        if let delegate {
            if session.frames.isEmpty { session.simulator.commandStarted(source) }
            try session.simulator.delegation.setDelegate("delegate", of: alert, to: delegate)
        }
    }
}

/// `showAlert ALERTVIEW`: UIAlertView.show().
struct ShowAlertCommand: Command {
    let alert: ObjectReference

    init(_ match: inout Match, binder: inout Binder) throws {
        alert = match.object(.alert)!
    }

    func run(in session: Interpreter) throws {
        let alert = try self.alert.resolve(AlertView.self, in: session)
        try session.alerting(self.alert.token) { try session.simulator.alerts.show(alert) }
    }
}

/// `alertController NAME [title TEXT] [message TEXT]`
struct AlertControllerCommand: Command {
    let name: Token
    let title, message: String

    init(_ match: inout Match, binder: inout Binder) throws {
        name = match.token(.name)!
        title = match.text(.title) ?? ""
        message = match.text(.message) ?? ""
        binder.scope.created(name.text)
    }

    func run(in session: Interpreter) throws {
        try session.create(name) { try session.world.makeAlertController(name.text, title: title, message: message) }
    }
}

/// `alertAction ALERT TITLE [style default|cancel|destructive] [capture …] [{ BODY }]`
struct AlertActionCommand: Command {
    let alert: ObjectReference
    let title: String
    let style: AlertController.Style
    let handler: ClosureDefinition?

    init(_ match: inout Match, binder: inout Binder) throws {
        alert = match.object(.alert)!
        title = match.text(.title)!
        style = match.word(.style).flatMap(AlertController.Style.init(rawValue:)) ?? .default
        if match.node.block == nil, let capture = match.captures.first {
            throw match.node.error(capture.name, "a capture list needs a { } handler to capture for")
        }
        handler = match.node.block == nil ? nil : try ClosureDefinition(match, binder: &binder, parameters: HandlerParameters.alertAction)
    }

    func run(in session: Interpreter) throws {
        let alert = try self.alert.resolve(AlertController.self, in: session)
        let closure = try handler?.make(in: session, name: "\(alert.name).\(AlertActionCommand.camelCase(title))")
        try session.alerting(self.alert.token) {
            try session.simulator.alerts.addAction(.init(title: title, style: style, handler: closure), to: alert)
        }
    }

    /// "Sign out" → "signOut": an action's title as the word that names its handler.
    static func camelCase(_ title: String) -> String {
        let words = title.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
        let joined = words.enumerated().map { i, w in i == 0 ? w.lowercased() : w.prefix(1).uppercased() + w.dropFirst().lowercased() }.joined()
        return joined.isEmpty ? "action" : joined
    }
}

/// `choose ALERT TITLE` or `choose ALERT index N`: the user taps a button.
struct ChooseCommand: Command {
    let alert: ObjectReference
    let title: String?
    let index: Int?
    let choice: Token
    let node: CommandNode
    /// `choose BUTTON "TITLE"`: a menu item, not an alert button.
    let isMenu: Bool

    init(_ match: inout Match, binder: inout Binder) throws {
        let button = match.object(.control)
        isMenu = button != nil
        alert = button ?? match.object(.alert)!
        title = match.text(.title)
        index = match.integer(.index)
        choice = match.token(.title) ?? match.token(.index)!
        node = match.node
    }

    func run(in session: Interpreter) throws {
        if isMenu {
            guard let button = try alert.resolve(Control.self, in: session) as? Button else {
                throw session.error(alert.token, "only a button has a menu here (UIButton.menu)",
                                    hint: "choose picks an alert's button, or an item of a button's shown menu")
            }
            do {
                return try session.simulator.controls.chooseMenuItem(title!, of: button)
            } catch let e as MenuError {
                throw session.error(choice, e.description, hint: "a menu shows when its button is touched with showsMenuAsPrimaryAction true")
            }
        }
        let alerts = session.simulator.alerts
        switch try self.alert.resolve(in: session) {
        case let alert as AlertView:
            let i = try index ?? buttonIndex(title!, in: alert.buttons)
            try session.alerting(self.alert.token) { try alerts.choose(i, on: alert) }
        case let alert as AlertController:
            let order = alert.buttonOrder
            let i = try index ?? buttonIndex(title!, in: order.map(\.title))
            guard order.indices.contains(i) else {
                throw node.error(choice, AlertError.noButton(alert: alert.name, index: i, count: order.count).description)
            }
            try session.alerting(self.alert.token) { try alerts.choose(order[i], on: alert) }
        default:
            break
        }
    }

    private func buttonIndex(_ title: String, in titles: [String]) throws -> Int {
        guard let i = titles.firstIndex(of: title) else {
            throw ScriptError(Diagnostic(.error, choice.location, "no button titled \(quoted(title))",
                                         hint: Suggestions.hint(for: title, in: titles).map { $0.replacingOccurrences(of: "'", with: "\"") }
                                            ?? "buttons: " + titles.map { quoted($0) }.joined(separator: ", ")))
        }
        return i
    }
}

extension Interpreter {
    /// `present ALERTCONTROLLER from CONTROLLER`
    func presentAlert(_ alert: AlertController, from presenter: ViewController, at presenterToken: Token, source: String) throws {
        guard presenter.view.window != nil else {
            throw error(presenterToken, "'\(presenter.name)' is not in a window, so it cannot present")
        }
        if frames.isEmpty { simulator.commandStarted(source) }
        try alerting(presenterToken) { try simulator.alerts.present(alert, from: presenter) }
    }

    /// Runs an alert step, turning its errors into diagnostics at `token`.
    func alerting(_ token: Token, _ body: () throws -> Void) throws {
        do { try body() } catch let e as AlertError {
            let hint: String?
            switch e {
            case .notVisible(let name): hint = "show it first: showAlert \(name), or present \(name) from CONTROLLER"
            case .secondCancelAction: hint = "UIKit raises an exception for a second cancel action; use style default or destructive"
            case .noButton: hint = "buttons are numbered from 0"
            case .alreadyVisible: hint = nil
            }
            throw ScriptError(Diagnostic(.error, token.location, e.description, hint: hint))
        }
    }
}
