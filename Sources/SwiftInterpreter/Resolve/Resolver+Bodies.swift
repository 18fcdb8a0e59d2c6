import SwiftSyntax

/// Function bodies: the top-level code, functions, methods, initializers, accessors and
/// deinitializers — each resolved in a context that says what `self` is, whether it may change,
/// and what `return` returns.
extension Resolver {
    /// Declares the parameters of the function being resolved in their positional slots (after
    /// `self`'s); a parameter some closure captures moves to a cell when the call starts.
    func declareParameters(_ params: [(name: String, type: SType, isInout: Bool)], at node: some SyntaxProtocol) {
        let fn = ctx.fn
        let first = fn.hasSelf ? 1 : 0
        fn.slotCount = max(fn.slotCount, first + params.count)
        for (i, p) in params.enumerated() {
            let slot = first + i
            var storage = VarStorage.slot(slot)
            if ctx.capturedNames.contains(p.name) {
                fn.cellCount += 1
                storage = .cell(fn.cellCount - 1)
                fn.paramCells.append((slot, fn.cellCount - 1))
            }
            if p.isInout { fn.inoutSlots.append(storage) }
            fn.paramStorages.append(storage)
            guard p.name != "_" else { continue }
            let b = LocalBinding(name: p.name, storage: storage, type: p.type, isLet: !p.isInout, context: ctx, loc: loc(node))
            ctx.scopes[0].names[p.name] = b
        }
    }

    /// Notes which parameters tell the run-time type of a generic parameter (`T.Type` first).
    func recordGenericWitnesses(_ params: [Signature.Param]) {
        for p in params {
            if case .metatype(.parameter(let g)) = p.type { ctx.genericWitnesses[g] = (p.name, true) }
        }
        for p in params {
            if case .parameter(let g) = p.type, ctx.genericWitnesses[g] == nil { ctx.genericWitnesses[g] = (p.name, false) }
        }
    }

    /// A generic parameter used as a value (`T()`, `T.typeName`): its run-time type, read off a
    /// witness parameter; nil when the function has none.
    func genericWitness(_ name: String, at l: SourceLoc) -> Typed? {
        guard case .parameter(let g)? = lookupTypeName(name, args: []) else { return nil }
        var c: FunctionContext? = ctx
        while let context = c {
            if let w = context.genericWitnesses[g], let (b, storage) = lookupVariable(w.name) {
                let value = variableRef(b, storage, at: l)
                return Typed(w.isMetatype ? value : TypeOfValue(l, value), .metatype(.parameter(g)))
            }
            c = context.parent
        }
        return nil
    }

    /// Declares `self` in slot 0 (or a cell, when a closure captures it).
    func declareSelf(_ type: SType, mutable: Bool, at node: some SyntaxProtocol) {
        let fn = ctx.fn
        fn.hasSelf = true
        fn.slotCount = max(fn.slotCount, 1)
        var storage = VarStorage.slot(0)
        if ctx.capturedNames.contains("self") {
            fn.cellCount += 1
            storage = .cell(fn.cellCount - 1)
            fn.paramCells.append((0, fn.cellCount - 1))
        }
        fn.selfStorage = storage
        ctx.scopes[0].names["self"] = LocalBinding(name: "self", storage: storage, type: type, isLet: !mutable,
                                                   context: ctx, loc: loc(node))
    }

    func resolveTopLevel(_ items: CodeBlockItemListSyntax) -> Block {
        within(topLevel) { block(items, newScope: false, topLevel: true) }
    }

    /// A function or method body (`owner` nil for a free function).
    func resolveFunctionBody(_ fn: FunctionDecl, _ body: CodeBlockSyntax?, owner: TypeDecl?, generics: [GenericParam]) {
        guard fn.body == nil else { return }
        guard let body else {
            fn.body = Block()
            return
        }
        let isInit = fn.kind == .initializer
        let classBound = owner.map { $0.isClass || ($0.isProtocol && $0.allConformances.contains { $0.name == "AnyObject" }) } ?? false
        let selfMutable = isInit || fn.isMutating || classBound
        let selfT = owner.map { fn.isStatic ? .metatype(selfType(of: $0)) : selfType(of: $0) }
        let returnType = isInit ? (fn.signature.isFailable ? .optional(.void) : .void) : fn.signature.result
        let context = FunctionContext(fn: fn, parent: nil, capturedNames: CaptureScan.names(in: body), selfType: selfT,
                                      typeContext: owner, isStatic: fn.isStatic, selfIsMutable: selfMutable,
                                      returnType: returnType, isInitializer: isInit)
        fn.body = Block()
        let resolved: Block = within(context) {
            withTypeContext(owner) {
                withGenerics(generics) {
                    if let selfT { declareSelf(selfT, mutable: selfMutable && !(owner?.isClass ?? false), at: body) }
                    declareParameters(fn.signature.params.map { p in
                        (p.name, p.isVariadic ? .nominal(lib.array, [p.type]) : p.type, p.isInout)
                    }, at: body)
                    recordGenericWitnesses(fn.signature.params)
                    return bodyBlock(body.statements, returning: returnType)
                }
            }
        }
        fn.body = resolved
    }

