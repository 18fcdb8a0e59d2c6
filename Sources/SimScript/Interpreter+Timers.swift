import SimCore

/// Timer commands: timer, invalidate, fire.
extension Interpreter {
    /// `timer NAME every|after DURATION target OBJECT ACTION [userInfo VALUE]` or
    /// `timer NAME every|after DURATION [capture …] { BODY }`.
    func timer(_ args: inout ArgumentReader) throws {
        let name = try args.newName("a timer name")
        let kind = try args.word("every (repeating) or after (once)")
        guard kind.text == "every" || kind.text == "after" else {
            throw args.error(kind, "expected 'every' (a repeating timer) or 'after' (once), found '\(kind.text)'",
                             hint: Suggestions.hint(for: kind.text, in: ["every", "after"]))
        }
        let intervalToken = args.peek
        let interval = try args.duration()
        let action: ScheduledTimer.Action
        var userInfo: Value = .null
        if args.accept("target") {
            let target = try args.object("the timer's target")
            let selectorToken = try args.selectorToken()
            try requireImplementation(of: selectorToken, by: target)
            if target.isReleased { throw error(selectorToken, "'\(target.name)' was released") }
            if args.accept("userInfo") { userInfo = try readValue(&args) }
            try args.end()
            action = .target(target.id, world.selector(selectorToken.text))
        } else {
            guard args.node.block != nil || args.hasMore else {
                throw args.error(nil, "missing the timer's action: `target OBJECT ACTION` or a { } block",
                                 hint: "timer \(name.text) \(kind.text) 1s { log \"tick\" }")
            }
            let (captures, body) = try closure(&args) { args in
                guard args.accept("userInfo") else { return false }
                userInfo = try self.readValue(&args)
                return true
            }
            action = .block(world.addClosure(name: name.text, identifier: nil, definedAt: args.node.location,
                                              captures: captures, body: body))
        }
        if args.node.block != nil, case .target = action {
            throw error(name, "a timer takes a target or a { } block, not both")
        }
        do {
            try simulator.timers.scheduleTimer(name.text, interval: interval, repeats: kind.text == "every",
                                        action: action, userInfo: userInfo)
        } catch let e as TimerError {
            throw error(intervalToken ?? name, e.description, hint: "e.g. timer \(name.text) every 1s …")
        } catch World.CreationError.nameTaken(let taken) {
            throw error(name, "'\(taken)' already exists", hint: "choose another name")
        }
    }

    /// `invalidate TIMER` / `fire TIMER`.
    func timerCommand(_ args: inout ArgumentReader, fire: Bool) throws {
        let token = args.peek
        let object = try args.object("a timer")
        try args.end()
        guard let timer = object as? ScheduledTimer else {
            let timers = world.objects.compactMap { ($0 as? ScheduledTimer)?.name }
            throw args.error(token, "'\(object.name)' is \(article(object.className)), not a timer",
                             hint: Suggestions.hint(for: object.name, in: timers) ?? "create one with `timer NAME every 1s …`")
        }
        if fire {
            do { try simulator.timers.fireNow(timer) } catch let e as TimerError {
                throw args.error(token, e.description, hint: "a timer that has stopped cannot fire; schedule a new one")
            }
        } else {
            simulator.timers.invalidate(timer)
        }
    }
}
