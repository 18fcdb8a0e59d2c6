import SwiftParser
import SwiftSyntax

/// Member access: `value.property`, `Type.staticMember`, `.implicitMember`, `tuple.0` — the
/// member found on the static type where it is known (and its type substituted for the
/// receiver's generic arguments), looked up at run time where it is not.
extension Resolver {
    func memberAccess(_ m: MemberAccessExprSyntax, _ expected: SType?) -> Typed {
        let name = m.declName.baseName.text
        let labels = m.declName.argumentNames.map { $0.arguments.map { $0.name.text == "_" ? nil : $0.name.text } }
        guard let baseSyntax = m.base else {
            return implicitMemberExpression(name, at: m, expected)
        }
        if baseSyntax.is(SuperExprSyntax.self) {
            return superMember(name, at: m)
        }
        if name == "self", let t = typeFromExpression(baseSyntax) ?? tupleOfTypes(baseSyntax) {
            // `[Int].self`, `(Int, String).self`: the type, not a literal of types.
            return Typed(Literal(loc(m), .type(RuntimeType(t))), .metatype(t))
        }
        let base = chainBase(baseSyntax)
        return member(of: base, name, at: m.declName, expected, labels: labels)
    }

    /// `(Int, String)` written where an expression is expected: a tuple type.
    func tupleOfTypes(_ e: ExprSyntax) -> SType? {
        guard let t = e.as(TupleExprSyntax.self), t.elements.count > 1 else { return nil }
        var types: [SType] = []
        for element in t.elements {
            guard let type = typeFromExpression(element.expression) else { return nil }
            types.append(type)
        }
        return .tuple(t.elements.map { $0.label?.text }, types)
    }

    /// The members named `name` a value of static type `type` has.
    func lookupMembers(in type: SType, _ name: String) -> [MemberDecl] {
        switch type {
        case .nominal(let d, _):
            if d.isUserDeclared { collectMembers(of: d) }
            return MemberLookup.members(named: name, in: d, library: lib)
        case .optional:
            return MemberLookup.members(named: name, in: lib.optional, library: lib)
        case .existential(let ps):
            return ps.flatMap { MemberLookup.members(named: name, in: $0, library: lib) }
        case .parameter(let p):
            var found = p.superclass.map { MemberLookup.members(named: name, in: $0, library: lib) } ?? []
            for c in p.constraints { found += MemberLookup.members(named: name, in: c, library: lib) }
            return found
        default:
            return []
        }
    }

    /// What the receiver's generic parameters stand for (`Element` of `[Int]` is `Int`), and
    /// `Self` for a protocol's members.
    func bindings(of receiver: SType, for m: MemberDecl) -> [GenericParam: SType] {
        var b: [GenericParam: SType] = [:]
        var r = receiver
        if case .optional(let w) = receiver, m.owner === lib.optional { r = .nominal(lib.optional, [w]) }
        if case .nominal(let d, let args) = r {
            var owner: TypeDecl? = d
            if d === lib.slice || (d.builtinTag == .closedRange || d.builtinTag == .range) { owner = d }
            for (p, a) in zip(owner?.genericParams ?? [], args) where !a.isUnknown { b[p] = a }
            // Array's members serve ArraySlice: the same Element.
            if d === lib.slice, let a = args.first, !a.isUnknown, let p = lib.array.genericParams.first { b[p] = a }
            if d !== lib.range, d.builtinTag == .closedRange || d.builtinTag == .range, let a = args.first, !a.isUnknown,
               let p = lib.range.genericParams.first { b[p] = a }
        }
        if m.owner.isProtocol {
            b[protocolSelf(m.owner)] = receiver
            for (name, alias) in m.owner.typeAliases {
                if case .parameter(let p) = alias, name != "Self", case .nominal(let d, _) = receiver,
                   let concrete = d.typeAliases[name] ?? associatedType(name, of: receiver) {
                    b[p] = concrete
                }
            }
        }
        return b
    }

