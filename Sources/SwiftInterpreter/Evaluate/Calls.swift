/// The arguments of a call in parameter order (defaults and variadic arrays already in place),
/// with the `inout` ones as places: read before the call, written back after it (Swift's
/// copy-in copy-out).
final class Arguments {
    enum Argument {
        case value(Expr)
        case inoutPlace(PlaceExpr)
    }

    let items: [Argument]
    let hasInout: Bool

    init(_ items: [Argument]) {
        self.items = items
        hasInout = items.contains { if case .inoutPlace = $0 { return true } else { return false } }
    }

    convenience init(values: [Expr]) { self.init(values.map { .value($0) }) }

    func evaluate(_ f: Frame) throws(Interrupt) -> [Value] {
        var values: [Value] = []
        values.reserveCapacity(items.count)
        for a in items {
            switch a {
            case .value(let e): values.append(try e.eval(f))
            case .inoutPlace(let p): values.append(try p.eval(f))
            }
        }
        return values
    }

    /// Writes the callee's final values of its `inout` parameters back to the argument places.
    func writeBack(_ f: Frame, from callee: Frame, _ fn: FunctionDecl) throws(Interrupt) {
        var k = 0
        for (i, a) in items.enumerated() {
            guard case .inoutPlace(let p) = a else { continue }
            guard i < fn.signature.params.count, k < fn.inoutSlots.count else { break }
            try p.assign(f, callee.read(fn.inoutSlots[k]))
            k += 1
        }
    }
}

/// A call of a free function (or a static method) the resolver identified.
final class CallFunction: Expr {
    let function: FunctionDecl
    let args: Arguments
    let selfValue: Value?

    init(_ loc: SourceLoc, _ function: FunctionDecl, _ args: Arguments, selfValue: Value? = nil) {
        self.function = function
        self.args = args
        self.selfValue = selfValue
        super.init(loc)
    }

    override func eval(_ f: Frame) throws(Interrupt) -> Value {
        let values = try args.evaluate(f)
        let callee = try f.runtime.invoke(function, self: selfValue, args: values, captures: [], loc: loc)
        if args.hasInout { try args.writeBack(f, from: callee, function) }
        return callee.returnValue
    }
}

/// A call of a function value: a closure, a local function, a function passed as an argument.
final class CallValue: Expr {
    let callee: Expr
    let args: Arguments

    init(_ loc: SourceLoc, callee: Expr, args: Arguments) {
        self.callee = callee
        self.args = args
        super.init(loc)
    }

    override func eval(_ f: Frame) throws(Interrupt) -> Value {
        let c = try callee.eval(f)
        let values = try args.evaluate(f)
        if args.hasInout, case .function(let closure as Closure) = c {
            let frame = try f.runtime.invoke(closure.function, self: closure.boundSelf, args: values,
                                             captures: closure.captures, loc: loc)
            try args.writeBack(f, from: frame, closure.function)
            return frame.returnValue
        }
        return try f.runtime.call(c, values, loc: loc)
    }
}

/// A method call whose member the resolver chose; `dispatch` looks the implementation up on
/// the receiver's run-time type (class overrides, protocol requirements). A mutating method
/// changes its receiver in place.
final class CallMember: Expr {
    let receiver: Expr
    let receiverPlace: PlaceExpr?
    let member: MemberDecl
    let dispatch: Bool
    let args: Arguments

    init(_ loc: SourceLoc, receiver: Expr, member: MemberDecl, dispatch: Bool, args: Arguments) {
        self.receiver = receiver
        self.receiverPlace = member.isMutating ? receiver as? PlaceExpr : nil
        self.member = member
        self.dispatch = dispatch
        self.args = args
        super.init(loc)
    }

