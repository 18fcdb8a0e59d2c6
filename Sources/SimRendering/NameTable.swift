import SimCore

/// What renderers may know besides an event: the world's tables that only grow and never change
/// what an id means — object names and classes, selectors, closures as they were defined (name,
/// place, captured snapshots), log templates, interned strings and view paths. Renderers get a
/// `NameTable`, never the world, so they cannot read live state (a view's current superview, a
/// timer's current fire date) by accident.
///
/// The renderers append names straight from UTF-8 kept here, so a traced event builds no
/// Strings and copies no arrays: names and selectors (which live as long as the world) are kept
/// for good; closures, captures and paths (which come and go by the thousand when a table
/// scrolls) in a small cache that forgets; log templates are split once into literal bytes and
/// placeholders.
public final class NameTable {
    private let world: World
    /// Names, selectors, template literals: one after another, for as long as the world lives.
    @exclusivity(unchecked) private var kept = ByteBuffer(capacity: 1 << 12)
    /// Per object id: its name in `kept`, and its name as a quoted JSON string.
    @exclusivity(unchecked) private var nameSpans: [ByteBuffer.Span] = []
    @exclusivity(unchecked) private var jsonNameSpans: [ByteBuffer.Span] = []
    @exclusivity(unchecked) private var selectorSpans: [ByteBuffer.Span] = []
    /// Sets of control events met so far (raw values), and their names as spans.
    @exclusivity(unchecked) private var eventNameKeys: [UInt32] = []
    @exclusivity(unchecked) private var eventNameSpans: [ByteBuffer.Span] = []
    @exclusivity(unchecked) private var jsonEventNameSpans: [ByteBuffer.Span] = []
    /// Closures, captures, paths: bounded (see `RecentBytes`).
    @exclusivity(unchecked) private var closureTexts = RecentBytes()
    @exclusivity(unchecked) private var captureTexts = RecentBytes()
    @exclusivity(unchecked) private var pathTexts = RecentBytes()
    @exclusivity(unchecked) private var jsonPathTexts = RecentBytes()
    /// Per log template: its pieces' range in `templatePieces`.
    @exclusivity(unchecked) private var templateRanges: [Range<Int32>] = []
    @exclusivity(unchecked) private var templatePieces: [TemplatePiece] = []
    /// The names of captured values that templates show, by `TemplatePiece.capture`.
    @exclusivity(unchecked) private var placeholderNames: [String] = []

    /// The names of `world`'s objects, selectors, closures and strings, for renderers.
    public init(world: World) { self.world = world }

    // MARK: - Objects

    /// An object's name (`nil` for -1).
    public func name(_ id: SimObject.ID) -> String { id < 0 ? "nil" : world.object(id).name }

    /// Appends object `id`'s name (`nil` for -1).
    func appendName(_ id: SimObject.ID, to out: inout ByteBuffer) {
        guard id >= 0 else { out.append("nil"); return }
        cacheNames(upTo: Int(id))
        out.append(nameSpans[Int(id)], of: kept)
    }

    /// Appends object `id`'s name as a quoted JSON string (`null` for -1).
    func appendJSONName(_ id: SimObject.ID, to out: inout ByteBuffer) {
        guard id >= 0 else { out.append("null"); return }
        cacheNames(upTo: Int(id))
        out.append(jsonNameSpans[Int(id)], of: kept)
    }

    private func cacheNames(upTo i: Int) {
        while nameSpans.count <= i {
            let (plain, json) = keep(world.object(SimObject.ID(nameSpans.count)).name)
            nameSpans.append(plain)
            jsonNameSpans.append(json)
        }
    }

    /// Writes `text` into `kept` as it is and as a quoted JSON string.
    private func keep(_ text: String) -> (plain: ByteBuffer.Span, json: ByteBuffer.Span) {
        let start = kept.count
        kept.append(text)
        let plain = kept.span(from: start)
        let jsonStart = kept.count
        TraceBytes.appendJSONString(text, to: &kept)
        return (plain, kept.span(from: jsonStart))
    }

    /// The platform's name (`UIKit`), for sentences about what it would do.
    public var platform: String { world.rules.name }
    /// AppKit's words where the frameworks say things differently (responds to…, NSApp's search).
    public var isAppKit: Bool { world.rules.input == .mouse }