    /// A library collection's `Element` when a protocol's associated type asks for it.
    private func associatedType(_ name: String, of receiver: SType) -> SType? {
        guard case .nominal(let d, let args) = receiver else { return nil }
        if name == "Element" {
            if d === lib.array || d === lib.set || d === lib.slice { return args.first }
            if d.builtinTag == .string { return .nominal(lib.character, []) }
        }
        return nil
    }

    /// The type of a property member for this receiver.
    func propertyType(_ m: MemberDecl, on receiver: SType) -> SType {
        resolveMemberSignature(m)
        if m.type == nil { inferPropertyType(m) }
        let t = m.type ?? .unknown
        return t.substituting(bindings(of: receiver, for: m)).erasingParameters
    }

    func member(of base: Typed, _ name: String, at node: some SyntaxProtocol, _ expected: SType?,
                labels: [String?]? = nil) -> Typed {
        let l = loc(node)
        let base = base.type.wrapped != nil && lookupMembers(in: base.type, name).isEmpty ? unwrappingImplicitly(base) : base
        switch base.type {
        case .metatype(let t):
            return staticMember(of: t, name, base: base, at: node, expected, labels: labels)
        case .tuple(let tupleLabels, let types):
            if name == "self" { return base }
            if let i = Int(name), i < types.count { return Typed(TupleElementRef(l, base: base.node, index: i), types[i]) }
            if let i = tupleLabels.firstIndex(of: name) { return Typed(TupleElementRef(l, base: base.node, index: i), types[i]) }
            error("value of tuple type '\(base.type.name)' has no member '\(name)'", at: node)
            return Typed(Literal(l, .void), .unknown)
        case .unknown:
            if name == "self" { return base }
            return Typed(DynamicMemberRef(l, base: base.node, name: name), .unknown)
        default:
            break
        }
        if name == "self" { return base }
        var found = lookupMembers(in: base.type, name).filter { !$0.isStatic || $0.kind == .enumCase }
        if let labels { found = found.filter { $0.argumentLabels == labels } }
        if let p = found.first(where: { $0.kind == .property }) {
            let type = propertyType(p, on: base.type)
            let ref = MemberRef(l, base: base.node, member: p, baseIsReference: isReference(base.type))
            if p.isImplicitlyUnwrapped { implicitlyUnwrapped.insert(ObjectIdentifier(ref)) }
            if ctx.isInitializer, p.owner === ctx.typeContext, let v = base.node as? VariableRef, v.storage == ctx.fn.selfStorage {
                ref.quiet = true
            }
            return Typed(ref, type)
        }
        if let method = found.first(where: { $0.kind == .method }) {
            resolveMemberSignature(method)
            let type = method.signature.map { $0.functionType.substituting(bindings(of: base.type, for: method)).erasingParameters } ?? .unknown
            return Typed(BoundMethodRef(l, base: base.node, member: method), type)
        }
        if base.type.isOpenForMembers {
            return Typed(DynamicMemberRef(l, base: base.node, name: name), .unknown)
        }
        if case .optional(let w) = base.type, !lookupMembers(in: w, name).isEmpty {
            error("value of optional type '\(base.type.name)' must be unwrapped to refer to member '\(name)' of wrapped base type '\(w.name)'",
                  at: node, hint: "use '?.' to reach it only when there is a value, or '!' if there always is")
        } else {
            error("value of type '\(base.type.diagnosticName)' has no member '\(name)'", at: node, hint: memberSuggestion(name, in: base.type))
        }
        return Typed(DynamicMemberRef(l, base: base.node, name: name), .unknown)
    }

