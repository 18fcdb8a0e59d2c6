/// `.lazy`: a sequence whose `map`, `filter` and `compactMap` run their closures only as
/// elements are asked for — by `first`, `prefix`, a loop that breaks — as Swift's lazy views do.
/// Over a collection, `prefix(_:)`, `first` and `count` walk indices as Swift's lazy
/// collections do (LazyCollectionIndices.swift), which decides how often the closures run.
extension Library {
    func registerLazy() {
        let lazyType = TypeDecl(name: "LazySequence", kind: .builtin, userDeclared: false)
        lazyType.genericParams = [GenericParam("Element")]
        lazyType.conformances = [sequence]
        addType(lazyType)
        for (t, element) in sequenceTypes where !t.isProtocol {
            property(t, "var lazy: LazySequence<\(element)>") { v, _ in .native(LazySequenceValue(lazyType, base: v, steps: [])) }
        }
        func lazy(_ v: Value) -> LazySequenceValue? {
            if case .native(let l as LazySequenceValue) = v { return l }
            return nil
        }
        property(lazyType, "var lazy: LazySequence<Element>") { v, _ in v }
        method(lazyType, "func map<T>(_ transform: @escaping (Element) -> T) -> LazySequence<T>") { v, args, _ in
            guard let l = lazy(v) else { return v }
            return .native(l.adding(.map(args[0])))
        }
        method(lazyType, "func filter(_ isIncluded: @escaping (Element) -> Bool) -> LazySequence<Element>") { v, args, _ in
            guard let l = lazy(v) else { return v }
            return .native(l.adding(.filter(args[0])))
        }
        method(lazyType, "func compactMap<T>(_ transform: @escaping (Element) -> T?) -> LazySequence<T>") { v, args, _ in
            guard let l = lazy(v) else { return v }
            return .native(l.adding(.compactMap(args[0])))
        }
        method(lazyType, "func prefix(_ maxLength: Int) -> LazySequence<Element>") { v, args, ctx throws(Interrupt) in
            guard let l = lazy(v) else { return v }
            let n = try ctx.length(args[0], "take a prefix of negative length")
            if l.isCollection { return .native(try l.collectionPrefix(n, ctx.runtime, loc: ctx.loc)) }
            return .native(l.adding(.prefix(n)))
        }
        property(lazyType, "var first: Element?") { v, ctx throws(Interrupt) in
            guard let l = lazy(v) else { return .nilValue }
            if l.isCollection { return .optional(try l.collectionFirst(ctx.runtime, loc: ctx.loc)) }
            var first: Value?
            try l.iterate(ctx.runtime, loc: ctx.loc) { e in first = e; return false }
            return .optional(first)
        }
        property(lazyType, "var count: Int") { v, ctx throws(Interrupt) in
            guard let l = lazy(v) else { return .int(0) }
            if l.isCollection { return .int(try l.collectionCount(ctx.runtime, loc: ctx.loc)) }
            return .int(try ctx.elements(v).count)
        }
        method(lazyType, "func prefix(while predicate: @escaping (Element) -> Bool) -> LazySequence<Element>") { v, args, _ in
            guard let l = lazy(v) else { return v }
            return .native(l.adding(.prefixWhile(args[0])))
        }
    }
}

/// A lazy sequence: its base and the steps each element goes through when it is pulled.
final class LazySequenceValue: NativeObject, NativeSequence {
    enum Step {
        case map(Value), filter(Value), compactMap(Value), prefix(Int), prefixWhile(Value)
    }

    let base: Value
    let steps: [Step]
    /// The positions of the base's elements this view covers, when it is a slice of a lazy
    /// collection (what `prefix(_:)` of one is); nil for all of them.
    let window: Range<Int>?

    init(_ type: TypeDecl, base: Value, steps: [Step], window: Range<Int>? = nil) {
        self.base = base
        self.steps = steps
        self.window = window
        super.init(typeDecl: type)
    }

    func adding(_ step: Step) -> LazySequenceValue {
        LazySequenceValue(typeDecl, base: base, steps: steps + [step], window: window)
    }

    func iterate(_ rt: Runtime, loc: SourceLoc, _ body: (Value) throws(Interrupt) -> Bool) throws(Interrupt) {
        var taken = [Int](repeating: 0, count: steps.count)
        try forEachBaseElement(rt, loc: loc) { _, element throws(Interrupt) in
            var v = element
            // A prefix that has its last element stops the pulling after this one.
            var last = false
            for (i, step) in steps.enumerated() {
                switch step {
                case .map(let f):
                    v = try rt.call(f, [v], loc: loc)
                case .filter(let f):
                    guard case .bool(true) = try rt.call(f, [v], loc: loc) else { return true }
                case .compactMap(let f):
                    guard case .optional(let x?) = try rt.call(f, [v], loc: loc) else { return true }
                    v = x
                case .prefix(let n):
                    if taken[i] >= n { return false }
                    taken[i] += 1
                    if taken[i] == n { last = true }
                case .prefixWhile(let f):
                    guard case .bool(true) = try rt.call(f, [v], loc: loc) else { return false }
                }
            }
            return try body(v) && !last
        }
    }
}
