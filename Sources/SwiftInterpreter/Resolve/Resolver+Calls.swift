import SwiftSyntax

/// One argument of a call as written.
struct CallArgument {
    var label: String?
    var syntax: ExprSyntax
    var isTrailingClosure = false
    var shape: ArgumentShape { ArgumentShape(label: label, isTrailingClosure: isTrailingClosure) }
}

/// Calls: what the callee is (a function, a method, an initializer, an enum case, a closure
/// value), which overload the labels and argument types pick, what the generic parameters
/// stand for, and each argument resolved against its parameter's type.
extension Resolver {
    func arguments(_ list: LabeledExprListSyntax, trailing: ClosureExprSyntax?,
                   more: MultipleTrailingClosureElementListSyntax) -> [CallArgument] {
        var args = list.map { CallArgument(label: $0.label?.text, syntax: $0.expression) }
        if let trailing { args.append(CallArgument(label: nil, syntax: ExprSyntax(trailing), isTrailingClosure: true)) }
        for m in more { args.append(CallArgument(label: m.label.text, syntax: ExprSyntax(m.closure), isTrailingClosure: true)) }
        return args
    }

    func call(_ c: FunctionCallExprSyntax, _ expected: SType?) -> Typed {
        let args = arguments(c.arguments, trailing: c.trailingClosure, more: c.additionalTrailingClosures)
        // Where the compiler points for label and count mistakes: the parentheses.
        let saved = callSite
        callSite = (c.leftParen.map { loc($0) }, c.rightParen.map { loc($0) })
        defer { callSite = saved }
        let callee = c.calledExpression
        let l = loc(c)
        if let d = callee.as(DeclReferenceExprSyntax.self) {
            return callNamed(d, args, expected, at: c)
        }
        if let m = callee.as(MemberAccessExprSyntax.self) {
            let name = m.declName.baseName.text
            guard let baseSyntax = m.base else {
                // `.circle(radius: 2)`, `.init(…)`: a static member of the expected type.
                if name == "some", case .optional(let wrapped)? = expected, args.count == 1 {
                    let inner = expr(args[0].syntax, wrapped)
                    return Typed(WrapOptional(l, convert(inner, to: wrapped), depth: 1), .optional(wrapped))
                }
                guard let type = expected?.unwrappedFully, !type.isOpen else {
                    return callDynamicImplicit(name, args, at: c)
                }
                if name == "init" { return callInitializer(type, args, expected, at: c) }
                return callStatic(type, name, args, expected, at: m.declName)
            }
            if baseSyntax.is(SuperExprSyntax.self) {
                return callSuper(name, args, at: c)
            }
            if name == "init", let d = baseSyntax.as(DeclReferenceExprSyntax.self), d.baseName.text == "self" {
                return callSelfInit(args, at: c)
            }
            if let d = baseSyntax.as(DeclReferenceExprSyntax.self), d.baseName.text == "Swift", lookupVariable("Swift") == nil,
               let fs = lib.globals.members[name] {
                // `Swift.max(…)`: the standard library's function, past any member of the same name.
                return apply(fs, receiver: nil, args, expected, at: m.declName, named: name) { member, arguments in
                    guard case .native(.function(let body)) = member.impl else { return Literal(l, .void) }
                    return CallNative(l, body, arguments)
                }
            }
            let base = chainBase(baseSyntax)
            if case .metatype(let t) = base.type {
                if name == "init" && (t.isOpen || !(base.node is Literal)) { return callDynamic(base, "init", args, at: c) }
                if name == "init" { return callInitializer(t, args, expected, at: c) }
                if case .nominal(let d, _) = t, let nested = nestedType(name, in: d) {
                    return callInitializer(.nominal(nested, []), args, expected, at: c)
                }
                let dispatch = (isReference(t) || t.isOpen) && !(base.node is Literal)
                return callStatic(t, name, args, expected, at: m.declName, base: dispatch ? base.node : nil)
            }
            let made = callMethod(base, name, args, expected, at: m.declName, call: c)
            if let node = made.node as? CallMember, node.member.isMutating, !isReference(base.type) {
                checkMutable(baseSyntax, base, .mutatingCall, member: Syntax(m.declName))
            }
            return made
        }
        if let type = typeFromExpression(callee) {
            return callInitializer(type, args, expected, at: c)
        }
        let value = chainBase(callee)
        if case .metatype(let t) = value.type {
            return callInitializer(t, args, expected, at: c)
        }
        return callValue(value, args, at: l, node: Syntax(c))
    }

