import SimCore
import SimScript
import SwiftParser
import SwiftSyntax

/// Values, names and conditions: what a Swift expression is in `.sim`.
extension BodyLowering {
    /// A value: a literal, a list, a name or property path, `+`/`-` and one comparison.
    func value(_ expr: ExprSyntax) throws -> String {
        if let string = expr.as(StringLiteralExprSyntax.self) { return try stringValue(string) }
        if let int = expr.as(IntegerLiteralExprSyntax.self) {
            // simrepl's numbers are doubles: exact to 2^53 only, with no Int overflow to trap on
            // as Swift does (Int.max + 1 traps). A literal past that is refused, not rounded.
            guard let n = int.representedLiteralValue, abs(n) <= 1 << 53 else {
                throw errors.unsupported(int, "an integer literal beyond 2^53 (9007199254740992)",
                                         nearest: "a number within ±9007199254740992: simrepl's numbers are doubles, exact only that far, and do not trap on overflow as Int does")
            }
            return int.literal.text.filter { $0 != "_" }
        }
        if let float = expr.as(FloatLiteralExprSyntax.self) { return float.literal.text.filter { $0 != "_" } }
        if let bool = expr.as(BooleanLiteralExprSyntax.self) { return bool.literal.text }
        if expr.is(NilLiteralExprSyntax.self) { return "nil" }
        if let array = expr.as(ArrayExprSyntax.self) {
            return "list " + (try array.elements.map { try value($0.expression) }).joined(separator: ", ")
        }
        if let sequence = expr.as(SequenceExprSyntax.self) { return try operators(Array(sequence.elements)) }
        if let paren = expr.as(TupleExprSyntax.self), paren.elements.count == 1, paren.elements.first!.label == nil {
            throw errors.unsupported(paren, "parentheses in an expression", nearest: "write it without them, or in two steps with let")
        }
        return try valuePath(expr)
    }

    /// A stored property's initial value (nil when it has none: an optional).
    func storedValue(_ expr: ExprSyntax?) throws -> String {
        guard let expr else { return "nil" }
        return try value(expr)
    }

    /// `"Item " + name`, `count + 1`, `a == b`, `a && b`: the operators .sim shares with Swift,
    /// in the order written (the same precedence; .sim has no parentheses).
    func operators(_ elements: [ExprSyntax]) throws -> String {
        var out: [String] = []
        for element in elements {
            if let op = element.as(BinaryOperatorExprSyntax.self) {
                let symbol = op.operator.text
                guard ["+", "-", "==", "!=", "<", ">", "<=", ">=", "&&", "||"].contains(symbol) else {
                    throw errors.unsupported(op, "the operator '\(symbol)'", nearest: "+ - == != < > <= >= && ||")
                }
                out.append(symbol)
            } else if element.is(AssignmentExprSyntax.self) {
                throw errors.unsupported(element, "an assignment inside an expression", nearest: "an assignment as a statement of its own")
            } else if let cast = element.as(UnresolvedAsExprSyntax.self) {
                throw errors.unsupported(cast, "a cast inside an expression", nearest: "if let name = value as? Type { … }")
            } else {
                out.append(try value(element))
            }
        }
        return out.joined(separator: " ")
    }

    /// UIKit's optional texts simrepl models, and what one holds when it is nil: Swift prints an
    /// optional in an interpolation as `Optional("Ada")`, or `nil`. A text field's `text` is
    /// never nil (UIKit gives "" for an empty field); a label's text and a button's title are
    /// nil until set — the simulator models the label's as nil and keeps "" for the title, so
    /// either reads as nil there.
    enum OptionalText {
        case neverNil, nilWhenEmpty
    }

    /// What `expr` is when it names one of UIKit's optional texts (`field.text`), unwrapped or not.
    func optionalText(_ expr: ExprSyntax) -> OptionalText? {
        guard let member = expr.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
        let owner = staticType(of: base).map { file.declarations.swiftClass($0).map(uikitAncestor) ?? $0 }
        switch (owner, member.declName.baseName.text) {
        case ("UITextField"?, "text"): return .neverNil
        case ("UILabel"?, "text"), ("UIButton"?, "currentTitle"): return .nilWhenEmpty
        default: return nil
        }
    }

