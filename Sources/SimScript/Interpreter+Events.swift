import SimCore

/// Commands that drive the simulation: tap, touch, wait, sendAction(s), first responder, log, note.
extension Interpreter {
    func tap(_ args: inout ArgumentReader) throws {
        let (point, window) = try touchPoint(&args, required: true)
        try args.end()
        try simulate(args) { try simulator.touches.tap(at: point!, in: window) }
    }

    /// `VIEW` (its centre), `VIEW at X Y` (view coordinates) or `at X Y` (key window coordinates);
    /// with a view, the touch goes to that view's window.
    private func touchPoint(_ args: inout ArgumentReader, required: Bool) throws -> (Point?, Window?) {
        if args.accept("at") { return (try args.point(), nil) }
        guard let t = args.peek, t.kind == .word, t.text != "finger" else {
            if required { throw args.error(args.peek, "missing a view or 'at X Y'") }
            return (nil, nil)
        }
        let view = try args.view("a view or 'at X Y'")
        guard let window = view.window else {
            throw args.error(t, "'\(view.name)' is not in a window, so it cannot be touched",
                             hint: "add it to a view that is in a window")
        }
        if args.accept("at") { return (view.convertToWindow(try args.point()), window) }
        if args.accept("segment") {
            let t = args.peek
            let index = try args.integer("a segment number")
            guard let seg = view as? SegmentedControl else {
                throw args.error(t, "'\(view.name)' is \(article(view.className)), not a segmented control")
            }
            guard (0..<seg.segments.count).contains(index) else {
                throw args.error(t, "\(seg.name) has no segment \(index)", hint: "segments are numbered 0…\(seg.segments.count - 1)")
            }
            return (view.convertToWindow(seg.center(ofSegment: index)), window)
        }
        return (view.centerInWindow, window)
    }

    func touch(_ args: inout ArgumentReader) throws {
        let phase = try args.word("down, move, up or cancel")
        switch phase.text {
        case "down", "move", "up":
            let (point, window) = try touchPoint(&args, required: phase.text != "up")
            let finger = try fingerNumber(&args)
            try args.end()
            try simulate(args) {
                switch phase.text {
                case "down": try simulator.touches.touchDown(at: point!, in: window, finger: finger)
                case "move": try simulator.touches.touchMove(to: point!, finger: finger)
                default: try simulator.touches.touchUp(at: point, finger: finger)
                }
            }
        case "cancel":
            let finger = try fingerNumber(&args)
            try args.end()
            try simulate(args) { try simulator.touches.touchCancel(finger: finger) }
        default:
            throw args.error(phase, "unknown touch phase '\(phase.text)'",
                             hint: Suggestions.hint(for: phase.text, in: ["down", "move", "up", "cancel"]) ?? "use down, move, up or cancel")
        }
    }

    private func fingerNumber(_ args: inout ArgumentReader) throws -> Int {
        guard args.accept("finger") else { return 1 }
        let t = args.peek
        let n = try args.integer("a finger number")
        guard n >= 1 else { throw args.error(t, "finger numbers start at 1") }
        return n
    }

    /// Runs a simulator call, turning its errors into diagnostics at the command.
    func simulate(_ args: ArgumentReader, _ body: () throws -> Void) throws {
        do {
            try body()
        } catch let e as SimulationError {
            throw ScriptError(Diagnostic(.error, args.node.location, e.description, hint: e.hint))
        }
    }

    func wait(_ args: inout ArgumentReader) throws {
        let us = try args.duration()
        try args.end()
        try simulator.wait(microseconds: us)
    }

    func sendAction(_ args: inout ArgumentReader) throws {
        let selectorToken = try args.selectorToken()
        var target: SimObject?
        var sender: SimObject?
        while args.hasMore {
            if args.accept("to") {
                let t = try args.word("a target (an object, or nil)")
                target = t.text == "nil" ? nil : try resolveObject(t)
            } else if args.accept("from") {
                sender = try args.object("the sender")
            } else {
                throw args.error(args.peek, "unexpected \(args.peek!.quotedForMessage)")
            }
        }
        if let target { try requireImplementation(of: selectorToken, by: target) } else { warnIfNobodyImplements(selectorToken) }
        let selector = world.selector(selectorToken.text)
        try simulator.actions.sendAction(selector, to: target, from: sender, touch: frames.last?.context.touch ?? 0)
    }

    func sendActions(_ args: inout ArgumentReader) throws {
        let control = try args.control()
        try args.expect("for")
        let events = try args.events()
        try args.end()
        try simulator.actions.sendActions(events, from: control)
    }

    func firstResponder(_ become: Bool, _ args: inout ArgumentReader) throws {
        let responder = try args.responder()
        try args.end()
        if become { try simulator.responders.becomeFirstResponder(responder) } else { try simulator.responders.resignFirstResponder(responder) }
    }

    func log(_ args: inout ArgumentReader) throws {
        let text = try args.string("the text to log")
        try args.end()
        let template = compiledTemplate(text, of: args.node)
        let context = frames.last?.context
            ?? ActionContext(simulator: simulator, receiver: nil, sender: nil, touch: 0, closure: nil)
        context.log(try template.resolve(in: self, context: context, at: text))
    }

    func note(_ args: inout ArgumentReader) throws {
        let text = try args.string("the note's text")
        try args.end()
        simulator.note(text.literalText)
    }
}

/// The keyboard and the clear button: type, clear.
extension Interpreter {
    /// `type "TEXT"`, `type backspace [N]`, `type return`: keys for the first responder.
    func type(_ args: inout ArgumentReader) throws {
        guard let key = args.peek else { throw args.error(nil, "missing the text to type (or backspace, return)") }
        if key.kind == .string {
            _ = try args.string("the text to type")
            try args.end()
            try simulate(args) { try simulator.textEditing.type(key.literalText) }
            return
        }
        let word = try args.word("\"TEXT\", backspace or return")
        switch word.text {
        case "backspace":
            let count = args.hasMore ? try args.integer("how many times") : 1
            guard count >= 1 else { throw args.error(word, "backspace needs a positive count") }
            try args.end()
            try simulate(args) { try simulator.textEditing.backspace(count) }
        case "return":
            try args.end()
            try simulate(args) { try simulator.textEditing.pressReturn() }
        default:
            throw args.error(word, "expected \"TEXT\" in double quotes, backspace or return, found '\(word.text)'",
                             hint: Suggestions.hint(for: word.text, in: ["backspace", "return"]) ?? "type \"hello\"")
        }
    }

    /// `clear FIELD`: the text field's clear button.
    func clear(_ args: inout ArgumentReader) throws {
        let token = args.peek
        let object = try args.object("a text field")
        try args.end()
        guard let field = object as? TextField else {
            throw args.error(token, "'\(object.name)' is \(article(object.className)), not a text field")
        }
        try simulate(args) { try simulator.textEditing.clear(field) }
    }
}
