/// An expression used as a statement.
final class ExprStmt: Stmt {
    let expr: Expr
    init(_ expr: Expr) {
        self.expr = expr
        super.init(expr.loc)
    }

    override func exec(_ f: Frame) throws(Interrupt) -> Flow {
        _ = try expr.eval(f)
        return .normal
    }
}

/// `let x = e`, `var y: Int`, `let (a, b) = pair`.
final class DeclareStmt: Stmt {
    let pattern: Pattern?
    let storage: VarStorage?
    let value: Expr?
    /// For a variable without an initial value: what it starts as (nil for an optional).
    let initial: Value

    init(_ loc: SourceLoc, storage: VarStorage, value: Expr?, initial: Value = .void) {
        self.storage = storage
        self.pattern = nil
        self.value = value
        self.initial = initial
        super.init(loc)
    }

    init(_ loc: SourceLoc, pattern: Pattern, value: Expr) {
        self.storage = nil
        self.pattern = pattern
        self.value = value
        self.initial = .void
        super.init(loc)
    }

    override func exec(_ f: Frame) throws(Interrupt) -> Flow {
        let v = try value?.eval(f) ?? initial
        if let storage {
            f.declare(storage, v)
        } else if let pattern, !(try pattern.match(v, f)) {
            throw .unsupported("the value does not match the declaration's pattern", loc)
        }
        return .normal
    }
}

/// A condition of `if`, `guard` and `while`: a Boolean, or a pattern (`let x = optional`,
/// `case .some(let y) = e`) that binds on success.
enum Condition {
    case boolean(Expr)
    case match(Pattern, Expr)

    func holds(_ f: Frame) throws(Interrupt) -> Bool {
        switch self {
        case .boolean(let e):
            if case .bool(true) = try e.eval(f) { return true }
            return false
        case .match(let p, let e):
            return try p.match(try e.eval(f), f)
        }
    }
}

func allHold(_ conditions: [Condition], _ f: Frame) throws(Interrupt) -> Bool {
    for c in conditions where !(try c.holds(f)) { return false }
    return true
}

final class IfStmt: Stmt {
    let conditions: [Condition]
    let then: Block
    let otherwise: Block?
    /// Variables the conditions bind (released after the statement).
    let bound: [VarStorage]

    init(_ loc: SourceLoc, conditions: [Condition], then: Block, otherwise: Block?, bound: [VarStorage]) {
        self.conditions = conditions
        self.then = then
        self.otherwise = otherwise
        self.bound = bound
        super.init(loc)
    }

    override func exec(_ f: Frame) throws(Interrupt) -> Flow {
        let flow: Flow
        if try allHold(conditions, f) {
            flow = try then.exec(f)
        } else if let otherwise {
            flow = try otherwise.exec(f)
        } else {
            flow = .normal
        }
        for v in bound { f.clear(v) }
        return flow
    }
}

/// `guard conditions else { … }`: its bindings stay for the rest of the enclosing scope.
final class GuardStmt: Stmt {
    let conditions: [Condition]
    let otherwise: Block

    init(_ loc: SourceLoc, conditions: [Condition], otherwise: Block) {
        self.conditions = conditions
        self.otherwise = otherwise
        super.init(loc)
    }

    override func exec(_ f: Frame) throws(Interrupt) -> Flow {
        if try allHold(conditions, f) { return .normal }
        return try otherwise.exec(f)
    }
}

/// What a loop does with its body's flow: go on, stop, or pass the flow outwards.
enum LoopStep {
    case next, stop, leave(Flow)

    init(_ flow: Flow, label: LabelID) {
        switch flow {
        case .normal: self = .next
        case .breakLoop(let l): self = l == nil || l == label ? .stop : .leave(flow)
        case .continueLoop(let l): self = l == nil || l == label ? .next : .leave(flow)
        case .returned, .fallthroughCase: self = .leave(flow)
        }
    }
}

final class WhileStmt: Stmt {
    let label: LabelID
    let conditions: [Condition]
    let body: Block
    let bound: [VarStorage]

    init(_ loc: SourceLoc, label: LabelID, conditions: [Condition], body: Block, bound: [VarStorage]) {
        self.label = label
        self.conditions = conditions
        self.body = body
        self.bound = bound
        super.init(loc)
    }

