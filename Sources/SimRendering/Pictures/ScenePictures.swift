import SimCore

/// Pictures of a scene graph: the view hierarchy with frames, flags and the handlers wired to
/// each control, and the responder chain from a responder. Written as DOT or Mermaid.
public struct ScenePictures {
    /// The scene at one moment.
    public let graph: SceneGraph
    /// Names for the objects and handlers the pictures mention.
    public let names: NameTable

    /// Pictures of `graph`, naming things through `names`.
    public init(_ graph: SceneGraph, names: NameTable) {
        self.graph = graph
        self.names = names
    }

    // MARK: - The hierarchy

    /// The views under `roots` (the windows when nil), each with its class, frame and the flags
    /// hit-testing looks at; skipped views dashed; every control's handlers as dashed arrows to
    /// their targets (closures and nil targets as notes on the arrow). Kept readable at scale:
    /// a control's closures are one node listing them, and a table draws its first cell on screen
    /// in full and the others as one node saying how many, which rows and how many of their
    /// closures are STALE (configured for a row their reused cell no longer shows), in red.
    public func tree(_ roots: [SimObject.ID]? = nil, format: PictureFormat) -> String {
        var diagram = Diagram(name: "tree", direction: "TB")
        var targets: [SimObject.ID] = []
        let cells = Cells.byTable(in: graph)
        for root in roots ?? graph.windows { addView(root, to: &diagram, targets: &targets, cells: cells) }
        for target in targets {
            let node = graph.node(target)
            diagram.nodes.append(Diagram.Node(id: PictureText.node(target), lines: [node.name, node.className], style: .object))
        }
        return diagram.render(format)
    }

    private func addView(_ id: SimObject.ID, to diagram: inout Diagram, targets: inout [SimObject.ID], cells tables: [SimObject.ID: Cells]) {
        let node = graph.node(id)
        guard let view = node.view else { return }
        var lines = [node.name, node.className + (view.caption.map { " " + quoted($0) } ?? ""), view.frame.description]
        var flags: [String] = []
        if graph.keyWindow == id { flags.append("key window") }
        if view.isHidden { flags.append("hidden") }
        if view.alpha < 0.01 { flags.append("alpha \(formatNumber(view.alpha))") }
        if !view.isUserInteractionEnabled { flags.append("userInteractionEnabled false") }
        if let control = view.control, !control.isEnabled { flags.append("disabled") }
        if graph.firstResponder == id { flags.append("first responder") }
        if view.extendsOutsideSuperview { flags.append("extends outside its superview") }
        if !flags.isEmpty { lines.append(flags.joined(separator: ", ")) }
        let skipped = view.isHidden || view.alpha < 0.01 || !view.isUserInteractionEnabled
        diagram.nodes.append(Diagram.Node(id: PictureText.node(id), lines: lines,
                                          style: skipped ? .skipped : graph.firstResponder == id ? .highlighted : .box))
        addHandlers(of: id, to: &diagram, targets: &targets)
        let cells = tables[id]
        for sub in graph.subviews(of: id) where cells?.isCollapsed(sub) != true {
            diagram.edges.append(Diagram.Edge(from: PictureText.node(id), to: PictureText.node(sub), label: nil, style: .plain))
            addView(sub, to: &diagram, targets: &targets, cells: tables)
        }
        if let cells, let summary = cells.summary(staleClosures: staleClosures(under: cells.collapsed)) {
            let summaryID = "\(PictureText.node(id))more"
            diagram.nodes.append(Diagram.Node(id: summaryID, lines: summary.lines, style: summary.stale ? .alert : .summary))
            diagram.edges.append(Diagram.Edge(from: PictureText.node(id), to: summaryID, label: nil, style: .plain))
        }
    }

