/// Int, the fixed-width integers, Double, Float and Bool: conversions with Swift's traps,
/// their properties and methods, their static members.
extension Library {
    func registerNumbers() {
        let rounding = libraryEnum("FloatingPointRoundingRule",
                                   ["toNearestOrAwayFromZero", "toNearestOrEven", "up", "down", "towardZero", "awayFromZero"])
        let sign = libraryEnum("FloatingPointSign", ["plus", "minus"])
        registerIntegers()
        registerFloating(double, Value.double, rounding: rounding, sign: sign)
        registerFloating(float, { .float(Float($0)) }, rounding: rounding, sign: sign)
        registerBool()
    }

    /// An enum of the standard library's (`FloatingPointRoundingRule`), with cases and no payloads.
    func libraryEnum(_ name: String, _ caseNames: [String]) -> TypeDecl {
        let t = TypeDecl(name: name, kind: .enumType, userDeclared: false)
        for (i, n) in caseNames.enumerated() {
            let c = EnumCaseDecl(name: n, owner: t, index: i)
            t.cases.append(c)
            let m = MemberDecl(name: n, kind: .enumCase, isStatic: true, owner: t, loc: .unknown, impl: .enumCase(c))
            m.type = .nominal(t, [])
            t.addMember(m)
        }
        t.conformances = [equatable, hashable]
        addType(t)
        return t
    }

    // MARK: Integers