    /// `type(of: x)`: for `x` of a struct or enum type known in full (`Box<Int>`, not `Box<T>`,
    /// a class or a protocol), that type; otherwise what the value shows (TypeOfValue).
    private func typeOf(_ argument: CallArgument, at l: SourceLoc) -> Typed {
        let operand = expr(argument.syntax)
        let exact = isExactValueType(operand.type) ? operand.type : nil
        return Typed(TypeOfValue(l, operand.node, staticType: exact), .metatype(operand.type))
    }

    /// A type a value of it has at run time whatever it holds: a struct, enum or built-in
    /// value type whose generic arguments are known (they may be `Any` or a class: an
    /// `[Animal]` is an `Array<Animal>` whatever animals it holds).
    func isExactValueType(_ t: SType) -> Bool {
        func known(_ t: SType) -> Bool {
            switch t {
            case .nominal(_, let args): return args.allSatisfy(known)
            case .optional(let w): return known(w)
            case .tuple(_, let elements): return elements.allSatisfy(known)
            case .function, .metatype, .existential, .anyObject: return true
            case .parameter, .unknown: return false
            }
        }
        guard case .nominal(let d, let args) = t, args.allSatisfy(known), args.count == d.genericParams.count else { return false }
        switch d.kind {
        case .structType, .enumType: return true
        case .builtin: return d.builtinTag != nil
        case .classType, .protocolType: return false
        }
    }

    /// A type written where an expression is expected: `[Int]`, `[String: Int]`, `Set<Int>`.
    func typeFromExpression(_ e: ExprSyntax) -> SType? {
        if let a = e.as(ArrayExprSyntax.self), a.elements.count == 1, let t = typeFromExpression(a.elements.first!.expression) {
            return .nominal(lib.array, [t])
        }
        if let d = e.as(DictionaryExprSyntax.self), case .elements(let list) = d.content, list.count == 1,
           let k = typeFromExpression(list.first!.key), let v = typeFromExpression(list.first!.value) {
            return .nominal(lib.dictionary, [k, v])
        }
        if let r = e.as(DeclReferenceExprSyntax.self), lookupVariable(r.baseName.text) == nil, r.baseName.text != "self" {
            if memberContext.map({ !lookupMembers(in: selfType(of: $0.type), r.baseName.text).isEmpty }) == true { return nil }
            return lookupTypeName(r.baseName.text, args: [])
        }
        if let g = e.as(GenericSpecializationExprSyntax.self), let r = g.expression.as(DeclReferenceExprSyntax.self) {
            let args = g.genericArgumentClause.arguments.compactMap { a -> SType? in
                if case .type(let t) = a.argument { return resolveType(t) }
                return nil
            }
            return lookupTypeName(r.baseName.text, args: args)
        }
        if let t = e.as(TypeExprSyntax.self) { return resolveType(t.type) }
        if let o = e.as(OptionalChainingExprSyntax.self), let t = typeFromExpression(o.expression) { return .optional(t) }
        if let m = e.as(MemberAccessExprSyntax.self), let base = m.base, let bt = typeFromExpression(base),
           case .nominal(let d, _) = bt, let nested = nestedType(m.declName.baseName.text, in: d) {
            return .nominal(nested, [])
        }
        return nil
    }

    // MARK: The callee forms

