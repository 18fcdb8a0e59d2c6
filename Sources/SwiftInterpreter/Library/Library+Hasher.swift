/// `Hasher`, for a `hash(into:)` the program writes. simrepl's sets and dictionaries hash by
/// content themselves (Evaluate's Value+Hashable), so what a program's `hash(into:)` combines
/// never decides anything; `finalize()` gives a hash of what was combined.
extension Library {
    func registerHasher() {
        let hasher = TypeDecl(name: "Hasher", kind: .builtin, userDeclared: false)
        addType(hasher)
        function(hasher, "init()") { _, _ in .native(HasherBox(hasher)) }
        mutating(hasher, "mutating func combine<H>(_ value: H)") { v, args, _ in
            if case .native(let h as HasherBox) = v { h.hasher.combine(args[0]) }
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
    init(_ type: TypeDecl) { super.init(typeDecl: type) }
}
