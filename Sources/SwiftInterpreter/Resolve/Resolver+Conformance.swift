/// A type that names one of the program's protocols must provide each method and property the
/// protocol requires — itself, through a superclass, or by a default in an extension of the
/// protocol — or Swift does not compile it: "type 'S' does not conform to protocol 'P'".
/// Initializers, subscripts and associated types are not checked (the memberwise initializer
/// and synthesized members satisfy them in ways simpler to leave to the run).
extension Resolver {
    func checkConformances() {
        for t in allTypes where t.kind != .protocolType {
            for p in t.conformances where p.isUserDeclared && p.kind == .protocolType {
                guard let missing = firstMissingRequirement(of: p, in: t) else { continue }
                let what = missing.kind == .property ? "var \(missing.name)" : "func \(missing.fullName)"
                report(Diagnostic("type '\(t.name)' does not conform to protocol '\(p.name)'", at: t.declaredAt ?? .unknown,
                                  hint: "'\(p.name)' requires '\(what)': add it to '\(t.name)', or give it a default in an extension of '\(p.name)'"))
            }
        }
    }

    private func firstMissingRequirement(of proto: TypeDecl, in t: TypeDecl) -> MemberDecl? {
        for p in [proto] + proto.allConformances where p.isUserDeclared {
            let requirements = p.members.values.joined()
                .filter { $0.isRequirement && ($0.kind == .method || $0.kind == .property) }
                .sorted { $0.loc < $1.loc }
            for r in requirements {
                let found = MemberLookup.members(named: r.name, in: t, library: lib).contains { m in
                    guard !m.isRequirement else { return false }
                    return r.kind == .property ? m.kind == .property : m.kind == .method && m.argumentLabels == r.argumentLabels
                }
                if !found { return r }
            }
        }
        return nil
    }
}
