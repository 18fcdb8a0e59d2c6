import SimCore

/// Matches a command's arguments against the forms of its grammar, reading each placeholder by
/// its kind and binding names through the binder.
///
/// Every form is tried in order and the first that matches wins. When none does, the error is
/// the one from the form that got furthest — by argument, then a form whose objects are of the
/// right kinds, then past the arguments to the block, then by how specific the error is (a name
/// that binds to nothing says more than a keyword that is not there) — and among equals the
/// first form's. A name of the wrong kind of object does not stop a form at once: the form reads
/// on to show how far its shape fits (`tap login segment 1` fits `tap SEGMENTED segment N`), and
/// reports the wrong kind as its first error. Forms whose first words differ can name the
/// command's first word instead (`unknown expectation 'x'`).
struct GrammarMatcher {
    let node: CommandNode
    let binder: Binder
    var tokens: [Token] { node.arguments }
    var index = 0
    private var arguments: [(key: ArgumentKey, value: BoundArgument)] = []
    /// The first object of the wrong kind, reported if the form fails or ends.
    private var wrongKind: Diagnostic?
    /// A PROPERTY word that reads like a misspelt option keyword (`fram` for `frame`), with the
    /// suggestion: when the arguments after it do not fit, it is the likelier mistake.
    private var misspeltOption: (token: Token, hint: String)?

    private init(node: CommandNode, binder: Binder) {
        self.node = node
        self.binder = binder
        arguments.reserveCapacity(node.arguments.count)
    }

    static func match(_ node: CommandNode, _ forms: [Grammar], binder: Binder) throws -> Match {
        var matcher = GrammarMatcher(node: node, binder: binder)
        var best: Failure?
        for i in forms.indices {
            do {
                try matcher.matchForm(forms[i])
                return Match(node: node, form: i, arguments: matcher.arguments)
            } catch let failure as Failure {
                if best.map({ failure.position > $0.position }) ?? true { best = failure }
                matcher.index = 0
                matcher.arguments.removeAll(keepingCapacity: true)
                matcher.wrongKind = nil
                matcher.misspeltOption = nil
            }
        }
        if best!.hintsUsage { best!.diagnostic.hint = node.usageHint }
        throw ScriptError(firstWordDiagnostic(node, best!) ?? best!.diagnostic)
    }

    /// `expect foo`: no form got past a first word that is not a property path.
    private static func firstWordDiagnostic(_ node: CommandNode, _ best: Failure) -> Diagnostic? {
        guard let firstWord = node.spec?.firstWord, best.position.index == 0, best.position.strength < .semantic else { return nil }
        guard let word = node.arguments.first else {
            return Diagnostic(.error, node.endLocation, firstWord.missing, hint: node.usageHint)
        }
        guard word.kind == .word, !word.text.contains(".") else { return nil }
        return Diagnostic(.error, word.location, firstWord.unknown.message(for: word.text),
                          hint: Suggestions.hint(for: word.text, in: firstWord.unknown.words) ?? firstWord.unknown.otherwise ?? node.usageHint)
    }

    // MARK: - Failures

    /// Why a form did not match, and how far it got.
    struct Failure: Error {
        let position: Position
        var diagnostic: Diagnostic
        /// The diagnostic's hint is the command's usage, written only if this failure is the
        /// one reported: a line that fits its third form fails two first, and writing the usage
        /// for each was a third of what binding a `set` cost.
        var hintsUsage = false
    }

    struct Position: Comparable {
        let index: Int
        /// 1: every argument matched, the block did not.
        let phase: Int
        /// Every object named so far is of the kind its placeholder wants.
        let wellTyped: Bool
        let strength: Strength

        static func < (a: Position, b: Position) -> Bool {
            (a.index, a.wellTyped ? 1 : 0, a.phase, a.strength.rawValue) < (b.index, b.wellTyped ? 1 : 0, b.phase, b.strength.rawValue)
        }
    }

    enum Strength: Int, Comparable {
        /// A keyword, symbol or kind of token that is not there.
        case shape
        /// A name that binds to nothing.
        case name
        /// The right shape and a known name, but the wrong kind of object or an invalid value.
        case semantic

        static func < (a: Strength, b: Strength) -> Bool { a.rawValue < b.rawValue }
    }

