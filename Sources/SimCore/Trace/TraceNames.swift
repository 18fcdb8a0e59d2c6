/// Resolves the ids in trace records to the names a reader sees. Shared by every renderer, with
/// per-object UTF-8 caches so the text renderer appends bytes without building Strings.
final class TraceNames {
    let world: World
    private var nameBytes: [[UInt8]] = []
    private var selectorBytes: [[UInt8]] = []

    init(world: World) { self.world = world }

    func name(_ id: SimObject.ID) -> String { id < 0 ? "nil" : world.object(id).name }

    func nameBytes(_ id: SimObject.ID) -> [UInt8] {
        if id < 0 { return Array("nil".utf8) }
        let i = Int(id)
        while nameBytes.count <= i { nameBytes.append(Array(world.object(SimObject.ID(nameBytes.count)).name.utf8)) }
        return nameBytes[i]
    }

    func selectorBytes(_ id: Int32) -> [UInt8] {
        let i = Int(id)
        while selectorBytes.count <= i {
            selectorBytes.append(Array(world.selectors.name(Selector(id: Int32(selectorBytes.count))).utf8))
        }
        return selectorBytes[i]
    }

    func selector(_ id: Int32) -> String { world.selectors.name(Selector(id: id)) }

    func path(_ id: SimObject.ID) -> String? {
        guard id >= 0, let view = world.object(id) as? View else { return nil }
        return view.path
    }

    /// Renders a log record's template: `{self}`, `{sender}`, `{event}` and captured names.
    func logText(_ r: TraceRecord) -> String {
        var out = ""
        for segment in world.templates.segments(LogTemplate(id: r.text)) {
            switch segment {
            case .literal(let s): out += s
            case .placeholder(let p): out += resolve(p, in: r)
            }
        }
        return out
    }

    private func resolve(_ placeholder: String, in r: TraceRecord) -> String {
        switch placeholder {
        case "self": return name(r.object)
        case "sender": return name(r.other)
        case "event": return r.touch > 0 ? "touch#\(r.touch)" : "nil"
        default:
            if r.closure >= 0, let v = world.closures[Int(r.closure)].captured(placeholder) {
                return v.interpolated(in: world)
            }
            return "{\(placeholder)}"
        }
    }

    func closureDescription(_ id: Int32) -> (name: String, definedAt: String?, captures: String) {
        let c = world.closures[Int(id)]
        let caps = c.captures.map { "\($0.name) = \($0.value.rendered(in: world))" }.joined(separator: ", ")
        return (c.name, c.definedAt?.fileAndLine, caps)
    }
}