    /// The compiler's warning for an optional in an interpolation, at its place.
    func warnOptionalInterpolation(_ expr: ExprSyntax) {
        warn(expr, "string interpolation produces a debug description for an optional value; did you mean to make this explicit?",
             hint: "unwrap it (\(expr.trimmedDescription)!), or use 'String(describing:)' to silence this warning: Swift prints Optional(\"…\") or nil")
    }

    /// A string literal; `\(name)` interpolations join it with `+`. An interpolated text field's
    /// text is `Optional("…")`, as Swift prints it; a text that may be nil is refused here (a
    /// value cannot branch), and `print` handles it (`lowerPrint`).
    private func stringValue(_ string: StringLiteralExprSyntax) throws -> String {
        if let text = try multilineText(string) { return "\"" + BodyLowering.escaped(text, braces: false) + "\"" }
        var parts: [String] = [], literal = ""
        for segment in string.segments {
            switch segment {
            case .stringSegment(let s): literal += try text(of: s, in: string)
            case .expressionSegment(let e):
                guard e.expressions.count == 1, let inner = e.expressions.first?.expression, e.expressions.first?.label == nil else {
                    throw errors.unsupported(e, "this interpolation", nearest: "\\(name) or \\(object.property)")
                }
                switch optionalText(inner) {
                case .neverNil?:
                    warnOptionalInterpolation(inner)
                    literal += "Optional(\""
                    parts.append("\"" + BodyLowering.escaped(literal, braces: false) + "\"")
                    parts.append(try valuePath(inner))
                    literal = "\")"
                    continue
                case .nilWhenEmpty?:
                    throw errors.unsupported(inner, "an optional text that may be nil in a string value (Swift gives Optional(\"…\") or nil)",
                                             nearest: "unwrap it: \(inner.trimmedDescription)!, or print(…) it")
                case nil: break
                }
                if !literal.isEmpty || parts.isEmpty { parts.append("\"" + BodyLowering.escaped(literal, braces: false) + "\"") }
                literal = ""
                parts.append(try valuePath(inner))
            }
        }
        if !literal.isEmpty || parts.isEmpty { parts.append("\"" + BodyLowering.escaped(literal, braces: false) + "\"") }
        return parts.joined(separator: " + ")
    }

    /// A print item as .sim log text: literal text escaped, `\(path)` as `{path}`.
    /// `nilTexts`: for each optional text that may be nil (by its .sim path), whether this
    /// rendering is the one where it is (`lowerPrint` writes one `log` per combination).
    func logText(_ expr: ExprSyntax, nilTexts: [String: Bool] = [:]) throws -> String {
        if let string = expr.as(StringLiteralExprSyntax.self) {
            if let text = try multilineText(string) { return BodyLowering.escaped(text, braces: true) }
            var out = ""
            for segment in string.segments {
                switch segment {
                case .stringSegment(let s): out += BodyLowering.escaped(try text(of: s, in: string), braces: true)
                case .expressionSegment(let e):
                    guard e.expressions.count == 1, let inner = e.expressions.first?.expression else {
                        throw errors.unsupported(e, "this interpolation", nearest: "\\(name) or \\(object.property)")
                    }
                    out += try logItem(inner, nilTexts: nilTexts)
                }
            }
            return out
        }
        return try logItem(expr, nilTexts: nilTexts)
    }

    /// One value in a printed line, as `print` and an interpolation show it: an optional text as
    /// `Optional("…")` or `nil`.
    private func logItem(_ expr: ExprSyntax, nilTexts: [String: Bool]) throws -> String {
        let path = "{" + (try valuePath(expr)) + "}"
        guard optionalText(expr) != nil else { return path }
        if nilTexts[try valuePath(expr)] == true { return "nil" }
        return BodyLowering.escaped("Optional(\"", braces: true) + path + BodyLowering.escaped("\")", braces: true)
    }

