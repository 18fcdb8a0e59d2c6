import SimCore

/// Reads one command's arguments left to right, with errors that point at the offending token
/// and end with the command's usage.
struct ArgumentReader {
    let node: CommandNode
    private(set) var index = 0
    unowned let interpreter: Interpreter

    init(_ node: CommandNode, _ interpreter: Interpreter) {
        self.node = node
        self.interpreter = interpreter
    }

    var hasMore: Bool { index < node.arguments.count }
    var peek: Token? { hasMore ? node.arguments[index] : nil }
    /// Where a missing argument would have been: just after the last token.
    var endLocation: SourceLocation {
        let last = node.arguments.last ?? node.name
        var loc = last.location
        loc.column += (last.kind == .string ? quoted(last.text, asToken: true) : last.text).unicodeScalars.count + 1
        return loc
    }

    var usageHint: String {
        CommandTable.spec(node.name.text).map { "usage: \($0.usage)" } ?? "type `help`"
    }

    func error(_ token: Token?, _ message: String, hint: String? = nil) -> ScriptError {
        ScriptError(Diagnostic(.error, token?.location ?? endLocation, message, hint: hint ?? usageHint))
    }

    // MARK: - Tokens

    mutating func next(_ what: String) throws -> Token {
        guard let t = peek else { throw error(nil, "missing \(what)") }
        index += 1
        return t
    }

    mutating func word(_ what: String) throws -> Token {
        let t = try next(what)
        guard t.kind == .word else { throw error(t, "expected \(what), found \(t.quotedForMessage)") }
        return t
    }

    /// Consumes `keyword` if it is next.
    mutating func accept(_ keyword: String) -> Bool {
        if let t = peek, t.kind == .word, t.text == keyword { index += 1; return true }
        return false
    }

    mutating func accept(_ kind: Token.Kind) -> Bool {
        if let t = peek, t.kind == kind { index += 1; return true }
        return false
    }

    mutating func expect(_ keyword: String) throws {
        guard let t = peek else { throw error(nil, "missing '\(keyword)'") }
        guard t.kind == .word, t.text == keyword else {
            throw error(t, "expected '\(keyword)', found \(t.quotedForMessage)")
        }
        index += 1
    }

    mutating func expect(_ kind: Token.Kind, _ spelled: String) throws {
        guard let t = peek else { throw error(nil, "missing '\(spelled)'") }
        guard t.kind == kind else { throw error(t, "expected '\(spelled)', found \(t.quotedForMessage)") }
        index += 1
    }

    func end() throws {
        if let t = peek { throw error(t, "unexpected \(t.quotedForMessage)") }
    }

    mutating func string(_ what: String) throws -> Token {
        let t = try next(what)
        guard t.kind == .string else {
            throw error(t, "expected \(what) in double quotes, found \(t.quotedForMessage)", hint: "write it as \"\(t.text)\"")
        }
        return t
    }

    /// A name for a new object or variable: letters, digits, `_` and `.`, not starting with a digit.
    mutating func newName(_ what: String) throws -> Token {
        let t = try word(what)
        guard isIdentifier(t.text, allowDots: true) else {
            throw error(t, "'\(t.text)' is not a valid name", hint: "use letters, digits and _ (for example loginButton)")
        }
        return t
    }

    mutating func number(_ what: String) throws -> Double {
        let t = try next(what)
        guard t.kind == .word, let v = Double(t.text), v.isFinite else {
            throw error(t, "expected \(what) (a number), found \(t.quotedForMessage)")
        }
        return v
    }

    mutating func integer(_ what: String) throws -> Int {
        let t = try next(what)
        guard t.kind == .word, let v = Int(t.text) else {
            throw error(t, "expected \(what) (a whole number), found \(t.quotedForMessage)")
        }
        return v
    }

    mutating func point() throws -> Point {
        Point(try number("x"), try number("y"))
    }

    mutating func rect() throws -> Rect {
        let x = try number("x"), y = try number("y")
        let wTok = peek
        let w = try number("width")
        let hTok = peek
        let h = try number("height")
        if w < 0 { throw error(wTok, "a width cannot be negative", hint: "frames are X Y WIDTH HEIGHT") }
        if h < 0 { throw error(hTok, "a height cannot be negative", hint: "frames are X Y WIDTH HEIGHT") }
        return Rect(x, y, w, h)
    }

    /// `0.5s`, `200ms`, `2` (seconds); in microseconds.
    mutating func duration() throws -> Int64 {
        let t = try word("a duration")
        guard let us = parseDuration(t.text) else {
            throw error(t, "expected a duration such as 0.5s or 200ms, found '\(t.text)'")
        }
        guard us >= 0 else { throw error(t, "a duration cannot be negative", hint: SimulationError.negativeDuration.hint) }
        return us
    }

