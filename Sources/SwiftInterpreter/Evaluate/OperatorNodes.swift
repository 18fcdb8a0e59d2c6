/// Swift's built-in binary operators. User-defined operator functions are calls instead.
enum BinaryOperator: String {
    case add = "+", subtract = "-", multiply = "*", divide = "/", remainder = "%"
    case addWrapping = "&+", subtractWrapping = "&-", multiplyWrapping = "&*"
    case bitAnd = "&", bitOr = "|", bitXor = "^", shiftLeft = "<<", shiftRight = ">>"
    case equal = "==", notEqual = "!=", less = "<", lessEqual = "<=", greater = ">", greaterEqual = ">="
    case identical = "===", notIdentical = "!=="
    case patternMatch = "~="
}

/// `a op b` for a built-in operator: a fast path for two `Int`s, then the general rules.
final class BinaryOp: Expr {
    let op: BinaryOperator
    let lhs: Expr
    let rhs: Expr

    init(_ loc: SourceLoc, _ op: BinaryOperator, _ lhs: Expr, _ rhs: Expr) {
        self.op = op
        self.lhs = lhs
        self.rhs = rhs
        super.init(loc)
    }

    override func eval(_ f: Frame) throws(Interrupt) -> Value {
        let a = try lhs.eval(f)
        let b = try rhs.eval(f)
        if case .int(let x) = a, case .int(let y) = b {
            switch op {
            case .add:
                let (r, o) = x.addingReportingOverflow(y)
                if !o { return .int(r) }
            case .subtract:
                let (r, o) = x.subtractingReportingOverflow(y)
                if !o { return .int(r) }
            case .less: return .bool(x < y)
            case .equal: return .bool(x == y)
            case .greater: return .bool(x > y)
            case .lessEqual: return .bool(x <= y)
            case .greaterEqual: return .bool(x >= y)
            case .notEqual: return .bool(x != y)
            default: break
            }
        }
        return try f.runtime.binary(op, a, b, loc: loc)
    }
}

/// `-x`, `!x`, `~x`, `+x`.
final class UnaryOp: Expr {
    enum Op: String { case negate = "-", not = "!", bitNot = "~", plus = "+" }
    let op: Op
    let operand: Expr

    init(_ loc: SourceLoc, _ op: Op, _ operand: Expr) {
        self.op = op
        self.operand = operand
        super.init(loc)
    }

    override func eval(_ f: Frame) throws(Interrupt) -> Value {
        try f.runtime.unary(op, try operand.eval(f), loc: loc)
    }
}

/// `a && b` and `a || b`: `b` is evaluated only when `a` does not decide.
final class LogicalOp: Expr {
    let lhs: Expr, rhs: Expr
    /// `&&` (else `||`): the value of `a` that decides without `b` is the opposite.
    let isAnd: Bool
    init(_ loc: SourceLoc, and isAnd: Bool, _ lhs: Expr, _ rhs: Expr) {
        self.lhs = lhs
        self.rhs = rhs
        self.isAnd = isAnd
        super.init(loc)
    }

    override func eval(_ f: Frame) throws(Interrupt) -> Value {
        guard case .bool(let a) = try lhs.eval(f) else { return .bool(false) }
        if a != isAnd { return .bool(a) }
        return try rhs.eval(f)
    }
}

/// `a ?? b`: `b` is evaluated only when `a` is nil.
final class NilCoalesce: Expr {
    let lhs: Expr, rhs: Expr
    init(_ loc: SourceLoc, _ lhs: Expr, _ rhs: Expr) {
        self.lhs = lhs
        self.rhs = rhs
        super.init(loc)
    }

    override func eval(_ f: Frame) throws(Interrupt) -> Value {
        switch try lhs.eval(f) {
        case .optional(let inner?): return inner
        case .optional(nil): return try rhs.eval(f)
        case let v: return v
        }
    }
}

final class Ternary: Expr {
    let condition: Expr, then: Expr, otherwise: Expr
    init(_ loc: SourceLoc, _ condition: Expr, _ then: Expr, _ otherwise: Expr) {
        self.condition = condition
        self.then = then
        self.otherwise = otherwise
        super.init(loc)
    }

