import SwiftSyntax

/// Passes 1–3: declaring the file's types, functions and variables, then their headers, then
/// their members.
extension Resolver {
    // MARK: Pass 1: names

    func declareTopLevel(_ items: CodeBlockItemListSyntax) {
        // Types declared inside function bodies and closures are hoisted to the file: simrepl
        // names them as if they were top-level (their scope is not checked).
        for local in LocalTypeScan.types(in: items) where topTypes[local.name] == nil {
            if let t = declareType(local.decl, parent: nil) { topTypes[t.name] = t }
        }
        for item in items {
            guard case .decl(let decl) = item.item else { continue }
            if let v = decl.as(VariableDeclSyntax.self) {
                // Top-level variables are globals: functions anywhere in the file may use them.
                for binding in v.bindings {
                    for (name, node) in patternNames(binding.pattern) where globalVars[name] == nil {
                        globalVars[name] = LocalBinding(name: name, storage: .global(newGlobal()), type: .unknown,
                                                        isLet: v.bindingSpecifier.tokenKind == .keyword(.let),
                                                        context: nil, loc: loc(node))
                    }
                }
            } else if let f = decl.as(FunctionDeclSyntax.self) {
                declareFunction(f, in: userGlobals)
            } else if let ext = decl.as(ExtensionDeclSyntax.self) {
                extensions.append(ext)
            } else if let alias = decl.as(TypeAliasDeclSyntax.self) {
                topAliases[alias.name.text] = alias
            } else if decl.is(ImportDeclSyntax.self) || decl.is(OperatorDeclSyntax.self)
                        || decl.is(PrecedenceGroupDeclSyntax.self) {
                continue
            } else if let t = declareType(decl, parent: nil) {
                topTypes[t.name] = t
            } else {
                unsupported(describeDecl(decl), at: decl)
            }
        }
    }

    /// The names a declaration pattern binds (`let (a, b) = …` binds two).
    func patternNames(_ p: PatternSyntax) -> [(String, Syntax)] {
        if let id = p.as(IdentifierPatternSyntax.self) { return [(id.identifier.text, Syntax(id))] }
        if let t = p.as(TuplePatternSyntax.self) { return t.elements.flatMap { patternNames($0.pattern) } }
        if let b = p.as(ValueBindingPatternSyntax.self) { return patternNames(b.pattern) }
        return []
    }

    func describeDecl(_ d: DeclSyntax) -> String {
        switch d.kind {
        case .actorDecl: "an actor"
        case .macroDecl: "a macro declaration"
        case .ifConfigDecl: "'#if'"
        case .associatedTypeDecl: "'associatedtype' outside a protocol"
        default: "this declaration"
        }
    }

    /// Makes the TypeDecl of a struct, class, enum or protocol declaration and of the types
    /// nested in it; nil when `decl` declares no type.
    @discardableResult
    func declareType(_ decl: DeclSyntax, parent: TypeDecl?) -> TypeDecl? {
        let name: String, kind: TypeDecl.Kind, members: MemberBlockSyntax
        if let s = decl.as(StructDeclSyntax.self) {
            (name, kind, members) = (s.name.text, .structType, s.memberBlock)
        } else if let c = decl.as(ClassDeclSyntax.self) {
            (name, kind, members) = (c.name.text, .classType, c.memberBlock)
        } else if let e = decl.as(EnumDeclSyntax.self) {
            (name, kind, members) = (e.name.text, .enumType, e.memberBlock)
        } else if let p = decl.as(ProtocolDeclSyntax.self) {
            (name, kind, members) = (p.name.text, .protocolType, p.memberBlock)
        } else if let a = decl.as(ActorDeclSyntax.self) {
            unsupported("an actor", at: a.actorKeyword)
            return nil
        } else {
            return nil
        }
        let t = TypeDecl(name: name, kind: kind, parent: parent, userDeclared: true)
        let nameToken = decl.as(StructDeclSyntax.self)?.name ?? decl.as(ClassDeclSyntax.self)?.name
            ?? decl.as(EnumDeclSyntax.self)?.name ?? decl.as(ProtocolDeclSyntax.self)?.name
        if let earlier = allTypes.first(where: { $0.name == name && $0.parent === parent }), let nameToken {
            let place = parsedFile(atLine: earlier.declaredAt?.line ?? 0)
            error("invalid redeclaration of '\(name)'", at: nameToken,
                  hint: "'\(name)' is declared at \(place.fileName.split(separator: "/").last ?? ""):\((earlier.declaredAt?.line ?? 0) - place.lineOffset) already: rename one")
        }
        t.declaredAt = nameToken.map { loc($0) } ?? loc(decl)
        if let e = decl.as(EnumDeclSyntax.self), hasModifier(e.modifiers, "indirect") { t.isIndirect = true }
        if let c = decl.as(ClassDeclSyntax.self), hasModifier(c.modifiers, "final") { t.isFinal = true }
        parent?.nestedTypes[name] = t
        allTypes.append(t)
        typeSyntax[ObjectIdentifier(t), default: []].append(decl)
        for m in members.members {
            declareType(m.decl, parent: t)
        }
        return t
    }

