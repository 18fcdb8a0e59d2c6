/// Swift's built-in operators on run-time values, with Swift's rules: `Int` is 64-bit and traps
/// on overflow (`&+` wraps), division truncates and traps on zero, `%` takes the dividend's
/// sign, `Double` is IEEE, `<<`/`>>` are smart shifts. Operands of the program's own types go to
/// its operator functions (`static func ==`, `<`…), with Equatable's `!=` and Comparable's `>`,
/// `<=`, `>=` derived from them as the standard library derives them.
extension Runtime {
    func binary(_ op: BinaryOperator, _ a: Value, _ b: Value, loc: SourceLoc) throws(Interrupt) -> Value {
        switch (a, b) {
        case (.int(let x), .int(let y)): return try intBinary(op, x, y, loc: loc)
        case (.double(let x), .double(let y)): return try doubleBinary(op, x, y, loc: loc)
        case (.float(let x), .float(let y)): return try floatBinary(op, x, y, loc: loc)
        case (.integer(let x), .integer(let y)): return try sizedBinary(op, x, y, loc: loc)
        // An integer literal the resolver could not type meets a floating-point or sized value:
        // it is the other operand's type, as the type checker would have decided.
        case (.int(let x), .double(let y)): return try doubleBinary(op, Double(x), y, loc: loc)
        case (.double(let x), .int(let y)): return try doubleBinary(op, x, Double(y), loc: loc)
        case (.int(let x), .float(let y)): return try floatBinary(op, Float(x), y, loc: loc)
        case (.float(let x), .int(let y)): return try floatBinary(op, x, Float(y), loc: loc)
        case (.double(let x), .float(let y)): return try floatBinary(op, Float(x), y, loc: loc)
        case (.float(let x), .double(let y)): return try floatBinary(op, x, Float(y), loc: loc)
        case (.int(let x), .integer(let y)): return try sizedBinary(op, SizedInt(y.kind, Int64(x)), y, loc: loc)
        case (.integer(let x), .int(let y)):
            if op == .shiftLeft || op == .shiftRight { return try sizedShift(op, x, y) }
            return try sizedBinary(op, x, SizedInt(x.kind, Int64(y)), loc: loc)
        default: break
        }
        switch op {
        case .equal: return .bool(try equals(a, b, loc: loc))
        case .notEqual: return .bool(!(try equals(a, b, loc: loc)))
        case .less: return .bool(try less(a, b, loc: loc))
        case .greater: return .bool(try less(b, a, loc: loc))
        case .lessEqual: return .bool(!(try less(b, a, loc: loc)))
        case .greaterEqual: return .bool(!(try less(a, b, loc: loc)))
        case .identical: return .bool(identical(a, b))
        case .notIdentical: return .bool(!identical(a, b))
        case .patternMatch: return .bool(try patternMatches(a, b, loc: loc))
        case .add:
            if let r = try userOperator("+", a, b, loc: loc) { return r }
            if let x = a.asString, let y = b.asString {
                try checkTextSize(x.utf8.count + y.utf8.count, at: loc)
                return .string(x + y)
            }
            if let x = a.asArray, let y = b.asArray {
                try checkElementCount(x.count + y.count, at: loc)
                return .array(x + y)
            }
        default:
            if let r = try userOperator(op.rawValue, a, b, loc: loc) { return r }
        }
        throw .unsupported("binary operator '\(op.rawValue)' cannot be applied to operands of type '\(typeName(of: a))' and '\(typeName(of: b))'", loc)
    }

    private func overflow(_ loc: SourceLoc) -> Interrupt {
        // Compiled Swift stops with an invalid instruction and no message (a debugger shows
        // "Swift runtime failure: arithmetic overflow"); simrepl says it in words.
        .fatal("arithmetic overflow", loc)
    }

