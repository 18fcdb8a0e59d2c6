import SwiftSyntax

/// Expressions: each syntax form to its node and static type, with the type the context
/// expects pushed down (so `let d: Double = 7 / 2` divides Doubles).
extension Resolver {
    func expr(_ e: ExprSyntax, _ expected: SType? = nil) -> Typed {
        if isPostfixChain(e) && !resolvingChainBase && containsOptionalChaining(e) {
            let inner = asChainBase(true) { exprInner(e, expected?.wrapped ?? expected) }
            let type: SType = inner.type.isUnknown ? .unknown : (inner.type.wrapped != nil ? inner.type : .optional(inner.type))
            let chain = Typed(OptionalChain(loc(e), inner.node), type)
            return hostSlotCall(e, chain) ?? chain
        }
        return asChainBase(false) { exprInner(e, expected) }
    }

    /// Resolves `e` converted to `type`.
    func expr(_ e: ExprSyntax, convertedTo type: SType) -> Expr {
        convert(expr(e, type), to: type)
    }

    private func exprInner(_ e: ExprSyntax, _ expected: SType?) -> Typed {
        let l = loc(e)
        switch e.as(ExprSyntaxEnum.self) {
        case .integerLiteralExpr(let lit): return integerLiteral(lit.literal.text, negative: false, expected, at: lit)
        case .floatLiteralExpr(let lit): return floatLiteral(lit.literal.text, negative: false, expected, at: lit)
        case .booleanLiteralExpr(let b): return Typed(Literal(l, .bool(b.literal.tokenKind == .keyword(.true))), .nominal(lib.bool, []))
        case .nilLiteralExpr: return Typed(Literal(l, .nilValue), expected?.wrapped != nil ? expected! : .optional(.unknown))
        case .stringLiteralExpr(let s): return stringLiteral(s, expected)
        case .declReferenceExpr(let d): return identifier(d, expected)
        case .memberAccessExpr(let m): return memberAccess(m, expected)
        case .functionCallExpr(let c): return call(c, expected)
        case .subscriptCallExpr(let s): return subscriptCall(s)
        case .infixOperatorExpr(let i): return infix(i, expected)
        case .prefixOperatorExpr(let p): return prefix(p, expected)
        case .postfixOperatorExpr(let p): return postfix(p)
        case .tupleExpr(let t): return tuple(t, expected)
        case .arrayExpr(let a): return arrayLiteral(a, expected)
        case .dictionaryExpr(let d): return dictionaryLiteral(d, expected)
        case .closureExpr(let c): return closure(c, expected)
        case .ternaryExpr(let t): return ternary(t, expected)
        case .isExpr(let i): return Typed(IsCheck(l, expr(i.expression).node, resolveType(i.type)), .nominal(lib.bool, []))
        case .asExpr(let a): return asCast(a)
        case .forceUnwrapExpr(let f):
            let inner = expr(f.expression, expected.map { .optional($0) })
            return Typed(ForceUnwrap(l, inner.node), inner.type.wrapped ?? inner.type)
        case .optionalChainingExpr(let o):
            let inner = expr(o.expression)
            return Typed(BindOptional(l, inner.node), inner.type.wrapped ?? inner.type)
        case .tryExpr(let t): return tryExpr(t, expected)
        case .awaitExpr(let a):
            unsupported("'await'", at: a.awaitKeyword, hint: "simrepl runs synchronous Swift only")
            return Typed(Literal(l, .void), .unknown)
        case .keyPathExpr(let k): return keyPath(k, expected)
        case .macroExpansionExpr(let m): return magic(m)
        case .typeExpr(let t):
            let type = resolveType(t.type)
            return Typed(Literal(l, .type(RuntimeType(type))), .metatype(type))
        case .genericSpecializationExpr(let g):
            let type = resolveType(TypeSyntax(IdentifierTypeSyntax(name: .identifier(g.expression.trimmedDescription),
                                                                  genericArgumentClause: g.genericArgumentClause)))
            return Typed(Literal(l, .type(RuntimeType(type))), .metatype(type))
        case .ifExpr(let i): return ifExpression(i, expected)
        case .switchExpr(let s): return switchExpression(s, expected)
        case .discardAssignmentExpr:
            error("'_' can only appear in a pattern or on the left side of an assignment", at: e)
            return Typed(Literal(l, .void), .unknown)
        case .superExpr:
            error("'super' cannot be used here", at: e)
            return Typed(Literal(l, .void), .unknown)
        case .inOutExpr(let i):
            return expr(i.expression, expected)
        case .patternExpr(let p):
            error("pattern '\(p.trimmedDescription)' cannot appear in an expression", at: p)
            return Typed(Literal(l, .void), .unknown)
        default:
            unsupported("the expression '\(e.trimmedDescription.prefix(40))'", at: e)
            return Typed(Literal(l, .void), .unknown)
        }
    }