    /// A control's target-action entries as arrows to their targets, its closures as one node.
    private func addHandlers(of id: SimObject.ID, to diagram: inout Diagram, targets: inout [SimObject.ID]) {
        var closures: [(closure: Int32, events: ControlEvents)] = []
        for entry in graph.handlers(of: id) {
            switch entry.handler {
            case .target(let target?, let action):
                if !targets.contains(target) && graph.node(target).view == nil { targets.append(target) }
                diagram.edges.append(Diagram.Edge(from: PictureText.node(id), to: PictureText.node(target),
                                                  label: "\(entry.events.name): \(names.selector(action))", style: .dashed))
            case .target(nil, let action):
                diagram.nodes.append(Diagram.Node(id: "\(PictureText.node(id))nil\(action.id)",
                                                  lines: ["nil target", names.selector(action)], style: .object))
                diagram.edges.append(Diagram.Edge(from: PictureText.node(id), to: "\(PictureText.node(id))nil\(action.id)",
                                                  label: entry.events.name, style: .dashed))
            case .closure(let closure):
                closures.append((closure, entry.events))
            }
        }
        guard let first = closures.first else { return }
        let stale = closures.filter { graph.staleClosures[$0.closure] != nil }.count
        let lines: [String]
        if closures.count == 1 {
            lines = closureLines(first.closure)
        } else {
            // Several closures (a reused cell's button collects one per configuration): one node.
            let shown = closures.prefix(Self.closuresListed).map { closureLines($0.closure).joined(separator: " ") }
            lines = ["\(closures.count) closures" + (stale > 0 ? ", \(stale) STALE" : "")] + shown
                + (closures.count > Self.closuresListed ? ["… and \(closures.count - Self.closuresListed) more"] : [])
        }
        let node = closures.count == 1 ? "c\(first.closure)" : "\(PictureText.node(id))closures"
        diagram.nodes.append(Diagram.Node(id: node, lines: lines, style: stale > 0 ? .alert : .object))
        var events: [String] = []
        for c in closures where !events.contains(c.events.name) { events.append(c.events.name) }
        diagram.edges.append(Diagram.Edge(from: PictureText.node(id), to: node, label: events.joined(separator: ", "), style: .dashed))
    }

    /// How many closures a control's node lists by name before it counts the rest.
    static let closuresListed = 4

    /// A closure's name, what it captured, and STALE with its rows when its cell was reused.
    private func closureLines(_ closure: Int32) -> [String] {
        var lines = [names.closure(closure).displayName]
        let text = names.capturesText(closure)
        if !text.isEmpty { lines.append("captured [\(text)]") }
        if let stale = graph.staleClosures[closure] {
            lines.append("STALE: for row \(stale.configuredRow), its cell shows " + (stale.cellShows.map { "row \($0)" } ?? "no row"))
        }
        return lines
    }

    /// How many STALE closures the controls under `views` hold.
    private func staleClosures(under views: [SimObject.ID]) -> Int {
        var count = 0, todo = views
        while let v = todo.popLast() {
            count += graph.handlers(of: v).filter { if case .closure(let c) = $0.handler { return graph.staleClosures[c] != nil } else { return false } }.count
            todo += graph.subviews(of: v)
        }
        return count
    }

    // MARK: - The responder chain

    /// The chain from `start`, each responder with the actions it implements; the first
    /// responder highlighted.
    public func chain(from start: SimObject.ID, format: PictureFormat) -> String {
        var diagram = Diagram(name: "chain", direction: "TB")
        let chain = graph.chain(from: start)
        for (i, id) in chain.enumerated() {
            let node = graph.node(id)
            var lines = ["\(i + 1). \(node.name)", node.className]
            if !node.methods.isEmpty { lines.append("implements " + node.methods.map(names.selector).joined(separator: " ")) }
            if graph.firstResponder == id { lines.append("first responder") }
            diagram.nodes.append(Diagram.Node(id: PictureText.node(id), lines: lines,
                                              style: graph.firstResponder == id ? .highlighted : node.view == nil ? .object : .box))
            if i > 0 {
                diagram.edges.append(Diagram.Edge(from: PictureText.node(chain[i - 1]), to: PictureText.node(id),
                                                  label: "next", style: .plain))
            }
        }
        return diagram.render(format)
    }
}