    /// Declares a function as a member of `owner` (the file's globals for a free function).
    @discardableResult
    func declareFunction(_ f: FunctionDeclSyntax, in owner: TypeDecl) -> MemberDecl {
        if let effects = f.signature.effectSpecifiers, effects.asyncSpecifier != nil {
            unsupported("an 'async' function", at: f.name, hint: "simrepl runs synchronous Swift only; remove 'async'")
        }
        let isStatic = owner === userGlobals || hasModifier(f.modifiers, "static") || hasModifier(f.modifiers, "class")
        let fn = FunctionDecl(name: f.name.text, kind: owner === userGlobals ? .free : .method, loc: loc(f.name),
                              signature: Signature(params: [], result: .void))
        fn.owner = owner === userGlobals ? nil : owner
        fn.isStatic = isStatic
        fn.isMutating = hasModifier(f.modifiers, "mutating")
        fn.pendingSyntax = Syntax(f)
        let m = MemberDecl(name: f.name.text, kind: .method, isStatic: isStatic, owner: owner, loc: loc(f.name),
                           impl: f.body == nil && owner.isProtocol ? .requirement : .function(fn))
        m.labels = f.signature.parameterClause.parameters.enumerated().map { label(of: $1, first: $0 == 0, isFunction: true) }
        m.isMutating = fn.isMutating
        m.isOverride = hasModifier(f.modifiers, "override")
        m.isFinal = hasModifier(f.modifiers, "final")
        m.attributes = attributeNames(f.attributes)
        m.pendingSyntax = Syntax(f)
        owner.addMember(m)
        return m
    }

    // MARK: Pass 2: headers

    func resolveHeaders() {
        for t in allTypes {
            guard let decl = typeSyntax[ObjectIdentifier(t)]?.first else { continue }
            let (generics, inheritance) = header(of: decl)
            t.genericParams = generics?.parameters.map { GenericParam($0.name.text) } ?? []
        }
        for t in allTypes {
            guard let decl = typeSyntax[ObjectIdentifier(t)]?.first else { continue }
            let (generics, inheritance) = header(of: decl)
            withTypeContext(t) {
                if let generics { constrain(t.genericParams, by: generics) }
                for (i, inherited) in (inheritance?.inheritedTypes ?? []).enumerated() {
                    addInheritance(inherited.type, to: t, first: i == 0)
                }
            }
            if t.isProtocol { collectAssociatedTypes(t, decl) }
        }
        for ext in extensions {
            guard let t = extendedType(ext) else { continue }
            typeSyntax[ObjectIdentifier(t), default: []].append(DeclSyntax(ext))
            for m in ext.memberBlock.members { declareType(m.decl, parent: t) }
            withTypeContext(t) {
                for inherited in ext.inheritanceClause?.inheritedTypes ?? [] {
                    addInheritance(inherited.type, to: t, first: false)
                }
            }
        }
        // Types nested in extensions were declared just now: give them their headers too.
        for t in allTypes where t.genericParams.isEmpty && t.superclass == nil && t.conformances.isEmpty {
            guard let decl = typeSyntax[ObjectIdentifier(t)]?.first, !decl.is(ExtensionDeclSyntax.self) else { continue }
            let (generics, inheritance) = header(of: decl)
            if generics != nil || inheritance == nil { continue }
            withTypeContext(t) {
                for (i, inherited) in (inheritance?.inheritedTypes ?? []).enumerated() {
                    addInheritance(inherited.type, to: t, first: i == 0)
                }
            }
        }
    }