    func fail(_ token: Token?, _ message: String, hint: String? = nil, _ strength: Strength = .shape) -> Failure {
        var failure = fail(Diagnostic(.error, token?.location ?? node.endLocation, message, hint: hint), strength,
                           at: token == nil ? tokens.count : index)
        failure.hintsUsage = hint == nil && wrongKind == nil
        return failure
    }

    /// The form's first error: an earlier object of the wrong kind, or this one.
    func fail(_ diagnostic: Diagnostic, _ strength: Strength, at index: Int? = nil, phase: Int = 0) -> Failure {
        Failure(position: Position(index: index ?? self.index, phase: phase, wellTyped: wrongKind == nil, strength: strength),
                diagnostic: wrongKind ?? diagnostic)
    }

    var peek: Token? { index < tokens.count ? tokens[index] : nil }

    // MARK: - Forms

    private mutating func matchForm(_ form: Grammar) throws {
        var parts: ArraySlice<Grammar>
        if case .sequence(let p) = form { parts = p[...] } else { parts = [form] }
        var block: Grammar.Block?
        if case .block(let b)? = parts.last { block = b; parts = parts.dropLast() }
        try matchSequence(parts, follow: { _ in false })
        if let extra = peek {
            if let (option, hint) = misspeltOption { throw fail(Diagnostic(.error, option.location, "unknown option '\(option.text)'", hint: hint), .semantic) }
            throw fail(extra, "unexpected \(extra.quotedForMessage)", hint: unexpectedHint(extra, in: form))
        }
        switch (block, node.block) {
        case (nil, _?):
            let misuse = node.spec?.blockMisuse
            throw fail(Diagnostic(.error, node.blockLocation, misuse ?? "'\(node.name.text)' does not take a { } block",
                                  hint: misuse == nil ? node.usageHint : nil), .shape, at: tokens.count, phase: 1)
        case (let b?, nil) where b.required:
            let hint = b.hint?.replacingOccurrences(of: "{source}", with: node.source) ?? node.usageHint
            throw fail(Diagnostic(.error, node.endLocation, b.missing, hint: hint), .shape, at: tokens.count, phase: 1)
        default:
            break
        }
        // Among forms that name a wrong kind of object, the first form whose shape fits best.
        if let wrongKind { throw Failure(position: Position(index: tokens.count, phase: 0, wellTyped: false, strength: .shape), diagnostic: wrongKind) }
    }

    /// A word left over: a misspelt keyword of the form (`inn` for `in`), or a unit written apart
    /// from its number (`wait 1 s`); nil for the usage.
    private func unexpectedHint(_ extra: Token, in form: Grammar) -> String? {
        guard extra.kind == .word else { return nil }
        if ["s", "ms"].contains(extra.text), index > 0, Numeral.value(tokens[index - 1].text) != nil {
            return "write the unit right after the number: \(tokens[index - 1].text)\(extra.text)"
        }
        return Suggestions.hint(for: extra.text, in: form.keywords)
    }

    /// `follow`: whether a word is a keyword that may come after this part, which an open-ended
    /// part must not take.
    private mutating func match(_ grammar: Grammar, follow: (String) -> Bool) throws {
        switch grammar {
        case .keyword(let word, let records):
            guard let t = peek else { throw fail(nil, "missing '\(word)'") }
            guard t.kind == .word, t.text == word else {
                throw fail(t, "expected '\(word)', found \(t.quotedForMessage)", hint: t.kind == .word ? Suggestions.hint(for: t.text, in: [word]) : nil)
            }
            if let records { arguments.append((records, .word(t))) }
            index += 1
        case .symbol(let kind, let text):
            guard let t = peek else { throw fail(nil, "missing '\(text)'") }
            guard t.kind == kind else { throw fail(t, "expected '\(text)', found \(t.quotedForMessage)") }
            index += 1
        case .argument(let placeholder):
            try read(placeholder)
        case .sequence(let parts):
            try matchSequence(parts[...], follow: follow)
        case .optional(let inner):
            if let t = peek, inner.canStart(with: t, follow: follow) { try match(inner, follow: follow) }
        case .oneOf(let alternatives):
            try matchOne(of: alternatives, follow: follow)
        case .repeated(let inner, let atLeast):
            var count = 0
            while let t = peek, inner.canStart(with: t, follow: follow) {
                try match(inner, follow: follow)
                count += 1
            }
            if count < atLeast {
                // None at all: the list is missing, whatever stands in its place.
                if case .argument(let p) = inner, case .text = p.kind { throw fail(peek, "missing \(p.what)", hint: p.hint) }
                try match(inner, follow: follow)
            }
        case .commaSeparated(let inner):
            try match(inner, follow: follow)
            while let t = peek, t.kind == .comma {
                index += 1
                try match(inner, follow: follow)
            }
        case .options(let options, let more):
            while let t = peek {
                if t.kind == .word, let option = options.first(where: { $0.leadingKeyword == t.text }) {
                    try match(option, follow: follow)
                } else if let more, more.canStart(with: t, follow: follow) {
                    try match(more, follow: follow)
                    if misspeltOption == nil, let hint = Suggestions.hint(for: t.text, in: options.compactMap(\.leadingKeyword)) {
                        misspeltOption = (t, hint)
                    }
                } else {
                    break
                }
            }
        case .block:
            break  // matched after the arguments (see matchForm)
        }
    }