    private func callNamed(_ d: DeclReferenceExprSyntax, _ args: [CallArgument], _ expected: SType?,
                           at c: FunctionCallExprSyntax) -> Typed {
        let name = d.baseName.text
        let l = loc(c)
        if let (b, storage) = lookupLocalVariable(name) ?? (memberShadows(name) ? nil : lookupVariable(name)) {
            return callValue(Typed(variableRef(b, storage, at: loc(d)), b.type), args, at: l, node: Syntax(c))
        }
        if let (t, isStatic) = memberContext {
            let all = lookupMembers(in: selfType(of: t), name)
            if !all.contains(where: { $0.kind == .method || $0.kind == .enumCase }), all.contains(where: { $0.kind == .property }),
               let value = implicitMember(name, labels: nil, at: d, nil) {
                // A property holding a closure: `less(a, b)`.
                return callValue(value, args, at: l, node: Syntax(c))
            }
            let found = all.filter { $0.kind == .method || $0.kind == .enumCase }
            for m in found { resolveMemberSignature(m) }
            let fits = found.contains { ArgumentMatcher.match($0.paramShapes, args.map(\.shape)) != nil }
            if !found.isEmpty && (fits || (userGlobals.members[name] == nil && lib.globals.members[name] == nil)) {
                let instance = found.contains { !$0.isStatic }
                if instance && !isStatic {
                    return callMethod(selfExpr(at: loc(d)), name, args, expected, at: d, call: c)
                }
                // In a class method, `make()` means `self.make()`: the class it was called on decides.
                var base: Expr?
                if isStatic, t.isClass, let (b, storage) = lookupVariable("self") { base = variableRef(b, storage, at: loc(d)) }
                return callStatic(selfType(of: t), name, args, expected, at: d, base: base)
            }
        }
        if let fs = userGlobals.members[name] {
            return apply(fs, receiver: nil, args, expected, at: d, named: name) { m, arguments in
                guard case .function(let fn) = m.impl else { return Literal(l, .void) }
                return CallFunction(l, fn, arguments)
            }
        }
        if let witness = genericWitness(name, at: loc(d)) {
            return callDynamic(witness, "init", args, at: c)
        }
        if name == "Self", let t = ctx.typeContext, t.isClass || t.isProtocol {
            // `Self()`: an initializer of the run-time class (`required init`).
            let me = identifier(d, nil)
            let made = callDynamic(me, "init", args, at: c)
            return Typed(made.node, selfType(of: t))
        }
        if let t = lookupTypeName(name, args: []) {
            return callInitializer(t, args, expected, at: c)
        }
        if name == "type", args.count == 1, args[0].label == "of" {
            return typeOf(args[0], at: l)
        }
        if let fs = lib.globals.members[name] {
            return apply(fs, receiver: nil, args, expected, at: d, named: name) { m, arguments in
                guard case .native(.function(let body)) = m.impl else { return Literal(l, .void) }
                return CallNative(l, body, arguments)
            }
        }
        error("cannot find '\(name)' in scope", at: d, hint: suggestion(for: name, calling: true))
        _ = args.map { expr($0.syntax) }
        return Typed(Literal(l, .void), .unknown)
    }

