/// Reading, changing and calling members of run-time values: what every member node does once
/// it knows (or has looked up) the member.
extension Runtime {
    /// The member `name` a value of this run-time type has (its own, a superclass's or a
    /// protocol extension's), matching `labels` when given. Cached per type.
    func findMember(_ name: String, labels: [String?]?, in type: TypeDecl, isStatic: Bool? = nil) -> MemberDecl? {
        let key = name + "(" + (labels?.map { ($0 ?? "_") + ":" }.joined() ?? "*") + ")" + (isStatic.map { $0 ? "s" : "i" } ?? "")
        if let cached = type.dynamicLookupCache[key] { return cached }
        let found = MemberLookup.members(named: name, in: type, library: library).first { m in
            if let isStatic, m.isStatic != isStatic, m.kind != .initializer { return false }
            if case .requirement = m.impl { return false }
            guard let labels else { return true }
            if m.kind == .property { return labels.isEmpty }
            return ArgumentMatcher.accepts(m, labels: labels)
        }
        type.dynamicLookupCache[key] = .some(found)
        return found
    }

    /// The implementation a call through a protocol or a class reaches for this receiver:
    /// the override in the instance's class, the conforming type's own implementation.
    func dispatch(_ m: MemberDecl, on receiver: Value) -> MemberDecl {
        guard let type = typeDecl(of: receiver), type !== m.owner || m.isRequirement else { return m }
        if type.kind == .classType, m.isFinal { return m }
        return findMember(m.name, labels: m.argumentLabels, in: type, isStatic: m.isStatic) ?? m
    }

    /// A member's value on `receiver`: a stored property, a computed property's getter, a native
    /// property; a method becomes a function bound to the receiver.
    func getMember(_ m: MemberDecl, of receiver: Value, loc: SourceLoc) throws(Interrupt) -> Value {
        switch m.impl {
        case .stored(let i):
            switch receiver {
            case .object(let o):
                let index = m.owner.fieldOffset + i
                if m.isLazy, case .void = o.field(index) {
                    o.hostFields?.willInitialize(o, field: index)
                    let v = try lazyValue(m, receiver, loc: loc)
                    o.setField(index, v)
                    return v
                }
                return try loadStored(o.field(index), loc: loc)
            case .structure(let s):
                if m.isLazy, case .void = s.fields[i] { return try lazyValue(m, receiver, loc: loc) }
                return try loadStored(s.fields[i], loc: loc)
            case .optional(let inner?):
                return try getMember(m, of: inner, loc: loc)
            default:
                throw .unsupported("'\(m.name)' is not a property of a value of type '\(typeName(of: receiver))'", loc)
            }
        case .computed(let getter, _):
            let target = dispatch(m, on: receiver)
            if target !== m { return try getMember(target, of: receiver, loc: loc) }
            return try invoke(getter, self: receiver, args: [], captures: [], loc: loc).returnValue
        case .native(.property(let get, _)):
            return try get(receiver, NativeContext(runtime: self, loc: loc))
        case .native(.function(let body)) where m.kind == .property:
            return try body([], NativeContext(runtime: self, loc: loc))
        case .requirement:
            let target = dispatch(m, on: receiver)
            if target === m {
                throw .unsupported("'\(typeName(of: receiver))' does not implement '\(m.name)'", loc)
            }
            return try getMember(target, of: receiver, loc: loc)
        case .staticStored(let index):
            return globals[index]
        case .enumCase(let c):
            return c.hasPayload ? .function(EnumCaseConstructor(c)) : c.singleton
        default:
            return .function(BoundMethod(receiver: receiver, member: m))
        }
    }

    private func lazyValue(_ m: MemberDecl, _ receiver: Value, loc: SourceLoc) throws(Interrupt) -> Value {
        guard let fn = m.lazyInitializer else { return .void }
        return try invoke(fn, self: receiver, args: [], captures: [], loc: loc).returnValue
    }

    /// `receiver.m = value`: Swift calls a computed or native property's setter alone — the
    /// getter runs only for a read-modify-write (`+=`, a mutating call), which `modifyMember` is.
    func assignMember(_ m: MemberDecl, in receiver: inout Value, _ value: Value, loc: SourceLoc, quiet: Bool = false) throws(Interrupt) {
        switch m.impl {
        case .computed(_, let setter?):
            let target = dispatch(m, on: receiver)
            if target !== m { return try assignMember(target, in: &receiver, value, loc: loc, quiet: quiet) }
            let f = try invoke(setter, self: receiver, args: [value], captures: [], loc: loc)
            if setter.isMutating { receiver = f.read(setter.selfStorage) }
        case .native(.property(_, let set?)):
            try set(&receiver, value, NativeContext(runtime: self, loc: loc))
        case .requirement:
            let target = dispatch(m, on: receiver)
            if target === m { throw .unsupported("'\(typeName(of: receiver))' does not implement '\(m.name)'", loc) }
            try assignMember(target, in: &receiver, value, loc: loc, quiet: quiet)
        default:
            _ = try modifyMember(m, in: &receiver, loc: loc, quiet: quiet) { v throws(Interrupt) in
                v = value
                return .void
            }
        }
    }

