import SimCore

/// Script and session commands: include, config, help.

/// `include FILE`
struct IncludeCommand: MatchedCommand {
    let path: Token

    init(_ match: inout Match, binder: inout Binder) throws {
        path = try match.token(.file)
    }

    func run(in session: Session) throws {
        try session.include(path)
    }
}

extension CommandTable {
    /// `include`: its grammar, help and availability.
    static let includeSpec = CommandSpec(name: "include", forms: [form(.argument(.text(.file, "FILE", "the file to include")))],
                command: IncludeCommand.self,
                summary: "Run another .sim file (the path is relative to the including file).", examples: ["include \"scene.sim\""], topic: .script)
}

/// `import FILE.swift`
struct ImportCommand: MatchedCommand {
    let path: Token

    init(_ match: inout Match, binder: inout Binder) throws {
        path = try match.token(.file)
    }

    func run(in session: Session) throws {
        try session.importSwift(path)
    }
}

extension CommandTable {
    /// `import`: its grammar, help and availability.
    static let importSpec = CommandSpec(name: "import", forms: [form(.argument(.text(.file, "FILE", "the Swift file to import")))],
                command: ImportCommand.self,
                summary: "Read a Swift file (the UIKit subset docs/swift.md lists): its protocols and classes become the script's, to make with a maker's `class NAME`. Making one runs its stored properties' initializers. The path is relative to the importing file.",
                examples: ["import \"LoginViewController.swift\"", "controller loginVC in main class LoginViewController"], topic: .script)
}

/// `config SETTING VALUE`: a behaviour UIKit leaves undocumented (a row of
/// `Simulator.Config.settings`), or the work budget `maxEvents`, which is the session's.
struct ConfigCommand: MatchedCommand {
    /// What the command sets, read and checked when the command is bound. Each kind keeps its
    /// own type: a distance of points is never turned into microseconds (`Int64(1e19)` traps).
    enum Change {
        case points(WritableKeyPath<Simulator.Config, Double> & Sendable, Double)
        case duration(WritableKeyPath<Simulator.Config, Int64> & Sendable, Int64)
        case flag(WritableKeyPath<Simulator.Config, Bool> & Sendable, Bool)
        /// `maxEvents`: the number as written (a Double would round a large one).
        case maxEvents(Int)
    }

    /// The session's own setting, beside the simulator's.
    static let maxEvents = "maxEvents"
    /// The largest distance a points setting takes: a million points, hundreds of times any
    /// screen. A margin or threshold that large already means "never" (`1e19` read as a
    /// setting was a typo, not a wish).
    static let maxPoints = 1_000_000.0
    /// Every word `config` takes, in `help config`'s order.
    static var settingNames: [String] { Simulator.Config.settings.map(\.name) + [maxEvents] }

    let change: Change
    let valueToken: Token

    init(_ match: inout Match, binder: inout Binder) throws {
        guard let key = match.tokenIfPresent(.setting), let token = match.tokenIfPresent(.value) else { throw match.missing(.setting) }
        valueToken = token
        let node = match.node, name = key.text
        guard let setting = Simulator.Config.setting(name) else {
            // The one setting that is not the simulator's: a whole number of trace events; 0 lifts the limit.
            let range = "maxEvents takes a whole number of trace events from 0 (no limit) to \(groupedDigits(Int64(Int.max))), e.g. `config maxEvents 5000000`"
            guard let n = Int(token.text), n >= 0 else {
                if let v = Double(token.text), v.isFinite, v < 0 || v > Double(Int.max) {
                    throw node.error(token, v < 0 ? "maxEvents cannot be negative" : "\(token.quotedForMessage) is out of range for maxEvents", hint: range)
                }
                throw node.error(token, "expected a number of trace events (a whole number, 0 for no limit), found \(token.quotedForMessage)", hint: range)
            }
            change = .maxEvents(n)
            return
        }
        // An example beats the usage line, which lists every setting.
        switch setting.amount {
        case .points(let path):
            let example = "\(name) takes points from 0 to \(groupedDigits(Int64(ConfigCommand.maxPoints))), e.g. `config \(name) 20`"
            guard let v = Numeral.value(token.text) else {
                let problem = Numeral.problem(token.text)
                throw node.error(token, problem?.message ?? "expected \(setting.what) (a number), found \(token.quotedForMessage)", hint: problem?.hint ?? example)
            }
            guard v >= 0 else { throw node.error(token, "\(name) cannot be negative", hint: example) }
            guard v <= ConfigCommand.maxPoints else { throw node.error(token, "\(token.quotedForMessage) is out of range for \(name)", hint: example) }
            change = .points(path, v)
        case .duration(let path, let mayBeZero):
            let example = "\(name) takes a duration, e.g. `config \(name) 100ms`"
            let reading = readDuration(token.text)
            guard case .microseconds(let us) = reading else {
                let (message, hint) = reading.problem(token.text) ?? ("expected a duration", nil)
                throw node.error(token, message, hint: hint ?? example)
            }
            if !mayBeZero && us == 0 { throw node.error(token, "\(name) must be longer than 0", hint: example) }
            change = .duration(path, us)
        case .flag(let path):
            guard token.text == "true" || token.text == "false" else {
                throw node.error(token, "expected true or false, found \(token.quotedForMessage)", hint: "e.g. `config \(name) true`")
            }
            change = .flag(path, token.text == "true")
        }
    }

