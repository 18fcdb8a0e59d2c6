/// A pattern, as `switch`, `if case`, `for case`, `catch` and destructuring declarations use
/// it: matching a value binds the pattern's variables.
class Pattern {
    func match(_ v: Value, _ f: Frame) throws(Interrupt) -> Bool { fatalError("abstract") }
}

/// `x` (in `let x`, `case let x`): always matches, binding the value.
final class BindPattern: Pattern {
    let storage: VarStorage
    let type: SType?
    let loc: SourceLoc
    init(_ storage: VarStorage, type: SType?, loc: SourceLoc) {
        self.storage = storage
        self.type = type
        self.loc = loc
    }

    override func match(_ v: Value, _ f: Frame) throws(Interrupt) -> Bool {
        if let type { f.declare(storage, try f.runtime.coerce(v, to: type, loc: loc)) } else { f.declare(storage, v) }
        return true
    }
}

/// `_`.
final class WildcardPattern: Pattern {
    override func match(_ v: Value, _ f: Frame) throws(Interrupt) -> Bool { true }
}

/// `(a, b)`.
final class TuplePattern: Pattern {
    let elements: [Pattern]
    init(_ elements: [Pattern]) { self.elements = elements }

    override func match(_ v: Value, _ f: Frame) throws(Interrupt) -> Bool {
        guard case .tuple(let t) = v, t.elements.count == elements.count else {
            if elements.count == 1 { return try elements[0].match(v, f) }
            return false
        }
        for (p, e) in zip(elements, t.elements) where !(try p.match(e, f)) { return false }
        return true
    }
}

/// `x?` and `.some(x)`: matches a non-nil optional, matching what it holds.
final class SomePattern: Pattern {
    let inner: Pattern
    init(_ inner: Pattern) { self.inner = inner }

    override func match(_ v: Value, _ f: Frame) throws(Interrupt) -> Bool {
        switch v {
        case .optional(let x?): return try inner.match(x, f)
        case .optional(nil): return false
        default: return try inner.match(v, f)
        }
    }
}

/// `.north`, `.pawn(let row)`, `Shape.circle(let r)`: matches that case, then its associated
/// values against the sub-patterns. An optional's case patterns look through the optional, as
/// Swift lets them.
final class EnumCasePattern: Pattern {
    let caseDecl: EnumCaseDecl?
    /// The case name, when the enum was not known while resolving.
    let name: String
    let payload: Pattern?

    init(caseDecl: EnumCaseDecl?, name: String, payload: Pattern?) {
        self.caseDecl = caseDecl
        self.name = name
        self.payload = payload
    }

    override func match(_ v: Value, _ f: Frame) throws(Interrupt) -> Bool {
        switch v {
        case .enumeration(let e):
            if let caseDecl { guard e.caseDecl.unspecialized === caseDecl.unspecialized else { return false } } else if e.caseDecl.name != name { return false }
            guard let payload else { return true }
            let values: Value = e.payload.count == 1 ? e.payload[0] : .tuple(TupleValue(e.payload, labels: e.caseDecl.payloadLabels))
            return try payload.match(values, f)
        case .optional(let inner):
            if caseDecl == nil && name == "none" { return inner == nil }
            if caseDecl == nil && name == "some" {
                guard let inner else { return false }
                return try payload?.match(inner, f) ?? true
            }
            guard let inner else { return false }
            return try match(inner, f)
        default:
            return false
        }
    }
}

/// An expression as a pattern: `case 1...5`, `case "a"`, `case nil`, matched with `~=` (a
/// range contains the value; anything else compares with `==`).
final class ExpressionPattern: Pattern {
    let expr: Expr
    init(_ expr: Expr) { self.expr = expr }

    override func match(_ v: Value, _ f: Frame) throws(Interrupt) -> Bool {
        let p = try expr.eval(f)
        return try f.runtime.patternMatches(p, v, loc: expr.loc)
    }
}

/// `is T`.
final class TypeCheckPattern: Pattern {
    let type: SType
    init(_ type: SType) { self.type = type }

    override func match(_ v: Value, _ f: Frame) throws(Interrupt) -> Bool {
        f.runtime.cast(v, to: type) != nil
    }
}

/// `let x as T`, `0 as Int`: casts, then matches the cast value.
final class CastPattern: Pattern {
    let inner: Pattern
    let type: SType
    init(_ inner: Pattern, _ type: SType) {
        self.inner = inner
        self.type = type
    }

    override func match(_ v: Value, _ f: Frame) throws(Interrupt) -> Bool {
        guard let cast = f.runtime.cast(v, to: type) else { return false }
        return try inner.match(cast, f)
    }
}
