import SwiftSyntax

/// Names in expressions: variables (local, captured, global), `self`, members used without
/// `self.`, functions and types used as values. Swift's order: locals shadow members, members
/// shadow globals.
extension Resolver {
    /// A variable visible here: in this function's scopes, an enclosing function's (captured),
    /// or a global.
    func lookupVariable(_ name: String) -> (LocalBinding, VarStorage)? {
        if let local = lookupLocalVariable(name) { return local }
        if let g = globalVars[name] { return (g, g.storage) }
        return nil
    }

    /// A variable of this function or an enclosing one (not a global: members come first).
    func lookupLocalVariable(_ name: String) -> (LocalBinding, VarStorage)? {
        var c: FunctionContext? = ctx
        while let context = c {
            if let b = context.lookupLocal(name) { return (b, ctx.access(b)) }
            c = context.parent
        }
        return nil
    }

    /// Whether a member of the enclosing type named `name` hides a global of that name.
    func memberShadows(_ name: String) -> Bool {
        guard let (t, _) = memberContext else { return false }
        return !lookupMembers(in: selfType(of: t), name).isEmpty
    }

    func variableRef(_ b: LocalBinding, _ storage: VarStorage, at l: SourceLoc) -> PlaceExpr {
        if (b.willSet != nil || b.didSet != nil) && !b.observing {
            return ObservedVariableRef(l, storage, willSet: b.willSet, didSet: b.didSet)
        }
        let ref: PlaceExpr = b.ownership != .strong ? WeakVariableRef(l, storage, b.ownership) : VariableRef(l, storage)
        if b.isImplicitlyUnwrapped { implicitlyUnwrapped.insert(ObjectIdentifier(ref)) }
        return ref
    }

    /// A `T!` value used where only the wrapped type fits (a member access): force-unwrapped,
    /// as the compiler does.
    func unwrappingImplicitly(_ t: Typed) -> Typed {
        guard implicitlyUnwrapped.contains(ObjectIdentifier(t.node)), let w = t.type.wrapped else { return t }
        let unwrap = ForceUnwrap(t.node.loc, t.node)
        unwrap.isImplicit = true
        return Typed(unwrap, w)
    }

    /// The type whose members are in scope unqualified, and whether `self` is an instance.
    var memberContext: (type: TypeDecl, isStatic: Bool)? {
        guard let t = ctx.typeContext else { return nil }
        return (t, ctx.isStatic)
    }

    /// The name of the function an instance stored property's initial value is resolved in.
    static let instanceInitialValue = "instance property initial value"

    /// Whether the expression being resolved is (inside) an instance stored property's initial value.
    var inInstancePropertyInitialValue: Bool {
        var c: FunctionContext? = ctx
        while let outer = c?.parent { c = outer }
        return c?.fn.name == Resolver.instanceInitialValue
    }

    /// `self`: the instance (a variable of the method's frame, captured in closures) or, in a
    /// static member, the type.
    func selfExpr(at l: SourceLoc) -> Typed {
        if let (b, storage) = lookupVariable("self") {
            return Typed(variableRef(b, storage, at: l), b.type)
        }
        if let (t, _) = memberContext {
            let type = selfType(of: t)
            return Typed(Literal(l, .type(RuntimeType(type))), .metatype(type))
        }
        return Typed(Literal(l, .void), .unknown)
    }