    func run(in session: Session) throws {
        switch change {
        case .points(let path, let v): session.simulator.config[keyPath: path] = v
        case .duration(let path, let us): session.simulator.config[keyPath: path] = us
        case .flag(let path, let on): session.simulator.config[keyPath: path] = on
        case .maxEvents(let n):
            if let ceiling = session.maxEventsCeiling, n == 0 || n > ceiling {
                throw session.error(valueToken, "maxEvents cannot be raised past \(ceiling) in this session",
                                    hint: "the program running this script caps the work budget")
            }
            session.maxEvents = n == 0 ? nil : n
        }
    }

    /// A setting's default as a script writes it: `70` (points), `50ms`, `1.5s`.
    static func defaultValue(_ setting: Simulator.Config.Setting) -> String {
        let defaults = Simulator.Config()
        switch setting.amount {
        case .points(let path): return formatNumber(defaults[keyPath: path])
        case .duration(let path, _):
            let us = defaults[keyPath: path]
            return us < 1_000_000 && us % 1000 == 0 ? "\(us / 1000)ms" : VirtualClock.seconds(us)
        case .flag(let path): return defaults[keyPath: path] ? "true" : "false"
        }
    }

    /// What `maxEvents` means (the session's setting; the simulator's say it in their rows).
    static let maxEventsMeaning = "The work budget, not a UIKit behaviour: the most trace events a run (a script, a REPL entry) may emit before it stops with an error. `0` lifts it; `--max-events` sets it from the command line."

    /// `help config`'s paragraph, from the table: each setting with its default and meaning.
    static var summary: String {
        let listed = Simulator.Config.settings.map { setting -> String in
            let unit: String
            switch setting.amount { case .points: unit = " points"; case .duration, .flag: unit = "" }
            return "`\(setting.name)` (\(defaultValue(setting))\(unit)): \(setting.meaning)"
        }
        return "Set a behaviour UIKit leaves undocumented, or the work budget; the simulator's defaults are in brackets.\n\n"
            + listed.joined(separator: "\n\n") + "\n\n`maxEvents` (1000000 trace events): " + maxEventsMeaning
    }
}

extension CommandTable {
    /// `config`: its grammar, help and availability.
    static let configSpec = CommandSpec(name: "config", forms: [
                    form(.argument(.choice(.setting, "a setting: " + ConfigCommand.settingNames.joined(separator: ", "),
                                           Choice(words: ConfigCommand.settingNames, unknown: "unknown setting '{word}'", otherwise: "settings: " + ConfigCommand.settingNames.joined(separator: ", ")),
                                           label: "SETTING")),
                         .argument(.word(.value, "VALUE", "a value")))],
                command: ConfigCommand.self,
                summary: ConfigCommand.summary, examples: ["config trackingMargin 70", "config tapDuration 100ms", "config multiTapInterval 250ms", "config stepperRepeatInterval 200ms", "config maxEvents 5000000"], topic: .script)
}

/// `help [COMMAND]`
struct HelpCommand: MatchedCommand {
    let topic: Token?
    let node: CommandNode

    init(_ match: inout Match, binder: inout Binder) throws {
        topic = match.tokenIfPresent(.command)
        node = match.node
    }

    func run(in session: Session) throws {
        try session.help(topic, node)
    }
}

extension CommandTable {
    /// `help`: its grammar, help and availability.
    static let helpSpec = CommandSpec(name: "help", forms: [form(.optional(.argument(.word(.command, "COMMAND", "a command name", .commands))))],
                command: HelpCommand.self,
                summary: "List the commands, or show one command's usage and examples.", examples: ["help", "help addTarget"], topic: .script)
}