    /// The optional texts in a printed item that may be nil (their .sim paths, first seen first),
    /// each warned about as the compiler does; a text field's text, never nil, is warned about too.
    func maybeNilTexts(in expr: ExprSyntax) throws -> [String] {
        var items: [ExprSyntax] = [expr]
        let interpolated = expr.is(StringLiteralExprSyntax.self)
        if let string = expr.as(StringLiteralExprSyntax.self) {
            items = string.segments.compactMap { segment in
                if case .expressionSegment(let e) = segment, e.expressions.count == 1 { return e.expressions.first!.expression }
                return nil
            }
        }
        var paths: [String] = []
        for item in items {
            guard let kind = optionalText(item) else { continue }
            if interpolated {
                warnOptionalInterpolation(item)
            } else {
                warn(item, "expression implicitly coerced from 'String?' to 'Any'",
                     hint: "unwrap it (\(item.trimmedDescription)!), or write it 'as Any' to silence this warning: print shows Optional(\"…\") or nil")
            }
            let path = try valuePath(item)
            if kind == .nilWhenEmpty, !paths.contains(path) { paths.append(path) }
        }
        return paths
    }

    /// A multi-line string's text, as Swift makes it (the closing delimiter's indentation taken
    /// off each line, escapes read); nil for a one-line string. With an interpolation it is
    /// refused, by name.
    func multilineText(_ string: StringLiteralExprSyntax) throws -> String? {
        guard string.openingQuote.tokenKind == .multilineStringQuote else { return nil }
        guard let value = string.representedLiteralValue else {
            throw errors.unsupported(string, "a multi-line string with an interpolation", nearest: "a multi-line string without \\(…), or one-line strings joined with +")
        }
        if let odd = value.unicodeScalars.first(where: { $0.value < 0x20 && $0 != "\n" && $0 != "\t" }) {
            throw errors.unsupported(string, "the character U+\(String(odd.value, radix: 16, uppercase: true)) in a string", nearest: "text, line breaks and tabs")
        }
        return value
    }

    /// A literal segment's characters, as Swift reads its escapes; one a `.sim` text cannot hold
    /// (a control character other than a line break or a tab) is refused at its place.
    func text(of segment: StringSegmentSyntax, in literal: StringLiteralExprSyntax) throws -> String {
        let value: String
        do {
            value = try StringLiteralText.value(of: segment, in: literal)
        } catch {
            throw errors.compiler(segment, error.message, hint: "Swift's escapes: \\0 \\\\ \\t \\n \\r \\\" \\' \\u{…}")
        }
        if let odd = value.unicodeScalars.first(where: { $0.value < 0x20 && $0 != "\n" && $0 != "\t" }) {
            let hex = String(odd.value, radix: 16, uppercase: true)
            throw errors.unsupported(segment, "the character U+\(String(repeating: "0", count: 4 - hex.count) + hex) in a string",
                                     nearest: "text, line breaks (\\n) and tabs (\\t)")
        }
        return value
    }

    /// `s` written as a `.sim` string's contents: quotes, backslashes, line breaks and tabs
    /// escaped (and braces, in `log` text, where they would start a placeholder).
    static func escaped(_ s: String, braces: Bool) -> String {
        var out = ""
        for c in s {
            switch c {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "{" where braces: out += "\\{"
            case "}" where braces: out += "\\}"
            default: out.append(c)
            }
        }
        return out
    }

    /// An object path: what a command takes as OBJECT.
    func objectPath(_ expr: ExprSyntax) throws -> String { try valuePath(expr) }