    private mutating func matchSequence(_ parts: ArraySlice<Grammar>, follow: (String) -> Bool) throws {
        for i in parts.indices {
            let later = parts[(i + 1)...]
            try match(parts[i], follow: { word in later.contains { $0.canStart(withKeyword: word) } || follow(word) })
        }
    }

    /// `a|b`: literal alternatives are tried before placeholders (`nil` before TARGET).
    private mutating func matchOne(of alternatives: [Grammar], follow: (String) -> Bool) throws {
        guard let t = peek else {
            if let placeholder = alternatives.lazy.compactMap(\.leadingPlaceholder).first { return try read(placeholder) }
            throw fail(nil, "expected " + alternatives.map { "'\(Usage.render($0))'" }.joined(separator: " or "))
        }
        let ordered = alternatives.filter { $0.leadingPlaceholder == nil } + alternatives.filter { $0.leadingPlaceholder != nil }
        var best: Failure?
        var wrongKindOnly: GrammarMatcher?
        for alternative in ordered where alternative.canStart(with: t, follow: follow) {
            var attempt = self
            do {
                try attempt.match(alternative, follow: follow)
                // TEXTFIELD|RECOGNIZER|TABLE: take the alternative whose kind fits, if one does.
                if attempt.wrongKind == nil || wrongKind != nil { self = attempt; return }
                if wrongKindOnly == nil { wrongKindOnly = attempt }
            } catch let failure as Failure {
                if best == nil || failure.position > best!.position { best = failure }
            }
        }
        if let wrongKindOnly { self = wrongKindOnly; return }
        if let best { throw best }
        throw fail(t, "expected " + alternatives.map { "'\(Usage.render($0))'" }.joined(separator: " or "))
    }

    // MARK: - Placeholders