    func intBinary(_ op: BinaryOperator, _ x: Int, _ y: Int, loc: SourceLoc) throws(Interrupt) -> Value {
        switch op {
        case .add:
            let (r, o) = x.addingReportingOverflow(y)
            if o { throw overflow(loc) }
            return .int(r)
        case .subtract:
            let (r, o) = x.subtractingReportingOverflow(y)
            if o { throw overflow(loc) }
            return .int(r)
        case .multiply:
            let (r, o) = x.multipliedReportingOverflow(by: y)
            if o { throw overflow(loc) }
            return .int(r)
        case .divide:
            if y == 0 { throw .fatal("Division by zero", loc) }
            if x == .min && y == -1 { throw .fatal("Division results in an overflow", loc) }
            return .int(x / y)
        case .remainder:
            if y == 0 { throw .fatal("Division by zero in remainder operation", loc) }
            if x == .min && y == -1 { throw .fatal("Division results in an overflow in remainder operation", loc) }
            return .int(x % y)
        case .addWrapping: return .int(x &+ y)
        case .subtractWrapping: return .int(x &- y)
        case .multiplyWrapping: return .int(x &* y)
        case .bitAnd: return .int(x & y)
        case .bitOr: return .int(x | y)
        case .bitXor: return .int(x ^ y)
        case .shiftLeft: return .int(x << y)
        case .shiftRight: return .int(x >> y)
        case .equal: return .bool(x == y)
        case .notEqual: return .bool(x != y)
        case .less: return .bool(x < y)
        case .lessEqual: return .bool(x <= y)
        case .greater: return .bool(x > y)
        case .greaterEqual: return .bool(x >= y)
        case .patternMatch: return .bool(x == y)
        case .identical, .notIdentical:
            throw .unsupported("'\(op.rawValue)' needs class instances", loc)
        }
    }

    func doubleBinary(_ op: BinaryOperator, _ x: Double, _ y: Double, loc: SourceLoc) throws(Interrupt) -> Value {
        try floatingBinary(op, x, y, loc: loc, Value.double)
    }

    func floatBinary(_ op: BinaryOperator, _ x: Float, _ y: Float, loc: SourceLoc) throws(Interrupt) -> Value {
        try floatingBinary(op, x, y, loc: loc, Value.float)
    }

    /// IEEE arithmetic and comparison (no `%`: Swift's floating types spell it
    /// `truncatingRemainder(dividingBy:)`).
    private func floatingBinary<F: BinaryFloatingPoint>(_ op: BinaryOperator, _ x: F, _ y: F, loc: SourceLoc,
                                                          _ make: (F) -> Value) throws(Interrupt) -> Value {
        switch op {
        case .add: return make(x + y)
        case .subtract: return make(x - y)
        case .multiply: return make(x * y)
        case .divide: return make(x / y)
        case .equal, .patternMatch: return .bool(x == y)
        case .notEqual: return .bool(x != y)
        case .less: return .bool(x < y)
        case .lessEqual: return .bool(x <= y)
        case .greater: return .bool(x > y)
        case .greaterEqual: return .bool(x >= y)
        default:
            throw .unsupported("binary operator '\(op.rawValue)' cannot be applied to two '\(F.self)' operands", loc)
        }
    }