    /// A body; a single expression in a function with a result is its result (Swift 5.9's
    /// implicit return).
    /// The one expression a body consists of (`if`/`switch` used as statements included).
    func singleExpression(_ items: CodeBlockItemListSyntax) -> ExprSyntax? {
        guard items.count == 1, let item = items.first else { return nil }
        return expression(of: item)
    }

    /// The expression an item is, when it is one.
    func expression(of item: CodeBlockItemSyntax) -> ExprSyntax? {
        switch item.item {
        case .expr(let e): return e
        case .stmt(let s): return s.as(ExpressionStmtSyntax.self)?.expression
        default: return nil
        }
    }

    func bodyBlock(_ items: CodeBlockItemListSyntax, returning result: SType) -> Block {
        if let e = singleExpression(items), !result.isVoid, !result.isUnknown || ctx.fn.kind == .getter,
           !isStatementExpression(e) || branchesAreExpressions(e) {
            let r = expr(e, result)
            let block = Block()
            block.statements = [ReturnStmt(r.node.loc, value: convert(r, to: result))]
            if ctx.inferReturnType { ctx.returnType = r.type }
            return block
        }

        return block(items, newScope: false)
    }

    /// A computed property's getter or setter, or a property observer.
    func resolveAccessor(_ fn: FunctionDecl, body: CodeBlockItemListSyntax?, member m: MemberDecl, in t: TypeDecl,
                         newValueName: String?) {
        guard fn.body == nil else { return }
        let type = propertyType(m, on: selfType(of: t))
        if fn.kind == .getter { fn.signature.result = type }
        if let newValueName {
            fn.signature.params = [Signature.Param(label: nil, name: newValueName, type: type)]
        }
        let selfMutable = fn.isMutating || t.isClass
        let selfT: SType = m.isStatic ? .metatype(selfType(of: t)) : selfType(of: t)
        let context = FunctionContext(fn: fn, parent: nil, capturedNames: body.map { CaptureScan.names(in: $0) } ?? [],
                                      selfType: selfT, typeContext: t, isStatic: m.isStatic, selfIsMutable: selfMutable,
                                      returnType: fn.kind == .getter ? type : .void)
        fn.body = Block()
        fn.body = within(context) {
            withTypeContext(t) {
                declareSelf(selfT, mutable: selfMutable && !t.isClass, at: m.pendingSyntax ?? Syntax(MissingExprSyntax()))
                if let newValueName {
                    declareParameters([(newValueName, type, false)], at: m.pendingSyntax ?? Syntax(MissingExprSyntax()))
                }
                guard let body else { return Block() }
                return bodyBlock(body, returning: fn.kind == .getter ? type : .void)
            }
        }
    }

    func resolveSubscriptAccessor(_ fn: FunctionDecl, _ s: SubscriptDeclSyntax, body: CodeBlockItemListSyntax?, in t: TypeDecl,
                                  newValueName: String?) {
        guard fn.body == nil else { return }
        let params = withTypeContext(t) { s.parameterClause.parameters.map { p in ((p.secondName ?? p.firstName).text, resolveType(p.type), false) } }
        let result = withTypeContext(t) { resolveType(s.returnClause.type) }
        fn.signature = Signature(params: params.map { Signature.Param(label: nil, name: $0.0, type: $0.1) }, result: result)
        let selfMutable = fn.isMutating || t.isClass
        let context = FunctionContext(fn: fn, parent: nil, capturedNames: body.map { CaptureScan.names(in: $0) } ?? [],
                                      selfType: selfType(of: t), typeContext: t, isStatic: false, selfIsMutable: selfMutable,
                                      returnType: newValueName == nil ? result : .void)
        fn.body = Block()
        fn.body = within(context) {
            withTypeContext(t) {
                declareSelf(selfType(of: t), mutable: selfMutable && !t.isClass, at: s)
                var all = params
                if let newValueName { all.append((newValueName, result, false)) }
                declareParameters(all, at: s)
                guard let body else { return Block() }
                return bodyBlock(body, returning: newValueName == nil ? result : .void)
            }
        }
    }

