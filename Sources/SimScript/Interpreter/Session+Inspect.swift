import SimCore
import SimRendering

/// What the inspection and session commands do: tree, chain, targets, recognizers, arena,
/// hitTest, show, vars, trace, help, include (the commands themselves, which read the arguments,
/// are in Commands/). Their output goes into the trace as `output` records.
extension Session {
    /// The inspections are renderings of a snapshot of the world (SimCore's `SceneGraph`).
    var scene: SceneText { SceneText(SceneGraph(world), names: names) }

    /// `tree [VIEW]`: the hierarchy under the view, or under every window.
    func tree(_ root: View?) {
        emitOutput(scene.tree(root.map { [$0.id] }))
    }

    func chain(from start: Responder) {
        emitOutput(scene.chain(from: start.id))
    }

    func targets(of control: Control, for only: ControlEvents?) {
        emitOutput(scene.targets(of: control.id, for: only))
    }

    /// `recognizers at X Y`: the view a touch there would hit.
    func hitView(at p: Point, _ node: CommandNode) throws -> View? {
        guard let window = simulator.touches.window(at: p) else { throw node.error(nil, SimulationError.noKeyWindow.description) }
        return window.hitTest(p)
    }

    /// `recognizers VIEW` / `recognizers at X Y`: the candidates a touch there would meet.
    func recognizers(_ view: View?) {
        guard let hit = view else { emitOutput("no view there, so no recognizers"); return }
        emitOutput(scene.recognizers(touching: hit.id))
    }

    /// `arena`: the last touch sequence's candidates and decisions, in order.
    func arena() {
        emitOutput(ArenaReport.text(simulator.log, names: names))
    }

    func hitTest(_ point: Point, _ node: CommandNode) throws {
        guard let window = simulator.touches.window(at: point) else {
            throw node.error(nil, SimulationError.noKeyWindow.description, hint: SimulationError.noKeyWindow.hint)
        }
        try simulator.touches.hitTest(point, in: window)
    }

    func show(_ closure: ClosureHandler) {
        var lines = [closure.displayName + (closure.definedAt.map { " defined at \($0.fileAndLine)" } ?? "")]
        if let id = closure.identifier { lines.append("  UIAction identifier: \(id)") }
        lines.append("  captured: " + (closure.captures.isEmpty ? "nothing" : names.capturesText(closure.id)))
        if closure.isFreed { lines.append("  freed: nothing holds it any more") }
        emitOutput(lines.joined(separator: "\n"))
    }

    func show(_ object: SimObject) {
        var lines = ["\(object.name) (\(SceneGraph.displayClass(object.className, custom: object.customClass)))"]
        for name in Properties.names(of: object) {
            if let v = Properties.get(object, name, world: world) { lines.append("  \(name) = \(v.rendered(in: world))") }
        }
        for outlet in object.outlets {
            let target = object.liveTarget(of: outlet)?.name ?? "nil"
            lines.append("  outlet \(outlet.name) = \(target) (\(outlet.isStrong ? "strong" : "weak"))")
        }
        // What only the object's Swift instance holds, as Swift prints it: a script can neither
        // read nor set it, but a person asking what state the screen is in wants to see it.
        for (name, type, value) in world.swiftOnlyState?(object) ?? [] {
            lines.append("  \(name): \(type) = \(value)  (Swift)")
        }
        let actions = object.methodOrder.map(world.name(of:))
        lines.append("  actions: " + (actions.isEmpty ? "none" : actions.joined(separator: " ")))
        lines.append("  " + lifetime(of: object))
        emitOutput(lines.joined(separator: "\n"))
    }

    func listVariables() {
        guard !state.variables.names.isEmpty else { emitOutput("(no state.variables)"); return }
        emitOutput(state.variables.names.map { name in
            let v = state.variables[name]!
            return "\(v.mutable ? "var" : "let") \(name) = \(v.value.rendered(in: world))"
        }.joined(separator: "\n"))
    }

    /// `trace [text|json|clear]`
    func trace(_ option: String?) {
        if let option {
            switch option {
            case "text": trace.setFormat(.text)
            case "json": trace.setFormat(.json)
            case "brief": trace.style.brief = true
            case "full": trace.style.brief = false
            default: simulator.log.clear()
            }
            return
        }
        var text: [UInt8] = []
        if simulator.log.dropped > 0 { text += Array("(\(simulator.log.dropped) older records not kept)\n".utf8) }
        let renderer = TraceOutput.makeRenderer(trace.format, names: names, echo: true, style: trace.style) { text += $0 }
        for event in simulator.log.events { renderer.receive(event) }
        renderer.flush()
        guard !text.isEmpty else { emitOutput("(the trace is empty)"); return }
        // Written past the trace, not as an output record: the dump must not become part of the
        // history it shows (a second `trace` would nest the first), and in JSON mode it is the
        // records' own JSON lines, not one string holding them.
        simulator.tracer.flush()
        simulator.chargeWork(bytes: text.count)  // up to the whole kept log, at every `trace`
        text.withUnsafeBytes(trace.writeBytes)
    }