    private func registerIntegers() {
        let all: [(TypeDecl, IntegerKind?)] = [(int, nil)] + IntegerKind.allCases.map { (integerType($0), $0) }
        for (t, kind) in all {
            let name = t.name
            function(t, "init<T>(_ source: T)") { args, ctx throws(Interrupt) in try Library.convertToInteger(args[0], kind, ctx) }
            function(t, "init?(_ description: String)") { args, ctx throws(Interrupt) in try Library.convertToInteger(args[0], kind, ctx) }
            function(t, "init(_ source: Double)") { args, ctx throws(Interrupt) in try Library.convertToInteger(args[0], kind, ctx) }
            function(t, "init(_ source: Float)") { args, ctx throws(Interrupt) in try Library.convertToInteger(args[0], kind, ctx) }
            function(t, "init?(_ text: String, radix: Int)") { args, ctx throws(Interrupt) in
                guard let i = Int(try ctx.string(args[0]), radix: try ctx.int(args[1])) else { return .nilValue }
                return .optional(Library.makeInteger(Int64(i), kind) ?? .nilValue)
            }
            function(t, "init?<T>(exactly source: T)") { args, ctx throws(Interrupt) in
                switch args[0] {
                case .double(let d): return Int64(exactly: d).flatMap { Library.makeInteger($0, kind) }.map { .optional($0) } ?? .nilValue
                case .float(let f): return Int64(exactly: f).flatMap { Library.makeInteger($0, kind) }.map { .optional($0) } ?? .nilValue
                default:
                    guard let i = args[0].asInt else { return .nilValue }
                    return Library.makeInteger(Int64(i), kind).map { .optional($0) } ?? .nilValue
                }
            }
            function(t, "init<T>(truncatingIfNeeded source: T)") { args, _ in
                let bits = Int64(truncatingIfNeeded: args[0].asInt ?? 0)
                guard let kind else { return .int(Int(bits)) }
                return .integer(SizedInt.truncating(bits, kind))
            }
            function(t, "init<T>(clamping source: T)") { args, _ in
                var i = Int64(args[0].asInt ?? 0)
                // A UInt64 or UInt past Int64.max reads as negative bits: it is huge.
                if case .integer(let s) = args[0], !s.kind.isSigned, s.kind.bitWidth == 64, s.bits < 0 { i = .max }
                guard let kind else { return .int(Int(i)) }
                let (lo, hi) = Library.bounds(kind)
                return .integer(SizedInt(kind, Swift.min(Swift.max(i, lo), hi)))
            }
            function(t, "static var max: Self") { _, _ in
                guard let kind else { return .int(.max) }
                return .integer(SizedInt(kind, kind.isSigned ? Library.bounds(kind).1 : (kind.bitWidth == 64 ? -1 : Library.bounds(kind).1)))
            }
            function(t, "static var min: Self") { _, _ in
                guard let kind else { return .int(.min) }
                return .integer(SizedInt(kind, Library.bounds(kind).0))
            }
            function(t, "static var zero: Self") { _, _ in kind.map { .integer(SizedInt($0, 0)) } ?? .int(0) }
            function(t, "static var bitWidth: Int") { _, _ in .int(kind?.bitWidth ?? 64) }
            function(t, "static func random(in range: Range<Self>) -> Self") { args, ctx throws(Interrupt) in
                guard case .range(let r) = args[0], let (lo, hi) = r.intBounds, lo < hi else { throw ctx.fatal("Can't get random value with an empty range") }
                return .int(Int.random(in: lo..<hi))
            }
            property(t, "var description: String") { v, _ in
                if case .integer(let s) = v { return .string(s.description) }
                return .string(String(v.asInt ?? 0))
            }
            property(t, "var magnitude: Self") { v, _ in
                if case .int(let i) = v { return i == .min ? .integer(SizedInt(.uint, Int64.min)) : .int(Swift.abs(i)) }
                if case .integer(let s) = v { return .integer(SizedInt(s.kind, s.kind.isSigned ? Swift.abs(s.bits) : s.bits)) }
                return v
            }
            property(t, "var bitWidth: Int") { _, _ in .int(kind?.bitWidth ?? 64) }
            property(t, "var nonzeroBitCount: Int") { v, _ in .int(Library.bits(v, kind).nonzeroBitCount) }
            property(t, "var leadingZeroBitCount: Int") { v, _ in
                let width = kind?.bitWidth ?? 64
                return .int(Library.bits(v, kind).leadingZeroBitCount - (64 - width))
            }
            property(t, "var trailingZeroBitCount: Int") { v, _ in
                let b = Library.bits(v, kind)
                return .int(b == 0 ? (kind?.bitWidth ?? 64) : b.trailingZeroBitCount)
            }
            method(t, "func isMultiple(of other: Self) -> Bool") { v, args, ctx throws(Interrupt) in
                let a = try ctx.int(v), b = try ctx.int(args[0])
                return .bool(b == 0 ? a == 0 : a % b == 0)
            }
            method(t, "func signum() -> Self") { v, _, ctx throws(Interrupt) in
                let s = try ctx.int(v).signum()
                return kind.map { .integer(SizedInt($0, Int64(s))) } ?? .int(s)
            }
            method(t, "func quotientAndRemainder(dividingBy rhs: Self) -> (quotient: Self, remainder: Self)") { v, args, ctx throws(Interrupt) in
                let q = try ctx.runtime.binary(.divide, v, args[0], loc: ctx.loc)
                let r = try ctx.runtime.binary(.remainder, v, args[0], loc: ctx.loc)
                return .tuple(TupleValue([q, r], labels: ["quotient", "remainder"]))
            }
            method(t, "func advanced(by n: Int) -> Self") { v, args, ctx throws(Interrupt) in
                try ctx.runtime.binary(.add, v, args[0], loc: ctx.loc)
            }
            method(t, "func distance(to other: Self) -> Int") { v, args, ctx throws(Interrupt) in
                .int(try ctx.int(args[0]) - ctx.int(v))
            }
            for (op, label) in [(BinaryOperator.add, "adding"), (.subtract, "subtracting"), (.multiply, "multiplied"), (.divide, "divided")] {
                let declared = label == "multiplied" ? "multipliedReportingOverflow(by" : label == "divided" ? "dividedReportingOverflow(by" : "\(label)ReportingOverflow(_"
                method(t, "func \(declared) rhs: Self) -> (partialValue: Self, overflow: Bool)") { v, args, ctx throws(Interrupt) in
                    do {
                        let r = try ctx.runtime.binary(op, v, args[0], loc: ctx.loc)
                        return .tuple(TupleValue([r, .bool(false)], labels: ["partialValue", "overflow"]))
                    } catch {
                        let wrapping: BinaryOperator = op == .add ? .addWrapping : op == .subtract ? .subtractWrapping : .multiplyWrapping
                        let r = op == .divide ? v : try ctx.runtime.binary(wrapping, v, args[0], loc: ctx.loc)
                        return .tuple(TupleValue([r, .bool(true)], labels: ["partialValue", "overflow"]))
                    }
                }
            }
            _ = name
        }
    }