    private func header(of decl: DeclSyntax) -> (GenericParameterClauseSyntax?, InheritanceClauseSyntax?) {
        if let s = decl.as(StructDeclSyntax.self) { return (s.genericParameterClause, s.inheritanceClause) }
        if let c = decl.as(ClassDeclSyntax.self) { return (c.genericParameterClause, c.inheritanceClause) }
        if let e = decl.as(EnumDeclSyntax.self) { return (e.genericParameterClause, e.inheritanceClause) }
        if let p = decl.as(ProtocolDeclSyntax.self) { return (nil, p.inheritanceClause) }
        return (nil, nil)
    }

    func constrain(_ params: [GenericParam], by clause: GenericParameterClauseSyntax) {
        for (p, syntax) in zip(params, clause.parameters) {
            guard let inherited = syntax.inheritedType else { continue }
            for t in protocolsOrClass(resolveType(inherited)) {
                if t.isClass { p.superclass = t } else { p.constraints.append(t) }
            }
        }
    }

    func protocolsOrClass(_ t: SType) -> [TypeDecl] {
        switch t {
        case .existential(let ps): return ps
        case .nominal(let d, _): return [d]
        default: return []
        }
    }

    private func addInheritance(_ typeSyntax: TypeSyntax, to t: TypeDecl, first: Bool) {
        let inherited = resolveType(typeSyntax)
        if case .anyObject = inherited, let anyObject = lib.type(named: "AnyObject") {
            // `protocol P: AnyObject`: class-bound (its extensions may change `self`'s properties).
            if !t.conformances.contains(anyObject) { t.conformances.append(anyObject) }
            return
        }
        for d in protocolsOrClass(inherited) {
            if d.isProtocol {
                if !t.conformances.contains(d) { t.conformances.append(d) }
            } else if t.isClass && d.isClass && first {
                t.superclass = d
            } else if t.kind == .enumType && first && d.kind == .builtin {
                t.rawType = inherited
                if !t.conformances.contains(lib.rawRepresentable) { t.conformances.append(lib.rawRepresentable) }
            } else if d.isClass && !t.isClass {
                error("non-class type '\(t.name)' cannot inherit from class '\(d.name)'", at: typeSyntax)
            } else if d.isClass {
                error("superclass '\(d.name)' must appear first in the inheritance clause", at: typeSyntax)
            } else {
                error("inheritance from non-protocol type '\(d.name)'", at: typeSyntax)
            }
        }
    }

    private func collectAssociatedTypes(_ t: TypeDecl, _ decl: DeclSyntax) {
        guard let p = decl.as(ProtocolDeclSyntax.self) else { return }
        for m in p.memberBlock.members {
            if let a = m.decl.as(AssociatedTypeDeclSyntax.self) {
                t.typeAliases[a.name.text] = .parameter(GenericParam(a.name.text))
            }
        }
    }

    private func extendedType(_ ext: ExtensionDeclSyntax) -> TypeDecl? {
        let t = resolveType(ext.extendedType)
        switch t {
        case .nominal(let d, _): return d
        case .existential(let ps) where ps.count == 1: return ps[0]
        case .optional: return lib.optional
        default:
            error("cannot find type '\(ext.extendedType.trimmedDescription)' in scope", at: ext.extendedType)
            return nil
        }
    }

    // MARK: Pass 3: members

    func collectAllMembers() {
        for t in allTypes { collectMembers(of: t) }
        // Extensions of library types and protocols.
        for ext in extensions {
            guard case .nominal(let d, _)? = Optional(resolveType(ext.extendedType)), !d.isUserDeclared else {
                if case .existential(let ps) = resolveType(ext.extendedType), let p = ps.first, !p.isUserDeclared {
                    collectMembers(of: p)
                }
                continue
            }
            collectMembers(of: d)
        }
        let globalFunctions = userGlobals.members.values.flatMap { $0 }
        for m in globalFunctions { resolveMemberSignature(m) }
        for t in allTypes { synthesize(t) }
        checkConformances()
        for t in allTypes { resolveInitialValues(of: t) }
    }

