/// Array, ArraySlice, Set, Dictionary and the ranges: their initializers, their own properties
/// and their mutating methods (the shared Sequence methods are in Library+Sequences).
extension Library {
    func registerCollections() {
        registerArray()
        registerDictionary()
        registerSet()
        registerRanges()
        registerSequences()
    }

    /// Changes an array in place: takes it out of `v` (so the change does not copy it), applies
    /// `body`, puts it back.
    static func mutateArray(_ v: inout Value, _ ctx: NativeContext,
                            _ body: (inout [Value]) throws(Interrupt) -> Value) throws(Interrupt) -> Value {
        switch v {
        case .array(var a):
            v = .void
            defer { v = .array(a) }
            return try body(&a)
        case .slice(var s):
            v = .void
            defer { v = .slice(s) }
            return try body(&s.items)
        default:
            throw ctx.unsupported("expected an array, got a value of type '\(ctx.runtime.typeName(of: v))'")
        }
    }

    private func registerArray() {
        for t in [array, slice] {
            mutating(t, "mutating func append(_ newElement: Element)") { v, args, ctx throws(Interrupt) in
                try Library.mutateArray(&v, ctx) { a in a.append(args[0]); return .void }
            }
            mutating(t, "mutating func append(contentsOf newElements: [Element])") { v, args, ctx throws(Interrupt) in
                let more = try ctx.elements(args[0])
                try ctx.runtime.checkElementCount((v.asArray?.count ?? 0) + more.count, at: ctx.loc)
                return try Library.mutateArray(&v, ctx) { a in a.append(contentsOf: more); return .void }
            }
            mutating(t, "mutating func insert(_ newElement: Element, at i: Int)") { v, args, ctx throws(Interrupt) in
                let i = try ctx.int(args[1])
                return try Library.mutateArray(&v, ctx) { a throws(Interrupt) in
                    guard i >= 0 && i <= a.count else { throw ctx.fatal("Array index is out of range") }
                    a.insert(args[0], at: i)
                    return .void
                }
            }
            mutating(t, "mutating func insert(contentsOf newElements: [Element], at i: Int)") { v, args, ctx throws(Interrupt) in
                let i = try ctx.int(args[1])
                let more = try ctx.elements(args[0])
                return try Library.mutateArray(&v, ctx) { a throws(Interrupt) in
                    guard i >= 0 && i <= a.count else { throw ctx.fatal("Array index is out of range") }
                    a.insert(contentsOf: more, at: i)
                    return .void
                }
            }
            mutating(t, "@discardableResult mutating func remove(at index: Int) -> Element") { v, args, ctx throws(Interrupt) in
                let i = try ctx.int(args[0])
                return try Library.mutateArray(&v, ctx) { a throws(Interrupt) in
                    guard i >= 0 && i < a.count else { throw ctx.fatal("Index out of range") }
                    return a.remove(at: i)
                }
            }
            for fromStart in [true, false] {
                let end = fromStart ? "First" : "Last"
                mutating(t, "@discardableResult mutating func remove\(end)() -> Element") { v, _, ctx throws(Interrupt) in
                    try Library.mutateArray(&v, ctx) { a throws(Interrupt) in
                        guard !a.isEmpty else { throw ctx.fatal("Can't remove \(end.lowercased()) element from an empty collection") }
                        return fromStart ? a.removeFirst() : a.removeLast()
                    }
                }
                mutating(t, "mutating func remove\(end)(_ k: Int)") { v, args, ctx throws(Interrupt) in
                    let k = try ctx.int(args[0])
                    return try Library.mutateArray(&v, ctx) { a throws(Interrupt) in
                        guard k >= 0 else { throw ctx.fatal("Number of elements to remove should be non-negative") }
                        guard k <= a.count else { throw ctx.fatal("Can't remove more items from a collection than it contains") }
                        if fromStart { a.removeFirst(k) } else { a.removeLast(k) }
                        return .void
                    }
                }
            }
            mutating(t, "mutating func popLast() -> Element?") { v, _, ctx throws(Interrupt) in
                try Library.mutateArray(&v, ctx) { a in .optional(a.popLast()) }
            }
            mutating(t, "mutating func removeAll(keepingCapacity keepCapacity: Bool = false)") { v, _, ctx throws(Interrupt) in
                try Library.mutateArray(&v, ctx) { a in a.removeAll(); return .void }
            }
            mutating(t, "mutating func removeAll(where shouldBeRemoved: (Element) throws -> Bool) rethrows") { v, args, ctx throws(Interrupt) in
                try Library.mutateArray(&v, ctx) { a throws(Interrupt) in
                    // The standard library's own removal, so the removed elements are released
                    // (and their deinitializers queued) in the order compiled Swift releases them.
                    var failure: Interrupt?
                    a.removeAll { e in
                        if failure != nil { return false }
                        do throws(Interrupt) { return try ctx.test(args[0], e) } catch { failure = error; return false }
                    }
                    if let failure { throw failure }
                    return .void
                }
            }
            mutating(t, "mutating func swapAt(_ i: Int, _ j: Int)") { v, args, ctx throws(Interrupt) in
                let i = try ctx.int(args[0]), j = try ctx.int(args[1])
                return try Library.mutateArray(&v, ctx) { a throws(Interrupt) in
                    guard i >= 0 && i < a.count && j >= 0 && j < a.count else { throw ctx.fatal("Index out of range") }
                    a.swapAt(i, j)
                    return .void
                }
            }
            mutating(t, "mutating func reverse()") { v, _, ctx throws(Interrupt) in
                try Library.mutateArray(&v, ctx) { a in a.reverse(); return .void }
            }
            mutating(t, "mutating func sort()") { v, _, ctx throws(Interrupt) in
                try Library.mutateArray(&v, ctx) { a throws(Interrupt) in a = try ctx.sorted(a, by: nil); return .void }
            }
            mutating(t, "mutating func sort(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows") { v, args, ctx throws(Interrupt) in
                try Library.mutateArray(&v, ctx) { a throws(Interrupt) in a = try ctx.sorted(a, by: args[0]); return .void }
            }
            mutating(t, "mutating func shuffle()") { v, _, ctx throws(Interrupt) in
                try Library.mutateArray(&v, ctx) { a in a.shuffle(); return .void }
            }
            mutating(t, "mutating func replaceSubrange(_ subrange: Range<Int>, with newElements: [Element])") { v, args, ctx throws(Interrupt) in
                guard case .range(let r) = args[0] else { throw ctx.unsupported("expected a range") }
                let more = try ctx.elements(args[1])
                return try Library.mutateArray(&v, ctx) { a throws(Interrupt) in
                    let (lo, hi) = try ctx.runtime.intRange(r, defaultLower: 0, defaultUpper: a.count, loc: ctx.loc)
                    guard lo >= 0 && hi <= a.count else { throw ctx.fatal("Array replace: subrange extends past the end") }
                    a.replaceSubrange(lo..<hi, with: more)
                    return .void
                }
            }
            mutating(t, "mutating func removeSubrange(_ bounds: Range<Int>)") { v, args, ctx throws(Interrupt) in
                guard case .range(let r) = args[0] else { throw ctx.unsupported("expected a range") }
                return try Library.mutateArray(&v, ctx) { a throws(Interrupt) in
                    let (lo, hi) = try ctx.runtime.intRange(r, defaultLower: 0, defaultUpper: a.count, loc: ctx.loc)
                    guard lo >= 0 && hi <= a.count else { throw ctx.fatal("Array replace: subrange extends past the end") }
                    a.removeSubrange(lo..<hi)
                    return .void
                }
            }
            mutating(t, "mutating func reserveCapacity(_ minimumCapacity: Int)") { _, _, _ in .void }
            property(t, "var last: Element?") { v, ctx throws(Interrupt) in .optional(try ctx.elements(v).last) }
            property(t, "var indices: Range<Int>") { v, _ in
                if case .slice(let s) = v { return .range(RangeValue(lower: .int(s.start), upper: .int(s.start + s.items.count), closed: false)) }
                return .range(RangeValue(lower: .int(0), upper: .int(v.asArray?.count ?? 0), closed: false))
            }
            property(t, "var startIndex: Int") { v, _ in
                if case .slice(let s) = v { return .int(s.start) }
                return .int(0)
            }
            property(t, "var endIndex: Int") { v, _ in
                if case .slice(let s) = v { return .int(s.start + s.items.count) }
                return .int(v.asArray?.count ?? 0)
            }
            property(t, "var capacity: Int") { v, _ in .int(v.asArray?.count ?? 0) }
            method(t, "func firstIndex(of element: Element) -> Int?") { v, args, ctx throws(Interrupt) in
                try Library.index(in: v, ctx, fromEnd: false) { e throws(Interrupt) in try ctx.equals(e, args[0]) }
            }
            // Swift 4 code still calls it (Stanford cs193p 2017 course code does).
            deprecated(t, "func index(of element: Element) -> Int?", renamed: "firstIndex(of:)") { v, args, ctx throws(Interrupt) in
                try Library.index(in: v, ctx, fromEnd: false) { e throws(Interrupt) in try ctx.equals(e, args[0]) }
            }
            method(t, "func firstIndex(where predicate: (Element) throws -> Bool) rethrows -> Int?") { v, args, ctx throws(Interrupt) in
                try Library.index(in: v, ctx, fromEnd: false) { e throws(Interrupt) in try ctx.test(args[0], e) }
            }
            method(t, "func lastIndex(of element: Element) -> Int?") { v, args, ctx throws(Interrupt) in
                try Library.index(in: v, ctx, fromEnd: true) { e throws(Interrupt) in try ctx.equals(e, args[0]) }
            }
            method(t, "func lastIndex(where predicate: (Element) throws -> Bool) rethrows -> Int?") { v, args, ctx throws(Interrupt) in
                try Library.index(in: v, ctx, fromEnd: true) { e throws(Interrupt) in try ctx.test(args[0], e) }
            }
            method(t, "func index(after i: Int) -> Int") { _, args, ctx throws(Interrupt) in .int(try ctx.int(args[0]) + 1) }
            method(t, "func index(before i: Int) -> Int") { _, args, ctx throws(Interrupt) in .int(try ctx.int(args[0]) - 1) }
            method(t, "func index(_ i: Int, offsetBy distance: Int) -> Int") { _, args, ctx throws(Interrupt) in
                .int(try ctx.int(args[0]) + ctx.int(args[1]))
            }
            method(t, "func distance(from start: Int, to end: Int) -> Int") { _, args, ctx throws(Interrupt) in
                .int(try ctx.int(args[1]) - ctx.int(args[0]))
            }
        }
        function(array, "init()") { _, _ in .array([]) }
        function(array, "init(_ s: [Element])") { args, ctx throws(Interrupt) in .array(try ctx.elements(args[0])) }
        function(array, "init(repeating repeatedValue: Element, count: Int)") { args, ctx throws(Interrupt) in
            let n = try ctx.int(args[1])
            if n < 0 { throw ctx.fatal("Can't construct Array with count < 0") }
            try ctx.runtime.checkElementCount(n, at: ctx.loc)
            try ctx.runtime.spend(n, at: ctx.loc)
            return .array(Array(repeating: args[0], count: n))
        }
        function(slice, "init(_ s: [Element])") { args, ctx throws(Interrupt) in
            .slice(ArraySliceValue(items: try ctx.elements(args[0]), start: 0))
        }
    }

