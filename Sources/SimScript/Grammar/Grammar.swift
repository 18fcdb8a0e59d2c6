import SimCore

/// One piece of a command's grammar, as data. The binder matches a command's arguments against
/// it, `help` renders it as the usage line, and completion walks it to offer the next word — so
/// the three cannot disagree.
///
/// `window NAME [size W H]` is
/// `.sequence([.argument(.newName("a window name")), .optional(.sequence([.keyword("size"), …]))])`.
indirect enum Grammar: Sendable {
    /// A literal word: `in`, `for`, `frame`. `records` files it under a key when the command
    /// needs to know it was there (`nil` for TARGET|nil, a property name such as `title`).
    case keyword(String, records: ArgumentKey?)
    /// A token that is not a word: `=`, `==`, `!=`.
    case symbol(Token.Kind, String)
    /// A typed argument: `VIEW`, `X Y W H`, `EVENTS`.
    case argument(Placeholder)
    /// Parts in order.
    case sequence([Grammar])
    /// `[ … ]`: matched when the next token can start it.
    case optional(Grammar)
    /// `a|b`: the first alternative that matches.
    case oneOf([Grammar])
    /// `X...`: one or more (`atLeast` 0 allows none).
    case repeated(Grammar, atLeast: Int = 1)
    /// `X, ...`: one or more, separated by commas.
    case commaSeparated(Grammar)
    /// Keyword-led options in any order (`[frame X Y W H] [title TEXT]`), then `more` as many
    /// times as given (`[PROPERTY VALUE]...`).
    case options([Grammar], more: Grammar? = nil)
    /// The command's `{ }` block.
    case block(Block)

    /// What a `{ }` block holds and what to say when it is missing.
    struct Block: Sendable {
        var required = true
        /// How usage shows the inside: `BODY`, `SUBVIEWS [prepareForReuse { BODY }]`.
        var label = "BODY"
        /// The whole message when a required block is missing.
        var missing = "missing the closure body { … }"
        /// The hint for it, where `{source}` stands for the command as written (nil: the usage).
        var hint: String? = nil

        static let body = Block()
        static let optionalBody = Block(required: false)
    }
}

extension Grammar {
    /// `[ … ]` around several parts.
    static func optional(_ first: Grammar, _ second: Grammar, _ more: Grammar...) -> Grammar {
        .optional(.sequence([first, second] + more))
    }

    static func keyword(_ word: String) -> Grammar { .keyword(word, records: nil) }

    /// Every keyword in this piece, for "did you mean" when a word fits nowhere.
    var keywords: [String] {
        switch self {
        case .keyword(let word, _): return [word]
        case .sequence(let parts), .oneOf(let parts): return parts.flatMap(\.keywords)
        case .optional(let inner), .repeated(let inner, _), .commaSeparated(let inner): return inner.keywords
        case .options(let options, let more): return options.flatMap(\.keywords) + (more?.keywords ?? [])
        case .symbol, .argument, .block: return []
        }
    }

    /// The keyword that starts this piece, if it must start with one (options are found by it).
    var leadingKeyword: String? {
        switch self {
        case .keyword(let word, _): return word
        case .sequence(let parts): return parts.first?.leadingKeyword
        case .optional(let inner), .repeated(let inner, _), .commaSeparated(let inner): return inner.leadingKeyword
        default: return nil
        }
    }
}
