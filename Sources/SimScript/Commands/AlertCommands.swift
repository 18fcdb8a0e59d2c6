import SimCore
import SimRendering

/// The arguments only this file's commands read.
extension ArgumentKey {
    static let buttonTitles = ArgumentKey("buttonTitles")
    static let cancelTitle = ArgumentKey("cancelTitle")
    static let message = ArgumentKey("message")
    static let style = ArgumentKey("style")
}

/// Alert commands: alertView, showAlert, alertController, alertAction, choose (and `present`
/// for an alert controller).

/// `alertView NAME [title TEXT] [message TEXT] [cancel TEXT] [buttons TEXT...] [delegate OBJECT]`
struct AlertViewCommand: MatchedCommand {
    let name: Token
    let title, message: String
    let cancel: String?
    let others: [String]
    let delegate: ObjectReference?
    let source: String

    init(_ match: inout Match, binder: inout Binder) throws {
        name = try match.token(.name)
        title = match.textIfPresent(.title) ?? ""
        message = match.textIfPresent(.message) ?? ""
        cancel = match.textIfPresent(.cancelTitle)
        others = match.all(.buttonTitles).map(\.token.literalText)
        delegate = match.objectIfPresent(.delegate)
        source = match.node.source
        guard cancel != nil || !others.isEmpty else {
            throw match.node.error(nil, "an alert needs at least one button", hint: "add cancel \"OK\" or buttons \"…\"")
        }
        binder.scope.created(name.text)
    }

    func run(in session: Session) throws {
        let delegate = try self.delegate?.resolve(in: session)
        let alert = try session.create(name) {
            try session.world.makeAlertView(name.text, title: title, message: message, cancel: cancel, others: others)
        }
        if let delegate {
            if session.echoesCommands { session.simulator.commandStarted(source) }
            try session.simulator.delegation.setDelegate("delegate", of: alert, to: delegate)
        }
    }
}

extension CommandTable {
    /// `alertView`: its grammar, help and availability.
    static let alertViewSpec = CommandSpec(name: "alertView", forms: [
                    form(.argument(.newName("an alert name")),
                         .options([.optional(.keyword("title"), .argument(.text(.title, "TEXT", "the title"))),
                                   .optional(.keyword("message"), .argument(.text(.message, "TEXT", "the message"))),
                                   .optional(.keyword("cancel"), .argument(.text(.cancelTitle, "TEXT", "the cancel button's title"))),
                                   .optional(.keyword("buttons"), .repeated(.argument(Placeholder(key: .buttonTitles, kind: .text, label: "TEXT", what: "the button titles",
                                                                                                hint: "buttons \"Sign out\" \"Later\"")))),
                                   .optional(.keyword("delegate"), .argument(.object(.delegate, .any, "OBJECT", "the delegate")))]))],
                command: AlertViewCommand.self,
                summary: "A UIAlertView (the delegate style, deprecated in iOS 9): buttons by index, the cancel button first (0) when there is one. Its weak delegate hears alertView:clickedButtonAtIndex:, then willDismiss… and didDismissWithButtonIndex:, with {buttonIndex}.", examples: ["alertView signOutAlert title \"Sign out?\" cancel \"Cancel\" buttons \"Sign out\" delegate settingsVC"], topic: .wiring).available(.notInAppKit)
}

/// `showAlert ALERTVIEW`: UIAlertView.show().
struct ShowAlertCommand: MatchedCommand {
    let alert: ObjectReference

    init(_ match: inout Match, binder: inout Binder) throws {
        alert = try match.object(.alert)
    }

    func run(in session: Session) throws {
        let alert = try self.alert.resolve(AlertView.self, in: session)
        try session.alerting(self.alert.token) { try session.simulator.alerts.show(alert) }
    }
}

extension CommandTable {
    /// `showAlert`: its grammar, help and availability.
    static let showAlertSpec = CommandSpec(name: "showAlert", forms: [form(.argument(.object(.alert, .alertView, "ALERTVIEW", "an alert view")))],
                command: ShowAlertCommand.self,
                summary: "UIAlertView.show(): put the alert on screen.", examples: ["showAlert signOutAlert"], topic: .events, echoes: true)
}

/// `alertController NAME [title TEXT] [message TEXT]`
struct AlertControllerCommand: MatchedCommand {
    let name: Token
    let title, message: String

    init(_ match: inout Match, binder: inout Binder) throws {
        name = try match.token(.name)
        title = match.textIfPresent(.title) ?? ""
        message = match.textIfPresent(.message) ?? ""
        binder.scope.created(name.text)
    }

    func run(in session: Session) throws {
        try session.create(name) { try session.world.makeAlertController(name.text, title: title, message: message) }
    }
}

extension CommandTable {
    /// `alertController`: its grammar, help and availability.
    static let alertControllerSpec = CommandSpec(name: "alertController", forms: [
                    form(.argument(.newName("an alert controller name")),
                         .options([.optional(.keyword("title"), .argument(.text(.title, "TEXT", "the title"))),
                                   .optional(.keyword("message"), .argument(.text(.message, "TEXT", "the message")))]))],
                command: AlertControllerCommand.self,
                summary: "A UIAlertController (the block style): add buttons with alertAction, show it with `present NAME from CONTROLLER`.", examples: ["alertController signOutSheet title \"Sign out?\""], topic: .wiring).available(.notInAppKit)
}

/// `alertAction ALERT TITLE [style default|cancel|destructive] [capture …] [{ BODY }]`
struct AlertActionCommand: MatchedCommand {
    let alert: ObjectReference
    let title: String
    let style: AlertController.Style
    let handler: ClosureDefinition?