    // MARK: - Names in the world

    mutating func object(_ what: String = "an object") throws -> SimObject {
        let t = try word(what)
        return try interpreter.resolveObject(t)
    }

    mutating func view(_ what: String = "a view") throws -> View {
        let t = try word(what)
        let o = try interpreter.resolveObject(t)
        guard let v = o as? View else {
            if let vc = o as? ViewController {
                throw error(t, "'\(t.text)' is a view controller, not a view", hint: "use its root view: \(vc.view.name)")
            }
            throw error(t, "'\(t.text)' is \(article(o.className)), not a view")
        }
        return v
    }

    mutating func control() throws -> Control {
        let t = try word("a control")
        let o = try interpreter.resolveObject(t)
        guard let c = o as? Control else {
            throw error(t, "'\(t.text)' is \(article(o.className)), not a control",
                        hint: "controls are buttons, switches, sliders, steppers, segmented controls and text fields")
        }
        return c
    }

    /// The next word names a gesture recognizer (without consuming it).
    func nextIsRecognizer() -> Bool {
        guard let t = peek, t.kind == .word else { return false }
        return interpreter.world.object(named: t.text) is GestureRecognizer
    }

    mutating func recognizer() throws -> GestureRecognizer {
        let t = try word("a gesture recognizer")
        let o = try interpreter.resolveObject(t)
        guard let g = o as? GestureRecognizer else {
            throw error(t, "'\(t.text)' is \(article(o.className)), not a gesture recognizer", hint: "create one with `gesture NAME tap on VIEW`")
        }
        return g
    }

    mutating func responder(_ what: String = "a responder") throws -> Responder {
        let t = try word(what)
        let o = try interpreter.resolveObject(t)
        guard let r = o as? Responder else {
            throw error(t, "'\(t.text)' is \(article(o.className)), not a responder", hint: "plain objects are not in the responder chain")
        }
        return r
    }

    mutating func controller() throws -> ViewController {
        let t = try word("a view controller")
        let o = try interpreter.resolveObject(t)
        guard let c = o as? ViewController else {
            throw error(t, "'\(t.text)' is \(article(o.className)), not a view controller")
        }
        return c
    }

    /// A selector name: `refresh`, `didTap:`, `didTap:forEvent:`.
    mutating func selectorToken() throws -> Token {
        let t = try word("an action selector")
        guard isSelector(t.text) else {
            throw error(t, "'\(t.text)' is not a selector", hint: "selectors look like refresh, didTap: or didTap:forEvent:")
        }
        return t
    }

    /// `touchUpInside`, `touchDown|touchUpInside`, `allTouchEvents`.
    mutating func events() throws -> ControlEvents {
        var events: ControlEvents = []
        repeat {
            let t = try word("a control event")
            guard let e = ControlEvents.named(t.text) else {
                let hint = Suggestions.hint(for: t.text, in: ControlEvents.allNames)
                    ?? "events: " + ControlEvents.allNames.joined(separator: ", ")
                throw error(t, "unknown control event '\(t.text)'", hint: hint)
            }
            events.formUnion(e)
        } while accept(.pipe) || accept(.comma)
        return events
    }
}

func isIdentifier(_ s: String, allowDots: Bool = false) -> Bool {
    guard let first = s.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
    return s.unicodeScalars.allSatisfy { c in
        c == "_" || (allowDots && c == ".") || c.properties.isAlphabetic || ("0"..."9").contains(c)
    } && !s.hasPrefix(".") && !s.hasSuffix(".")
}

func isSelector(_ s: String) -> Bool {
    guard !s.isEmpty, !s.hasPrefix(":") else { return false }
    let parts = s.split(separator: ":", omittingEmptySubsequences: false)
    if parts.count == 1 { return isIdentifier(s) }
    // `a:b:` splits to ["a", "b", ""]: every part but the last must be an identifier, the last empty.
    guard parts.last == "" else { return false }
    return parts.dropLast().allSatisfy { isIdentifier(String($0)) }
}

/// `0.5s`, `200ms`, `1.5` (seconds) → microseconds.
func parseDuration(_ text: String) -> Int64? {
    var s = Substring(text)
    var scale = 1_000_000.0
    if s.hasSuffix("ms") { s = s.dropLast(2); scale = 1000 }
    else if s.hasSuffix("s") { s = s.dropLast() }
    guard let v = Double(s), v.isFinite else { return nil }
    let micros = (v * scale).rounded()
    // Int64(_:) traps outside its range; a duration that long is a typo, reported by the caller.
    guard abs(micros) < 9e18 else { return nil }
    return Int64(micros)
}
