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
    /// What a setting takes, read and checked when the command is bound. Each kind keeps its
    /// own type: a distance of points is never turned into microseconds (`Int64(1e19)` traps).
    enum Amount {
        case points(Double)
        case microseconds(Int64)
        /// `maxEvents`: the number as written (a Double would round a large one).
        case events(Int)
    }

    let key: String
    let amount: Amount
    let valueToken: Token

    init(_ match: inout Match, binder: inout Binder) throws {
        let node = match.node, key = match.word(.setting)!, token = match.token(.value)!
        self.key = key
        valueToken = token
        // An example beats the usage line, which lists every setting.
        func points(_ what: String) throws -> Amount {
            let example = "\(key) takes points, e.g. `config \(key) 20`"
            guard let v = Numeral.value(token.text) else {
                let problem = Numeral.problem(token.text)
                throw node.error(token, problem?.message ?? "expected \(what) (a number), found \(token.quotedForMessage)", hint: problem?.hint ?? example)
            }
            guard v >= 0 else { throw node.error(token, "\(what) cannot be negative", hint: example) }
            return .points(v)
        }
        func duration(positive: Bool) throws -> Amount {
            let example = "\(key) takes a duration, e.g. `config \(key) 100ms`"
            let reading = readDuration(token.text)
            guard case .microseconds(let us) = reading else {
                let (message, hint) = reading.problem(token.text)!
                throw node.error(token, message, hint: hint ?? example)
            }
            if positive && us == 0 { throw node.error(token, "\(key) must be longer than 0", hint: example) }
            return .microseconds(us)
        }
        switch key {
        case "trackingMargin": amount = try points("the margin")
        case "multiTapDistance", "swipeMinimumDistance": amount = try points("the distance")
        case "tapAllowableMovement": amount = try points("the movement")
        case "panThreshold", "scrollThreshold": amount = try points("the threshold")
        case "tapDuration", "multiTapInterval", "scrollTouchDelay": amount = try duration(positive: false)
        case "maxEvents":
            // A whole number of trace events; 0 lifts the limit.
            guard let n = Int(token.text), n >= 0 else {
                throw node.error(token, "expected a number of trace events (a whole number, 0 for no limit), found \(token.quotedForMessage)")
            }
            amount = .events(n)
        default: amount = try duration(positive: true)
        }
    }

    func run(in session: Interpreter) throws {
        var config = session.simulator.config
        switch (key, amount) {
        case ("maxEvents", .events(let n)):
            if let ceiling = session.maxEventsCeiling, n == 0 || n > ceiling {
                throw session.error(valueToken, "maxEvents cannot be raised past \(ceiling) in this session",
                                    hint: "the program running this script caps the work budget")
            }
            session.maxEvents = n == 0 ? nil : n
            return
        case ("trackingMargin", .points(let v)): config.trackingMargin = v
        case ("multiTapDistance", .points(let v)): config.multiTapDistance = v
        case ("tapAllowableMovement", .points(let v)): config.tapAllowableMovement = v
        case ("panThreshold", .points(let v)): config.panThreshold = v
        case ("swipeMinimumDistance", .points(let v)): config.swipeMinimumDistance = v
        case ("scrollThreshold", .points(let v)): config.scrollThreshold = v
        case ("tapDuration", .microseconds(let us)): config.tapDuration = us
        case ("multiTapInterval", .microseconds(let us)): config.multiTapInterval = us
        case ("stepperRepeatDelay", .microseconds(let us)): config.stepperRepeatDelay = us
        case ("stepperRepeatInterval", .microseconds(let us)): config.stepperRepeatInterval = us
        case ("scrollTouchDelay", .microseconds(let us)): config.scrollTouchDelay = us
        case ("swipeMaximumDuration", .microseconds(let us)): config.swipeMaximumDuration = us
        default: preconditionFailure("config \(key): the grammar lists a setting init does not read")
        }
        session.simulator.config = config
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
