import SimCore

extension Holder {
    /// "its superview card", "timer beat (its target until invalidated)", "closure#3 (captures it
    /// as self)", "the script", "variable vm".
    public func text(_ names: NameTable) -> String {
        switch self {
        case .object(let id, let relation):
            let name = names.name(id)
            switch relation {
            case .superview: return "its superview \(name)"
            case .view: return "its view \(name)"
            case .controller: return "its controller \(name)"
            case .window: return "its window \(name)"
            case .application: return "the application"
            case .table: return "its table \(name)"
            case .timer: return "timer \(name) (a timer holds its target until it is invalidated)"
            case .property: return "a property of \(name)"
            case .outlet: return "a strong outlet of \(name)"
            }
        case .closure(let id, let capture):
            return "\(names.closure(id).displayName) (captures it strongly as \(capture))"
        case .script: return "the script (it made it)"
        case .variable(let name): return "variable \(name)"
        }
    }
}