    /// The index of the first (or last) element that `matches`, as an optional.
    static func index(in v: Value, _ ctx: NativeContext, fromEnd: Bool,
                      _ matches: (Value) throws(Interrupt) -> Bool) throws(Interrupt) -> Value {
        let items = try ctx.elements(v)
        var start = 0
        if case .slice(let s) = v { start = s.start }
        let order = fromEnd ? Array(items.indices.reversed()) : Array(items.indices)
        for i in order where try matches(items[i]) { return .optional(.int(start + i)) }
        return .nilValue
    }

    private func registerDictionary() {
        let d = dictionary
        function(d, "init()") { _, _ in .dictionary(OrderedDictionary()) }
        function(d, "init(uniqueKeysWithValues keysAndValues: [(Key, Value)])") { args, ctx throws(Interrupt) in
            var out = OrderedDictionary()
            for pair in try ctx.elements(args[0]) {
                guard case .tuple(let t) = pair, t.elements.count == 2 else { continue }
                if out.set(t.elements[0], t.elements[1]) != nil {
                    throw ctx.fatal("Duplicate values for key: '\(try ctx.runtime.debugDescribe(t.elements[0], loc: ctx.loc))'")
                }
            }
            return .dictionary(out)
        }
        function(d, "init(_ keysAndValues: [(Key, Value)], uniquingKeysWith combine: (Value, Value) throws -> Value) rethrows") { args, ctx throws(Interrupt) in
            var out = OrderedDictionary()
            for pair in try ctx.elements(args[0]) {
                guard case .tuple(let t) = pair, t.elements.count == 2 else { continue }
                if let old = out[t.elements[0]] {
                    out.set(t.elements[0], try ctx.call(args[1], old, t.elements[1]))
                } else {
                    out.set(t.elements[0], t.elements[1])
                }
            }
            return .dictionary(out)
        }
        function(d, "init<S>(grouping values: [S], by keyForValue: (S) throws -> Key) rethrows -> [Key: [S]]") { args, ctx throws(Interrupt) in
            var out = OrderedDictionary()
            for e in try ctx.elements(args[0]) {
                let k = try ctx.call(args[1], e)
                if let i = out.index(of: k) {
                    _ = try out.modifyValue(at: i) { v throws(Interrupt) -> Value in
                        if case .array(var a) = v { v = .void; a.append(e); v = .array(a) }
                        return Value.void
                    }
                } else {
                    out.set(k, .array([e]))
                }
            }
            return .dictionary(out)
        }
        property(d, "var keys: [Key]") { v, _ in
            guard case .dictionary(let dict) = v else { return .array([]) }
            return .array(dict.keys)
        }
        property(d, "var values: [Value]") { v, _ in
            guard case .dictionary(let dict) = v else { return .array([]) }
            return .array(dict.values)
        }
        mutating(d, "@discardableResult mutating func updateValue(_ value: Value, forKey key: Key) -> Value?") { v, args, ctx throws(Interrupt) in
            guard case .dictionary(var dict) = v else { throw ctx.unsupported("expected a dictionary") }
            v = .void
            let old = dict.set(args[1], args[0])
            v = .dictionary(dict)
            return .optional(old)
        }
        mutating(d, "@discardableResult mutating func removeValue(forKey key: Key) -> Value?") { v, args, ctx throws(Interrupt) in
            guard case .dictionary(var dict) = v else { throw ctx.unsupported("expected a dictionary") }
            v = .void
            let old = dict.set(args[0], nil)
            v = .dictionary(dict)
            return .optional(old)
        }
        mutating(d, "mutating func removeAll(keepingCapacity keepCapacity: Bool = false)") { v, _, _ in
            v = .dictionary(OrderedDictionary())
            return .void
        }
        mutating(d, "mutating func merge(_ other: [Key: Value], uniquingKeysWith combine: (Value, Value) throws -> Value) rethrows") { v, args, ctx throws(Interrupt) in
            guard case .dictionary(var dict) = v else { throw ctx.unsupported("expected a dictionary") }
            v = .void
            defer { v = .dictionary(dict) }
            for pair in try ctx.elements(args[0]) {
                guard case .tuple(let t) = pair, t.elements.count == 2 else { continue }
                if let old = dict[t.elements[0]] {
                    dict.set(t.elements[0], try ctx.call(args[1], old, t.elements[1]))
                } else {
                    dict.set(t.elements[0], t.elements[1])
                }
            }
            return .void
        }
        method(d, "func merging(_ other: [Key: Value], uniquingKeysWith combine: (Value, Value) throws -> Value) rethrows -> [Key: Value]") { v, args, ctx throws(Interrupt) in
            guard case .dictionary(var dict) = v else { throw ctx.unsupported("expected a dictionary") }
            for pair in try ctx.elements(args[0]) {
                guard case .tuple(let t) = pair, t.elements.count == 2 else { continue }
                if let old = dict[t.elements[0]] {
                    dict.set(t.elements[0], try ctx.call(args[1], old, t.elements[1]))
                } else {
                    dict.set(t.elements[0], t.elements[1])
                }
            }
            return .dictionary(dict)
        }
        method(d, "func mapValues<T>(_ transform: (Value) throws -> T) rethrows -> [Key: T]") { v, args, ctx throws(Interrupt) in
            guard case .dictionary(let dict) = v else { throw ctx.unsupported("expected a dictionary") }
            var out = OrderedDictionary()
            for i in 0..<dict.count {
                let (k, value) = dict.entry(at: i)
                out.set(k, try ctx.call(args[0], value))
            }
            return .dictionary(out)
        }
        method(d, "func compactMapValues<T>(_ transform: (Value) throws -> T?) rethrows -> [Key: T]") { v, args, ctx throws(Interrupt) in
            guard case .dictionary(let dict) = v else { throw ctx.unsupported("expected a dictionary") }
            var out = OrderedDictionary()
            for i in 0..<dict.count {
                let (k, value) = dict.entry(at: i)
                if case .optional(let x?) = try ctx.call(args[0], value) { out.set(k, x) }
            }
            return .dictionary(out)
        }
        method(d, "func filter(_ isIncluded: ((key: Key, value: Value)) throws -> Bool) rethrows -> [Key: Value]") { v, args, ctx throws(Interrupt) in
            var out: [Value] = []
            for e in try ctx.elements(v) where try ctx.test(args[0], e) { out.append(e) }
            return v.rebuilt(out)
        }
    }