    /// Collects the members of `t` from its declaration and its extensions (once).
    func collectMembers(of t: TypeDecl) {
        guard membersCollected.insert(ObjectIdentifier(t)).inserted else { return }
        for decl in typeSyntax[ObjectIdentifier(t)] ?? [] {
            let block: MemberBlockSyntax?
            let isExtension = decl.is(ExtensionDeclSyntax.self)
            if let s = decl.as(StructDeclSyntax.self) { block = s.memberBlock }
            else if let c = decl.as(ClassDeclSyntax.self) { block = c.memberBlock }
            else if let e = decl.as(EnumDeclSyntax.self) { block = e.memberBlock }
            else if let p = decl.as(ProtocolDeclSyntax.self) { block = p.memberBlock }
            else { block = decl.as(ExtensionDeclSyntax.self)?.memberBlock }
            var generics: [GenericParam] = []
            if let ext = decl.as(ExtensionDeclSyntax.self), case .nominal(_, let args) = resolveType(ext.extendedType) {
                // `extension Array where Element == Int` speaks of Array's own parameters.
                _ = args
                generics = []
            }
            withTypeContext(t) {
                withGenerics(generics) {
                    for m in block?.members ?? [] {
                        collectMember(m.decl, into: t, fromExtension: isExtension)
                    }
                }
            }
        }
        for m in t.members.values.flatMap({ $0 }) where m.kind != .property || m.type == nil {
            withTypeContext(t) { resolveMemberSignature(m) }
        }
    }

    private func collectMember(_ decl: DeclSyntax, into t: TypeDecl, fromExtension: Bool) {
        if let v = decl.as(VariableDeclSyntax.self) {
            collectProperty(v, into: t, fromExtension: fromExtension)
        } else if let f = decl.as(FunctionDeclSyntax.self) {
            let m = declareFunction(f, in: t)
            m.isRequirement = t.isProtocol && !fromExtension
        } else if let i = decl.as(InitializerDeclSyntax.self) {
            collectInitializer(i, into: t, fromExtension: fromExtension)
        } else if let d = decl.as(DeinitializerDeclSyntax.self) {
            let fn = FunctionDecl(name: "deinit", kind: .deinitializer, loc: loc(d.deinitKeyword),
                                  signature: Signature(params: [], result: .void))
            fn.owner = t
            fn.pendingSyntax = Syntax(d)
            t.deinitializer = fn
            pendingFunctions.append((fn, { [unowned self] in self.resolveDeinit(fn, d, t) }))
        } else if let s = decl.as(SubscriptDeclSyntax.self) {
            collectSubscript(s, into: t)
        } else if let c = decl.as(EnumCaseDeclSyntax.self) {
            collectCases(c, into: t)
        } else if let a = decl.as(TypeAliasDeclSyntax.self) {
            t.typeAliases[a.name.text] = resolveType(a.initializer.value)
        } else if decl.is(AssociatedTypeDeclSyntax.self) || decl.is(StructDeclSyntax.self) || decl.is(ClassDeclSyntax.self)
                    || decl.is(EnumDeclSyntax.self) || decl.is(ProtocolDeclSyntax.self) {
            return
        } else {
            unsupported(describeDecl(decl), at: decl)
        }
    }

