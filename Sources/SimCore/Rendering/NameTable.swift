/// What renderers may know besides an event: the world's tables that only grow and never change
/// what an id means — object names and classes, selectors, closures as they were defined (name,
/// place, captured snapshots), log templates, interned strings and view paths. Renderers get a
/// `NameTable`, never the world, so they cannot read live state (a view's current superview, a
/// timer's current fire date) by accident.
///
/// Per-id UTF-8 caches let the text renderer append bytes without building Strings.
public final class NameTable {
    private let world: World
    @exclusivity(unchecked) private var nameCache: [[UInt8]] = []
    @exclusivity(unchecked) private var selectorCache: [[UInt8]] = []
    @exclusivity(unchecked) private var closureCache: [Int32: [UInt8]] = [:]
    @exclusivity(unchecked) private var captureCache: [Int32: [UInt8]] = [:]
    @exclusivity(unchecked) private var logCache: [EventIndex.LoggedLine: [UInt8]] = [:]
    @exclusivity(unchecked) private var pathCache: [PathTable.ID: [UInt8]] = [:]

    /// The names of `world`'s objects, selectors, closures and strings, for renderers.
    public init(world: World) { self.world = world }

    // MARK: - Objects

    /// An object's name (`nil` for -1).
    public func name(_ id: SimObject.ID) -> String { id < 0 ? "nil" : world.object(id).name }

    func nameBytes(_ id: SimObject.ID) -> [UInt8] {
        if id < 0 { return Array("nil".utf8) }
        let i = Int(id)
        while nameCache.count <= i { nameCache.append(Array(world.object(SimObject.ID(nameCache.count)).name.utf8)) }
        return nameCache[i]
    }

    /// The platform's name (`UIKit`), for sentences about what it would do.
    public var platform: String { world.rules.name }
    /// AppKit's words where the frameworks say things differently (responds to…, NSApp's search).
    public var isAppKit: Bool { world.rules.input == .mouse }

    /// The class name in the platform's vocabulary (classes never change: `UIButton`, a cell's declared type).
    public func className(_ id: SimObject.ID) -> String { world.object(id).className }

    /// Whether object `id` is an instance of `type` (its class never changes).
    public func object<T: SimObject>(_ id: SimObject.ID, is type: T.Type) -> Bool { id >= 0 && world.object(id) is T }

    // MARK: - Selectors, strings, paths

    /// A selector's name (`didTapButton:`).
    public func selector(_ selector: Selector) -> String { world.selectors.name(selector) }

    func selectorBytes(_ selector: Selector) -> [UInt8] {
        let i = Int(selector.id)
        while selectorCache.count <= i {
            selectorCache.append(Array(world.selectors.name(Selector(id: Int32(selectorCache.count))).utf8))
        }
        return selectorCache[i]
    }

    /// 0: `action()`, 1: `action(sender)`, 2 or more: `action(sender, event)`.
    public func arity(_ selector: Selector) -> Int { world.selectors.arity(selector) }

    /// The interned text `id` (``StringTable``).
    public func string(_ id: Int32) -> String { world.strings.string(id) }

    /// Appends `main/home.view/card/login` for path `id`.
    func appendPath(_ id: PathTable.ID, to buffer: inout [UInt8]) { buffer.append(contentsOf: pathBytes(id)) }

    /// `main/home.view/card/login` for path `id`, cached: a path id never changes meaning, and
    /// building it (the views' list, then each name) for every hit-test line and every JSON
    /// record about a view was a large part of rendering a tap.
    func pathBytes(_ id: PathTable.ID) -> [UInt8] {
        if let cached = pathCache[id] { return cached }
        var bytes: [UInt8] = []
        for (i, view) in world.paths.views(id).enumerated() {
            if i > 0 { bytes.append(UInt8(ascii: "/")) }
            bytes.append(contentsOf: nameBytes(view))
        }
        if pathCache.count > 4096 { pathCache.removeAll(keepingCapacity: true) }  // views come and go
        pathCache[id] = bytes
        return bytes
    }

    // MARK: - Closures

    /// The closure handler `id`, as it was defined.
    public func closure(_ id: Int32) -> ClosureHandler { world.closures[Int(id)] }

    /// `closure greet (file.sim:12)`, cached (closures never change once created).
    func closureBytes(_ id: Int32) -> [UInt8] {
        if let cached = closureCache[id] { return cached }
        let c = closure(id)
        var s = c.displayName
        if let at = c.definedAt { s += " (" + at.fileAndLine + ")" }
        let bytes = Array(s.utf8)
        if closureCache.count > 4096 { closureCache.removeAll(keepingCapacity: true) }  // closures come and go
        closureCache[id] = bytes
        return bytes
    }

    /// ` captured [item = "Three"]`, or nothing when the closure captured nothing.
    func captureBytes(_ id: Int32) -> [UInt8] {
        if let cached = captureCache[id] { return cached }
        let captures = capturesText(id)
        let bytes = captures.isEmpty ? [] : Array((" captured [" + captures + "]").utf8)
        if captureCache.count > 4096 { captureCache.removeAll(keepingCapacity: true) }
        captureCache[id] = bytes
        return bytes
    }

    /// `item = "Three", row = 2`; a weak capture says so (`weak self = home`).
    public func capturesText(_ id: Int32) -> String {
        let c = closure(id)
        return c.captures.map { (c.weakCaptures.contains($0.name) ? "weak " : "") + "\($0.name) = \(render($0.value))" }
            .joined(separator: ", ")
    }

    /// A value as the trace spells it: strings quoted, objects by name.
    public func render(_ value: Value) -> String { value.rendered(in: world) }

    // MARK: - Log lines

    /// A logged line's text, cached per distinct line.
    public func logText(_ logged: EventIndex.LoggedLine) -> String { String(decoding: logBytes(logged), as: UTF8.self) }

    func logBytes(_ logged: EventIndex.LoggedLine) -> [UInt8] {
        if let cached = logCache[logged] { return cached }
        var out = ""
        for segment in world.templates.segments(logged.line.template) {
            switch segment {
            case .literal(let s): out += s
            case .placeholder(let p): out += resolve(p, in: logged)
            }
        }
        let bytes = Array(out.utf8)
        if logCache.count > 4096 { logCache.removeAll(keepingCapacity: true) }
        logCache[logged] = bytes
        return bytes
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