    private func registerSet() {
        let s = set
        func members(_ v: Value, _ ctx: NativeContext) throws(Interrupt) -> OrderedSet {
            if case .set(let x) = v { return x }
            return OrderedSet(try ctx.elements(v))
        }
        function(s, "init()") { _, _ in .set(OrderedSet()) }
        function(s, "init(_ sequence: [Element])") { args, ctx throws(Interrupt) in .set(OrderedSet(try ctx.elements(args[0]))) }
        mutating(s, "@discardableResult mutating func insert(_ newMember: Element) -> (inserted: Bool, memberAfterInsert: Element)") { v, args, ctx throws(Interrupt) in
            var x = try members(v, ctx)
            v = .void
            let inserted = x.insert(args[0])
            v = .set(x)
            return .tuple(TupleValue([.bool(inserted), args[0]], labels: ["inserted", "memberAfterInsert"]))
        }
        mutating(s, "@discardableResult mutating func update(with newMember: Element) -> Element?") { v, args, ctx throws(Interrupt) in
            var x = try members(v, ctx)
            v = .void
            let old = x.remove(args[0])
            x.insert(args[0])
            v = .set(x)
            return .optional(old)
        }
        mutating(s, "@discardableResult mutating func remove(_ member: Element) -> Element?") { v, args, ctx throws(Interrupt) in
            var x = try members(v, ctx)
            v = .void
            let old = x.remove(args[0])
            v = .set(x)
            return .optional(old)
        }
        mutating(s, "mutating func removeAll(keepingCapacity keepCapacity: Bool = false)") { v, _, _ in
            v = .set(OrderedSet())
            return .void
        }
        let algebra: [(String, (OrderedSet, OrderedSet) -> OrderedSet)] = [
            ("union", { a, b in var r = a; for m in b.members { r.insert(m) }; return r }),
            ("intersection", { a, b in OrderedSet(a.members.filter(b.contains)) }),
            ("subtracting", { a, b in OrderedSet(a.members.filter { !b.contains($0) }) }),
            ("symmetricDifference", { a, b in
                var r = OrderedSet(a.members.filter { !b.contains($0) })
                for m in b.members where !a.contains(m) { r.insert(m) }
                return r
            }),
        ]
        let mutatingNames = ["union": "formUnion", "intersection": "formIntersection", "subtracting": "subtract",
                             "symmetricDifference": "formSymmetricDifference"]
        for (name, op) in algebra {
            method(s, "func \(name)(_ other: Set<Element>) -> Set<Element>") { v, args, ctx throws(Interrupt) in
                .set(op(try members(v, ctx), try members(args[0], ctx)))
            }
            mutating(s, "mutating func \(mutatingNames[name]!)(_ other: Set<Element>)") { v, args, ctx throws(Interrupt) in
                let r = op(try members(v, ctx), try members(args[0], ctx))
                v = .set(r)
                return .void
            }
        }
        let relations: [(String, (OrderedSet, OrderedSet) -> Bool)] = [
            ("isSubset(of", { a, b in a.members.allSatisfy(b.contains) }),
            ("isSuperset(of", { a, b in b.members.allSatisfy(a.contains) }),
            ("isStrictSubset(of", { a, b in a.count < b.count && a.members.allSatisfy(b.contains) }),
            ("isStrictSuperset(of", { a, b in a.count > b.count && b.members.allSatisfy(a.contains) }),
            ("isDisjoint(with", { a, b in !a.members.contains(where: b.contains) }),
        ]
        for (name, test) in relations {
            method(s, "func \(name) other: Set<Element>) -> Bool") { v, args, ctx throws(Interrupt) in
                .bool(test(try members(v, ctx), try members(args[0], ctx)))
            }
        }
    }

