/// Small conveniences for native members: reading arguments, calling the closures they were
/// given, comparing with Swift's rules.
extension NativeContext {
    var library: Library { runtime.library }

    func int(_ v: Value) throws(Interrupt) -> Int {
        if let i = v.asInt { return i }
        if case .double(let d) = v { return Int(d) }
        throw unsupported("expected an Int, got a value of type '\(runtime.typeName(of: v))'")
    }

    /// A count that must not be negative (`prefix(_:)`, `dropFirst(_:)`): Swift traps with
    /// "Can't <what> from a collection" otherwise.
    func length(_ v: Value, _ what: String) throws(Interrupt) -> Int {
        let n = try int(v)
        if n < 0 { throw fatal("Can't \(what) from a collection") }
        return n
    }

    func string(_ v: Value) throws(Interrupt) -> String {
        if let s = v.asString { return s }
        throw unsupported("expected a String, got a value of type '\(runtime.typeName(of: v))'")
    }

    func elements(_ v: Value) throws(Interrupt) -> [Value] { try runtime.elements(of: v, loc: loc) }

    /// Calls a predicate closure.
    func test(_ f: Value, _ args: Value...) throws(Interrupt) -> Bool {
        if case .bool(true) = try runtime.call(f, args, loc: loc) { return true }
        return false
    }

    func equals(_ a: Value, _ b: Value) throws(Interrupt) -> Bool { try runtime.equals(a, b, loc: loc) }
    func less(_ a: Value, _ b: Value) throws(Interrupt) -> Bool { try runtime.less(a, b, loc: loc) }
    func describe(_ v: Value) throws(Interrupt) -> String { try runtime.describe(v, loc: loc) }

    /// Sorts with the standard library's own (stable) sort, so equal elements keep the order
    /// compiled Swift gives them; `areInIncreasingOrder` may be the program's closure.
    func sorted(_ items: [Value], by areInIncreasingOrder: Value?) throws(Interrupt) -> [Value] {
        var failure: Interrupt?
        let rt = runtime, loc = self.loc
        let result = items.sorted { a, b in
            if failure != nil { return false }
            do throws(Interrupt) {
                if let f = areInIncreasingOrder {
                    if case .bool(true) = try rt.call(f, [a, b], loc: loc) { return true }
                    return false
                }
                return try rt.less(a, b, loc: loc)
            } catch {
                failure = error
                return false
            }
        }
        if let failure { throw failure }
        return result
    }
}

extension Value {
    /// A defaulted argument the call left out (natives supply their own default).
    var isOmitted: Bool {
        if case .void = self { return true }
        return false
    }

    /// A value of a collection type rebuilt from elements: a String from Characters, a Set, a
    /// Dictionary from key-value pairs; anything else an Array.
    func rebuilt(_ items: [Value]) -> Value {
        switch self {
        case .string: return .string(String(items.compactMap { if case .character(let c) = $0 { return c } else { return $0.asString?.first } }))
        case .set: return .set(OrderedSet(items))
        case .dictionary:
            var d = OrderedDictionary()
            for item in items {
                if case .tuple(let t) = item, t.elements.count == 2 { d.set(t.elements[0], t.elements[1]) }
            }
            return .dictionary(d)
        default: return .array(items)
        }
    }
}