    /// An integer of `kind` (nil: Int) from any value, with Swift's conversion rules and traps;
    /// a String parses to an optional.
    static func convertToInteger(_ v: Value, _ kind: IntegerKind?, _ ctx: NativeContext) throws(Interrupt) -> Value {
        let name = kind?.name ?? "Int"
        switch v {
        case .string(let s):
            guard let i = Int64(s) else {
                if kind == .uint64 || kind == .uint, let u = UInt64(s) { return .optional(.integer(SizedInt(kind!, Int64(bitPattern: u)))) }
                return .nilValue
            }
            return makeInteger(i, kind).map { .optional($0) } ?? .nilValue
        case .double(let d):
            return try convertFloating(d, kind, name, "Double", ctx)
        case .float(let f):
            return try convertFloating(Double(f), kind, name, "Float", ctx)
        case .int, .integer:
            if case .integer(let s) = v, (s.kind == .uint64 || s.kind == .uint), s.bits < 0 {
                if kind == .uint64 || kind == .uint { return .integer(SizedInt(kind!, s.bits)) }
                throw ctx.fatal("Not enough bits to represent the passed value")
            }
            let i = Int64(v.asInt ?? 0)
            guard let r = makeInteger(i, kind) else { throw ctx.fatal("Not enough bits to represent the passed value") }
            return r
        case .character(let c):
            guard let i = Int64(String(c)) else { return .nilValue }
            return makeInteger(i, kind).map { .optional($0) } ?? .nilValue
        case .optional(let inner?):
            return try convertToInteger(inner, kind, ctx)
        default:
            throw ctx.unsupported("cannot convert a value of type '\(ctx.runtime.typeName(of: v))' to \(name)")
        }
    }

    private static func convertFloating(_ d: Double, _ kind: IntegerKind?, _ name: String, _ from: String,
                                        _ ctx: NativeContext) throws(Interrupt) -> Value {
        if d.isNaN || d.isInfinite {
            throw ctx.fatal("\(from) value cannot be converted to \(name) because it is either infinite or NaN")
        }
        let (lo, hi) = kind.map(bounds) ?? (Int64.min, Int64.max)
        let t = d.rounded(.towardZero)
        if kind == .uint64 || kind == .uint {
            guard t > -1 else { throw ctx.fatal("\(from) value cannot be converted to \(name) because the result would be less than \(name).min") }
            guard t < 18446744073709551616.0 else { throw ctx.fatal("\(from) value cannot be converted to \(name) because the result would be greater than \(name).max") }
            return .integer(SizedInt(kind!, Int64(bitPattern: UInt64(t))))
        }
        if t < Double(lo) { throw ctx.fatal("\(from) value cannot be converted to \(name) because the result would be less than \(name).min") }
        if t >= Double(hi) + (hi == Int64.max ? 0 : 1) {
            throw ctx.fatal("\(from) value cannot be converted to \(name) because the result would be greater than \(name).max")
        }
        return makeInteger(Int64(t), kind) ?? .int(0)
    }

    /// A value of `kind` (nil: Int), or nil when `i` does not fit.
    static func makeInteger(_ i: Int64, _ kind: IntegerKind?) -> Value? {
        guard let kind else { return .int(Int(i)) }
        return SizedInt.exactly(i, kind).map { .integer($0) }
    }

    static func bounds(_ kind: IntegerKind) -> (Int64, Int64) {
        switch kind {
        case .int8: return (Int64(Int8.min), Int64(Int8.max))
        case .int16: return (Int64(Int16.min), Int64(Int16.max))
        case .int32: return (Int64(Int32.min), Int64(Int32.max))
        case .int64: return (Int64.min, Int64.max)
        case .uint8: return (0, Int64(UInt8.max))
        case .uint16: return (0, Int64(UInt16.max))
        case .uint32: return (0, Int64(UInt32.max))
        case .uint64, .uint: return (0, Int64.max)
        }
    }

