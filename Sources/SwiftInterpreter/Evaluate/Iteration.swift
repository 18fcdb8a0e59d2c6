/// The elements a `for … in` loop (and every native that takes a sequence) goes through.
protocol NativeSequence: AnyObject {
    /// Calls `body` with each element until it returns false.
    func iterate(_ rt: Runtime, loc: SourceLoc, _ body: (Value) throws(Interrupt) -> Bool) throws(Interrupt)
}

extension Runtime {
    /// Every element of a sequence. A sequence that does not end stops the program with a
    /// message rather than filling memory (`prefix`, `first(where:)` and loops that `break`
    /// use `iterate` and stop early, as Swift does).
    func elements(of v: Value, loc: SourceLoc) throws(Interrupt) -> [Value] {
        switch v {
        case .array(let items): return items
        case .slice(let s): return s.items
        case .set(let s): return s.members
        case .string(let s): return s.map { .character($0) }
        default: break
        }
        var out: [Value] = []
        // Each element made is a step, as the loop collecting it would be; a sequence that does
        // not end runs out of budget or past the size limit rather than filling memory.
        try iterate(v, loc: loc) { e throws(Interrupt) in
            try spend(at: loc)
            out.append(e)
            if out.count > Self.maxElements { try checkElementCount(out.count, at: loc) }
            return true
        }
        return out
    }

    /// Goes through a sequence's elements, lazily for sequences the program defines, until
    /// `body` returns false.
    func iterate(_ v: Value, loc: SourceLoc, _ body: (Value) throws(Interrupt) -> Bool) throws(Interrupt) {
        switch v {
        case .array(let items):
            for e in items where !(try body(e)) { return }
        case .slice(let s):
            for e in s.items where !(try body(e)) { return }
        case .set(let s):
            for e in s.members where !(try body(e)) { return }
        case .dictionary(let d):
            for i in 0..<d.count {
                let (k, value) = d.entry(at: i)
                if !(try body(.tuple(TupleValue([k, value], labels: ["key", "value"])))) { return }
            }
        case .string(let s):
            for c in s where !(try body(.character(c))) { return }
        case .range(let r):
            if case .int(let lo)? = r.lower, r.upper == nil {
                var i = lo
                while try body(.int(i)) { i += 1 }
                return
            }
            if let (lo, hi) = r.intBounds {
                var i = lo
                while i < hi {
                    if !(try body(.int(i))) { return }
                    i += 1
                }
                return
            }
            if case .integer(let lo)? = r.lower, case .integer(let hi)? = r.upper {
                let end = r.closed ? hi.bits + 1 : hi.bits
                var i = lo.bits
                while i < end {
                    if !(try body(.integer(SizedInt(lo.kind, i)))) { return }
                    i += 1
                }
                return
            }
            throw .unsupported("this range is not a sequence simrepl can go through", loc)
        case .optional(let inner?):
            try iterate(inner, loc: loc, body)
        case .native(let o as NativeSequence):
            try o.iterate(self, loc: loc, body)
        case .structure(let s):
            try userSequence(v, type: s.type, loc: loc, body)
        case .object(let o):
            try userSequence(v, type: o.cls, loc: loc, body)
        default:
            throw .unsupported("a value of type '\(typeName(of: v))' is not a sequence", loc)
        }
    }

    /// A sequence of the program's own: its `makeIterator()`'s `next()` — or, for a type that is
    /// its own iterator, its `next()` on a copy — until nil.
    private func userSequence(_ v: Value, type: TypeDecl, loc: SourceLoc,
                              _ body: (Value) throws(Interrupt) -> Bool) throws(Interrupt) {
        var iterator = v
        if let make = ownMember("makeIterator", in: type) {
            var receiver = v
            iterator = try callMember(make, on: &receiver, args: [], loc: loc)
        }
        if case .native(let o as NativeSequence) = iterator {
            try o.iterate(self, loc: loc, body)
            return
        }
        guard let itType = typeDecl(of: iterator), let next = ownMember("next", in: itType) else {
            throw .unsupported("'\(type.name)' is not a sequence simrepl can go through", loc)
        }
        while true {
            guard case .optional(let e?) = try callMember(next, on: &iterator, args: [], loc: loc) else { return }
            if !(try body(e)) { return }
        }
    }

    /// A member the program wrote (not a library default), found through the type's chain.
    private func ownMember(_ name: String, in type: TypeDecl) -> MemberDecl? {
        MemberLookup.members(named: name, in: type, library: library).first { m in
            if case .function = m.impl { return m.argumentLabels?.isEmpty ?? true }
            return false
        }
    }
}
