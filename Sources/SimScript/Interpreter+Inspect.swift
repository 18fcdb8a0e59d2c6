import SimCore

/// Inspection and session commands: tree, chain, targets, hitTest, show, vars, trace, help,
/// include. Their output goes into the trace as `output` records.
extension Interpreter {
    /// `tree [VIEW]`: the hierarchy under the view, or under every window.
    func tree(_ view: View?) {
        let roots: [View] = view.map { [$0] } ?? world.application.windows
        guard !roots.isEmpty else { emitOutput("(no windows: create one with `window main`)"); return }
        var lines: [String] = []
        for root in roots { describeTree(root, depth: 0, into: &lines) }
        emitOutput(lines.joined(separator: "\n"))
    }

    private func describeTree(_ view: View, depth: Int, into lines: inout [String]) {
        var line = String(repeating: "  ", count: depth) + view.name + " (" + view.className
        if let b = view as? Button, !b.title.isEmpty { line += " " + quoted(b.title) }
        if let l = view as? Label, !l.text.isEmpty { line += " " + quoted(l.text) }
        line += ") frame " + view.frame.description
        var flags: [String] = []
        if let w = view as? Window, w.isKeyWindow { flags.append("key window") }
        if let vc = view.owningController { flags.append("root view of \(vc.name)") }
        if view.isHidden { flags.append("hidden") }
        if view.alpha != 1 { flags.append("alpha \(formatNumber(view.alpha))") }
        if !view.isUserInteractionEnabled { flags.append("userInteractionEnabled false") }
        if view.clipsToBounds { flags.append("clipsToBounds") }
        if let c = view as? Control {
            if !c.isEnabled { flags.append("disabled") }
            if c.isHighlighted { flags.append("highlighted") }
            if c.isSelected { flags.append("selected") }
            let n = c.targets.entries.count
            flags.append(n == 1 ? "1 handler" : "\(n) handlers")
        }
        if world.application.firstResponder === view { flags.append("first responder") }
        if let superview = view.superview, !superview.bounds.contains(view.frame.origin)
            || view.frame.maxX > superview.bounds.maxX || view.frame.maxY > superview.bounds.maxY {
            flags.append("extends outside its superview")
        }
        if !flags.isEmpty { line += "  [" + flags.joined(separator: ", ") + "]" }
        lines.append(line)
        for sub in view.subviews { describeTree(sub, depth: depth + 1, into: &lines) }
    }

    func chain(from start: Responder) {
        var lines = ["responder chain from \(start.name):"]
        var r: Responder? = start
        var n = 1
        while let responder = r {
            var line = "  \(n). \(responder.name) (\(responder.className))"
            if let v = responder as? View, let vc = v.owningController { line += " root view of \(vc.name)" }
            if let vc = responder as? ViewController, let p = vc.presentingViewController { line += " presented by \(p.name)" }
            let actions = responder.methodOrder.map(world.name(of:))
            if !actions.isEmpty { line += "  implements " + actions.joined(separator: " ") }
            if world.application.firstResponder === responder { line += "  <- first responder" }
            lines.append(line)
            r = world.nextResponder(after: responder)
            n += 1
        }
        lines.append("first responder: " + (world.application.firstResponder?.name ?? "none"))
        emitOutput(lines.joined(separator: "\n"))
    }

    func targets(of control: Control, for only: ControlEvents?) {
        // `for EVENTS`: what UIKit's actions(forTarget:forControlEvent:) would gather, in order.
        let entries = control.targets.entries.filter { only == nil || !$0.events.isDisjoint(with: only!) }
        let scope = only.map { " for \($0.name)" } ?? ""
        guard !entries.isEmpty else { emitOutput("\(control.name) has no handlers\(scope)"); return }
        var lines = ["\(control.name) handlers\(scope), in the order they run:"]
        for (i, entry) in entries.enumerated() {
            var line = "  \(i + 1). "
            switch entry.handler {
            case .target(let t, let sel):
                let selector = world.name(of: sel)
                if let t {
                    let target = world.object(t)
                    line += "target-action \(target.name).\(selector)"
                    if target.isReleased { line += " (target released: skipped)" }
                } else {
                    line += "nil target, action \(selector) (responder chain)"
                }
            case .closure(let id):
                let c = world.closures[Int(id)]
                line += c.displayName
                if let at = c.definedAt { line += " (\(at.fileAndLine))" }
                if c.identifier != nil { line += " [UIAction id \(c.identifier!)]" }
                if !c.captures.isEmpty {
                    line += " captured [" + c.captures.map { "\($0.name) = \($0.value.rendered(in: world))" }.joined(separator: ", ") + "]"
                }
            }
            line += "  for " + entry.events.name
            lines.append(line)
        }
        emitOutput(lines.joined(separator: "\n"))
    }