    private func collectProperty(_ v: VariableDeclSyntax, into t: TypeDecl, fromExtension: Bool) {
        let isStatic = hasModifier(v.modifiers, "static") || hasModifier(v.modifiers, "class")
        let isLet = v.bindingSpecifier.tokenKind == .keyword(.let)
        for binding in v.bindings {
            guard let id = binding.pattern.as(IdentifierPatternSyntax.self) else {
                unsupported("a tuple pattern in a property declaration", at: binding.pattern)
                continue
            }
            let name = id.identifier.text
            let m = MemberDecl(name: name, kind: .property, isStatic: isStatic, owner: t, loc: loc(id),
                               impl: .requirement)
            m.isLet = isLet
            m.isLazy = hasModifier(v.modifiers, "lazy")
            m.isOverride = hasModifier(v.modifiers, "override")
            m.attributes = attributeNames(v.attributes)
            if hasModifier(v.modifiers, "weak") { m.ownership = .weak }
            if v.modifiers.contains(where: { $0.name.text == "unowned" }) { m.ownership = .unowned }
            m.pendingSyntax = Syntax(binding)
            if let annotation = binding.typeAnnotation?.type {
                m.type = resolveType(annotation)
                m.isImplicitlyUnwrapped = annotation.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
            }
            let accessors = binding.accessorBlock.map(accessorList) ?? []
            let isComputed = binding.accessorBlock != nil && !accessors.contains { $0.kind == "willSet" || $0.kind == "didSet" }
            if t.isProtocol && !fromExtension {
                m.isRequirement = true
                m.impl = .requirement
            } else if isComputed {
                m.impl = computedAccessors(accessors, member: m, in: t)
            } else if m.isOverride && binding.initializer == nil && !accessors.isEmpty {
                m.impl = .overridingObservers
            } else if isStatic {
                m.impl = .staticStored(newGlobal())
            } else if fromExtension {
                error("extensions must not contain stored properties", at: id)
            } else {
                m.impl = .stored(t.storedProperties.count)
                t.storedProperties.append(m)
            }
            if !isComputed {
                for a in accessors where a.kind == "willSet" || a.kind == "didSet" {
                    let fn = observer(a, member: m, in: t)
                    if a.kind == "willSet" { m.willSet = fn } else { m.didSet = fn }
                }
            }
            t.addMember(m)
        }
    }

    struct AccessorInfo {
        let kind: String
        let body: CodeBlockItemListSyntax?
        let parameterName: String?
        let isMutating: Bool
        let node: Syntax
    }

    func accessorList(_ block: AccessorBlockSyntax) -> [AccessorInfo] {
        switch block.accessors {
        case .getter(let items):
            return [AccessorInfo(kind: "get", body: items, parameterName: nil, isMutating: false, node: Syntax(block))]
        case .accessors(let list):
            return list.map { a in
                AccessorInfo(kind: a.accessorSpecifier.text, body: a.body?.statements,
                             parameterName: a.parameters?.name.text,
                             isMutating: a.modifier?.name.text == "mutating", node: Syntax(a))
            }
        }
    }

    private func computedAccessors(_ accessors: [AccessorInfo], member m: MemberDecl, in t: TypeDecl) -> MemberImpl {
        var getter: FunctionDecl?, setter: FunctionDecl?
        for a in accessors {
            let fn = FunctionDecl(name: m.name, kind: a.kind == "set" ? .setter : .getter, loc: loc(a.node),
                                  signature: Signature(params: [], result: .unknown))
            fn.owner = t
            fn.isStatic = m.isStatic
            fn.isMutating = a.kind == "set" ? (t.kind != .classType && !a.isMutating ? true : true) : a.isMutating
            if t.kind == .classType { fn.isMutating = false }
            if a.kind == "get" {
                getter = fn
                pendingFunctions.append((fn, { [unowned self] in
                    self.resolveAccessor(fn, body: a.body, member: m, in: t, newValueName: nil)
                }))
            } else if a.kind == "set" {
                setter = fn
                pendingFunctions.append((fn, { [unowned self] in
                    self.resolveAccessor(fn, body: a.body, member: m, in: t, newValueName: a.parameterName ?? "newValue")
                }))
            } else {
                unsupported("the '\(a.kind)' accessor", at: a.node)
            }
        }
        guard let getter else {
            error("variable with a setter must also have a getter", at: m.pendingSyntax!)
            return .requirement
        }
        return .computed(getter: getter, setter: setter)
    }

    private func observer(_ a: AccessorInfo, member m: MemberDecl, in t: TypeDecl) -> FunctionDecl {
        let fn = FunctionDecl(name: m.name, kind: .observer, loc: loc(a.node), signature: Signature(params: [], result: .void))
        fn.owner = t
        fn.isStatic = m.isStatic
        fn.isMutating = t.kind != .classType
        let paramName = a.parameterName ?? (a.kind == "willSet" ? "newValue" : "oldValue")
        pendingFunctions.append((fn, { [unowned self] in
            self.resolveAccessor(fn, body: a.body, member: m, in: t, newValueName: paramName)
        }))
        return fn
    }

