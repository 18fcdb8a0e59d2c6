import SimCore

/// A `log` string split into literal text and `{name}` placeholders, compiled once per source
/// location.
///
/// When it runs, `{self}`, `{sender}`, `{event}` and the running closure's captured names stay
/// placeholders (rendered later from immutable data, so the dispatch path formats nothing).
/// Any other name — a variable, an object, `{sender.title}` — is read *now*, because its value
/// may change before the trace is rendered.
struct CompiledTemplate {
    let segments: [TemplateSegment]
    let placeholders: [String]
    /// The interned template with every placeholder kept: used whenever all of them are lazy.
    let lazyID: LogTemplate

    static let contextual: Set<String> = ["self", "sender", "event"]

    init(_ text: String, world: World) {
        var segments: [TemplateSegment] = []
        var literal = ""
        var placeholders: [String] = []
        var i = text.startIndex
        while i < text.endIndex {
            let c = text[i]
            if c == "\\", text.index(after: i) < text.endIndex, "{}".contains(text[text.index(after: i)]) {
                literal.append(text[text.index(after: i)])
                i = text.index(i, offsetBy: 2)
                continue
            }
            if c == "{", let close = text[i...].firstIndex(of: "}") {
                let name = String(text[text.index(after: i)..<close]).trimmingCharacters(in: " ")
                if !literal.isEmpty { segments.append(.literal(literal)); literal = "" }
                segments.append(.placeholder(name))
                placeholders.append(name)
                i = text.index(after: close)
                continue
            }
            literal.append(c)
            i = text.index(after: i)
        }
        if !literal.isEmpty { segments.append(.literal(literal)) }
        self.segments = segments
        self.placeholders = placeholders
        lazyID = world.templates.intern(segments)
    }

    func isLazy(_ name: String, _ context: ActionContext) -> Bool {
        CompiledTemplate.contextual.contains(name) || context.closure?.captured(name) != nil
    }

    func resolve(in interpreter: Interpreter, context: ActionContext, at token: Token) throws -> LogTemplate {
        for name in placeholders {
            if name == "self" && context.receiver == nil {
                throw interpreter.error(token, context.closure != nil ? "{self} inside a closure: a closure has no self"
                                                                     : "{self} is only known inside a method",
                                        hint: "name the object instead, or capture it: capture NAME")
            }
            if name == "sender" && context.sender == nil {
                throw interpreter.error(token, "{sender}: this handler receives no sender",
                                        hint: "an action named like 'name:' receives the sender; 'name' receives nothing")
            }
        }
        if placeholders.allSatisfy({ isLazy($0, context) }) { return lazyID }
        var parts: [TemplateSegment] = []
        for segment in segments {
            guard case .placeholder(let name) = segment, !isLazy(name, context) else { parts.append(segment); continue }
            parts.append(.literal(try interpreter.interpolate(name, at: token)))
        }
        return interpreter.world.templates.intern(parts)
    }
}

extension Interpreter {
    func compiledTemplate(_ token: Token, of node: CommandNode) -> CompiledTemplate {
        // A top-level `log` runs once: caching it would only keep every such line alive.
        guard !frames.isEmpty else { return CompiledTemplate(token.text, world: world) }
        let key = ObjectIdentifier(node)
        // The cache keeps the node alive: a freed REPL node's identifier could be reused by a
        // later line, which would then log the old line's text.
        if let cached = templateCache[key], cached.node === node { return cached.template }
        let compiled = CompiledTemplate(token.text, world: world)
        templateCache[key] = (node, compiled)
        return compiled
    }

    /// The current text of `{name}`: a variable, an object's name, or `OBJECT.PROPERTY`.
    func interpolate(_ name: String, at token: Token) throws -> String {
        if let v = variable(name) { return v.value.interpolated(in: world) }
        // A delegate method's parameters (`{string}`) and derived values (`{newText.count}`).
        if let frame = frames.last, frame.context.parameter(String(name.prefix { $0 != "." })) != nil,
           let v = try lookup(name, at: token) {
            return v.interpolated(in: world)
        }
        var objectName = name
        var property: String?
        if world.object(named: name) == nil, let dot = name.lastIndex(of: ".") {
            objectName = String(name[..<dot])
            property = String(name[name.index(after: dot)...])
        }
        var t = token
        t.text = objectName
        guard frames.last != nil || world.object(named: objectName) != nil || variable(objectName) != nil else {
            throw error(token, "unknown name '{\(name)}' in text",
                        hint: Suggestions.hint(for: name, in: variableOrder + world.names) ?? "write \\{ for a literal brace")
        }
        let object = try resolveObject(t)
        guard let property else { return object.name }
        guard let value = Properties.get(object, property, world: world) else {
            throw error(token, "\(article(object.className)) has no property '\(property)'",
                        hint: Suggestions.hint(for: property, in: Properties.names(of: object)))
        }
        return value.interpolated(in: world)
    }
}
