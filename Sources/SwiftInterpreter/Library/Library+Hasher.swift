/// `Hasher`, for a `hash(into:)` the program writes. simrepl's sets and dictionaries hash by
/// content themselves (Evaluate's Value+Hashable), so what a program's `hash(into:)` combines
/// never decides anything; `finalize()` gives a hash of what was combined.
extension Library {
    func registerHasher() {
        let hasher = TypeDecl(name: "Hasher", kind: .builtin, userDeclared: false)
        addType(hasher)
        function(hasher, "init()") { _, _ in .native(HasherBox(hasher)) }
        mutating(hasher, "mutating func combine<H>(_ value: H)") { v, args, _ in
            if case .native(let h as HasherBox) = v {
                h.hasher.combine(args[0])
                h.components.append(args[0])
            }
            return .void
        }
        method(hasher, "func finalize() -> Int") { v, _, _ in
            guard case .native(let h as HasherBox) = v else { return .int(0) }
            return .int(h.hasher.finalize())
        }
    }
}

final class HasherBox: NativeObject {
    var hasher = Hasher()
    /// What was combined, in order: a value's identity as a key.
    var components: [Value] = []
    init(_ type: TypeDecl) { super.init(typeDecl: type) }
}

extension Runtime {
    /// Makes the program's own `hash(into:)` and `==` decide Set membership and Dictionary keys
    /// for its types, as they do in Swift.
    func installCustomHashing(_ types: [TypeDecl]) {
        guard let hasherType = library.type(named: "Hasher") else { return }
        for t in types where t.kind != .protocolType {
            if let hash = (t.members["hash"] ?? []).first(where: { $0.argumentLabels == ["into"] }), case .function(let fn) = hash.impl {
                t.customHash = { [weak self] v in
                    guard let self else { return v }
                    let box = HasherBox(hasherType)
                    _ = try? self.invoke(fn, self: v, args: [.native(box)], captures: [], loc: fn.loc)
                    return .array(box.components)
                }
            }
            if let eq = (t.members["=="] ?? []).first(where: { $0.isStatic && $0.argumentLabels?.count == 2 }), case .function(let fn) = eq.impl {
                t.customEquality = { [weak self] a, b in
                    guard let self, let r = try? self.invoke(fn, self: .type(RuntimeType(.nominal(t, []))), args: [a, b],
                                                             captures: [], loc: fn.loc) else { return false }
                    return r.returnValue.asBool ?? false
                }
            }
        }
    }
}