    /// The bit pattern of an integer, as an unsigned 64-bit value of its width.
    static func bits(_ v: Value, _ kind: IntegerKind?) -> UInt64 {
        switch v {
        case .int(let i): return UInt64(bitPattern: Int64(i))
        case .integer(let s):
            let width = s.kind.bitWidth
            let u = UInt64(bitPattern: s.bits)
            return width == 64 ? u : u & ((1 << UInt64(width)) - 1)
        default: return 0
        }
    }

    // MARK: Floating point

    private func registerFloating(_ t: TypeDecl, _ make: @escaping (Double) -> Value, rounding: TypeDecl, sign: TypeDecl) {
        let isFloat = t === float
        func value(_ v: Value) -> Double { v.asDouble ?? 0 }
        func wrap(_ d: Double) -> Value { make(d) }
        function(t, "init<T>(_ source: T)") { args, _ in
            switch args[0] {
            case .integer(let s):
                if !s.kind.isSigned && s.kind.bitWidth == 64 { return wrap(Double(UInt64(bitPattern: s.bits))) }
                return wrap(Double(s.bits))
            case .float(let f): return isFloat ? .float(f) : .double(Double(f))
            case .double(let d): return isFloat ? .float(Float(d)) : .double(d)
            case .string(let s):
                if isFloat { return Float(s).map { .optional(.float($0)) } ?? .nilValue }
                return Double(s).map { .optional(.double($0)) } ?? .nilValue
            default: return wrap(Double(args[0].asInt ?? 0))
            }
        }
        function(t, "init?(_ text: String)") { args, ctx throws(Interrupt) in
            let s = try ctx.string(args[0])
            if isFloat { return Float(s).map { .optional(.float($0)) } ?? .nilValue }
            return Double(s).map { .optional(.double($0)) } ?? .nilValue
        }
        function(t, "init?<T>(exactly source: T)") { args, _ in
            switch args[0] {
            case .double(let d): return .optional(wrap(d))
            case .int(let i): return Double(exactly: i).map { .optional(wrap($0)) } ?? .nilValue
            default: return .optional(args[0])
            }
        }
        let constants: [(String, Double)] = [
            ("pi", isFloat ? Double(Float.pi) : Double.pi), ("infinity", .infinity), ("nan", .nan),
            ("signalingNaN", .signalingNaN), ("zero", 0),
            ("greatestFiniteMagnitude", isFloat ? Double(Float.greatestFiniteMagnitude) : .greatestFiniteMagnitude),
            ("leastNormalMagnitude", isFloat ? Double(Float.leastNormalMagnitude) : .leastNormalMagnitude),
            ("leastNonzeroMagnitude", isFloat ? Double(Float.leastNonzeroMagnitude) : .leastNonzeroMagnitude),
            ("ulpOfOne", isFloat ? Double(Float.ulpOfOne) : .ulpOfOne),
        ]
        for (name, c) in constants {
            function(t, "static var \(name): Self") { _, _ in
                if isFloat && name == "pi" { return .float(.pi) }
                return wrap(c)
            }
        }
        function(t, "static func random(in range: ClosedRange<Self>) -> Self") { args, _ in
            guard case .range(let r) = args[0], let lo = r.lower?.asDouble, let hi = r.upper?.asDouble else { return wrap(0) }
            return wrap(Double.random(in: lo...hi))
        }
        function(t, "static func maximum(_ x: Self, _ y: Self) -> Self") { args, _ in wrap(Double.maximum(value(args[0]), value(args[1]))) }
        function(t, "static func minimum(_ x: Self, _ y: Self) -> Self") { args, _ in wrap(Double.minimum(value(args[0]), value(args[1]))) }
        let predicates: [(String, (Double) -> Bool)] = [
            ("isNaN", { $0.isNaN }), ("isInfinite", { $0.isInfinite }), ("isFinite", { $0.isFinite }),
            ("isZero", { $0.isZero }), ("isNormal", { $0.isNormal }), ("isSignalingNaN", { $0.isSignalingNaN }),
        ]
        for (name, test) in predicates {
            property(t, "var \(name): Bool") { v, _ in
                if case .float(let f) = v, name == "isNormal" { return .bool(f.isNormal) }
                return .bool(test(value(v)))
            }
        }
        property(t, "var magnitude: Self") { v, _ in wrap(Swift.abs(value(v))) }
        property(t, "var sign: FloatingPointSign") { v, _ in sign.cases[value(v).sign == .minus ? 1 : 0].singleton }
        property(t, "var description: String") { v, _ in
            if case .float(let f) = v { return .string(f.description) }
            return .string(value(v).description)
        }
        property(t, "var debugDescription: String") { v, _ in
            if case .float(let f) = v { return .string(f.debugDescription) }
            return .string(value(v).debugDescription)
        }
        property(t, "var nextUp: Self") { v, _ in
            if case .float(let f) = v { return .float(f.nextUp) }
            return wrap(value(v).nextUp)
        }
        property(t, "var nextDown: Self") { v, _ in
            if case .float(let f) = v { return .float(f.nextDown) }
            return wrap(value(v).nextDown)
        }
        property(t, "var ulp: Self") { v, _ in
            if case .float(let f) = v { return .float(f.ulp) }
            return wrap(value(v).ulp)
        }
        method(t, "func squareRoot() -> Self") { v, _, _ in
            if case .float(let f) = v { return .float(f.squareRoot()) }
            return wrap(value(v).squareRoot())
        }
        method(t, "func rounded() -> Self") { v, _, _ in wrap(value(v).rounded()) }
        method(t, "func rounded(_ rule: FloatingPointRoundingRule) -> Self") { v, args, _ in
            wrap(value(v).rounded(Library.roundingRule(args[0])))
        }
        mutating(t, "mutating func round()") { v, _, _ in
            v = wrap(value(v).rounded())
            return .void
        }
        mutating(t, "mutating func round(_ rule: FloatingPointRoundingRule)") { v, args, _ in
            v = wrap(value(v).rounded(Library.roundingRule(args[0])))
            return .void
        }
        method(t, "func truncatingRemainder(dividingBy other: Self) -> Self") { v, args, _ in
            if case .float(let f) = v { return .float(f.truncatingRemainder(dividingBy: Float(value(args[0])))) }
            return wrap(value(v).truncatingRemainder(dividingBy: value(args[0])))
        }
        method(t, "func remainder(dividingBy other: Self) -> Self") { v, args, _ in
            wrap(value(v).remainder(dividingBy: value(args[0])))
        }
        method(t, "func isLess(than other: Self) -> Bool") { v, args, _ in .bool(value(v) < value(args[0])) }
        method(t, "func isEqual(to other: Self) -> Bool") { v, args, _ in .bool(value(v) == value(args[0])) }
        mutating(t, "mutating func negate()") { v, _, _ in
            v = wrap(-value(v))
            return .void
        }
    }

    static func roundingRule(_ v: Value) -> FloatingPointRoundingRule {
        guard case .enumeration(let e) = v else { return .toNearestOrAwayFromZero }
        switch e.caseDecl.name {
        case "toNearestOrEven": return .toNearestOrEven
        case "up": return .up
        case "down": return .down
        case "towardZero": return .towardZero
        case "awayFromZero": return .awayFromZero
        default: return .toNearestOrAwayFromZero
        }
    }

    // MARK: Bool

    private func registerBool() {
        function(bool, "init(_ other: Bool)") { args, _ in args[0] }
        function(bool, "init?(_ description: String)") { args, ctx throws(Interrupt) in
            switch try ctx.string(args[0]) {
            case "true": return .optional(.bool(true))
            case "false": return .optional(.bool(false))
            default: return .nilValue
            }
        }
        function(bool, "static func random() -> Bool") { _, _ in .bool(Bool.random()) }
        mutating(bool, "mutating func toggle()") { v, _, _ in
            if case .bool(let b) = v { v = .bool(!b) }
            return .void
        }
        property(bool, "var description: String") { v, _ in .string(v.asBool == true ? "true" : "false") }
    }
}
