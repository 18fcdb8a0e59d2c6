import SwiftSyntax

/// Operators: assignment and compound assignment (with Swift's mutability rules), the built-in
/// operators typed so literals take the other operand's type, `&&`/`||`/`??` short-circuiting,
/// ranges, and operator functions the program declares.
extension Resolver {
    static let arithmetic: Set<String> = ["+", "-", "*", "/", "%", "&+", "&-", "&*", "&", "|", "^"]
    static let comparisons: Set<String> = ["==", "!=", "<", "<=", ">", ">="]

    func infix(_ i: InfixOperatorExprSyntax, _ expected: SType?) -> Typed {
        let l = loc(i.operator)
        if i.operator.is(AssignmentExprSyntax.self) {
            return assignment(i.leftOperand, i.rightOperand, at: l)
        }
        if let cast = i.operator.as(UnresolvedAsExprSyntax.self) {
            unsupported("'\(cast.trimmedDescription)' here", at: cast)
            return Typed(Literal(l, .void), .unknown)
        }
        guard let opNode = i.operator.as(BinaryOperatorExprSyntax.self) else {
            unsupported("the operator '\(i.operator.trimmedDescription)'", at: i.operator)
            return Typed(Literal(l, .void), .unknown)
        }
        let name = opNode.operator.text
        let bool = SType.nominal(lib.bool, [])
        switch name {
        case "&&":
            return Typed(LogicalOp(l, and: true, expr(i.leftOperand, convertedTo: bool), expr(i.rightOperand, convertedTo: bool)), bool)
        case "||":
            return Typed(LogicalOp(l, and: false, expr(i.leftOperand, convertedTo: bool), expr(i.rightOperand, convertedTo: bool)), bool)
        case "??":
            let lhs = expr(i.leftOperand, expected.map { .optional($0) })
            let wrapped = lhs.type.wrapped ?? (lhs.type.isUnknown ? expected : lhs.type)
            let rhs = expr(i.rightOperand, wrapped ?? expected)
            var type = rhs.type.isUnknown ? (wrapped ?? .unknown) : rhs.type
            if let w = wrapped, !w.isUnknown, rhs.type.wrapped == nil { type = w }
            let rhsNode = type.isUnknown ? rhs.node : convert(rhs, to: type)
            return Typed(NilCoalesce(l, lhs.node, rhsNode), type)
        case "..<", "...":
            let (a, b) = operands(i.leftOperand, i.rightOperand, expected: expected?.genericArgs.first)
            let bound = joinedType([a.type, b.type])
            let decl = name == "..." ? lib.closedRange : lib.range
            return Typed(MakeRange(l, lower: convert(a, to: bound), upper: convert(b, to: bound), closed: name == "..."),
                         .nominal(decl, [bound]))
        case "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", "&+=", "&-=", "&*=":
            return compoundAssignment(i.leftOperand, String(name.dropLast()), i.rightOperand, at: l)
        case "===", "!==":
            let a = expr(i.leftOperand), b = expr(i.rightOperand)
            return Typed(BinaryOp(l, name == "===" ? .identical : .notIdentical, a.node, b.node), bool)
        default:
            return binaryOperator(name, i.leftOperand, i.rightOperand, expected, at: l, opSyntax: opNode)
        }
    }

    /// Resolves two operands so that a literal takes the other operand's type.
    func operands(_ lhs: ExprSyntax, _ rhs: ExprSyntax, expected: SType?) -> (Typed, Typed) {
        // Operands are never optional where the result is (`let x: Int? = c ? a % 2 : nil`):
        // Swift's operators take the wrapped type and the result is wrapped after.
        let want = expected.flatMap { literalTarget($0.unwrappedFully) != nil ? $0.unwrappedFully : nil }
        if isLiteralLike(lhs) && !isLiteralLike(rhs) {
            let b = expr(rhs, want)
            let a = expr(lhs, b.type.isUnknown ? want : b.type)
            return (a, b)
        }
        let a = expr(lhs, want)
        let b = expr(rhs, a.type.isUnknown ? want : a.type)
        if isLiteralLike(lhs), !isLiteralLike(rhs) || literalTarget(b.type) == .double, literalTarget(a.type) == .int,
           literalTarget(b.type) == .double {
            return (expr(lhs, b.type), b)
        }
        return (a, b)
    }

