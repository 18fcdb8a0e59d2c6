import SimCore

/// A `log` string, bound when the command is: literal text and `{name}` placeholders, each
/// name resolved once.
///
/// `{self}`, `{sender}`, `{event}` and the closure's captured names stay placeholders, rendered
/// later from immutable data, so the dispatch path formats nothing: a template made only of
/// those is interned once, here. Any other name — a variable, a parameter, an object,
/// `{sender.title}` — is read when the `log` runs, because its value may change before the
/// trace is rendered.
struct BoundTemplate: Sendable {
    enum Part: Sendable {
        case literal(String)
        /// Rendered with the record: `self`, `sender`, `event`, a captured name.
        case lazy(String)
        /// Read when the `log` runs.
        case current(NameReference, String)
    }

    let parts: [Part]
    /// The interned template, when every placeholder is lazy.
    let interned: LogTemplate?
    /// `{sender}` is lazy, but a method sent without a sender has none: checked when it runs.
    let usesSender: Bool
    let token: Token
    /// The literal text's bytes past the first 64, charged to the work budget at every `log` (a
    /// 3,000-character text logged by a 1 ms timer is output like any other; a line of usual
    /// length is the one event it is), and whether a captured name is rendered with the record
    /// (its value's text is charged too).
    let literalBytes: Int
    let rendersCaptures: Bool

    init(_ token: Token, binder: Binder) throws {
        self.token = token
        var parts: [Part] = []
        var literal = ""
        var usesSender = false
        let text = token.text
        var i = text.startIndex
        while i < text.endIndex {
            let c = text[i]
            if c == "\\", text.index(after: i) < text.endIndex, "{}".contains(text[text.index(after: i)]) {
                literal.append(text[text.index(after: i)])
                i = text.index(i, offsetBy: 2)
                continue
            }
            // An unescaped brace is a placeholder's: one left open or one closing nothing is a
            // typo, not text (`\{` and `\}` write literal braces).
            if c == "}" {
                throw binder.session.error(token, "a '}' in the text closes no placeholder", hint: "write \\} for a literal brace")
            }
            if c == "{" {
                guard let close = text[i...].firstIndex(of: "}") else {
                    throw binder.session.error(token, "a '{' in the text is never closed",
                                               hint: "close the placeholder, {NAME}, or write \\{ for a literal brace")
                }
                let name = String(text[text.index(after: i)..<close]).trimmingCharacters(in: " ")
                if name.isEmpty || name.contains("{") {
                    throw binder.session.error(token, name.isEmpty ? "an empty placeholder {} in the text" : "placeholders do not nest: '{\(name)}'",
                                               hint: "a placeholder holds one name, {NAME}; write \\{ and \\} for literal braces")
                }
                if !literal.isEmpty { parts.append(.literal(literal)); literal = "" }
                parts.append(try BoundTemplate.placeholder(name, at: token, binder: binder))
                if name == "sender", case .lazy = parts.last! { usesSender = true }
                i = text.index(after: close)
                continue
            }
            literal.append(c)
            i = text.index(after: i)
        }
        if !literal.isEmpty { parts.append(.literal(literal)) }
        self.parts = parts
        self.usesSender = usesSender
        literalBytes = max(0, parts.reduce(0) { if case .literal(let text) = $1 { return $0 + text.utf8.count } else { return $0 } } - Simulator.bytesPerEvent)
        rendersCaptures = parts.contains { if case .lazy(let name) = $0 { return !["self", "sender", "event"].contains(name) } else { return false } }
        let allLazy = parts.allSatisfy { if case .current = $0 { return false } else { return true } }
        let segments = parts.map(\.segment)
        interned = allLazy ? binder.world.templates.intern(segments) : nil
        binder.session.ledger.boundLogTexts.insert(segments)
    }

    private static func placeholder(_ name: String, at token: Token, binder: Binder) throws -> Part {
        let scope = binder.scope
        if name == "event" || ((name == "self" || name == "sender") && scope.captures.contains(name)) { return .lazy(name) }
        if name == "self" {
            guard scope.hasReceiver else {
                throw binder.session.error(token, scope.kind == .closure ? "{self} inside a closure: a closure has no self"
                                                                         : "{self} is only known inside a method",
                                           hint: scope.isHandler ? "name the object instead, or capture it: capture NAME"
                                                                 : "name the object instead: {NAME}")
            }
            return .lazy(name)
        }
        if name == "sender" {
            guard scope.hasSender else {
                guard scope.isHandler else {
                    throw binder.session.error(token, "{sender} is only known inside a method or closure",
                                               hint: "name the object instead: {NAME}")
                }
                throw binder.session.error(token, "{sender}: this handler receives no sender",
                                           hint: "an action named like 'name:' receives the sender; 'name' receives nothing")
            }
            return .lazy(name)
        }
        switch try binder.resolve(name, at: token) {
        case .capture?:
            return .lazy(name)
        case let reference?:
            return .current(reference, name)
        case nil:
            throw binder.session.error(token, "unknown name '{\(name)}' in text",
                                       hint: Suggestions.hint(for: name, in: binder.session.state.variables.names + binder.world.names)
                                        ?? Session.unknownNameHint(name, inText: true))
        }
    }

    /// The template to log now: the interned one, or one with the current values filled in.
    func resolve(in session: Session, context: ActionContext) throws -> LogTemplate {
        if usesSender, case .none = context.sender {
            throw session.error(token, "{sender}: this handler receives no sender",
                                hint: "an action named like 'name:' receives the sender; 'name' receives nothing")
        }
        session.simulator.chargeWork(bytes: literalBytes)
        if rendersCaptures, let captures = context.closure?.captures {
            for case .lazy(let name) in parts {
                if let value = captures.first(where: { $0.name == name })?.value { session.simulator.chargeWork(bytes: ValueLimits.textBytes(value)) }
            }
        }
        if let interned { return interned }
        var segments: [TemplateSegment] = []
        for part in parts {
            guard case .current(let reference, let name) = part else { segments.append(part.segment); continue }
            segments.append(.literal(try session.interpolate(reference, name, at: token)))
        }
        return session.world.templates.intern(segments)
    }
}

private extension BoundTemplate.Part {
    var segment: TemplateSegment {
        switch self {
        case .literal(let text): return .literal(text)
        case .lazy(let name), .current(_, let name): return .placeholder(name)
        }
    }
}

extension Session {
    /// The current text of `{name}`: a variable, a parameter, an object's name, `OBJECT.PROPERTY`.
    func interpolate(_ reference: NameReference, _ name: String, at token: Token) throws -> String {
        // Errors about the value quote the placeholder's name, not the whole text it is in.
        var placeholder = token
        placeholder.text = name
        placeholder.kind = .word
        if let value = try value(of: reference, at: placeholder) {
            // A megabyte string logged by a fast timer is a megabyte of output a firing.
            let text = value.interpolated(in: world)
            simulator.chargeWork(bytes: text.utf8.count)
            return text
        }
        if case .member(let base, let property) = reference, case .object(let id)? = try value(of: base, at: token) {
            let object = world.object(id)
            throw error(token, "\(article(object.className)) has no property '\(property)'",
                        hint: Suggestions.hint(for: property, in: Properties.names(of: object)))
        }
        throw error(token, "unknown name '{\(name)}' in text", hint: "write \\{ for a literal brace")
    }
}
