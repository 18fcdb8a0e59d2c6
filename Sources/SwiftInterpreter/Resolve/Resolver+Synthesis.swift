import SwiftSyntax

/// What Swift writes for a type the program did not, and the checks that need every
/// declaration first.
extension Resolver {
    /// A struct's memberwise initializer, a root class's default initializer, an enum's
    /// `init(rawValue:)`, `rawValue` and `allCases`.
    func synthesize(_ t: TypeDecl) {
        switch t.kind {
        case .structType where !t.hasExplicitInit:
            // Its parameters' types come from the properties', which may wait on their initial
            // values: `memberwiseSignature` makes the signature when it is first needed.
            let props = t.storedProperties.filter { !($0.isLet && $0.hasInitialValue) }
            let m = MemberDecl(name: "init", kind: .initializer, isStatic: true, owner: t, loc: .unknown, impl: .memberwise)
            m.labels = props.map(\.name)
            t.addMember(m)
        case .classType where !t.hasExplicitInit && t.superclass == nil:
            let m = MemberDecl(name: "init", kind: .initializer, isStatic: true, owner: t, loc: .unknown, impl: .memberwise)
            m.signature = Signature(params: [], result: selfType(of: t))
            m.labels = []
            t.addMember(m)
        case .enumType:
            synthesizeEnumMembers(t)
        default:
            break
        }
    }

    /// The memberwise initializer's parameters: each stored property it takes, with its type;
    /// `var x = 0` and `var y: Int?` may be left out (the argument is then `()` and the
    /// property takes its initial value).
    func memberwiseSignature(_ m: MemberDecl) -> Signature {
        let t = m.owner
        let props = t.storedProperties.filter { !($0.isLet && $0.hasInitialValue) }
        return Signature(params: props.map { p in
            if p.type == nil { inferPropertyType(p) }
            var param = Signature.Param(label: p.name, name: p.name, type: p.type ?? .unknown)
            param.hasDefault = p.hasInitialValue || (!p.isLet && p.type?.wrapped != nil)
            return param
        }, result: selfType(of: t))
    }

    func synthesizeEnumMembers(_ t: TypeDecl) {
        let me = selfType(of: t)
        if let raw = t.rawType {
            if !(t.members["init"] ?? []).contains(where: { $0.argumentLabels == ["rawValue"] }) {
                let cases = t.cases
                let make = MemberDecl(name: "init", kind: .initializer, isStatic: true, owner: t, loc: .unknown,
                                      impl: .native(.function { args, _ in
                    guard let v = args.first, let c = cases.first(where: { $0.rawValue == v }) else { return .nilValue }
                    return .optional(c.singleton)
                }))
                var sig = Signature(params: [Signature.Param(label: "rawValue", name: "rawValue", type: raw)], result: .optional(me))
                sig.isFailable = true
                make.signature = sig
                make.labels = ["rawValue"]
                t.addMember(make)
            }
            if t.members["rawValue"] == nil {
                let rawValue = MemberDecl(name: "rawValue", kind: .property, isStatic: false, owner: t, loc: .unknown,
                                          impl: .native(.property(get: { v, ctx throws(Interrupt) in
                    guard case .enumeration(let e) = v, let r = e.caseDecl.rawValue else {
                        throw ctx.unsupported("this value has no raw value")
                    }
                    return r
                }, set: nil)))
                rawValue.type = raw
                t.addMember(rawValue)
            }
        }
        if t.conforms(to: lib.caseIterable), t.members["allCases"] == nil {
            let cases = t.cases
            let all = MemberDecl(name: "allCases", kind: .property, isStatic: true, owner: t, loc: .unknown,
                                 impl: .native(.function { _, _ in .array(cases.map(\.singleton)) }))
            all.type = .nominal(lib.array, [me])
            t.addMember(all)
        }
    }

    /// Checks that need the whole program: `override` where a superclass member is replaced,
    /// and only there.
    func checkDeclarations() {
        for t in allTypes where t.isClass {
            for m in t.members.values.flatMap({ $0 }) where m.kind == .method || m.kind == .property {
                if m.isStatic && m.kind == .method && m.name.first.map({ !$0.isLetter && $0 != "_" }) == true { continue }
                if m.loc == .unknown { continue }
                let inherited = t.superclass.map { MemberLookup.members(named: m.name, in: $0, library: lib) } ?? []
                let overridden = inherited.first { $0.kind == m.kind && $0.isStatic == m.isStatic && $0.argumentLabels == m.argumentLabels }
                if overridden != nil && !m.isOverride {
                    report(Diagnostic("overriding declaration requires an 'override' keyword", at: m.loc,
                                      hint: "write 'override' before the declaration"))
                } else if overridden == nil && m.isOverride {
                    let what = m.kind == .method ? "method does not override any method" : "property does not override any property"
                    report(Diagnostic("\(what) from its superclass", at: m.loc, hint: "remove 'override'"))
                }
            }
        }
    }
}