    init(_ match: inout Match, binder: inout Binder) throws {
        alert = try match.object(.alert)
        title = try match.text(.title)
        style = match.wordIfPresent(.style).flatMap(AlertController.Style.init(rawValue:)) ?? .default
        if match.node.block == nil, let capture = match.captures.first {
            throw match.node.error(capture.name, "a capture list needs a { } handler to capture for")
        }
        handler = match.node.block == nil ? nil : try ClosureDefinition(match, binder: &binder, parameters: HandlerParameters.alertAction)
    }

    func run(in session: Session) throws {
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

extension CommandTable {
    /// `alertAction`: its grammar, help and availability.
    static let alertActionSpec = CommandSpec(name: "alertAction", forms: [
                    form(.argument(.object(.alert, .alertController, "ALERT", "an alert controller")), .argument(.text(.title, "TEXT", "the action's title")),
                         .options([.optional(.keyword("style"), .argument(.choice(.style, "default, cancel or destructive",
                                                                                  Choice(words: ["default", "cancel", "destructive"], unknown: "unknown action style '{word}'",
                                                                                         otherwise: "default, cancel or destructive")))),
                                   captures]),
                         .block(.optionalBody))],
                command: AlertActionCommand.self,
                summary: "Add a UIAlertAction with its own handler (optional). At most one cancel action, as UIKit requires; an alert lists the cancel action last. Inside the handler, {sender} is the alert and {title} the action's title.", examples: ["alertAction signOutSheet \"Cancel\" style cancel", "alertAction signOutSheet \"Sign out\" style destructive { log \"signing out\" }"], topic: .wiring)
}

/// `choose ALERT TITLE` or `choose ALERT index N`: the user taps a button; `choose BUTTON
/// "TITLE"`: an item of the button's shown menu.
struct ChooseCommand: MatchedCommand {
    /// Which button of an alert: by title, or by index.
    enum AlertButtonChoice { case title(String), index(Int) }
    enum Pick {
        case alertButton(AlertButtonChoice)
        case menuItem(title: String)
    }
    let object: ObjectReference
    let pick: Pick
    let choice: Token
    let node: CommandNode

    init(_ match: inout Match, binder: inout Binder) throws {
        node = match.node
        choice = try match.tokenIfPresent(.title) ?? match.token(.index)
        if let button = match.objectIfPresent(.control) {
            object = button
            pick = .menuItem(title: try match.text(.title))
        } else {
            object = try match.object(.alert)
            pick = .alertButton(try match.integerIfPresent(.index).map(AlertButtonChoice.index) ?? .title(match.text(.title)))
        }
    }

    func run(in session: Session) throws {
        var pick = self.pick
        // A cell's menu is named by a path (`list.row#1`) found only now: it matched the alert form.
        var menuOwner: View?
        if case .alertButton(.title(let title)) = pick, case .object(let id)? = try? session.value(of: object.name, at: object.token),
           let view = session.world.object(id) as? View {
            pick = .menuItem(title: title)
            menuOwner = view
        }
        switch pick {
        case .menuItem(let title):
            let view = try menuOwner ?? object.resolve(View.self, in: session)
            do {
                try session.simulator.controls.chooseMenuItem(title, of: view)
            } catch let e as MenuError {
                throw session.error(choice, e.description,
                                    hint: "a menu shows when its button is touched with showsMenuAsPrimaryAction true, or on a long press on a view with a contextMenu")
            }
        case .alertButton(let which):
            try choose(which, in: session)
        }
    }

    private func choose(_ which: AlertButtonChoice, in session: Session) throws {
        let alerts = session.simulator.alerts
        func index(in titles: [String]) throws -> Int {
            switch which {
            case .index(let i): return i
            case .title(let title): return try buttonIndex(title, in: titles)
            }
        }
        switch try object.resolve(in: session) {
        case let alert as AlertView:
            let i = try index(in: alert.buttons)
            try session.alerting(object.token) { try alerts.choose(i, on: alert) }
        case let alert as AlertController:
            let order = alert.buttonOrder
            let i = try index(in: order.map(\.title))
            guard order.indices.contains(i) else {
                throw node.error(choice, AlertError.noButton(alert: alert.name, index: i, count: order.count).description)
            }
            try session.alerting(object.token) { try alerts.choose(order[i], on: alert) }
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

extension CommandTable {
    /// `choose`: its grammar, help and availability.
    static let chooseSpec = CommandSpec(name: "choose", forms: [
                    form(alert, .argument(.text(.title, "TEXT", "the button's title (or index N)"))),
                    form(alert, .keyword("index"), .argument(.integer(.index, "N", "a button index"))),
                    form(.argument(.object(.control, .view, "VIEW", "a button or view showing its menu")), .argument(.text(.title, "TITLE", "the menu item's title")))],
                command: ChooseCommand.self,
                summary: "The user taps an alert's button, by title or index: a UIAlertView tells its delegate the index; a UIAlertController is dismissed and then runs the action's handler. On a button showing its menu, picks the item with that title.", examples: ["choose signOutAlert \"Sign out\"", "choose signOutSheet index 0"], topic: .events, echoes: true)
}

extension Session {
    /// `present ALERTCONTROLLER from CONTROLLER`
    func presentAlert(_ alert: AlertController, from presenter: ViewController, at presenterToken: Token, source: String) throws {
        guard presenter.view.window != nil else {
            throw error(presenterToken, "'\(presenter.name)' is not in a window, so it cannot present")
        }
        if echoesCommands { simulator.commandStarted(source) }
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
