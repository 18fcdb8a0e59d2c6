/// `base[i]`, `dict[k]`, `dict[k, default: 0]`, `s[idx]`, a subscript the program declares.
/// As a place it changes the element where it is: `grid[r][c] = x` writes back along the path.
final class SubscriptRef: PlaceExpr {
    let base: Expr
    let basePlace: PlaceExpr?
    let args: [Expr]
    let labels: [String?]
    /// The program's own subscript, when the resolver found one.
    let member: MemberDecl?

    init(_ loc: SourceLoc, base: Expr, args: [Expr], labels: [String?], member: MemberDecl?) {
        self.base = base
        self.basePlace = base as? PlaceExpr
        self.args = args
        self.labels = labels
        self.member = member
        super.init(loc)
    }

    /// Indices evaluated ahead of an assignment's value (a stack: a recursive call may
    /// prepare the same node again before this use).
    private var prepared: [[Value]] = []

    private func indices(_ f: Frame) throws(Interrupt) -> [Value] {
        if let p = prepared.popLast() { return p }
        var out: [Value] = []
        for a in args { out.append(try a.eval(f)) }
        return out
    }

    override func prepare(_ f: Frame) throws(Interrupt) {
        try basePlace?.prepare(f)
        var out: [Value] = []
        for a in args { out.append(try a.eval(f)) }
        prepared.append(out)
    }

    override func unprepare() {
        basePlace?.unprepare()
        if !prepared.isEmpty { prepared.removeLast() }
    }

    override func eval(_ f: Frame) throws(Interrupt) -> Value {
        let b = try base.eval(f)
        let idx = try indices(f)
        if case .array(let items) = b, idx.count == 1, case .int(let i) = idx[0] {
            guard i >= 0 && i < items.count else { throw .fatal("Index out of range", loc) }
            return items[i]
        }
        return try f.runtime.subscriptGet(b, idx, labels: labels, member: member, loc: loc)
    }

    override func modify(_ f: Frame, _ body: (inout Value) throws(Interrupt) -> Value) throws(Interrupt) -> Value {
        let idx = try indices(f)
        let rt = f.runtime, labels = self.labels, member = self.member, loc = self.loc
        guard let basePlace else {
            var b = try base.eval(f)
            return try rt.subscriptModify(&b, idx, labels: labels, member: member, loc: loc, body)
        }
        return try basePlace.modify(f) { b throws(Interrupt) in
            try rt.subscriptModify(&b, idx, labels: labels, member: member, loc: loc, body)
        }
    }
}

extension Runtime {
    func subscriptGet(_ b: Value, _ idx: [Value], labels: [String?], member: MemberDecl?, loc: SourceLoc) throws(Interrupt) -> Value {
        if let m = member ?? userSubscript(of: b, labels: labels) {
            let target = dispatch(m, on: b)
            guard case .subscriptAccessors(let getter, _) = target.impl else {
                throw .unsupported("this subscript has no getter", loc)
            }
            return try invoke(getter, self: b, args: idx, captures: [], loc: loc).returnValue
        }
        switch b {
        case .array(let items):
            return try arraySubscript(items, base: 0, idx, loc: loc)
        case .slice(let s):
            return try arraySubscript(s.items, base: s.start, idx, loc: loc)
        case .dictionary(let d):
            guard let key = idx.first else { break }
            if labels.count == 2, labels[1] == "default" { return d[key] ?? idx[1] }
            return .optional(d[key])
        case .string(let s):
            return try stringSubscript(s, idx.first ?? .void, loc: loc)
        case .optional(let inner?):
            return try subscriptGet(inner, idx, labels: labels, member: member, loc: loc)
        case .native(let o as NativeSubscriptable):
            return try o.subscriptGet(idx, NativeContext(runtime: self, loc: loc))
        default: break
        }
        throw .unsupported("value of type '\(typeName(of: b))' has no subscripts", loc)
    }

    private func userSubscript(of v: Value, labels: [String?]) -> MemberDecl? {
        guard let d = typeDecl(of: v), d.isUserDeclared || d.members["subscript"] != nil else { return nil }
        return findMember("subscript", labels: labels, in: d)
    }

    /// Swift's slices keep their base's indices: `items` starts at index `base`.
    private func arraySubscript(_ items: [Value], base: Int, _ idx: [Value], loc: SourceLoc) throws(Interrupt) -> Value {
        guard let first = idx.first else { throw .unsupported("missing index", loc) }
        switch first {
        case .int(let i):
            guard i >= base && i < base + items.count else { throw .fatal("Index out of range", loc) }
            return items[i - base]
        case .range(let r):
            let (lo, hi) = try intRange(r, defaultLower: base, defaultUpper: base + items.count, loc: loc)
            guard lo >= base && hi <= base + items.count else { throw .fatal("Array index is out of range", loc) }
            return .slice(ArraySliceValue(items: Array(items[(lo - base)..<(hi - base)]), start: lo))
        default:
            throw .unsupported("an array index of type '\(typeName(of: first))'", loc)
        }
    }

