/// The Sequence and Collection methods every collection shares — `map`, `filter`, `reduce`,
/// `sorted`, `contains`, `first(where:)`… — registered on Array, ArraySlice, Set, Dictionary,
/// String and the ranges, each with `Element` written as that type's element, so the resolver
/// types `$0` in the closures they take.
extension Library {
    /// The sequence types and how each names its element in a declaration.
    var sequenceTypes: [(TypeDecl, String)] {
        [(array, "Element"), (slice, "Element"), (set, "Element"), (dictionary, "(key: Key, value: Value)"),
         (string, "Character"), (range, "Bound"), (closedRange, "Bound"), (sequence, "Element"), (collection, "Element")]
    }

    /// Registers a non-mutating method on every sequence type (unless one has its own already).
    func sequenceMethod(_ declaration: String, _ body: @escaping NativeMethod) {
        // Read once for all the types; the element's spelling does not change a name or a label.
        let head = DeclarationHead(declaration, parameters: false)
        var labels: [String?]??
        for (t, element) in sequenceTypes {
            // A type's own method of the same name and labels stays (labels read only then).
            if let own = t.members[head.name] {
                let these = labels ?? DeclarationHead(declaration).labels
                labels = these
                if own.contains(where: { $0.labels == these }) { continue }
            }
            add(t, declaration, .method(body), head: head, substituting: ("Element", element))
        }
    }

    func sequenceProperty(_ declaration: String, _ get: @escaping NativeGetter) {
        let head = DeclarationHead(declaration, parameters: false)
        for (t, element) in sequenceTypes where t.members[head.name] == nil {
            add(t, declaration, .property(get: get, set: nil), head: head, substituting: ("Element", element))
        }
    }

