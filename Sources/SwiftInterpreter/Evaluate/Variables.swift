/// A variable or constant: a frame slot, a cell, a captured cell or a global.
final class VariableRef: PlaceExpr {
    let storage: VarStorage
    init(_ loc: SourceLoc, _ storage: VarStorage) {
        self.storage = storage
        super.init(loc)
    }

    override func eval(_ f: Frame) throws(Interrupt) -> Value {
        switch storage {
        case .slot(let i): return f.slots[i]
        case .cell(let i): return f.cells[i]?.value ?? .void
        case .capture(let i): return f.captures[i].value
        case .global(let i): return f.runtime.globals[i]
        }
    }

    override func modify(_ f: Frame, _ body: (inout Value) throws(Interrupt) -> Value) throws(Interrupt) -> Value {
        try f.modify(storage, body)
    }

    override func assign(_ f: Frame, _ value: Value) throws(Interrupt) {
        f.write(storage, value)
    }
}

/// A `weak var` or `unowned` variable (or a `[weak self]` capture): holds its object without
/// keeping it alive; reading gives an optional (weak) or the object (unowned).
final class WeakVariableRef: PlaceExpr {
    let storage: VarStorage
    let ownership: MemberDecl.Ownership
    init(_ loc: SourceLoc, _ storage: VarStorage, _ ownership: MemberDecl.Ownership) {
        self.storage = storage
        self.ownership = ownership
        super.init(loc)
    }

    override func eval(_ f: Frame) throws(Interrupt) -> Value {
        try f.runtime.loadStored(f.read(storage), loc: loc)
    }

    override func modify(_ f: Frame, _ body: (inout Value) throws(Interrupt) -> Value) throws(Interrupt) -> Value {
        var v = try eval(f)
        let r = try body(&v)
        f.write(storage, f.runtime.storeConverting(v, ownership: ownership))
        return r
    }
}

/// A static stored property (`static let shared = Config()`): a global initialised the first
/// time it is read, as Swift initialises them lazily.
final class StaticPropertyRef: PlaceExpr {
    let index: Int
    let member: MemberDecl
    init(_ loc: SourceLoc, index: Int, member: MemberDecl) {
        self.index = index
        self.member = member
        super.init(loc)
    }

    private func ensureInitialized(_ rt: Runtime) throws(Interrupt) {
        if rt.globalInitialized[index] { return }
        rt.globalInitialized[index] = true
        if let e = member.initialValue {
            rt.globals[index] = try rt.evalDetached(e)
        } else if case .optional? = member.type {
            rt.globals[index] = .nilValue
        }
    }

    override func eval(_ f: Frame) throws(Interrupt) -> Value {
        try ensureInitialized(f.runtime)
        return f.runtime.globals[index]
    }

    override func modify(_ f: Frame, _ body: (inout Value) throws(Interrupt) -> Value) throws(Interrupt) -> Value {
        try ensureInitialized(f.runtime)
        let old = f.runtime.globals[index]
        let r = try f.modify(.global(index), body)
        if member.willSet != nil || member.didSet != nil {
            let new = f.runtime.globals[index]
            if let d = member.didSet {
                f.runtime.globals[index] = new
                try f.runtime.invoke(d, self: .void, args: [old], captures: [], loc: loc)
            }
        }
        return r
    }
}

/// A top-level variable with `willSet`/`didSet`: every change — an assignment, a mutating
/// method, `+=` — runs them, as Swift's observers on a stored variable run.
final class ObservedVariableRef: PlaceExpr {
    let storage: VarStorage
    let willSet: FunctionDecl?
    let didSet: FunctionDecl?

    init(_ loc: SourceLoc, _ storage: VarStorage, willSet: FunctionDecl?, didSet: FunctionDecl?) {
        self.storage = storage
        self.willSet = willSet
        self.didSet = didSet
        super.init(loc)
    }

    override func eval(_ f: Frame) throws(Interrupt) -> Value { f.read(storage) }

    override func modify(_ f: Frame, _ body: (inout Value) throws(Interrupt) -> Value) throws(Interrupt) -> Value {
        let old = f.read(storage)
        var v = old
        let r = try body(&v)
        if let willSet { try f.runtime.invoke(willSet, self: nil, args: [v], captures: [], loc: loc) }
        f.write(storage, v)
        if let didSet { try f.runtime.invoke(didSet, self: nil, args: [old], captures: [], loc: loc) }
        return r
    }

    override func assign(_ f: Frame, _ value: Value) throws(Interrupt) {
        _ = try modify(f) { v throws(Interrupt) in v = value; return .void }
    }
}