    func memberSuggestion(_ name: String, in type: SType) -> String? {
        guard let d = type.nominalDecl else { return nil }
        var names = Array(d.members.keys)
        for p in d.allConformances { names += p.members.keys }
        let best = names.filter { $0 != name }.min { editDistance($0, name) < editDistance($1, name) }
        if let best, editDistance(best, name) <= max(1, name.count / 3) { return "did you mean '\(best)'?" }
        if let module = d.hostModule {
            // A framework class: what simrepl models of it, so the reader sees the gap.
            var modelled = Set<String>()
            for t in d.kind == .classType ? d.classChain : [d] {
                modelled.formUnion(t.members.keys.filter { $0.first?.isLetter == true && $0 != "init" })
            }
            let shown = modelled.sorted()
            return "simrepl models part of \(module); \(d.name)'s members here: " + shown.prefix(24).joined(separator: ", ")
                + (shown.count > 24 ? ", …" : "") + " (docs/swift.md)"
        }
        if !d.isUserDeclared {
            return "simrepl's standard library may not have it yet; the members it has are listed in docs"
        }
        return nil
    }

    /// Whether values of `type` are class instances (changed in place, not written back).
    func isReference(_ type: SType) -> Bool {
        switch type {
        case .nominal(let d, _): return d.isClass
        case .anyObject: return true
        case .parameter(let p): return p.superclass != nil
        case .existential(let ps): return ps.contains { p in p.conformances.contains { $0.name == "AnyObject" } }
        default: return false
        }
    }

    /// `Type.member`: an enum case, a static property or method, a nested type, `Type.self`.
    func staticMember(of t: SType, _ name: String, base: Typed, at node: some SyntaxProtocol, _ expected: SType?,
                      labels: [String?]? = nil) -> Typed {
        let l = loc(node)
        if name == "self" { return base }
        if case .nominal(let d, _) = t, let nested = nestedType(name, in: d) {
            let type = SType.nominal(nested, [])
            return Typed(Literal(l, .type(RuntimeType(type))), .metatype(type))
        }
        if case .optional(let w) = t, name == "none" {
            return Typed(Literal(l, .nilValue), .optional(w))
        }
        if name == "init" {
            var type = SType.function(FunctionType(params: [.unknown], result: t))
            if let f = expected?.functionType {
                let result = f.result.wrapped != nil && !t.isUnknown ? SType.optional(t) : t
                type = .function(FunctionType(params: f.params, result: result))
            }
            return Typed(Literal(l, .function(InitializerReference(t))), type)
        }
        var found = lookupMembers(in: t, name).filter { $0.isStatic || $0.kind == .enumCase }
        if let labels { found = found.filter { $0.argumentLabels == labels } }
        if t.isOpen, let m = found.first {
            // A static requirement through a generic parameter: the witness's type decides.
            let type = m.kind == .property ? propertyType(m, on: t) : (m.signature?.functionType ?? .unknown)
            return Typed(DynamicMemberRef(l, base: base.node, name: name), type)
        }
        guard let m = found.first else {
            if t.isUnknown || t.isOpen { return Typed(DynamicMemberRef(l, base: base.node, name: name), .unknown) }
            if let method = lookupMembers(in: t, name).first(where: { $0.kind == .method && !$0.isStatic }) {
                // `String.uppercased`: the method waiting for its receiver.
                resolveMemberSignature(method)
                let type = SType.function(FunctionType(params: [t], result: method.signature?.functionType ?? .unknown))
                return Typed(Literal(l, .function(UnboundMethod(name: name, labels: labels))), type)
            }
            if inInstancePropertyInitialValue, lookupMembers(in: t, name).contains(where: { !$0.isStatic }) {
                // `label` in another stored property's initial value: there is no instance yet.
                error("cannot use instance member '\(name)' within property initializer; property initializers run before 'self' is available",
                      at: node, hint: "make the property `lazy var`, or use it in viewDidLoad")
            } else {
                error("type '\(t.name)' has no member '\(name)'", at: node, hint: memberSuggestion(name, in: t))
            }
            return Typed(Literal(l, .void), .unknown)
        }
        resolveMemberSignature(m)
        switch m.impl {
        case .enumCase(var c):
            // `Either<Int, String>.right`: the value will carry the arguments the payload may not show.
            if !t.genericArgs.isEmpty, isExactValueType(t) { c = c.specialized(t.genericArgs) }
            if c.hasPayload {
                return Typed(Literal(l, .function(EnumCaseConstructor(c))),
                             .function(FunctionType(params: c.payloadTypes, result: t)))
            }
            return Typed(Literal(l, c.singleton), t)
        case .staticStored(let index):
            if m.type == nil { inferPropertyType(m) }
            return Typed(StaticPropertyRef(l, index: index, member: m), m.type ?? .unknown)
        default:
            if m.kind == .property {
                let dispatch = m.owner.isClass && !m.isFinal && !m.owner.isFinal
                return Typed(StaticMemberGet(l, member: m, base: dispatch ? base.node : nil), propertyType(m, on: t))
            }
            let type = m.signature.map { $0.functionType.substituting(bindings(of: t, for: m)).erasingParameters } ?? .unknown
            return Typed(StaticMemberGet(l, member: m), type)
        }
    }

