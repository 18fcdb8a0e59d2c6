import SimCore

// How the trace spells an alert's events — one spelling for the text trace, JSON Lines' `text`
// field and `why`: `"Sure?", buttons [0 "No", 1 "Yes"]` for a UIAlertView, `"Sure?", actions
// ["Delete" (destructive), "Cancel" (cancel)]` for a UIAlertController.

extension AlertButton {
    /// `"Yes" (index 1)`, `"Delete" (destructive)`.
    public func text(_ names: NameTable) -> String {
        switch detail {
        case .index(let i): return "\(quoted(names.string(title))) (index \(i))"
        case .style(let style): return "\(quoted(names.string(title))) (\(style.rawValue))"
        }
    }
}

extension AlertChange {
    /// The event's text: what was shown, what was chosen, which action had no handler; empty
    /// for a dismissal.
    public func text(_ names: NameTable) -> String {
        switch self {
        case .presented(let title, let buttons, let presenter):
            // A UIAlertView is shown (no presenter) and lists its buttons by index; a
            // UIAlertController is presented and lists its actions with their styles.
            let list = buttons.map { button -> String in
                switch button.detail {
                case .index(let i): return "\(i) \(quoted(names.string(button.title)))"
                case .style: return button.text(names)
                }
            }
            return "\(quoted(names.string(title))), \(presenter >= 0 ? "actions" : "buttons") [\(list.joined(separator: ", "))]"
        case .chosen(let button): return button.text(names)
        case .dismissed: return ""
        case .noHandler(let title): return quoted(names.string(title))
        case .tookTouch: return ""
        }
    }
}