    /// A literal, or arithmetic of literals, whose type the other operand decides.
    func isLiteralLike(_ e: ExprSyntax) -> Bool {
        if isLiteral(e) { return true }
        if let t = e.as(TupleExprSyntax.self), t.elements.count == 1, t.elements.first!.label == nil {
            return isLiteralLike(t.elements.first!.expression)
        }
        if let i = e.as(InfixOperatorExprSyntax.self), let op = i.operator.as(BinaryOperatorExprSyntax.self),
           Self.arithmetic.contains(op.operator.text) {
            return isLiteralLike(i.leftOperand) && isLiteralLike(i.rightOperand)
        }
        return false
    }

    private func binaryOperator(_ name: String, _ lhsSyntax: ExprSyntax, _ rhsSyntax: ExprSyntax, _ expected: SType?,
                                at l: SourceLoc, opSyntax: BinaryOperatorExprSyntax) -> Typed {
        let bool = SType.nominal(lib.bool, [])
        let isComparison = Self.comparisons.contains(name)
        if name == "<<" || name == ">>" {
            let a = expr(lhsSyntax, expected)
            let b = expr(rhsSyntax)
            return Typed(BinaryOp(l, BinaryOperator(rawValue: name)!, a.node, b.node), a.type)
        }
        var (a, b) = operands(lhsSyntax, rhsSyntax, expected: isComparison ? nil : expected)
        // The program's own operator function for these operand types.
        if let call = userOperatorCall(name, a, b, at: l) { return call }
        guard let op = BinaryOperator(rawValue: name) else {
            error("cannot find operator '\(name)' in scope", at: opSyntax)
            return Typed(Literal(l, .void), .unknown)
        }
        // Arithmetic and ordering take values, not optionals (`==` compares optionals as they
        // are): an implicitly unwrapped one (`var count: Int!`) is unwrapped, any other refused.
        if Self.arithmetic.contains(name) || ["<", "<=", ">", ">="].contains(name) {
            (a, b) = (unwrappingImplicitly(a), unwrappingImplicitly(b))
            for (operand, syntax) in [(a, lhsSyntax), (b, rhsSyntax)] {
                guard let wrapped = operand.type.wrapped, !wrapped.isUnknown else { continue }
                error("value of optional type '\(operand.type.name)' must be unwrapped to a value of type '\(wrapped.name)'", at: syntax,
                      hint: "unwrap it first: 'if let', 'guard let', '?? default', or '!' if it always has a value")
            }
        }
        if isComparison || op == .patternMatch { return Typed(BinaryOp(l, op, a.node, b.node), bool) }
        var type = a.type.isUnknown ? b.type : a.type
        if literalTarget(a.type) == .int, literalTarget(b.type) == .double { type = b.type }
        if literalTarget(a.type) == .double, literalTarget(b.type) == .int { type = a.type }
        if case .nominal(let d, _) = type, d === lib.array || d === lib.set || d === lib.slice {
            type = .nominal(lib.array, type.genericArgs)
        }
        return Typed(BinaryOp(l, op, a.node, b.node), type)
    }

    /// A call of the program's operator function `name` when an operand's static type has one
    /// (a static member of the type or a protocol it conforms to) or a global one fits.
    func userOperatorCall(_ name: String, _ a: Typed, _ b: Typed, at l: SourceLoc) -> Typed? {
        for t in [a.type, b.type] {
            guard case .nominal(let d, _) = t.unwrappedFully, d.isUserDeclared || !Self.builtinOperator(name) else { continue }
            let found = lookupMembers(in: t.unwrappedFully, name).filter {
                if case .requirement = $0.impl { return false }
                return $0.isStatic && $0.argumentLabels?.count == 2
            }
            guard let m = found.first(where: { operandsFit($0, a, b) }) ?? found.first else { continue }
            resolveMemberSignature(m)
            let sig = m.signature
            let args = Arguments(operatorArguments(sig, a, b))
            let result = sig?.result.substituting(bindings(of: t.unwrappedFully, for: m)).erasingParameters ?? .unknown
            return Typed(CallStatic(l, member: m, type: t.unwrappedFully, args: args), result)
        }
        if let fs = userGlobals.members[name] {
            for m in fs { resolveMemberSignature(m) }
            let candidates = fs.filter { $0.argumentLabels?.count == 2 }
            if let m = candidates.first(where: { operandsFit($0, a, b) }) ?? (Self.builtinOperator(name) ? nil : candidates.first),
               case .function(let fn) = m.impl {
                let args = Arguments(operatorArguments(m.signature, a, b))
                return Typed(CallFunction(l, fn, args), m.signature?.result ?? .unknown)
            }
        }
        return nil
    }