    /// `.north`, `.init(…)`, `.zero`: a static member of the type the context expects.
    func implicitMemberExpression(_ name: String, at node: MemberAccessExprSyntax, _ expected: SType?) -> Typed {
        let l = loc(node)
        guard var type = expected, !type.isUnknown else {
            return Typed(ImplicitMemberRef(l, name: name), .unknown)
        }
        if case .optional(let w) = type {
            if name == "none" { return Typed(Literal(l, .nilValue), type) }
            if name == "some" {
                let body: NativeFunctionBody = { args, _ in .optional(args.first ?? .void) }
                return Typed(Literal(l, .function(NativeCallable("some", body))),
                             .function(FunctionType(params: [w], result: type)))
            }
            type = type.unwrappedFully
        }
        if type.isOpen { return Typed(ImplicitMemberRef(l, name: name), .unknown) }
        let base = Typed(Literal(l, .type(RuntimeType(type))), .metatype(type))
        return staticMember(of: type, name, base: base, at: node.declName, expected)
    }

    /// `super.member`: the superclass's implementation, called on `self`.
    func superMember(_ name: String, at node: MemberAccessExprSyntax) -> Typed {
        let l = loc(node)
        guard let t = ctx.typeContext, let sup = t.superclass else {
            error("'super' members cannot be referenced in a root class", at: node)
            return Typed(Literal(l, .void), .unknown)
        }
        let me = selfExpr(at: l)
        guard let m = lookupMembers(in: .nominal(sup, []), name).first(where: { !$0.isStatic }) else {
            error("value of type '\(sup.name)' has no member '\(name)'", at: node.declName)
            return Typed(Literal(l, .void), .unknown)
        }
        let type = m.kind == .property ? propertyType(m, on: .nominal(sup, [])) : (m.signature?.functionType ?? .unknown)
        return Typed(SuperMemberRef(l, selfRef: me.node, member: m), type)
    }

    // MARK: Property types

    /// A stored property without a written type gets its initial value's type.
    func inferPropertyType(_ m: MemberDecl) {
        guard m.type == nil, !m.resolving else { return }
        guard let binding = m.pendingSyntax?.as(PatternBindingSyntax.self), let value = binding.initializer?.value else {
            if case .computed(let getter, _) = m.impl { m.type = getter.signature.result }
            return
        }
        m.resolving = true
        defer { m.resolving = false }
        if m.isLazy {
            m.type = .unknown
            return
        }
        let r = withTypeContext(m.owner) { resolveDetachedTyped(value, expected: nil, owner: m.owner) }
        m.type = r.type
        if m.initialValue == nil { m.initialValue = r.node }
    }

    // MARK: Native signatures