    /// A range of Int indices as half-open bounds, partial ranges filled from the collection.
    func intRange(_ r: RangeValue, defaultLower: Int, defaultUpper: Int, loc: SourceLoc) throws(Interrupt) -> (Int, Int) {
        let lo = r.lower?.asInt ?? defaultLower
        var hi = defaultUpper
        if let u = r.upper?.asInt { hi = r.closed ? u + 1 : u }
        if lo > hi { throw .fatal("Range requires lowerBound <= upperBound", loc) }
        return (lo, hi)
    }

    private func stringSubscript(_ s: String, _ i: Value, loc: SourceLoc) throws(Interrupt) -> Value {
        switch i {
        case .stringIndex(let index):
            guard index >= s.startIndex && index < s.endIndex else { throw .fatal("String index is out of bounds", loc) }
            return .character(s[index])
        case .range(let r):
            let lo: String.Index, hi: String.Index
            if case .stringIndex(let l)? = r.lower { lo = l } else { lo = s.startIndex }
            if case .stringIndex(let u)? = r.upper {
                guard u < s.endIndex || !r.closed else { throw .fatal("String index is out of bounds", loc) }
                hi = r.closed ? s.index(after: u) : u
            } else {
                hi = s.endIndex
            }
            guard lo >= s.startIndex, hi <= s.endIndex, lo <= hi else { throw .fatal("String index is out of bounds", loc) }
            return .string(String(s[lo..<hi]))
        default:
            throw .unsupported("'subscript(_:)' is unavailable: cannot subscript String with an Int, use a String.Index instead", loc)
        }
    }

    func subscriptModify(_ b: inout Value, _ idx: [Value], labels: [String?], member: MemberDecl?, loc: SourceLoc,
                         _ body: (inout Value) throws(Interrupt) -> Value) throws(Interrupt) -> Value {
        if let m = member ?? userSubscript(of: b, labels: labels) {
            let target = dispatch(m, on: b)
            guard case .subscriptAccessors(let getter, let setter) = target.impl else {
                throw .unsupported("this subscript cannot be changed", loc)
            }
            var v = try invoke(getter, self: b, args: idx, captures: [], loc: loc).returnValue
            let r = try body(&v)
            guard let setter else { throw .unsupported("cannot assign through subscript: subscript is get-only", loc) }
            let f = try invoke(setter, self: b, args: idx + [v], captures: [], loc: loc)
            if setter.isMutating { b = f.read(setter.selfStorage) }
            return r
        }
        switch b {
        case .array(var items):
            guard idx.count == 1, case .int(let i) = idx[0] else {
                if case .range = idx.first {
                    return try modifyArrayRange(&b, idx[0], loc: loc, body)
                }
                break
            }
            guard i >= 0 && i < items.count else { throw .fatal("Index out of range", loc) }
            b = .void
            var element = items[i]
            items[i] = .void
            defer {
                items[i] = element
                b = .array(items)
            }
            return try body(&element)
        case .slice(var s):
            guard idx.count == 1, case .int(let i) = idx[0] else { break }
            guard i >= s.start && i < s.start + s.items.count else { throw .fatal("Index out of range", loc) }
            b = .void
            var element = s.items[i - s.start]
            defer {
                s.items[i - s.start] = element
                b = .slice(s)
            }
            return try body(&element)
        case .dictionary(var d):
            guard let key = idx.first else { break }
            b = .void
            defer { b = .dictionary(d) }
            if labels.count == 2, labels[1] == "default" {
                if let i = d.index(of: key) { return try d.modifyValue(at: i, body) }
                var v = idx[1]
                let r = try body(&v)
                d.set(key, v)
                return r
            }
            var v: Value = .optional(d[key])
            let r = try body(&v)
            switch v {
            case .optional(let inner): d.set(key, inner)
            default: d.set(key, v)
            }
            return r
        case .optional(var inner?):
            let r = try subscriptModify(&inner, idx, labels: labels, member: member, loc: loc, body)
            b = .optional(inner)
            return r
        case .native(let o as NativeSubscriptable):
            var v = try o.subscriptGet(idx, NativeContext(runtime: self, loc: loc))
            let r = try body(&v)
            try o.subscriptSet(idx, v, NativeContext(runtime: self, loc: loc))
            return r
        default: break
        }
        throw .unsupported("cannot assign through a subscript of a value of type '\(typeName(of: b))'", loc)
    }

