import SwiftSyntax

/// Type syntax to static types, and the names of types as Swift's messages write them.
extension Resolver {
    /// Runs `body` with the members, nested types and generic parameters of `t` in scope for
    /// type names.
    func withTypeContext<T>(_ t: TypeDecl?, _ body: () -> T) -> T {
        guard let t else { return body() }
        var scope: [String: GenericParam] = [:]
        for p in t.genericParams { scope[p.name] = p }
        typeContexts.append(t)
        genericScopes.append(scope)
        defer {
            genericScopes.removeLast()
            typeContexts.removeLast()
        }
        return body()
    }

    func resolveType(_ syntax: TypeSyntax) -> SType {
        if let id = syntax.as(IdentifierTypeSyntax.self) {
            let args = id.genericArgumentClause?.arguments.compactMap { arg -> SType? in
                if case .type(let t) = arg.argument { return resolveType(t) }
                return nil
            } ?? []
            return named(id.name.text, args: args, at: id)
        }
        if let m = syntax.as(MemberTypeSyntax.self) {
            let base = resolveType(m.baseType)
            let name = m.name.text
            if case .nominal(let d, _) = base {
                if let nested = nestedType(name, in: d) { return .nominal(nested, []) }
                if let alias = d.typeAliases[name] { return alias }
            }
            if base.isUnknown { return .unknown }
            if name == "Type" { return .metatype(base) }
            if case .parameter(let p) = base {
                // An associated type of a constraint (`C.Item`): known only at run time.
                for c in p.constraints { if let alias = c.typeAliases[name] { return alias } }
                return .unknown
            }
            error("'\(name)' is not a member type of '\(base.name)'", at: m.name)
            return .unknown
        }
        if let a = syntax.as(ArrayTypeSyntax.self) { return .nominal(lib.array, [resolveType(a.element)]) }
        if let d = syntax.as(DictionaryTypeSyntax.self) {
            return .nominal(lib.dictionary, [resolveType(d.key), resolveType(d.value)])
        }
        if let o = syntax.as(OptionalTypeSyntax.self) { return .optional(resolveType(o.wrappedType)) }
        if let o = syntax.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return .optional(resolveType(o.wrappedType)) }
        if let t = syntax.as(TupleTypeSyntax.self) {
            let elements = Array(t.elements)
            if elements.count == 1, elements[0].firstName == nil { return resolveType(elements[0].type) }
            return .tuple(elements.map { $0.firstName?.text }, elements.map { resolveType($0.type) })
        }
        if let f = syntax.as(FunctionTypeSyntax.self) {
            return .function(FunctionType(params: f.parameters.map { resolveType($0.type) },
                                          result: resolveType(f.returnClause.type),
                                          throwing: f.effectSpecifiers?.throwsClause != nil,
                                          inouts: f.parameters.map { p in
                                              p.type.as(AttributedTypeSyntax.self)?.specifiers.contains { $0.trimmedDescription == "inout" } ?? false
                                          }))
        }
        if let a = syntax.as(AttributedTypeSyntax.self) { return resolveType(a.baseType) }
        if let s = syntax.as(SomeOrAnyTypeSyntax.self) { return resolveType(s.constraint) }
        if let c = syntax.as(CompositionTypeSyntax.self) {
            var protocols: [TypeDecl] = []
            for e in c.elements {
                switch resolveType(e.type) {
                case .existential(let ps): protocols += ps
                case .nominal(let d, _): protocols.append(d)
                default: break
                }
            }
            return .existential(protocols)
        }
        if let m = syntax.as(MetatypeTypeSyntax.self) { return .metatype(resolveType(m.baseType)) }
        if syntax.is(ClassRestrictionTypeSyntax.self) { return .anyObject }
        unsupported("the type '\(syntax.trimmedDescription)'", at: syntax)
        return .unknown
    }

    /// A type by its name, looked up as Swift does: generic parameters, then types nested in
    /// the enclosing types, then the file's types, then the library's.
    func named(_ name: String, args: [SType], at node: some SyntaxProtocol) -> SType {
        if let t = lookupTypeName(name, args: args) { return t }
        error("cannot find type '\(name)' in scope", at: node, hint: unknownTypeHint(name))
        return .unknown
    }

    /// For a framework's name (`UICollectionViewListCell`): the host's classes of that
    /// framework, so the reader sees what is modelled; else where to declare it.
    private func unknownTypeHint(_ name: String) -> String? {
        let framework = lib.types.values.filter { t in t.hostModule != nil && t.isClass && name.hasPrefix(String(t.name.prefix(2))) }
        if !framework.isEmpty {
            let module = framework[0].hostModule ?? ""
            return "simrepl does not model it; its \(module) classes: " + framework.map(\.name).sorted().joined(separator: ", ")
        }
        return "declare it, or import the Swift file that declares it"
    }

    func lookupTypeName(_ name: String, args: [SType]) -> SType? {
        for scope in genericScopes.reversed() {
            if let p = scope[name] { return .parameter(p) }
        }
        switch name {
        case "Any": return .any
        case "AnyObject": return .anyObject
        case "AnyClass": return .metatype(.anyObject)
        case "Void": return .void
        case "Self":
            if let t = typeContexts.last { return selfType(of: t) }
        case "KeyPath", "WritableKeyPath", "ReferenceWritableKeyPath":
            // A key path is used as the function from its root to its value.
            return .function(FunctionType(params: [args.first ?? .unknown], result: args.count > 1 ? args[1] : .unknown))
        case "PartialKeyPath", "AnyKeyPath":
            return .function(FunctionType(params: [args.first ?? .unknown], result: .unknown))
        case "StaticString": return .nominal(lib.string, [])
        default: break
        }
        for t in typeContexts.reversed() {
            var c: TypeDecl? = t
            while let d = c {
                if let nested = d.nestedTypes[name] { return .nominal(nested, args) }
                if let alias = d.typeAliases[name] { return alias }
                c = d.superclass
            }
            for p in t.allConformances {
                if let alias = p.typeAliases[name] { return alias }
            }
            var parent = t.parent
            while let p = parent {
                if let nested = p.nestedTypes[name] { return .nominal(nested, args) }
                if let alias = p.typeAliases[name] { return alias }
                parent = p.parent
            }
        }
        if let t = topTypes[name] { return t.isProtocol ? .existential([t]) : .nominal(t, args) }
        if let a = resolvedAliases[name] { return a }
        if let alias = topAliases[name] {
            if let clause = alias.genericParameterClause {
                // `typealias Pair<T> = (T, T)`: its parameters stand for the arguments written.
                let params = clause.parameters.map { GenericParam($0.name.text) }
                let t = withGenerics(params) { resolveType(alias.initializer.value) }
                var b: [GenericParam: SType] = [:]
                for (p, a) in zip(params, args) { b[p] = a }
                return t.substituting(b).erasingParameters
            }
            resolvedAliases[name] = .unknown
            let t = resolveType(alias.initializer.value)
            resolvedAliases[name] = t
            return t
        }
        if let t = lib.type(named: name) {
            if t.isProtocol { return .existential([t]) }
            if t === lib.optional, let w = args.first { return .optional(w) }
            return .nominal(t, args.isEmpty ? t.genericParams.map { _ in SType.unknown } : args)
        }
        return nil
    }

    func nestedType(_ name: String, in d: TypeDecl) -> TypeDecl? {
        var c: TypeDecl? = d
        while let t = c {
            if let n = t.nestedTypes[name] { return n }
            c = t.superclass
        }
        return nil
    }
}

