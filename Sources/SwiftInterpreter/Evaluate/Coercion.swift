/// Conversions the type checker would have made, applied to a value whose static type the
/// resolver could not infer: an integer literal where a `Double` is expected becomes a Double,
/// a value where an optional is expected is wrapped, a tuple takes the expected labels, an
/// array literal where a `Set` or an `OptionSet` is expected becomes one.
extension Runtime {
    func coerce(_ v: Value, to t: SType, loc: SourceLoc) throws(Interrupt) -> Value {
        switch t {
        case .unknown, .existential, .anyObject, .parameter, .function, .metatype:
            return v
        case .optional(let w):
            switch v {
            case .optional(nil): return v
            case .optional(let inner?): return .optional(try coerce(inner, to: w, loc: loc))
            case .weak: return v
            default: return .optional(try coerce(v, to: w, loc: loc))
            }
        case .tuple(let labels, let types):
            guard case .tuple(let tuple) = v, tuple.elements.count == types.count else { return v }
            var elements: [Value] = []
            for (e, et) in zip(tuple.elements, types) { elements.append(try coerce(e, to: et, loc: loc)) }
            return .tuple(TupleValue(elements, labels: labels.contains { $0 != nil } ? labels : tuple.labels))
        case .nominal(let d, let args):
            switch (d.builtinTag, v) {
            case (.double?, .int(let i)): return .double(Double(i))
            case (.float?, .int(let i)): return .float(Float(i))
            case (.float?, .double(let x)): return .float(Float(x))
            case (.sizedInt(let k)?, .int(let i)):
                guard let s = SizedInt.exactly(Int64(i), k) else {
                    throw .fatal("integer literal '\(i)' overflows when stored into '\(k.name)'", loc)
                }
                return .integer(s)
            case (.array?, .array(let items)):
                guard let element = args.first, Self.needsConversion(element) else { return v }
                var out: [Value] = []
                out.reserveCapacity(items.count)
                for e in items { out.append(try coerce(e, to: element, loc: loc)) }
                return .array(out)
            case (.set?, .array(let items)):
                var s = OrderedSet()
                let element = args.first ?? .unknown
                for e in items { s.insert(try coerce(e, to: element, loc: loc)) }
                return .set(s)
            case (.dictionary?, .dictionary(let dict)):
                guard args.count == 2, Self.needsConversion(args[0]) || Self.needsConversion(args[1]) else { return v }
                var out = OrderedDictionary()
                for i in 0..<dict.count {
                    let (k, value) = dict.entry(at: i)
                    out.set(try coerce(k, to: args[0], loc: loc), try coerce(value, to: args[1], loc: loc))
                }
                return .dictionary(out)
            case (_, .array(let items)) where d.conforms(to: library.optionSet):
                return try optionSet(d, from: items, loc: loc)
            default:
                return v
            }
        }
    }

    /// Whether values of `t` may need converting from what an untyped expression gives.
    static func needsConversion(_ t: SType) -> Bool {
        switch t {
        case .optional, .tuple: return true
        case .nominal(let d, let args):
            switch d.builtinTag {
            case .double?, .float?, .sizedInt?, .set?: return true
            case .array?, .dictionary?: return args.contains(where: needsConversion)
            default: return d.isUserDeclared && d.allConformances.contains { $0.name == "OptionSet" }
            }
        default: return false
        }
    }

    /// An OptionSet from an array literal (`[.read, .write]`): the union of the elements' raw values.
    func optionSet(_ d: TypeDecl, from items: [Value], loc: SourceLoc) throws(Interrupt) -> Value {
        var raw = 0
        for item in items {
            guard case .structure(let s) = item, let f = s.fields.first, let bits = f.asInt else { continue }
            raw |= bits
        }
        guard let make = MemberLookup.members(named: "init", in: d, library: library)
            .first(where: { $0.argumentLabels == ["rawValue"] }) else {
            throw .unsupported("'\(d.name)' has no init(rawValue:)", loc)
        }
        return try construct(make, args: [.int(raw)], loc: loc, dynamicClass: d)
    }
}
