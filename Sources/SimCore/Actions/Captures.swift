/// What a closure captured when it was made, as Swift has it: the capture list (`[item]`,
/// `[weak self]`) copies values, and a closure also captures the names of the body it is
/// written in that it uses — a constant by value (it cannot change), a `var` by reference (the
/// closure and the body share the variable).
public struct Captures: ExpressibleByArrayLiteral {
    /// The values copied when the closure was made: the capture list, then the names captured
    /// implicitly by value.
    public var values: [(name: String, value: Value)]
    /// Captured `weak`: does not keep its object alive, and reads nil once the object is freed.
    public var weak: Set<String> = []
    /// Values captured without a capture list (an enclosing body's `let` or parameter).
    public var implicit: Set<String> = []
    /// An enclosing body's `var`s, captured by reference: their values are read when the closure
    /// runs, so a listing names them without a value.
    public var shared: [String] = []
    /// The shared variables' values now: what they hold, the closure holds (an object a shared
    /// `var` refers to stays alive while the closure does).
    public var sharedValues: () -> [Value] = { [] }

    public init(_ values: [(name: String, value: Value)], weak: Set<String> = [], implicit: Set<String> = [], shared: [String] = [],
                sharedValues: @escaping () -> [Value] = { [] }) {
        self.values = values; self.weak = weak; self.implicit = implicit; self.shared = shared; self.sharedValues = sharedValues
    }

    public init(arrayLiteral elements: (name: String, value: Value)...) { values = elements }
}
