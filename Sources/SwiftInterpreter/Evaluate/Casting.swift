/// Run-time types: what type a value has, whether it is an instance of a type (`is`, `as?`,
/// `case let x as T`), and how Swift names types at run time (`type(of:)`, cast failures).
extension Runtime {
    /// The declaration of a value's type (nil for tuples, functions and metatypes).
    func typeDecl(of v: Value) -> TypeDecl? {
        switch v {
        case .int: return library.int
        case .double: return library.double
        case .bool: return library.bool
        case .string: return library.string
        case .character: return library.character
        case .integer(let s): return library.integerType(s.kind)
        case .float: return library.float
        case .array: return library.array
        case .slice: return library.slice
        case .dictionary: return library.dictionary
        case .set: return library.set
        case .optional: return library.optional
        case .structure(let s): return s.type
        case .enumeration(let e): return e.type
        case .object(let o): return o.cls
        case .range(let r):
            if r.lower == nil { return r.closed ? library.partialRangeThrough : library.partialRangeUpTo }
            if r.upper == nil { return library.partialRangeFrom }
            return r.closed ? library.closedRange : library.range
        case .stringIndex: return library.stringIndex
        case .weak(let w): return w.object?.cls
        case .native(let o): return (o as? NativeObject)?.typeDecl
        case .tuple, .function, .type, .void: return nil
        }
    }

    /// The static type a run-time value has, as far as the value shows it.
    func runtimeType(of v: Value) -> SType {
        switch v {
        case .void: return .void
        case .array(let items): return .nominal(library.array, [commonType(items)])
        case .slice(let s): return .nominal(library.slice, [commonType(s.items)])
        case .set(let s): return .nominal(library.set, [commonType(s.members)])
        case .dictionary(let d): return .nominal(library.dictionary, [commonType(d.keys), commonType(d.values)])
        case .optional(let inner): return .optional(inner.map(runtimeType) ?? .unknown)
        case .tuple(let t): return .tuple(t.labels.isEmpty ? t.elements.map { _ in nil } : t.labels, t.elements.map(runtimeType))
        case .function(let c):
            if let closure = c as? Closure { return closure.function.signature.functionType }
            return .function(FunctionType(params: [], result: .unknown))
        case .type(let t): return .metatype(t.type)
        case .range(let r):
            let bound = (r.lower ?? r.upper).map(runtimeType) ?? .unknown
            return .nominal(typeDecl(of: v)!, [bound])
        default:
            guard let d = typeDecl(of: v) else { return .unknown }
            return .nominal(d, genericArguments(of: v, d))
        }
    }

    /// A generic type's arguments as far as a value shows them: read off the stored properties
    /// (or an enum case's payload) that hold its parameters.
    func genericArguments(of v: Value, _ d: TypeDecl) -> [SType] {
        if case .enumeration(let e) = v, !e.caseDecl.typeArguments.isEmpty { return e.caseDecl.typeArguments }
        guard !d.genericParams.isEmpty, d.isUserDeclared else { return [] }
        var bound: [GenericParam: SType] = [:]
        switch v {
        case .structure(let s):
            for (p, f) in zip(d.storedProperties, s.fields) { if let t = p.type { bindRuntime(t, runtimeType(of: f), &bound) } }
        case .object(let o):
            for (p, f) in zip(d.allStoredProperties, o.fields) { if let t = p.type { bindRuntime(t, runtimeType(of: f), &bound) } }
        case .enumeration(let e):
            for (t, f) in zip(e.caseDecl.payloadTypes, e.payload) { bindRuntime(t, runtimeType(of: f), &bound) }
        default:
            break
        }
        return d.genericParams.map { bound[$0] ?? .unknown }
    }

    private func commonType(_ items: [Value]) -> SType {
        guard let first = items.first else { return .unknown }
        let t = runtimeType(of: first)
        for v in items.dropFirst() where runtimeType(of: v) != t {
            if case .optional = t { return t }
            return .any
        }
        return t
    }

    /// A value's type as Swift's diagnostics write it (`[Int]`, `Point`).
    func typeName(of v: Value) -> String { runtimeType(of: v).name }

    /// A value's type as `type(of:)` prints it (`Array<Int>`, `Song`), or module-qualified as a
    /// failed cast names it (`Swift.Int`, `main.Song`).
    func runtimeTypeName(of v: Value, qualified: Bool) -> String {
        runtimeName(runtimeType(of: v), qualified: qualified)
    }

    func qualifiedTypeName(_ t: SType) -> String { runtimeName(t, qualified: true) }

    func runtimeName(_ t: SType, qualified: Bool) -> String {
        switch t {
        case .nominal(let d, let args):
            // `type(of:)` names a type plainly (`Inner<Int>`); a cast failure, fully (`main.Outer.Inner`).
            var name = qualified ? d.moduleQualifiedName : d.name
            if d === library.stringIndex { name = qualified ? "Swift.String.Index" : "String.Index" }
            let shown = args.map { $0.isUnknown ? SType.any : $0 }
            if !d.genericParams.isEmpty {
                name += "<" + (shown.isEmpty ? d.genericParams.map { _ in "Any" } : shown.map { runtimeName($0, qualified: qualified) })
                    .joined(separator: ", ") + ">"
            }
            return name
        case .optional(let w):
            return (qualified ? "Swift.Optional<" : "Optional<") + runtimeName(w.isUnknown ? .any : w, qualified: qualified) + ">"
        case .tuple(let labels, let elements):
            return "(" + zip(labels, elements).map { l, e in (l.map { $0 + ": " } ?? "") + runtimeName(e, qualified: qualified) }
                .joined(separator: ", ") + ")"
        case .function(let f):
            return "(" + f.params.map { runtimeName($0, qualified: qualified) }.joined(separator: ", ") + ") -> "
                + runtimeName(f.result, qualified: qualified)
        case .metatype(let m): return runtimeName(m, qualified: qualified) + ".Type"
        case .existential(let ps):
            if ps.isEmpty { return "Any" }
            return ps.map { qualified ? $0.moduleQualifiedName : $0.qualifiedName }.joined(separator: " & ")
        case .anyObject: return "AnyObject"
        case .parameter(let p): return p.name
        case .unknown: return "Any"
        }
    }