    // MARK: Optional chains

    /// Member access, call, subscript, `!`, `?` — the links of an optional chain.
    func isPostfixChain(_ e: ExprSyntax) -> Bool {
        e.is(MemberAccessExprSyntax.self) || e.is(FunctionCallExprSyntax.self) || e.is(SubscriptCallExprSyntax.self)
            || e.is(ForceUnwrapExprSyntax.self) || e.is(OptionalChainingExprSyntax.self)
    }

    /// Whether a `?` appears in the chain of bases under `e` (`a?.b.c`).
    func containsOptionalChaining(_ e: ExprSyntax) -> Bool {
        var current: ExprSyntax? = e
        while let c = current {
            if c.is(OptionalChainingExprSyntax.self) { return true }
            if let m = c.as(MemberAccessExprSyntax.self) { current = m.base }
            else if let f = c.as(FunctionCallExprSyntax.self) { current = f.calledExpression }
            else if let s = c.as(SubscriptCallExprSyntax.self) { current = s.calledExpression }
            else if let f = c.as(ForceUnwrapExprSyntax.self) { current = f.expression }
            else { return false }
        }
        return false
    }

    func asChainBase<T>(_ value: Bool, _ body: () -> T) -> T {
        let saved = resolvingChainBase
        resolvingChainBase = value
        defer { resolvingChainBase = saved }
        return body()
    }

    /// Resolves the base of a postfix expression: part of the same optional chain.
    func chainBase(_ e: ExprSyntax, _ expected: SType? = nil) -> Typed {
        if isPostfixChain(e) { return asChainBase(true) { exprInner(e, expected) } }
        return expr(e, expected)
    }

    // MARK: Literals

    func integerLiteral(_ text: String, negative: Bool, _ expected: SType?, at node: some SyntaxProtocol) -> Typed {
        let l = loc(node)
        var digits = text.filter { $0 != "_" }
        var radix = 10
        if digits.hasPrefix("0x") { radix = 16; digits.removeFirst(2) }
        else if digits.hasPrefix("0o") { radix = 8; digits.removeFirst(2) }
        else if digits.hasPrefix("0b") { radix = 2; digits.removeFirst(2) }
        let target = (expected?.unwrappedFully).flatMap(literalTarget) ?? .int
        switch target {
        case .double, .float:
            let magnitude = Double(UInt64(digits, radix: radix) ?? 0)
            let d = negative ? -magnitude : magnitude
            if target == .float { return Typed(Literal(l, .float(Float(d))), .nominal(lib.float, [])) }
            return Typed(Literal(l, .double(d)), .nominal(lib.double, []))
        case .sized(let kind):
            guard let magnitude = UInt64(digits, radix: radix) else {
                error("integer literal '\(text)' overflows when stored into '\(kind.name)'", at: node)
                return Typed(Literal(l, .int(0)), .nominal(lib.integerType(kind), []))
            }
            let bits: Int64? = negative ? (magnitude <= UInt64(Int64.max) + 1 ? Int64(truncatingIfNeeded: 0 &- magnitude) : nil)
                                        : (kind == .uint64 || kind == .uint ? Int64(bitPattern: magnitude) : Int64(exactly: magnitude))
            let fits: SizedInt? = bits.flatMap { b in
                (kind == .uint64 || kind == .uint) && !negative ? SizedInt(kind, b) : SizedInt.exactly(b, kind)
            }
            guard let value = fits else {
                error("integer literal '\(negative ? "-" : "")\(text)' overflows when stored into '\(kind.name)'", at: node)
                return Typed(Literal(l, .int(0)), .nominal(lib.integerType(kind), []))
            }
            return Typed(Literal(l, .integer(value)), .nominal(lib.integerType(kind), []))
        case .int:
            let magnitude = UInt64(digits, radix: radix)
            let value: Int? = magnitude.flatMap { m in
                negative ? (m == UInt64(Int.max) + 1 ? Int.min : Int(exactly: m).map { -$0 }) : Int(exactly: m)
            }
            guard let value else {
                error("integer literal '\(negative ? "-" : "")\(text)' overflows when stored into 'Int'", at: node)
                return Typed(Literal(l, .int(0)), .nominal(lib.int, []))
            }
            return Typed(Literal(l, .int(value)), .nominal(lib.int, []))
        }
    }

