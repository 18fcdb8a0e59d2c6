/// Renders each record as one JSON object per line (JSON Lines), for tools and CI.
///
/// Every line has `seq`, `time` (seconds, 3 decimals, as a number), `touch` (0 = none),
/// `depth`, `cause` (the `seq` of the record that led to this one; 0 = none) and `kind`; the other keys depend on the kind and use names, never addresses:
/// `object`/`path` (the view), `target`, `selector`, `handler`, `next`, `sender`, `events`,
/// `handlers`, `outcome`, `point`, `closure`, `definedAt`, `captures`, `message`, `text`.
///
/// Like the text renderer it appends bytes to a buffer: keys are static strings, enum names come
/// from tables built once, names from `TraceNames`' caches.
public final class JSONLinesTraceRenderer: TraceSink {
    private let names: TraceNames
    private let write: ([UInt8]) -> Void
    @exclusivity(unchecked) private var buffer: [UInt8] = []

    public init(world: World, write: @escaping ([UInt8]) -> Void) {
        self.names = TraceNames(world: world)
        self.write = write
        buffer.reserveCapacity(1 << 16)
    }

    public func flush() {
        guard !buffer.isEmpty else { return }
        write(buffer)
        buffer.removeAll(keepingCapacity: true)
    }

    public func receive(_ r: TraceRecord) {
        append("{\"seq\":"); int(r.seq)
        append(",\"time\":"); time(r.time)
        append(",\"touch\":"); int(Int(r.touch))
        append(",\"depth\":"); int(Int(r.depth))
        append(",\"cause\":"); int(r.cause)
        append(",\"kind\":"); buffer.append(contentsOf: Self.kindNames[Int(r.kind.rawValue)])
        switch r.kind {
        case .command, .note, .output:
            append(",\"text\":"); string(names.world.strings.string(r.text))
        case .touch:
            phase(r.phase); point(r.point)
        case .hitTest, .hitMiss:
            object("object", r.object, withPath: true); point(r.point)
        case .hitSkip:
            object("object", r.object, withPath: true); outcome(r.outcome)
        case .deliver, .touchUnhandled:
            object("object", r.object, withPath: true); phase(r.phase)
        case .forward:
            object("object", r.object, withPath: true); object("next", r.other); phase(r.phase)
        case .controlState:
            object("object", r.object, withPath: true)
            append(r.count & 1 != 0 ? ",\"highlighted\":true" : ",\"highlighted\":false")
            append(r.count & 2 != 0 ? ",\"tracking\":true" : ",\"tracking\":false")
            outcome(r.outcome)
        case .controlIgnored:
            object("object", r.object, withPath: true)
        case .controlEvent:
            object("object", r.object, withPath: true)
            append(",\"events\":"); string(ControlEvents(rawValue: r.events).name)
            append(",\"handlers\":"); int(Int(r.count))
        case .targetAction:
            object("object", r.object, withPath: true); object("target", r.other)
            append(",\"selector\":"); TraceBytes.appendJSONString(names.selectorBytes(r.selector), to: &buffer)
            if r.other >= 0 {
                append(",\"handler\":")
                TraceBytes.appendJSONString(names.nameBytes(r.other) + [UInt8(ascii: ".")] + names.selectorBytes(r.selector), to: &buffer)
                outcome(r.outcome)
            } else {
                append(r.count == 1 ? ",\"outcome\":\"startsAtFirstResponder\"" : ",\"outcome\":\"startsAtSender\"")
            }
        case .chainAsk:
            object("object", r.object, withPath: true)
            append(",\"selector\":"); TraceBytes.appendJSONString(names.selectorBytes(r.selector), to: &buffer)
            outcome(r.outcome)
        case .actionUnhandled:
            object("object", r.object, withPath: true)
            append(",\"selector\":"); TraceBytes.appendJSONString(names.selectorBytes(r.selector), to: &buffer)
            append(",\"outcome\":\"unhandled\"")
        case .closureRun:
            object("object", r.object, withPath: true)
            buffer.append(contentsOf: closureFields(r.closure))
        case .log:
            object("object", r.object, withPath: true); object("sender", r.other)
            if r.closure >= 0 { append(",\"closure\":"); string(names.world.closures[Int(r.closure)].name) }
            append(",\"message\":"); TraceBytes.appendJSONString(names.logBytes(r), to: &buffer)
        case .firstResponder:
            object("object", r.object, withPath: true); object("previous", r.other); outcome(r.outcome)
        case .delegateSet:
            object("object", r.object, withPath: true)
            append(",\"property\":"); string(names.world.strings.string(r.text))
            object("delegate", r.other); object("previous", r.count)
            if r.outcome != .none { outcome(r.outcome) }
        case .delegateCall:
            object("object", r.object, withPath: true)
            append(",\"property\":"); string(names.world.strings.string(r.text))
            append(",\"selector\":"); TraceBytes.appendJSONString(names.selectorBytes(r.selector), to: &buffer)
            object("delegate", r.other); object("argument", r.count)
            if r.events > 0 { append(",\"parameters\":"); string(names.world.strings.string(Int32(r.events - 1))) }
            outcome(r.outcome)
        case .returned:
            object("object", r.object)
            append(",\"value\":"); string(names.world.strings.string(r.text))
            outcome(r.outcome)
        case .released:
            object("object", r.object, withPath: true)
            append(",\"weakReferences\":"); int(Int(r.count))
        case .cell:
            object("object", r.object); object("table", r.other)
            append(",\"row\":"); int(Int(r.count))
            if r.outcome == .cellReused || r.outcome == .staleHandler || r.outcome == .rowMoved {
                append(r.outcome == .staleHandler ? ",\"shownRow\":" : ",\"previousRow\":")
                int(Int(r.events) - 1)
            }
            if r.closure >= 0 { append(",\"closure\":"); string(names.world.closures[Int(r.closure)].name) }
            outcome(r.outcome)
        case .gesture:
            object("object", r.object)
            append(",\"reason\":"); string(names.world.strings.string(r.text))
            outcome(r.outcome)
        case .alert:
            object("object", r.object); object("presenter", r.other)
            append(",\"text\":"); string(names.world.strings.string(r.text))
            outcome(r.outcome)
        case .valueChange:
            object("object", r.object, withPath: true)
            append(",\"from\":"); number(r.point.x); append(",\"to\":"); number(r.point.y)
            outcome(r.outcome)
        case .timer:
            object("object", r.object)
            append(",\"firing\":"); int(Int(r.count))
            outcome(r.outcome)
        case .textChange:
            object("object", r.object, withPath: true)
            append(",\"text\":"); string(names.world.strings.string(r.text))
            if r.other >= 0 { append(",\"typed\":"); string(names.world.strings.string(r.other)) }
            outcome(r.outcome)
        case .registration:
            object("object", r.object, withPath: true)
            append(",\"style\":"); buffer.append(contentsOf: Self.registrationNames[Int(r.registration.rawValue)])
            append(",\"events\":"); string(ControlEvents(rawValue: r.events).name)
            if r.registration == .addTarget || r.registration == .removeTarget || r.registration == .closureProperty {
                object("target", r.other)
                append(",\"selector\":")
                if r.selector >= 0 { TraceBytes.appendJSONString(names.selectorBytes(r.selector), to: &buffer) } else { append("null") }
            }
            if r.registration == .closureProperty || r.registration == .blockHandler {
                append(",\"property\":"); string(names.world.strings.string(r.text))
            }
            if r.closure >= 0 { append(",\"closure\":"); string(names.world.closures[Int(r.closure)].name) }
            if r.registration == .removeTarget {
                append(",\"changed\":"); int(Int(r.count))
            } else if r.count >= 0 {
                append(",\"previous\":"); string(names.world.closures[Int(r.count)].name)
            }
            outcome(r.outcome)
        }
        append("}\n")
        if buffer.count >= 1 << 16 { flush() }
    }

