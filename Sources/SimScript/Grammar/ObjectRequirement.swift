import SimCore

/// The kind of object an argument must name. The binder checks it as soon as a name is known
/// to stand for an existing object, and otherwise when the command runs; completion offers
/// only the objects of the kind.
enum ObjectRequirement: Sendable {
    case any, view, control, textField, recognizer, responder, controller, table, timer
    case alert, alertView, alertController, slider, stepper, segmented, windowOrView, window, stack
    /// What `present` shows: a view controller, or an alert controller.
    case presentable

    func matches(_ object: SimObject) -> Bool {
        switch self {
        case .any: return true
        case .view: return object is View
        case .control: return object is Control
        case .textField: return object is TextField
        case .recognizer: return object is GestureRecognizer
        case .responder: return object is Responder
        case .controller: return object is ViewController
        case .table: return object is TableView
        case .timer: return object is ScheduledTimer
        case .alert: return object is AlertView || object is AlertController
        case .alertView: return object is AlertView
        case .alertController: return object is AlertController
        case .slider: return object is Slider
        case .stepper: return object is Stepper
        case .segmented: return object is SegmentedControl
        case .windowOrView: return object is View
        case .window: return object is Window
        case .stack: return object is StackView
        case .presentable: return object is ViewController || object is AlertController
        }
    }

    /// "'card' is a UIView, not a control", with the hint that helps most (else the usage).
    func mismatch(_ object: SimObject, at token: Token, world: World, usage: @autoclosure () -> String) -> Diagnostic {
        let name = token.text
        let isA = "'\(name)' is \(article(object.className))"
        switch self {
        case .view:
            if let vc = object as? ViewController {
                return Diagnostic(.error, token.location, "'\(name)' is a view controller, not a view", hint: "use its root view: \(vc.view.name)")
            }
            return Diagnostic(.error, token.location, "\(isA), not a view", hint: usage())
        case .control:
            return Diagnostic(.error, token.location, "\(isA), not a control",
                              hint: "controls are buttons, switches, sliders, steppers, segmented controls and text fields")
        case .recognizer:
            return Diagnostic(.error, token.location, "\(isA), not a gesture recognizer", hint: "create one with `gesture NAME tap on VIEW`")
        case .responder:
            return Diagnostic(.error, token.location, "\(isA), not a responder", hint: "plain objects are not in the responder chain")
        case .timer:
            let timers = world.objects.compactMap { ($0 as? ScheduledTimer)?.name }
            return Diagnostic(.error, token.location, "\(isA), not a timer",
                              hint: Suggestions.hint(for: object.name, in: timers) ?? "create one with `timer NAME every 1s …`")
        case .windowOrView:
            return Diagnostic(.error, token.location, "'\(object.name)' is \(article(object.className)): a controller goes in a window or a view",
                              hint: (object as? ViewController).map { "use its root view: \($0.view.name)" } ?? usage())
        default:
            return Diagnostic(.error, token.location, "\(isA), not \(noun)", hint: usage())
        }
    }

    /// The hint for a name that is no object: how to make one of this kind.
    func howToCreate(_ name: String) -> String {
        let views = "; `tree` lists the views"
        if name.hasSuffix(".view"), case let owner = String(name.dropLast(5)), isIdentifier(owner) {
            return "\(name) is the root view of a view controller: create it first, e.g. `controller \(owner) in WINDOW`"
        }
        switch self {
        case .any: return "create it first, e.g. `object \(name)` or `view \(name) in VIEW`; `tree` lists the views, `vars` the variables"
        case .view, .windowOrView, .responder: return "create it first, e.g. `view \(name) in VIEW`" + views
        case .control: return "create it first, e.g. `button \(name) in VIEW`" + views
        case .textField: return "create it first, e.g. `textfield \(name) in VIEW`" + views
        case .slider: return "create it first, e.g. `slider \(name) in VIEW`" + views
        case .stepper: return "create it first, e.g. `stepper \(name) in VIEW`" + views
        case .segmented: return "create it first, e.g. `segmented \(name) in VIEW segments \"A\" \"B\"`" + views
        case .table: return "create it first, e.g. `tableview \(name) in VIEW`" + views
        case .window: return "create it first, e.g. `window \(name)`" + views
        case .stack: return "create it first, e.g. `stackview \(name) in VIEW axis vertical`" + views
        case .controller, .presentable: return "create it first, e.g. `controller \(name) in WINDOW`"
        case .recognizer: return "create it first, e.g. `gesture \(name) tap on VIEW`; `recognizers VIEW` lists a view's recognizers"
        case .timer: return "create it first, e.g. `timer \(name) every 1s { … }`"
        case .alert: return "create it first, e.g. `alertController \(name) title \"…\"` or `alertView \(name) title \"…\"`"
        case .alertView: return "create it first, e.g. `alertView \(name) title \"…\"`"
        case .alertController: return "create it first, e.g. `alertController \(name) title \"…\"`"
        }
    }

    /// How errors name the kind: "a view controller", "an alert".
    var noun: String {
        switch self {
        case .any: return "an object"
        case .view: return "a view"
        case .control: return "a control"
        case .textField: return "a text field"
        case .recognizer: return "a gesture recognizer"
        case .responder: return "a responder"
        case .controller, .presentable: return "a view controller"
        case .table: return "a table view"
        case .timer: return "a timer"
        case .alert: return "an alert"
        case .alertView: return "an alert view"
        case .alertController: return "an alert controller"
        case .slider: return "a slider"
        case .stepper: return "a stepper"
        case .segmented: return "a segmented control"
        case .windowOrView: return "a window or view"
        case .window: return "a window"
        case .stack: return "a stack view"
        }
    }
}
