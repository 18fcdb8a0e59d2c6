import SimCore

/// Inspection and session commands: tree, chain, targets, hitTest, show, vars, trace, help,
/// config, include. Their output goes into the trace as `output` records.
extension Interpreter {
    /// The inspections are renderings of a snapshot of the world (SimCore's `SceneGraph`).
    var scene: SceneText { SceneText(SceneGraph(world), names: names) }

    func tree(_ args: inout ArgumentReader) throws {
        let root = args.hasMore ? try args.view() : nil
        try args.end()
        emitOutput(scene.tree(root.map { [$0.id] }))
    }

    func chain(_ args: inout ArgumentReader) throws {
        let start = try args.responder()
        try args.end()
        emitOutput(scene.chain(from: start.id))
    }

    func targets(_ args: inout ArgumentReader) throws {
        let control = try args.control()
        var only: ControlEvents?
        if args.accept("for") { only = try args.events() }
        try args.end()
        emitOutput(scene.targets(of: control.id, for: only))
    }

    func hitTest(_ args: inout ArgumentReader) throws {
        let point = try args.point()
        try args.end()
        guard let window = simulator.touches.touchWindow else {
            throw args.error(nil, SimulationError.noKeyWindow.description, hint: SimulationError.noKeyWindow.hint)
        }
        simulator.touches.hitTest(point, in: window)
    }

    func show(_ args: inout ArgumentReader) throws {
        let t = try args.word("an object or closure")
        if world.object(named: t.text) == nil, let closure = world.closure(named: t.text) {
            try args.end()
            var lines = [closure.displayName + (closure.definedAt.map { " defined at \($0.fileAndLine)" } ?? "")]
            if let id = closure.identifier { lines.append("  UIAction identifier: \(id)") }
            lines.append("  captured: " + (closure.captures.isEmpty ? "nothing"
                : closure.captures.map { "\($0.name) = \($0.value.rendered(in: world))" }.joined(separator: ", ")))
            emitOutput(lines.joined(separator: "\n"))
            return
        }
        let object = try resolveObject(t)
        try args.end()
        var lines = ["\(object.name) (\(object.className))"]
        for name in Properties.names(of: object) {
            if let v = Properties.get(object, name, world: world) { lines.append("  \(name) = \(v.rendered(in: world))") }
        }
        let actions = object.methodOrder.map(world.name(of:))
        lines.append("  actions: " + (actions.isEmpty ? "none" : actions.joined(separator: " ")))
        emitOutput(lines.joined(separator: "\n"))
    }

    func listVariables() {
        guard !variableOrder.isEmpty else { emitOutput("(no variables)"); return }
        emitOutput(variableOrder.map { name in
            let v = variables[name]!
            return "\(v.mutable ? "var" : "let") \(name) = \(v.value.rendered(in: world))"
        }.joined(separator: "\n"))
    }

    func trace(_ args: inout ArgumentReader) throws {
        if let t = args.peek {
            _ = try args.word("text, json or clear")
            try args.end()
            switch t.text {
            case "text": setTraceFormat(.text)
            case "json": setTraceFormat(.json)
            case "clear": simulator.log.clear()
            default:
                throw args.error(t, "unknown trace option '\(t.text)'",
                                 hint: Suggestions.hint(for: t.text, in: ["text", "json", "clear"]) ?? "use text, json or clear")
            }
            return
        }
        var text: [UInt8] = []
        if simulator.log.dropped > 0 { text += Array("(\(simulator.log.dropped) older records not kept)\n".utf8) }
        let renderer = Interpreter.makeRenderer(traceFormat, names: names, echo: true, style: traceStyle) { text += $0 }
        for event in simulator.log.events { renderer.receive(event) }
        renderer.flush()
        guard !text.isEmpty else { emitOutput("(the trace is empty)"); return }
        // Written past the trace, not as an output record: the dump must not become part of the
        // history it shows (a second `trace` would nest the first), and in JSON mode it is the
        // records' own JSON lines, not one string holding them.
        simulator.tracer.flush()
        write(text)
    }