    private func operatorArguments(_ sig: Signature?, _ a: Typed, _ b: Typed) -> [Arguments.Argument] {
        guard let sig, sig.params.count == 2 else { return [.value(a.node), .value(b.node)] }
        return zip([a, b], sig.params).map { t, p in
            if p.isInout, let place = t.node as? PlaceExpr { return .inoutPlace(place) }
            return .value(convert(t, to: p.type.erasingParameters))
        }
    }

    static func builtinOperator(_ name: String) -> Bool {
        BinaryOperator(rawValue: name) != nil || ["&&", "||", "??", "..<", "..."].contains(name)
    }

    /// Whether an operator function's parameter types suit the operands' static types.
    private func operandsFit(_ m: MemberDecl, _ a: Typed, _ b: Typed) -> Bool {
        guard let sig = m.signature, sig.params.count == 2 else { return false }
        return zip(sig.params, [a.type, b.type]).allSatisfy { p, t in
            p.type.isOpen || p.type.hasParameters || t.isUnknown || p.type == t || p.type.wrapped == t
                || (p.type.nominalDecl.map { d in t.nominalDecl.map { $0.isSubclass(of: d) || $0.conforms(to: d) } ?? false } ?? false)
        }
    }

    func prefix(_ p: PrefixOperatorExprSyntax, _ expected: SType?) -> Typed {
        let l = loc(p)
        let name = p.operator.text
        switch name {
        case "-":
            if let lit = p.expression.as(IntegerLiteralExprSyntax.self) {
                return integerLiteral(lit.literal.text, negative: true, expected, at: p)
            }
            if let lit = p.expression.as(FloatLiteralExprSyntax.self) {
                return floatLiteral(lit.literal.text, negative: true, expected, at: p)
            }
            let operand = expr(p.expression, expected)
            if let call = userPrefixCall(name, operand, at: l) { return call }
            return Typed(UnaryOp(l, .negate, operand.node), operand.type)
        case "+":
            return expr(p.expression, expected)
        case "!":
            let operand = expr(p.expression, .nominal(lib.bool, []))
            if let call = userPrefixCall(name, operand, at: l) { return call }
            return Typed(UnaryOp(l, .not, operand.node), .nominal(lib.bool, []))
        case "~":
            let operand = expr(p.expression, expected)
            return Typed(UnaryOp(l, .bitNot, operand.node), operand.type)
        case "..<", "...":
            let bound = expr(p.expression, expected?.genericArgs.first)
            let decl = name == "..." ? lib.partialRangeThrough : lib.partialRangeUpTo
            return Typed(MakeRange(l, lower: nil, upper: bound.node, closed: name == "..."), .nominal(decl, [bound.type]))
        default:
            let operand = expr(p.expression, expected)
            if let call = userPrefixCall(name, operand, at: l) { return call }
            error("cannot find operator '\(name)' in scope", at: p)
            return Typed(Literal(l, .void), .unknown)
        }
    }

    private func userPrefixCall(_ name: String, _ operand: Typed, at l: SourceLoc) -> Typed? {
        if let fs = userGlobals.members[name], let m = fs.first(where: { $0.argumentLabels?.count == 1 }), case .function(let fn) = m.impl {
            resolveMemberSignature(m)
            let param = m.signature?.params.first?.type ?? .unknown
            return Typed(CallFunction(l, fn, Arguments(values: [convert(operand, to: param)])), m.signature?.result ?? .unknown)
        }
        guard case .nominal(let d, _) = operand.type, d.isUserDeclared else { return nil }
        let found = lookupMembers(in: operand.type, name).filter { $0.isStatic && $0.argumentLabels?.count == 1 }
        guard let m = found.first else { return nil }
        resolveMemberSignature(m)
        return Typed(CallStatic(l, member: m, type: operand.type, args: Arguments(values: [operand.node])),
                     m.signature?.result ?? operand.type)
    }