    /// `self`, a parameter, a local, a member (through `self`), `.property` and `[index]` after
    /// any of them.
    func valuePath(_ expr: ExprSyntax) throws -> String {
        if let ref = expr.as(DeclReferenceExprSyntax.self) {
            let name = ref.baseName.text
            if ref.baseName.tokenKind == .keyword(.self) {
                guard case .method = mode else {
                    throw errors.unsupported(ref, "reading 'self' in a property initializer", nearest: "make the property lazy, or do it in viewDidLoad")
                }
                return "self"
            }
            switch lookup(name) {
            case .name(let path, _)?: return path
            case .indexPath?: throw errors.unsupported(ref, "an IndexPath as a value", nearest: "indexPath.row or indexPath.section")
            case nil: break
            }
            if owner.isMember(name) {
                guard case .method = mode else {
                    throw errors.compiler(ref, "cannot use instance member '\(name)' within property initializer; property initializers run before 'self' is available",
                                          hint: "make the property `lazy var`, or use it in viewDidLoad")
                }
                return "self." + name
            }
            // A member the class inherits from UIKit (a controller's `view`, a control's
            // `isEnabled`), read through self as Swift reads it.
            if case .method = mode, let members = UIKitMembers.names(of: uikitAncestor(of: owner)),
               members.contains(BodyLowering.simProperty(name)) || members.contains(name) {
                return "self." + BodyLowering.simProperty(name)
            }
            throw errors.compiler(ref, "cannot find '\(name)' in scope", hint: scopeHint())
        }
        if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base {
            if base.is(SuperExprSyntax.self) { throw errors.unsupported(member, "reading super's property", nearest: "self.\(member.declName.baseName.text)") }
            let name = member.declName.baseName.text
            if let ref = base.as(DeclReferenceExprSyntax.self), case .indexPath(let row, let section)? = lookup(ref.baseName.text) {
                switch name {
                case "row", "item": return row
                case "section": return section
                default: throw errors.compiler(member.declName, "value of type 'IndexPath' has no member '\(name)'", hint: "indexPath.row, indexPath.section")
                }
            }
            try checkMember(name, of: base, at: member.declName)
            return try valuePath(base) + "." + BodyLowering.simProperty(name)
        }
        if let subscriptCall = expr.as(SubscriptCallExprSyntax.self), subscriptCall.arguments.count == 1 {
            let index = try value(subscriptCall.arguments.first!.expression)
            guard !index.contains(" ") else { throw errors.unsupported(subscriptCall, "a computed index", nearest: "let i = …, then items[i]") }
            return try valuePath(subscriptCall.calledExpression) + "[" + index + "]"
        }
        if let forced = expr.as(ForceUnwrapExprSyntax.self) { return try valuePath(forced.expression) }
        if let optional = expr.as(OptionalChainingExprSyntax.self) { return try valuePath(optional.expression) }
        throw errors.unsupported(expr, "the expression '\(expr.trimmedDescription)'", nearest: "a literal, a name, object.property, or list[index]")
    }

    /// A member read or set on a value whose type the file says: it must be one the type has
    /// — its own (a Swift class's or struct's), or one simrepl models for its UIKit class (the
    /// descriptor's properties). As the compiler checks it, at load, not at the tap.
    func checkMember(_ name: String, of base: ExprSyntax, at node: some SyntaxProtocol) throws {
        guard let owning = staticType(of: base) else { return }
        let simName = BodyLowering.simProperty(name)
        if let info = file.declarations.structs.first(where: { $0.name == owning }) {
            guard info.isMember(name) else {
                throw errors.compiler(node, "value of type '\(owning)' has no member '\(name)'",
                                      hint: "its properties: " + (info.fields.map(\.name) + info.computed.map(\.name)).joined(separator: ", "))
            }
            return
        }
        var uikitName = owning
        if let type = file.declarations.swiftClass(owning) {
            if type.isMember(name) || type.typeOf(member: name) != nil { return }
            uikitName = type.superclass
        }
        guard let members = UIKitMembers.names(of: uikitName) else { return }
        if members.contains(simName) || members.contains(name) { return }
        let own = file.declarations.swiftClass(owning).map { BodyLowering.scopeHint(locals: [], owner: $0) + "; " } ?? ""
        throw errors.compiler(node, "value of type '\(owning)' has no member '\(name)' that simrepl models",
                              hint: own + "\(uikitName)'s: " + members.sorted().joined(separator: ", "))
    }