    func help(_ args: inout ArgumentReader) throws {
        guard let t = args.peek else { emitOutput(CommandTable.overview()); return }
        _ = try args.word("a command name")
        try args.end()
        guard let spec = CommandTable.spec(t.text) else {
            if ControlEvents.named(t.text) != nil {
                let e = ControlEvents.named(t.text)!
                emitOutput("\(t.text): a control event, UIControl.Event raw value 0x\(String(e.rawValue, radix: 16))")
                return
            }
            throw args.error(t, "no command named '\(t.text)'",
                             hint: Suggestions.hint(for: t.text, in: CommandTable.names) ?? "type `help` to list the commands")
        }
        emitOutput(CommandTable.help(for: spec))
    }

    /// The settings `config` takes: behaviour UIKit leaves undocumented (see Simulator.Config).
    static let configKeys = ["trackingMargin", "tapDuration", "multiTapInterval", "multiTapDistance",
                             "stepperRepeatDelay", "stepperRepeatInterval", "tapAllowableMovement",
                             "panThreshold", "swipeMinimumDistance", "swipeMaximumDuration"]

    func config(_ args: inout ArgumentReader) throws {
        let key = try args.word("a setting: " + Interpreter.configKeys.joined(separator: ", "))
        func points(_ what: String) throws -> Double {
            let t = args.peek
            let v = try args.number(what)
            guard v >= 0 else { throw args.error(t, "\(what) cannot be negative") }
            return v
        }
        func duration(positive: Bool) throws -> Int64 {
            let t = args.peek
            let v = try args.duration()
            if positive && v <= 0 { throw args.error(t, "\(key.text) must be longer than 0") }
            return v
        }
        switch key.text {
        case "trackingMargin": simulator.config.trackingMargin = try points("the margin")
        case "tapDuration": simulator.config.tapDuration = try duration(positive: false)
        case "multiTapInterval": simulator.config.multiTapInterval = try duration(positive: false)
        case "multiTapDistance": simulator.config.multiTapDistance = try points("the distance")
        case "stepperRepeatDelay": simulator.config.stepperRepeatDelay = try duration(positive: true)
        case "stepperRepeatInterval": simulator.config.stepperRepeatInterval = try duration(positive: true)
        case "tapAllowableMovement": simulator.config.tapAllowableMovement = try points("the movement")
        case "panThreshold": simulator.config.panThreshold = try points("the threshold")
        case "swipeMinimumDistance": simulator.config.swipeMinimumDistance = try points("the distance")
        case "swipeMaximumDuration": simulator.config.swipeMaximumDuration = try duration(positive: true)
        default:
            throw args.error(key, "unknown setting '\(key.text)'",
                             hint: Suggestions.hint(for: key.text, in: Interpreter.configKeys) ?? "settings: " + Interpreter.configKeys.joined(separator: ", "))
        }
        try args.end()
    }

    func include(_ args: inout ArgumentReader) throws {
        let pathToken = try args.string("the file to include")
        try args.end()
        let path = resolvePath(pathToken.text, relativeTo: pathToken.location.file)
        if includeStack.contains(path) {
            throw error(pathToken, "'\(pathToken.text)' includes itself", hint: "include chain: " + (includeStack + [path]).joined(separator: " -> "))
        }
        let source: String
        do {
            source = try loadFile(path)
        } catch {
            throw self.error(pathToken, "cannot read '\(path)': \(error)")
        }
        sources.add(source, file: path)
        try execute(source: source, file: path, topLevel: frames.isEmpty)
    }

    /// `other.sim` next to `dir/this.sim` is `dir/other.sim`; absolute paths stay as they are.
    func resolvePath(_ path: String, relativeTo file: String) -> String {
        if path.hasPrefix("/") { return path }
        guard let slash = file.lastIndex(of: "/") else { return path }
        return String(file[...slash]) + path
    }
}
