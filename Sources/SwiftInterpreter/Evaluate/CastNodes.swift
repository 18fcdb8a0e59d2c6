/// An expression on one operand and a type: the casts.
class CastExpr: Expr {
    let operand: Expr, type: SType
    init(_ loc: SourceLoc, _ operand: Expr, _ type: SType) {
        self.operand = operand
        self.type = type
        super.init(loc)
    }
}

/// `x is T`.
final class IsCheck: CastExpr {
    override func eval(_ f: Frame) throws(Interrupt) -> Value {
        .bool(f.runtime.cast(try operand.eval(f), to: type) != nil)
    }
}

/// `x as? T`: the value as a `T`, or nil.
final class ConditionalCast: CastExpr {
    override func eval(_ f: Frame) throws(Interrupt) -> Value {
        guard let v = f.runtime.cast(try operand.eval(f), to: type) else { return .nilValue }
        return .optional(v)
    }
}

/// `x as! T`: the value as a `T`, or Swift's trap naming both types.
final class ForcedCast: CastExpr {
    override func eval(_ f: Frame) throws(Interrupt) -> Value {
        let v = try operand.eval(f)
        if let cast = f.runtime.cast(v, to: type) { return cast }
        if case .optional(nil) = v {
            throw .fatal("Unexpectedly found nil while unwrapping an Optional value", loc)
        }
        let from = f.runtime.runtimeTypeName(of: v, qualified: true)
        throw .trap(Trap("Could not cast value of type '\(from)' to '\(f.runtime.qualifiedTypeName(type))'.", at: loc))
    }
}

/// `try? x`: nil when `x` throws; otherwise its value made optional (flattened, as Swift 5 does).
final class TryOptional: Expr {
    let operand: Expr
    /// Whether the operand's static type is an optional (then `try?` does not add a level), is
    /// not (it does, even for an optional inside an `Any`), or is unknown (the value decides).
    let operandIsOptional: Bool?
    init(_ loc: SourceLoc, _ operand: Expr, operandIsOptional: Bool?) {
        self.operand = operand
        self.operandIsOptional = operandIsOptional
        super.init(loc)
    }

    override func eval(_ f: Frame) throws(Interrupt) -> Value {
        do {
            let v = try operand.eval(f)
            if operandIsOptional == true { return v }
            if operandIsOptional == nil, case .optional = v { return v }
            return .optional(v)
        } catch .thrown {
            return .nilValue
        }
    }
}

/// `try! x`: the value, or Swift's trap when `x` throws.
final class TryForce: Expr {
    let operand: Expr
    init(_ loc: SourceLoc, _ operand: Expr) {
        self.operand = operand
        super.init(loc)
    }

    override func eval(_ f: Frame) throws(Interrupt) -> Value {
        do {
            return try operand.eval(f)
        } catch .thrown(let error, _) {
            let text = try f.runtime.debugDescribe(error, loc: loc, qualified: true)
            throw .fatal("'try!' expression unexpectedly raised an error: \(text)", loc)
        }
    }
}

/// The run-time type of a value (`type(of:)`, a generic parameter read off a witness). For a
/// struct or enum value whose static type is known in full, that type (a value type's dynamic
/// type always is): it names what the value cannot show — a generic argument no stored value
/// holds (`Either<Int, Int>.left(0)`), a Substring (a String value).
final class TypeOfValue: Expr {
    let operand: Expr
    let staticType: SType?
    init(_ loc: SourceLoc, _ operand: Expr, staticType: SType? = nil) {
        self.operand = operand
        self.staticType = staticType
        super.init(loc)
    }

    override func eval(_ f: Frame) throws(Interrupt) -> Value {
        let value = try operand.eval(f)
        return .type(RuntimeType(staticType ?? f.runtime.runtimeType(of: value)))
    }
}