    func postfix(_ p: PostfixOperatorExprSyntax) -> Typed {
        let l = loc(p)
        let name = p.operator.text
        if name == "..." {
            let bound = expr(p.expression)
            return Typed(MakeRange(l, lower: bound.node, upper: nil, closed: false), .nominal(lib.partialRangeFrom, [bound.type]))
        }
        unsupported("the postfix operator '\(name)'", at: p)
        return Typed(Literal(l, .void), .unknown)
    }

    // MARK: Assignment

    func assignment(_ lhs: ExprSyntax, _ rhs: ExprSyntax, at l: SourceLoc) -> Typed {
        if lhs.is(DiscardAssignmentExprSyntax.self) {
            return Typed(Discard(l, expr(rhs).node), .void)
        }
        if let t = lhs.as(TupleExprSyntax.self), t.elements.count > 1 {
            var places: [PlaceExpr?] = []
            var types: [SType] = []
            for e in t.elements {
                if e.expression.is(DiscardAssignmentExprSyntax.self) { places.append(nil); types.append(.unknown); continue }
                let target = expr(e.expression)
                checkMutable(e.expression, target)
                places.append(target.node as? PlaceExpr)
                types.append(target.type)
            }
            let value = expr(rhs, .tuple(t.elements.map { _ in nil }, types))
            return Typed(TupleAssign(l, places, value.node), .void)
        }
        let target = expr(lhs)
        guard let place = target.node as? PlaceExpr else {
            error("cannot assign to this expression", at: lhs)
            return Typed(Literal(l, .void), .void)
        }
        checkMutable(lhs, target)
        let value = expr(rhs, target.type.isUnknown ? nil : target.type)
        checkAssignable(value, to: target.type, at: rhs)
        return Typed(Assign(l, place, convert(value, to: target.type)), .void)
    }

    private func compoundAssignment(_ lhs: ExprSyntax, _ opName: String, _ rhs: ExprSyntax, at l: SourceLoc) -> Typed {
        let target = expr(lhs)
        guard let place = target.node as? PlaceExpr else {
            error("left side of mutating operator isn't mutable", at: lhs)
            return Typed(Literal(l, .void), .void)
        }
        checkMutable(lhs, target)
        var targetType = target.type
        if target.node is OptionalChain, let w = targetType.wrapped { targetType = w }
        let want: SType? = (opName == "<<" || opName == ">>") ? nil : (targetType.isUnknown ? nil : targetType)
        let value = expr(rhs, target.type.genericArgs.isEmpty ? want : (rhs.is(ArrayExprSyntax.self) ? target.type : want))
        // The program's own `+=` (or `+`) for its types.
        if case .nominal(let d, _) = target.type, d.isUserDeclared {
            let own = lookupMembers(in: target.type, opName + "=").filter { $0.isStatic }
            if let m = own.first {
                resolveMemberSignature(m)
                return Typed(CallStatic(l, member: m, type: target.type, args: Arguments([.inoutPlace(place), .value(value.node)])), .void)
            }
            if let call = userOperatorCall(opName, target, value, at: l) {
                return Typed(Assign(l, place, call.node), .void)
            }
        }
        if let fs = userGlobals.members[opName + "="], let m = fs.first, case .function(let fn) = m.impl {
            return Typed(CallFunction(l, fn, Arguments([.inoutPlace(place), .value(value.node)])), .void)
        }
        guard let op = BinaryOperator(rawValue: opName) else {
            error("cannot find operator '\(opName)=' in scope", at: rhs)
            return Typed(Literal(l, .void), .void)
        }
        return Typed(CompoundAssign(l, place, op, convert(value, to: op == .shiftLeft || op == .shiftRight ? .unknown : targetType)), .void)
    }

    /// What is being done to a place, for the words of the error when it may not be.
    enum Mutation { case assign, mutatingCall }