    /// `v` as a value of type `t`, or nil when it is not one. Casting to an optional type
    /// succeeds for nil; casting from an optional looks inside it, as Swift's `as?` does.
    func cast(_ v: Value, to t: SType) -> Value? {
        if case .weak = v { return cast((try? loadStored(v, loc: .unknown)) ?? .nilValue, to: t) }
        switch t {
        case .unknown: return v
        case .existential(let ps):
            if ps.isEmpty { return v }
            if case .optional(let inner) = v {
                guard let inner else { return nil }
                return cast(inner, to: t)
            }
            return conforms(v, to: ps) ? v : nil
        case .anyObject:
            switch v.unwrappedFully {
            case .object(let o)?: return .object(o)
            case .native(let o)?: return .native(o)
            default: return nil
            }
        case .optional(let w):
            switch v {
            case .optional(nil): return v
            case .optional(let inner?): return cast(inner, to: w).map { .optional($0) }
            default: return cast(v, to: w).map { .optional($0) }
            }
        case .parameter(let p):
            if !p.constraints.isEmpty && !conforms(v, to: p.constraints) { return nil }
            if let s = p.superclass { return cast(v, to: .nominal(s, [])) }
            return v
        case .metatype:
            if case .type = v { return v }
            return nil
        case .function:
            if case .function = v { return v }
            return nil
        case .tuple(let labels, let types):
            guard case .tuple(let tuple) = v, tuple.elements.count == types.count else {
                if types.isEmpty, case .void = v { return v }
                return nil
            }
            var elements: [Value] = []
            for (e, et) in zip(tuple.elements, types) {
                guard let c = cast(e, to: et) else { return nil }
                elements.append(c)
            }
            return .tuple(TupleValue(elements, labels: labels.contains { $0 != nil } ? labels : tuple.labels))
        case .nominal(let d, let args):
            if case .optional(let inner) = v {
                guard let inner else { return nil }
                return cast(inner, to: t)
            }
            return castNominal(v, d, args)
        }
    }

    private func castNominal(_ v: Value, _ d: TypeDecl, _ args: [SType]) -> Value? {
        if d.kind == .builtin || d === library.result {
            switch (d.builtinTag, v) {
            case (.int?, .int), (.double?, .double), (.bool?, .bool), (.string?, .string), (.float?, .float),
                 (.character?, .character), (.stringIndex?, .stringIndex):
                return v
            case (.sizedInt(let k)?, .integer(let s)) where s.kind == k: return v
            case (.array?, .array(let items)):
                guard let element = args.first, !element.isUnknown else { return v }
                var out: [Value] = []
                out.reserveCapacity(items.count)
                for e in items {
                    guard let c = cast(e, to: element) else { return nil }
                    out.append(c)
                }
                return .array(out)
            case (.slice?, .slice): return v
            case (.dictionary?, .dictionary(let dict)):
                guard args.count == 2, !(args[0].isUnknown && args[1].isUnknown) else { return v }
                var out = OrderedDictionary()
                for i in 0..<dict.count {
                    let (k, value) = dict.entry(at: i)
                    guard let ck = cast(k, to: args[0]), let cv = cast(value, to: args[1]) else { return nil }
                    out.set(ck, cv)
                }
                return .dictionary(out)
            case (.set?, .set(let s)):
                guard let element = args.first, !element.isUnknown else { return v }
                return s.members.allSatisfy({ cast($0, to: element) != nil }) ? v : nil
            case (.range?, .range(let r)), (.closedRange?, .range(let r)):
                return typeDecl(of: .range(r)) === d ? v : nil
            default:
                if case .native(let o) = v, let n = o as? NativeObject, n.typeDecl.isSubclass(of: d) { return v }
                if d === library.result, case .enumeration(let e) = v, e.type === d { return v }
                return nil
            }
        }
        switch v {
        case .structure(let s): return s.type === d ? v : nil
        case .enumeration(let e): return e.type === d ? v : nil
        case .object(let o): return o.cls.isSubclass(of: d) ? v : nil
        default: return nil
        }
    }

    /// Whether a value's type conforms to every protocol in `protocols`.
    func conforms(_ v: Value, to protocols: [TypeDecl]) -> Bool {
        guard let d = typeDecl(of: v) else {
            // Tuples, functions: only the marker protocols hold.
            return protocols.allSatisfy { $0.name == "Sendable" }
        }
        return protocols.allSatisfy { p in
            d.conforms(to: p) || (p === library.error && d.conforms(to: library.error))
        }
    }
}

/// An object a host provides (a SimCore view, later): the interpreter knows its type for
/// member lookup and casts, and otherwise passes it around.
open class NativeObject {
    public let typeDecl: TypeDecl
    public init(typeDecl: TypeDecl) { self.typeDecl = typeDecl }
}
