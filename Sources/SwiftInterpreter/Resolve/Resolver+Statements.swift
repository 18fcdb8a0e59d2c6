import SwiftSyntax

/// Statements: blocks and their scopes, declarations of variables and local functions,
/// control flow with its labels, `do`/`catch`, `defer`.
extension Resolver {
    func block(_ items: CodeBlockItemListSyntax, newScope: Bool = true, topLevel atTopLevel: Bool = false) -> Block {
        let b = Block()
        if newScope { pushScope() }
        for item in items {
            switch item.item {
            case .decl(let d):
                b.statements += declaration(d, topLevel: atTopLevel)
            case .stmt(let s):
                if s.is(DeferStmtSyntax.self) { b.hasDefers = true }
                if let st = statement(s) { b.statements.append(st) }
            case .expr(let e):
                b.statements.append(expressionStatement(e))
            }
        }
        if newScope {
            b.scopeVariables = popScope()
        } else if !atTopLevel {
            b.scopeVariables = ctx.scopes[ctx.scopes.count - 1].declared
        }
        return b
    }

    func expressionStatement(_ e: ExprSyntax) -> Stmt {
        if let i = e.as(IfExprSyntax.self) { return ifStatement(i) }
        if let s = e.as(SwitchExprSyntax.self) { return switchStatement(s, label: nil) }
        return ExprStmt(expr(e).node)
    }

    // MARK: Declarations

    func declaration(_ d: DeclSyntax, topLevel atTopLevel: Bool) -> [Stmt] {
        if let v = d.as(VariableDeclSyntax.self) { return variableDeclaration(v) }
        if let f = d.as(FunctionDeclSyntax.self) {
            if atTopLevel && ctx === topLevel { return [] }
            return [localFunction(f)]
        }
        if atTopLevel && ctx === topLevel {
            if d.is(StructDeclSyntax.self) || d.is(ClassDeclSyntax.self) || d.is(EnumDeclSyntax.self)
                || d.is(ProtocolDeclSyntax.self) || d.is(ExtensionDeclSyntax.self) || d.is(TypeAliasDeclSyntax.self)
                || d.is(ImportDeclSyntax.self) || d.is(OperatorDeclSyntax.self) || d.is(PrecedenceGroupDeclSyntax.self) {
                return []
            }
        }
        if d.is(StructDeclSyntax.self) || d.is(ClassDeclSyntax.self) || d.is(EnumDeclSyntax.self) || d.is(ProtocolDeclSyntax.self) {
            // Hoisted to the file when it was declared (LocalTypeScan).
            return []
        }
        unsupported(describeDecl(d), at: d)
        return []
    }

