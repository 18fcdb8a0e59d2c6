import SimCore

/// A typed argument in a command's grammar: how it reads (`kind`), how usage shows it (`label`,
/// `VIEW`), how errors name it (`what`, "the parent view") and where the binder files it (`key`)
/// for the command to read back. A class: the binder reads placeholders on every command, and
/// sharing one costs less than copying its strings.
final class Placeholder: Sendable {
    let key: ArgumentKey
    let kind: ArgumentKind
    let label: String
    let what: String
    /// Words completion offers besides what the kind gives (`true`, `false` for a flag).
    let suggestions: [String]
    /// Replaces the usage hint on errors about this argument.
    let hint: String?

    init(key: ArgumentKey, kind: ArgumentKind, label: String, what: String, suggestions: [String] = [], hint: String? = nil) {
        self.key = key; self.kind = kind; self.label = label; self.what = what; self.suggestions = suggestions; self.hint = hint
    }
}

/// How a placeholder's tokens read, and what they become.
enum ArgumentKind: Sendable {
    /// A name for a new object or variable: letters, digits, `_` and `.`, not starting with a digit.
    case newName
    /// A name for a new cell type or protocol: an identifier without dots (`noun` names it in errors).
    case typeName(noun: String)
    /// An existing object of a kind, or a name in scope that holds one.
    case object(ObjectRequirement)
    /// `OBJECT.PROPERTY`: an object and the name of one of its properties (`only` that one).
    case member(only: String? = nil)
    /// `BUTTON.didTouchUpInside`: the seed's closure property.
    case closureProperty
    /// A variable declared with `var` (or `let`, reported when assigned).
    case variable
    case number
    case integer
    /// `0.5s`, `200ms`, `2` (seconds).
    case duration
    /// `X Y`.
    case point
    /// `X Y WIDTH HEIGHT`, neither size negative.
    case rect
    /// A double-quoted string.
    case text
    /// `refresh`, `didTap:`, `didTap:forEvent:`; completion offers the methods of the object
    /// filed under `implementedBy` when there is one.
    case selector(implementedBy: ArgumentKey? = nil)
    /// `touchUpInside`, `touchDown|touchUpInside`.
    case events
    /// One operand: a string, number, true/false, nil or a name (`item`, `cell.nameLabel`, `items[row]`).
    case value
    /// `list A, B, C`, or operands joined by `+`/`-` and at most one comparison.
    case expression
    /// One word out of a fixed set.
    case choice(Choice)
    /// Any word: a property or option name, an identifier, a block name…
    case word(Completing = .nothing)
    /// A variable or object whose value a closure snapshots now.
    case capture
    /// `once`, `twice`, `never` or `N times`.
    case count
    /// The rest of the line as a command of its own (`whatif COMMAND …`): the command binds it.
    case commandLine

    /// What completion offers for a free word.
    enum Completing: Sendable {
        case nothing, commands, protocols, cellTypes, closures
        /// What `why` can be asked about: objects, closures, and TARGET.ACTION for every method.
        case handlers
        /// The block handlers of the object filed under this key (`shouldReturnHandler`…).
        case blockNames(of: ArgumentKey)
    }
}

/// A fixed set of words and how to say that a word is not one of them.
struct Choice: Sendable {
    let words: [String]
    /// `{word}` stands for the word found: "unknown touch phase '{word}'".
    let unknown: String
    /// The hint when no word is close enough for "did you mean" (nil: none).
    var otherwise: String? = nil

    func message(for word: String) -> String { unknown.replacingOccurrences(of: "{word}", with: word) }
}

extension Placeholder {
    static func newName(_ what: String) -> Placeholder {
        Placeholder(key: .name, kind: .newName, label: "NAME", what: what)
    }
    static func object(_ key: ArgumentKey, _ kind: ObjectRequirement, _ label: String, _ what: String) -> Placeholder {
        Placeholder(key: key, kind: .object(kind), label: label, what: what)
    }
    static func number(_ key: ArgumentKey, _ label: String, _ what: String) -> Placeholder {
        Placeholder(key: key, kind: .number, label: label, what: what)
    }
    static func integer(_ key: ArgumentKey, _ label: String, _ what: String) -> Placeholder {
        Placeholder(key: key, kind: .integer, label: label, what: what)
    }
    static func duration(_ key: ArgumentKey = .duration, _ label: String = "DURATION") -> Placeholder {
        Placeholder(key: key, kind: .duration, label: label, what: "a duration")
    }
    static func text(_ key: ArgumentKey, _ label: String, _ what: String) -> Placeholder {
        Placeholder(key: key, kind: .text, label: label, what: what)
    }
    static func selector(_ key: ArgumentKey = .action, _ label: String = "ACTION",
                         implementedBy: ArgumentKey? = nil) -> Placeholder {
        Placeholder(key: key, kind: .selector(implementedBy: implementedBy), label: label, what: "an action selector")
    }
    static func value(_ key: ArgumentKey = .value, _ label: String = "VALUE", _ what: String = "a value") -> Placeholder {
        Placeholder(key: key, kind: .value, label: label, what: what)
    }
    static func expression(_ key: ArgumentKey = .value, _ label: String = "VALUE") -> Placeholder {
        Placeholder(key: key, kind: .expression, label: label, what: "a value")
    }
    static func word(_ key: ArgumentKey, _ label: String, _ what: String, _ completing: ArgumentKind.Completing = .nothing) -> Placeholder {
        Placeholder(key: key, kind: .word(completing), label: label, what: what)
    }
    static func choice(_ key: ArgumentKey, _ what: String, _ choice: Choice, label: String? = nil) -> Placeholder {
        Placeholder(key: key, kind: .choice(choice), label: label ?? choice.words.joined(separator: "|"), what: what)
    }
    /// A true/false property value (read as any value; completion offers both).
    static func flag(_ label: String = "true|false") -> Placeholder {
        Placeholder(key: .value, kind: .value, label: label, what: "a value", suggestions: ["true", "false"])
    }
}
