/// Renders each record as one JSON object per line (JSON Lines), for tools and CI.
///
/// Every line has `seq`, `time` (seconds, 3 decimals, as a string-free number), `touch` (0 = none),
/// `depth` and `kind`; the other keys depend on the kind and use names, never addresses:
/// `object`/`path` (the view), `target`, `selector`, `handler`, `next`, `sender`, `events`,
/// `handlers`, `outcome`, `point`, `closure`, `definedAt`, `captures`, `message`, `text`.
public final class JSONLinesTraceRenderer: TraceSink {
    private let names: TraceNames
    private let write: ([UInt8]) -> Void
    private var buffer: [UInt8] = []

    public init(world: World, write: @escaping ([UInt8]) -> Void) {
        self.names = TraceNames(world: world)
        self.write = write
    }

    public func flush() {
        guard !buffer.isEmpty else { return }
        write(buffer)
        buffer.removeAll(keepingCapacity: true)
    }

    public func receive(_ r: TraceRecord) {
        var fields: [(String, String)] = [
            ("seq", String(r.seq)),
            ("time", VirtualClock.format(r.time)),
            ("touch", String(r.touch)),
            ("depth", String(r.depth)),
            ("kind", json(String(describing: r.kind))),
        ]
        func add(_ key: String, _ value: String) { fields.append((key, json(value))) }
        func addObject(_ key: String, _ id: SimObject.ID) {
            guard id >= 0 else { fields.append((key, "null")); return }
            add(key, names.name(id))
            if key == "object", let path = names.path(id) { add("path", path) }
        }
        switch r.kind {
        case .command, .note, .output:
            add("text", names.world.strings.string(r.text))
        case .touch:
            add("phase", String(describing: r.phase)); fields.append(("point", point(r.point)))
        case .hitTest, .hitMiss:
            addObject("object", r.object); fields.append(("point", point(r.point)))
        case .hitSkip:
            addObject("object", r.object); add("outcome", String(describing: r.outcome))
        case .deliver, .touchUnhandled:
            addObject("object", r.object); add("phase", String(describing: r.phase))
        case .forward:
            addObject("object", r.object); addObject("next", r.other); add("phase", String(describing: r.phase))
        case .controlState:
            addObject("object", r.object)
            fields.append(("highlighted", r.count & 1 != 0 ? "true" : "false"))
            fields.append(("tracking", r.count & 2 != 0 ? "true" : "false"))
            add("outcome", String(describing: r.outcome))
        case .controlIgnored:
            addObject("object", r.object)
        case .controlEvent:
            addObject("object", r.object); add("events", ControlEvents(rawValue: r.events).name)
            fields.append(("handlers", String(r.count)))
        case .targetAction:
            addObject("object", r.object); addObject("target", r.other); add("selector", names.selector(r.selector))
            if r.other >= 0 { add("handler", names.name(r.other) + "." + names.selector(r.selector)) }
            add("outcome", r.other < 0 ? (r.count == 1 ? "startsAtFirstResponder" : "startsAtSender") : String(describing: r.outcome))
        case .chainAsk:
            addObject("object", r.object); add("selector", names.selector(r.selector)); add("outcome", String(describing: r.outcome))
        case .actionUnhandled:
            addObject("object", r.object); add("selector", names.selector(r.selector)); add("outcome", "unhandled")
        case .closureRun:
            let c = names.closureDescription(r.closure)
            addObject("object", r.object); add("handler", "closure " + c.name); add("closure", c.name)
            if let at = c.definedAt { add("definedAt", at) }
            let captures = names.world.closures[Int(r.closure)].captures
                .map { json($0.name) + ":" + value($0.value) }.joined(separator: ",")
            fields.append(("captures", "{" + captures + "}"))
        case .log:
            addObject("object", r.object); addObject("sender", r.other)
            if r.closure >= 0 { add("closure", names.world.closures[Int(r.closure)].name) }
            add("message", names.logText(r))
        case .firstResponder:
            addObject("object", r.object); addObject("previous", r.other); add("outcome", String(describing: r.outcome))
        }
        buffer.append(UInt8(ascii: "{"))
        for (i, (key, v)) in fields.enumerated() {
            if i > 0 { buffer.append(UInt8(ascii: ",")) }
            buffer.append(contentsOf: json(key).utf8)
            buffer.append(UInt8(ascii: ":"))
            buffer.append(contentsOf: v.utf8)
        }
        buffer.append(contentsOf: "}\n".utf8)
        if buffer.count >= 1 << 16 { flush() }
    }

    private func point(_ p: Point) -> String { "[\(formatNumber(p.x)),\(formatNumber(p.y))]" }

    private func value(_ v: Value) -> String {
        switch v {
        case .string(let s): return json(s)
        case .number(let n): return formatNumber(n)
        case .bool(let b): return b ? "true" : "false"
        case .object(let id): return json(names.name(id))
        case .null: return "null"
        }
    }
}

/// A JSON string literal with the escapes RFC 8259 requires.
func json(_ s: String) -> String {
    var out = "\""
    for u in s.unicodeScalars {
        switch u {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        default:
            if u.value < 0x20 {
                let hex = String(u.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
                out.unicodeScalars.append(u)
            }
        }
    }
    return out + "\""
}
