import SimCore

/// The names a command can use where it is written, as the binder knows them: the handler's
/// own (its locals, captures, parameters, `self`, `sender`) and the objects made earlier in the
/// body. Script variables and existing objects come from the session (see `Binder.resolve`,
/// where the one lookup order is written). A class: a body's commands declare into one scope
/// as they are bound.
final class Scope {
    enum Kind: Equatable {
        case topLevel
        /// A method body: `self` is its object; `sender` comes with `name:` selectors (arity 1
        /// or more), as UIKit passes it only to actions that take it.
        case method(arity: Int)
        /// A closure body: `sender` is what sent it; a closure has no `self`.
        case closure
        /// A cell type's `prepareForReuse` or `viewModel` body: `self` is the cell, no sender.
        case cell
    }

    struct Local {
        let name: String
        let mutable: Bool
        let declaredAt: SourceLocation
        /// Declared in an `if`'s branch that has ended: its slot stays, its name is gone.
        var outOfScope = false
    }

    let kind: Kind
    /// `let` and `var` declared in this body so far; a local's slot is its index.
    private(set) var locals: [Local] = []
    /// The names the closure captured, in its capture list's order.
    let captures: [String]
    /// What the engine passes to this kind of handler (see `HandlerParameters`).
    let parameters: [String]
    /// Objects made earlier in this body or an enclosing one: they exist when the body runs, not
    /// when it is bound, so they are found by name then.
    private(set) var createdObjects: [String]
    /// The handler body a closure is written in (nil at the top level, and for a body written at
    /// the top level): Swift closures capture its names without a capture list.
    let enclosing: Scope?

    /// A name of the enclosing body a closure uses without listing it: a `let`, a parameter or a
    /// capture is copied when the closure is made (it cannot change); a `var` is shared.
    struct ImplicitCapture {
        let name: String
        /// What the name is in the enclosing body, read when the closure is made.
        let source: NameReference
        let byReference: Bool
    }
    /// In the order the body first used them; the by-value ones follow the capture list in the
    /// closure's captures (`.capture(captures.count + i)`), the shared ones are `.sharedCapture(i)`.
    private(set) var implicitCaptures: [ImplicitCapture] = []

    static var topLevel: Scope { Scope(kind: .topLevel, captures: [], parameters: [], createdObjects: [], enclosing: nil) }

    init(kind: Kind, captures: [String], parameters: [String], createdObjects: [String], enclosing: Scope?) {
        self.kind = kind; self.captures = captures; self.parameters = parameters; self.createdObjects = createdObjects
        self.enclosing = enclosing
    }

    /// A handler body's scope, defined inside this one: it sees the objects this one makes, and
    /// a closure sees this body's names.
    func body(_ kind: Kind, captures: [String] = [], parameters: [String] = []) -> Scope {
        Scope(kind: kind, captures: captures, parameters: parameters, createdObjects: createdObjects,
              enclosing: kind == .closure && isHandler ? self : nil)
    }

    /// How this closure refers to the enclosing body's `name` (found there as `source`),
    /// capturing it the first time.
    func captureImplicitly(_ name: String, _ source: NameReference, byReference: Bool) -> NameReference {
        let shared = implicitCaptures.filter(\.byReference)
        let copied = implicitCaptures.filter { !$0.byReference }
        if let i = shared.firstIndex(where: { $0.name == name }) { return .sharedCapture(i) }
        if let i = copied.firstIndex(where: { $0.name == name }) { return .capture(captures.count + i) }
        implicitCaptures.append(ImplicitCapture(name: name, source: source, byReference: byReference))
        return byReference ? .sharedCapture(shared.count) : .capture(captures.count + copied.count)
    }

    var isHandler: Bool { kind != .topLevel }
    var hasReceiver: Bool {
        switch kind {
        case .method, .cell: return true
        case .topLevel, .closure: return false
        }
    }
    var hasSender: Bool {
        switch kind {
        case .method(let arity): return arity >= 1
        case .closure: return true
        case .topLevel, .cell: return false
        }
    }

    var localCount: Int { locals.count }
    func localSlot(_ name: String) -> Int? { locals.lastIndex { $0.name == name && !$0.outOfScope } }

    /// The first slot of the block being bound (an `if` branch's, or 0 for the body's own).
    private(set) var blockStart = 0

    /// Binds an `if` branch with `bind`: its locals may shadow the body's, and their names end
    /// at its `}` (their slots stay).
    func branch<T>(_ bind: () throws -> T) rethrows -> T {
        let outerStart = blockStart
        blockStart = locals.count
        defer {
            for i in blockStart..<locals.count { locals[i].outOfScope = true }
            blockStart = outerStart
        }
        return try bind()
    }
    func local(_ slot: Int) -> Local { locals[slot] }

    /// Declares a local; returns its slot.
    func declare(_ local: Local) -> Int {
        locals.append(local)
        return locals.count - 1
    }

    func created(_ name: String) {
        if isHandler { createdObjects.append(name) }
    }
}
