/// A variable or constant the resolver knows by name: where it lives, its static type, whether
/// it may be assigned.
final class LocalBinding {
    let name: String
    let storage: VarStorage
    var type: SType
    let isLet: Bool
    /// Whether it has a value yet (`let x: Int` may be assigned once later).
    var isInitialized = true
    /// Declared `T!`: an optional the compiler unwraps where an optional does not fit.
    var isImplicitlyUnwrapped = false
    /// A top-level `var x = 0 { willSet … didSet … }`: its observers.
    var willSet: FunctionDecl?
    var didSet: FunctionDecl?
    /// Inside its own observers a variable is assigned without running them again.
    var observing = false
    var ownership: MemberDecl.Ownership
    /// The function whose frame holds it (nil for top-level variables, which are global).
    unowned let context: FunctionContext?
    let loc: SourceLoc

    init(name: String, storage: VarStorage, type: SType, isLet: Bool, ownership: MemberDecl.Ownership = .strong,
         context: FunctionContext?, loc: SourceLoc) {
        self.name = name
        self.storage = storage
        self.type = type
        self.isLet = isLet
        self.ownership = ownership
        self.context = context
        self.loc = loc
    }
}

/// One braced scope: the names it declares and, in order, what to release when it ends.
final class Scope {
    var names: [String: LocalBinding] = [:]
    var declared: [VarStorage] = []
    /// Local functions, which may be overloaded.
    var functions: [String: [LocalBinding]] = [:]
}

/// The function (or closure, or top-level code) being resolved: its frame layout, its scopes,
/// what it captures from the function around it, and what `self` and `return` mean in it.
final class FunctionContext {
    let fn: FunctionDecl
    /// The enclosing function, for closures and local functions (which capture from it).
    let parent: FunctionContext?
    var scopes: [Scope] = [Scope()]
    /// Names used inside closures and local functions nested here: a variable with one of these
    /// names lives in a cell, so the closure shares it (found by a pass over the body first).
    let capturedNames: Set<String>
    /// What this closure captured, in capture order, and the capture index for each binding.
    var captureIndex: [ObjectIdentifier: Int] = [:]
    /// The type `self` has here (nil in free functions and top-level code).
    let selfType: SType?
    /// The type whose members are in scope unqualified.
    let typeContext: TypeDecl?
    let isStatic: Bool
    /// `self` may be assigned and its stored properties changed (mutating methods, initializers,
    /// any method of a class).
    let selfIsMutable: Bool
    var returnType: SType
    /// Inside an initializer: `self.x = …` initialises a `let`.
    let isInitializer: Bool
    let isTopLevel: Bool
    /// Enclosing loops and labeled statements, innermost last.
    var labels: [(name: String?, id: LabelID, isLoop: Bool)] = []
    /// A closure whose result type was not given: the first `return` decides it.
    var inferReturnType = false
    /// For a generic function: a parameter whose run-time value tells what a generic parameter
    /// stands for (`_ type: T.Type`, or `_ value: T`), since simrepl does not carry generic
    /// arguments at run time.
    var genericWitnesses: [GenericParam: (name: String, isMetatype: Bool)] = [:]

    init(fn: FunctionDecl, parent: FunctionContext?, capturedNames: Set<String>, selfType: SType?,
         typeContext: TypeDecl?, isStatic: Bool, selfIsMutable: Bool, returnType: SType,
         isInitializer: Bool = false, isTopLevel: Bool = false) {
        self.fn = fn
        self.parent = parent
        self.capturedNames = capturedNames
        self.selfType = selfType
        self.typeContext = typeContext
        self.isStatic = isStatic
        self.selfIsMutable = selfIsMutable
        self.returnType = returnType
        self.isInitializer = isInitializer
        self.isTopLevel = isTopLevel
    }

    /// A new variable of this frame: a cell when some closure may capture it, else a slot.
    func allocate(named name: String) -> VarStorage {
        if capturedNames.contains(name) {
            fn.cellCount += 1
            return .cell(fn.cellCount - 1)
        }
        fn.slotCount += 1
        return .slot(fn.slotCount - 1)
    }

    func lookupLocal(_ name: String) -> LocalBinding? {
        for s in scopes.reversed() {
            if let b = s.names[name] { return b }
        }
        return nil
    }

    /// How this function reaches `binding`: directly when it is its own variable, else through
    /// a capture (added on first use, and added to each enclosing closure in between).
    func access(_ binding: LocalBinding) -> VarStorage {
        guard let owner = binding.context else { return binding.storage }
        if owner === self { return binding.storage }
        let key = ObjectIdentifier(binding)
        if let i = captureIndex[key] { return .capture(i) }
        let outer = parent?.access(binding) ?? binding.storage
        let source: CaptureSource
        switch outer {
        case .cell(let i): source = .cell(i)
        case .capture(let i): source = .capture(i)
        case .slot, .global: return outer
        }
        fn.captureSources.append(source)
        fn.captureNames.append((binding.name, binding.isLet ? .implicitConstant : .implicitVariable))
        let i = fn.captureSources.count - 1
        captureIndex[key] = i
        return .capture(i)
    }
}