    /// Fixed-width integers other than Int: computed wide, then checked against the type's range.
    func sizedBinary(_ op: BinaryOperator, _ x: SizedInt, _ y: SizedInt, loc: SourceLoc) throws(Interrupt) -> Value {
        let kind = x.kind
        if !kind.isSigned && kind.bitWidth == 64 {
            let a = UInt64(bitPattern: x.bits), b = UInt64(bitPattern: y.bits)
            func make(_ v: UInt64) -> Value { .integer(SizedInt(kind, Int64(bitPattern: v))) }
            switch op {
            case .add: let (r, o) = a.addingReportingOverflow(b); if o { throw overflow(loc) }; return make(r)
            case .subtract: let (r, o) = a.subtractingReportingOverflow(b); if o { throw overflow(loc) }; return make(r)
            case .multiply: let (r, o) = a.multipliedReportingOverflow(by: b); if o { throw overflow(loc) }; return make(r)
            case .divide: if b == 0 { throw .fatal("Division by zero", loc) }; return make(a / b)
            case .remainder: if b == 0 { throw .fatal("Division by zero in remainder operation", loc) }; return make(a % b)
            case .addWrapping: return make(a &+ b)
            case .subtractWrapping: return make(a &- b)
            case .multiplyWrapping: return make(a &* b)
            case .bitAnd: return make(a & b)
            case .bitOr: return make(a | b)
            case .bitXor: return make(a ^ b)
            case .shiftLeft: return make(a << b)
            case .shiftRight: return make(a >> b)
            case .equal, .patternMatch: return .bool(a == b)
            case .notEqual: return .bool(a != b)
            case .less: return .bool(a < b)
            case .lessEqual: return .bool(a <= b)
            case .greater: return .bool(a > b)
            case .greaterEqual: return .bool(a >= b)
            default: throw .unsupported("'\(op.rawValue)' on '\(kind.name)'", loc)
            }
        }
        let a = x.bits, b = y.bits
        func checked(_ v: Int64) throws(Interrupt) -> Value {
            guard let r = SizedInt.exactly(v, kind) else { throw overflow(loc) }
            return .integer(r)
        }
        func wrapped(_ v: Int64) -> Value { .integer(SizedInt.truncating(v, kind)) }
        switch op {
        case .add: let (r, o) = a.addingReportingOverflow(b); if o { throw overflow(loc) }; return try checked(r)
        case .subtract: let (r, o) = a.subtractingReportingOverflow(b); if o { throw overflow(loc) }; return try checked(r)
        case .multiply: let (r, o) = a.multipliedReportingOverflow(by: b); if o { throw overflow(loc) }; return try checked(r)
        case .divide:
            if b == 0 { throw .fatal("Division by zero", loc) }
            return try checked(a / b)
        case .remainder:
            if b == 0 { throw .fatal("Division by zero in remainder operation", loc) }
            return try checked(a % b)
        case .addWrapping: return wrapped(a &+ b)
        case .subtractWrapping: return wrapped(a &- b)
        case .multiplyWrapping: return wrapped(a &* b)
        case .bitAnd: return wrapped(a & b)
        case .bitOr: return wrapped(a | b)
        case .bitXor: return wrapped(a ^ b)
        case .shiftLeft, .shiftRight: return try sizedShift(op, x, Int(b))
        case .equal, .patternMatch: return .bool(a == b)
        case .notEqual: return .bool(a != b)
        case .less: return .bool(a < b)
        case .lessEqual: return .bool(a <= b)
        case .greater: return .bool(a > b)
        case .greaterEqual: return .bool(a >= b)
        default: throw .unsupported("'\(op.rawValue)' on '\(kind.name)'", loc)
        }
    }

    private func sizedShift(_ op: BinaryOperator, _ x: SizedInt, _ by: Int) throws(Interrupt) -> Value {
        let width = x.kind.bitWidth
        if by >= width || by <= -width {
            let negative = x.kind.isSigned && x.bits < 0
            return .integer(SizedInt(x.kind, op == .shiftRight && negative ? -1 : 0))
        }
        let left = (op == .shiftLeft) == (by >= 0)
        let n = Int64(abs(by))
        if x.kind.isSigned {
            return .integer(SizedInt.truncating(left ? x.bits << n : x.bits >> n, x.kind))
        }
        let u = UInt64(bitPattern: x.bits)
        return .integer(SizedInt.truncating(Int64(bitPattern: left ? u << UInt64(n) : u >> UInt64(n)), x.kind))
    }

    func unary(_ op: UnaryOp.Op, _ v: Value, loc: SourceLoc) throws(Interrupt) -> Value {
        switch (op, v) {
        case (.negate, .int(let x)):
            if x == .min { throw overflow(loc) }
            return .int(-x)
        case (.negate, .double(let x)): return .double(-x)
        case (.negate, .float(let x)): return .float(-x)
        case (.negate, .integer(let x)):
            guard x.kind.isSigned, let r = SizedInt.exactly(-x.bits, x.kind) else { throw overflow(loc) }
            return .integer(r)
        case (.plus, _): return v
        case (.not, .bool(let b)): return .bool(!b)
        case (.bitNot, .int(let x)): return .int(~x)
        case (.bitNot, .integer(let x)): return .integer(SizedInt.truncating(~x.bits, x.kind))
        default:
            if let r = try userPrefixOperator(op.rawValue, v, loc: loc) { return r }
            throw .unsupported("unary operator '\(op.rawValue)' cannot be applied to an operand of type '\(typeName(of: v))'", loc)
        }
    }

    // MARK: Equality and order