    private func collectInitializer(_ i: InitializerDeclSyntax, into t: TypeDecl, fromExtension: Bool) {
        let fn = FunctionDecl(name: "init", kind: .initializer, loc: loc(i.initKeyword),
                              signature: Signature(params: [], result: .void))
        fn.owner = t
        fn.isMutating = true
        fn.isConvenience = hasModifier(i.modifiers, "convenience")
        fn.pendingSyntax = Syntax(i)
        let m = MemberDecl(name: "init", kind: .initializer, isStatic: true, owner: t, loc: loc(i.initKeyword),
                           impl: t.isProtocol ? .requirement : .function(fn))
        m.labels = i.signature.parameterClause.parameters.map { $0.firstName.text == "_" ? nil : $0.firstName.text }
        m.isOverride = hasModifier(i.modifiers, "override")
        m.isRequirement = t.isProtocol && !fromExtension
        m.pendingSyntax = Syntax(i)
        if !fromExtension && !fn.isConvenience { t.hasExplicitInit = true }
        if fromExtension && t.kind == .classType { fn.isConvenience = true }
        t.addMember(m)
    }

    private func collectSubscript(_ s: SubscriptDeclSyntax, into t: TypeDecl) {
        let isStatic = hasModifier(s.modifiers, "static")
        let accessors = s.accessorBlock.map(accessorList) ?? []
        let m = MemberDecl(name: "subscript", kind: .subscriptMember, isStatic: isStatic, owner: t,
                           loc: loc(s.subscriptKeyword), impl: .requirement)
        m.labels = s.parameterClause.parameters.map { $0.secondName == nil ? nil : ($0.firstName.text == "_" ? nil : $0.firstName.text) }
        m.pendingSyntax = Syntax(s)
        if t.isProtocol { m.isRequirement = true; t.addMember(m); return }
        var getter: FunctionDecl?, setter: FunctionDecl?
        let subscriptName = "subscript(" + s.parameterClause.parameters.map { _ in "_:" }.joined() + ")"
        for a in accessors {
            let fn = FunctionDecl(name: subscriptName, kind: a.kind == "set" ? .setter : .getter, loc: loc(a.node),
                                  signature: Signature(params: [], result: .unknown))
            fn.owner = t
            fn.isStatic = isStatic
            fn.isMutating = a.kind == "set" && t.kind != .classType
            if a.kind == "get" { getter = fn } else if a.kind == "set" { setter = fn }
            pendingFunctions.append((fn, { [unowned self] in
                self.resolveSubscriptAccessor(fn, s, body: a.body, in: t, newValueName: a.kind == "set" ? (a.parameterName ?? "newValue") : nil)
            }))
        }
        if let getter { m.impl = .subscriptAccessors(getter: getter, setter: setter) }
        t.addMember(m)
    }

    private func collectCases(_ c: EnumCaseDeclSyntax, into t: TypeDecl) {
        if hasModifier(c.modifiers, "indirect") { t.isIndirect = true }
        for element in c.elements {
            let decl = EnumCaseDecl(name: element.name.text, owner: t, index: t.cases.count)
            if let params = element.parameterClause?.parameters {
                decl.payloadLabels = params.map { $0.firstName.map { $0.text == "_" ? nil : $0.text } ?? nil }
                decl.payloadTypes = params.map { resolveType($0.type) }
                decl.payloadDefaults = params.map { p in p.defaultValue.map { resolveDetached($0.value, expected: resolveType(p.type)) } }
            }
            decl.rawValue = rawValue(of: element, at: decl.index, in: t)
            t.cases.append(decl)
            let m = MemberDecl(name: decl.name, kind: .enumCase, isStatic: true, owner: t, loc: loc(element.name),
                               impl: .enumCase(decl))
            if decl.hasPayload {
                m.labels = decl.payloadLabels
                m.signature = Signature(params: zip(decl.payloadLabels, decl.payloadTypes).enumerated().map { i, p in
                    Signature.Param(label: p.0, name: p.0 ?? "_", type: p.1, hasDefault: decl.payloadDefaults[i] != nil,
                                    defaultValue: decl.payloadDefaults[i])
                }, result: selfType(of: t))
            }
            m.type = selfType(of: t)
            t.addMember(m)
        }
    }

