import SimCore

/// Renders each event as one JSON object per line (JSON Lines), for tools and CI.
///
/// The records of a script start with a `header` record (`seq` 0): the script's `file`, the
/// format's `schemaVersion` and the `simrepl` version. Every later line has `seq`, `file` (the
/// script run, so the records of several scripts can be told apart after `seq` restarts),
/// `time` (seconds, 3 decimals, as a number), `touch` (0 = none),
/// `depth`, `cause` (the `seq` of the event that led to this one; 0 = none) and `kind`; the other
/// keys depend on the kind and use names, never addresses: `object`/`path` (the view, and its
/// path when the event was made), `target`, `selector`, `handler`, `next`, `sender`, `events`,
/// `handlers`, `outcome`, `point`, `closure`, `definedAt`, `captures`, `message`, `text`.
///
/// A pure function of each event and the name table, like the text renderer; it appends bytes to
/// a buffer: keys are static strings, enum names come from tables built once, names from the
/// name table's caches.
public final class JSONLinesTraceRenderer: EventSink {
    private let names: NameTable
    private let write: (UnsafeRawBufferPointer) -> Void
    @exclusivity(unchecked) private var buffer = ByteBuffer(capacity: 1 << 16)
    /// `,"file":"…"` for the script being run, escaped once: every record carries it.
    @exclusivity(unchecked) private var fileField = ByteBuffer(capacity: 256)
    /// Where a value is put together before it is escaped as one JSON string (a log line, a
    /// handler's `target.selector`).
    @exclusivity(unchecked) private var scratch = ByteBuffer(capacity: 256)
    /// Event kinds and touch phases as quoted JSON strings, written once.
    @exclusivity(unchecked) private var enumNames = ByteBuffer(capacity: 1024)
    private let kindNames: [ByteBuffer.Span]
    private let phaseNames: [ByteBuffer.Span]

    /// The version of the record format, docs/trace.schema.json's `schemaVersion`. Adding a kind
    /// or a key keeps it; a key that changes meaning or disappears raises it.
    public static let schemaVersion = 1

    /// A renderer that names things through `names` and hands its bytes to `write`;
    /// ``begin(file:)`` starts a script's records with the header record.
    public convenience init(names: NameTable, write: @escaping ([UInt8]) -> Void) {
        self.init(names: names, writeBytes: { write(Array($0)) })
    }

    /// The same, handing `writeBytes` the buffer itself (valid during the call): no copy.
    package init(names: NameTable, writeBytes write: @escaping (UnsafeRawBufferPointer) -> Void) {
        self.names = names
        self.write = write
        kindNames = Self.quotedNames(Event.Kind.self, into: &enumNames)
        phaseNames = Self.quotedNames(TouchPhase.self, into: &enumNames)
    }

    /// A renderer over `world`'s names (a new ``NameTable``).
    public convenience init(world: World, write: @escaping ([UInt8]) -> Void) {
        self.init(names: NameTable(world: world), write: write)
    }

    public func flush() {
        guard !buffer.isEmpty else { return }
        buffer.withBytes { write(UnsafeRawBufferPointer($0)) }
        buffer.removeAll()
    }

    /// Starts the records of the script `file`: writes its header record, and every record
    /// after it names the file.
    public func begin(file: String) {
        fileField.removeAll()
        fileField.append(",\"file\":")
        TraceBytes.appendJSONString(file, to: &fileField)
        append("{\"seq\":0"); buffer.append(fileField)
        append(",\"kind\":\"header\",\"schemaVersion\":"); int(Self.schemaVersion)
        append(",\"simrepl\":"); string(SimreplVersion.current)
        append("}\n")
    }

