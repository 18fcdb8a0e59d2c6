import SimCore

/// A picture of the last interaction (the events `why` reads): in Mermaid a sequence diagram —
/// the user, the system and each object as a lifeline, every delivery, control event, action and
/// chain question as a message, the rest as notes; in DOT the tree of causes, each event an
/// arrow away from the event that led to it.
public struct TouchPicture {
    let events: ArraySlice<Event>
    let names: NameTable
    private let words: TextTraceRenderer

    /// The picture of the last interaction kept in `log`.
    public init(log: EventLog, names: NameTable) {
        self.events = WhyInvestigation.interactionStart(in: log).map { log.events(from: $0.seq) } ?? []
        self.names = names
        words = TextTraceRenderer(names: names, writeBytes: { _ in })
    }

    /// The picture in `format`: a Mermaid sequence diagram, or the DOT tree of causes.
    public func render(_ format: PictureFormat) -> String {
        switch format {
        case .dot: return causes()
        case .mermaid: return sequence()
        }
    }

    /// A handler that ran for a row its reused cell no longer shows (the trace's STALE line).
    static func isStale(_ e: Event) -> Bool {
        if case .cell(let change) = e.payload { return change.kind == .staleHandler }
        return false
    }

    // MARK: - DOT: the tree of causes

    private func causes() -> String {
        var diagram = Diagram(name: "touch", direction: "TB")
        // A node is a line of the trace: records it prints nothing for (an `export`'s output,
        // the recognizers taking part) are no node, and no edge may lead to one (Graphviz would
        // draw an empty box for it).
        let lines = events.map { words.words(for: $0) }
        let kept = Set(zip(events, lines).filter { !$0.1.isEmpty }.map(\.0.seq))
        for (e, text) in zip(events, lines) where !text.isEmpty {
            diagram.nodes.append(Diagram.Node(id: "e\(e.seq)", lines: [text],
                                              style: Self.isStale(e) ? .alert : e.kind == .command ? .highlighted : .box))
            if kept.contains(e.cause) {
                diagram.edges.append(Diagram.Edge(from: "e\(e.cause)", to: "e\(e.seq)", label: nil, style: .plain))
            }
        }
        return diagram.render(.dot)
    }

    // MARK: - Mermaid: a sequence diagram

    private func sequence() -> String {
        var participants: [String] = []
        var lines: [String] = []
        func participant(_ id: String, _ name: String) -> String {
            if !participants.contains(id) {
                participants.append(id)
                lines.insert("  participant \(id) as \(PictureText.mermaid(name))", at: participants.count - 1)
            }
            return id
        }
        func object(_ id: SimObject.ID) -> String {
            id < 0 ? participant("system", names.platform) : participant(PictureText.node(id), names.name(id))
        }
        func closure(_ id: Int32) -> String { participant("c\(id)", names.closure(id).displayName) }
        func message(_ from: String, _ to: String, _ text: String) {
            lines.append("  \(from)->>\(to): \(PictureText.mermaid(text))")
        }
        func note(_ over: String, _ text: String) {
            lines.append("  Note over \(over): \(PictureText.mermaid(text))")
        }
        let user = participant("user", "user")
        let system = participant("system", names.platform)
        for e in events {
            let text = words.words(for: e)
            switch e.payload {
            case .command: note(user, text)
            case .touch: message(user, system, text)
            case .hitTest, .deliver: message(system, object(e.object), text)
            case .forward(_, let next): message(object(e.object), object(next), text)
            case .controlEvent: message(object(e.object), object(e.object), text)
            case .targetAction(let target, _, _): message(object(e.object), object(target), text)
            case .chainAsk: message(system, object(e.object), text)
            case .closureRun(let c): message(object(e.object), closure(c), text)
            case .log(let line): note(line.closure >= 0 ? closure(line.closure) : object(e.object), text)
            case .delegateCall(let call): message(object(e.object), object(call.delegate), text)
            case .gestureCandidates: continue
            case _ where Self.isStale(e):
                // The reused-cell bug, in red.
                lines.append("  rect rgb(255, 205, 210)")
                note(object(e.object), text)
                lines.append("  end")
            default: note(object(e.object), text)
            }
        }
        if events.isEmpty { note(user, "nothing has happened yet") }
        return "sequenceDiagram\n" + lines.joined(separator: "\n") + "\n"
    }
}