    /// Calling a value of function type (a closure, a local function).
    func callValue(_ callee: Typed, _ args: [CallArgument], at l: SourceLoc, node: Syntax) -> Typed {
        if case .nominal = callee.type, !lookupMembers(in: callee.type, "callAsFunction").isEmpty {
            // A value of a type with `callAsFunction` called like a function.
            let methods = lookupMembers(in: callee.type, "callAsFunction").filter { !$0.isStatic }
            return apply(methods, receiver: callee.type, args, nil, at: node, named: "callAsFunction") { m, arguments in
                CallMember(l, receiver: callee.node, member: m, dispatch: needsDispatch(m, receiver: callee.type), args: arguments)
            }
        }
        let f = callee.type.functionType ?? callee.type.wrapped?.functionType
        var nodes: [Arguments.Argument] = []
        for (i, a) in args.enumerated() {
            let want = f.flatMap { i < $0.params.count ? $0.params[i] : nil }
            if let inoutExpr = a.syntax.as(InOutExprSyntax.self), let place = expr(inoutExpr.expression).node as? PlaceExpr {
                nodes.append(.inoutPlace(place))
                continue
            }
            let r = expr(a.syntax, want)
            nodes.append(.value(want.map { convert(r, to: $0) } ?? r.node))
        }
        if let f, args.count != f.params.count, !callee.type.isOpen {
            if args.count > f.params.count {
                report(Diagnostic("extra argument in call", at: loc(args[f.params.count].syntax)))
            } else {
                report(Diagnostic("missing argument in call", at: l))
            }
        }
        return Typed(CallValue(l, callee: callee.node, args: Arguments(nodes)), f?.result ?? .unknown)
    }

    /// `value.method(args)`.
    func callMethod(_ base: Typed, _ name: String, _ args: [CallArgument], _ expected: SType?,
                    at node: some SyntaxProtocol, call: FunctionCallExprSyntax) -> Typed {
        let l = loc(call)
        let base = base.type.wrapped != nil && lookupMembers(in: base.type, name).isEmpty ? unwrappingImplicitly(base) : base
        if base.type.isUnknown || base.type.isOpenForMembers && lookupMembers(in: base.type, name).isEmpty {
            return callDynamic(base, name, args, at: call)
        }
        if case .tuple = base.type {
            let property = member(of: base, name, at: node, nil)
            return callValue(property, args, at: l, node: Syntax(call))
        }
        let found = lookupMembers(in: base.type, name).filter { !$0.isStatic }
        let methods = found.filter { $0.kind == .method }
        if methods.isEmpty {
            if let p = found.first(where: { $0.kind == .property }) {
                // A property holding a closure: `handler(x)`.
                let value = Typed(MemberRef(loc(node), base: base.node, member: p, baseIsReference: isReference(base.type)),
                                  propertyType(p, on: base.type))
                return callValue(value, args, at: l, node: Syntax(call))
            }
            if case .optional(let w) = base.type, !lookupMembers(in: w, name).isEmpty {
                error("value of optional type '\(base.type.name)' must be unwrapped to refer to member '\(name)' of wrapped base type '\(w.name)'",
                      at: node, hint: "use '?.' to call it only when there is a value, or '!' if there always is")
            } else {
                error("value of type '\(base.type.diagnosticName)' has no member '\(name)'", at: node, hint: memberSuggestion(name, in: base.type))
            }
            _ = args.map { expr($0.syntax) }
            return Typed(Literal(l, .void), .unknown)
        }
        let receiverType = base.type
        return apply(methods, receiver: receiverType, args, expected, at: node, named: name) { m, arguments in
            CallMember(l, receiver: base.node, member: m, dispatch: needsDispatch(m, receiver: receiverType), args: arguments)
        }
    }

    /// Whether a call of `m` on a receiver of this static type must find the implementation on
    /// the run-time type: class methods (overridable), protocol requirements.
    func needsDispatch(_ m: MemberDecl, receiver: SType) -> Bool {
        if m.owner.isProtocol { return MemberLookup.isRequirement(m, of: m.owner) }
        if m.owner.isClass { return !m.isFinal && !m.owner.isFinal }
        return false
    }

    /// A call on a value of unknown type: found and matched at run time.
    func callDynamic(_ base: Typed, _ name: String, _ args: [CallArgument], at c: FunctionCallExprSyntax) -> Typed {
        let nodes = args.map { a -> Expr in
            if let inoutExpr = a.syntax.as(InOutExprSyntax.self) { return expr(inoutExpr.expression).node }
            return expr(a.syntax).node
        }
        return Typed(CallDynamic(loc(c), receiver: base.node, name: name, shapes: args.map(\.shape), args: nodes), .unknown)
    }

