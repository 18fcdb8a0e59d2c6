/// A static type, as far as the resolver can tell it. Swift decides much at compile time that
/// changes what a program prints — an integer literal in a `Double` context is a `Double`, a
/// value stored into an `Int??` wraps twice, a method only in a protocol extension is chosen
/// by the static type — so the resolver infers types where it can; where it cannot it says
/// `.unknown`, and the evaluator decides from the run-time value instead.
public indirect enum SType: Hashable {
    /// A struct, class, enum or built-in type, with its generic arguments (`Array<Int>`).
    case nominal(TypeDecl, [SType])
    case optional(SType)
    /// Labels (nil for none) and element types; `()` is `Void`.
    case tuple([String?], [SType])
    case function(FunctionType)
    /// `T.Type`: the type of `T.self`.
    case metatype(SType)
    /// A protocol type (`any P`, `P & Q`); no protocols is `Any`.
    case existential([TypeDecl])
    /// `AnyObject`.
    case anyObject
    /// A generic parameter (`T`, a protocol's `Self`), known only by its constraints.
    case parameter(GenericParam)
    /// Not inferred: the value decides at run time.
    case unknown

    public static var void: SType { .tuple([], []) }
    public static var any: SType { .existential([]) }

    var isUnknown: Bool { if case .unknown = self { return true } else { return false } }

    var isVoid: Bool { if case .tuple(_, let e) = self { return e.isEmpty } else { return false } }

    /// The type inside any number of optionals.
    var unwrappedFully: SType {
        var t = self
        while case .optional(let w) = t { t = w }
        return t
    }

    var optionalDepth: Int {
        var t = self, n = 0
        while case .optional(let w) = t { t = w; n += 1 }
        return n
    }

    var wrapped: SType? { if case .optional(let w) = self { return w } else { return nil } }

    var nominalDecl: TypeDecl? {
        if case .nominal(let d, _) = self { return d }
        return nil
    }

    var genericArgs: [SType] {
        if case .nominal(_, let a) = self { return a }
        return []
    }

    /// Whether run-time values decide: unknown, a generic parameter, or an existential.
    var isOpen: Bool {
        switch self {
        case .unknown, .parameter, .existential, .anyObject: return true
        default: return false
        }
    }

    /// Whether a member not found statically may still exist at run time: an unknown or generic
    /// type, `Any`, `AnyObject`. A value of the program's own protocols (`any Delegate`) has only
    /// their members, so a missing one is the compiler's error ("has no member").
    var isOpenForMembers: Bool {
        if case .existential(let ps) = self, !ps.isEmpty, ps.allSatisfy(\.isUserDeclared) { return false }
        return isOpen
    }

    var isExistential: Bool {
        switch self {
        case .existential, .anyObject: return true
        default: return false
        }
    }

    var functionType: FunctionType? {
        if case .function(let f) = self { return f }
        return nil
    }

    /// Replaces generic parameters by what `bindings` knows of them.
    func substituting(_ bindings: [GenericParam: SType]) -> SType {
        if bindings.isEmpty { return self }
        switch self {
        case .parameter(let p): return bindings[p] ?? self
        case .nominal(let d, let args): return .nominal(d, args.map { $0.substituting(bindings) })
        case .optional(let w): return .optional(w.substituting(bindings))
        case .tuple(let l, let e): return .tuple(l, e.map { $0.substituting(bindings) })
        case .function(let f):
            return .function(FunctionType(params: f.params.map { $0.substituting(bindings) },
                                          result: f.result.substituting(bindings), throwing: f.throwing, inouts: f.inouts))
        case .metatype(let t): return .metatype(t.substituting(bindings))
        default: return self
        }
    }

    /// Whether the type mentions a generic parameter.
    var hasParameters: Bool {
        switch self {
        case .parameter: return true
        case .nominal(_, let args): return args.contains { $0.hasParameters }
        case .optional(let w): return w.hasParameters
        case .tuple(_, let e): return e.contains { $0.hasParameters }
        case .function(let f): return f.params.contains { $0.hasParameters } || f.result.hasParameters
        case .metatype(let t): return t.hasParameters
        default: return false
        }
    }

    /// Open generic parameters become unknown: what is left of a type once a call is resolved.
    var erasingParameters: SType {
        switch self {
        case .parameter: return .unknown
        case .nominal(let d, let args): return .nominal(d, args.map(\.erasingParameters))
        case .optional(let w): return .optional(w.erasingParameters)
        case .tuple(let l, let e): return .tuple(l, e.map(\.erasingParameters))
        case .function(let f):
            return .function(FunctionType(params: f.params.map(\.erasingParameters),
                                          result: f.result.erasingParameters, throwing: f.throwing, inouts: f.inouts))
        case .metatype(let t): return .metatype(t.erasingParameters)
        default: return self
        }
    }
}

/// A function's type: its parameters (inout marked), its result, whether it throws.
public struct FunctionType: Hashable {
    public var params: [SType]
    public var result: SType
    public var throwing: Bool
    /// Which parameters are `inout` (empty when none is): `reduce(into:)`'s closure changes its first.
    public var inouts: [Bool] = []

    public init(params: [SType], result: SType, throwing: Bool = false, inouts: [Bool] = []) {
        self.params = params
        self.result = result
        self.throwing = throwing
        self.inouts = inouts.contains(true) ? inouts : []
    }

    func isInout(_ i: Int) -> Bool { i < inouts.count && inouts[i] }
}

/// A generic parameter: its name and the protocols (and superclass) that constrain it.
public final class GenericParam: Hashable {
    public let name: String
    var constraints: [TypeDecl] = []
    var superclass: TypeDecl?

    init(_ name: String) { self.name = name }

    public static func == (a: GenericParam, b: GenericParam) -> Bool { a === b }
    public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
}