    private mutating func read(_ p: Placeholder) throws {
        switch p.kind {
        case .number:
            let (value, t) = try number(p.what)
            arguments.append((p.key, .number(value, t)))
        case .integer:
            let (value, t) = try integer(p.what)
            arguments.append((p.key, .integer(value, t)))
        case .point:
            let (x, t) = try number("x")
            let (y, _) = try number("y")
            arguments.append((p.key, .point(Point(x, y), t)))
        case .rect:
            let (x, t) = try number("x")
            let (y, _) = try number("y")
            let (w, wToken) = try number("width")
            let (h, hToken) = try number("height")
            if w < 0 { throw fail(wToken, "a width cannot be negative", hint: "frames are X Y WIDTH HEIGHT", .semantic) }
            if h < 0 { throw fail(hToken, "a height cannot be negative", hint: "frames are X Y WIDTH HEIGHT", .semantic) }
            arguments.append((p.key, .rect(Rect(x, y, w, h), t)))
        case .duration:
            let t = try word(p.what)
            let reading = readDuration(t.text)
            guard case .microseconds(let us) = reading else {
                let (message, hint) = reading.problem(t.text)!
                throw fail(t, message, hint: hint, .semantic)
            }
            index += 1
            arguments.append((p.key, .duration(us, t)))
        case .text:
            guard let t = peek else { throw fail(nil, "missing \(p.what)", hint: p.hint) }
            guard t.kind == .string else {
                throw fail(t, "expected \(p.what) in double quotes, found \(t.quotedForMessage)", hint: p.hint ?? "write it as \"\(t.text)\"")
            }
            index += 1
            arguments.append((p.key, .text(t)))
        case .newName:
            let t = try word(p.what)
            guard isIdentifier(t.text, allowDots: true) else {
                throw fail(t, "'\(t.text)' is not a valid name", hint: "use letters, digits and _ (for example loginButton)", .semantic)
            }
            try checkLength(t, "a name")
            index += 1
            arguments.append((p.key, .newName(t, p)))
        case .typeName(let noun):
            let t = try word(p.what)
            guard isIdentifier(t.text) else { throw fail(t, "'\(t.text)' is not a valid \(noun)", .semantic) }
            try checkLength(t, "a \(noun)")
            index += 1
            arguments.append((p.key, .word(t)))
        case .selector:
            let t = try word(p.what)
            guard isSelector(t.text) else {
                throw fail(t, "'\(t.text)' is not a selector", hint: "selectors look like refresh, didTap: or didTap:forEvent:", .semantic)
            }
            try checkLength(t, "a selector")
            index += 1
            arguments.append((p.key, .word(t)))
        case .choice(let choice):
            let t = try word(p.what)
            guard choice.words.contains(t.text) else {
                throw fail(t, choice.message(for: t.text), hint: Suggestions.hint(for: t.text, in: choice.words) ?? choice.otherwise, .semantic)
            }
            index += 1
            arguments.append((p.key, .word(t)))
        case .word:
            let t = try word(p.what)
            index += 1
            arguments.append((p.key, .word(t)))
        case .commandLine:
            // Everything left: the command that owns the placeholder binds it as a command.
            let t = try word(p.what)
            // A command's name has no dot: `whatif save.enabled = true` is OBJECT.PROPERTY, whose
            // form says what is wrong with it.
            guard !t.text.contains(".") else { throw fail(t, "expected \(p.what), found \(t.quotedForMessage)") }
            index = tokens.count
            arguments.append((p.key, .word(t)))
        case .events:
            try events(p)
        case .count:
            try count(p)
        case .object(let kind):
            let t = try word(p.what)
            let reference = try object(t, kind: kind)
            index += 1
            arguments.append((p.key, .object(reference)))
        case .member, .closureProperty:
            try member(p)
        case .variable:
            let t = try word(p.what)
            guard !t.text.contains(".") else { throw fail(t, "expected \(p.what), found '\(t.text)'") }
            guard let variable = binder.variable(t.text) else {
                throw fail(t, "no variable named '\(t.text)'",
                           hint: Suggestions.hint(for: t.text, in: binder.session.state.variables.names) ?? "declare it first: var \(t.text) = VALUE", .name)
            }
            index += 1
            arguments.append((p.key, .variable(variable, t)))
        case .capture:
            // `weak NAME`: the seeds' `__weak typeof(self) weakSelf = self` idiom, and Swift's `[weak self]`.
            var t = try word(p.what)
            let weak = t.text == "weak" && index + 1 < tokens.count
            if weak {
                index += 1
                t = try word(p.what)
            }
            guard let reference = try bound(binder.resolve(t.text, at: t)) else {
                throw fail(t, "cannot capture '\(t.text)': no such variable",
                           hint: Suggestions.hint(for: t.text, in: binder.session.state.variables.names) ?? "declare it first: let \(t.text) = VALUE", .name)
            }
            index += 1
            arguments.append((p.key, .capture(t, reference, weak: weak)))
        case .value:
            guard let t = peek else { throw fail(nil, "missing \(p.what)") }
            let value = try operand()
            arguments.append((p.key, .expression(value, t)))
        case .expression:
            guard let t = peek else { throw fail(nil, "missing \(p.what)") }
            let value = try expression()
            arguments.append((p.key, .expression(value, t)))
        }
    }

    /// A name the trace will print again and again (in every line about its object, its action,
    /// its closure) is at most `maxNameLength` characters: a 3,000-character button name tapped
    /// by a timer printed kilobytes per event that the work budget did not count.
    private func checkLength(_ t: Token, _ what: String) throws {
        let length = t.text.count
        guard length > maxNameLength else { return }
        throw fail(t, "\(what) is at most \(maxNameLength) characters; this one has \(groupedDigits(Int64(length)))",
                   hint: "a shorter name reads better in the trace, e.g. \(String(t.text.prefix(12)))", .semantic)
    }

