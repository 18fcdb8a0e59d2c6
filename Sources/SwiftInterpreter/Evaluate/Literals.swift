/// A value known when the program is resolved: a literal (already of its contextual type), a
/// raw value, `#line`.
final class Literal: Expr {
    let value: Value
    init(_ loc: SourceLoc, _ value: Value) {
        self.value = value
        super.init(loc)
    }

    override func eval(_ f: Frame) throws(Interrupt) -> Value { value }
}

/// `(a, b)`, `(x: 1, y: 2)`.
final class MakeTuple: Expr {
    let elements: [Expr]
    let labels: [String?]
    init(_ loc: SourceLoc, _ elements: [Expr], labels: [String?]) {
        self.elements = elements
        self.labels = labels
        super.init(loc)
    }

    override func eval(_ f: Frame) throws(Interrupt) -> Value {
        var values: [Value] = []
        values.reserveCapacity(elements.count)
        for e in elements { values.append(try e.eval(f)) }
        return .tuple(TupleValue(values, labels: labels))
    }
}

/// `[a, b, c]` as an Array.
final class MakeArray: Expr {
    let elements: [Expr]
    init(_ loc: SourceLoc, _ elements: [Expr]) {
        self.elements = elements
        super.init(loc)
    }

    override func eval(_ f: Frame) throws(Interrupt) -> Value {
        var values: [Value] = []
        values.reserveCapacity(elements.count)
        for e in elements { values.append(try e.eval(f)) }
        return .array(values)
    }
}

/// `[a, b]` where a Set is expected.
final class MakeSet: Expr {
    let elements: [Expr]
    init(_ loc: SourceLoc, _ elements: [Expr]) {
        self.elements = elements
        super.init(loc)
    }

    override func eval(_ f: Frame) throws(Interrupt) -> Value {
        var s = OrderedSet()
        for e in elements { s.insert(try e.eval(f)) }
        return .set(s)
    }
}

/// `[k: v, …]`. A repeated key traps, as Swift's dictionary literal does.
final class MakeDictionary: Expr {
    let entries: [(Expr, Expr)]
    init(_ loc: SourceLoc, _ entries: [(Expr, Expr)]) {
        self.entries = entries
        super.init(loc)
    }

    override func eval(_ f: Frame) throws(Interrupt) -> Value {
        var d = OrderedDictionary()
        for (k, v) in entries {
            let key = try k.eval(f)
            if d.set(key, try v.eval(f)) != nil {
                throw .fatal("Dictionary literal contains duplicate keys", loc)
            }
        }
        return .dictionary(d)
    }
}

/// `"a \(b) c"`: each interpolated value appended as `String(describing:)` writes it.
final class Interpolation: Expr {
    enum Part {
        case text(String)
        case value(Expr)
    }

    let parts: [Part]
    init(_ loc: SourceLoc, _ parts: [Part]) {
        self.parts = parts
        super.init(loc)
    }

    override func eval(_ f: Frame) throws(Interrupt) -> Value {
        var s = ""
        for p in parts {
            switch p {
            case .text(let t): s += t
            case .value(let e): s += try f.runtime.describe(try e.eval(f), loc: e.loc)
            }
        }
        return .string(s)
    }
}
