import SwiftSyntax

/// Closure expressions: their parameters (named, typed by the context, or `$0`…), their
/// capture lists, their result type (written, expected, or inferred from the body), and the
/// variables they capture from the functions around them.
extension Resolver {
    func closure(_ c: ClosureExprSyntax, _ expected: SType?) -> Typed {
        let l = loc(c)
        let f = expected?.functionType ?? expected?.wrapped?.functionType
        var names: [String] = []
        var written: [SType?] = []
        var explicitResult: SType?
        if let sig = c.signature {
            switch sig.parameterClause {
            case .simpleInput(let list)?:
                names = list.map { $0.name.text }
                written = names.map { _ in nil }
            case .parameterClause(let clause)?:
                names = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
                written = clause.parameters.map { $0.type.map(resolveType) }
            case nil:
                break
            }
            explicitResult = sig.returnClause.map { resolveType($0.type) }
        } else {
            let highest = anonymousParameterCount(c.statements)
            names = (0..<highest).map { "$\($0)" }
            written = names.map { _ in nil }
            if let f, highest == 0, f.params.count == 1, false { names = ["$0"] }
        }
        var paramTypes: [SType] = []
        for (i, w) in written.enumerated() {
            if let w { paramTypes.append(w); continue }
            if let f, i < f.params.count {
                paramTypes.append(f.params[i].erasingParameters)
            } else if let f, f.params.count == 1, names.count > 1, case .tuple(_, let elements) = f.params[0], i < elements.count {
                paramTypes.append(elements[i])
            } else {
                paramTypes.append(.unknown)
            }
        }
        let expectedResult = f.map { $0.result.erasingParameters }
        var result = explicitResult ?? expectedResult ?? .unknown
        let fn = FunctionDecl(name: "closure", kind: .closure, loc: l, signature: Signature(
            params: zip(names, paramTypes).map { Signature.Param(label: nil, name: $0, type: $1) }, result: result))
        let context = FunctionContext(fn: fn, parent: ctx, capturedNames: CaptureScan.names(in: c.statements),
                                      selfType: ctx.selfType, typeContext: ctx.typeContext, isStatic: ctx.isStatic,
                                      selfIsMutable: ctx.selfIsMutable, returnType: result)
        context.inferReturnType = result.isUnknown
        // The capture list is evaluated where the closure is made.
        var captured: [(String, MemberDecl.Ownership, SType, Syntax)] = []
        for item in c.signature?.capture?.items ?? [] {
            let name = item.name.text
            let ownership: MemberDecl.Ownership
            switch item.specifier?.specifier.text {
            case "weak": ownership = .weak
            case "unowned": ownership = .unowned
            default: ownership = .strong
            }
            let source = item.initializer.map { expr($0.value) } ?? identifierValue(name, at: item)
            fn.captureSources.append(.value(source.node, ownership))
            fn.captureNames.append((name, .listed(weak: ownership != .strong)))
            let type: SType = ownership == .weak && source.type.wrapped == nil ? .optional(source.type) : source.type
            captured.append((name, ownership, type, Syntax(item)))
        }
        let body: Block = within(context) {
            for (i, (name, ownership, type, node)) in captured.enumerated() {
                let b = LocalBinding(name: name, storage: .capture(i), type: type, isLet: true, ownership: ownership,
                                     context: context, loc: loc(node))
                context.scopes[0].names[name] = b
            }
            declareParameters(zip(names, paramTypes).enumerated().map { i, p in (p.0, p.1, f?.isInout(i) ?? false) }, at: c)
            return closureBody(c.statements, context: context)
        }
        if result.isUnknown { result = context.returnType }
        fn.signature.result = result
        fn.body = body
        return Typed(MakeClosure(l, fn), .function(FunctionType(params: paramTypes, result: result, inouts: f?.inouts ?? [])))
    }

    /// `x` in a capture list: the variable's current value.
    private func identifierValue(_ name: String, at node: some SyntaxProtocol) -> Typed {
        if name == "self" { return selfExpr(at: loc(node)) }
        if let (b, storage) = lookupVariable(name) { return Typed(variableRef(b, storage, at: loc(node)), b.type) }
        error("cannot find '\(name)' in scope", at: node)
        return Typed(Literal(loc(node), .void), .unknown)
    }

