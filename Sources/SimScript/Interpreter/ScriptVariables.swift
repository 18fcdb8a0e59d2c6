import SimCore

/// The script's `let` and `var` declared at the top level, in declaration order. A bound name
/// refers to a variable by its slot, so reading one does not hash its name.
struct ScriptVariables {
    struct Variable {
        var value: Value
        let mutable: Bool
        let declaredAt: SourceLocation
    }

    private var slots: [Variable] = []
    /// Names in declaration order (`vars` lists them so; "did you mean" reads them).
    private(set) var names: [String] = []
    private var index: [String: Int] = [:]

    func slot(_ name: String) -> Int? { index.isEmpty ? nil : index[name] }

    subscript(slot: Int) -> Variable {
        get { slots[slot] }
        set { slots[slot] = newValue }
    }

    subscript(name: String) -> Variable? { slot(name).map { slots[$0] } }

    /// The objects the variables hold, by the variable's name (a variable holds strongly, as a
    /// Swift `let` or `var` does).
    var objectHolders: [(name: String, object: SimObject.ID)] {
        var out: [(name: String, object: SimObject.ID)] = []
        for (name, i) in zip(names, slots.indices) { slots[i].value.addObjects(named: name, to: &out) }
        return out
    }

    mutating func declare(_ name: String, _ variable: Variable) {
        index[name] = slots.count
        slots.append(variable)
        names.append(name)
    }
}

extension Value {
    /// Whether this value refers to an object (a list through its items): what a variable holds
    /// strongly, and what cannot cross to another process.
    public var holdsObject: Bool {
        switch self {
        case .object: return true
        case .list(let items): return items.contains { $0.holdsObject }
        default: return false
        }
    }

    /// The objects this value refers to (a list's too), each under `name`.
    func addObjects(named name: String, to out: inout [(name: String, object: SimObject.ID)]) {
        switch self {
        case .object(let id): out.append((name, id))
        case .list(let items): for item in items { item.addObjects(named: name, to: &out) }
        default: break
        }
    }
}
