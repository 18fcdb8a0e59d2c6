import SwiftSyntax

/// Subscripts and key paths.
extension Resolver {
    func subscriptCall(_ s: SubscriptCallExprSyntax) -> Typed {
        let l = loc(s)
        let base = chainBase(s.calledExpression)
        let args = arguments(s.arguments, trailing: s.trailingClosure, more: s.additionalTrailingClosures)
        let labels = args.map(\.label)
        if labels == ["keyPath"], let kp = args.first {
            let path = expr(kp.syntax, .function(FunctionType(params: [base.type], result: .unknown)))
            return Typed(KeyPathRef(l, base: base.node, path: path.node), path.type.functionType?.result ?? .unknown)
        }
        let type = base.type
        if args.count == 1, let d = args[0].syntax.as(DeclReferenceExprSyntax.self), d.baseName.text == "..." {
            // `s[...]`: the whole collection (UnboundedRange).
            let all = Literal(loc(d), .range(RangeValue(lower: nil, upper: nil, closed: false)))
            let result: SType = type.nominalDecl?.builtinTag == .string ? .nominal(lib.substring, []) : .nominal(lib.slice, type.genericArgs)
            return Typed(SubscriptRef(l, base: base.node, args: [all], labels: [nil], member: nil), result)
        }
        // The program's own subscripts (and those of types it extends); `Type[i]`, a static one.
        var staticBase: SType?
        if case .metatype(let t) = type { staticBase = t }
        let own = lookupMembers(in: staticBase ?? type, "subscript").filter { $0.isStatic == (staticBase != nil) }
        if !own.isEmpty {
            for m in own { resolveMemberSignature(m) }
            if own.contains(where: { ArgumentMatcher.match($0.paramShapes, args.map(\.shape)) != nil }) {
                // Overloads by label and argument type, as for calls.
                return apply(own, receiver: staticBase ?? type, args, nil, at: s, named: "subscript") { m, arguments in
                    let nodes = arguments.items.map { a -> Expr in
                        switch a {
                        case .value(let e): return e
                        case .inoutPlace(let p): return p
                        }
                    }
                    return SubscriptRef(l, base: base.node, args: nodes, labels: labels, member: m)
                }
            }
            if (staticBase ?? type).nominalDecl?.isUserDeclared == true {
                error("no exact matches in call to subscript", at: s)
            }
        }
        let int = SType.nominal(lib.int, [])
        switch type {
        case .nominal(let d, let targs) where d === lib.array || d === lib.slice:
            let element = targs.first ?? .unknown
            guard let a = args.first else { break }
            let index = expr(a.syntax, int)
            if case .nominal(let rd, _) = index.type, rd.builtinTag == .range || rd.builtinTag == .closedRange {
                return Typed(SubscriptRef(l, base: base.node, args: [index.node], labels: labels, member: nil),
                             .nominal(lib.slice, [element]))
            }
            return Typed(SubscriptRef(l, base: base.node, args: [index.node], labels: labels, member: nil), element)
        case .nominal(let d, let targs) where d === lib.dictionary && targs.count == 2:
            let key = expr(args[0].syntax, convertedTo: targs[0])
            if args.count == 2, labels[1] == "default" {
                let fallback = expr(args[1].syntax, convertedTo: targs[1])
                return Typed(SubscriptRef(l, base: base.node, args: [key, fallback], labels: labels, member: nil), targs[1])
            }
            return Typed(SubscriptRef(l, base: base.node, args: [key], labels: labels, member: nil), .optional(targs[1]))
        case .nominal(let d, _) where d.builtinTag == .string:
            let index = expr(args[0].syntax)
            if case .nominal(let id, _) = index.type, id === lib.int {
                error("'subscript(_:)' is unavailable: cannot subscript String with an Int, use a String.Index instead", at: s)
            }
            let isRange = index.type.nominalDecl.map { $0.builtinTag == .range || $0.builtinTag == .closedRange } ?? false
            return Typed(SubscriptRef(l, base: base.node, args: [index.node], labels: labels, member: nil),
                         .nominal(isRange ? lib.substring : lib.character, []))
        default:
            break
        }
        let nodes = args.map { expr($0.syntax).node }
        return Typed(SubscriptRef(l, base: base.node, args: nodes, labels: labels, member: nil), .unknown)
    }

    /// `\.name`, `\Type.a.b`: a function from the root to the value, typed along its path.
    func keyPath(_ k: KeyPathExprSyntax, _ expected: SType?) -> Typed {
        let l = loc(k)
        var root: SType = .unknown
        if let r = k.root { root = resolveType(r) }
        else if let f = expected?.functionType, let p = f.params.first { root = p }
        var components: [KeyPathValue.Component] = []
        var type = root
        for c in k.components {
            switch c.component {
            case .property(let p):
                let name = p.declName.baseName.text
                if let i = Int(name) {
                    components.append(.tupleIndex(i))
                    if case .tuple(_, let types) = type, i < types.count { type = types[i] } else { type = .unknown }
                    continue
                }
                components.append(.member(name))
                if case .tuple(let labels, let types) = type, let i = labels.firstIndex(of: name) {
                    type = types[i]
                } else if let m = lookupMembers(in: type.unwrappedFully, name).first(where: { $0.kind == .property }) {
                    let t = propertyType(m, on: type.unwrappedFully)
                    type = type.wrapped != nil && t.wrapped == nil ? .optional(t) : t
                } else {
                    type = .unknown
                }
            case .optional(let o):
                components.append(o.questionOrExclamationMark.text == "!" ? .forceUnwrap : .optionalChain)
                if o.questionOrExclamationMark.text == "!" { type = type.wrapped ?? type }
            default:
                unsupported("this key path component", at: c)
            }
        }
        let value = KeyPathValue(root: root, components: components, text: k.trimmedDescription)
        return Typed(Literal(l, .function(value)), .function(FunctionType(params: [root], result: type)))
    }
}