    /// The UIKit class a Swift class descends from (through the file's own classes).
    func uikitAncestor(of type: SwiftDeclarations.ClassInfo) -> String {
        var superclass = type.superclass, seen: Set<String> = []
        while let swift = file.declarations.swiftClass(superclass), seen.insert(superclass).inserted { superclass = swift.superclass }
        return superclass
    }

    func scopeHint() -> String {
        BodyLowering.scopeHint(locals: scopes.flatMap(\.keys), owner: owner)
    }

    static func scopeHint(locals: [String], owner: SwiftDeclarations.ClassInfo) -> String {
        let names = Set(locals + owner.outlets.map(\.name) + owner.delegates.map(\.name) + owner.madeViews.map(\.name) + owner.values.map(\.name)).sorted()
        return names.isEmpty ? "declare it first" : "in scope: " + names.joined(separator: ", ")
    }

    /// The Swift type an expression has, where the file says it: what `x.member` is checked
    /// against (a member a Swift class does not have is an error at load).
    func staticType(of expr: ExprSyntax) -> String? {
        if let ref = expr.as(DeclReferenceExprSyntax.self) {
            if ref.baseName.tokenKind == .keyword(.self) { return owner.name }
            if case .name(_, let type)? = lookup(ref.baseName.text) { return type }
            return owner.typeOf(member: ref.baseName.text) ?? UIKitMembers.type(of: ref.baseName.text, in: uikitAncestor(of: owner))
        }
        if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base, let baseType = staticType(of: base) {
            let name = member.declName.baseName.text
            // A member a Swift class declares, else one it inherits from UIKit (`self.view`).
            if let type = file.declarations.swiftClass(baseType) {
                return type.typeOf(member: name) ?? UIKitMembers.type(of: name, in: uikitAncestor(of: type))
            }
            return UIKitMembers.type(of: name, in: baseType)
        }
        if let chained = expr.as(OptionalChainingExprSyntax.self) { return staticType(of: chained.expression) }
        if let forced = expr.as(ForceUnwrapExprSyntax.self) { return staticType(of: forced.expression) }
        return nil
    }

    // MARK: - Index paths and the table's dequeue

    /// `tableView.indexPath(for: cell)` (Swift 2: `indexPathForCell(_:)`): the cell's row and
    /// section. nil when `expr` is something else.
    mutating func indexPathValue(_ expr: ExprSyntax) throws -> Local? {
        guard let call = expr.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              call.arguments.count == 1 else { return nil }
        let name = member.declName.baseName.text
        let modern = name == "indexPath" && call.arguments.first!.label?.text == "for"
        guard modern || (name == "indexPathForCell" && call.arguments.first!.label == nil) else { return nil }
        if !modern { warn(member.declName, "'indexPathForCell(_:)' is Swift 2's name for 'indexPath(for:)'", hint: "tableView.indexPath(for: cell)") }
        let cell = try objectPath(call.arguments.first!.expression)
        return .indexPath(row: cell + ".row", section: cell + ".section")
    }

    /// `tableView.dequeueReusableCell(withIdentifier: id, for: indexPath)` (Swift 2:
    /// `dequeueReusableCellWithIdentifier(_:forIndexPath:)`) in cellForRow: the simulator dequeues
    /// the row's cell before it asks, and hands it over as `cell`.
    mutating func isDequeue(_ expr: ExprSyntax) -> Bool {
        guard let call = expr.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              case .method(let function?) = mode, function.signature.returnClause.map({ baseTypeName($0.type) }) == "UITableViewCell" else { return false }
        switch member.declName.baseName.text {
        case "dequeueReusableCell": return true
        case "dequeueReusableCellWithIdentifier":
            warn(member.declName, "'dequeueReusableCellWithIdentifier(_:forIndexPath:)' is Swift 2's name for 'dequeueReusableCell(withIdentifier:for:)'",
                 hint: "tableView.dequeueReusableCell(withIdentifier: id, for: indexPath)")
            return true
        default: return false
        }
    }