    /// `a == b` as Swift decides it: the program's own `==` when its type has one, element by
    /// element for collections, optionals and tuples, by content for everything else.
    func equals(_ a: Value, _ b: Value, loc: SourceLoc) throws(Interrupt) -> Bool {
        switch (a, b) {
        case (.int(let x), .int(let y)): return x == y
        case (.string(let x), .string(let y)): return x == y
        case (.double(let x), .double(let y)): return x == y
        case (.int(let x), .double(let y)), (.double(let y), .int(let x)): return Double(x) == y
        case (.optional(let x), .optional(let y)):
            guard let x, let y else { return x == nil && y == nil }
            return try equals(x, y, loc: loc)
        case (.optional(let x), _):
            guard let x else { return false }
            return try equals(x, b, loc: loc)
        case (_, .optional(let y)):
            guard let y else { return false }
            return try equals(a, y, loc: loc)
        case (.array(let x), .array(let y)):
            guard x.count == y.count else { return false }
            for (p, q) in zip(x, y) where !(try equals(p, q, loc: loc)) { return false }
            return true
        case (.tuple(let x), .tuple(let y)):
            guard x.elements.count == y.elements.count else { return false }
            for (p, q) in zip(x.elements, y.elements) where !(try equals(p, q, loc: loc)) { return false }
            return true
        case (.structure, _), (.enumeration, _), (.object, _):
            if let r = try userOperator("==", a, b, loc: loc) { return r.asBool ?? false }
            if case .enumeration(let x) = a, case .enumeration(let y) = b {
                guard x.caseDecl.unspecialized === y.caseDecl.unspecialized, x.payload.count == y.payload.count else { return false }
                for (p, q) in zip(x.payload, y.payload) where !(try equals(p, q, loc: loc)) { return false }
                return true
            }
            if case .structure(let x) = a, case .structure(let y) = b {
                guard x.type === y.type else { return false }
                for (p, q) in zip(x.fields, y.fields) where !(try equals(p, q, loc: loc)) { return false }
                return true
            }
            return a == b
        default:
            return a == b
        }
    }

    /// `a < b`: numbers, strings, characters, tuples lexicographically, enums without raw values
    /// by case order (synthesized Comparable), and the program's own `<`.
    func less(_ a: Value, _ b: Value, loc: SourceLoc) throws(Interrupt) -> Bool {
        switch (a, b) {
        case (.int(let x), .int(let y)): return x < y
        case (.double(let x), .double(let y)): return x < y
        case (.int(let x), .double(let y)): return Double(x) < y
        case (.double(let x), .int(let y)): return x < Double(y)
        case (.float(let x), .float(let y)): return x < y
        case (.string(let x), .string(let y)): return x < y
        case (.character(let x), .character(let y)): return x < y
        case (.string(let x), .character(let y)): return x < String(y)
        case (.character(let x), .string(let y)): return String(x) < y
        case (.integer(let x), .integer(let y)):
            if !x.kind.isSigned && x.kind.bitWidth == 64 { return UInt64(bitPattern: x.bits) < UInt64(bitPattern: y.bits) }
            return x.bits < y.bits
        case (.integer(let x), .int(let y)): return x.bits < Int64(y)
        case (.int(let x), .integer(let y)): return Int64(x) < y.bits
        case (.stringIndex(let x), .stringIndex(let y)): return x < y
        case (.bool(let x), .bool(let y)): return !x && y
        case (.tuple(let x), .tuple(let y)):
            for (p, q) in zip(x.elements, y.elements) {
                if try less(p, q, loc: loc) { return true }
                if try less(q, p, loc: loc) { return false }
            }
            return false
        case (.array(let x), .array(let y)):
            for (p, q) in zip(x, y) {
                if try less(p, q, loc: loc) { return true }
                if try less(q, p, loc: loc) { return false }
            }
            return x.count < y.count
        default:
            if let r = try userOperator("<", a, b, loc: loc) { return r.asBool ?? false }
            if case .enumeration(let x) = a, case .enumeration(let y) = b, x.type === y.type {
                if x.caseDecl.index != y.caseDecl.index { return x.caseDecl.index < y.caseDecl.index }
                for (p, q) in zip(x.payload, y.payload) {
                    if try less(p, q, loc: loc) { return true }
                    if try less(q, p, loc: loc) { return false }
                }
                return false
            }
            throw .unsupported("'<' cannot compare values of type '\(typeName(of: a))' and '\(typeName(of: b))'", loc)
        }
    }

    func identical(_ a: Value, _ b: Value) -> Bool {
        switch (a.unwrappedFully, b.unwrappedFully) {
        case (nil, nil): return true
        case (.object(let x)?, .object(let y)?): return x === y
        case (.native(let x)?, .native(let y)?): return x === y
        default: return false
        }
    }

