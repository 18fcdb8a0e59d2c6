import SimCore

/// The arguments only this file's commands read.
extension ArgumentKey {
    static let interval = ArgumentKey("interval")
    static let userInfo = ArgumentKey("userInfo")
    static let runLoopMode = ArgumentKey("runLoopMode")
}

/// Timer commands: timer, invalidate, fire, addTimer.

/// `timer NAME every|after DURATION target OBJECT ACTION [userInfo VALUE]` or
/// `timer NAME every|after DURATION [userInfo VALUE] [capture …] { BODY }`.
struct TimerCommand: MatchedCommand {
    enum Action {
        case target(ObjectReference, Token)
        case block(ClosureDefinition)
    }
    let name: Token
    let repeats: Bool
    let interval: Int64
    let userInfo: Expression?
    let action: Action

    init(_ match: inout Match, binder: inout Binder) throws {
        name = try match.token(.name)
        repeats = match.wordIfPresent(.schedule) == "every"
        interval = try match.duration(.interval)
        userInfo = match.expressionIfPresent(.userInfo)
        if let target = match.objectIfPresent(.target) {
            action = .target(target, try match.token(.action))
        } else {
            action = .block(try ClosureDefinition(match, binder: &binder, parameters: HandlerParameters.timerBlock))
        }
        binder.scope.created(name.text)
    }

    func run(in session: Session) throws {
        let world = session.world
        let action: ScheduledTimer.Action
        switch self.action {
        case .target(let reference, let selector):
            let target = try reference.resolve(in: session)
            try session.requireImplementation(of: selector, by: target)
            if target.isReleased { throw session.error(selector, "'\(target.name)' was released") }
            action = .target(target.id, world.selector(selector.text))
        case .block(let closure):
            action = .block(try closure.make(in: session, name: name.text))
        }
        let userInfo = try self.userInfo.map(session.evaluate) ?? .null
        try session.create(name) {
            try session.simulator.timers.scheduleTimer(name.text, interval: interval, repeats: repeats, action: action, userInfo: userInfo)
        }
    }
}

extension CommandTable {
    /// `timer`: its grammar, help and availability.
    static let timerSpec = CommandSpec(name: "timer", forms: [
                    form(.argument(.newName("a timer name")), schedule, .argument(.duration(.interval)),
                         .keyword("target"), .argument(.object(.target, .any, "OBJECT", "the timer's target")), .argument(.selector(implementedBy: .target)),
                         .optional(.keyword("userInfo"), .argument(.value(.userInfo)))),
                    form(.argument(.newName("a timer name")), schedule, .argument(.duration(.interval)),
                         .options([.optional(.keyword("userInfo"), .argument(.value(.userInfo))), captures]),
                         .block(.init(missing: "missing the timer's action: `target OBJECT ACTION` or a { } block",
                                      hint: "{source} { log \"tick\" }")))],
                command: TimerCommand.self,
                summary: "Schedule a Timer: `every` repeats, `after` fires once. It fires as the virtual clock advances (wait, tap), at its own times, and holds its target strongly until invalidated. Inside, {sender} is the timer and {userInfo} its userInfo.", examples: ["timer heartbeat every 1s target poller poll:", "var left = 3\ntimer countdown every 1s capture left { log \"{left} left\" }"], topic: .events, echoes: true,
                blockMisuse: "a timer takes a target or a { } block, not both")
}

/// `invalidate TIMER` and `fire TIMER`.
struct TimerControlCommand: Command {
    let timer: ObjectReference
    let fires: Bool
    let node: CommandNode

    init(_ match: inout Match, binder: inout Binder, fires: Bool) throws {
        timer = try match.object(.target)
        self.fires = fires
        node = match.node
    }

    func run(in session: Session) throws {
        let timer = try self.timer.resolve(ScheduledTimer.self, in: session)
        let timers = session.simulator.timers
        guard fires else { return timers.invalidate(timer) }
        do { try timers.fireNow(timer) } catch let e as TimerError {
            throw node.error(self.timer.token, e.description, hint: "a timer that has stopped cannot fire; schedule a new one")
        }
    }
}

extension CommandTable {
    /// `invalidate`: its grammar, help and availability.
    static let invalidateSpec = CommandSpec(name: "invalidate", forms: [form(.argument(.object(.target, .timer, "TIMER", "a timer")))],
                make: { try TimerControlCommand(&$0, binder: &$1, fires: false) },
                summary: "Stop a timer (Timer.invalidate()): no more firings, and it lets go of its target.", examples: ["invalidate heartbeat"], topic: .events, echoes: true)
}

extension CommandTable {
    /// `fire`: its grammar, help and availability.
    static let fireSpec = CommandSpec(name: "fire", forms: [form(.argument(.object(.target, .timer, "TIMER", "a timer")))],
                make: { try TimerControlCommand(&$0, binder: &$1, fires: true) },
                summary: "Timer.fire(): run the timer's action now. A repeating timer keeps its schedule; a one-shot timer is invalid afterwards.", examples: ["fire heartbeat"], topic: .events, echoes: true)
}

/// `addTimer TIMER forMode common|default`: RunLoop.main.add(timer, forMode:).
struct AddTimerCommand: MatchedCommand {
    let timer: ObjectReference
    let common: Bool
    let node: CommandNode

    init(_ match: inout Match, binder: inout Binder) throws {
        timer = try match.object(.target)
        common = try match.word(.runLoopMode) == "common"
        node = match.node
    }

    func run(in session: Session) throws {
        let timer = try self.timer.resolve(ScheduledTimer.self, in: session)
        // A scheduled timer is in the default mode already: adding it there changes nothing.
        guard common else { return }
        do { try session.simulator.timers.addToCommonModes(timer) } catch let e as TimerError {
            throw node.error(self.timer.token, e.description, hint: "schedule a new timer, then add it")
        }
    }
}

extension CommandTable {
    /// `addTimer`: its grammar, help and availability.
    static let addTimerSpec = CommandSpec(name: "addTimer", forms: [
                    form(.argument(.object(.target, .timer, "TIMER", "a timer")), .keyword("forMode"),
                         .argument(.choice(.runLoopMode, "a run loop mode", Choice(words: ["common", "default"], unknown: "'{word}' is not a run loop mode"))))],
                command: AddTimerCommand.self,
                summary: "RunLoop.main.add(timer, forMode:): with `common`, the timer also fires while a scroll view is dragged (the run loop's tracking mode), when a scheduled timer — in the default mode only — waits, then fires once for the fire dates it missed.", examples: ["addTimer countdown forMode common"], topic: .events, echoes: true)
}