    private func callDynamicImplicit(_ name: String, _ args: [CallArgument], at c: FunctionCallExprSyntax) -> Typed {
        let nodes = args.map { expr($0.syntax).node }
        return Typed(ImplicitMemberCall(loc(c), name: name, shapes: args.map(\.shape), args: nodes), .unknown)
    }

    /// `Type.staticMethod(args)`, `Enum.caseWithPayload(args)`.
    func callStatic(_ type: SType, _ name: String, _ args: [CallArgument], _ expected: SType?, at node: some SyntaxProtocol,
                    base: Expr? = nil) -> Typed {
        let l = loc(node)
        let found = lookupMembers(in: type, name).filter { ($0.isStatic && $0.kind == .method) || $0.kind == .enumCase }
        if found.isEmpty {
            if let p = lookupMembers(in: type, name).first(where: { $0.isStatic && $0.kind == .property }) {
                let value = staticMember(of: type, p.name, base: Typed(Literal(l, .type(RuntimeType(type))), .metatype(type)), at: node, nil)
                return callValue(value, args, at: l, node: Syntax(node))
            }
            if type.isOpen || type.isUnknown {
                let base = Typed(Literal(l, .type(RuntimeType(type))), .metatype(type))
                return Typed(CallDynamic(l, receiver: base.node, name: name, shapes: args.map(\.shape),
                                         args: args.map { expr($0.syntax).node }), .unknown)
            }
            error("type '\(type.name)' has no member '\(name)'", at: node, hint: memberSuggestion(name, in: type))
            _ = args.map { expr($0.syntax) }
            return Typed(Literal(l, .void), .unknown)
        }
        return apply(found, receiver: type, args, expected, at: node, named: name) { m, arguments in
            if case .enumCase(let c) = m.impl, !type.genericArgs.isEmpty, isExactValueType(type) {
                // `Either<Int, String>.right("r")`: the value carries the arguments the payload may not show.
                return CallValue(l, callee: Literal(l, .function(EnumCaseConstructor(c.specialized(type.genericArgs)))), args: arguments)
            }
            return CallStatic(l, member: m, type: type, args: arguments, base: base)
        }
    }

    /// The initializers a type offers: its own, and a class's inherited ones when it declares
    /// no designated initializer of its own (Swift's initializer inheritance).
    func initializers(of d: TypeDecl) -> [MemberDecl] {
        if d.isUserDeclared { collectMembers(of: d) }
        var result = (d.members["init"] ?? [])
        if d.isClass, let sup = d.superclass {
            let inherited = initializers(of: sup)
            func isDesignated(_ m: MemberDecl) -> Bool {
                if case .function(let fn) = m.impl { return !fn.isConvenience }
                if case .memberwise = m.impl { return true }
                return false
            }
            // A class without designated initializers inherits them all; one that overrides
            // every designated initializer of its superclass inherits the convenience ones.
            let overridesAll = inherited.filter(isDesignated).allSatisfy { s in result.contains { $0.argumentLabels == s.argumentLabels } }
            if !d.hasExplicitInit || overridesAll {
                let wanted = d.hasExplicitInit ? inherited.filter { !isDesignated($0) } : inherited
                result += wanted.filter { m in !result.contains { $0.argumentLabels == m.argumentLabels } }
            }
        }
        for p in d.allConformances { result += (p.members["init"] ?? []).filter { if case .requirement = $0.impl { false } else { true } } }
        return result
    }