    /// The next token, which must be a word (not consumed).
    private func word(_ what: String) throws -> Token {
        guard let t = peek else { throw fail(nil, "missing \(what)") }
        guard t.kind == .word else { throw fail(t, "expected \(what), found \(t.quotedForMessage)") }
        return t
    }

    private mutating func number(_ what: String) throws -> (Double, Token) {
        let (v, t) = try numeral(what, integer: false)
        return (v, t)
    }

    private mutating func integer(_ what: String) throws -> (Int, Token) {
        let (v, t) = try numeral(what, integer: true)
        return (Int(v), t)
    }

    /// A decimal number (in Int32's range, with `integer`): out of range, `0x10` and a word that
    /// is no number each say so.
    private mutating func numeral(_ what: String, integer: Bool) throws -> (Double, Token) {
        guard let t = peek else { throw fail(nil, "missing \(what)") }
        guard t.kind == .word, let v = Numeral.value(t.text, integer: integer) else {
            if t.kind == .word, let (message, hint) = Numeral.problem(t.text, integer: integer) {
                throw fail(t, message, hint: hint, .semantic)
            }
            // `10,5`: a decimal comma, or numbers run together.
            let comma = t.kind == .comma && index > 0 && Numeral.value(tokens[index - 1].text) != nil
            throw fail(t, "expected \(what) (\(integer ? "a whole number" : "a number")), found \(t.quotedForMessage)",
                       hint: comma ? "a decimal is written with a point (10.5), and numbers are separated by spaces" : nil,
                       t.kind == .word ? .semantic : .shape)
        }
        index += 1
        return (v, t)
    }

    /// `touchUpInside`, `touchDown|touchUpInside`, `allTouchEvents`.
    private mutating func events(_ p: Placeholder) throws {
        var events: ControlEvents = []
        let first = try word(p.what)
        repeat {
            let t = try word(p.what)
            guard let e = ControlEvents.named(t.text) else {
                throw fail(t, "unknown control event '\(t.text)'",
                           hint: Suggestions.hint(for: t.text, in: ControlEvents.allNames) ?? "events: " + ControlEvents.allNames.joined(separator: ", "),
                           .semantic)
            }
            events.formUnion(e)
            index += 1
        } while accept(.pipe) || accept(.comma)
        arguments.append((p.key, .events(events, first)))
    }

    mutating func accept(_ kind: Token.Kind) -> Bool {
        guard let t = peek, t.kind == kind else { return false }
        index += 1
        return true
    }

    mutating func accept(_ word: String) -> Bool {
        guard let t = peek, t.kind == .word, t.text == word else { return false }
        index += 1
        return true
    }

    /// `once`, `twice`, `never` or `N times`.
    private mutating func count(_ p: Placeholder) throws {
        let t = try word(p.what)
        let n: Int
        switch t.text {
        case "once": n = 1; index += 1
        case "twice": n = 2; index += 1
        case "never": n = 0; index += 1
        default:
            guard Numeral.value(t.text, integer: true) != nil || Numeral.problem(t.text, integer: true) != nil else {
                throw fail(t, "expected a count, found '\(t.text)'", hint: "a count is once, twice, never or N times (N a whole number)", .semantic)
            }
            (n, _) = try integer(p.what)
            guard n >= 0 else { throw fail(t, "a count cannot be negative", hint: "a count is once, twice, never or N times (N a whole number)", .semantic) }
            if !accept("times") && !accept("time") { throw fail(peek, "expected 'times' after the count") }
        }
        arguments.append((p.key, .integer(n, t)))
    }

    /// A name that must stand for an object of `kind`: checked now when it names one.
    private mutating func object(_ t: Token, kind: ObjectRequirement) throws -> ObjectReference {
        guard let reference = try bound(binder.resolve(t.text, at: t)) else {
            throw fail(ObjectReference.unknown(t, kind: kind, session: binder.session), .name)
        }
        if case .object(let id) = reference, case .none = wrongKind {
            let object = binder.world.object(id)
            if !kind.matches(object) { wrongKind = kind.mismatch(object, at: t, world: binder.world, usage: node.usageHint) }
        }
        return ObjectReference(token: t, kind: kind, name: reference, command: node.specIndex)
    }

