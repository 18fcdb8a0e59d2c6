import SimCore

/// Tab completion for the REPL: the words that can come next, found by walking the command's
/// grammar over the words typed so far, and filled in from the current world.
extension Session {
    /// Candidate full words for the last word of `line` (the part before the cursor).
    /// The line editor filters them by the typed prefix.
    public func completions(for line: String) -> [String] {
        // Complete only the current command (after the last `;` or `{`).
        var current = Substring(line)
        if let cut = current.lastIndex(where: { $0 == ";" || $0 == "{" }) { current = current[current.index(after: cut)...] }
        var words = current.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        if current.last == " " || current.isEmpty { words.append("") }
        guard words.count > 1 else { return CommandTable.names }
        if let last = words.last, last.contains(".") {
            return propertyCompletions(for: last, settableOnly: words[0] == "set" && words.count == 2) + world.names
        }
        guard let spec = CommandTable.spec(words[0]) else { return [] }
        var walk = CompletionWalk(interpreter: self, partial: words.last ?? "")
        let typed = words.dropFirst().dropLast()
        for form in spec.forms { walk.next([form], typed, filed: [:]) }
        return walk.candidates.uniqued()
    }

    /// Properties of `OBJECT.` for completing `set login.hi` → `login.hidden`; after `set`,
    /// only those a script can set (read-only ones such as `tracking` would only fail).
    public func propertyCompletions(for word: String, settableOnly: Bool = false) -> [String] {
        guard let dot = word.lastIndex(of: "."), let object = world.object(named: String(word[..<dot])) else { return [] }
        let names = settableOnly
            ? Properties.settableNames(of: object) + object.delegateSlots.map(\.name) + object.attributes.map(\.name)
            : Properties.names(of: object)
        return names.map { "\(object.name).\($0)" }
    }
}

/// Follows every way the typed words can match a form and collects what each way expects next.
private struct CompletionWalk {
    let interpreter: Session
    /// The word being typed: file names are listed from the folder it names.
    let partial: String
    var candidates: [String] = []
    var world: World { interpreter.world }

    /// `todo`: the grammar still to match, in order; `words`: the complete words not yet matched;
    /// `filed`: words matched by placeholders, by key (the target whose actions to offer).
    mutating func next(_ todo: [Grammar], _ words: ArraySlice<String>, filed: [ArgumentKey: String]) {
        guard let first = todo.first else { return }
        let rest = Array(todo.dropFirst())
        switch first {
        case .sequence(let parts):
            next(parts + rest, words, filed: filed)
        case .optional(let inner):
            next([inner] + rest, words, filed: filed)
            next(rest, words, filed: filed)
        case .oneOf(let alternatives):
            for alternative in alternatives { next([alternative] + rest, words, filed: filed) }
        case .repeated(let inner, let atLeast):
            let again = Grammar.optional(.repeated(inner, atLeast: 1))
            next((atLeast > 0 ? [inner, again] : [again]) + rest, words, filed: filed)
        case .commaSeparated(let inner):
            // The line is split at spaces, so `a, b` arrives as the words `a,` and `b`.
            next([inner, .optional(.repeated(inner, atLeast: 1))] + rest, words, filed: filed)
        case .options(let options, let more):
            // Each option starts with its keyword, so it consumes a word before the options repeat.
            for option in options { next([option.withoutBrackets, first] + rest, words, filed: filed) }
            if let more { next([more, first] + rest, words, filed: filed) }
            next(rest, words, filed: filed)
        case .block:
            return
        case .keyword(let word, _), .symbol(_, let word):
            guard let typed = words.first else { candidates.append(word); return }
            if typed == word { next(rest, words.dropFirst(), filed: filed) }
        case .argument(let p):
            guard let typed = words.first else { candidates += offers(p, filed: filed); return }
            if case .object(let kind) = p.kind, let object = world.object(named: typed), !kind.matches(object) { return }
            var filed = filed
            filed[p.key] = typed
            let consumed = p.wordCount
            guard words.count >= consumed else { return }
            let after = words.dropFirst(consumed)
            if case .events = p.kind {
                // `touchDown|` or `touchDown |`: the events go on.
                if typed.hasSuffix("|") || typed.hasSuffix(",") || typed == "|" { return next(todo, after, filed: filed) }
                if after.first == "|" { next(todo, after.dropFirst(), filed: filed) }
            }
            next(rest, after, filed: filed)
        }
    }

    /// What completion offers where a placeholder is expected.
    private func offers(_ p: Placeholder, filed: [ArgumentKey: String]) -> [String] {
        var out = p.suggestions
        switch p.kind {
        case .object(let kind):
            out += world.objects.filter { kind.matches($0) }.map(\.name)
        case .member, .closureProperty:
            out += world.names
        case .variable, .capture:
            out += interpreter.state.variables.names
        case .selector(let implementedBy):
            if let key = implementedBy, let name = filed[key], let target = world.object(named: name) {
                out += target.methodOrder.map(world.name(of:))
            } else {
                out += world.selectors.allNames.filter { !$0.hasPrefix("touches") }
            }
        case .events:
            out += ControlEvents.allNames
        case .choice(let choice):
            out += choice.words
        case .count:
            out += ["once", "twice", "never"]
        case .commandLine:
            out += CommandTable.names
        case .word(let completing):
            switch completing {
            case .nothing: break
            case .commands: out += CommandTable.names
            case .protocols: out += world.protocols.map(\.name)
            case .cellTypes: out += interpreter.state.cellTypes.keys.sorted()
            case .closures: out += world.names + world.closures.map(\.name)
            case .handlers:
                out += world.names + world.closures.map(\.name)
                for object in world.objects { out += object.methodOrder.map { object.name + "." + world.name(of: $0) } }
            case .blockNames(let key):
                if let name = filed[key], let owner = world.object(named: name) { out += BlockNames.of(owner) }
            }
        case .text where p.key == .file:
            out += fileNames()
        case .newName, .typeName, .number, .integer, .duration, .point, .rect, .text, .value, .expression:
            break
        }
        return out
    }

    /// A file name is a string: `"folder/` for a folder (completion goes on inside it),
    /// `"folder/name.sim"` for a file. Hidden entries only when the typed name starts with `.`.
    private func fileNames() -> [String] {
        let typed = partial.hasPrefix("\"") ? String(partial.dropFirst()) : partial
        let folder = typed.lastIndex(of: "/").map { String(typed[...$0]) } ?? ""
        let showHidden = typed.dropFirst(folder.count).hasPrefix(".")
        return interpreter.ports.listFolder(folder.isEmpty ? "." : folder)
            .filter { showHidden || !$0.hasPrefix(".") }
            .sorted()
            .map { "\"" + folder + $0 + ($0.hasSuffix("/") ? "" : "\"") }
    }
}

private extension Placeholder {
    /// How many words the placeholder reads (`X Y` two, `X Y W H` four).
    var wordCount: Int {
        switch kind {
        case .point: return 2
        case .rect: return 4
        default: return 1
        }
    }
}

private extension Grammar {
    /// An option's parts without its `[ ]` (inside `options`, brackets only shape the usage line).
    var withoutBrackets: Grammar {
        if case .optional(let inner) = self { return inner }
        return self
    }
}