    /// A closure's body: a single expression is its result (`{ $0 * 2 }`).
    private func closureBody(_ items: CodeBlockItemListSyntax, context: FunctionContext) -> Block {
        if let e = singleExpression(items),
           !isStatementExpression(e) || (!context.returnType.isVoid && !context.returnType.isUnknown && branchesAreExpressions(e))
            || looksLikeValue(e) {
            let want = context.returnType.isUnknown ? nil : context.returnType
            let r = expr(e, want)
            if context.inferReturnType { context.returnType = r.type }
            let block = Block()
            let value = context.returnType.isVoid ? r.node : convert(r, to: context.returnType)
            block.statements = [ReturnStmt(r.node.loc, value: value)]
            return block
        }
        let block = self.block(items, newScope: false)
        if context.inferReturnType && context.returnType.isUnknown { context.returnType = .void }
        return block
    }

    /// `if`/`switch` used as a statement are not a closure's result value.
    func isStatementExpression(_ e: ExprSyntax) -> Bool {
        e.is(IfExprSyntax.self) || e.is(SwitchExprSyntax.self)
    }

    /// Whether every branch of an `if`/`switch` is a single expression — what makes it an `if`
    /// or `switch` expression (Swift 5.9) rather than a statement whose branches `return`.
    func branchesAreExpressions(_ e: ExprSyntax) -> Bool {
        func branch(_ items: CodeBlockItemListSyntax) -> Bool {
            guard let v = singleExpression(items) else { return false }
            return !isStatementExpression(v) || branchesAreExpressions(v)
        }
        if let i = e.as(IfExprSyntax.self) {
            guard branch(i.body.statements) else { return false }
            switch i.elseBody {
            case .codeBlock(let c)?: return branch(c.statements)
            case .ifExpr(let nested)?: return branchesAreExpressions(ExprSyntax(nested))
            case nil: return false
            }
        }
        if let s = e.as(SwitchExprSyntax.self) {
            return s.cases.allSatisfy { c in c.as(SwitchCaseSyntax.self).map { branch($0.statements) } ?? false }
        }
        return false
    }

    /// An `if`/`switch` whose every branch ends in a value (a literal, say) rather than a
    /// statement-like call: a closure with no stated result type returns it (Swift 5.9).
    func looksLikeValue(_ e: ExprSyntax) -> Bool {
        func branchIsValue(_ items: CodeBlockItemListSyntax) -> Bool {
            guard let v = singleExpression(items) else { return false }
            if v.is(StringLiteralExprSyntax.self) || isLiteral(v) || v.is(BooleanLiteralExprSyntax.self) { return true }
            if v.is(IfExprSyntax.self) || v.is(SwitchExprSyntax.self) { return looksLikeValue(v) }
            return false
        }
        if let i = e.as(IfExprSyntax.self) {
            guard branchIsValue(i.body.statements) else { return false }
            switch i.elseBody {
            case .codeBlock(let c)?: return branchIsValue(c.statements)
            case .ifExpr(let nested)?: return looksLikeValue(ExprSyntax(nested))
            case nil: return false
            }
        }
        if let s = e.as(SwitchExprSyntax.self) {
            return s.cases.allSatisfy { c in c.as(SwitchCaseSyntax.self).map { branchIsValue($0.statements) } ?? false }
        }
        return false
    }

    /// How many `$n` parameters a closure body uses (not counting nested closures').
    func anonymousParameterCount(_ items: CodeBlockItemListSyntax) -> Int {
        final class Scan: SyntaxVisitor {
            var highest = -1
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
                let t = node.baseName.text
                if t.hasPrefix("$"), let n = Int(t.dropFirst()) { highest = max(highest, n) }
                return .visitChildren
            }
        }
        let scan = Scan(viewMode: .sourceAccurate)
        scan.walk(items)
        return scan.highest + 1
    }

    /// An `@autoclosure` argument: the expression wrapped in a closure evaluated by the callee.
    func autoclosure(_ e: ExprSyntax, result: SType) -> Typed {
        let l = loc(e)
        let fn = FunctionDecl(name: "autoclosure", kind: .closure, loc: l, signature: Signature(params: [], result: result))
        let context = FunctionContext(fn: fn, parent: ctx, capturedNames: CaptureScan.names(in: e), selfType: ctx.selfType,
                                      typeContext: ctx.typeContext, isStatic: ctx.isStatic, selfIsMutable: ctx.selfIsMutable,
                                      returnType: result)
        let r: Typed = within(context) { expr(e, result.isUnknown ? nil : result) }
        let block = Block()
        block.statements = [ReturnStmt(l, value: convert(r, to: result))]
        fn.body = block
        return Typed(MakeClosure(l, fn), .function(FunctionType(params: [], result: result.isUnknown ? r.type : result)))
    }
}