    /// `Type(args)`: an initializer of a struct, class or library type, or an enum's.
    func callInitializer(_ type: SType, _ args: [CallArgument], _ expected: SType?, at c: some SyntaxProtocol) -> Typed {
        let l = loc(c)
        var type = type
        if case .optional(let w) = type { type = .nominal(lib.optional, [w]) }
        guard case .nominal(let d, _) = type else {
            if case .existential(let ps) = type, let p = ps.first {
                error("'any \(p.name)' cannot be constructed because it has no accessible initializers", at: c)
            } else if !type.isUnknown {
                unsupported("calling a value of type '\(type.name)'", at: c)
            }
            _ = args.map { expr($0.syntax) }
            return Typed(Literal(l, .void), .unknown)
        }
        let inits = initializers(of: d)
        if inits.isEmpty {
            error("'\(d.name)' cannot be constructed because it has no accessible initializers", at: c)
            _ = args.map { expr($0.syntax) }
            return Typed(Literal(l, .void), .unknown)
        }
        return apply(inits, receiver: type, args, expected, at: c, named: d.name) { m, arguments in
            CallStatic(l, member: m, type: type, args: arguments)
        }
    }

    /// `super.method(args)`, `super.init(args)`.
    private func callSuper(_ name: String, _ args: [CallArgument], at c: FunctionCallExprSyntax) -> Typed {
        let l = loc(c)
        guard let t = ctx.typeContext, let sup = t.superclass else {
            error("'super' members cannot be referenced in a root class", at: c)
            return Typed(Literal(l, .void), .unknown)
        }
        let me = selfExpr(at: l)
        if name == "init" {
            let candidates = initializers(of: sup)
            guard let selfPlace = me.node as? PlaceExpr else { return Typed(Literal(l, .void), .void) }
            return apply(candidates, receiver: .nominal(sup, []), args, nil, at: c, named: "init") { m, arguments in
                DelegatingInit(l, member: m, selfPlace: selfPlace, args: arguments)
            }.withType(.void)
        }
        let found = lookupMembers(in: .nominal(sup, []), name).filter { !$0.isStatic && $0.kind == .method }
        guard !found.isEmpty else {
            error("value of type '\(sup.name)' has no member '\(name)'", at: c)
            return Typed(Literal(l, .void), .unknown)
        }
        return apply(found, receiver: .nominal(sup, []), args, nil, at: c, named: name) { m, arguments in
            CallMember(l, receiver: me.node, member: m, dispatch: false, args: arguments)
        }
    }

    /// `self.init(args)` in an initializer: delegating to another of the type's initializers.
    private func callSelfInit(_ args: [CallArgument], at c: FunctionCallExprSyntax) -> Typed {
        let l = loc(c)
        guard let t = ctx.typeContext, let selfPlace = selfExpr(at: l).node as? PlaceExpr else {
            error("'self.init' is only valid in an initializer", at: c)
            return Typed(Literal(l, .void), .unknown)
        }
        return apply(initializers(of: t), receiver: selfType(of: t), args, nil, at: c, named: "init") { m, arguments in
            let node = DelegatingInit(l, member: m, selfPlace: selfPlace, args: arguments)
            node.dispatchOnClass = t.isClass
            return node
        }.withType(.void)
    }

    // MARK: Overloads, labels and generic arguments