    // MARK: - Fields

    /// `,"key":"name"` (or null), and for `object` also `,"path":"main/…"` when it is a view.
    private func object(_ key: StaticString, _ id: SimObject.ID, withPath: Bool = false) {
        buffer.append(contentsOf: ",\"".utf8); append(key); buffer.append(contentsOf: "\":".utf8)
        guard id >= 0 else { append("null"); return }
        TraceBytes.appendJSONString(names.nameBytes(id), to: &buffer)
        guard withPath else { return }
        var path: [UInt8] = []
        if names.appendPathBytes(id, to: &path) {
            append(",\"path\":"); TraceBytes.appendJSONString(path, to: &buffer)
        }
    }

    private func phase(_ p: TraceRecord.Phase) {
        append(",\"phase\":"); buffer.append(contentsOf: Self.phaseNames[Int(p.rawValue)])
    }

    private func outcome(_ o: TraceRecord.Outcome) {
        append(",\"outcome\":"); buffer.append(contentsOf: Self.outcomeNames[Int(o.rawValue)])
    }

    private func point(_ p: Point) {
        append(",\"point\":["); number(p.x); buffer.append(UInt8(ascii: ",")); number(p.y); buffer.append(UInt8(ascii: "]"))
    }

    /// Closures never change once created: their fields are rendered once.
    @exclusivity(unchecked) private var closureCache: [Int32: [UInt8]] = [:]
    private func closureFields(_ id: Int32) -> [UInt8] {
        if let cached = closureCache[id] { return cached }
        let closure = names.world.closures[Int(id)]
        var out: [UInt8] = []
        out += ",\"handler\":".utf8; TraceBytes.appendJSONString(closure.displayName, to: &out)
        out += ",\"closure\":".utf8; TraceBytes.appendJSONString(closure.name, to: &out)
        if let at = names.closureDescription(id).definedAt {
            out += ",\"definedAt\":".utf8; TraceBytes.appendJSONString(at, to: &out)
        }
        out += ",\"captures\":{".utf8
        for (i, capture) in closure.captures.enumerated() {
            if i > 0 { out.append(UInt8(ascii: ",")) }
            TraceBytes.appendJSONString(capture.name, to: &out)
            out.append(UInt8(ascii: ":"))
            out += value(capture.value).utf8
        }
        out.append(UInt8(ascii: "}"))
        closureCache[id] = out
        return out
    }