    override func exec(_ f: Frame) throws(Interrupt) -> Flow {
        defer { for v in bound { f.clear(v) } }
        while try allHold(conditions, f) {
            try f.runtime.spend(at: loc)
            switch LoopStep(try body.exec(f), label: label) {
            case .next: continue
            case .stop: return .normal
            case .leave(let flow): return flow
            }
        }
        return .normal
    }
}

final class RepeatStmt: Stmt {
    let label: LabelID
    let body: Block
    let condition: Expr

    init(_ loc: SourceLoc, label: LabelID, body: Block, condition: Expr) {
        self.label = label
        self.body = body
        self.condition = condition
        super.init(loc)
    }

    override func exec(_ f: Frame) throws(Interrupt) -> Flow {
        repeat {
            try f.runtime.spend(at: loc)
            switch LoopStep(try body.exec(f), label: label) {
            case .next: break
            case .stop: return .normal
            case .leave(let flow): return flow
            }
        } while try condition.eval(f).asBool == true
        return .normal
    }
}

/// `for pattern in sequence where condition { … }`. An `Int` range counts without making an
/// array; other sequences iterate a copy of their elements (Swift iterates the value it was
/// given, so changing the collection in the body does not change the loop).
final class ForInStmt: Stmt {
    let label: LabelID
    let pattern: Pattern
    /// The loop variable's storage when the pattern is a plain name (the fast path).
    let simpleStorage: VarStorage?
    let sequence: Expr
    let whereClause: Expr?
    let body: Block
    /// `for case` patterns skip elements that do not match instead of failing.
    let isCasePattern: Bool

    init(_ loc: SourceLoc, label: LabelID, pattern: Pattern, simpleStorage: VarStorage?, sequence: Expr,
         whereClause: Expr?, body: Block, isCasePattern: Bool) {
        self.label = label
        self.pattern = pattern
        self.simpleStorage = simpleStorage
        self.sequence = sequence
        self.whereClause = whereClause
        self.body = body
        self.isCasePattern = isCasePattern
        super.init(loc)
    }

    override func exec(_ f: Frame) throws(Interrupt) -> Flow {
        let seq = try sequence.eval(f)
        if case .range(let r) = seq, let (lo, hi) = r.intBounds {
            var i = lo
            while i < hi {
                if let s = simpleStorage { f.declare(s, .int(i)) } else { _ = try pattern.match(.int(i), f) }
                i += 1
                if let done = try step(f) { return done }
            }
            if let s = simpleStorage { f.clear(s) }
            return .normal
        }
        var result = Flow.normal
        let pattern = self.pattern, simpleStorage = self.simpleStorage, isCasePattern = self.isCasePattern, loc = self.loc
        try f.runtime.iterate(seq, loc: loc) { e throws(Interrupt) in
            if let s = simpleStorage {
                f.declare(s, e)
            } else if !(try pattern.match(e, f)) {
                if isCasePattern { return true }
                throw .unsupported("an element does not match the loop's pattern", loc)
            }
            if let done = try step(f) {
                result = done
                return false
            }
            return true
        }
        if let s = simpleStorage { f.clear(s) }
        return result
    }

    /// Runs the body once; the flow to leave with, or nil to go on.
    @inline(__always)
    private func step(_ f: Frame) throws(Interrupt) -> Flow? {
        try f.runtime.spend(at: loc)
        if let w = whereClause, case .bool(false) = try w.eval(f) { return nil }
        switch LoopStep(try body.exec(f), label: label) {
        case .next: return nil
        case .stop: return .normal
        case .leave(let flow): return flow
        }
    }
}

/// One `case` of a switch: its patterns (each with an optional `where`), its body.
struct SwitchCase {
    var items: [(pattern: Pattern, guardExpr: Expr?)]
    var body: Block
    var isDefault: Bool
    /// Variables the patterns bind, released when the case is done.
    var bound: [VarStorage]
}

final class SwitchStmt: Stmt {
    let label: LabelID
    let subject: Expr
    let cases: [SwitchCase]

    init(_ loc: SourceLoc, label: LabelID, subject: Expr, cases: [SwitchCase]) {
        self.label = label
        self.subject = subject
        self.cases = cases
        super.init(loc)
    }