extension SType {
    /// The type as Swift's diagnostics write it: `[Int]`, `Int?`, `(Int, String)`, `Point`.
    /// The name Swift 6's diagnostics give the type: a protocol used as a type is `any P`.
    var diagnosticName: String {
        if case .existential(let ps) = self, !ps.isEmpty { return "any " + name }
        return name
    }

    var name: String {
        switch self {
        case .nominal(let d, let args):
            if d.name == "Array", d.builtinTag == .array, args.count == 1 { return "[\(args[0].name)]" }
            if d.name == "Dictionary", args.count == 2 { return "[\(args[0].name): \(args[1].name)]" }
            if args.isEmpty || args.allSatisfy(\.isUnknown) { return d.qualifiedName }
            return d.qualifiedName + "<" + args.map(\.name).joined(separator: ", ") + ">"
        case .optional(let w):
            if case .function = w { return "(\(w.name))?" }
            return w.name + "?"
        case .tuple(let labels, let elements):
            return "(" + zip(labels, elements).map { l, e in (l.map { $0 + ": " } ?? "") + e.name }.joined(separator: ", ") + ")"
        case .function(let f):
            return "(" + f.params.map(\.name).joined(separator: ", ") + ")" + (f.throwing ? " throws" : "") + " -> " + f.result.name
        case .metatype(let t): return t.name + ".Type"
        case .existential(let ps): return ps.isEmpty ? "Any" : ps.map(\.name).joined(separator: " & ")
        case .anyObject: return "AnyObject"
        case .parameter(let p): return p.name
        case .unknown: return "_"
        }
    }
}