    public func receive(_ e: Event) {
        append("{\"seq\":"); int(e.seq)
        buffer.append(fileField)
        append(",\"time\":"); time(e.time)
        append(",\"touch\":"); int(Int(e.touch))
        append(",\"depth\":"); int(Int(e.depth))
        append(",\"cause\":"); int(e.cause)
        append(",\"kind\":"); buffer.append(kindNames[Int(e.kind.rawValue)], of: enumNames)
        switch e.payload {
        case .command(let text), .note(let text), .output(let text):
            append(",\"text\":"); string(names.string(text))
        case .expectation(_, let text, let location):
            append(",\"text\":"); string(names.string(text))
            append(",\"location\":"); string(names.string(location))
        case .trapped(let message, let location):
            subject(e)
            append(",\"message\":"); string(names.string(message))
            append(",\"location\":"); string(names.string(location))
        case .touch, .hitTest, .hitMiss, .hitSkip, .hitTestOverride, .deliver, .touchUnhandled, .forward, .touchRefused: touchFields(e)
        case .controlState, .controlIgnored, .controlEvent, .valueChange, .textChange, .registration: controlFields(e)
        case .targetAction, .nilTargetedAction, .chainAsk, .actionUnhandled, .closureRun, .log, .canPerformOverride: actionFields(e)
        case .firstResponder, .delegateSet, .delegateCall, .returned, .released, .propertySet: objectFields(e)
        case .mouse, .windowStatus, .actionSearchStage: appKitFields(e)
        case .menu(let step):
            subject(e)
            switch step {
            case .shown(let items): append(",\"items\":"); string(names.string(items))
            case .chosen(let title): append(",\"title\":"); string(names.string(title))
            }
        case .scroll(let step):
            subject(e)
            switch step {
            case .held(let view, let delay): object(",\"view\":", view); append(",\"delay\":"); time(delay)
            case .passedOn(let view), .began(let view, _), .contentKeeps(let view, _), .asksOverride(let view), .asksShouldBegin(let view):
                object(",\"view\":", view)
            case .moved(let offset), .ended(let offset):
                append(",\"contentOffset\":"); number(offset.y)
                if offset.x != 0 { append(",\"contentOffsetX\":"); number(offset.x) }
            }
        case .freed(let objects):
            append(",\"objects\":[")
            for (i, id) in objects.enumerated() {
                if i > 0 { append(",") }
                string(names.name(id))
            }
            append("]")
        case .keptAlive(let holders, _):
            subject(e)
            append(",\"holders\":[")
            for (i, holder) in holders.enumerated() {
                if i > 0 { append(",") }
                string(holder.text(names))
            }
            append("]")
        case .cell, .gesture, .gestureCandidates, .alert, .timer, .animation, .navigation: otherFields(e)
        }
        if let outcome = e.outcome { append(",\"outcome\":"); identifier(outcome) }
        append("}\n")
        if buffer.count >= 1 << 16 { flush() }
    }

    /// Touches: phases, points, hit-testing, deliveries.
    private func touchFields(_ e: Event) {
        switch e.payload {
        case .touch(let p, let at, _):
            phase(p); point(at)
        case .hitTest(let at), .hitMiss(let at):
            subject(e); point(at)
        case .hitTestOverride(let method, let at):
            subject(e); append(",\"selector\":"); string(method.selector); point(at)
        case .hitSkip:
            subject(e)
        case .deliver(let p), .touchUnhandled(let p):
            subject(e); phase(p)
        case .forward(let p, let next):
            subject(e); object(",\"next\":", next); phase(p)
        case .touchRefused(let refusal):
            subject(e); object(",\"holder\":", refusal.holder); append(",\"otherTouch\":"); int(Int(refusal.other))
        default: break
        }
    }