    func registerSequences() {
        sequenceProperty("var count: Int") { v, ctx throws(Interrupt) in
            switch v {
            case .array(let a): return .int(a.count)
            case .string(let s): return .int(s.count)
            case .dictionary(let d): return .int(d.count)
            case .set(let s): return .int(s.count)
            case .slice(let s): return .int(s.items.count)
            case .range(let r): if let (lo, hi) = r.intBounds { return .int(Swift.max(0, hi - lo)) }
            default: break
            }
            return .int(try ctx.elements(v).count)
        }
        sequenceProperty("var isEmpty: Bool") { v, ctx throws(Interrupt) in
            if case .range(let r) = v, let (lo, hi) = r.intBounds { return .bool(lo >= hi) }
            return .bool(try ctx.elements(v).isEmpty)
        }
        sequenceProperty("var first: Element?") { v, ctx throws(Interrupt) in
            var first: Value?
            try ctx.runtime.iterate(v, loc: ctx.loc) { e in first = e; return false }
            return .optional(first)
        }
        sequenceMethod("func map<T>(_ transform: (Element) throws -> T) rethrows -> [T]") { v, args, ctx throws(Interrupt) in
            var out: [Value] = []
            for e in try ctx.elements(v) { out.append(try ctx.call(args[0], e)) }
            return .array(out)
        }
        sequenceMethod("func compactMap<T>(_ transform: (Element) throws -> T?) rethrows -> [T]") { v, args, ctx throws(Interrupt) in
            var out: [Value] = []
            for e in try ctx.elements(v) {
                switch try ctx.call(args[0], e) {
                case .optional(let x?): out.append(x)
                case .optional(nil): break
                case let x: out.append(x)
                }
            }
            return .array(out)
        }
        sequenceMethod("func flatMap<T>(_ transform: (Element) throws -> [T]) rethrows -> [T]") { v, args, ctx throws(Interrupt) in
            var out: [Value] = []
            for e in try ctx.elements(v) {
                let r = try ctx.call(args[0], e)
                switch r {
                case .optional(let x?): out.append(x)
                case .optional(nil): break
                default: out += try ctx.elements(r)
                }
            }
            return .array(out)
        }
        sequenceMethod("func forEach(_ body: (Element) throws -> Void) rethrows") { v, args, ctx throws(Interrupt) in
            for e in try ctx.elements(v) { _ = try ctx.call(args[0], e) }
            return .void
        }
        sequenceMethod("func reduce<Result>(_ initialResult: Result, _ nextPartialResult: (Result, Element) throws -> Result) rethrows -> Result") { v, args, ctx throws(Interrupt) in
            var acc = args[0]
            for e in try ctx.elements(v) { acc = try ctx.call(args[1], acc, e) }
            return acc
        }
        sequenceMethod("func reduce<Result>(into initialResult: Result, _ updateAccumulatingResult: (inout Result, Element) throws -> ()) rethrows -> Result") { v, args, ctx throws(Interrupt) in
            var acc = args[0]
            for e in try ctx.elements(v) { acc = try ctx.runtime.callUpdating(args[1], [acc, e], index: 0, loc: ctx.loc) }
            return acc
        }
        sequenceMethod("func contains(_ element: Element) -> Bool") { v, args, ctx throws(Interrupt) in
            if case .set(let s) = v { return .bool(s.contains(args[0])) }
            if case .range(let r) = v { return .bool(try ctx.runtime.patternMatches(.range(r), args[0], loc: ctx.loc)) }
            if case .string(let s) = v, let sub = args[0].asString { return .bool(sub.isEmpty || s.contains(sub)) }
            for e in try ctx.elements(v) where try ctx.equals(e, args[0]) { return .bool(true) }
            return .bool(false)
        }
        sequenceMethod("func contains(where predicate: (Element) throws -> Bool) rethrows -> Bool") { v, args, ctx throws(Interrupt) in
            var found = false
            try ctx.runtime.iterate(v, loc: ctx.loc) { e throws(Interrupt) in
                found = try ctx.test(args[0], e)
                return !found
            }
            return .bool(found)
        }
        sequenceMethod("func allSatisfy(_ predicate: (Element) throws -> Bool) rethrows -> Bool") { v, args, ctx throws(Interrupt) in
            var all = true
            try ctx.runtime.iterate(v, loc: ctx.loc) { e throws(Interrupt) in
                all = try ctx.test(args[0], e)
                return all
            }
            return .bool(all)
        }
        sequenceMethod("func first(where predicate: (Element) throws -> Bool) rethrows -> Element?") { v, args, ctx throws(Interrupt) in
            var found: Value?
            try ctx.runtime.iterate(v, loc: ctx.loc) { e throws(Interrupt) in
                if try ctx.test(args[0], e) { found = e }
                return found == nil
            }
            return .optional(found)
        }
        sequenceMethod("func last(where predicate: (Element) throws -> Bool) rethrows -> Element?") { v, args, ctx throws(Interrupt) in
            for e in try ctx.elements(v).reversed() where try ctx.test(args[0], e) { return .optional(e) }
            return .nilValue
        }
        sequenceMethod("func count(where predicate: (Element) throws -> Bool) rethrows -> Int") { v, args, ctx throws(Interrupt) in
            var n = 0
            for e in try ctx.elements(v) where try ctx.test(args[0], e) { n += 1 }
            return .int(n)
        }
        sequenceMethod("func min() -> Element?") { v, _, ctx throws(Interrupt) in
            try Library.extreme(try ctx.elements(v), by: nil, wantMax: false, ctx)
        }
        sequenceMethod("func max() -> Element?") { v, _, ctx throws(Interrupt) in
            try Library.extreme(try ctx.elements(v), by: nil, wantMax: true, ctx)
        }
        sequenceMethod("func min(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows -> Element?") { v, args, ctx throws(Interrupt) in
            try Library.extreme(try ctx.elements(v), by: args[0], wantMax: false, ctx)
        }
        sequenceMethod("func max(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows -> Element?") { v, args, ctx throws(Interrupt) in
            try Library.extreme(try ctx.elements(v), by: args[0], wantMax: true, ctx)
        }
        sequenceMethod("func sorted() -> [Element]") { v, _, ctx throws(Interrupt) in
            .array(try ctx.sorted(try ctx.elements(v), by: nil))
        }
        sequenceMethod("func sorted(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows -> [Element]") { v, args, ctx throws(Interrupt) in
            .array(try ctx.sorted(try ctx.elements(v), by: args[0]))
        }
        sequenceMethod("func reversed() -> [Element]") { v, _, ctx throws(Interrupt) in
            .array(try ctx.elements(v).reversed())
        }
        sequenceMethod("func enumerated() -> [(offset: Int, element: Element)]") { v, _, ctx throws(Interrupt) in
            .array(try ctx.elements(v).enumerated().map { .tuple(TupleValue([.int($0.offset), $0.element], labels: ["offset", "element"])) })
        }
        sequenceMethod("func shuffled() -> [Element]") { v, _, ctx throws(Interrupt) in .array(try ctx.elements(v).shuffled()) }
        sequenceMethod("func randomElement() -> Element?") { v, _, ctx throws(Interrupt) in .optional(try ctx.elements(v).randomElement()) }
        sequenceMethod("func elementsEqual(_ other: [Element]) -> Bool") { v, args, ctx throws(Interrupt) in
            let a = try ctx.elements(v), b = try ctx.elements(args[0])
            guard a.count == b.count else { return .bool(false) }
            for (x, y) in zip(a, b) where !(try ctx.equals(x, y)) { return .bool(false) }
            return .bool(true)
        }
        sequenceMethod("func starts(with possiblePrefix: [Element]) -> Bool") { v, args, ctx throws(Interrupt) in
            let a = try ctx.elements(v), b = try ctx.elements(args[0])
            guard b.count <= a.count else { return .bool(false) }
            for (x, y) in zip(a, b) where !(try ctx.equals(x, y)) { return .bool(false) }
            return .bool(true)
        }
        sequenceMethod("func lexicographicallyPrecedes(_ other: [Element]) -> Bool") { v, args, ctx throws(Interrupt) in
            let a = try ctx.elements(v), b = try ctx.elements(args[0])
            for (x, y) in zip(a, b) {
                if try ctx.less(x, y) { return .bool(true) }
                if try ctx.less(y, x) { return .bool(false) }
            }
            return .bool(a.count < b.count)
        }
        sequenceMethod("func joined(separator: String = \"\") -> String") { v, args, ctx throws(Interrupt) in
            let items = try ctx.elements(v)
            if let first = items.first, first.asArray != nil {
                // `[[1, 2], [3]].joined()`: the elements flattened.
                var out: [Value] = []
                for (i, e) in items.enumerated() {
                    if i > 0, !args[0].isOmitted { out += args[0].asArray ?? [] }
                    out += try ctx.elements(e)
                }
                return .array(out)
            }
            let separator = args[0].isOmitted ? "" : try ctx.string(args[0])
            var parts: [String] = []
            for e in items { parts.append(try ctx.string(e)) }
            return .string(parts.joined(separator: separator))
        }
        sequenceMethod("func prefix(_ maxLength: Int) -> [Element]") { v, args, ctx throws(Interrupt) in
            let n = try ctx.length(args[0], "take a prefix of negative length")
            if case .structure = v { return .array(try Library.firstElements(v, n, ctx)) }
            if case .object = v { return .array(try Library.firstElements(v, n, ctx)) }
            return try Library.part(of: v, ctx) { Array($0.prefix(n)) }
        }
        sequenceMethod("func suffix(_ maxLength: Int) -> [Element]") { v, args, ctx throws(Interrupt) in
            let n = try ctx.length(args[0], "take a suffix of negative length")
            return try Library.part(of: v, ctx, fromEnd: true) { Array($0.suffix(n)) }
        }
        sequenceMethod("func dropFirst(_ k: Int = 1) -> [Element]") { v, args, ctx throws(Interrupt) in
            let n = args[0].isOmitted ? 1 : try ctx.length(args[0], "drop a negative number of elements")
            return try Library.part(of: v, ctx, fromEnd: true) { Array($0.dropFirst(n)) }
        }
        sequenceMethod("func dropLast(_ k: Int = 1) -> [Element]") { v, args, ctx throws(Interrupt) in
            let n = args[0].isOmitted ? 1 : try ctx.length(args[0], "drop a negative number of elements")
            return try Library.part(of: v, ctx) { Array($0.dropLast(n)) }
        }
        sequenceMethod("func prefix(while predicate: (Element) throws -> Bool) rethrows -> [Element]") { v, args, ctx throws(Interrupt) in
            var out: [Value] = []
            try ctx.runtime.iterate(v, loc: ctx.loc) { e throws(Interrupt) in
                guard try ctx.test(args[0], e) else { return false }
                out.append(e)
                return true
            }
            return try Library.part(of: v, ctx) { _ in out }
        }
        sequenceMethod("func drop(while predicate: (Element) throws -> Bool) rethrows -> [Element]") { v, args, ctx throws(Interrupt) in
            let items = try ctx.elements(v)
            var i = 0
            while i < items.count, try ctx.test(args[0], items[i]) { i += 1 }
            let rest = Array(items[i...])
            return try Library.part(of: v, ctx, fromEnd: true) { _ in rest }
        }
        sequenceMethod("func split(separator: Element, maxSplits: Int = Int.max, omittingEmptySubsequences: Bool = true) -> [[Element]]") { v, args, ctx throws(Interrupt) in
            let sep = args[0]
            return try Library.split(v, maxSplits: args[1], omitting: args[2], ctx) { e throws(Interrupt) in try ctx.equals(e, sep) }
        }
        sequenceMethod("func split(maxSplits: Int = Int.max, omittingEmptySubsequences: Bool = true, whereSeparator isSeparator: (Element) throws -> Bool) rethrows -> [[Element]]") { v, args, ctx throws(Interrupt) in
            let f = args[2]
            return try Library.split(v, maxSplits: args[0], omitting: args[1], ctx) { e throws(Interrupt) in try ctx.test(f, e) }
        }
        sequenceMethod("func filter(_ isIncluded: (Element) throws -> Bool) rethrows -> [Element]") { v, args, ctx throws(Interrupt) in
            var out: [Value] = []
            for e in try ctx.elements(v) where try ctx.test(args[0], e) { out.append(e) }
            return v.isCollectionKeepingType ? v.rebuilt(out) : .array(out)
        }
    }