    // MARK: - Conditions

    /// `if CONDITION, … { } else …`. A plain condition is .sim's; `if let x = value` declares x
    /// and tests it for nil (and for its class, with `as? Type`). With an `else`, only plain
    /// conditions: .sim's `if` tests one condition.
    mutating func lowerIf(_ ifExpr: IfExprSyntax) throws {
        let hasBinding = ifExpr.conditions.contains { $0.condition.is(OptionalBindingConditionSyntax.self) }
        if hasBinding, let elseBody = ifExpr.elseBody {
            throw errors.unsupported(elseBody, "`else` after `if let`", nearest: "guard let, or if let without else")
        }
        scopes.append([:]); declared.append([])
        defer { scopes.removeLast(); declared.removeLast() }
        var opened = 0
        var plain: [String] = []
        var first = true
        for element in ifExpr.conditions {
            let place: SimCore.SourceLocation = first ? at(ifExpr.ifKeyword) : at(element)
            first = false
            if let binding = element.condition.as(OptionalBindingConditionSyntax.self) {
                if !plain.isEmpty { text.open("if " + plain.joined(separator: " && "), at: place); opened += 1; plain = [] }
                for test in try bindOptional(binding, at: place) {
                    text.open("if " + test, at: place)
                    opened += 1
                }
            } else if case .expression(let expr) = element.condition {
                plain.append(try condition(expr))
            } else {
                throw errors.unsupported(element, "this condition", nearest: "a comparison, or let name = value")
            }
        }
        if !plain.isEmpty { text.open("if " + plain.joined(separator: " && "), at: opened == 0 ? at(ifExpr.ifKeyword) : at(ifExpr.conditions.last!)); opened += 1 }
        try lowerStatements(ifExpr.body.statements)
        text.close(at: at(ifExpr.body.rightBrace))
        for _ in 1..<max(opened, 1) { text.sameLine("}", opensBlock: false) }
        switch ifExpr.elseBody {
        case .codeBlock(let block)?:
            text.sameLine("else {", opensBlock: true)
            scopes.append([:]); declared.append([])
            try lowerStatements(block.statements)
            scopes.removeLast(); declared.removeLast()
            text.close(at: at(block.rightBrace))
        case .ifExpr(let next)?:
            text.sameLine("else", opensBlock: true)
            try lowerIf(next)
        case nil: break
        }
    }