    /// Controls: state, events, values, text, registrations.
    private func controlFields(_ e: Event) {
        switch e.payload {
        case .controlState(let highlighted, let tracking, _):
            subject(e)
            append(highlighted ? ",\"highlighted\":true" : ",\"highlighted\":false")
            append(tracking ? ",\"tracking\":true" : ",\"tracking\":false")
        case .controlIgnored:
            subject(e)
        case .controlEvent(let events, let handlers):
            subject(e)
            append(",\"events\":"); names.appendEventName(events, json: true, to: &buffer)
            append(",\"handlers\":"); int(Int(handlers))
        case .valueChange(let c):
            subject(e)
            append(",\"from\":"); number(c.old); append(",\"to\":"); number(c.new)
        case .textChange(let c):
            subject(e)
            append(",\"text\":"); string(c.text)
            if let typed = c.typed { append(",\"typed\":"); string(typed) }
        case .registration(let r):
            subject(e)
            append(",\"style\":"); string(r.style.rawValue)
            append(",\"events\":"); names.appendEventName(r.events, json: true, to: &buffer)
            if r.style == .addTarget || r.style == .removeTarget || r.style == .closureProperty {
                object(",\"target\":", r.target)
                append(",\"selector\":")
                if let sel = r.selector { jsonSelector(sel) } else { append("null") }
            }
            if r.style == .closureProperty || r.style == .blockHandler || r.style == .menuItem {
                append(",\"property\":"); string(r.label >= 0 ? names.string(r.label) : r.style.rawValue)
            }
            if r.closure >= 0 { append(",\"closure\":"); string(names.closure(r.closure).name) }
            if r.style == .removeTarget {
                append(",\"changed\":"); int(Int(r.changedEntries))
            } else if r.previous >= 0 {
                append(",\"previous\":"); string(names.closure(r.previous).name)
            }
        default: break
        }
    }

    /// Actions: target-action, the nil-target walk, closures, log lines.
    private func actionFields(_ e: Event) {
        switch e.payload {
        case .targetAction(let target, let sel, _):
            subject(e); object(",\"target\":", target); selector(sel)
            append(",\"handler\":")
            scratch.removeAll()
            names.appendName(target, to: &scratch); scratch.append(UInt8(ascii: ".")); names.appendSelector(sel, to: &scratch)
            escapeScratch()
        case .nilTargetedAction(let sel, _):
            subject(e); object(",\"target\":", -1); selector(sel)
        case .chainAsk(let sel, _), .canPerformOverride(let sel):
            subject(e); selector(sel)
        case .actionUnhandled(let sel):
            subject(e); selector(sel)
        case .closureRun(let closure):
            subject(e); closureFields(closure)
        case .log(let line):
            subject(e); object(",\"sender\":", line.sender)
            if line.closure >= 0 { append(",\"closure\":"); string(names.closure(line.closure).name) }
            append(",\"message\":")
            scratch.removeAll()
            names.appendLog(EventIndex.LoggedLine(receiver: e.object, line: line), to: &scratch)
            escapeScratch()
        default: break
        }
    }

    /// Responders, delegates, lifetimes.
    private func objectFields(_ e: Event) {
        switch e.payload {
        case .firstResponder(_, let previous):
            subject(e); object(",\"previous\":", previous)
        case .delegateSet(let a):
            subject(e)
            append(",\"property\":"); string(names.string(a.slot))
            object(",\"delegate\":", a.delegate); object(",\"previous\":", a.previous)
        case .delegateCall(let call):
            subject(e)
            append(",\"property\":"); string(names.string(call.slot))
            selector(call.selector)
            object(",\"delegate\":", call.delegate); object(",\"argument\":", call.argument)
            if !call.parameters.isEmpty {
                append(",\"parameters\":")
                string(call.parameters.map { "\($0.name): \(names.render($0.value))" }.joined(separator: ", "))
            }
        case .propertySet(let a):
            subject(e)
            append(",\"property\":"); string(names.string(a.name))
            append(",\"value\":"); string(names.render(a.value)); append(",\"previous\":"); string(names.render(a.previous))
        case .returned(let value, _):
            object(",\"object\":", e.object)
            append(",\"value\":"); string(names.render(value))
        case .released(let weakReferences):
            subject(e)
            append(",\"weakReferences\":"); int(Int(weakReferences))
        default: break
        }
    }

