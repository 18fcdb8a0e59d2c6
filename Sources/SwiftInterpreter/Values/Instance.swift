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
    /// The host's object behind an instance of a class that subclasses a host class (a SimCore
    /// controller behind a `UIViewController` subclass); nil for the program's own classes.
    public private(set) var host: AnyObject?
    /// Where the host keeps the stored properties it also shows (nil for most instances): every
    /// read and write of a field goes through it, so the host's store and the instance agree.
    public private(set) var hostFields: HostFields?

    init(cls: TypeDecl, fields: [Value], lifetimes: Lifetimes?) {
        self.cls = cls
        self.fields = fields
        self.lifetimes = lifetimes
    }

    /// An instance of a host class itself (a plain `UIButton`), standing for `host`.
    public static func hosted(_ cls: TypeDecl, host: AnyObject) -> Instance {
        let instance = Instance(cls: cls, fields: [], lifetimes: nil)
        instance.host = host
        return instance
    }

    /// Makes `host` the object behind this instance, and `fields` the keeper of its properties.
    public func attach(host: AnyObject, fields: HostFields?) {
        self.host = host
        hostFields = fields
    }

    /// Field `index`, as the host has it when it keeps the property too.
    @inline(__always) func field(_ index: Int) -> Value {
        guard let hostFields else { return fields[index] }
        return hostFields.read(self, field: index, stored: fields[index])
    }

    /// Stores field `index`, telling the host that keeps the property.
    @inline(__always) func setField(_ index: Int, _ value: Value) {
        fields[index] = value
        hostFields?.wrote(self, field: index, value: value)
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