    /// The class name in the platform's vocabulary (classes never change: `UIButton`, a cell's declared type).
    public func className(_ id: SimObject.ID) -> String { world.object(id).className }
    /// Whether the view has a context menu interaction (its menu shows on a long press).
    public func hasContextMenu(_ id: SimObject.ID) -> Bool { (world.object(id) as? View)?.hasContextMenu ?? false }

    /// Whether object `id` is an instance of `type` (its class never changes).
    public func object<T: SimObject>(_ id: SimObject.ID, is type: T.Type) -> Bool { id >= 0 && world.object(id) is T }

    // MARK: - Selectors, strings, paths

    /// A selector's name (`didTapButton:`).
    public func selector(_ selector: Selector) -> String { world.selectors.name(selector) }

    func appendSelector(_ selector: Selector, to out: inout ByteBuffer) {
        let i = Int(selector.id)
        while selectorSpans.count <= i {
            let start = kept.count
            kept.append(world.selectors.name(Selector(id: Int32(selectorSpans.count))))
            selectorSpans.append(kept.span(from: start))
        }
        out.append(selectorSpans[i], of: kept)
    }

    /// Appends control events' name (`touchDown|touchDownRepeat`), or with `json` it as a quoted
    /// JSON string: spelled once per set of events, found again in a short list (a tap's lines
    /// name two or three sets, so searching in order beats hashing).
    func appendEventName(_ events: ControlEvents, json: Bool = false, to out: inout ByteBuffer) {
        var i = eventNameKeys.firstIndex(of: events.rawValue) ?? -1
        if i < 0 {
            let (plain, json) = keep(events.name)
            eventNameSpans.append(plain)
            jsonEventNameSpans.append(json)
            eventNameKeys.append(events.rawValue)
            i = eventNameKeys.count - 1
        }
        out.append(json ? jsonEventNameSpans[i] : eventNameSpans[i], of: kept)
    }

    /// 0: `action()`, 1: `action(sender)`, 2 or more: `action(sender, event)`.
    public func arity(_ selector: Selector) -> Int { world.selectors.arity(selector) }

    /// The interned text `id` (SimCore's `StringTable`).
    public func string(_ id: Int32) -> String { world.strings.string(id) }

    /// Appends `main/home.view/card/login` for path `id`: cached, as a path id never changes
    /// meaning, and a tap's hit-test line and every JSON record about its view name the same path.
    func appendPath(_ id: PathTable.ID, to out: inout ByteBuffer) {
        pathTexts.append(Int(id), to: &out) { writePath(id, to: &$0) }
    }

    /// The same path as a quoted JSON string.
    func appendJSONPath(_ id: PathTable.ID, to out: inout ByteBuffer) {
        jsonPathTexts.append(Int(id), to: &out) { json in
            var path = ByteBuffer(capacity: 256)
            writePath(id, to: &path)
            path.withBytes { TraceBytes.appendJSONString($0, to: &json) }
        }
    }

    private func writePath(_ id: PathTable.ID, to out: inout ByteBuffer) {
        for (i, view) in world.paths.views(id).enumerated() {
            if i > 0 { out.append(UInt8(ascii: "/")) }
            appendName(view, to: &out)
        }
    }

    // MARK: - Closures

    /// The closure handler `id`, as it was defined.
    public func closure(_ id: Int32) -> ClosureHandler { world.closures[Int(id)] }

    /// Appends `closure greet (file.sim:12)` (closures never change once created).
    func appendClosure(_ id: Int32, to out: inout ByteBuffer) {
        closureTexts.append(Int(id), to: &out) { text in
            let c = closure(id)
            text.append(c.displayName)
            if let at = c.definedAt { text.append(" ("); text.append(at.fileAndLine); text.append(")") }
        }
    }

    /// Appends ` captured [item = "Three"]`, or nothing when the closure captured nothing.
    func appendCaptures(_ id: Int32, to out: inout ByteBuffer) {
        captureTexts.append(Int(id), to: &out) { text in
            let captures = capturesText(id)
            if !captures.isEmpty { text.append(" captured [" + captures + "]") }
        }
    }

