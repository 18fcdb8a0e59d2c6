/// Looks inside an optional: `x!` and the `x?` of an optional chain. As a place
/// (`dict[k]! += 1`, `a?.count += 1`) it changes the value inside the optional where it is.
class UnwrapExpr: DerivedPlaceExpr {
    override var preparedBase: PlaceExpr? { operandPlace }
    let operand: Expr
    let operandPlace: PlaceExpr?
    init(_ loc: SourceLoc, _ operand: Expr) {
        self.operand = operand
        self.operandPlace = operand as? PlaceExpr
        super.init(loc)
    }

    /// What finding nil does: trap (`!`) or end the chain (`?`).
    func foundNil() -> Interrupt { fatalError("abstract") }

    override func eval(_ f: Frame) throws(Interrupt) -> Value {
        switch try operand.eval(f) {
        case .optional(let inner?): return inner
        case .optional(nil): throw foundNil()
        case let v: return v
        }
    }

    override func modify(_ f: Frame, _ body: (inout Value) throws(Interrupt) -> Value) throws(Interrupt) -> Value {
        guard let operandPlace else {
            // A class instance inside: changed where it is, nothing to write back.
            var v = try eval(f)
            return try body(&v)
        }
        let onNil = foundNil()
        return try operandPlace.modify(f) { v throws(Interrupt) in
            switch v {
            case .optional(var inner?):
                v = .void
                defer { v = .optional(inner) }
                return try body(&inner)
            case .optional(nil):
                throw onNil
            default:
                return try body(&v)
            }
        }
    }
}

/// `x!`: the value inside, or Swift's trap.
final class ForceUnwrap: UnwrapExpr {
    /// The unwrap of a `T!` the compiler inserts (its trap says "implicitly").
    var isImplicit = false

    override func foundNil() -> Interrupt {
        .fatal("Unexpectedly found nil while \(isImplicit ? "implicitly " : "")unwrapping an Optional value", loc)
    }
}

/// `x?` inside an optional chain: the value inside, or the chain stops and gives nil.
final class BindOptional: UnwrapExpr {
    override func foundNil() -> Interrupt { .nilInChain }
}

/// The end of an optional chain (`a?.b.c`): nil when a link was nil, else the result made
/// optional (one level only: a chain ending in an optional does not nest it).
final class OptionalChain: DerivedPlaceExpr {
    override var preparedBase: PlaceExpr? { innerPlace }
    let inner: Expr
    let innerPlace: PlaceExpr?
    init(_ loc: SourceLoc, _ inner: Expr) {
        self.inner = inner
        self.innerPlace = inner as? PlaceExpr
        super.init(loc)
    }

    override func eval(_ f: Frame) throws(Interrupt) -> Value {
        do {
            let v = try inner.eval(f)
            if case .optional = v { return v }
            return .optional(v)
        } catch .nilInChain {
            return .nilValue
        }
    }

    override func modify(_ f: Frame, _ body: (inout Value) throws(Interrupt) -> Value) throws(Interrupt) -> Value {
        guard let innerPlace else { throw .unsupported("cannot assign through this optional chain", loc) }
        do {
            return .optional(try innerPlace.modify(f, body))
        } catch .nilInChain {
            return .nilValue
        }
    }
}

/// A value given where an optional is expected: `let x: Int? = 5` wraps it.
final class WrapOptional: Expr {
    let operand: Expr
    let depth: Int
    init(_ loc: SourceLoc, _ operand: Expr, depth: Int) {
        self.operand = operand
        self.depth = depth
        super.init(loc)
    }

    override func eval(_ f: Frame) throws(Interrupt) -> Value {
        var v = try operand.eval(f)
        for _ in 0..<depth { v = .optional(v) }
        return v
    }
}

/// A value whose static type was not known, going where a known type is expected: the value
/// is converted as Swift's type checker would have (an integer literal becomes a Double, a
/// value becomes an optional, a tuple takes the expected labels).
final class Coerce: Expr {
    let operand: Expr
    let type: SType
    init(_ loc: SourceLoc, _ operand: Expr, to type: SType) {
        self.operand = operand
        self.type = type
        super.init(loc)
    }

    override func eval(_ f: Frame) throws(Interrupt) -> Value {
        try f.runtime.coerce(try operand.eval(f), to: type, loc: loc)
    }
}