    func variableDeclaration(_ v: VariableDeclSyntax) -> [Stmt] {
        let isLet = v.bindingSpecifier.tokenKind == .keyword(.let)
        var ownership = MemberDecl.Ownership.strong
        if hasModifier(v.modifiers, "weak") { ownership = .weak }
        if v.modifiers.contains(where: { $0.name.text == "unowned" }) { ownership = .unowned }
        if hasModifier(v.modifiers, "lazy") && ctx !== topLevel {
            unsupported("a local 'lazy var'", at: v)
        }
        var out: [Stmt] = []
        for binding in v.bindings {
            if let block = binding.accessorBlock {
                let accessors = accessorList(block)
                let observersOnly = !accessors.isEmpty && accessors.allSatisfy { $0.kind == "willSet" || $0.kind == "didSet" }
                guard observersOnly, ctx === topLevel, ctx.scopes.count == 1,
                      let id = binding.pattern.as(IdentifierPatternSyntax.self), let value = binding.initializer?.value else {
                    unsupported("a computed or observed local variable", at: binding)
                    continue
                }
                out.append(contentsOf: observedGlobal(id, type: binding.typeAnnotation.map { resolveType($0.type) },
                                                      value: value, accessors: accessors))
                continue
            }
            let annotated = binding.typeAnnotation.map { resolveType($0.type) }
            let isIUO = binding.typeAnnotation?.type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) ?? false
            let l = loc(binding.pattern)
            guard let value = binding.initializer?.value else {
                // `var x: Int` — assigned later; an optional starts as nil.
                for (name, node) in patternNames(binding.pattern) {
                    let b = declareVariable(name, type: annotated ?? .unknown, isLet: isLet, ownership: ownership, at: node)
                    b.isInitialized = false
                    b.isImplicitlyUnwrapped = isIUO
                    let starts: Value = annotated?.wrapped != nil && !isLet ? .nilValue : .void
                    out.append(DeclareStmt(l, storage: b.storage, value: nil, initial: starts))
                }
                continue
            }
            let r = expr(value, annotated)
            if let annotated { checkConvertible(r, to: annotated, at: value, role: "specified type") }
            var type = annotated ?? r.type
            if ownership == .weak, type.wrapped == nil, !type.isUnknown { type = .optional(type) }
            let node = annotated.map { convert(r, to: $0) } ?? r.node
            if let id = binding.pattern.as(IdentifierPatternSyntax.self) {
                let b = declareVariable(id.identifier.text, type: type, isLet: isLet, ownership: ownership, at: id)
                b.isImplicitlyUnwrapped = isIUO
                let stored: Expr = ownership == .strong ? node : StoreWeak(l, node, ownership)
                out.append(DeclareStmt(l, storage: b.storage, value: stored))
            } else if binding.pattern.is(WildcardPatternSyntax.self) {
                out.append(ExprStmt(node))
            } else {
                let (p, _) = pattern(binding.pattern, subject: type, binding: isLet ? .let : .var)
                out.append(DeclareStmt(l, pattern: p, value: node))
            }
        }
        return out
    }

    /// `var x = 0 { willSet … didSet … }` at the top level: a global whose assignments run the
    /// observers (`newValue`/`oldValue`, or the names the observers give).
    private func observedGlobal(_ id: IdentifierPatternSyntax, type annotated: SType?, value: ExprSyntax,
                                accessors: [AccessorInfo]) -> [Stmt] {
        let l = loc(id)
        let r = expr(value, annotated)
        let type = annotated ?? r.type
        let b = declareVariable(id.identifier.text, type: type, isLet: false, at: id)
        for a in accessors {
            let fn = FunctionDecl(name: id.identifier.text, kind: .observer, loc: loc(a.node), signature: Signature(params: [], result: .void))
            let paramName = a.parameterName ?? (a.kind == "willSet" ? "newValue" : "oldValue")
            fn.signature.params = [Signature.Param(label: nil, name: paramName, type: type)]
            let context = FunctionContext(fn: fn, parent: nil, capturedNames: a.body.map { CaptureScan.names(in: $0) } ?? [],
                                          selfType: nil, typeContext: nil, isStatic: true, selfIsMutable: false, returnType: .void)
            b.observing = true
            fn.body = within(context) {
                declareParameters([(paramName, type, false)], at: a.node)
                return a.body.map { block($0, newScope: false) } ?? Block()
            }
            b.observing = false
            if a.kind == "willSet" { b.willSet = fn } else { b.didSet = fn }
        }
        return [DeclareStmt(l, storage: b.storage, value: annotated.map { convert(r, to: $0) } ?? r.node)]
    }

    func localFunction(_ f: FunctionDeclSyntax) -> Stmt {
        let l = loc(f.name)
        let generics = f.genericParameterClause?.parameters.map { GenericParam($0.name.text) } ?? []
        var sig: Signature = withGenerics(generics) { signature(f.signature, generics: generics, isFunction: true) }
        sig.genericParams = generics
        let fn = FunctionDecl(name: f.name.text, kind: .local, loc: l, signature: sig)
        let binding = declareVariable(f.name.text, type: sig.functionType, isLet: true, at: f.name)
        let context = FunctionContext(fn: fn, parent: ctx, capturedNames: f.body.map { CaptureScan.names(in: $0) } ?? [],
                                      selfType: ctx.selfType, typeContext: ctx.typeContext, isStatic: ctx.isStatic,
                                      selfIsMutable: ctx.selfIsMutable, returnType: sig.result)
        fn.body = within(context) {
            withGenerics(generics) {
                declareParameters(sig.params.map { ($0.name, $0.isVariadic ? .nominal(lib.array, [$0.type]) : $0.type, $0.isInout) },
                                  at: f)
                return f.body.map { bodyBlock($0.statements, returning: sig.result) } ?? Block()
            }
        }
        return LocalFunctionStmt(l, storage: binding.storage, closure: MakeClosure(l, fn))
    }

    // MARK: Statements

    func statement(_ s: StmtSyntax, label: String? = nil) -> Stmt? {
        let l = loc(s)
        switch s.as(StmtSyntaxEnum.self) {
        case .expressionStmt(let e):
            if let sw = e.expression.as(SwitchExprSyntax.self) { return switchStatement(sw, label: label) }
            return expressionStatement(e.expression)
        case .returnStmt(let r):
            return returnStatement(r)
        case .throwStmt(let t):
            return ThrowStmt(l, value: expr(t.expression).node)
        case .breakStmt(let b):
            guard let id = labelTarget(b.label?.text, loopOnly: false, at: b) else { return nil }
            return BreakStmt(l, label: id)
        case .continueStmt(let c):
            guard let id = labelTarget(c.label?.text, loopOnly: true, at: c) else { return nil }
            return ContinueStmt(l, label: id)
        case .fallThroughStmt:
            return FallthroughStmt(l)
        case .deferStmt(let d):
            return DeferStmt(l, body: block(d.body.statements))
        case .doStmt(let d):
            return doStatement(d, label: label)
        case .guardStmt(let g):
            let conditions = self.conditions(g.conditions)
            let otherwise = block(g.body.statements)
            return GuardStmt(l, conditions: conditions, otherwise: otherwise)
        case .whileStmt(let w):
            let id = newLabel()
            pushScope()
            let conditions = self.conditions(w.conditions)
            let body = loopBody(w.body, label: label, id: id)
            let bound = popScope()
            return WhileStmt(l, label: id, conditions: conditions, body: body, bound: bound)
        case .repeatStmt(let r):
            let id = newLabel()
            let body = loopBody(r.body, label: label, id: id)
            return RepeatStmt(l, label: id, body: body, condition: expr(r.condition, convertedTo: .nominal(lib.bool, [])))
        case .forStmt(let f):
            return forStatement(f, label: label)
        case .labeledStmt(let labeled):
            return statement(labeled.statement, label: labeled.label.text)
        default:
            unsupported("the statement '\(s.trimmedDescription.prefix(30))'", at: s)
            return nil
        }
    }

    private func returnStatement(_ r: ReturnStmtSyntax) -> Stmt {
        let l = loc(r)
        guard let e = r.expression else { return ReturnStmt(l, value: nil) }
        if ctx.isInitializer {
            // `return nil` in a failable initializer.
            if e.is(NilLiteralExprSyntax.self) { return ReturnStmt(l, value: Literal(l, .nilValue)) }
        }
        let want = ctx.returnType
        let v = expr(e, want.isUnknown ? nil : want)
        if ctx.inferReturnType && ctx.returnType.isUnknown {
            ctx.returnType = v.type
            ctx.inferReturnType = false
        }
        if !want.isUnknown { checkAssignable(v, to: want, at: e, returning: true) }
        return ReturnStmt(l, value: want.isUnknown ? v.node : convert(v, to: want))
    }

    /// The identity of the loop or statement a `break`/`continue` leaves.
    private func labelTarget(_ name: String?, loopOnly: Bool, at node: some SyntaxProtocol) -> LabelID? {
        for entry in ctx.labels.reversed() {
            if let name {
                if entry.name == name { return entry.id }
            } else if entry.isLoop || !loopOnly {
                if entry.isLoop || entry.name == "switch" { return entry.id }
            }
        }
        if let name {
            error("cannot find label '\(name)' in scope", at: node)
        } else if loopOnly {
            error("'continue' is only allowed inside a loop", at: node)
        } else {
            error("'break' is only allowed inside a loop, if, do, or switch", at: node)
        }
        return nil
    }

    private func loopBody(_ body: CodeBlockSyntax, label: String?, id: LabelID) -> Block {
        ctx.labels.append((label, id, true))
        defer { ctx.labels.removeLast() }
        return block(body.statements)
    }

    func conditions(_ list: ConditionElementListSyntax) -> [Condition] {
        list.compactMap { element -> Condition? in
            switch element.condition {
            case .expression(let e):
                return .boolean(expr(e, convertedTo: .nominal(lib.bool, [])))
            case .optionalBinding(let b):
                let annotated = b.typeAnnotation.map { resolveType($0.type) }
                let value: Typed
                if let initializer = b.initializer {
                    value = expr(initializer.value, annotated.map { .optional($0) })
                } else if let id = b.pattern.as(IdentifierPatternSyntax.self) {
                    // `if let x {` unwraps the variable of the same name.
                    if id.identifier.text == "self" {
                        value = selfExpr(at: loc(id))
                    } else if let (binding, storage) = lookupVariable(id.identifier.text) {
                        value = Typed(variableRef(binding, storage, at: loc(id)), binding.type)
                    } else {
                        error("cannot find '\(id.identifier.text)' in scope", at: id)
                        return nil
                    }
                } else {
                    return nil
                }
                let type = annotated ?? value.type.wrapped ?? (value.type.isUnknown ? .unknown : value.type)
                let isLet = b.bindingSpecifier.tokenKind == .keyword(.let)
                let (p, _) = pattern(b.pattern, subject: type, binding: isLet ? .let : .var)
                return .match(SomePattern(p), value.node)
            case .matchingPattern(let m):
                let value = expr(m.initializer.value)
                let (p, _) = pattern(m.pattern, subject: value.type, binding: nil)
                return .match(p, value.node)
            case .availability:
                return nil
            }
        }
    }

    func ifStatement(_ i: IfExprSyntax, branch: ((CodeBlockItemListSyntax) -> Block)? = nil) -> Stmt {
        let body = branch ?? { self.block($0) }
        pushScope()
        let conditions = self.conditions(i.conditions)
        let then = body(i.body.statements)
        let bound = popScope()
        var otherwise: Block?
        switch i.elseBody {
        case .ifExpr(let nested)?:
            let b = Block()
            b.statements = [ifStatement(nested, branch: branch)]
            otherwise = b
        case .codeBlock(let c)?:
            otherwise = body(c.statements)
        case nil:
            break
        }
        return IfStmt(loc(i), conditions: conditions, then: then, otherwise: otherwise, bound: bound)
    }

    private func forStatement(_ f: ForStmtSyntax, label: String?) -> Stmt {
        let l = loc(f)
        if f.awaitKeyword != nil { unsupported("'for await'", at: f) }
        let annotated = f.typeAnnotation.map { resolveType($0.type) }
        let sequence = expr(f.sequence, annotated.map { .nominal(lib.array, [$0]) })
        let element = elementType(of: sequence.type)
        let id = newLabel()
        pushScope()
        let (p, _) = pattern(f.pattern, subject: annotated ?? element, binding: f.caseKeyword == nil ? .let : nil)
        var simple: VarStorage?
        if f.caseKeyword == nil, let id = f.pattern.as(IdentifierPatternSyntax.self),
           let b = ctx.scopes.last?.names[id.identifier.text], annotated == nil {
            simple = b.storage
        }
        let whereClause = f.whereClause.map { expr($0.condition, convertedTo: .nominal(lib.bool, [])) }
        let body = loopBody(f.body, label: label, id: id)
        popScope()
        return ForInStmt(l, label: id, pattern: p, simpleStorage: simple, sequence: sequence.node, whereClause: whereClause,
                         body: body, isCasePattern: f.caseKeyword != nil)
    }

    /// The type of a sequence's elements.
    func elementType(of t: SType) -> SType {
        switch t {
        case .nominal(let d, let args):
            if d === lib.array || d === lib.set || d === lib.slice { return args.first ?? .unknown }
            if d === lib.dictionary, args.count == 2 { return .tuple(["key", "value"], args) }
            if d.builtinTag == .string { return .nominal(lib.character, []) }
            if d.builtinTag == .range || d.builtinTag == .closedRange { return args.first ?? .unknown }
            return .unknown
        default:
            return .unknown
        }
    }

    func switchStatement(_ s: SwitchExprSyntax, label: String?, branch: ((CodeBlockItemListSyntax) -> Block)? = nil) -> Stmt {
        let subject = expr(s.subject)
        let id = newLabel()
        ctx.labels.append((label ?? "switch", id, false))
        defer { ctx.labels.removeLast() }
        var cases: [SwitchCase] = []
        for entry in s.cases {
            guard case .switchCase(let c) = entry else {
                unsupported("'#if' inside a switch", at: entry)
                continue
            }
            pushScope()
            var items: [(Pattern, Expr?)] = []
            var isDefault = false
            switch c.label {
            case .case(let caseLabel):
                sharingCaseBindings = true
                defer { sharingCaseBindings = false }
                for item in caseLabel.caseItems {
                    let (p, _) = pattern(item.pattern, subject: subject.type, binding: nil)
                    let guardExpr = item.whereClause.map { expr($0.condition, convertedTo: .nominal(lib.bool, [])) }
                    items.append((p, guardExpr))
                }
            case .default:
                isDefault = true
            }
            let body = branch?(c.statements) ?? block(c.statements, newScope: false)
            body.scopeVariables = []
            let bound = popScope()
            cases.append(SwitchCase(items: items.map { (pattern: $0.0, guardExpr: $0.1) }, body: body, isDefault: isDefault, bound: bound))
        }
        return SwitchStmt(loc(s), label: id, subject: subject.node, cases: cases)
    }

    private func doStatement(_ d: DoStmtSyntax, label: String?) -> Stmt {
        let id = newLabel()
        if label != nil { ctx.labels.append((label, id, false)) }
        let body = block(d.body.statements)
        if label != nil { ctx.labels.removeLast() }
        var catches: [DoStmt.Catch] = []
        let errorType = SType.existential([lib.error])
        for clause in d.catchClauses {
            pushScope()
            let items = Array(clause.catchItems)
            var p: Pattern = WildcardPattern()
            var guardExpr: Expr?
            if items.isEmpty {
                // `catch { … }` binds `error`.
                let b = declareVariable("error", type: errorType, isLet: true, at: clause)
                p = BindPattern(b.storage, type: nil, loc: loc(clause))
            } else {
                if items.count > 1 { unsupported("several patterns in one 'catch'", at: clause) }
                if let syntax = items[0].pattern { p = pattern(syntax, subject: errorType, binding: nil).0 }
                guardExpr = items[0].whereClause.map { expr($0.condition, convertedTo: .nominal(lib.bool, [])) }
            }
            let handler = block(clause.body.statements, newScope: false)
            handler.scopeVariables = []
            let bound = popScope()
            catches.append(DoStmt.Catch(pattern: p, guardExpr: guardExpr, body: handler, bound: bound))
        }
        return DoStmt(loc(d), label: id, body: body, catches: catches)
    }

    // MARK: if and switch as expressions

    /// `let x = if c { a } else { b }` (Swift 5.9): each branch's last expression is the value.
    func ifExpression(_ i: IfExprSyntax, _ expected: SType?) -> Typed {
        valueOfBranches(expected, at: i) { branch in ifStatement(i, branch: branch) }
    }

    func switchExpression(_ s: SwitchExprSyntax, _ expected: SType?) -> Typed {
        valueOfBranches(expected, at: s) { branch in switchStatement(s, label: nil, branch: branch) }
    }

    /// An `if` or `switch` used as a value: its branches store their value in a hidden variable
    /// the expression then reads.
    private func valueOfBranches(_ expected: SType?, at node: some SyntaxProtocol,
                                 _ make: (@escaping (CodeBlockItemListSyntax) -> Block) -> Stmt) -> Typed {
        ctx.fn.slotCount += 1
        let storage = VarStorage.slot(ctx.fn.slotCount - 1)
        var type = expected
        let stmt = make { items in
            let b = Block()
            self.pushScope()
            for (n, item) in items.enumerated() {
                if n == items.count - 1, let e = self.expression(of: item) {
                    let r = self.expr(e, type)
                    if type == nil || type!.isUnknown { type = r.type }
                    b.statements.append(DeclareStmt(r.node.loc, storage: storage, value: type.map { self.convert(r, to: $0) } ?? r.node))
                } else if case .stmt(let s) = item.item, let st = self.statement(s) {
                    b.statements.append(st)
                } else if case .expr(let e) = item.item {
                    b.statements.append(self.expressionStatement(e))
                } else if case .decl(let d) = item.item {
                    b.statements += self.declaration(d, topLevel: false)
                }
            }
            b.scopeVariables = self.popScope()
            return b
        }
        return Typed(StatementValue(loc(node), stmt, storage: storage), type ?? .unknown)
    }
}

/// A value going into a `weak`/`unowned` variable: held without keeping its object alive.
final class StoreWeak: Expr {
    let value: Expr
    let ownership: MemberDecl.Ownership
    init(_ loc: SourceLoc, _ value: Expr, _ ownership: MemberDecl.Ownership) {
        self.value = value
        self.ownership = ownership
        super.init(loc)
    }

    override func eval(_ f: Frame) throws(Interrupt) -> Value {
        f.runtime.storeConverting(try value.eval(f), ownership: ownership)
    }
}