    override func eval(_ f: Frame) throws(Interrupt) -> Value {
        let rt = f.runtime
        if let receiverPlace {
            try receiverPlace.prepare(f)
            let values: [Value]
            do { values = try args.evaluate(f) } catch { receiverPlace.unprepare(); throw error }
            return try receiverPlace.modify(f) { r throws(Interrupt) in
                let m = dispatch ? rt.dispatch(member, on: r) : member
                return try call(m, &r, values, f)
            }
        }
        var r = try receiver.eval(f)
        let values = try args.evaluate(f)
        let m = dispatch ? rt.dispatch(member, on: r) : member
        return try call(m, &r, values, f)
    }

    private func call(_ m: MemberDecl, _ r: inout Value, _ values: [Value], _ f: Frame) throws(Interrupt) -> Value {
        if args.hasInout, case .function(let fn) = m.impl {
            let callee = try f.runtime.invoke(fn, self: r, args: values, captures: [], loc: loc)
            if fn.isMutating { r = callee.read(fn.selfStorage) }
            try args.writeBack(f, from: callee, fn)
            return callee.returnValue
        }
        return try f.runtime.callMember(m, on: &r, args: values, loc: loc)
    }
}

/// A method call on a value whose type was not known when resolving: the member is found on
/// the run-time type, the arguments matched to its parameters by label, defaults supplied.
final class CallDynamic: Expr {
    let receiver: Expr
    let receiverPlace: PlaceExpr?
    let name: String
    let shapes: [ArgumentShape]
    let args: [Expr]

    init(_ loc: SourceLoc, receiver: Expr, name: String, shapes: [ArgumentShape], args: [Expr]) {
        self.receiver = receiver
        self.receiverPlace = receiver as? PlaceExpr
        self.name = name
        self.shapes = shapes
        self.args = args
        super.init(loc)
    }

    override func eval(_ f: Frame) throws(Interrupt) -> Value {
        let rt = f.runtime
        var values: [Value] = []
        for a in args { values.append(try a.eval(f)) }
        let probe = try receiver.eval(f)
        if case .type(let t) = probe {
            return try rt.callStatic(name, shapes: shapes, values: values, on: t.type, loc: loc)
        }
        if case .function = probe, name == "callAsFunction" {
            return try rt.call(probe, values, loc: loc)
        }
        guard let type = rt.typeDecl(of: probe),
              let (m, ordered) = rt.matchMember(name, in: type, shapes: shapes, values: values, isStatic: false) else {
            throw .unsupported("value of type '\(rt.typeName(of: probe))' has no member '\(name)' taking these arguments", loc)
        }
        if m.isMutating, let receiverPlace {
            return try receiverPlace.modify(f) { r throws(Interrupt) in
                try rt.callMember(m, on: &r, args: ordered, loc: loc)
            }
        }
        var r = probe
        if m.kind == .property {
            let callee = try rt.getMember(m, of: r, loc: loc)
            return try rt.call(callee, ordered, loc: loc)
        }
        return try rt.callMember(m, on: &r, args: ordered, loc: loc)
    }
}

/// A static method, static native or initializer call: `Type.make()`, `Point(x: 1, y: 2)`,
/// `Int("42")`. `dynamicClass` is the class actually made when an inherited initializer runs.
final class CallStatic: Expr {
    let member: MemberDecl
    let type: SType
    let args: Arguments
    /// For a class's overridable static members: the metatype value whose run-time class
    /// decides the implementation (`type(of: shape).make()`).
    let base: Expr?

    init(_ loc: SourceLoc, member: MemberDecl, type: SType, args: Arguments, base: Expr? = nil) {
        self.member = member
        self.type = type
        self.args = args
        self.base = base
        super.init(loc)
    }