    /// `help [COMMAND|TOPIC]`, wrapped to the terminal's width; a control event's name gives its
    /// raw value.
    func help(_ t: Token?, _ node: CommandNode) throws {
        let width = max(trace.style.width ?? 80, 60)
        guard let t else { emitOutput(CommandTable.overview(width: width)); return }
        if let topic = HelpTopic.named(t.text) { return emitOutput(CommandTable.help(for: topic, width: width)) }
        guard let spec = CommandTable.spec(t.text) else {
            if ControlEvents.named(t.text) != nil {
                let e = ControlEvents.named(t.text)!
                emitOutput("\(t.text): a control event, UIControl.Event raw value 0x\(String(e.rawValue, radix: 16))")
                return
            }
            // The REPL's own words, which are not commands of the language.
            if t.text == "quit" || t.text == "exit" {
                emitOutput("\(t.text) (the REPL only): leave the REPL, as Ctrl-D does. History is saved; the scene is not: `save scene FILE` keeps it.")
                return
            }
            throw node.error(t, "no command or topic named '\(t.text)'",
                             hint: Suggestions.hint(for: t.text, in: CommandTable.names + HelpTopic.all.map(\.name))
                                ?? "type `help` to list the commands and topics")
        }
        emitOutput(CommandTable.help(for: spec, width: width))
    }

    /// `include FILE`: its commands are bound and run as it is read, at the top level's scope.
    func include(_ pathToken: Token) throws {
        let path = resolvePath(pathToken.text, relativeTo: pathToken.location.file)
        // `./a.sim`, `../dir/a.sim` and `a.sim` are one file: compare the paths with `.` and
        // `..` resolved. (A cycle through a symlink, which no path comparison sees, ends at the
        // depth limit.)
        let normalized = Session.lexicallyNormalized(path)
        if state.includeStack.contains(where: { Session.lexicallyNormalized($0) == normalized }) {
            throw error(pathToken, "'\(pathToken.text)' includes itself", hint: "include chain: " + (state.includeStack + [path]).joined(separator: " -> "))
        }
        guard state.includeStack.count < Session.maxIncludeDepth else {
            throw error(pathToken, "includes are nested more than \(Session.maxIncludeDepth) deep",
                        hint: "an include cycle through a symbolic link? include chain starts: " + state.includeStack.prefix(3).joined(separator: " -> "))
        }
        let hint = "`include` runs a .sim file; a relative path starts from the including file's folder"
        if let openFile = ports.openFile {
            // Read as it runs, like the script that includes it.
            let reader = try readNamedFile(pathToken, at: path, hint: hint, with: openFile)
            let version = reader.version
            ports.sources.add(reading: reader, version: version, file: path)
            try runSource(.file(reader, version: version), path, state.frames.isEmpty)
        } else {
            let source = try readNamedFile(pathToken, at: path, hint: hint)
            ports.sources.add(source, file: path)
            try runSource(.text(source, firstLine: 1), path, state.frames.isEmpty)
        }
    }

    static let maxIncludeDepth = 32

    /// The file a command names (`include`, `load`), read through `loadFile`: a name that is
    /// empty or a file that cannot be read is an error at the name, with `hint`.
    func readNamedFile(_ pathToken: Token, at path: String, hint: String) throws -> String {
        try readNamedFile(pathToken, at: path, hint: hint, with: ports.loadFile)
    }

    /// The file a command names, opened (or read) by `open`.
    func readNamedFile<File>(_ pathToken: Token, at path: String, hint: String, with open: (String) throws -> File) throws -> File {
        guard !pathToken.text.isEmpty else { throw error(pathToken, "the file name is empty", hint: hint) }
        do {
            return try open(path)
        } catch {
            throw self.error(pathToken, "cannot read '\(Session.shownPath(path))': \(error)", hint: hint)
        }
    }

    /// Writes `text` through `writeFile` to the file a command names (`save`, `save scene`,
    /// `export`): a failure is an error at the name. The file counts against the work budget —
    /// its bytes as printed output does, and writing it at all as a thousand events (see
    /// WorkBudget.swift) — so a `save` in a fast timer stops like any runaway work.
    func writeNamedFile(_ text: String, to path: String, named pathToken: Token, hint: String? = nil) throws {
        simulator.chargeFileWritten(bytes: text.utf8.count)
        do {
            try ports.writeFile(path, text)
        } catch {
            throw self.error(pathToken, "cannot write '\(path)': \(error)", hint: (error as? HintedError)?.hint ?? hint)
        }
    }

    /// `a/./b/../c.sim` is `a/c.sim` (leading `..` stay: the path is relative to somewhere).
    package static func lexicallyNormalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." { parts.removeLast(); continue }
            parts.append(part)
        }
        return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }

    /// A path as a message names it: `dir/lib/../x.sim` is `dir/x.sim`, its folders' `.` and `..`
    /// resolved; its last part stays as written (`include/..` names a folder).
    package static func shownPath(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return path }
        let folder = lexicallyNormalized(String(path[..<slash])), name = path[path.index(after: slash)...]
        return folder.isEmpty ? String(name) : (folder.hasSuffix("/") ? folder : folder + "/") + name
    }

    /// `other.sim` next to `dir/this.sim` is `dir/other.sim`; absolute paths stay as they are.
    func resolvePath(_ path: String, relativeTo file: String) -> String {
        if path.hasPrefix("/") { return path }
        guard let slash = file.lastIndex(of: "/") else { return path }
        return String(file[...slash]) + path
    }
}