    /// `a[1..<3] = [x, y]`: replaces that part of the array.
    private func modifyArrayRange(_ b: inout Value, _ index: Value, loc: SourceLoc,
                                  _ body: (inout Value) throws(Interrupt) -> Value) throws(Interrupt) -> Value {
        guard case .array(var items) = b, case .range(let r) = index else { return .void }
        let (lo, hi) = try intRange(r, defaultLower: 0, defaultUpper: items.count, loc: loc)
        guard lo >= 0 && hi <= items.count else { throw .fatal("Array index is out of range", loc) }
        var part: Value = .slice(ArraySliceValue(items: Array(items[lo..<hi]), start: lo))
        let result = try body(&part)
        items.replaceSubrange(lo..<hi, with: part.asArray ?? [])
        b = .array(items)
        return result
    }
}

/// A host object with a subscript.
protocol NativeSubscriptable: AnyObject {
    func subscriptGet(_ indices: [Value], _ ctx: NativeContext) throws(Interrupt) -> Value
    func subscriptSet(_ indices: [Value], _ value: Value, _ ctx: NativeContext) throws(Interrupt)
}

/// `root[keyPath: path]`: reading follows the path; as a place it changes the value at the
/// end of the path, writing back along it.
final class KeyPathRef: DerivedPlaceExpr {
    override var preparedBase: PlaceExpr? { basePlace }
    let base: Expr
    let basePlace: PlaceExpr?
    let path: Expr

    init(_ loc: SourceLoc, base: Expr, path: Expr) {
        self.base = base
        self.basePlace = base as? PlaceExpr
        self.path = path
        super.init(loc)
    }

    private func keyPath(_ f: Frame) throws(Interrupt) -> KeyPathValue {
        guard case .function(let k as KeyPathValue) = try path.eval(f) else {
            throw .unsupported("expected a key path", loc)
        }
        return k
    }

    override func eval(_ f: Frame) throws(Interrupt) -> Value {
        let k = try keyPath(f)
        return try f.runtime.apply(k, to: try base.eval(f), loc: loc)
    }

    override func modify(_ f: Frame, _ body: (inout Value) throws(Interrupt) -> Value) throws(Interrupt) -> Value {
        let k = try keyPath(f)
        let rt = f.runtime, loc = self.loc
        guard let basePlace else {
            var root = try base.eval(f)
            return try rt.modifyPath(k.components[...], in: &root, loc: loc, body)
        }
        return try basePlace.modify(f) { root throws(Interrupt) in
            try rt.modifyPath(k.components[...], in: &root, loc: loc, body)
        }
    }
}

extension Runtime {
    /// Changes the value a key path's components lead to inside `v`.
    func modifyPath(_ components: ArraySlice<KeyPathValue.Component>, in v: inout Value, loc: SourceLoc,
                    _ body: (inout Value) throws(Interrupt) -> Value) throws(Interrupt) -> Value {
        guard let c = components.first else { return try body(&v) }
        let rest = components.dropFirst()
        switch c {
        case .member(let name):
            if case .tuple(var t) = v, let i = t.labels.firstIndex(of: name) {
                let r = try modifyPath(rest, in: &t.elements[i], loc: loc, body)
                v = .tuple(t)
                return r
            }
            guard let d = typeDecl(of: v), let m = findMember(name, labels: nil, in: d, isStatic: false) else {
                throw .unsupported("no member '\(name)' on '\(typeName(of: v))'", loc)
            }
            return try modifyMember(m, in: &v, loc: loc) { inner throws(Interrupt) in
                try self.modifyPath(rest, in: &inner, loc: loc, body)
            }
        case .tupleIndex(let i):
            guard case .tuple(var t) = v, i < t.elements.count else { throw .unsupported("not a tuple", loc) }
            let r = try modifyPath(rest, in: &t.elements[i], loc: loc, body)
            v = .tuple(t)
            return r
        case .optionalChain, .forceUnwrap:
            guard case .optional(var inner) = v else { return try modifyPath(rest, in: &v, loc: loc, body) }
            guard var value = inner else {
                if case .forceUnwrap = c { throw .fatal("Unexpectedly found nil while unwrapping an Optional value", loc) }
                return .void
            }
            let r = try modifyPath(rest, in: &value, loc: loc, body)
            inner = value
            v = .optional(inner)
            return r
        case .subscriptIndex(let idx):
            return try subscriptModify(&v, idx, labels: idx.map { _ in nil }, member: nil, loc: loc) { inner throws(Interrupt) in
                try self.modifyPath(rest, in: &inner, loc: loc, body)
            }
        }
    }
}