    /// Changes a member of `receiver` in place: a stored property (running `willSet`/`didSet`),
    /// or a computed or native property through its getter and setter. A class instance changes
    /// where it is; a value type's `receiver` is the changed copy.
    func modifyMember(_ m: MemberDecl, in receiver: inout Value, loc: SourceLoc, quiet: Bool = false,
                      _ body: (inout Value) throws(Interrupt) -> Value) throws(Interrupt) -> Value {
        switch m.impl {
        case .stored(let i):
            if case .optional(var inner?) = receiver {
                let r = try modifyMember(m, in: &inner, loc: loc, body)
                receiver = .optional(inner)
                return r
            }
            // An initializer setting its own type's properties runs no observers (Swift's rule).
            var observers = quiet || (m.willSet == nil && m.didSet == nil && !(m.owner.isClass && !m.owner.isFinal))
                ? [] : MemberLookup.observers(of: m, in: typeDecl(of: receiver) ?? m.owner)
            if !observers.isEmpty, case .object(let o) = receiver, let host = o.hostFields,
               host.replacesObservers(o, field: m.owner.fieldOffset + i) { observers = [] }
            var old = try getMember(m, of: receiver, loc: loc)
            var v = old
            if case .object(let o) = receiver {
                let index = m.owner.fieldOffset + i
                if observers.isEmpty && m.ownership == .strong {
                    // Take the value out so a mutation of an array property stays in place.
                    o.fields[index] = .void
                    old = .void
                    defer { o.setField(index, v) }
                    return try body(&v)
                }
                let r = try body(&v)
                for w in observers { if let f = w.willSet { try invoke(f, self: receiver, args: [v], captures: [], loc: loc) } }
                o.setField(index, storeConverting(v, ownership: m.ownership))
                for d in observers.reversed() { if let f = d.didSet { try invoke(f, self: receiver, args: [old], captures: [], loc: loc) } }
                return r
            }
            guard case .structure(var s) = receiver else {
                throw .unsupported("cannot change '\(m.name)' of a value of type '\(typeName(of: receiver))'", loc)
            }
            if observers.isEmpty {
                receiver = .void
                s.fields[i] = .void
                old = .void
                defer {
                    s.fields[i] = storeConverting(v, ownership: m.ownership)
                    receiver = .structure(s)
                }
                return try body(&v)
            }
            let r = try body(&v)
            if let w = m.willSet {
                let f = try invoke(w, self: .structure(s), args: [v], captures: [], loc: loc)
                if case .structure(let changed) = f.read(w.selfStorage) { s = changed }
            }
            s.fields[i] = storeConverting(v, ownership: m.ownership)
            receiver = .structure(s)
            if let d = m.didSet {
                let f = try invoke(d, self: receiver, args: [old], captures: [], loc: loc)
                receiver = f.read(d.selfStorage)
            }
            return r
        case .computed(let getter, let setter):
            let target = dispatch(m, on: receiver)
            if target !== m { return try modifyMember(target, in: &receiver, loc: loc, body) }
            var v = try invoke(getter, self: receiver, args: [], captures: [], loc: loc).returnValue
            let r = try body(&v)
            guard let setter else { throw .unsupported("'\(m.name)' is a get-only property", loc) }
            let f = try invoke(setter, self: receiver, args: [v], captures: [], loc: loc)
            if setter.isMutating { receiver = f.read(setter.selfStorage) }
            return r
        case .native(.property(let get, let set)):
            let ctx = NativeContext(runtime: self, loc: loc)
            var v = try get(receiver, ctx)
            let r = try body(&v)
            guard let set else { throw .unsupported("'\(m.name)' is a get-only property", loc) }
            try set(&receiver, v, ctx)
            return r
        case .requirement:
            let target = dispatch(m, on: receiver)
            if target === m { throw .unsupported("'\(typeName(of: receiver))' does not implement '\(m.name)'", loc) }
            return try modifyMember(target, in: &receiver, loc: loc, body)
        default:
            throw .unsupported("cannot assign to '\(m.name)'", loc)
        }
    }
}