    /// Cells, gestures, alerts, timers.
    /// The mouse, key and main windows, and the stages of AppKit's nil-target search.
    private func appKitFields(_ e: Event) {
        switch e.payload {
        case .mouse(let step):
            subject(e)
            switch step {
            case .event(let phase, let at, let clickCount):
                append(",\"step\":\"event\",\"phase\":"); string(phase.name); point(at)
                if clickCount > 0 { append(",\"clickCount\":"); int(Int(clickCount)) }
            case .deliver(let phase):
                append(",\"step\":\"deliver\",\"method\":"); string(phase.methodName)
            case .forward(let phase, let next):
                append(",\"step\":\"forward\",\"method\":"); string(phase.methodName); object(",\"next\":", next)
            case .unhandled(let phase):
                append(",\"step\":\"unhandled\",\"method\":"); string(phase.methodName)
            case .firstMouseSwallowed:
                append(",\"step\":\"firstMouse\"")
            case .sendsAction(let trigger, let sel):
                append(",\"step\":\"sendsAction\",\"on\":"); string(trigger.name)
                if let sel { selector(sel) }
            case .upOutside:
                append(",\"step\":\"upOutside\"")
            }
        case .windowStatus(let change):
            subject(e)
            switch change {
            case .becameKey(let previous), .becameMain(let previous): object(",\"previous\":", previous)
            case .cannotBecomeMain, .closed, .closeRefused, .miniaturized, .zoomed, .terminated, .terminateCancelled: break
            case .fieldEditorPerformed(let action): selector(action)
            }
        case .actionSearchStage(let stage, let window):
            subject(e); append(",\"stage\":"); string(String(describing: stage)); object(",\"window\":", window)
        default: break
        }
    }

    private func otherFields(_ e: Event) {
        switch e.payload {
        case .cell(let c):
            object(",\"object\":", e.object); object(",\"table\":", c.table)
            append(",\"row\":"); int(Int(c.row.flat))
            switch c.kind {
            case .reused, .moved: append(",\"previousRow\":"); int(Int(c.other?.flat ?? -1))
            case .staleHandler: append(",\"shownRow\":"); int(Int(c.other?.flat ?? -1))
            default: break
            }
            if c.closure >= 0 { append(",\"closure\":"); string(names.closure(c.closure).name) }
        case .navigation(let change):
            subject(e)
            switch change {
            case .pushed(let controller, let previous), .selected(let controller, let previous):
                object(",\"controller\":", controller); object(",\"previous\":", previous)
            case .popped(let controller, let shown): object(",\"controller\":", controller); object(",\"shown\":", shown)
            case .reselected(let controller): object(",\"controller\":", controller)
            }
        case .animation(let change):
            subject(e)
            if case .began(let duration, let delay, _) = change { append(",\"duration\":"); time(duration); append(",\"delay\":"); time(delay) }
        case .gesture(_, let reason):
            object(",\"object\":", e.object)
            append(",\"reason\":"); string(reason.text(names))
        case .gestureCandidates(let candidates, let laterTouch):
            subject(e)
            append(",\"recognizers\":[")
            for (i, c) in candidates.enumerated() {
                if i > 0 { buffer.append(UInt8(ascii: ",")) }
                names.appendJSONName(c.recognizer, to: &buffer)
            }
            buffer.append(UInt8(ascii: "]"))
            if laterTouch { append(",\"laterTouch\":true") }
        case .alert(let change):
            object(",\"object\":", e.object)
            switch change {
            case .presented(_, _, let presenter): object(",\"presenter\":", presenter)
            case .chosen, .noHandler, .dismissed: object(",\"presenter\":", -1)
            case .tookTouch(let point): object(",\"presenter\":", -1); self.point(point)
            }
            append(",\"text\":"); string(change.text(names))
        case .timer(let change):
            object(",\"object\":", e.object)
            let firing: Int32
            switch change {
            case .scheduled, .addedToCommonModes, .waitsForDefaultMode: firing = 0
            case .fired(let n), .firedManually(let n), .expired(let n), .invalidated(let n, _), .alreadyInvalid(let n), .firedLate(let n, _): firing = n
            }
            append(",\"firing\":"); int(Int(firing))
        default: break
        }
    }

    // MARK: - Fields

    /// `,"key":"name"` (or null); `field` is the `,"key":` before it.
    private func object(_ field: StaticString, _ id: SimObject.ID) {
        append(field)
        names.appendJSONName(id, to: &buffer)
    }

    /// `,"object":"name"` and, when the event copied its view path, `,"path":"main/…"`.
    private func subject(_ e: Event) {
        object(",\"object\":", e.object)
        guard e.object >= 0, e.path >= 0 else { return }
        append(",\"path\":"); names.appendJSONPath(e.path, to: &buffer)
    }