    func identifier(_ d: DeclReferenceExprSyntax, _ expected: SType?) -> Typed {
        let l = loc(d)
        let name = d.baseName.text
        if name == "self" {
            // In a stored property's initial value there is no instance yet: in an NSObject
            // subclass `self` is then NSObject's method `self()` (Swift warns), not the instance.
            if lookupVariable("self") == nil, inInstancePropertyInitialValue, let t = ctx.typeContext, t.isClass,
               t.classChain.contains(where: { $0.name == "NSObject" && !$0.isUserDeclared }) {
                warn("'self' refers to the method '\(t.name).self', which may be unexpected", at: d,
                     hint: "in a stored property's initial value self is not the instance: make the property `lazy var`, or use self in viewDidLoad")
                return Typed(Literal(l, .native(SelfMethodReference(typeDecl: t, loc: l))), .unknown)
            }
            return selfExpr(at: l)
        }
        if name == "Self", let t = ctx.typeContext {
            let type = selfType(of: t)
            // In a class or a protocol extension `Self` is the instance's own type, known at run time.
            if t.isClass || t.isProtocol, let (b, storage) = lookupVariable("self") {
                let me = variableRef(b, storage, at: l)
                return Typed(ctx.isStatic ? me : TypeOfValue(l, me), .metatype(type))
            }
            return Typed(Literal(l, .type(RuntimeType(type))), .metatype(type))
        }
        if isOperatorToken(d.baseName), lookupVariable(name) == nil {
            return operatorFunction(name, expected, at: l)
        }
        if let (b, storage) = lookupLocalVariable(name) ?? (memberShadows(name) ? nil : lookupVariable(name)) {
            return Typed(variableRef(b, storage, at: l), b.type)
        }
        if let found = implicitMember(name, labels: d.argumentNames.map { $0.arguments.map { $0.name.text == "_" ? nil : $0.name.text } },
                                      at: d, expected) {
            return found
        }
        if let fs = userGlobals.members[name], let m = pickFunction(fs, expected, labels: argumentNames(d)) {
            resolveMemberSignature(m)
            if case .function(let fn) = m.impl {
                return Typed(Literal(l, .function(Closure(fn, captures: []))), m.signature?.functionType ?? .unknown)
            }
        }
        if let witness = genericWitness(name, at: l) { return witness }
        if let t = lookupTypeName(name, args: []) {
            return Typed(Literal(l, .type(RuntimeType(t))), .metatype(t))
        }
        if let fs = lib.globals.members[name], let m = pickFunction(fs, expected, labels: argumentNames(d)) {
            resolveMemberSignature(m)
            if case .native(.function(let body)) = m.impl {
                return Typed(Literal(l, .function(NativeCallable(name, body))), m.signature?.functionType ?? .unknown)
            }
        }
        error("cannot find '\(name)' in scope", at: d, hint: suggestion(for: name))
        return Typed(Literal(l, .void), .unknown)
    }

    func isOperatorToken(_ t: TokenSyntax) -> Bool {
        switch t.tokenKind {
        case .binaryOperator, .prefixOperator, .postfixOperator: return true
        default: return BinaryOperator(rawValue: t.text) != nil
        }
    }

    private func argumentNames(_ d: DeclReferenceExprSyntax) -> [String?]? {
        d.argumentNames.map { $0.arguments.map { $0.name.text == "_" ? nil : $0.name.text } }
    }

    /// Among overloads used as a value, the one the written labels or the expected function
    /// type pick.
    func pickFunction(_ fs: [MemberDecl], _ expected: SType?, labels: [String?]?) -> MemberDecl? {
        if let labels { return fs.first { $0.argumentLabels == labels } }
        if let f = expected?.functionType {
            return fs.first { $0.argumentLabels?.count == f.params.count } ?? fs.first
        }
        return fs.first
    }

    /// A name close to `name` among those in scope, for the hint.
    /// `calling`: the name is called (`setNeedsLayout()` in a UIView subclass: perhaps a
    /// method of the host's class it does not model, which the hint then lists).
    func suggestion(for name: String, calling: Bool = false) -> String? {
        var candidates: [String] = []
        var c: FunctionContext? = ctx
        while let context = c {
            for s in context.scopes { candidates += s.names.keys }
            c = context.parent
        }
        candidates += globalVars.keys
        candidates += userGlobals.members.keys
        candidates += topTypes.keys
        if let t = ctx.typeContext { for c in t.kind == .classType ? t.classChain : [t] { candidates += c.members.keys } }
        let best = candidates.filter { $0 != name }.min { editDistance($0, name) < editDistance($1, name) }
        if let best, editDistance(best, name) <= max(1, name.count / 3) { return "did you mean '\(best)'?" }
        // In a subclass of a host's class (a UIView): perhaps a member the host does not model.
        if calling, let host = ctx.typeContext?.hostAncestor { return memberSuggestion(name, in: .nominal(host, [])) }
        return nil
    }

