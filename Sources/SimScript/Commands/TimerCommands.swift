import SimCore

/// Timer commands: timer, invalidate, fire.

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

    func run(in session: Interpreter) throws {
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

    func run(in session: Interpreter) throws {
        let timer = try self.timer.resolve(ScheduledTimer.self, in: session)
        let timers = session.simulator.timers
        guard fires else { return timers.invalidate(timer) }
        do { try timers.fireNow(timer) } catch let e as TimerError {
            throw node.error(self.timer.token, e.description, hint: "a timer that has stopped cannot fire; schedule a new one")
        }
    }
}