    /// A case's raw value: written, or Swift's implicit one (the previous integer plus one, or
    /// the case's name for a String raw type).
    private func rawValue(of element: EnumCaseElementSyntax, at index: Int, in t: TypeDecl) -> Value? {
        guard let raw = t.rawType else { return nil }
        if let written = element.rawValue?.value {
            let node = resolveDetached(written, expected: raw)
            if let lit = node as? Literal { return lit.value }
            error("raw value for enum case must be a literal", at: written)
            return nil
        }
        switch raw.nominalDecl {
        case lib.string: return .string(element.name.text)
        case lib.int:
            if index == 0 { return .int(0) }
            if case .int(let prev)? = t.cases[index - 1].rawValue { return .int(prev + 1) }
            return .int(index)
        case lib.double:
            if index == 0 { return .double(0) }
            if case .double(let prev)? = t.cases[index - 1].rawValue { return .double(prev + 1) }
            return nil
        default:
            error("enum case '\(element.name.text)' needs an explicit raw value", at: element)
            return nil
        }
    }

    /// The type `self` has inside `t`: `Array<Element>`, `Point`, `Self` in a protocol.
    func selfType(of t: TypeDecl) -> SType {
        if t.isProtocol { return .parameter(protocolSelf(t)) }
        if t === lib.optional, let w = t.genericParams.first { return .optional(.parameter(w)) }
        return .nominal(t, t.genericParams.map { .parameter($0) })
    }

    /// The `Self` of a protocol (one per protocol).
    func protocolSelf(_ p: TypeDecl) -> GenericParam {
        if case .parameter(let g)? = p.typeAliases["Self"] { return g }
        let g = GenericParam("Self")
        g.constraints = [p]
        p.typeAliases["Self"] = .parameter(g)
        return g
    }

    /// Resolves the types in a member's declaration (parameters, result, property type).
    func resolveMemberSignature(_ m: MemberDecl) {
        if let text = m.declarationText {
            resolveNativeSignature(m, text)
            return
        }
        if case .memberwise = m.impl, m.signature == nil, m.owner.kind == .structType {
            m.signature = memberwiseSignature(m)
            return
        }
        guard let syntax = m.pendingSyntax, m.signature == nil else { return }
        let typeContext = m.owner === userGlobals ? nil : m.owner
        withTypeContext(typeContext) {
            if let f = syntax.as(FunctionDeclSyntax.self) {
                let generics = f.genericParameterClause?.parameters.map { GenericParam($0.name.text) } ?? []
                withGenerics(generics) {
                    if let clause = f.genericParameterClause { constrain(generics, by: clause) }
                    var sig = signature(f.signature, generics: generics, isFunction: true)
                    sig.genericParams = generics
                    m.signature = sig
                    if case .function(let fn) = m.impl {
                        fn.signature = sig
                        let ownerType = typeContext
                        pendingFunctions.append((fn, { [unowned self] in
                            self.resolveFunctionBody(fn, f.body, owner: ownerType, generics: generics)
                        }))
                    }
                }
            } else if let i = syntax.as(InitializerDeclSyntax.self) {
                var sig = signature(i.signature, generics: [])
                sig.isFailable = i.optionalMark != nil
                sig.result = selfType(of: m.owner)
                if sig.isFailable { sig.result = .optional(sig.result) }
                m.signature = sig
                if case .function(let fn) = m.impl {
                    fn.signature = sig
                    let owner = m.owner
                    pendingFunctions.append((fn, { [unowned self] in
                        self.resolveFunctionBody(fn, i.body, owner: owner, generics: [])
                    }))
                }
            } else if let s = syntax.as(SubscriptDeclSyntax.self) {
                let params = s.parameterClause.parameters.map { p -> Signature.Param in
                    let label: String? = p.secondName == nil ? nil : (p.firstName.text == "_" ? nil : p.firstName.text)
                    var param = Signature.Param(label: label, name: (p.secondName ?? p.firstName).text, type: resolveType(p.type))
                    if let d = p.defaultValue?.value {
                        param.hasDefault = true
                        param.defaultValue = resolveDetached(d, expected: param.type)
                    }
                    return param
                }
                m.signature = Signature(params: params, result: resolveType(s.returnClause.type))
                m.type = m.signature?.result
            }
        }
    }

}
