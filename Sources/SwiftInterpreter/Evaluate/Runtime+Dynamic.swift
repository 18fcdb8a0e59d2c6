/// What the evaluator decides at run time when the resolver could not: which member a call
/// reaches, how its arguments line up with the parameters, a static member of a type known
/// only as a value, a key path's path.
extension Runtime {
    /// The member named `name` of `type` whose parameters take these arguments, and the
    /// arguments in parameter order (defaults filled in, variadics gathered, values converted).
    func matchMember(_ name: String, in type: TypeDecl, shapes: [ArgumentShape], values: [Value],
                     isStatic: Bool) -> (MemberDecl, [Value])? {
        var candidates = MemberLookup.members(named: name, in: type, library: library).filter {
            if case .requirement = $0.impl { return false }
            return $0.kind == .initializer || $0.kind == .enumCase || $0.isStatic == isStatic
        }
        if name == "init", type.kind == .classType, !type.hasExplicitInit, let sup = type.superclass {
            candidates += MemberLookup.members(named: "init", in: sup, library: library)
        }
        var fallback: (MemberDecl, [Value])?
        for m in candidates {
            if m.kind == .property {
                if shapes.isEmpty || m.type?.functionType != nil { return (m, values) }
                continue
            }
            guard let mapping = ArgumentMatcher.match(m.paramShapes, shapes) else { continue }
            var ordered: [Value] = []
            let params = m.signature?.params
            for (pi, indices) in mapping.enumerated() {
                let param = params.map { $0[pi] }
                if param?.isVariadic == true || (params == nil && m.paramShapes[pi].isVariadic) {
                    ordered.append(.array(indices.map { values[$0] }))
                } else if let i = indices.first {
                    var v = values[i]
                    if let p = param, !p.type.isOpen, !p.type.hasParameters, let c = try? coerce(v, to: p.type, loc: .unknown) { v = c }
                    ordered.append(v)
                } else if let d = param?.defaultValue, let v = try? evalDetached(d) {
                    ordered.append(v)
                } else {
                    ordered.append(.void)
                }
            }
            if let sig = m.signature, !argumentsFit(ordered, sig) {
                if fallback == nil { fallback = (m, ordered) }
                continue
            }
            return (m, ordered)
        }
        return fallback
    }

    /// A static method, case or initializer called on a type known only at run time.
    func callStatic(_ name: String, shapes: [ArgumentShape], values: [Value], on type: SType, loc: SourceLoc) throws(Interrupt) -> Value {
        guard let d = type.nominalDecl ?? (type.wrapped != nil ? library.optional : nil) else {
            throw .unsupported("type '\(type.name)' has no member '\(name)'", loc)
        }
        guard let (m, ordered) = matchMember(name, in: d, shapes: shapes, values: values, isStatic: true) else {
            throw .unsupported("type '\(type.name)' has no member '\(name)' taking these arguments", loc)
        }
        if m.kind == .initializer { return try construct(m, args: ordered, loc: loc, dynamicClass: d) }
        var receiver = Value.type(RuntimeType(type))
        if m.kind == .property { return try call(try getMember(m, of: receiver, loc: loc), ordered, loc: loc) }
        return try callMember(m, on: &receiver, args: ordered, loc: loc)
    }

    /// `T.name` for a type known only at run time.
    func staticMember(_ name: String, of type: SType, loc: SourceLoc) throws(Interrupt) -> Value {
        guard let d = type.nominalDecl else { throw .unsupported("type '\(type.name)' has no member '\(name)'", loc) }
        if let c = d.enumCase(named: name) { return c.hasPayload ? .function(EnumCaseConstructor(c)) : c.singleton }
        guard let m = findMember(name, labels: nil, in: d, isStatic: true) else {
            throw .unsupported("type '\(type.name)' has no member '\(name)'", loc)
        }
        switch m.impl {
        case .staticStored(let index):
            if !globalInitialized[index] {
                globalInitialized[index] = true
                if let e = m.initialValue { globals[index] = try evalDetached(e) }
            }
            return globals[index]
        default:
            return try getMember(m, of: .type(RuntimeType(type)), loc: loc)
        }
    }

    /// Follows a key path from `root`.
    func apply(_ path: KeyPathValue, to root: Value, loc: SourceLoc) throws(Interrupt) -> Value {
        var v = root
        var chained = false
        for c in path.components {
            if chained, case .optional(nil) = v { return .nilValue }
            if chained, case .optional(let inner?) = v { v = inner }
            switch c {
            case .member(let name):
                if case .tuple(let t) = v, let i = t.labels.firstIndex(of: name) {
                    v = t.elements[i]
                } else if let d = typeDecl(of: v), let m = findMember(name, labels: nil, in: d, isStatic: false) {
                    v = try getMember(m, of: v, loc: loc)
                } else {
                    throw .unsupported("key path '\(path.text)': no member '\(name)' on '\(typeName(of: v))'", loc)
                }
            case .tupleIndex(let i):
                guard case .tuple(let t) = v, i < t.elements.count else { throw .unsupported("not a tuple", loc) }
                v = t.elements[i]
            case .optionalChain:
                chained = true
            case .forceUnwrap:
                guard case .optional(let inner) = v else { continue }
                guard let inner else { throw .fatal("Unexpectedly found nil while unwrapping an Optional value", loc) }
                v = inner
            case .subscriptIndex(let idx):
                v = try subscriptGet(v, idx, labels: idx.map { _ in nil }, member: nil, loc: loc)
            }
        }
        if chained, case .optional = v { return v }
        return chained ? .optional(v) : v
    }
}
