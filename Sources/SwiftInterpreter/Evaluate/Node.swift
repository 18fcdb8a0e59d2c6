/// The resolved program: a tree of these nodes, each evaluating itself. Resolution has already
/// decided every name's storage, every literal's type and every member a call reaches where it
/// could; what a node still looks up at run time, it says.
class Expr {
    let loc: SourceLoc

    init(_ loc: SourceLoc) { self.loc = loc }

    func eval(_ f: Frame) throws(Interrupt) -> Value {
        fatalError("\(type(of: self)) does not evaluate")
    }
}

/// An expression that names storage (a variable, a property, an element): it can be assigned
/// and passed `inout`, and mutating methods change it in place.
class PlaceExpr: Expr {
    /// Reads the stored value, lets `body` change it, writes it back (calling setters and
    /// observers on the way); returns what `body` returns.
    func modify(_ f: Frame, _ body: (inout Value) throws(Interrupt) -> Value) throws(Interrupt) -> Value {
        fatalError("\(type(of: self)) cannot be modified")
    }

    func assign(_ f: Frame, _ value: Value) throws(Interrupt) {
        _ = try modify(f) { v throws(Interrupt) in v = value; return .void }
    }

    /// Evaluates the subscript indices along this place now, ahead of the value about to be
    /// assigned to it (`a[i()] += rhs()` calls `i()` first, as Swift does); the next `modify`
    /// uses them.
    func prepare(_ f: Frame) throws(Interrupt) {}

    /// Forgets prepared indices when the value could not be made (it threw).
    func unprepare() {}
}

/// A place made of another place (`base.x`, `base!`): preparing it prepares its base.
class DerivedPlaceExpr: PlaceExpr {
    var preparedBase: PlaceExpr? { nil }
    override func prepare(_ f: Frame) throws(Interrupt) { try preparedBase?.prepare(f) }
    override func unprepare() { preparedBase?.unprepare() }
}

class Stmt {
    let loc: SourceLoc

    init(_ loc: SourceLoc) { self.loc = loc }

    func exec(_ f: Frame) throws(Interrupt) -> Flow {
        fatalError("\(type(of: self)) does not execute")
    }
}

/// A braced list of statements with its own scope: on the way out — normally, by `break`,
/// `return` or a throw — its `defer`s run in reverse order, then its variables are released in
/// reverse order of declaration (which runs any `deinit` they owed), as compiled Swift does.
final class Block {
    var statements: [Stmt] = []
    /// Variables declared directly in this scope, in declaration order.
    var scopeVariables: [VarStorage] = []
    /// Whether a `defer` appears directly in this block.
    var hasDefers = false

    func exec(_ f: Frame) throws(Interrupt) -> Flow {
        if hasDefers { return try execWithDefers(f) }
        var flow = Flow.normal
        do {
            for s in statements {
                flow = try s.exec(f)
                if !f.runtime.lifetimes.isEmpty { try f.runtime.runDeinitializers() }
                if case .normal = flow { continue }
                break
            }
        } catch {
            endScope(f)
            throw error
        }
        try endScopeRunningDeinits(f)
        return flow
    }

    private func execWithDefers(_ f: Frame) throws(Interrupt) -> Flow {
        var deferred: [Block] = []
        var flow = Flow.normal
        do {
            for s in statements {
                if let d = s as? DeferStmt {
                    deferred.append(d.body)
                    continue
                }
                flow = try s.exec(f)
                if !f.runtime.lifetimes.isEmpty { try f.runtime.runDeinitializers() }
                if case .normal = flow { continue }
                break
            }
        } catch {
            // A defer's body cannot leave its scope by throwing (Swift forbids it), so the
            // error that brought us here is the one that goes on.
            for d in deferred.reversed() { _ = try? d.exec(f) }
            endScope(f)
            throw error
        }
        let saved = f.returnValue
        for d in deferred.reversed() { _ = try d.exec(f) }
        f.returnValue = saved
        try endScopeRunningDeinits(f)
        return flow
    }

    private func endScope(_ f: Frame) {
        for v in scopeVariables.reversed() { f.clear(v) }
    }

    private func endScopeRunningDeinits(_ f: Frame) throws(Interrupt) {
        if scopeVariables.isEmpty { return }
        for v in scopeVariables.reversed() {
            f.clear(v)
            if !f.runtime.lifetimes.isEmpty { try f.runtime.runDeinitializers() }
        }
    }
}

/// `defer { … }`: Block runs its body on the way out of the enclosing scope.
final class DeferStmt: Stmt {
    let body: Block
    init(_ loc: SourceLoc, body: Block) {
        self.body = body
        super.init(loc)
    }

    override func exec(_ f: Frame) throws(Interrupt) -> Flow { .normal }
}
