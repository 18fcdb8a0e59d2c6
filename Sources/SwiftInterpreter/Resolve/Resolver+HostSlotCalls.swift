import SwiftSyntax

/// `delegate?.passwordRecoveryRequested(from: sender)` in a class that subclasses a host class,
/// where `delegate` is the class's own `weak` stored property: UIKit's delegation idiom. The host
/// keeps such a property as the object's delegate slot, and makes the call itself when it can
/// (the engine traces it: who was called, or that the delegate was nil and nothing ran); the
/// Swift call runs when the host declines.
extension Resolver {
    func hostSlotCall(_ e: ExprSyntax, _ chain: Typed) -> Typed? {
        guard let call = e.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
              let callee = call.calledExpression.as(MemberAccessExprSyntax.self),
              let chained = callee.base?.as(OptionalChainingExprSyntax.self),
              let owner = ctx.typeContext, owner.isClass, owner.hostAncestor != nil, !ctx.isStatic,
              let property = ownProperty(chained.expression),
              let member = owner.storedProperty(named: property), member.ownership == .weak,
              call.arguments.allSatisfy({ isPlainArgument($0.expression) }) else { return nil }
        let l = loc(e)
        let args = call.arguments.map { expr($0.expression).node }
        let labels = call.arguments.map { ($0.label?.text ?? "_") + ":" }.joined()
        let method = callee.declName.baseName.text + "(" + labels + ")"
        return Typed(HostSlotCall(l, owner: selfExpr(at: l).node, property: property, method: method, args: args, fallback: chain.node),
                     chain.type)
    }

    /// `delegate` or `self.delegate`: the name of a property of `self`.
    private func ownProperty(_ e: ExprSyntax) -> String? {
        if let d = e.as(DeclReferenceExprSyntax.self), lookupLocal(d.baseName.text) == nil { return d.baseName.text }
        if let m = e.as(MemberAccessExprSyntax.self), let base = m.base?.as(DeclReferenceExprSyntax.self),
           base.baseName.tokenKind == .keyword(.self) { return m.declName.baseName.text }
        return nil
    }

    /// An argument that can be resolved a second time without effect: a name, `self`, a literal.
    private func isPlainArgument(_ e: ExprSyntax) -> Bool {
        e.is(DeclReferenceExprSyntax.self) || e.is(StringLiteralExprSyntax.self) || e.is(IntegerLiteralExprSyntax.self)
            || e.is(BooleanLiteralExprSyntax.self) || e.is(FloatLiteralExprSyntax.self)
            || (e.as(MemberAccessExprSyntax.self)?.base.map(isPlainArgument) ?? false)
    }

    private func lookupLocal(_ name: String) -> LocalBinding? { ctx.lookupLocal(name) }
}

/// The call `hostSlotCall` makes: the host's, or the Swift chain's when the host declines.
final class HostSlotCall: Expr {
    let owner: Expr
    let property: String
    let method: String
    let args: [Expr]
    let fallback: Expr

    init(_ loc: SourceLoc, owner: Expr, property: String, method: String, args: [Expr], fallback: Expr) {
        self.owner = owner; self.property = property; self.method = method; self.args = args; self.fallback = fallback
        super.init(loc)
    }

    override func eval(_ f: Frame) throws(Interrupt) -> Value {
        if case .object(let o) = try owner.eval(f), o.host != nil {
            var values: [Value] = []
            for a in args { values.append(try a.eval(f)) }
            if let answer = try f.runtime.host.call(method, through: property, of: o, args: values, at: loc) { return answer }
        }
        return try fallback.eval(f)
    }
}