    /// The first `n` elements of a sequence that may not end.
    static func firstElements(_ v: Value, _ n: Int, _ ctx: NativeContext) throws(Interrupt) -> [Value] {
        var out: [Value] = []
        if n == 0 { return out }
        try ctx.runtime.iterate(v, loc: ctx.loc) { e in
            out.append(e)
            return out.count < n
        }
        return out
    }

    /// `min()`/`max()` and their `by:` forms: the first of the least (or last… Swift keeps the
    /// first maximum too) element.
    static func extreme(_ items: [Value], by f: Value?, wantMax: Bool, _ ctx: NativeContext) throws(Interrupt) -> Value {
        guard var best = items.first else { return .nilValue }
        for e in items.dropFirst() {
            let better: Bool
            if let f {
                better = wantMax ? try ctx.test(f, best, e) : try ctx.test(f, e, best)
            } else {
                better = wantMax ? try ctx.less(best, e) : try ctx.less(e, best)
            }
            if better { best = e }
        }
        return .optional(best)
    }

    /// A part of a collection, the way Swift types it: an ArraySlice (keeping the base's
    /// indices) of an array, a Substring (a String here) of a string, an array otherwise.
    static func part(of v: Value, _ ctx: NativeContext, fromEnd: Bool = false,
                     _ take: ([Value]) -> [Value]) throws(Interrupt) -> Value {
        switch v {
        case .array(let a):
            let items = take(a)
            return .slice(ArraySliceValue(items: items, start: fromEnd ? a.count - items.count : 0))
        case .slice(let s):
            let items = take(s.items)
            return .slice(ArraySliceValue(items: items, start: fromEnd ? s.start + s.items.count - items.count : s.start))
        case .string(let s):
            return v.rebuilt(take(s.map { .character($0) }))
        default:
            return .array(take(try ctx.elements(v)))
        }
    }