    override func eval(_ f: Frame) throws(Interrupt) -> Value {
        var member = self.member, type = self.type
        if let base, case .type(let t) = try base.eval(f), let d = t.type.nominalDecl, d !== type.nominalDecl {
            type = t.type
            member = f.runtime.findMember(member.name, labels: member.argumentLabels, in: d, isStatic: member.isStatic) ?? member
        }
        let values = try args.evaluate(f)
        let rt = f.runtime
        if member.kind == .initializer {
            return try rt.construct(member, args: values, loc: loc, dynamicClass: type.nominalDecl)
        }
        if case .function(let fn) = member.impl {
            let callee = try rt.invoke(fn, self: .type(RuntimeType(type)), args: values, captures: [], loc: loc)
            if args.hasInout { try args.writeBack(f, from: callee, fn) }
            return callee.returnValue
        }
        var receiver = Value.type(RuntimeType(type))
        return try rt.callMember(member, on: &receiver, args: values, loc: loc)
    }
}

/// `super.init(…)` and `self.init(…)` inside an initializer: runs another initializer on the
/// instance being made (a class instance in place; a struct's `self` replaced).
final class DelegatingInit: Expr {
    let member: MemberDecl
    let selfPlace: PlaceExpr
    let args: Arguments

    init(_ loc: SourceLoc, member: MemberDecl, selfPlace: PlaceExpr, args: Arguments) {
        self.member = member
        self.selfPlace = selfPlace
        self.args = args
        super.init(loc)
    }

    /// `self.init` in a class: the initializer the instance's own class has for these labels
    /// (a subclass's override), not necessarily the one named statically.
    var dispatchOnClass = false

    override func eval(_ f: Frame) throws(Interrupt) -> Value {
        let values = try args.evaluate(f)
        let rt = f.runtime
        let current = try selfPlace.eval(f)
        var member = self.member
        if dispatchOnClass, case .object(let o) = current,
           let own = rt.findMember("init", labels: member.argumentLabels, in: o.cls) {
            member = own
        }
        switch member.impl {
        case .function(let fn):
            let callee = try rt.invoke(fn, self: current, args: values, captures: [], loc: loc)
            if fn.signature.isFailable, case .optional(nil) = callee.returnValue {
                f.returnValue = .nilValue
            }
            try selfPlace.assign(f, callee.read(fn.selfStorage))
        case .memberwise:
            if case .object = current { return .void }
            try selfPlace.assign(f, try rt.memberwise(member.owner, args: values, loc: loc))
        default:
            var made = try rt.construct(member, args: values, loc: loc)
            if case .optional(let inner?) = made { made = inner }
            try selfPlace.assign(f, made)
        }
        return .void
    }
}

/// A native global function (`print`, `min`, `zip`…).
final class CallNative: Expr {
    let body: NativeFunctionBody
    let args: Arguments

    init(_ loc: SourceLoc, _ body: @escaping NativeFunctionBody, _ args: Arguments) {
        self.body = body
        self.args = args
        super.init(loc)
    }

    override func eval(_ f: Frame) throws(Interrupt) -> Value {
        guard args.hasInout else { return try body(try args.evaluate(f), NativeContext(runtime: f.runtime, loc: loc)) }
        let results = InoutResults()
        let r = try body(try args.evaluate(f), NativeContext(runtime: f.runtime, loc: loc, inouts: results))
        for (i, a) in args.items.enumerated() {
            if case .inoutPlace(let p) = a, let v = results.values[i] { try p.assign(f, v) }
        }
        return r
    }
}

/// A closure expression or local function: captures its variables' cells now.
final class MakeClosure: Expr {
    let function: FunctionDecl
    init(_ loc: SourceLoc, _ function: FunctionDecl) {
        self.function = function
        super.init(loc)
    }

    override func eval(_ f: Frame) throws(Interrupt) -> Value {
        var captures: [Cell] = []
        captures.reserveCapacity(function.captureSources.count)
        for s in function.captureSources {
            switch s {
            case .cell(let i):
                if let c = f.cells[i] {
                    captures.append(c)
                } else {
                    let c = Cell(.void)
                    f.cells[i] = c
                    captures.append(c)
                }
            case .capture(let i):
                captures.append(f.captures[i])
            case .value(let e, let ownership):
                captures.append(Cell(f.runtime.storeConverting(try e.eval(f), ownership: ownership)))
            }
        }
        return .function(Closure(function, captures: captures))
    }
}
