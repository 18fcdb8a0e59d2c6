import SwiftSyntax

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

extension Resolver {
    /// Swift refuses a value of one concrete value type where another is written
    /// (`let count: Int = "one"`): reports it in the compiler's words, `role` naming the place
    /// ("specified type" for an annotation). Only types the resolver knows for certain are
    /// compared — both structs, enums or library value types, neither generic — so a type it
    /// cannot infer never becomes an error Swift would not give.
    func checkConvertible(_ t: Typed, to written: SType, at node: some SyntaxProtocol, role: String) {
        guard Self.surelyInconvertible(t.type, to: written) else { return }
        error("cannot convert value of type '\(t.type.name)' to \(role) '\(written.name)'", at: node)
    }

    /// `count = "zero"` where `count` is an `Int`, `return "s"` from a function returning `Int`:
    /// the same rule as ``checkConvertible``, in the words swiftc uses there.
    func checkAssignable(_ t: Typed, to written: SType, at node: some SyntaxProtocol, returning: Bool = false) {
        guard Self.surelyInconvertible(t.type, to: written) else { return }
        // An optional place takes a value of its wrapped type: swiftc names that type.
        let to = t.type.wrapped == nil ? written.unwrappedFully : written
        if !returning, to.name == "Bool", let literal = node.as(IntegerLiteralExprSyntax.self) {
            let text = literal.literal.text
            error("integer literal value '\(text)' cannot be used as a boolean; did you mean '\(text == "0" ? "false" : "true")'?", at: node)
        } else if returning {
            error("cannot convert return expression of type '\(t.type.name)' to return type '\(written.name)'", at: node)
        } else {
            error("cannot assign value of type '\(t.type.name)' to type '\(to.name)'", at: node)
        }
    }

    private static func surelyInconvertible(_ type: SType, to written: SType) -> Bool {
        var target = written
        if type.wrapped == nil { target = target.unwrappedFully }
        guard case .nominal(let from, let fromArgs) = type, case .nominal(let to, let toArgs) = target,
              from !== to, fromArgs.isEmpty, toArgs.isEmpty,
              from.genericParams.isEmpty, to.genericParams.isEmpty,
              isValueKind(from), isValueKind(to) else { return false }
        // Swift 5.5 converts between Double and CGFloat implicitly.
        return Set([from.name, to.name]) != ["Double", "CGFloat"]
    }

    private static func isValueKind(_ d: TypeDecl) -> Bool {
        switch d.kind {
        case .structType, .enumType: return true
        case .builtin: return d.builtinTag != nil
        case .classType, .protocolType: return false
        }
    }
}