    /// Resolves a call of one of `candidates` (same base name): labels pick the candidates
    /// that can take the arguments; argument types pick among those; the arguments are then
    /// resolved against the chosen parameters, binding generic parameters on the way.
    func apply(_ candidates: [MemberDecl], receiver: SType?, _ args: [CallArgument], _ expected: SType?,
               at node: some SyntaxProtocol, named name: String,
               make: (MemberDecl, Arguments) -> Expr) -> Typed {
        let l = loc(node)
        for m in candidates { resolveMemberSignature(m) }
        let usable = candidates.filter { if case .requirement = $0.impl { return $0.owner.isProtocol } else { return true } }
        let shapes = args.map(\.shape)
        var matches: [(MemberDecl, [[Int]])] = []
        for m in usable {
            if let mapping = ArgumentMatcher.match(m.paramShapes, shapes) { matches.append((m, mapping)) }
        }
        guard !matches.isEmpty else {
            diagnoseLabels(usable.first ?? candidates[0], args, at: node, named: name)
            _ = args.map { expr($0.syntax) }
            return Typed(Literal(l, .void), .unknown)
        }
        var chosen = matches[0]
        if matches.count > 1 { chosen = pickOverload(matches, args, receiver: receiver, expected: expected) }
        let (m, mapping) = chosen
        if let renamed = m.deprecatedRenamed {
            warn("'\(m.fullName)' is deprecated: renamed to '\(renamed)'", at: node, hint: "use '\(renamed)' instead")
        }
        guard let sig = m.signature else {
            // A member without a signature (cannot happen for resolved members): pass arguments through.
            let nodes = args.map { expr($0.syntax).node }
            return Typed(make(m, Arguments(values: nodes)), .unknown)
        }
        var bound = receiver.map { bindings(of: $0, for: m) } ?? [:]
        let open = Set(sig.genericParams + (receiver?.genericArgs.contains(where: \.isUnknown) == true ? m.owner.genericParams : []))
        var usedExpected = false
        var resolved = [Expr?](repeating: nil, count: sig.params.count)
        var inoutPlaces = [PlaceExpr?](repeating: nil, count: sig.params.count)
        // Arguments that can bind generic parameters go first: plain values, then closures,
        // then literals (so `reduce(0, +)` over Doubles makes the 0 a Double).
        let order = mapping.indices.sorted { argumentRank(mapping[$0], args) < argumentRank(mapping[$1], args) }
        for pi in order {
            let param = sig.params[pi]
            let indices = mapping[pi]
            if indices.isEmpty { continue }
            if !usedExpected, argumentRank(indices, args) == 2, let expected, !expected.isUnknown {
                // What the arguments left open, the context decides (`let d: Double = max(1, 2)`);
                // a generic result in an optional context is the wrapped type, made optional after.
                usedExpected = true
                let hint = sig.result.wrapped == nil ? (expected.wrapped ?? expected) : expected
                unify(sig.result, hint, &bound, open: open)
            }
            let want = param.type.substituting(bound)
            if param.isInout {
                guard let inoutExpr = args[indices[0]].syntax.as(InOutExprSyntax.self) else {
                    error("passing value of type '\(want.erasingParameters.name)' to an inout parameter requires explicit '&'",
                          at: args[indices[0]].syntax)
                    continue
                }
                let target = expr(inoutExpr.expression, want)
                if let place = target.node as? PlaceExpr {
                    checkMutable(inoutExpr.expression, target)
                    inoutPlaces[pi] = place
                } else {
                    error("cannot pass immutable value as inout argument", at: inoutExpr.expression)
                }
                unify(param.type, target.type, &bound, open: open)
                continue
            }
            if param.isVariadic {
                let elements = indices.map { i -> Expr in
                    let r = expr(args[i].syntax, want.erasingParameters.isUnknown ? nil : want.erasingParameters)
                    unify(param.type, r.type, &bound, open: open)
                    return convert(r, to: want.erasingParameters)
                }
                resolved[pi] = MakeArray(l, elements)
                continue
            }
            let syntax = args[indices[0]].syntax
            let expectation = want.hasParameters ? partiallyKnown(want) : want
            let r: Typed
            if param.isAutoclosure {
                r = autoclosure(syntax, result: expectation.functionType?.result ?? expectation)
            } else {
                r = expr(syntax, expectation.isUnknown ? nil : expectation)
            }
            unify(param.type, r.type, &bound, open: open)
            let target = param.type.substituting(bound).erasingParameters
            // The program's own function, the only one these labels fit: a value of another
            // concrete type is swiftc's error (natives are left out: their declarations may be
            // narrower than the overloads Swift has).
            if matches.count == 1, !m.isNative {
                checkConvertible(r, to: target, at: syntax, role: "expected argument type")
            }
            resolved[pi] = convert(r, to: target)
        }
        var items: [Arguments.Argument] = []
        for (pi, param) in sig.params.enumerated() {
            if let place = inoutPlaces[pi] { items.append(.inoutPlace(place)); continue }
            if let r = resolved[pi] { items.append(.value(r)); continue }
            items.append(.value(defaultArgument(param, at: l)))
        }
        if !usedExpected, let expected, !expected.isUnknown {
            let hint = sig.result.wrapped == nil ? (expected.wrapped ?? expected) : expected
            unify(sig.result, hint, &bound, open: open)
        }
        var result = sig.result.substituting(bound)
        if let receiver, m.kind == .initializer, m.owner !== lib.optional, !(m.declarationText?.contains(") -> ") ?? false) {
            // `Subclass(…)` through an inherited initializer makes a Subclass.
            let made = receiver.hasParameters || receiver.genericArgs.contains(where: \.isUnknown) ? result.wrapped ?? result : receiver
            result = sig.isFailable ? .optional(made) : made
        }
        return Typed(make(m, Arguments(items)), result.erasingParameters)
    }