    override func exec(_ f: Frame) throws(Interrupt) -> Flow {
        let v = try subject.eval(f)
        var chosen: Int?
        search: for (i, c) in cases.enumerated() {
            if c.isDefault { chosen = i; break }
            for item in c.items {
                if try item.pattern.match(v, f) {
                    if let g = item.guardExpr, case .bool(false) = try g.eval(f) { continue }
                    chosen = i
                    break search
                }
            }
        }
        guard var i = chosen else { return .normal }
        while true {
            let flow = try cases[i].body.exec(f)
            for b in cases[i].bound { f.clear(b) }
            switch flow {
            case .fallthroughCase where i + 1 < cases.count:
                i += 1
                continue
            case .fallthroughCase: return .normal
            case .breakLoop(let l) where l == label: return .normal
            default: return flow
            }
        }
    }
}

final class BreakStmt: Stmt {
    let label: LabelID
    init(_ loc: SourceLoc, label: LabelID) {
        self.label = label
        super.init(loc)
    }

    override func exec(_ f: Frame) throws(Interrupt) -> Flow { .breakLoop(label) }
}

final class ContinueStmt: Stmt {
    let label: LabelID
    init(_ loc: SourceLoc, label: LabelID) {
        self.label = label
        super.init(loc)
    }

    override func exec(_ f: Frame) throws(Interrupt) -> Flow { .continueLoop(label) }
}

final class FallthroughStmt: Stmt {
    override func exec(_ f: Frame) throws(Interrupt) -> Flow { .fallthroughCase }
}

final class ReturnStmt: Stmt {
    let value: Expr?
    init(_ loc: SourceLoc, value: Expr?) {
        self.value = value
        super.init(loc)
    }

    override func exec(_ f: Frame) throws(Interrupt) -> Flow {
        if let value { f.returnValue = try value.eval(f) }
        return .returned
    }
}

final class ThrowStmt: Stmt {
    let value: Expr
    init(_ loc: SourceLoc, value: Expr) {
        self.value = value
        super.init(loc)
    }

    override func exec(_ f: Frame) throws(Interrupt) -> Flow {
        throw .thrown(try value.eval(f), loc)
    }
}

/// `do { … }` (a scope), with `catch` clauses when it has them.
final class DoStmt: Stmt {
    struct Catch {
        var pattern: Pattern
        var guardExpr: Expr?
        var body: Block
        var bound: [VarStorage]
    }

    let label: LabelID
    let body: Block
    let catches: [Catch]

    init(_ loc: SourceLoc, label: LabelID, body: Block, catches: [Catch]) {
        self.label = label
        self.body = body
        self.catches = catches
        super.init(loc)
    }

    override func exec(_ f: Frame) throws(Interrupt) -> Flow {
        let flow: Flow
        do {
            flow = try body.exec(f)
        } catch .thrown(let error, let where_) {
            for c in catches {
                guard try c.pattern.match(error, f) else { continue }
                if let g = c.guardExpr, case .bool(false) = try g.eval(f) { continue }
                let caught = try c.body.exec(f)
                for b in c.bound { f.clear(b) }
                if case .breakLoop(let l) = caught, l == label { return .normal }
                return caught
            }
            throw .thrown(error, where_)
        }
        if case .breakLoop(let l) = flow, l == label { return .normal }
        return flow
    }
}

/// A local function declaration: its closure goes into its (captured) variable first, so the
/// function can call itself.
final class LocalFunctionStmt: Stmt {
    let storage: VarStorage
    let closure: MakeClosure
    init(_ loc: SourceLoc, storage: VarStorage, closure: MakeClosure) {
        self.storage = storage
        self.closure = closure
        super.init(loc)
    }

    override func exec(_ f: Frame) throws(Interrupt) -> Flow {
        f.declare(storage, .void)
        f.write(storage, try closure.eval(f))
        return .normal
    }
}

/// An `if` or `switch` used as an expression: runs the statement, whose branches leave their
/// value in a hidden variable, and gives that value.
final class StatementValue: Expr {
    let stmt: Stmt
    let storage: VarStorage
    init(_ loc: SourceLoc, _ stmt: Stmt, storage: VarStorage) {
        self.stmt = stmt
        self.storage = storage
        super.init(loc)
    }

    override func eval(_ f: Frame) throws(Interrupt) -> Value {
        _ = try stmt.exec(f)
        let v = f.read(storage)
        f.clear(storage)
        return v
    }
}