    private func registerRanges() {
        for (r, closed) in [(range, false), (closedRange, true)] {
            function(r, "init<R>(_ other: R)") { args, ctx throws(Interrupt) in
                guard case .range(let x) = args[0], let lo = x.lower, let hi = x.upper else { throw ctx.unsupported("expected a range") }
                if x.closed == closed { return args[0] }
                // 1...4 as a Range is 1..<5; 1..<4 as a ClosedRange is 1...3.
                let upper = try ctx.runtime.binary(closed ? .subtract : .add, hi, .int(1), loc: ctx.loc)
                return .range(RangeValue(lower: lo, upper: upper, closed: closed))
            }
        }
        for r in [range, closedRange, partialRangeFrom, partialRangeThrough, partialRangeUpTo] {
            property(r, "var lowerBound: Bound") { v, ctx throws(Interrupt) in
                guard case .range(let x) = v, let lo = x.lower else { throw ctx.unsupported("this range has no lower bound") }
                return lo
            }
            property(r, "var upperBound: Bound") { v, ctx throws(Interrupt) in
                guard case .range(let x) = v, let hi = x.upper else { throw ctx.unsupported("this range has no upper bound") }
                return hi
            }
            method(r, "func contains(_ element: Bound) -> Bool") { v, args, ctx throws(Interrupt) in
                .bool(try ctx.runtime.patternMatches(v, args[0], loc: ctx.loc))
            }
        }
        for r in [range, closedRange] {
            method(r, "func clamped(to limits: Self) -> Self") { v, args, ctx throws(Interrupt) in
                guard case .range(let a) = v, case .range(let b) = args[0], let alo = a.lower, let ahi = a.upper,
                      let blo = b.lower, let bhi = b.upper else { return v }
                let lo = try ctx.less(alo, blo) ? blo : (try ctx.less(bhi, alo) ? bhi : alo)
                let hi = try ctx.less(bhi, ahi) ? bhi : (try ctx.less(ahi, blo) ? blo : ahi)
                return .range(RangeValue(lower: lo, upper: hi, closed: a.closed))
            }
            method(r, "func overlaps(_ other: Self) -> Bool") { v, args, ctx throws(Interrupt) in
                guard case .range(let a) = v, case .range(let b) = args[0], let alo = a.lower, let ahi = a.upper,
                      let blo = b.lower, let bhi = b.upper else { return .bool(false) }
                let aEmpty = a.closed ? false : !(try ctx.less(alo, ahi))
                let bEmpty = b.closed ? false : !(try ctx.less(blo, bhi))
                if aEmpty || bEmpty { return .bool(false) }
                let beforeB = a.closed || b.closed ? try ctx.less(ahi, blo) : !(try ctx.less(blo, ahi))
                let afterB = a.closed || b.closed ? try ctx.less(bhi, alo) : !(try ctx.less(alo, bhi))
                return .bool(!beforeB && !afterB)
            }
            property(r, "var last: Bound?") { v, ctx throws(Interrupt) in .optional(try ctx.elements(v).last) }
        }
    }
}
