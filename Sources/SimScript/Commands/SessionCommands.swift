import SimCore

/// Script and session commands: include, config, help.

/// `include FILE`
struct IncludeCommand: Command {
    let path: Token

    init(_ match: inout Match, binder: inout Binder) throws {
        path = match.token(.file)!
    }

    func run(in session: Interpreter) throws {
        try session.include(path)
    }
}

/// `config SETTING VALUE`: a behaviour UIKit leaves undocumented, or the work budget.
struct ConfigCommand: Command {
    let key: String
    /// Points, microseconds for the durations, a count of events for `maxEvents`.
    let value: Double
    /// `maxEvents`: the number as written (a Double would round a large one).
    var count = 0
    let valueToken: Token

    init(_ match: inout Match, binder: inout Binder) throws {
        let node = match.node, key = match.word(.setting)!, token = match.token(.value)!
        self.key = key
        valueToken = token
        // An example beats the usage line, which lists every setting.
        func points(_ what: String) throws -> Double {
            let example = "\(key) takes points, e.g. `config \(key) 20`"
            guard let v = Numeral.value(token.text) else {
                let problem = Numeral.problem(token.text)
                throw node.error(token, problem?.message ?? "expected \(what) (a number), found \(token.quotedForMessage)", hint: problem?.hint ?? example)
            }
            guard v >= 0 else { throw node.error(token, "\(what) cannot be negative", hint: example) }
            return v
        }
        func duration(positive: Bool) throws -> Double {
            let example = "\(key) takes a duration, e.g. `config \(key) 100ms`"
            let reading = readDuration(token.text)
            guard case .microseconds(let us) = reading else {
                let (message, hint) = reading.problem(token.text)!
                throw node.error(token, message, hint: hint ?? example)
            }
            if positive && us == 0 { throw node.error(token, "\(key) must be longer than 0", hint: example) }
            return Double(us)
        }
        switch key {
        case "trackingMargin": value = try points("the margin")
        case "multiTapDistance", "swipeMinimumDistance": value = try points("the distance")
        case "tapAllowableMovement": value = try points("the movement")
        case "panThreshold", "scrollThreshold": value = try points("the threshold")
        case "tapDuration", "multiTapInterval", "scrollTouchDelay": value = try duration(positive: false)
        case "maxEvents":
            // A whole number of trace events; 0 lifts the limit.
            guard let n = Int(token.text), n >= 0 else {
                throw node.error(token, "expected a number of trace events (a whole number, 0 for no limit), found \(token.quotedForMessage)")
            }
            count = n
            value = 0
        default: value = try duration(positive: true)
        }
    }

    func run(in session: Interpreter) throws {
        let us = Int64(value)
        switch key {
        case "maxEvents":
            let n = count
            if let ceiling = session.maxEventsCeiling, n == 0 || n > ceiling {
                throw session.error(valueToken, "maxEvents cannot be raised past \(ceiling) in this session",
                                    hint: "the program running this script caps the work budget")
            }
            session.maxEvents = n == 0 ? nil : n
        case "trackingMargin": session.simulator.config.trackingMargin = value
        case "tapDuration": session.simulator.config.tapDuration = us
        case "multiTapInterval": session.simulator.config.multiTapInterval = us
        case "multiTapDistance": session.simulator.config.multiTapDistance = value
        case "stepperRepeatDelay": session.simulator.config.stepperRepeatDelay = us
        case "stepperRepeatInterval": session.simulator.config.stepperRepeatInterval = us
        case "tapAllowableMovement": session.simulator.config.tapAllowableMovement = value
        case "panThreshold": session.simulator.config.panThreshold = value
        case "swipeMinimumDistance": session.simulator.config.swipeMinimumDistance = value
        case "scrollTouchDelay": session.simulator.config.scrollTouchDelay = us
        case "scrollThreshold": session.simulator.config.scrollThreshold = value
        default: session.simulator.config.swipeMaximumDuration = us
        }
    }
}

/// `help [COMMAND]`
struct HelpCommand: Command {
    let topic: Token?
    let node: CommandNode

    init(_ match: inout Match, binder: inout Binder) throws {
        topic = match.token(.command)
        node = match.node
    }

    func run(in session: Interpreter) throws {
        try session.help(topic, node)
    }
}
