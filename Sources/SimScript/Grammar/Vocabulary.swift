import SimCore

/// Every word and symbol the grammar spells out, read off the command table itself: what a
/// fuzzer's dictionary holds (scripts/fuzz.sh), so it never falls behind the language.
extension CommandTable {
    /// Command names, keywords, the words of fixed choices and suggested values, control events,
    /// the block handlers `handler` sets, and the symbols of the syntax. Sorted, without repeats.
    package static var vocabulary: [String] {
        var words = Set(names)
        for spec in all {
            for form in spec.forms { form.collectLiterals(into: &words) }
        }
        words.formUnion(ControlEvents.allNames)
        words.insert("clickHandler")
        words.formUnion(TextField.delegateMethods.flatMap { [$0.block, $0.selector] })
        words.formUnion(GestureRecognizer.delegateMethods.flatMap { [$0.block, $0.selector] })
        words.formUnion(TableView.delegateMethods.flatMap { [$0.block, $0.selector] })
        // Values and names every expression may use, and the tokens that are not words.
        words.formUnion(["true", "false", "nil", "self", "sender", "row", "cell", "+", "-", "<", ">", "<=", ">=",
                         "{", "}", ";", "=", "==", "!=", ",", "|", "#", "\"", "\\{", "\\}", "\\n", "[", "]", "."])
        return words.sorted()
    }
}

extension Grammar {
    /// Adds the literals this piece reads: keywords, symbols, choices, placeholder suggestions.
    func collectLiterals(into words: inout Set<String>) {
        switch self {
        case .keyword(let word, _): words.insert(word)
        case .symbol(_, let text): words.insert(text)
        case .argument(let p):
            words.formUnion(p.suggestions)
            if case .choice(let choice) = p.kind { words.formUnion(choice.words) }
        case .sequence(let parts), .oneOf(let parts):
            for part in parts { part.collectLiterals(into: &words) }
        case .optional(let inner), .repeated(let inner, _), .commaSeparated(let inner):
            inner.collectLiterals(into: &words)
        case .options(let options, let more):
            for option in options { option.collectLiterals(into: &words) }
            more?.collectLiterals(into: &words)
        case .block: words.formUnion(["{", "}"])
        }
    }
}
