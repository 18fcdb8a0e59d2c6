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

    mutating func declare(_ name: String, _ variable: Variable) {
        index[name] = slots.count
        slots.append(variable)
        names.append(name)
    }
}
