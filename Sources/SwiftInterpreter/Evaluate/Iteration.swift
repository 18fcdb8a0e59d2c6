/// The elements a `for … in` loop (and every native that takes a sequence) goes through.
protocol NativeSequence: AnyObject {
    func elements(_ rt: Runtime, loc: SourceLoc) throws(Interrupt) -> [Value]
}

extension Runtime {
    func elements(of v: Value, loc: SourceLoc) throws(Interrupt) -> [Value] {
        switch v {
        case .array(let items): return items
        case .slice(let s): return s.items
        case .set(let s): return s.members
        case .dictionary(let d):
            var out: [Value] = []
            out.reserveCapacity(d.count)
            for i in 0..<d.count {
                let (k, value) = d.entry(at: i)
                out.append(.tuple(TupleValue([k, value], labels: ["key", "value"])))
            }
            return out
        case .string(let s): return s.map { .character($0) }
        case .range(let r):
            if let (lo, hi) = r.intBounds { return lo < hi ? (lo..<hi).map { .int($0) } : [] }
            if case .integer(let lo)? = r.lower, case .integer(let hi)? = r.upper {
                let end = r.closed ? hi.bits + 1 : hi.bits
                return lo.bits < end ? (lo.bits..<end).map { .integer(SizedInt(lo.kind, $0)) } : []
            }
            throw .unsupported("this range is not a sequence simrepl can go through", loc)
        case .optional(let inner?): return try elements(of: inner, loc: loc)
        case .native(let o as NativeSequence): return try o.elements(self, loc: loc)
        case .structure(let s):
            // A type of the program's own conforming to Sequence: its makeIterator().next().
            return try userSequence(.structure(s), type: s.type, loc: loc)
        case .object(let o):
            return try userSequence(v, type: o.cls, loc: loc)
        default:
            throw .unsupported("a value of type '\(typeName(of: v))' is not a sequence", loc)
        }
    }

    private func userSequence(_ v: Value, type: TypeDecl, loc: SourceLoc) throws(Interrupt) -> [Value] {
        var receiver = v
        guard let make = findMember("makeIterator", labels: [], in: type) else {
            if let next = findMember("next", labels: [], in: type) {
                var out: [Value] = []
                while true {
                    let n = try callMember(next, on: &receiver, args: [], loc: loc)
                    guard case .optional(let e?) = n else { break }
                    out.append(e)
                }
                return out
            }
            throw .unsupported("'\(type.name)' is not a sequence", loc)
        }
        var iterator = try callMember(make, on: &receiver, args: [], loc: loc)
        guard let itType = typeDecl(of: iterator), let next = findMember("next", labels: [], in: itType) else {
            return try elements(of: iterator, loc: loc)
        }
        var out: [Value] = []
        while true {
            let n = try callMember(next, on: &iterator, args: [], loc: loc)
            guard case .optional(let e?) = n else { break }
            out.append(e)
        }
        return out
    }
}
