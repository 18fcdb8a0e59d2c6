import SwiftSyntax

/// Patterns: swift-syntax writes most case patterns as expressions (`.pawn(let row)`,
/// `(0, let y)`, `1...5`), so expressions are read as patterns here — an enum case with its
/// payload's sub-patterns, a tuple of sub-patterns, a binding, or a value compared with `~=`.
extension Resolver {
    enum BindingMode { case `let`, `var` }

    /// Resolves a pattern matched against values of type `subject`, declaring the variables
    /// it binds in the current scope; returns it with the storages it binds.
    @discardableResult
    func pattern(_ p: PatternSyntax, subject: SType, binding: BindingMode?) -> (Pattern, [VarStorage]) {
        var bound: [VarStorage] = []
        let result = patternNode(p, subject, binding, &bound)
        return (result, bound)
    }

    private func patternNode(_ p: PatternSyntax, _ subject: SType, _ binding: BindingMode?, _ bound: inout [VarStorage]) -> Pattern {
        switch p.as(PatternSyntaxEnum.self) {
        case .identifierPattern(let id):
            return bind(id.identifier.text, subject, isLet: binding != .var, at: id, &bound)
        case .wildcardPattern:
            return WildcardPattern()
        case .tuplePattern(let t):
            let types = tupleTypes(subject, count: t.elements.count)
            return TuplePattern(zip(t.elements, types).map { patternNode($0.pattern, $1, binding, &bound) })
        case .valueBindingPattern(let v):
            let mode: BindingMode = v.bindingSpecifier.tokenKind == .keyword(.var) ? .var : .let
            return patternNode(v.pattern, subject, mode, &bound)
        case .expressionPattern(let e):
            return exprPattern(e.expression, subject, binding, &bound)
        case .isTypePattern(let i):
            return TypeCheckPattern(resolveType(i.type))
        default:
            unsupported("the pattern '\(p.trimmedDescription)'", at: p)
            return WildcardPattern()
        }
    }

    private func bind(_ name: String, _ type: SType, isLet: Bool, at node: some SyntaxProtocol,
                      _ bound: inout [VarStorage]) -> Pattern {
        if name == "_" { return WildcardPattern() }
        // Several patterns of one `case` bind the same names to the same variables.
        if sharingCaseBindings, let existing = ctx.scopes.last?.names[name], existing.context === ctx {
            return BindPattern(existing.storage, type: nil, loc: loc(node))
        }
        let b = declareVariable(name, type: type, isLet: isLet, at: node)
        bound.append(b.storage)
        return BindPattern(b.storage, type: nil, loc: loc(node))
    }

    private func tupleTypes(_ t: SType, count: Int) -> [SType] {
        if case .tuple(_, let types) = t, types.count == count { return types }
        return Array(repeating: .unknown, count: count)
    }

    private func exprPattern(_ e: ExprSyntax, _ subject: SType, _ binding: BindingMode?, _ bound: inout [VarStorage]) -> Pattern {
        if let p = e.as(PatternExprSyntax.self) {
            return patternNode(p.pattern, subject, binding, &bound)
        }
        if e.is(DiscardAssignmentExprSyntax.self) { return WildcardPattern() }
        if binding != nil, let d = e.as(DeclReferenceExprSyntax.self), d.argumentNames == nil {
            return bind(d.baseName.text, subject, isLet: binding != .var, at: d, &bound)
        }
        if let t = e.as(TupleExprSyntax.self) {
            let elements = Array(t.elements)
            if elements.count == 1, elements[0].label == nil {
                return exprPattern(elements[0].expression, subject, binding, &bound)
            }
            let types = tupleTypes(subject, count: elements.count)
            return TuplePattern(zip(elements, types).map { exprPattern($0.expression, $1, binding, &bound) })
        }
        if let o = e.as(OptionalChainingExprSyntax.self) {
            return SomePattern(exprPattern(o.expression, subject.wrapped ?? subject, binding, &bound))
        }
        if let a = e.as(AsExprSyntax.self), a.questionOrExclamationMark == nil {
            let type = resolveType(a.type)
            return CastPattern(exprPattern(a.expression, type, binding, &bound), type)
        }
        if let m = e.as(MemberAccessExprSyntax.self), let p = enumCasePattern(m, payload: nil, subject, binding, &bound) {
            return p
        }
        if let c = e.as(FunctionCallExprSyntax.self), let m = c.calledExpression.as(MemberAccessExprSyntax.self),
           let p = enumCasePattern(m, payload: c, subject, binding, &bound) {
            return p
        }
        // A value compared with `~=`: typed by the subject (`case 1...5`, `case "a"`, `case .some(3)`).
        let value = expr(e, subject.isUnknown ? nil : subject)
        return ExpressionPattern(value.node)
    }

    /// `.case`, `Enum.case`, `.case(sub-patterns)`; nil when `m` names no enum case (a static
    /// property compared with `~=`, say).
    private func enumCasePattern(_ m: MemberAccessExprSyntax, payload call: FunctionCallExprSyntax?, _ subject: SType,
                                 _ binding: BindingMode?, _ bound: inout [VarStorage]) -> Pattern? {
        let name = m.declName.baseName.text
        var enumType = subject.unwrappedFully
        if let base = m.base {
            guard let t = typeFromExpression(base) else { return nil }
            enumType = t
        }
        let optionalCase = (name == "some" || name == "none") && (subject.wrapped != nil || subject.isUnknown)
        var caseDecl: EnumCaseDecl?
        if case .nominal(let d, _) = enumType, d.kind == .enumType || d === lib.result {
            if d.isUserDeclared { collectMembers(of: d) }
            caseDecl = d.enumCase(named: name)
            if caseDecl == nil && !optionalCase {
                if lookupMembers(in: enumType, name).contains(where: { $0.isStatic && $0.kind == .property }) { return nil }
                error("type '\(d.name)' has no member '\(name)'", at: m.declName)
                return WildcardPattern()
            }
        } else if !enumType.isUnknown && !enumType.isOpen && !optionalCase {
            return nil
        }
        var payloadPattern: Pattern?
        if let call {
            let args = Array(call.arguments)
            let types: [SType]
            if optionalCase, name == "some" {
                types = [subject.wrapped ?? .unknown]
            } else if let caseDecl, caseDecl.payloadTypes.count == args.count {
                types = caseDecl.payloadTypes.map { $0.substituting(genericBindings(enumType)) }
            } else {
                types = Array(repeating: .unknown, count: args.count)
            }
            let subs = zip(args, types).map { exprPattern($0.expression, $1, binding, &bound) }
            payloadPattern = subs.count == 1 ? subs[0] : TuplePattern(subs)
        }
        if optionalCase && caseDecl == nil {
            return EnumCasePattern(caseDecl: nil, name: name, payload: payloadPattern)
        }
        return EnumCasePattern(caseDecl: caseDecl, name: name, payload: payloadPattern)
    }

    private func genericBindings(_ t: SType) -> [GenericParam: SType] {
        guard case .nominal(let d, let args) = t else { return [:] }
        var b: [GenericParam: SType] = [:]
        for (p, a) in zip(d.genericParams, args) { b[p] = a }
        return b
    }
}