    enum LiteralTarget: Equatable { case int, double, float, sized(IntegerKind) }

    /// The built-in type a numeric literal takes in a context of type `t`.
    func literalTarget(_ t: SType) -> LiteralTarget? {
        guard case .nominal(let d, _) = t else { return nil }
        switch d.builtinTag {
        case .double?: return .double
        case .float?: return .float
        case .int?: return .int
        case .sizedInt(let k)?: return .sized(k)
        default: return nil
        }
    }

    func floatLiteral(_ text: String, negative: Bool, _ expected: SType?, at node: some SyntaxProtocol) -> Typed {
        let l = loc(node)
        let digits = text.filter { $0 != "_" }
        let magnitude = Double(digits) ?? hexFloat(digits) ?? 0
        let d = negative ? -magnitude : magnitude
        if let t = expected?.unwrappedFully, literalTarget(t) == .float {
            return Typed(Literal(l, .float(Float(digits).map { negative ? -$0 : $0 } ?? Float(d))), .nominal(lib.float, []))
        }
        return Typed(Literal(l, .double(d)), .nominal(lib.double, []))
    }

    private func hexFloat(_ text: String) -> Double? {
        guard text.hasPrefix("0x") else { return nil }
        return Double(text)
    }

    func stringLiteral(_ s: StringLiteralExprSyntax, _ expected: SType?) -> Typed {
        let l = loc(s)
        let pounds = s.openingPounds?.text.count ?? 0
        var parts: [Interpolation.Part] = []
        var text = ""
        for segment in s.segments {
            switch segment {
            case .stringSegment(let seg):
                switch StringLiteralText.decode(seg.content.text, pounds: pounds) {
                case .success(let decoded): text += decoded
                case .failure(let problem): error(problem.message, at: seg)
                }
            case .expressionSegment(let seg):
                if !text.isEmpty { parts.append(.text(text)); text = "" }
                let args = Array(seg.expressions)
                if args.count != 1 || args[0].label != nil {
                    unsupported("string interpolation with arguments", at: seg)
                }
                if let first = args.first {
                    let value = expr(first.expression)
                    // What `print("Hello \(name)")` shows for an optional surprises people: swiftc warns.
                    if value.type.wrapped != nil {
                        warn("string interpolation produces a debug description for an optional value; did you mean to make this explicit?",
                             at: first.expression, hint: "provide a default value (\(first.expression.trimmedDescription) ?? …), or use String(describing:) to silence this warning")
                    }
                    parts.append(.value(value.node))
                }
            }
        }
        if parts.isEmpty {
            if let t = expected?.unwrappedFully, case .nominal(let d, _) = t, d === lib.character, text.count == 1 {
                return Typed(Literal(l, .character(text.first!)), .nominal(lib.character, []))
            }
            return Typed(Literal(l, .string(text)), .nominal(lib.string, []))
        }
        if !text.isEmpty { parts.append(.text(text)) }
        return Typed(Interpolation(l, parts), .nominal(lib.string, []))
    }

    func arrayLiteral(_ a: ArrayExprSyntax, _ expected: SType?) -> Typed {
        let l = loc(a)
        let want = expected?.unwrappedFully
        var elementType: SType? = nil
        var isSet = false
        var optionSet: TypeDecl?
        if case .nominal(let d, let args)? = want {
            if d === lib.array || d === lib.slice { elementType = args.first }
            else if d === lib.set { elementType = args.first; isSet = true }
            else if d.conforms(to: lib.optionSet) { optionSet = d; elementType = .nominal(d, []) }
        }
        let elements = typedInOrder(a.elements.map(\.expression), elementType)
        let type = elementType.flatMap { $0.isUnknown ? nil : $0 } ?? joinedType(elements.map(\.type))
        let nodes = elements.map { t -> Expr in convert(t, to: type) }
        if let optionSet {
            return Typed(Coerce(l, MakeArray(l, nodes), to: .nominal(optionSet, [])), .nominal(optionSet, []))
        }
        if isSet { return Typed(MakeSet(l, nodes), .nominal(lib.set, [type])) }
        return Typed(MakeArray(l, nodes), .nominal(lib.array, [type]))
    }