    /// `pattern ~= value`: a range contains the value; otherwise `==`.
    func patternMatches(_ p: Value, _ v: Value, loc: SourceLoc) throws(Interrupt) -> Bool {
        if case .range(let r) = p {
            let value = v.unwrappedFully ?? v
            if let lo = r.lower, try less(value, lo, loc: loc) { return false }
            if let hi = r.upper {
                if r.closed { return !(try less(hi, value, loc: loc)) }
                return try less(value, hi, loc: loc)
            }
            return true
        }
        if case .optional(nil) = p { return v.isNil }
        if let r = try userOperator("~=", p, v, loc: loc) { return r.asBool ?? false }
        return try equals(p, v, loc: loc)
    }

    /// The program's own operator function for these operands, if it has one: a static member
    /// of either operand's type (or a protocol it conforms to), or a global function.
    func userOperator(_ name: String, _ a: Value, _ b: Value, loc: SourceLoc) throws(Interrupt) -> Value? {
        for v in [a, b] {
            guard let type = typeDecl(of: v), type.isUserDeclared || !type.conformances.isEmpty else { continue }
            for m in MemberLookup.members(named: name, in: type, library: library)
            where m.isStatic && (m.argumentLabels?.count ?? 0) == 2 {
                if case .requirement = m.impl { continue }
                var receiver = Value.type(RuntimeType(.nominal(type, [])))
                return try callMember(m, on: &receiver, args: [a, b], loc: loc)
            }
        }
        if let globals = userGlobals, let fs = globals.members[name] {
            for m in fs where (m.argumentLabels?.count ?? 0) == 2 {
                guard case .function(let fn) = m.impl else { continue }
                if argumentsFit([a, b], fn.signature) {
                    return try invoke(fn, self: nil, args: [a, b], captures: [], loc: loc).returnValue
                }
            }
        }
        return nil
    }

    func userPrefixOperator(_ name: String, _ v: Value, loc: SourceLoc) throws(Interrupt) -> Value? {
        guard let type = typeDecl(of: v) else { return nil }
        for m in MemberLookup.members(named: name, in: type, library: library)
        where m.isStatic && (m.argumentLabels?.count ?? 0) == 1 {
            var receiver = Value.type(RuntimeType(.nominal(type, [])))
            return try callMember(m, on: &receiver, args: [v], loc: loc)
        }
        return nil
    }

    /// Whether run-time values suit a signature's parameter types (to pick among overloads).
    func argumentsFit(_ values: [Value], _ sig: Signature) -> Bool {
        guard values.count == sig.params.count else { return false }
        for (v, p) in zip(values, sig.params) where !p.type.isOpen && !p.type.hasParameters {
            if cast(v, to: p.type) == nil { return false }
        }
        return true
    }
}

extension SizedInt {
    /// `v` as a value of `kind`, or nil when it does not fit.
    static func exactly(_ v: Int64, _ kind: IntegerKind) -> SizedInt? {
        switch kind {
        case .int8: return Int8(exactly: v).map { SizedInt(kind, Int64($0)) }
        case .int16: return Int16(exactly: v).map { SizedInt(kind, Int64($0)) }
        case .int32: return Int32(exactly: v).map { SizedInt(kind, Int64($0)) }
        case .int64: return SizedInt(kind, v)
        case .uint8: return UInt8(exactly: v).map { SizedInt(kind, Int64($0)) }
        case .uint16: return UInt16(exactly: v).map { SizedInt(kind, Int64($0)) }
        case .uint32: return UInt32(exactly: v).map { SizedInt(kind, Int64($0)) }
        case .uint64, .uint: return v >= 0 ? SizedInt(kind, v) : nil
        }
    }

    /// The low bits of `v` as a value of `kind` (`truncatingIfNeeded:`).
    static func truncating(_ v: Int64, _ kind: IntegerKind) -> SizedInt {
        switch kind {
        case .int8: return SizedInt(kind, Int64(Int8(truncatingIfNeeded: v)))
        case .int16: return SizedInt(kind, Int64(Int16(truncatingIfNeeded: v)))
        case .int32: return SizedInt(kind, Int64(Int32(truncatingIfNeeded: v)))
        case .int64, .uint64, .uint: return SizedInt(kind, v)
        case .uint8: return SizedInt(kind, Int64(UInt8(truncatingIfNeeded: v)))
        case .uint16: return SizedInt(kind, Int64(UInt16(truncatingIfNeeded: v)))
        case .uint32: return SizedInt(kind, Int64(UInt32(truncatingIfNeeded: v)))
        }
    }
}