    /// `let x = value [as? Type]`: declares x and returns the tests that it holds one (of that
    /// type), each an `if` of its own: the class test must not read a nil's class.
    private mutating func bindOptional(_ binding: OptionalBindingConditionSyntax, at place: SimCore.SourceLocation) throws -> [String] {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
            throw errors.unsupported(binding.pattern, "this pattern", nearest: "if let name = value")
        }
        guard let initializer = binding.initializer?.value else {
            // `if let x` (Swift 5.7): x is itself.
            return [try valuePath(ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(name)))) + " != nil"]
        }
        var source = initializer, castType: String?
        if let cast = initializer.as(SequenceExprSyntax.self), cast.elements.count == 3,
           let asExpr = Array(cast.elements)[1].as(UnresolvedAsExprSyntax.self), asExpr.questionOrExclamationMark?.tokenKind == .postfixQuestionMark {
            source = Array(cast.elements)[0]
            castType = Array(cast.elements)[2].as(TypeExprSyntax.self)?.type.trimmedDescription
        } else if let cast = initializer.as(AsExprSyntax.self), cast.questionOrExclamationMark?.tokenKind == .postfixQuestionMark {
            source = cast.expression
            castType = cast.type.trimmedDescription
        }
        if isDequeue(source) {
            bind(name, .name("cell", type: castType ?? "UITableViewCell"))
            return [castType.map { isTest("cell", $0) } ?? "cell != nil"]
        }
        if let indexPath = try indexPathValue(source) {
            bind(name, indexPath)
            guard case .indexPath(let row, _) = indexPath else { return ["true"] }
            return [row + " != nil"]
        }
        let lowered = try value(source)
        if declared.last!.contains(name) {
            // A second `if let x` in one block: .sim's `let` would be a redeclaration.
            throw errors.unsupported(binding, "a second `let \(name)` in one block", nearest: "another name")
        }
        declared[declared.count - 1].insert(name)
        text.command("let \(name) = \(lowered)", at: place)
        bind(name, .name(name, type: castType ?? staticType(of: source)))
        return ["\(name) != nil"] + (castType.map { [isTest(name, $0)] } ?? [])
    }

    /// `switch value { case a, b: … case c: … default: … }` on simple values (text, numbers,
    /// true/false, a UIKit enumeration's case): the `if … else if … else` it means. No case falls
    /// through in Swift, and neither does this.
    mutating func lowerSwitch(_ switchExpr: SwitchExprSyntax) throws {
        let subject = try valuePath(switchExpr.subject)
        var first = true
        for element in switchExpr.cases {
            guard case .switchCase(let switchCase) = element else {
                throw errors.unsupported(element, "#if inside a switch", nearest: "plain case labels")
            }
            let head: String
            switch switchCase.label {
            case .default:
                head = first ? "if true" : "} else"
            case .case(let label):
                let tests = try label.caseItems.map { item -> String in
                    guard item.whereClause == nil, let pattern = item.pattern.as(ExpressionPatternSyntax.self) else {
                        throw errors.unsupported(item, "this case pattern", nearest: "case \"text\", case 1, case .value")
                    }
                    return "\(subject) == \(try caseValue(pattern.expression))"
                }
                head = (first ? "if " : "} else if ") + tests.joined(separator: " || ")
            }
            if !first, switchCase.statements.contains(where: { $0.item.is(FallThroughStmtSyntax.self) }) {
                throw errors.unsupported(switchCase, "`fallthrough`", nearest: "repeat the statements in the next case")
            }
            text.open(head, at: at(switchCase))
            scopes.append([:]); declared.append([])
            let statements = switchCase.statements.filter { !$0.item.is(BreakStmtSyntax.self) }
            try lowerStatements(statements)
            scopes.removeLast(); declared.removeLast()
            first = false
        }
        if !first { text.close(at: at(switchExpr.rightBrace)) }
    }

    /// A case's value: a literal, or `.name` (a UIKit enumeration's case, as .sim names it).
    private func caseValue(_ expr: ExprSyntax) throws -> String {
        if let member = expr.as(MemberAccessExprSyntax.self), member.base == nil { return "\"" + member.declName.baseName.text + "\"" }
        if expr.is(StringLiteralExprSyntax.self) || expr.is(IntegerLiteralExprSyntax.self) || expr.is(FloatLiteralExprSyntax.self)
            || expr.is(BooleanLiteralExprSyntax.self) || expr.is(NilLiteralExprSyntax.self) { return try value(expr) }
        throw errors.unsupported(expr, "this case value", nearest: "a literal or .name")
    }

    /// `x is T`: x's class is T or a subclass of it (a Swift class of the file, or UIKit's).
    func isTest(_ subject: String, _ typeName: String) -> String {
        var names = [typeName] + (UIKitHierarchy.subclasses[typeName] ?? [])
        var added = true
        while added {  // Swift subclasses of any class in the list, transitively
            added = false
            for type in file.declarations.classes where names.contains(type.superclass) && !names.contains(type.name) {
                names.append(type.name); added = true
            }
        }
        return names.map { "\(subject).className == \"\($0)\"" }.joined(separator: " || ")
    }

    /// A Boolean condition: a comparison, `&&`/`||`, `!x`, a Boolean property.
    func condition(_ expr: ExprSyntax) throws -> String {
        if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return "!" + (try valuePath(prefix.expression))
        }
        if let sequence = expr.as(SequenceExprSyntax.self) {
            var out: [String] = []
            let elements = Array(sequence.elements)
            var i = 0
            while i < elements.count {
                let element = elements[i]
                if let op = element.as(BinaryOperatorExprSyntax.self) { out.append(op.operator.text); i += 1; continue }
                if i + 2 < elements.count, elements[i + 1].is(UnresolvedIsExprSyntax.self), let type = elements[i + 2].as(TypeExprSyntax.self) {
                    let test = isTest(try valuePath(element), type.type.trimmedDescription)
                    // .sim has no parentheses: a test of several classes stands alone.
                    if test.contains(" || ") && elements.count > 3 {
                        throw errors.unsupported(sequence, "`is \(type.type.trimmedDescription)` (a class with subclasses) beside other conditions",
                                                 nearest: "a condition of its own: if x is \(type.type.trimmedDescription) { if … { } }")
                    }
                    out.append(test)
                    i += 3
                    continue
                }
                out.append(try condition(element))
                i += 1
            }
            return out.joined(separator: " ")
        }
        return try value(expr)
    }

    /// `guard let x = value else { return }`, `guard condition else { return }`.
    mutating func lowerGuard(_ guardStmt: GuardStmtSyntax) throws {
        let body = guardStmt.body.statements
        guard body.count == 1, let ret = body.first?.item.as(ReturnStmtSyntax.self) else {
            throw errors.unsupported(guardStmt.body, "a guard's else that does more than return", nearest: "guard … else { return }")
        }
        for element in guardStmt.conditions {
            let place = at(element)
            let tests: [String]
            if let binding = element.condition.as(OptionalBindingConditionSyntax.self) {
                tests = try bindOptional(binding, at: place)
            } else if case .expression(let expr) = element.condition {
                tests = [try condition(expr)]
            } else {
                throw errors.unsupported(element, "this condition", nearest: "a comparison, or let name = value")
            }
            for test in tests {
                guard let negated = BodyLowering.negated(test) else {
                    throw errors.unsupported(element, "a guard condition that mixes && and ||", nearest: "one guard per condition")
                }
                text.open("if " + negated, at: place)
                try lowerReturn(ret)
                text.sameLine("}", opensBlock: false)
            }
        }
    }

    /// The condition that is true when `test` is false (De Morgan's laws over one kind of
    /// operator); nil when it mixes `&&` and `||`, which .sim cannot group.
    static func negated(_ test: String) -> String? {
        let and = test.contains(" && "), or = test.contains(" || ")
        if and && or { return nil }
        if and || or {
            let parts = test.components(separatedBy: and ? " && " : " || ").map { negated($0) }
            guard parts.allSatisfy({ $0 != nil }) else { return nil }
            return parts.map { $0! }.joined(separator: and ? " || " : " && ")
        }
        for (op, inverse) in [(" != ", " == "), (" == ", " != "), (" <= ", " > "), (" >= ", " < "), (" < ", " >= "), (" > ", " <= ")] where test.contains(op) {
            return test.replacingFirst(op, with: inverse)
        }
        return test.hasPrefix("!") ? String(test.dropFirst()) : "!" + test
    }
}

extension UIKitProperties {
    /// What a Swift class's instance reads through UIKit, beyond its own members.
    static let readable: Set<String> = settable.union(["superview", "window", "view", "row", "section", "count", "tableView", "className",
                                                       "highlighted", "tracking", "contentView", "subviews", "next"])
}

extension String {
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = range(of: target) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }
    func components(separatedBy separator: String) -> [String] {
        var parts: [String] = [], rest = self[...]
        while let range = rest.range(of: separator) {
            parts.append(String(rest[..<range.lowerBound]))
            rest = rest[range.upperBound...]
        }
        parts.append(String(rest))
        return parts
    }
}