    /// Resolves a literal's elements; with no expected element type, `.member` elements wait
    /// for the others to say what type they are (`[Color.red, .green]`).
    func typedInOrder(_ elements: [ExprSyntax], _ expected: SType?) -> [Typed] {
        if let expected, !expected.isUnknown { return elements.map { expr($0, expected) } }
        var results = [Typed?](repeating: nil, count: elements.count)
        for (i, e) in elements.enumerated() where !isImplicitMember(e) { results[i] = expr(e) }
        let known = joinedType(results.compactMap { $0?.type })
        for (i, e) in elements.enumerated() where results[i] == nil {
            results[i] = expr(e, known.isUnknown ? nil : known)
        }
        return results.map { $0! }
    }

    /// `.name`, `.name(…)`: an expression whose type only its context tells.
    func isImplicitMember(_ e: ExprSyntax) -> Bool {
        if let m = e.as(MemberAccessExprSyntax.self) { return m.base == nil }
        if let c = e.as(FunctionCallExprSyntax.self) { return isImplicitMember(c.calledExpression) }
        if let p = e.as(PrefixOperatorExprSyntax.self) { return isImplicitMember(p.expression) }
        return e.is(NilLiteralExprSyntax.self)
    }

    /// The type of a collection literal's elements when nothing says: their common type; Int
    /// and Double literals together make Doubles; a nil among them makes optionals.
    func joinedType(_ types: [SType]) -> SType {
        guard var result = types.first(where: { !$0.isUnknown && $0 != .optional(.unknown) }) else {
            return types.contains(.optional(.unknown)) ? .optional(.unknown) : .unknown
        }
        var optional = false
        for t in types {
            if t == .optional(.unknown) { optional = true; continue }
            if t == result || t.isUnknown { continue }
            if t.wrapped == result { result = t; continue }
            if result.wrapped == t { continue }
            if t.nominalDecl === lib.double && result.nominalDecl === lib.int { result = t; continue }
            if t.nominalDecl === lib.int && result.nominalDecl === lib.double { continue }
            return .any
        }
        if optional && result.wrapped == nil { return .optional(result) }
        return result
    }

    func dictionaryLiteral(_ d: DictionaryExprSyntax, _ expected: SType?) -> Typed {
        let l = loc(d)
        var keyType: SType? = nil, valueType: SType? = nil
        if case .nominal(let decl, let args)? = expected?.unwrappedFully, decl === lib.dictionary, args.count == 2 {
            keyType = args[0]
            valueType = args[1]
        }
        guard case .elements(let list) = d.content else {
            return Typed(MakeDictionary(l, []), .nominal(lib.dictionary, [keyType ?? .unknown, valueType ?? .unknown]))
        }
        let keys = typedInOrder(list.map(\.key), keyType)
        let values = typedInOrder(list.map(\.value), valueType)
        let kt = keyType.flatMap { $0.isUnknown ? nil : $0 } ?? joinedType(keys.map(\.type))
        let vt = valueType.flatMap { $0.isUnknown ? nil : $0 } ?? joinedType(values.map(\.type))
        let entries = zip(keys, values).map { (convert($0, to: kt), convert($1, to: vt)) }
        return Typed(MakeDictionary(l, entries), .nominal(lib.dictionary, [kt, vt]))
    }

    func tuple(_ t: TupleExprSyntax, _ expected: SType?) -> Typed {
        let elements = Array(t.elements)
        if elements.count == 1 && elements[0].label == nil {
            return expr(elements[0].expression, expected)
        }
        var expectedTypes: [SType]? = nil
        if case .tuple(_, let types)? = expected, types.count == elements.count { expectedTypes = types }
        var nodes: [Expr] = [], types: [SType] = []
        for (i, e) in elements.enumerated() {
            let want = expectedTypes?[i]
            let r = expr(e.expression, want)
            nodes.append(want.map { convert(r, to: $0) } ?? r.node)
            types.append(want.flatMap { $0.isUnknown ? nil : $0 } ?? r.type)
        }
        let labels = elements.map { $0.label?.text }
        if elements.isEmpty { return Typed(Literal(loc(t), .void), .void) }
        return Typed(MakeTuple(loc(t), nodes, labels: labels), .tuple(labels, types))
    }