    /// The node for a parameter the call leaves out.
    func defaultArgument(_ param: Signature.Param, at l: SourceLoc) -> Expr {
        if let magic = param.defaultMagic { return Literal(l, magicValue(magic, at: l)) }
        if let d = param.defaultValue { return d }
        if param.isVariadic { return MakeArray(l, []) }
        // A native supplies its own default for an argument it is given as `()`.
        return Literal(l, .void)
    }

    /// A type with generic parameters still open, as an expectation: the open parts unknown,
    /// but a function type keeps its shape so a closure knows how many parameters it has.
    func partiallyKnown(_ t: SType) -> SType {
        t.erasingParameters
    }

    /// Binds the open generic parameters in `param` to the parts of `arg` they stand for.
    func unify(_ param: SType, _ arg: SType, _ b: inout [GenericParam: SType], open: Set<GenericParam>) {
        switch (param, arg) {
        case (_, .unknown): return
        case (.parameter(let p), _):
            if b[p] == nil && (open.contains(p) || p.name == "Self") && !arg.hasParameters { b[p] = arg }
        case (.nominal(let d1, let a1), .nominal(let d2, let a2)):
            if d1 === d2 || (d1 === lib.array && d2 === lib.slice) {
                for (x, y) in zip(a1, a2) { unify(x, y, &b, open: open) }
            } else if d1.isProtocol == false, d2 === lib.set || d2 === lib.array, let e = a2.first, let x = a1.first {
                unify(x, e, &b, open: open)
            }
        case (.optional(let x), .optional(let y)): unify(x, y, &b, open: open)
        case (.optional(let x), _): unify(x, arg, &b, open: open)
        case (.tuple(_, let xs), .tuple(_, let ys)):
            for (x, y) in zip(xs, ys) { unify(x, y, &b, open: open) }
        case (.function(let f), .function(let g)):
            for (x, y) in zip(f.params, g.params) { unify(x, y, &b, open: open) }
            unify(f.result, g.result, &b, open: open)
        case (.metatype(let x), .metatype(let y)): unify(x, y, &b, open: open)
        default: return
        }
    }
}

extension Typed {
    func withType(_ t: SType) -> Typed { Typed(node, t) }
}

/// `.member(args)` where no type was expected: the enum case or static method is found when the
/// value is compared (patterns) — elsewhere simrepl needs the type written.
final class ImplicitMemberCall: Expr {
    let name: String
    let shapes: [ArgumentShape]
    let args: [Expr]
    init(_ loc: SourceLoc, name: String, shapes: [ArgumentShape], args: [Expr]) {
        self.name = name
        self.shapes = shapes
        self.args = args
        super.init(loc)
    }

    override func eval(_ f: Frame) throws(Interrupt) -> Value {
        throw .unsupported("cannot infer contextual base in reference to member '\(name)'", loc,
                           hint: "write the type: 'TypeName.\(name)(…)'")
    }
}
