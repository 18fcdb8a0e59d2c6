/// A resolved expression and its static type (`.unknown` when the resolver cannot tell).
struct Typed {
    var node: Expr
    var type: SType

    init(_ node: Expr, _ type: SType) {
        self.node = node
        self.type = type
    }
}

extension Resolver {
    /// The expression converted to `target` where Swift converts implicitly: into an optional,
    /// to the expected tuple labels, and — for a value whose type the resolver did not know —
    /// whatever the run-time value needs (`Coerce`).
    func convert(_ t: Typed, to target: SType) -> Expr {
        let source = t.type
        if target.isUnknown || source == target { return t.node }
        if source.wrapped != nil, target.wrapped == nil, !target.isOpen, implicitlyUnwrapped.contains(ObjectIdentifier(t.node)) {
            return convert(unwrappingImplicitly(t), to: target)
        }
        switch target {
        case .existential, .anyObject, .parameter, .function, .metatype:
            return t.node
        case .optional:
            if source.isUnknown || source.isOpen { return Coerce(t.node.loc, t.node, to: target) }
            let missing = target.optionalDepth - source.optionalDepth
            if missing > 0 {
                var inner = target
                for _ in 0..<missing { inner = inner.wrapped ?? inner }
                let converted = Runtime.needsConversion(inner) && source != inner ? Coerce(t.node.loc, t.node, to: inner) : t.node
                return WrapOptional(t.node.loc, converted, depth: missing)
            }
            return Runtime.needsConversion(target) ? Coerce(t.node.loc, t.node, to: target) : t.node
        case .tuple, .nominal:
            if Runtime.needsConversion(target) { return Coerce(t.node.loc, t.node, to: target) }
            return t.node
        case .unknown:
            return t.node
        }
    }
}
