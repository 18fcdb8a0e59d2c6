/// `base.member` where the resolver chose the member: a stored, computed or native property.
/// A class instance's property changes in place; a value type's changes through its base, so
/// `a.b.c = 1` writes back along the path as Swift's value semantics require.
final class MemberRef: DerivedPlaceExpr {
    override var preparedBase: PlaceExpr? { basePlace }
    let base: Expr
    /// The base as a place, when it is one (needed to change a value type's property).
    let basePlace: PlaceExpr?
    let member: MemberDecl
    /// The base is statically a class instance: change it in place without writing it back.
    let baseIsReference: Bool
    /// A plain stored property (no observers, not lazy, strong): read it directly.
    private let plainField: Int?
    /// Set in an initializer of the property's own type: assignments run no observers.
    var quiet = false

    init(_ loc: SourceLoc, base: Expr, member: MemberDecl, baseIsReference: Bool) {
        self.base = base
        self.basePlace = base as? PlaceExpr
        self.member = member
        self.baseIsReference = baseIsReference
        if case .stored(let i) = member.impl, !member.isLazy, member.ownership == .strong {
            plainField = member.owner.fieldOffset + i
        } else {
            plainField = nil
        }
        super.init(loc)
    }

    override func eval(_ f: Frame) throws(Interrupt) -> Value {
        if member.isLazy, basePlace != nil, !baseIsReference {
            // The first read of a `lazy var` of a struct variable stores the value in it.
            return try modify(f) { v throws(Interrupt) in v }
        }
        let b = try base.eval(f)
        if let i = plainField {
            switch b {
            case .object(let o): return o.field(i)
            case .structure(let s): return s.fields[i]
            default: break
            }
        }
        return try f.runtime.getMember(member, of: b, loc: loc)
    }

    override func modify(_ f: Frame, _ body: (inout Value) throws(Interrupt) -> Value) throws(Interrupt) -> Value {
        let rt = f.runtime
        if baseIsReference || basePlace == nil {
            var b = try base.eval(f)
            switch b {
            case .object, .native: break  // a class instance, or a host's object (a NumberFormatter)
            default: throw .unsupported("cannot assign to property: '\(member.name)' of an immutable value", loc)
            }
            return try rt.modifyMember(member, in: &b, loc: loc, quiet: quiet, body)
        }
        let quiet = self.quiet
        return try basePlace!.modify(f) { b throws(Interrupt) in
            try rt.modifyMember(member, in: &b, loc: loc, quiet: quiet, body)
        }
    }

    /// `base.member = value`: the setter alone, as Swift calls it (`modify` reads first).
    override func assign(_ f: Frame, _ value: Value) throws(Interrupt) {
        let rt = f.runtime
        if baseIsReference || basePlace == nil {
            var b = try base.eval(f)
            switch b {
            case .object, .native: break
            default: throw .unsupported("cannot assign to property: '\(member.name)' of an immutable value", loc)
            }
            try rt.assignMember(member, in: &b, value, loc: loc, quiet: quiet)
            return
        }
        let quiet = self.quiet, member = self.member, loc = self.loc
        _ = try basePlace!.modify(f) { b throws(Interrupt) in
            try rt.assignMember(member, in: &b, value, loc: loc, quiet: quiet)
            return .void
        }
    }
}

/// `base.member` where the base's type was not known when resolving: the member is looked up
/// on the value's run-time type (a tuple's labeled element, a property, a method as a value).
final class DynamicMemberRef: DerivedPlaceExpr {
    override var preparedBase: PlaceExpr? { basePlace }
    let base: Expr
    let basePlace: PlaceExpr?
    let name: String

    init(_ loc: SourceLoc, base: Expr, name: String) {
        self.base = base
        self.basePlace = base as? PlaceExpr
        self.name = name
        super.init(loc)
    }

    private func member(of v: Value, _ rt: Runtime) throws(Interrupt) -> MemberDecl {
        guard let type = rt.typeDecl(of: v), let m = rt.findMember(name, labels: nil, in: type) else {
            throw .unsupported("value of type '\(rt.typeName(of: v))' has no member '\(name)'", loc)
        }
        return m
    }

    override func eval(_ f: Frame) throws(Interrupt) -> Value {
        let b = try base.eval(f)
        if case .tuple(let t) = b, let i = t.labels.firstIndex(of: name) { return t.elements[i] }
        if case .type(let t) = b { return try f.runtime.staticMember(name, of: t.type, loc: loc) }
        return try f.runtime.getMember(try member(of: b, f.runtime), of: b, loc: loc)
    }