    /// An operator used as a function value: `reduce(0, +)`, `sorted(by: >)`.
    func operatorFunction(_ name: String, _ expected: SType?, at l: SourceLoc) -> Typed {
        var operand: SType = .unknown
        if let f = expected?.functionType {
            operand = f.params.first(where: { !$0.isUnknown && !$0.hasParameters }) ?? .unknown
        }
        let isComparison = ["==", "!=", "<", "<=", ">", ">="].contains(name)
        let type = SType.function(FunctionType(params: [operand, operand],
                                               result: isComparison ? .nominal(lib.bool, []) : operand))
        guard let op = BinaryOperator(rawValue: name) else {
            // A user-defined operator: its global function.
            if let fs = userGlobals.members[name], let m = fs.first, case .function(let fn) = m.impl {
                resolveMemberSignature(m)
                return Typed(Literal(l, .function(Closure(fn, captures: []))), m.signature?.functionType ?? type)
            }
            report(Diagnostic("cannot find operator '\(name)' in scope", at: l))
            return Typed(Literal(l, .void), .unknown)
        }
        let body: NativeFunctionBody = { args, ctx throws(Interrupt) in
            var operands = args
            // `zip(a, b).map(+)`: the pair arrives as one tuple.
            if operands.count == 1, case .tuple(let t) = operands[0], t.elements.count == 2 { operands = t.elements }
            guard operands.count == 2 else { throw ctx.unsupported("operator '\(name)' takes two operands") }
            return try ctx.runtime.binary(op, operands[0], operands[1], loc: ctx.loc)
        }
        return Typed(Literal(l, .function(NativeCallable(name, body))), type)
    }

    /// A member of the enclosing type named without `self.`.
    func implicitMember(_ name: String, labels: [String?]?, at node: some SyntaxProtocol, _ expected: SType?) -> Typed? {
        guard let (t, isStatic) = memberContext else { return nil }
        let found = lookupMembers(in: selfType(of: t), name)
        guard !found.isEmpty else {
            if let nested = nestedType(name, in: t) {
                let type = SType.nominal(nested, [])
                return Typed(Literal(loc(node), .type(RuntimeType(type))), .metatype(type))
            }
            return nil
        }
        let instance = found.filter { !$0.isStatic && $0.kind != .initializer }
        if !isStatic, !instance.isEmpty {
            return member(of: selfExpr(at: loc(node)), name, at: node, expected, labels: labels)
        }
        let type = selfType(of: t)
        // In a class method `self` is the class it was called on (a subclass, perhaps).
        var base = Typed(Literal(loc(node), .type(RuntimeType(type))), .metatype(type))
        if isStatic, t.isClass, let (b, storage) = lookupVariable("self") { base = Typed(variableRef(b, storage, at: loc(node)), .metatype(type)) }
        return member(of: base, name, at: node, expected, labels: labels)
    }
}

/// The number of single-character edits between two names (for "did you mean"); swapping two
/// neighbours is one edit, the commonest typo (`cuont` for `count`).
func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var beforePrevious: [Int] = []
    var previous = Array(0...b.count)
    for i in 1...a.count {
        var current = [i] + Array(repeating: 0, count: b.count)
        for j in 1...b.count {
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                current[j] = min(current[j], beforePrevious[j - 2] + 1)
            }
        }
        beforePrevious = previous
        previous = current
    }
    return previous[b.count]
}

/// `self` in a stored property's initial value of an NSObject subclass: NSObject's method
/// `self()`, not an instance. A host that receives it as a target (UIKit's `addTarget`) sees no
/// object, as UIKit does, and can say where it was written.
public final class SelfMethodReference: NativeObject {
    public let loc: SourceLoc
    init(typeDecl: TypeDecl, loc: SourceLoc) {
        self.loc = loc
        super.init(typeDecl: typeDecl)
    }
}
