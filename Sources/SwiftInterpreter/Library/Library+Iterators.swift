/// Iterators: `makeIterator()` on every sequence, `AnyIterator { … }`, and OptionSet's set
/// algebra over raw values.
extension Library {
    func registerIterators() {
        let anyIterator = TypeDecl(name: "AnyIterator", kind: .builtin, userDeclared: false)
        anyIterator.genericParams = [GenericParam("Element")]
        anyIterator.conformances = [sequence, types["IteratorProtocol"]!]
        addType(anyIterator)
        types["AnySequence"] = anyIterator
        function(anyIterator, "init(_ body: @escaping () -> Element?)") { args, _ in
            .native(ValueIterator(anyIterator, next: args[0]))
        }
        function(anyIterator, "init<S>(_ base: S)") { args, ctx throws(Interrupt) in
            if case .native(let o as ValueIterator) = args[0] { return .native(o) }
            return .native(ValueIterator(anyIterator, items: try ctx.elements(args[0])))
        }
        mutating(anyIterator, "mutating func next() -> Element?") { v, _, ctx throws(Interrupt) in
            guard case .native(let it as ValueIterator) = v else { return .nilValue }
            return try it.next(ctx)
        }
        sequenceMethod("func makeIterator() -> AnyIterator<Element>") { v, _, ctx throws(Interrupt) in
            .native(ValueIterator(anyIterator, items: try ctx.elements(v)))
        }
        registerOptionSet()
    }

    /// OptionSet's members, on the raw values of the program's struct (`let rawValue: Int`).
    private func registerOptionSet() {
        let o = optionSet
        func raw(_ v: Value, _ ctx: NativeContext) throws(Interrupt) -> Int {
            guard case .structure(let s) = v, let i = s.type.storedProperties.firstIndex(where: { $0.name == "rawValue" }),
                  let bits = s.fields[i].asInt else { throw ctx.unsupported("expected an OptionSet value") }
            return bits
        }
        func make(_ like: Value, _ bits: Int, _ ctx: NativeContext) throws(Interrupt) -> Value {
            guard case .structure(var s) = like, let i = s.type.storedProperties.firstIndex(where: { $0.name == "rawValue" }) else {
                throw ctx.unsupported("expected an OptionSet value")
            }
            s.fields[i] = .int(bits)
            return .structure(s)
        }
        method(o, "func contains(_ member: Self) -> Bool") { v, args, ctx throws(Interrupt) in
            let m = try raw(args[0], ctx)
            return .bool(try raw(v, ctx) & m == m)
        }
        property(o, "var isEmpty: Bool") { v, ctx throws(Interrupt) in .bool(try raw(v, ctx) == 0) }
        let algebra: [(String, String, (Int, Int) -> Int)] = [
            ("union", "formUnion", { $0 | $1 }), ("intersection", "formIntersection", { $0 & $1 }),
            ("subtracting", "subtract", { $0 & ~$1 }), ("symmetricDifference", "formSymmetricDifference", { $0 ^ $1 }),
        ]
        for (name, mutatingName, op) in algebra {
            method(o, "func \(name)(_ other: Self) -> Self") { v, args, ctx throws(Interrupt) in
                try make(v, op(try raw(v, ctx), try raw(args[0], ctx)), ctx)
            }
            mutating(o, "mutating func \(mutatingName)(_ other: Self)") { v, args, ctx throws(Interrupt) in
                v = try make(v, op(try raw(v, ctx), try raw(args[0], ctx)), ctx)
                return .void
            }
        }
        mutating(o, "@discardableResult mutating func insert(_ newMember: Self) -> (inserted: Bool, memberAfterInsert: Self)") { v, args, ctx throws(Interrupt) in
            let old = try raw(v, ctx), m = try raw(args[0], ctx)
            v = try make(v, old | m, ctx)
            return .tuple(TupleValue([.bool(old & m != m), args[0]], labels: ["inserted", "memberAfterInsert"]))
        }
        mutating(o, "@discardableResult mutating func remove(_ member: Self) -> Self?") { v, args, ctx throws(Interrupt) in
            let old = try raw(v, ctx), m = try raw(args[0], ctx)
            v = try make(v, old & ~m, ctx)
            return old & m == 0 ? .nilValue : .optional(try make(args[0], old & m, ctx))
        }
        let relations: [(String, (Int, Int) -> Bool)] = [
            ("isSubset(of", { $0 & $1 == $0 }), ("isSuperset(of", { $0 & $1 == $1 }),
            ("isDisjoint(with", { $0 & $1 == 0 }), ("isStrictSubset(of", { $0 & $1 == $0 && $0 != $1 }),
            ("isStrictSuperset(of", { $0 & $1 == $1 && $0 != $1 }),
        ]
        for (name, test) in relations {
            method(o, "func \(name) other: Self) -> Bool") { v, args, ctx throws(Interrupt) in
                .bool(test(try raw(v, ctx), try raw(args[0], ctx)))
            }
        }
    }
}

/// An iterator over values: a fixed list (a sequence's `makeIterator()`), or a closure called
/// until it returns nil (`AnyIterator { … }`). A class, so `next()` advances every copy — the
/// one place simrepl's iterators differ from Swift's value-type ones.
final class ValueIterator: NativeObject, NativeSequence {
    private var items: [Value]
    private var position = 0
    private let body: Value?

    init(_ type: TypeDecl, items: [Value]) {
        self.items = items
        self.body = nil
        super.init(typeDecl: type)
    }

    init(_ type: TypeDecl, next body: Value) {
        self.items = []
        self.body = body
        super.init(typeDecl: type)
    }

    func next(_ ctx: NativeContext) throws(Interrupt) -> Value {
        if let body { return try ctx.call(body) }
        guard position < items.count else { return .nilValue }
        position += 1
        return .optional(items[position - 1])
    }

    func iterate(_ rt: Runtime, loc: SourceLoc, _ body: (Value) throws(Interrupt) -> Bool) throws(Interrupt) {
        let ctx = NativeContext(runtime: rt, loc: loc)
        while case .optional(let v?) = try next(ctx) {
            if !(try body(v)) { return }
        }
    }
}