    override func modify(_ f: Frame, _ body: (inout Value) throws(Interrupt) -> Value) throws(Interrupt) -> Value {
        let rt = f.runtime
        let name = self.name, loc = self.loc
        func change(_ b: inout Value) throws(Interrupt) -> Value {
            if case .tuple(var t) = b, let i = t.labels.firstIndex(of: name) {
                var v = t.elements[i]
                let r = try body(&v)
                t.elements[i] = v
                b = .tuple(t)
                return r
            }
            return try rt.modifyMember(try member(of: b, rt), in: &b, loc: loc, body)
        }
        if let basePlace {
            return try basePlace.modify(f) { b throws(Interrupt) in try change(&b) }
        }
        var b = try base.eval(f)
        return try change(&b)
    }
}

/// `t.0`, `t.label` on a tuple.
final class TupleElementRef: DerivedPlaceExpr {
    override var preparedBase: PlaceExpr? { basePlace }
    let base: Expr
    let basePlace: PlaceExpr?
    let index: Int

    init(_ loc: SourceLoc, base: Expr, index: Int) {
        self.base = base
        self.basePlace = base as? PlaceExpr
        self.index = index
        super.init(loc)
    }

    override func eval(_ f: Frame) throws(Interrupt) -> Value {
        guard case .tuple(let t) = try base.eval(f), index < t.elements.count else {
            throw .unsupported("not a tuple", loc)
        }
        return t.elements[index]
    }

    override func modify(_ f: Frame, _ body: (inout Value) throws(Interrupt) -> Value) throws(Interrupt) -> Value {
        guard let basePlace else { throw .unsupported("cannot assign to this tuple element", loc) }
        let index = self.index, loc = self.loc
        return try basePlace.modify(f) { b throws(Interrupt) in
            guard case .tuple(var t) = b else { throw .unsupported("not a tuple", loc) }
            b = .void
            var v = t.elements[index]
            t.elements[index] = .void
            defer {
                t.elements[index] = v
                b = .tuple(t)
            }
            return try body(&v)
        }
    }
}

/// `Type.member` for a static property the resolver found: native statics (`Int.max`), enum
/// cases without payload are literals instead.
final class StaticMemberGet: Expr {
    let member: MemberDecl
    /// For a class's members (`class var`, overridable): the metatype value whose run-time
    /// class decides the implementation (`type(of: self).kind`).
    let base: Expr?

    init(_ loc: SourceLoc, member: MemberDecl, base: Expr? = nil) {
        self.member = member
        self.base = base
        super.init(loc)
    }

    override func eval(_ f: Frame) throws(Interrupt) -> Value {
        var member = self.member
        var selfType = SType.nominal(member.owner, [])
        if let base, case .type(let t) = try base.eval(f), let d = t.type.nominalDecl {
            selfType = t.type
            member = f.runtime.findMember(member.name, labels: member.argumentLabels, in: d, isStatic: true) ?? member
        }
        switch member.impl {
        case .native(.function(let body)):
            return try body([], NativeContext(runtime: f.runtime, loc: loc))
        case .native(.property(let get, _)):
            return try get(.void, NativeContext(runtime: f.runtime, loc: loc))
        case .computed(let getter, _):
            return try f.runtime.invoke(getter, self: .type(RuntimeType(selfType)), args: [], captures: [], loc: loc).returnValue
        case .enumCase(let c):
            return c.hasPayload ? .function(EnumCaseConstructor(c)) : c.singleton
        case .function:
            return .function(BoundMethod(receiver: .type(RuntimeType(selfType)), member: member))
        default:
            throw .unsupported("'\(member.name)' is not a static member", loc)
        }
    }
}

/// A method used as a value without calling it: `let f = counter.increment`.
final class BoundMethodRef: Expr {
    let base: Expr
    let member: MemberDecl
    init(_ loc: SourceLoc, base: Expr, member: MemberDecl) {
        self.base = base
        self.member = member
        super.init(loc)
    }

    override func eval(_ f: Frame) throws(Interrupt) -> Value {
        let b = try base.eval(f)
        return .function(BoundMethod(receiver: b, member: f.runtime.dispatch(member, on: b)))
    }
}