    override func eval(_ f: Frame) throws(Interrupt) -> Value {
        if case .bool(true) = try condition.eval(f) { return try then.eval(f) }
        return try otherwise.eval(f)
    }
}

/// `a..<b`, `a...b`, `a...`, `..<b`: Swift checks the bounds are in order when making one.
final class MakeRange: Expr {
    let lower: Expr?, upper: Expr?
    let closed: Bool
    init(_ loc: SourceLoc, lower: Expr?, upper: Expr?, closed: Bool) {
        self.lower = lower
        self.upper = upper
        self.closed = closed
        super.init(loc)
    }

    override func eval(_ f: Frame) throws(Interrupt) -> Value {
        let lo = try lower?.eval(f)
        let hi = try upper?.eval(f)
        if let lo, let hi, try f.runtime.less(hi, lo, loc: loc) {
            throw .fatal("Range requires lowerBound <= upperBound", loc)
        }
        return .range(RangeValue(lower: lo, upper: hi, closed: closed))
    }
}

/// `place = value`.
final class Assign: Expr {
    let place: PlaceExpr, value: Expr
    init(_ loc: SourceLoc, _ place: PlaceExpr, _ value: Expr) {
        self.place = place
        self.value = value
        super.init(loc)
    }

    override func eval(_ f: Frame) throws(Interrupt) -> Value {
        try place.prepare(f)
        let v: Value
        do { v = try value.eval(f) } catch { place.unprepare(); throw error }
        try place.assign(f, v)
        return .void
    }
}

/// `place op= value` for a built-in operator: the place changes in place (an array property
/// `+=` appends without copying).
final class CompoundAssign: Expr {
    let place: PlaceExpr, op: BinaryOperator, value: Expr
    init(_ loc: SourceLoc, _ place: PlaceExpr, _ op: BinaryOperator, _ value: Expr) {
        self.place = place
        self.op = op
        self.value = value
        super.init(loc)
    }

    override func eval(_ f: Frame) throws(Interrupt) -> Value {
        try place.prepare(f)
        let v: Value
        do { v = try value.eval(f) } catch { place.unprepare(); throw error }
        let rt = f.runtime, op = self.op, loc = self.loc
        return try place.modify(f) { current throws(Interrupt) in
            if case .int(let x) = current, case .int(let y) = v, op == .add {
                let (r, o) = x.addingReportingOverflow(y)
                if !o { current = .int(r); return .void }
            }
            if op == .add, case .array(var a) = current {
                try rt.checkElementCount(a.count + (v.asArray?.count ?? 0), at: loc)
                current = .void
                if case .array(let b) = v { a.append(contentsOf: b) } else if let b = v.asArray { a.append(contentsOf: b) }
                current = .array(a)
                return .void
            }
            if op == .add, case .string(var s) = current, let t = v.asString {
                try rt.checkTextSize(s.utf8.count + t.utf8.count, at: loc)
                current = .void
                s += t
                current = .string(s)
                return .void
            }
            current = try rt.binary(op, current, v, loc: loc)
            return .void
        }
    }
}

/// `(a, b) = (b, a)`: the right side is evaluated whole, then assigned element by element.
final class TupleAssign: Expr {
    let places: [PlaceExpr?]
    let value: Expr
    init(_ loc: SourceLoc, _ places: [PlaceExpr?], _ value: Expr) {
        self.places = places
        self.value = value
        super.init(loc)
    }

    override func eval(_ f: Frame) throws(Interrupt) -> Value {
        guard case .tuple(let t) = try value.eval(f) else { throw .unsupported("expected a tuple", loc) }
        for (p, v) in zip(places, t.elements) { try p?.assign(f, v) }
        return .void
    }
}

/// `_ = value`.
final class Discard: Expr {
    let value: Expr
    init(_ loc: SourceLoc, _ value: Expr) {
        self.value = value
        super.init(loc)
    }

    override func eval(_ f: Frame) throws(Interrupt) -> Value {
        _ = try value.eval(f)
        return .void
    }
}