    private func value(_ v: Value) -> String {
        switch v {
        case .string(let s): return json(s)
        case .number(let n): return formatNumber(n)
        case .bool(let b): return b ? "true" : "false"
        case .object(let id): return json(names.name(id))
        case .list(let items): return "[" + items.map(value).joined(separator: ",") + "]"
        case .null: return "null"
        }
    }

    // MARK: - Bytes

    @inline(__always) private func append(_ s: StaticString) {
        s.withUTF8Buffer { buffer.append(contentsOf: $0) }
    }
    @inline(__always) private func int(_ v: Int) { TraceBytes.appendInt(v, to: &buffer) }
    @inline(__always) private func string(_ s: String) { TraceBytes.appendJSONString(s, to: &buffer) }

    /// Seconds with three decimals, e.g. `0.050`.
    private func time(_ us: Int64) {
        let ms = Int(us / 1000)
        int(ms / 1000)
        buffer.append(UInt8(ascii: "."))
        let frac = ms % 1000
        buffer.append(UInt8(ascii: "0") + UInt8(frac / 100))
        buffer.append(UInt8(ascii: "0") + UInt8(frac / 10 % 10))
        buffer.append(UInt8(ascii: "0") + UInt8(frac % 10))
    }

    /// Whole numbers (the usual coordinates) without building a String.
    private func number(_ v: Double) {
        if v == v.rounded(), abs(v) < 1e15 { int(Int(v)) } else { buffer.append(contentsOf: formatNumber(v).utf8) }
    }

    private static func quotedNames<E: CaseIterable & RawRepresentable>(_: E.Type) -> [[UInt8]] where E.RawValue == UInt8 {
        var table = [[UInt8]](repeating: [], count: E.allCases.count)
        for e in E.allCases { TraceBytes.appendJSONString(String(describing: e), to: &table[Int(e.rawValue)]) }
        return table
    }
    private static let kindNames = quotedNames(TraceRecord.Kind.self)
    private static let phaseNames = quotedNames(TraceRecord.Phase.self)
    private static let outcomeNames = quotedNames(TraceRecord.Outcome.self)
    private static let registrationNames = quotedNames(TraceRecord.Registration.self)
}
