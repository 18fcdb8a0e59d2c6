import SimCore

/// The data the step-through page draws, as JSON: the scenes (views at their frames in their
/// windows, with captions and control states), and one step per trace line with what the page
/// marks at it — the touch, the hit-test path, the view it is about, the handler that ran, the
/// script line it came from. The live page (`simrepl serve`) and the static `--html` page draw
/// the same data with the same script, so the two cannot drift.
public enum PageData {
    /// Where the steps came from, besides the log.
    public struct Context {
        /// The page's title (the script's name).
        public var title: String
        /// The scenes recorded as the script ran; nil: the final scene serves every step.
        public var recorder: SceneRecorder?
        /// The file whose lines the steps link to (`line`); other files' lines are named in full.
        public var mainFile: String?
        /// Whether the page is served (clicks tap, questions are answered) or a file.
        public var live: Bool

        public init(title: String, recorder: SceneRecorder? = nil, mainFile: String? = nil, live: Bool = false) {
            self.title = title; self.recorder = recorder; self.mainFile = mainFile; self.live = live
        }
    }

    /// The page's data for the events kept in `log`, drawn over `graph` (the scene at the end).
    public static func json(log: EventLog, graph: SceneGraph, names: NameTable, context: Context) -> [UInt8] {
        var out: [UInt8] = []
        out += Array("{\"title\":".utf8); TraceBytes.appendJSONString(context.title, to: &out)
        out += Array(",\"live\":\(context.live),\"scenes\":[".utf8)
        let recorded = context.recorder.map { $0.scenes } ?? []
        if recorded.isEmpty {
            out += viewsJSON(graph)
        } else {
            for (i, scene) in recorded.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                out += scene
            }
        }
        out += Array("],\"events\":[".utf8)
        appendSteps(log: log, graph: graph, names: names, context: context, to: &out)
        out += Array("]}".utf8)
        return out
    }

    /// The views of `graph` that are in a window, with what the page draws of each.
    public static func viewsJSON(_ graph: SceneGraph) -> [UInt8] {
        var out = Array("{\"firstResponder\":\(graph.firstResponder ?? -1),\"views\":[".utf8)
        var first = true
        for node in graph.nodes {
            guard let view = node.view, !node.isReleased, let frame = graph.frameInWindow(of: node.id) else { continue }
            let ancestry = graph.ancestry(of: node.id)
            guard let window = ancestry.last, graph.windows.contains(window) else { continue }
            if !first { out.append(UInt8(ascii: ",")) }
            first = false
            // Hit-testing skips a view (and its subtree) that is hidden, nearly transparent or
            // not interactive: the page draws it dashed.
            let skipped = view.isHidden || view.alpha < 0.01 || !view.isUserInteractionEnabled
            out += Array("{\"id\":\(node.id),\"name\":".utf8); TraceBytes.appendJSONString(node.name, to: &out)
            out += Array(",\"class\":".utf8); TraceBytes.appendJSONString(node.customClass ?? node.className, to: &out)
            out += Array(",\"window\":\(window),\"depth\":\(ancestry.count - 1),\"frame\":[\(formatNumber(frame.minX)),\(formatNumber(frame.minY)),\(formatNumber(frame.size.width)),\(formatNumber(frame.size.height))]".utf8)
            out += Array(",\"skipped\":\(skipped),\"hidden\":\(view.isHidden || view.alpha < 0.01)".utf8)
            if let caption = view.caption {
                out += Array(",\"caption\":".utf8); TraceBytes.appendJSONString(caption, to: &out)
            }
            if let control = view.control {
                out += Array(",\"control\":{\"enabled\":\(control.isEnabled),\"highlighted\":\(control.isHighlighted),\"selected\":\(control.isSelected)}".utf8)
            }
            out += Array(",\"chain\":[".utf8)
            out += Array(graph.chain(from: node.id).map(String.init).joined(separator: ",").utf8)
            out += Array("]}".utf8)
        }
        out += Array("]}".utf8)
        return out
    }

    // MARK: - Steps

    private static func appendSteps(log: EventLog, graph: SceneGraph, names: NameTable, context: Context, to out: inout [UInt8]) {
        let words = TextTraceRenderer(names: names, writeBytes: { _ in })
        let commands = context.recorder?.commands ?? []
        var command = -1  // the index in `commands` of the command the events belong to
        var hitPath: [SimObject.ID] = []
        var touchPoint: Point?
        var first = true
        // The recorder's events when it kept them: every step, those before a `trace clear` too
        // (the log forgot them), each in the group of its `trace clear`. Else the log's.
        let recorded = context.recorder.map { !$0.events.isEmpty } ?? false
        let steps: [(event: Event, group: Int)] = recorded ? context.recorder!.events : log.events.map { ($0, 0) }
        for (e, group) in steps {
            // By seq, not by the command events seen: a long run's log keeps only its latest
            // events, and may start in the middle of a command.
            while command + 1 < commands.count && commands[command + 1].seq <= e.seq { command += 1 }
            // A step is a line of the trace (an inspection's output is one step), and each
            // expectation: records the trace prints nothing for (the recognizers taking part)
            // are no step.
            var text = words.words(for: e)
            var failed = false
            switch e.payload {
            case .expectation(let passed, let expected, let location):
                failed = !passed
                text = names.string(expected) + ": " + (passed ? "passed" : "FAILED at \(names.string(location))")
            case .output(let printed):
                // What `why`, `tree` or `whatif` printed: a lesson's answers are part of its story.
                text = names.string(printed)
            default:
                break
            }
            if text.isEmpty { continue }
            if !first { out.append(UInt8(ascii: ",")) }
            first = false
            switch e.payload {
            case .touch(let phase, let point, _):
                touchPoint = phase == .cancelled ? touchPoint : point
                if phase == .began { hitPath = [] }
            case .hitTest: hitPath = graph.ancestry(of: e.object).reversed()
            case .command: hitPath = []; touchPoint = nil
            default: break
            }
            out += Array("{\"seq\":\(e.seq),\"depth\":\(e.depth),\"time\":".utf8)
            TraceBytes.appendJSONString(VirtualClock.format(e.time), to: &out)
            out += Array(",\"kind\":".utf8); TraceBytes.appendJSONString(String(describing: e.kind), to: &out)
            out += Array(",\"text\":".utf8); TraceBytes.appendJSONString(text, to: &out)
            out += Array(",\"object\":\(e.object),\"hitPath\":[\(hitPath.map(String.init).joined(separator: ","))]".utf8)
            if let p = touchPoint { out += Array(",\"touch\":[\(formatNumber(p.x)),\(formatNumber(p.y))]".utf8) }
            // The scene as the step's command left it.
            let scene = command >= 0 && command < commands.count && commands[command].sceneAfter >= 0
                ? commands[command].sceneAfter : (context.recorder?.finalScene ?? 0)
            // And as it stood before (predict mode draws it until the learner has guessed).
            let sceneBefore = command >= 0 && command < commands.count ? commands[command].sceneBefore : scene
            out += Array(",\"scene\":\(scene),\"sceneBefore\":\(sceneBefore),\"command\":\(command)".utf8)
            if group > 0 { out += Array(",\"group\":\(group)".utf8) }
            if command >= 0, command < commands.count, let at = commands[command].location {
                if at.file == context.mainFile { out += Array(",\"line\":\(at.line)".utf8) }
                out += Array(",\"at\":".utf8); TraceBytes.appendJSONString(at.fileAndLine, to: &out)
            }
            if case .cell(let change) = e.payload, change.kind == .staleHandler { out += Array(",\"stale\":true".utf8) }
            if failed { out += Array(",\"failed\":true".utf8) }
            if let handler = handlerDetail(e, names: names) {
                out += Array(",\"handler\":".utf8); TraceBytes.appendJSONString(handler.detail, to: &out)
                out += Array(",\"ask\":".utf8); TraceBytes.appendJSONString(handler.question, to: &out)
                if let label = handler.label {
                    out += Array(",\"label\":".utf8); TraceBytes.appendJSONString(label.short, to: &out)
                    out += Array(",\"labelFull\":".utf8); TraceBytes.appendJSONString(label.full, to: &out)
                }
            }
            out += Array("}".utf8)
        }
    }

    /// The handler an event ran, what its closure captured, how `why` names it, and how a
    /// learner tells it from the others (predict mode's choices).
    private static func handlerDetail(_ e: Event, names: NameTable) -> (detail: String, question: String, label: (short: String, full: String)?)? {
        switch e.payload {
        case .targetAction(let target, let selector, .performed):
            let handler = "\(names.name(target)).\(names.selector(selector))"
            return ("\(handler) ran (sender: \(names.name(e.object)))", handler, nil)
        case .chainAsk(let selector, true):
            let handler = "\(names.name(e.object)).\(names.selector(selector))"
            return ("\(handler) ran (found along the responder chain)", handler, nil)
        case .closureRun(let closure):
            let captures = names.capturesText(closure)
            let name = names.closure(closure).displayName
            return ("\(name) ran" + (captures.isEmpty ? ", capturing nothing" : ", captured [\(captures)]"), name,
                    closureLabel(closure, names: names))
        case .delegateCall(let call) where call.outcome == .performed:
            let handler = "\(names.name(call.delegate)).\(names.selector(call.selector))"
            return ("\(handler) ran (a delegate call)", handler, nil)
        default:
            return nil
        }
    }

    /// A closure as a learner tells it from the others: by the row its cell was configured for
    /// (`closure (row 0)`), else by what it captured (`closure (item = "Three")`); a named
    /// closure keeps its name (`closure buy (row 12)`). `closure#3` says nothing of what it is.
    /// The full label also names the table (`closure (row 0 of list)`), for a page whose tables
    /// each have a row 0; nil: the closure is told by its name.
    static func closureLabel(_ id: Int32, names: NameTable) -> (short: String, full: String)? {
        let closure = names.closure(id)
        let name = closure.name.hasPrefix("closure#") ? "closure" : closure.displayName
        if let configured = closure.configuredFor {
            // A table's cells are named after it (`list.cell#1`).
            let cell = names.name(configured.cell)
            let table = cell.ranges(of: ".cell#").last.map { String(cell[..<$0.lowerBound]) } ?? cell
            return ("\(name) (row \(configured.row))", "\(name) (row \(configured.row) of \(table))")
        }
        let captures = names.capturesText(id)
        guard !captures.isEmpty else { return nil }
        return ("\(name) (\(captures))", "\(closure.displayName) (\(captures))")
    }
}
