import SimCore

/// Alert commands: alertView, showAlert, alertController, alertAction, choose (and `present`
/// for an alert controller).
extension Interpreter {
    /// `alertView NAME title TEXT [message TEXT] [cancel TEXT] [buttons TEXT...] [delegate OBJECT]`
    func alertView(_ args: inout ArgumentReader) throws {
        let name = try args.newName("an alert name")
        var title = "", message = "", cancel: String?, others: [String] = [], delegate: SimObject?
        while args.hasMore {
            let key = try args.word("title, message, cancel, buttons or delegate")
            switch key.text {
            case "title": title = try args.string("the title").literalText
            case "message": message = try args.string("the message").literalText
            case "cancel": cancel = try args.string("the cancel button's title").literalText
            case "buttons":
                while let t = args.peek, t.kind == .string { others.append(try args.string("a button title").literalText) }
                if others.isEmpty { throw args.error(args.peek, "missing the button titles", hint: "buttons \"Sign out\" \"Later\"") }
            case "delegate": delegate = try args.object("the delegate")
            default:
                throw args.error(key, "unknown alert option '\(key.text)'",
                                 hint: Suggestions.hint(for: key.text, in: ["title", "message", "cancel", "buttons", "delegate"]))
            }
        }
        guard cancel != nil || !others.isEmpty else {
            throw args.error(nil, "an alert needs at least one button", hint: "add cancel \"OK\" or buttons \"…\"")
        }
        let alert = try create(name) {
            try world.makeAlertView(name.text, title: title, message: message, cancel: cancel, others: others)
        }
        if let delegate {
            if frames.isEmpty { simulator.commandStarted(args.node.source) }
            try simulator.delegation.setDelegate("delegate", of: alert, to: delegate)
        }
    }

    /// `showAlert ALERTVIEW`: UIAlertView.show().
    func showAlert(_ args: inout ArgumentReader) throws {
        let token = args.peek
        let alert = try alertObject(&args, AlertView.self, "an alert view")
        try args.end()
        try alerting(token) { try simulator.alerts.show(alert) }
    }

    /// `alertController NAME title TEXT [message TEXT]`
    func alertController(_ args: inout ArgumentReader) throws {
        let name = try args.newName("an alert controller name")
        var title = "", message = ""
        while args.hasMore {
            let key = try args.word("title or message")
            switch key.text {
            case "title": title = try args.string("the title").literalText
            case "message": message = try args.string("the message").literalText
            default: throw args.error(key, "unknown alert option '\(key.text)'", hint: Suggestions.hint(for: key.text, in: ["title", "message"]))
            }
        }
        try create(name) { try world.makeAlertController(name.text, title: title, message: message) }
    }

    /// `alertAction ALERT TITLE [style default|cancel|destructive] [capture …] [{ BODY }]`
    func alertAction(_ args: inout ArgumentReader) throws {
        let alertToken = args.peek
        let alert = try alertObject(&args, AlertController.self, "an alert controller")
        let title = try args.string("the action's title").literalText
        var style = AlertController.Style.default
        var handler: ClosureHandler?
        if args.node.block != nil {
            let (captures, body) = try closure(&args) { args in
                guard args.accept("style") else { return false }
                style = try self.alertStyle(&args)
                return true
            }
            handler = world.addClosure(name: "\(alert.name).\(Interpreter.camelCase(title))", identifier: nil, definedAt: args.node.location,
                                       captures: captures, body: body)
        } else {
            if args.accept("style") { style = try alertStyle(&args) }
            try args.end()
        }
        try alerting(alertToken) { try simulator.alerts.addAction(.init(title: title, style: style, handler: handler), to: alert) }
    }

    /// "Sign out" → "signOut": an action's title as the word that names its handler.
    static func camelCase(_ title: String) -> String {
        let words = title.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
        let joined = words.enumerated().map { i, w in i == 0 ? w.lowercased() : w.prefix(1).uppercased() + w.dropFirst().lowercased() }.joined()
        return joined.isEmpty ? "action" : joined
    }

    private func alertStyle(_ args: inout ArgumentReader) throws -> AlertController.Style {
        let t = try args.word("default, cancel or destructive")
        guard let style = AlertController.Style(rawValue: t.text) else {
            throw args.error(t, "unknown action style '\(t.text)'",
                             hint: Suggestions.hint(for: t.text, in: AlertController.Style.allCases.map(\.rawValue)) ?? "default, cancel or destructive")
        }
        return style
    }

    /// `present ALERTCONTROLLER from CONTROLLER`
    func presentAlert(_ alert: AlertController, _ args: inout ArgumentReader) throws {
        try args.expect("from")
        let presenterToken = args.peek
        let presenter = try args.controller()
        try args.end()
        guard presenter.view.window != nil else {
            throw error(presenterToken!, "'\(presenter.name)' is not in a window, so it cannot present")
        }
        if frames.isEmpty { simulator.commandStarted(args.node.source) }
        try alerting(presenterToken!) { try simulator.alerts.present(alert, from: presenter) }
    }

    /// `choose ALERT TITLE` or `choose ALERT index N`: the user taps a button.
    func choose(_ args: inout ArgumentReader) throws {
        let alertToken = args.peek
        let object = try args.object("an alert")
        let byIndex = args.accept("index")
        let choiceToken = args.peek
        let index = byIndex ? try args.integer("a button index") : nil
        let title = byIndex ? nil : try args.string("the button's title (or index N)").literalText
        try args.end()
        switch object {
        case let alert as AlertView:
            let i = try index ?? buttonIndex(title!, in: alert.buttons, choiceToken)
            try alerting(alertToken!) { try simulator.alerts.choose(i, on: alert) }
        case let alert as AlertController:
            let order = alert.buttonOrder
            let i = try index ?? buttonIndex(title!, in: order.map(\.title), choiceToken)
            guard order.indices.contains(i) else {
                throw args.error(choiceToken, AlertError.noButton(alert: alert.name, index: i, count: order.count).description)
            }
            try alerting(alertToken!) { try simulator.alerts.choose(order[i], on: alert) }
        default:
            throw args.error(alertToken, "'\(object.name)' is \(article(object.className)), not an alert")
        }
    }

    private func buttonIndex(_ title: String, in titles: [String], _ token: Token?) throws -> Int {
        guard let i = titles.firstIndex(of: title) else {
            throw error(token!, "no button titled \(quoted(title))",
                        hint: Suggestions.hint(for: title, in: titles).map { $0.replacingOccurrences(of: "'", with: "\"") }
                            ?? "buttons: " + titles.map { quoted($0) }.joined(separator: ", "))
        }
        return i
    }

    private func alertObject<T: SimObject>(_ args: inout ArgumentReader, _ type: T.Type, _ what: String) throws -> T {
        let token = args.peek
        let object = try args.object(what)
        guard let typed = object as? T else {
            throw args.error(token, "'\(object.name)' is \(article(object.className)), not \(what)")
        }
        return typed
    }

    private func alerting(_ token: Token?, _ body: () throws -> Void) throws {
        do { try body() } catch let e as AlertError {
            let hint: String?
            switch e {
            case .notVisible(let name): hint = "show it first: showAlert \(name), or present \(name) from CONTROLLER"
            case .secondCancelAction: hint = "UIKit raises an exception for a second cancel action; use style default or destructive"
            case .noButton: hint = "buttons are numbered from 0"
            case .alreadyVisible: hint = nil
            }
            throw ScriptError(Diagnostic(.error, token?.location, e.description, hint: hint))
        }
    }
}
