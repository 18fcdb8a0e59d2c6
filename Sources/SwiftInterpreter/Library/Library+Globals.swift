/// The standard library's global functions: `print`, `debugPrint`, `min`, `max`, `abs`, `zip`,
/// `stride`, `type(of:)`, `fatalError`, `precondition`, `assert`, `swap`, `repeatElement`.
extension Library {
    func registerGlobals() {
        global("func print(_ items: Any..., separator: String = \" \", terminator: String = \"\\n\")") { args, ctx throws(Interrupt) in
            let items = args[0].asArray ?? []
            var parts: [String] = []
            for item in items { parts.append(try ctx.runtime.describe(item, loc: ctx.loc)) }
            let separator = args.count > 1 ? (args[1].asString ?? " ") : " "
            let terminator = args.count > 2 ? (args[2].asString ?? "\n") : "\n"
            ctx.write(parts.joined(separator: separator) + terminator)
            return .void
        }
        global("func debugPrint(_ items: Any..., separator: String = \" \", terminator: String = \"\\n\")") { args, ctx throws(Interrupt) in
            let items = args[0].asArray ?? []
            var parts: [String] = []
            for item in items { parts.append(try ctx.runtime.debugDescribe(item, loc: ctx.loc)) }
            let separator = args.count > 1 ? (args[1].asString ?? " ") : " "
            let terminator = args.count > 2 ? (args[2].asString ?? "\n") : "\n"
            ctx.write(parts.joined(separator: separator) + terminator)
            return .void
        }
        global("func fatalError(_ message: String = \"\") -> Never") { args, ctx throws(Interrupt) in
            throw ctx.fatal(args.first?.asString ?? "")
        }
        global("func precondition(_ condition: Bool, _ message: String = \"\")") { args, ctx throws(Interrupt) in
            if case .bool(false) = args[0] {
                let m = args.count > 1 ? (args[1].asString ?? "") : ""
                throw .trap(Trap(m.isEmpty ? "Precondition failed" : "Precondition failed: \(m)", at: ctx.loc))
            }
            return .void
        }
        global("func preconditionFailure(_ message: String = \"\") -> Never") { args, ctx throws(Interrupt) in
            let m = args.first?.asString ?? ""
            throw .trap(Trap(m.isEmpty ? "Fatal error" : "Fatal error: \(m)", at: ctx.loc))
        }
        global("func assert(_ condition: Bool, _ message: String = \"\")") { args, ctx throws(Interrupt) in
            if case .bool(false) = args[0] {
                let m = args.count > 1 ? (args[1].asString ?? "") : ""
                throw .trap(Trap(m.isEmpty ? "Assertion failed" : "Assertion failed: \(m)", at: ctx.loc))
            }
            return .void
        }
        global("func assertionFailure(_ message: String = \"\")") { args, ctx throws(Interrupt) in
            let m = args.first?.asString ?? ""
            throw .trap(Trap(m.isEmpty ? "Fatal error" : "Fatal error: \(m)", at: ctx.loc))
        }
        global("func type<T>(of value: T) -> T.Type") { args, ctx throws(Interrupt) in
            .type(RuntimeType(ctx.runtime.runtimeType(of: args[0])))
        }
        for name in ["min", "max"] {
            let wantLess = name == "min"
            let body: NativeFunctionBody = { args, ctx throws(Interrupt) in
                var values = args
                if values.count == 4, let rest = values[3].asArray { values = Array(values[0..<3]) + rest }
                guard var best = values.first else { return .void }
                for v in values.dropFirst() {
                    let better = wantLess ? try ctx.runtime.less(v, best, loc: ctx.loc) : try ctx.runtime.less(best, v, loc: ctx.loc)
                    if better { best = v }
                }
                return best
            }
            global("func \(name)<T: Comparable>(_ x: T, _ y: T) -> T", body)
            global("func \(name)<T: Comparable>(_ x: T, _ y: T, _ z: T, _ rest: T...) -> T", body)
        }
        global("func abs<T>(_ x: T) -> T") { args, ctx throws(Interrupt) in
            switch args[0] {
            case .int(let i):
                if i == .min { throw ctx.fatal("arithmetic overflow") }
                return .int(Swift.abs(i))
            case .double(let d): return .double(Swift.abs(d))
            case .float(let f): return .float(Swift.abs(f))
            case .integer(let s): return .integer(SizedInt(s.kind, Swift.abs(s.bits)))
            default: return args[0]
            }
        }
        global("func swap<T>(_ a: inout T, _ b: inout T)") { args, ctx in
            ctx.setInout(0, args[1])
            ctx.setInout(1, args[0])
            return .void
        }
        for (name, debug) in [("print", false), ("debugPrint", true)] {
            global("func \(name)<Target>(_ items: Any..., separator: String = \" \", terminator: String = \"\\n\", to output: inout Target)") { args, ctx throws(Interrupt) in
                var parts: [String] = []
                for item in args[0].asArray ?? [] {
                    parts.append(debug ? try ctx.runtime.debugDescribe(item, loc: ctx.loc) : try ctx.describe(item))
                }
                let separator = args[1].isOmitted ? " " : try ctx.string(args[1])
                let terminator = args[2].isOmitted ? "\n" : try ctx.string(args[2])
                let text = parts.joined(separator: separator) + terminator
                if let s = args[3].asString {
                    ctx.setInout(3, .string(s + text))
                    return .void
                }
                // A TextOutputStream of the program's own: its `write(_:)`.
                var target = args[3]
                guard let type = ctx.runtime.typeDecl(of: target),
                      let write = ctx.runtime.findMember("write", labels: [nil], in: type) else {
                    throw ctx.unsupported("the output stream has no 'write(_:)'")
                }
                // print writes each item, each separator and the terminator with a call of its own.
                var pieces: [String] = []
                for (i, p) in parts.enumerated() {
                    if i > 0 { pieces.append(separator) }
                    pieces.append(p)
                }
                pieces.append(terminator)
                for piece in pieces {
                    _ = try ctx.runtime.callMember(write, on: &target, args: [.string(piece)], loc: ctx.loc)
                }
                _ = text
                ctx.setInout(3, target)
                return .void
            }
        }
        global("func zip<A, B>(_ a: [A], _ b: [B]) -> [(A, B)]") { args, ctx throws(Interrupt) in
            // A sequence the program defines may not end: take from it only as many elements as
            // the other (finite) one has.
            func isFinite(_ v: Value) -> Bool {
                switch v {
                case .structure, .object, .native: return false
                case .range(let r): return r.upper != nil
                default: return true
                }
            }
            var a: [Value] = [], b: [Value] = []
            if isFinite(args[0]) || !isFinite(args[1]) {
                a = try ctx.elements(args[0])
                b = try Library.firstElements(args[1], a.count, ctx)
            } else {
                b = try ctx.elements(args[1])
                a = try Library.firstElements(args[0], b.count, ctx)
            }
            return .array(zip(a, b).map { .tuple(TupleValue([$0, $1])) })
        }
        global("func stride<T>(from start: T, to end: T, by stride: T) -> [T]") { args, ctx throws(Interrupt) in
            try Library.stride(args, closed: false, ctx)
        }
        global("func stride<T>(from start: T, through end: T, by stride: T) -> [T]") { args, ctx throws(Interrupt) in
            try Library.stride(args, closed: true, ctx)
        }
        global("func repeatElement<T>(_ element: T, count n: Int) -> [T]") { args, ctx throws(Interrupt) in
            let n = try ctx.length(args[1], "repeat an element a negative number of times")
            try ctx.runtime.checkElementCount(n, at: ctx.loc)
            try ctx.runtime.spend(n, at: ctx.loc)
            return .array(Array(repeating: args[0], count: n))
        }
        global("func readLine() -> String?") { _, _ in .nilValue }
        global("func sequence<T, State>(state: State, next: (inout State) -> T?) -> [T]") { args, ctx throws(Interrupt) in
            var state = args[0]
            var out: [Value] = []
            while out.count < 50_000_000 {
                let (r, updated) = try ctx.runtime.callReturningInout(args[1], [state], index: 0, loc: ctx.loc)
                state = updated
                guard case .optional(let e?) = r else { break }
                out.append(e)
            }
            return .array(out)
        }
        global("func sequence<T>(first: T, next: (T) -> T?) -> [T]") { args, ctx throws(Interrupt) in
            var out: [Value] = [args[0]]
            var current = args[0]
            while out.count < 1_000_000 {
                guard case .optional(let n?) = try ctx.call(args[1], current) else { break }
                out.append(n)
                current = n
            }
            return .array(out)
        }
    }

