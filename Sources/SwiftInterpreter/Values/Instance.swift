/// An instance of a class the program declares. Reference semantics are the host's: every
/// `Value.object` holding it is a strong reference, and Swift's own reference counting decides
/// when the last one goes.
///
/// **Lifetimes.** When the host releases an instance whose class (or a superclass) has a
/// `deinit`, the instance hands its stored properties to the interpreter's `Lifetimes` queue
/// instead of running Swift code from inside a host `deinit`. The evaluator runs queued
/// deinitializers at the next statement boundary — right after the assignment, scope exit or
/// call that dropped the last reference, which is where compiled Swift runs them — with `self`
/// a stand-in holding the same stored properties; those properties are released after the
/// deinitializer, so a member's own `deinit` follows its owner's, as in Swift. A cycle of strong
/// references is never released, here as in Swift.
public final class Instance {
    public let cls: TypeDecl
    public var fields: [Value]
    /// Where the deinitializer is queued; nil for classes without one (and for the stand-in that
    /// runs a deinitializer, whose own release must not queue it again).
    weak var lifetimes: Lifetimes?

    init(cls: TypeDecl, fields: [Value], lifetimes: Lifetimes?) {
        self.cls = cls
        self.fields = fields
        self.lifetimes = lifetimes
    }

    deinit {
        lifetimes?.released(cls: cls, fields: fields)
    }
}

/// The queue of deinitializers owed to instances the host has released.
final class Lifetimes {
    struct Released {
        let cls: TypeDecl
        let fields: [Value]
    }

    private(set) var pending: [Released] = []
    var isEmpty: Bool { pending.isEmpty }

    func released(cls: TypeDecl, fields: [Value]) {
        pending.append(Released(cls: cls, fields: fields))
    }

    func takeFirst() -> Released? {
        pending.isEmpty ? nil : pending.removeFirst()
    }
}

/// A variable a closure captures: Swift captures variables, not values, so the closure and the
/// scope that declared it share this box (a capture list `[x]` copies into a fresh one instead).
public final class Cell {
    public var value: Value
    public init(_ value: Value) { self.value = value }
}