    func resolveDeinit(_ fn: FunctionDecl, _ d: DeinitializerDeclSyntax, _ t: TypeDecl) {
        guard fn.body == nil else { return }
        let context = FunctionContext(fn: fn, parent: nil, capturedNames: d.body.map { CaptureScan.names(in: $0) } ?? [],
                                      selfType: selfType(of: t), typeContext: t, isStatic: false, selfIsMutable: true,
                                      returnType: .void)
        fn.body = Block()
        fn.body = within(context) {
            withTypeContext(t) {
                declareSelf(selfType(of: t), mutable: false, at: d)
                return d.body.map { block($0.statements, newScope: false) } ?? Block()
            }
        }
    }

    /// An expression resolved outside any function (a default argument, an initial value, a
    /// raw value): no locals, the current type's static members in scope.
    func resolveDetached(_ e: ExprSyntax, expected: SType?) -> Expr {
        resolveDetachedTyped(e, expected: expected, owner: typeContexts.last).node
    }

    func resolveDetachedTyped(_ e: ExprSyntax, expected: SType?, owner: TypeDecl?, ofInstanceProperty: Bool = false) -> Typed {
        let fn = FunctionDecl(name: ofInstanceProperty ? Resolver.instanceInitialValue : "initial value", kind: .closure, loc: loc(e),
                              signature: Signature(params: [], result: .unknown))
        let context = FunctionContext(fn: fn, parent: nil, capturedNames: [], selfType: nil, typeContext: owner,
                                      isStatic: true, selfIsMutable: false, returnType: .unknown)
        let r: Typed = within(context) { expr(e, expected) }
        let node = expected.map { convert(r, to: $0) } ?? r.node
        if fn.slotCount == 0 && fn.cellCount == 0 { return Typed(node, expected ?? r.type) }
        // The expression declares variables of its own (a closure's): it runs as a function.
        let block = Block()
        block.statements = [ReturnStmt(node.loc, value: node)]
        fn.body = block
        return Typed(CallValue(node.loc, callee: MakeClosure(node.loc, fn), args: Arguments([])), expected ?? r.type)
    }

    /// Property initial values and lazy initializers, then the synthesized members that
    /// depend on them.
    func resolveInitialValues(of t: TypeDecl) {
        for m in t.members.values.flatMap({ $0 }) where m.kind == .property {
            guard let binding = m.pendingSyntax?.as(PatternBindingSyntax.self), let value = binding.initializer?.value,
                  m.initialValue == nil, m.lazyInitializer == nil else { continue }
            if m.isLazy {
                let fn = FunctionDecl(name: m.name, kind: .getter, loc: loc(value), signature: Signature(params: [], result: m.type ?? .unknown))
                fn.owner = t
                m.lazyInitializer = fn
                pendingFunctions.append((fn, { [unowned self] in
                    self.resolveLazyInitializer(fn, value, member: m, in: t)
                }))
                continue
            }
            let r = withTypeContext(t) { resolveDetachedTyped(value, expected: m.type, owner: t, ofInstanceProperty: !m.isStatic) }
            m.initialValue = r.node
            if m.type == nil { m.type = r.type }
        }
    }

    private func resolveLazyInitializer(_ fn: FunctionDecl, _ value: ExprSyntax, member m: MemberDecl, in t: TypeDecl) {
        let context = FunctionContext(fn: fn, parent: nil, capturedNames: CaptureScan.names(in: value), selfType: selfType(of: t),
                                      typeContext: t, isStatic: false, selfIsMutable: t.isClass, returnType: m.type ?? .unknown)
        fn.body = Block()
        fn.body = within(context) {
            withTypeContext(t) {
                declareSelf(selfType(of: t), mutable: false, at: value)
                let r = expr(value, m.type)
                if m.type == nil || m.type == .unknown { m.type = r.type }
                let block = Block()
                block.statements = [ReturnStmt(r.node.loc, value: m.type.map { convert(r, to: $0) } ?? r.node)]
                return block
            }
        }
    }
}