    /// `stride(from:to:by:)` and `stride(from:through:by:)`, made into the array of their
    /// elements (a loop over one behaves the same; printing one directly would differ). Each
    /// element is a step of the work budget, so a stride to `Int.max` stops rather than fills memory.
    static func stride(_ args: [Value], closed: Bool, _ ctx: NativeContext) throws(Interrupt) -> Value {
        switch (args[0], args[1], args[2]) {
        case (.int(let a), .int(let b), .int(let s)):
            if s == 0 { throw ctx.fatal("Stride size must not be zero") }
            if closed { return try ctx.runtime.collect(Swift.stride(from: a, through: b, by: s), loc: ctx.loc) { .int($0) } }
            return try ctx.runtime.collect(Swift.stride(from: a, to: b, by: s), loc: ctx.loc) { .int($0) }
        default:
            guard let a = args[0].asDouble, let b = args[1].asDouble, let s = args[2].asDouble else {
                throw ctx.unsupported("stride over these values")
            }
            if s == 0 { throw ctx.fatal("Stride size must not be zero") }
            let isFloat = if case .float = args[0] { true } else { false }
            func make(_ d: Double) -> Value { isFloat ? .float(Float(d)) : .double(d) }
            if closed { return try ctx.runtime.collect(Swift.stride(from: a, through: b, by: s), loc: ctx.loc, make) }
            return try ctx.runtime.collect(Swift.stride(from: a, to: b, by: s), loc: ctx.loc, make)
        }
    }
}