    private func selector(_ sel: Selector) {
        append(",\"selector\":"); jsonSelector(sel)
    }

    private func jsonSelector(_ sel: Selector) {
        scratch.removeAll()
        names.appendSelector(sel, to: &scratch)
        escapeScratch()
    }

    /// Appends what was put together in `scratch` as one JSON string.
    private func escapeScratch() {
        scratch.withBytes { TraceBytes.appendJSONString($0, to: &buffer) }
    }

    private func phase(_ p: TouchPhase) {
        append(",\"phase\":"); buffer.append(phaseNames[Int(p.rawValue)], of: enumNames)
    }


    private func point(_ p: Point) {
        append(",\"point\":["); number(p.x); buffer.append(UInt8(ascii: ",")); number(p.y); buffer.append(UInt8(ascii: "]"))
    }

    /// Closures never change once created: their fields are rendered once, and kept as
    /// closures' other texts are (see `RecentBytes`).
    @exclusivity(unchecked) private var closureTexts = RecentBytes()
    private func closureFields(_ id: Int32) {
        closureTexts.append(Int(id), to: &buffer) { out in
            let closure = names.closure(id)
            out.append(",\"handler\":"); TraceBytes.appendJSONString(closure.displayName, to: &out)
            out.append(",\"closure\":"); TraceBytes.appendJSONString(closure.name, to: &out)
            if let at = closure.definedAt {
                out.append(",\"definedAt\":"); TraceBytes.appendJSONString(at.fileAndLine, to: &out)
            }
            out.append(",\"captures\":{")
            for (i, capture) in closure.captures.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                TraceBytes.appendJSONString(capture.name, to: &out)
                out.append(UInt8(ascii: ":"))
                out.append(value(capture.value))
            }
            out.append(UInt8(ascii: "}"))
            // Swift's implicit captures: the names captured without a capture list (their values
            // are in `captures`), and the enclosing `var`s shared by reference (no value to copy).
            if !closure.implicitCaptures.isEmpty {
                out.append(",\"implicitCaptures\":[")
                for (i, name) in closure.captures.map(\.name).filter(closure.implicitCaptures.contains).enumerated() {
                    if i > 0 { out.append(UInt8(ascii: ",")) }
                    TraceBytes.appendJSONString(name, to: &out)
                }
                out.append(UInt8(ascii: "]"))
            }
            if !closure.sharedCaptures.isEmpty {
                out.append(",\"sharedCaptures\":[")
                for (i, name) in closure.sharedCaptures.enumerated() {
                    if i > 0 { out.append(UInt8(ascii: ",")) }
                    TraceBytes.appendJSONString(name, to: &out)
                }
                out.append(UInt8(ascii: "]"))
            }
        }
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

    @inline(__always) private func append(_ s: StaticString) { buffer.append(s) }
    @inline(__always) private func int(_ v: Int) { buffer.append(int: v) }
    @inline(__always) private func string(_ s: String) { TraceBytes.appendJSONString(s, to: &buffer) }
    /// A word of the format's own (an outcome, a case name): quoted, with nothing to escape.
    private func identifier(_ s: String) {
        assert(s.utf8.allSatisfy { $0 > 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }, "not an identifier: \(s)")
        buffer.append(UInt8(ascii: "\"")); buffer.append(s); buffer.append(UInt8(ascii: "\""))
    }

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
        if v == v.rounded(), abs(v) < 1e15 { int(Int(v)) } else { buffer.append(formatNumber(v)) }
    }

    /// The quoted names of an enum's cases, by raw value, written into `enumNames`.
    private static func quotedNames<E: CaseIterable & RawRepresentable>(_: E.Type, into store: inout ByteBuffer) -> [ByteBuffer.Span]
    where E.RawValue == UInt8 {
        var spans = [ByteBuffer.Span](repeating: ByteBuffer.Span(start: 0, count: 0), count: E.allCases.count)
        for e in E.allCases {
            let start = store.count
            TraceBytes.appendJSONString(String(describing: e), to: &store)
            spans[Int(e.rawValue)] = store.span(from: start)
        }
        return spans
    }
}