    func ternary(_ t: TernaryExprSyntax, _ expected: SType?) -> Typed {
        let c = expr(t.condition, .nominal(lib.bool, []))
        var a = expr(t.thenExpression, expected)
        let b = expr(t.elseExpression, expected ?? (a.type.isUnknown ? nil : a.type))
        if expected == nil, literalTarget(b.type) == .double, literalTarget(a.type) == .int, isLiteral(t.thenExpression) {
            a = expr(t.thenExpression, b.type)
        }
        let type = expected.flatMap { $0.isUnknown ? nil : $0 } ?? joinedType([a.type, b.type])
        // A branch of unknown type is converted like the other (wrapped at run time into the
        // optional the other is, `c ? 0 : a[i]` as an Int?), not taken to be of its type.
        return Typed(Ternary(loc(t), c.node, convert(a, to: type), convert(b, to: type)), type)
    }

    func isLiteral(_ e: ExprSyntax) -> Bool {
        if e.is(IntegerLiteralExprSyntax.self) || e.is(FloatLiteralExprSyntax.self) { return true }
        if let p = e.as(PrefixOperatorExprSyntax.self), p.operator.text == "-" { return isLiteral(p.expression) }
        return false
    }

    func asCast(_ a: AsExprSyntax) -> Typed {
        let l = loc(a)
        let type = resolveType(a.type)
        switch a.questionOrExclamationMark?.tokenKind {
        case .postfixQuestionMark?, .infixQuestionMark?:
            return Typed(ConditionalCast(l, expr(a.expression).node, type), .optional(type))
        case .exclamationMark?:
            return Typed(ForcedCast(l, expr(a.expression).node, type), type)
        default:
            // `as` coerces: the operand is typed by the target (`[1, 2] as [Double]`, `x as Any`).
            let inner = expr(a.expression, type)
            return Typed(convert(inner, to: type), type)
        }
    }

    func tryExpr(_ t: TryExprSyntax, _ expected: SType?) -> Typed {
        let l = loc(t)
        switch t.questionOrExclamationMark?.tokenKind {
        case .postfixQuestionMark?, .infixQuestionMark?:
            let inner = expr(t.expression, expected?.wrapped ?? expected)
            let type: SType = inner.type.wrapped != nil ? inner.type : .optional(inner.type)
            let isOptional: Bool? = inner.type.isUnknown || inner.type.isOpen && inner.type != .any ? nil : inner.type.wrapped != nil
            return Typed(TryOptional(l, inner.node, operandIsOptional: isOptional), type)
        case .exclamationMark?:
            let inner = expr(t.expression, expected)
            return Typed(TryForce(l, inner.node), inner.type)
        default:
            return expr(t.expression, expected)
        }
    }

    func magic(_ m: MacroExpansionExprSyntax) -> Typed {
        let l = loc(m)
        if m.macroName.text == "selector" { return selectorExpression(m) }
        guard let kind = MagicLiteral(rawValue: m.macroName.text) else {
            unsupported("the macro '#\(m.macroName.text)'", at: m)
            return Typed(Literal(l, .void), .unknown)
        }
        return Typed(Literal(l, magicValue(kind, at: l)), kind == .line || kind == .column ? .nominal(lib.int, []) : .nominal(lib.string, []))
    }

    /// What `#line`, `#function`… stand for at `l` in the current function.
    func magicValue(_ kind: MagicLiteral, at l: SourceLoc) -> Value {
        switch kind {
        case .line: return .int(l.line - parsedFile(atLine: l.line).lineOffset)
        case .column: return .int(l.column)
        case .file, .filePath: return .string(parsedFile(atLine: l.line).fileName)
        case .fileID:
            let name = parsedFile(atLine: l.line).fileName
            return .string("main/" + (name.split(separator: "/").last.map(String.init) ?? name))
        case .function: return .string(currentFunctionName)
        }
    }

    /// `#function`: the enclosing declaration as Swift names it (`greet(_:)`, `init(name:)`,
    /// a property's name in its accessors, `main` at the top level).
    var currentFunctionName: String {
        var c: FunctionContext? = ctx
        while let context = c, context.fn.kind == .closure { c = context.parent }
        guard let fn = c?.fn else { return "main" }
        if fn === topLevel.fn { return "main" }
        return fn.fullName
    }
}
