/// An action selector without an Objective-C runtime: a name such as `didTapButton:`.
///
/// Names are interned per world in a `SelectorTable`, so events and method tables store a
/// small integer. The number of colons is the action's arity, as in Objective-C:
/// `refresh` → `action()`, `didTap:` → `action(sender)`, `didTap:forEvent:` → `action(sender, event)`.
public struct Selector: Hashable, Sendable {
    /// The selector's number in its world's ``SelectorTable``.
    public let id: Int32
    package init(id: Int32) { self.id = id }
}

/// The world's selector names, each interned once; a ``Selector`` is an index into it.
public struct SelectorTable: Sendable {
    private var names: [String] = []
    private var arities: [Int] = []
    private var index: [String: Int32] = [:]

    /// An empty table.
    public init() {}

    /// The selector named `name`, added on first use.
    public mutating func intern(_ name: String) -> Selector {
        if let id = index[name] { return Selector(id: id) }
        let id = Int32(names.count)
        names.append(name)
        arities.append(name.reduce(0) { $0 + ($1 == ":" ? 1 : 0) })
        index[name] = id
        return Selector(id: id)
    }

    /// The selector named `name` if it was ever interned; nil otherwise (nothing is added).
    public func lookup(_ name: String) -> Selector? { index[name].map(Selector.init(id:)) }
    /// The name `selector` was interned with.
    public func name(_ selector: Selector) -> String { names[Int(selector.id)] }
    /// 0: `action()`, 1: `action(sender)`, 2 or more: `action(sender, event)`.
    public func arity(_ selector: Selector) -> Int { arities[Int(selector.id)] }
    /// Every selector name, in the order interned.
    public var allNames: [String] { names }
}