    static func split(_ v: Value, maxSplits: Value, omitting: Value, _ ctx: NativeContext,
                      _ isSeparator: (Value) throws(Interrupt) -> Bool) throws(Interrupt) -> Value {
        let limit = maxSplits.isOmitted ? Int.max : try ctx.int(maxSplits)
        let omit = omitting.isOmitted ? true : omitting.asBool ?? true
        var parts: [[Value]] = [[]]
        var splits = 0
        for e in try ctx.elements(v) {
            if splits < limit, try isSeparator(e) {
                if omit && parts[parts.count - 1].isEmpty { continue }
                parts.append([])
                splits += 1
            } else {
                parts[parts.count - 1].append(e)
            }
        }
        if omit && parts.last?.isEmpty == true { parts.removeLast() }
        if case .string = v { return .array(parts.map { v.rebuilt($0) }) }
        var start = 0
        return .array(parts.map { p in
            defer { start += p.count + 1 }
            return .slice(ArraySliceValue(items: p, start: start))
        })
    }
}

extension Value {
    /// `filter` on a String, Set or Dictionary gives that type back; on anything else, an Array.
    var isCollectionKeepingType: Bool {
        switch self {
        case .string, .set, .dictionary: return true
        default: return false
        }
    }
}

extension String {
    /// The text with every whole-word `word` replaced (for declaration templates).
    func replacingWord(_ word: String, with replacement: String) -> String {
        if word == replacement { return self }
        // Bytes, not Characters: this runs for every shared sequence method at every start.
        let text = Array(utf8), w = Array(word.utf8)
        func isWordByte(_ u: UInt8) -> Bool { u >= 0x80 || (u >= 0x30 && u <= 0x39) || (u | 0x20 >= 0x61 && u | 0x20 <= 0x7A) }
        var out: [UInt8] = []
        out.reserveCapacity(text.count)
        var i = 0
        while i < text.count {
            if i + w.count <= text.count, text[i..<(i + w.count)].elementsEqual(w),
               !(i > 0 && isWordByte(text[i - 1])), !(i + w.count < text.count && isWordByte(text[i + w.count])) {
                out += replacement.utf8
                i += w.count
            } else {
                out.append(text[i])
                i += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