    /// Swift's rules for what may be changed: not a `let` constant (nor a property or element of
    /// a value-type `let`), not a `let` property (save in its type's initializer), not a
    /// get-only property, not a property of an immutable value-type `self`.
    func checkMutable(_ e: ExprSyntax, _ target: Typed, _ mutation: Mutation = .assign, member: Syntax? = nil) {
        if let node = target.node as? MemberRef, let m = e.as(MemberAccessExprSyntax.self) {
            let viaSelf = m.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
            if !checkProperty(node.member, name: node.member.name, at: m.declName, viaSelf: viaSelf, staticContext: false) { return }
        } else if let d = e.as(DeclReferenceExprSyntax.self), lookupLocalVariable(d.baseName.text) == nil,
                  memberShadows(d.baseName.text) || lookupVariable(d.baseName.text) == nil,
                  let (t, isStatic) = memberContext,
                  let m = lookupMembers(in: selfType(of: t), d.baseName.text).first(where: { $0.kind == .property }) {
            // An implicit `self.member`.
            _ = checkProperty(m, name: d.baseName.text, at: d, viaSelf: true, staticContext: isStatic)
            return
        }
        guard let (root, rootNode) = immutableRoot(e) else { return }
        let what = root == "self" ? "'self' is immutable" : "'\(root)' is a 'let' constant"
        let hint = root == "self" ? "mark the method 'mutating' to make 'self' mutable" : "change 'let' to 'var' to make it mutable"
        if mutation == .mutatingCall {
            error("cannot use mutating member on immutable value: \(what)", at: member ?? rootNode, hint: hint)
        } else if e.is(DeclReferenceExprSyntax.self) {
            error("cannot assign to value: \(what)", at: e, hint: hint)
        } else if let m = e.as(MemberAccessExprSyntax.self) {
            error("cannot assign to property: \(what)", at: m.declName, hint: hint)
        } else {
            error("cannot assign through subscript: \(what)", at: rootNode, hint: hint)
        }
    }

    /// The `let` constant (or immutable `self`) a value-type path starts from, if it does.
    func immutableRoot(_ e: ExprSyntax) -> (String, Syntax)? {
        if let d = e.as(DeclReferenceExprSyntax.self) {
            let name = d.baseName.text
            guard let (b, _) = lookupLocalVariable(name) ?? (memberShadows(name) ? nil : lookupVariable(name)) else { return nil }
            return b.isLet && b.isInitialized ? (name, Syntax(d)) : nil
        }
        let base: ExprSyntax?
        if let m = e.as(MemberAccessExprSyntax.self) { base = m.base }
        else if let s = e.as(SubscriptCallExprSyntax.self) { base = s.calledExpression }
        else if let f = e.as(ForceUnwrapExprSyntax.self) { return immutableRoot(f.expression) }
        else if let o = e.as(OptionalChainingExprSyntax.self) { return immutableRoot(o.expression) }
        else { return nil }
        // A base whose type is not known may be a class instance, changed through any `let`:
        // only a value type known as one makes the path immutable.
        guard let base else { return nil }
        var baseType = typeOfBase(base)
        // `self?.count += 1` with `[weak self]`: an optional class instance is still a reference.
        while let wrapped = baseType.wrapped { baseType = wrapped }
        guard !baseType.isUnknown, !isReference(baseType) else { return nil }
        return immutableRoot(base)
    }

    /// The static type of a base expression, resolved without keeping its diagnostics.
    private func typeOfBase(_ e: ExprSyntax) -> SType {
        let saved = diagnostics
        defer { diagnostics = saved }
        return expr(e).type
    }

    /// Checks the property itself; false when it reported a problem.
    private func checkProperty(_ m: MemberDecl, name: String, at node: some SyntaxProtocol, viaSelf: Bool, staticContext: Bool) -> Bool {
        if case .computed(_, nil) = m.impl {
            error("cannot assign to property: '\(name)' is a get-only property", at: node)
            return false
        }
        if case .native(.property(_, nil)) = m.impl {
            error("cannot assign to property: '\(name)' is a get-only property", at: node)
            return false
        }
        if m.isLet {
            let inOwnInit = ctx.isInitializer && viaSelf && ctx.typeContext.map { m.owner === $0 || $0.isSubclass(of: m.owner) } == true
            if !inOwnInit {
                error("cannot assign to property: '\(name)' is a 'let' constant", at: node,
                      hint: "change 'let' to 'var' to make it mutable")
                return false
            }
            return true
        }
        if viaSelf && !ctx.selfIsMutable && !m.owner.isClass && !m.isStatic && !staticContext && ctx.typeContext != nil
            && !(m.owner.isProtocol && m.owner.allConformances.contains { $0.name == "AnyObject" }) {
            error("cannot assign to property: 'self' is immutable", at: node,
                  hint: "mark the method 'mutating' to make 'self' mutable")
            return false
        }
        return true
    }
}