    /// `OBJECT.PROPERTY` (not an object's own dotted name), or `BUTTON.didTouchUpInside`.
    private mutating func member(_ p: Placeholder) throws {
        let t = try word(p.what)
        var isClosureProperty = false, only: String?
        switch p.kind {
        case .closureProperty: isClosureProperty = true
        case .member(let property): only = property
        default: break
        }
        guard let dot = t.text.lastIndex(of: "."), dot != t.text.startIndex, t.text.index(after: dot) != t.text.endIndex,
              binder.world.object(named: t.text) == nil,
              t.text.hasSuffix(".didTouchUpInside") == isClosureProperty else {
            throw fail(t, "expected \(p.what), found '\(t.text)'")
        }
        var objectToken = t
        objectToken.text = String(t.text[..<dot])
        var property = t
        property.text = String(t.text[t.text.index(after: dot)...])
        property.location.column += objectToken.text.unicodeScalars.count + 1
        if let only, property.text != only { throw fail(t, "expected \(p.what), found '\(t.text)'") }
        let owner = try object(objectToken, kind: .any)
        index += 1
        arguments.append((p.key, .member(owner, property: property, t)))
    }

    /// Turns a name's binding error (`self` in a closure) into a failure of this form.
    func bound(_ resolve: @autoclosure () throws -> NameReference?) throws -> NameReference? {
        do { return try resolve() } catch let error as ScriptError { throw fail(error.diagnostic, .semantic) }
    }

}

extension Grammar {
    /// Whether `token` can be the first of this part. A placeholder does not take a keyword that
    /// a later part starts with (`touch down [VIEW] [at X Y]`: `at` is not a view).
    func canStart(with token: Token, follow: (String) -> Bool) -> Bool {
        switch self {
        case .keyword(let word, _): return token.kind == .word && token.text == word
        case .symbol(let kind, _): return token.kind == kind
        case .argument(let p):
            switch p.kind {
            case .text: return token.kind == .string
            case .value, .expression: return token.kind == .string || (token.kind == .word && !follow(token.text))
            // A property's name is a name: `frame 0 0 10 10 10` does not read the last 10 as one.
            case .word where p.key == .property: return token.kind == .word && isIdentifier(token.text) && !follow(token.text)
            default: return token.kind == .word && !follow(token.text)
            }
        case .sequence(let parts):
            guard let first = parts.first else { return false }
            return first.canStart(with: token, follow: follow)
                || (first.canBeEmpty && Grammar.sequence(Array(parts.dropFirst())).canStart(with: token, follow: follow))
        case .optional(let inner), .repeated(let inner, _), .commaSeparated(let inner):
            return inner.canStart(with: token, follow: follow)
        case .oneOf(let alternatives):
            return alternatives.contains { $0.canStart(with: token, follow: follow) }
        case .options(let options, let more):
            return options.contains { $0.leadingKeyword == token.text } || more?.canStart(with: token, follow: follow) == true
        case .block:
            return false
        }
    }

    var canBeEmpty: Bool {
        switch self {
        case .optional, .options, .block: return true
        case .repeated(_, let atLeast): return atLeast == 0
        case .sequence(let parts): return parts.allSatisfy(\.canBeEmpty)
        default: return false
        }
    }

    /// Whether this part can start with the keyword `word`.
    func canStart(withKeyword word: String) -> Bool {
        switch self {
        case .keyword(let keyword, _): return keyword == word
        case .sequence(let parts):
            for part in parts {
                if part.canStart(withKeyword: word) { return true }
                if !part.canBeEmpty { return false }
            }
            return false
        case .optional(let inner), .repeated(let inner, _), .commaSeparated(let inner): return inner.canStart(withKeyword: word)
        case .oneOf(let alternatives): return alternatives.contains { $0.canStart(withKeyword: word) }
        case .options(let options, let more):
            return options.contains { $0.canStart(withKeyword: word) } || more?.canStart(withKeyword: word) == true
        case .symbol, .argument, .block: return false
        }
    }

    /// The placeholder this part starts with, if it starts with one.
    var leadingPlaceholder: Placeholder? {
        switch self {
        case .argument(let p): return p
        case .sequence(let parts): return parts.first?.leadingPlaceholder
        default: return nil
        }
    }
}