    /// `item = "Three", row = 2`; a weak capture says so (`weak self = home`); what the closure
    /// captured without a capture list follows: `implicitly: greeting = "hi", count (a var, shared)`.
    public func capturesText(_ id: Int32) -> String {
        let c = closure(id)
        func text(_ capture: (name: String, value: Value)) -> String {
            (c.weakCaptures.contains(capture.name) ? "weak " : "") + "\(capture.name) = \(render(capture.value))"
        }
        guard !c.implicitCaptures.isEmpty || !c.sharedCaptures.isEmpty else { return c.captures.map(text).joined(separator: ", ") }
        let listed = c.captures.filter { !c.implicitCaptures.contains($0.name) }.map(text)
        let implicit = c.captures.filter { c.implicitCaptures.contains($0.name) }.map(text)
            + c.sharedCaptures.map { "\($0) (a var, shared)" }
        return (listed + ["implicitly: " + implicit.joined(separator: ", ")]).joined(separator: "; ")
    }

    /// A value as the trace spells it: strings quoted, objects by name.
    public func render(_ value: Value) -> String { value.rendered(in: world) }

    // MARK: - Log lines

    /// A logged line's text.
    public func logText(_ logged: EventIndex.LoggedLine) -> String {
        var out = ByteBuffer(capacity: 256)
        appendLog(logged, to: &out)
        return out.string()
    }

    /// Appends a logged line's text: its template's literal bytes, and each placeholder resolved.
    func appendLog(_ logged: EventIndex.LoggedLine, to out: inout ByteBuffer) {
        let template = Int(logged.line.template.id)
        while templateRanges.count <= template { splitTemplate(templateRanges.count) }
        // In a closure any placeholder may name a capture (`capture self`): resolved by name.
        let inClosure = logged.line.closure >= 0
        for i in templateRanges[template] {
            let piece = templatePieces[Int(i)]
            switch piece.kind {
            case .literal: out.append(piece.span, of: kept)
            case _ where inClosure: out.append(resolve(placeholderNames[Int(piece.span.start)], in: logged))
            case .receiver: appendName(logged.receiver, to: &out)
            case .sender: appendName(logged.line.sender, to: &out)
            case .byName: out.append(resolve(placeholderNames[Int(piece.span.start)], in: logged))
            }
        }
    }

    /// A template's segments as pieces: literals copied into `kept` once.
    private func splitTemplate(_ template: Int) {
        let first = Int32(templatePieces.count)
        for segment in world.templates.segments(LogTemplate(id: Int32(template))) {
            switch segment {
            case .literal(let text):
                let start = kept.count
                kept.append(text)
                templatePieces.append(TemplatePiece(kind: .literal, span: kept.span(from: start)))
            case .placeholder(let name):
                // The two that name an object are appended from the name store; the rest (`{event}`,
                // a capture) are spelled by `resolve`.
                let kind: TemplatePiece.Kind = switch name {
                case "self": .receiver
                case "sender": .sender
                default: .byName
                }
                templatePieces.append(TemplatePiece(kind: kind, span: ByteBuffer.Span(start: Int32(placeholderNames.count), count: 0)))
                placeholderNames.append(name)
            }
        }
        templateRanges.append(first..<Int32(templatePieces.count))
    }

    /// `{self}`, `{sender}`, `{event}` and a running closure's captured names.
    private func resolve(_ placeholder: String, in logged: EventIndex.LoggedLine) -> String {
        // A closure's capture first: `capture self` makes `{self}` the captured controller (a
        // closure has no receiver of its own).
        if logged.line.closure >= 0 {
            let c = closure(logged.line.closure)
            if let i = c.captures.firstIndex(where: { $0.name == placeholder }) {
                if i < 32, logged.line.weakNil & (1 << UInt32(i)) != 0 { return "nil" }  // a weak capture, freed by then
                return c.captures[i].value.interpolated(in: world)
            }
        }
        switch placeholder {
        case "self": return name(logged.receiver)
        case "sender": return name(logged.line.sender)
        case "event": return logged.line.touch > 0 ? "touch#\(logged.line.touch)" : "nil"
        default: return "{\(placeholder)}"
        }
    }
}

/// A piece of a split log template.
private struct TemplatePiece {
    enum Kind: UInt8 { case literal, receiver, sender, byName }
    let kind: Kind
    /// `.literal`: the text in the name table's `kept`; a placeholder: `start` is the index of its
    /// name in `placeholderNames`.
    let span: ByteBuffer.Span
}
