/// Resolves the ids in trace records to the names a reader sees. Shared by every renderer, with
/// per-object UTF-8 caches so the text renderer appends bytes without building Strings.
final class TraceNames {
    let world: World
    @exclusivity(unchecked) private var nameBytes: [[UInt8]] = []
    @exclusivity(unchecked) private var selectorBytes: [[UInt8]] = []

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

    /// Appends `main/home.view/card/login` without building Strings.
    func appendPathBytes(_ id: SimObject.ID, to buffer: inout [UInt8]) -> Bool {
        guard id >= 0, let view = world.object(id) as? View else { return false }
        var chain: [SimObject.ID] = []
        var v: View? = view
        while let current = v { chain.append(current.id); v = current.superview }
        for (i, link) in chain.reversed().enumerated() {
            if i > 0 { buffer.append(UInt8(ascii: "/")) }
            buffer.append(contentsOf: nameBytes(link))
        }
        return true
    }

    private struct LogKey: Hashable { let template, object, other, closure, touch: Int32 }
    @exclusivity(unchecked) private var logCache: [LogKey: [UInt8]] = [:]
    @exclusivity(unchecked) private var templateUsesEvent: [Int32: Bool] = [:]

    /// A log record's text as UTF-8, cached: the inputs (names, captured snapshots) are immutable.
    func logBytes(_ r: TraceRecord) -> [UInt8] {
        let usesEvent: Bool
        if let known = templateUsesEvent[r.text] { usesEvent = known } else {
            usesEvent = world.templates.segments(LogTemplate(id: r.text)).contains(.placeholder("event"))
            templateUsesEvent[r.text] = usesEvent
        }
        let key = LogKey(template: r.text, object: r.object, other: r.other, closure: r.closure, touch: usesEvent ? r.touch : 0)
        if let cached = logCache[key] { return cached }
        let bytes = Array(logText(r).utf8)
        if logCache.count > 4096 { logCache.removeAll(keepingCapacity: true) }
        logCache[key] = bytes
        return bytes
    }

    @exclusivity(unchecked) private var closureCache: [Int32: [UInt8]] = [:]

    /// `closure greet (file.sim:12)` plus ` captured [item = "Three"]` placeholder split: returns
    /// (head, captures) bytes, cached per closure (closures are immutable once created).
    func closureBytes(_ id: Int32) -> [UInt8] {
        if let cached = closureCache[id] { return cached }
        let c = closureDescription(id)
        var s = world.closures[Int(id)].displayName
        if let at = c.definedAt { s += " (" + at + ")" }
        let bytes = Array(s.utf8)
        closureCache[id] = bytes
        return bytes
    }

    @exclusivity(unchecked) private var captureCache: [Int32: [UInt8]] = [:]
    func captureBytes(_ id: Int32) -> [UInt8] {
        if let cached = captureCache[id] { return cached }
        let c = closureDescription(id)
        let bytes = c.captures.isEmpty ? [] : Array((" captured [" + c.captures + "]").utf8)
        captureCache[id] = bytes
        return bytes
    }

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