    /// Parses a native member's declaration text and resolves its types in the owner's context.
    func resolveNativeSignature(_ m: MemberDecl, _ text: String) {
        guard m.signature == nil && m.type == nil else { return }
        let source = Parser.parse(source: text)
        guard let item = source.statements.first, case .decl(let decl) = item.item else { return }
        let owner: TypeDecl? = m.owner === lib.globals ? nil : m.owner
        withTypeContext(owner) {
            if let f = decl.as(FunctionDeclSyntax.self) {
                let generics = f.genericParameterClause?.parameters.map { GenericParam($0.name.text) } ?? []
                withGenerics(generics) {
                    var sig = nativeSignature(f.signature.parameterClause.parameters)
                    sig.result = f.signature.returnClause.map { resolveNativeType($0.type) } ?? .void
                    sig.throwing = f.signature.effectSpecifiers?.throwsClause != nil
                    sig.genericParams = generics
                    m.signature = sig
                }
            } else if let i = decl.as(InitializerDeclSyntax.self) {
                let generics = i.genericParameterClause?.parameters.map { GenericParam($0.name.text) } ?? []
                withGenerics(generics) {
                    var sig = nativeSignature(i.signature.parameterClause.parameters)
                    sig.isFailable = i.optionalMark != nil
                    var me = selfType(of: m.owner)
                    // A native initializer may say what it makes (`-> [Key: [S]]`) where that
                    // is more than `Self` with its parameters.
                    if let made = i.signature.returnClause?.type { me = resolveNativeType(made) }
                    sig.result = sig.isFailable ? .optional(me) : me
                    sig.genericParams = generics + m.owner.genericParams
                    m.signature = sig
                }
            } else if let v = decl.as(VariableDeclSyntax.self), let b = v.bindings.first, let t = b.typeAnnotation?.type {
                m.type = resolveNativeType(t)
            } else if let s = decl.as(SubscriptDeclSyntax.self) {
                var sig = nativeSignature(s.parameterClause.parameters)
                sig.result = resolveNativeType(s.returnClause.type)
                m.signature = sig
            }
        }
    }

    private func nativeSignature(_ params: FunctionParameterListSyntax) -> Signature {
        Signature(params: params.map { p in
            var type = p.type
            var isInout = false
            if let a = type.as(AttributedTypeSyntax.self) {
                isInout = a.specifiers.contains { $0.trimmedDescription == "inout" }
                type = a.baseType
            }
            var param = Signature.Param(label: p.firstName.text == "_" ? nil : p.firstName.text,
                                        name: (p.secondName ?? p.firstName).text, type: resolveNativeType(type))
            param.isInout = isInout
            param.isVariadic = p.ellipsis != nil
            param.hasDefault = p.defaultValue != nil
            return param
        }, result: .void)
    }

    /// A type in a native declaration; names the interpreter does not model are `unknown`
    /// (`some Sequence`, `S: Sequence`) rather than errors.
    private func resolveNativeType(_ t: TypeSyntax) -> SType {
        let saved = diagnostics
        let r = resolveType(t)
        if diagnostics.count != saved.count {
            diagnostics = saved
            return .unknown
        }
        return r
    }
}

/// `.member` with no type to find it on while resolving (a pattern whose subject's type was
/// not inferred): the value's own type decides when it is compared.
final class ImplicitMemberRef: Expr {
    let name: String
    init(_ loc: SourceLoc, name: String) {
        self.name = name
        super.init(loc)
    }

    override func eval(_ f: Frame) throws(Interrupt) -> Value {
        throw .unsupported("cannot infer contextual base in reference to member '\(name)'", loc)
    }
}

/// `super.member` (a property or method of the superclass, on `self`).
final class SuperMemberRef: Expr {
    let selfRef: Expr
    let member: MemberDecl
    init(_ loc: SourceLoc, selfRef: Expr, member: MemberDecl) {
        self.selfRef = selfRef
        self.member = member
        super.init(loc)
    }

    override func eval(_ f: Frame) throws(Interrupt) -> Value {
        let me = try selfRef.eval(f)
        if member.kind == .property {
            if case .computed(let getter, _) = member.impl {
                return try f.runtime.invoke(getter, self: me, args: [], captures: [], loc: loc).returnValue
            }
            return try f.runtime.getMember(member, of: me, loc: loc)
        }
        return .function(BoundMethod(receiver: me, member: member))
    }
}