    func hitTest(_ point: Point, _ node: CommandNode) throws {
        guard let window = simulator.touches.touchWindow else {
            throw node.error(nil, SimulationError.noKeyWindow.description, hint: SimulationError.noKeyWindow.hint)
        }
        simulator.touches.hitTest(point, in: window)
    }

    func show(_ closure: ClosureHandler) {
        var lines = [closure.displayName + (closure.definedAt.map { " defined at \($0.fileAndLine)" } ?? "")]
        if let id = closure.identifier { lines.append("  UIAction identifier: \(id)") }
        lines.append("  captured: " + (closure.captures.isEmpty ? "nothing"
            : closure.captures.map { "\($0.name) = \($0.value.rendered(in: world))" }.joined(separator: ", ")))
        emitOutput(lines.joined(separator: "\n"))
    }

    func show(_ object: SimObject) {
        var lines = ["\(object.name) (\(object.className))"]
        for name in Properties.names(of: object) {
            if let v = Properties.get(object, name, world: world) { lines.append("  \(name) = \(v.rendered(in: world))") }
        }
        let actions = object.methodOrder.map(world.name(of:))
        lines.append("  actions: " + (actions.isEmpty ? "none" : actions.joined(separator: " ")))
        emitOutput(lines.joined(separator: "\n"))
    }

    func listVariables() {
        guard !variables.names.isEmpty else { emitOutput("(no variables)"); return }
        emitOutput(variables.names.map { name in
            let v = variables[name]!
            return "\(v.mutable ? "var" : "let") \(name) = \(v.value.rendered(in: world))"
        }.joined(separator: "\n"))
    }

    /// `trace [text|json|clear]`
    func trace(_ option: String?) {
        if let option {
            switch option {
            case "text": setTraceFormat(.text)
            case "json": setTraceFormat(.json)
            default: simulator.log.clear(); recorder.reset()
            }
            return
        }
        let records = simulator.log.records
        var text: [UInt8] = []
        if simulator.log.dropped > 0 { text += Array("(\(simulator.log.dropped) older records not kept)\n".utf8) }
        let renderer: TraceSink = traceFormat == .json
            ? JSONLinesTraceRenderer(world: world) { text += $0 }
            : TextTraceRenderer(world: world, echoCommands: true) { text += $0 }
        for r in records { renderer.receive(r) }
        renderer.flush()
        guard !text.isEmpty else { emitOutput("(the trace is empty)"); return }
        // Written past the trace, not as an output record: the dump must not become part of the
        // history it shows (a second `trace` would nest the first), and in JSON mode it is the
        // records' own JSON lines, not one string holding them.
        simulator.tracer.flush()
        write(text)
    }

    /// `help [COMMAND]`; a control event's name gives its raw value.
    func help(_ t: Token?, _ node: CommandNode) throws {
        guard let t else { emitOutput(CommandTable.overview()); return }
        guard let spec = CommandTable.spec(t.text) else {
            if ControlEvents.named(t.text) != nil {
                let e = ControlEvents.named(t.text)!
                emitOutput("\(t.text): a control event, UIControl.Event raw value 0x\(String(e.rawValue, radix: 16))")
                return
            }
            throw node.error(t, "no command named '\(t.text)'",
                             hint: Suggestions.hint(for: t.text, in: CommandTable.names) ?? "type `help` to list the commands")
        }
        emitOutput(CommandTable.help(for: spec))
    }

    /// `include FILE`: its commands are bound and run as it is read, at the top level's scope.
    func include(_ pathToken: Token) throws {
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
