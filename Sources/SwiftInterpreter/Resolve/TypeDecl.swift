/// A named type — one the program declares (struct, class, enum, protocol) or one the standard
/// library or a host provides (`Int`, `Array`, a UIKit class later). One object per type: its
/// members (from its declaration and every extension), its stored properties in order, its
/// enum cases, its conformances. The resolver fills it; the evaluator reads it.
public final class TypeDecl: Hashable, CustomStringConvertible {
    public enum Kind: Equatable {
        case structType, classType, enumType, protocolType
        /// A standard-library or host type whose values are built-in `Value` cases.
        case builtin
    }

    public let name: String
    public let kind: Kind
    /// The type this one is nested in (`Outer.Inner`), for its full name.
    public internal(set) weak var parent: TypeDecl?
    /// Declared by the program (printed with the module name `main`), not the library.
    public let isUserDeclared: Bool
    /// Where the program declares it (nil for the library's types).
    var declaredAt: SourceLoc?

    var genericParams: [GenericParam] = []
    var superclass: TypeDecl?
    /// Protocols named in the declaration or its extensions, in order.
    var conformances: [TypeDecl] = []
    /// Members by base name (`move` for `move(by:)`), instance and static together.
    var members: [String: [MemberDecl]] = [:]
    /// What `MemberLookup.observers(of:in:)` found for each stored property, by its identity.
    var observersByProperty: [ObjectIdentifier: [MemberDecl]] = [:]
    /// Instance stored properties declared by this type itself, in declaration order.
    var storedProperties: [MemberDecl] = []
    /// Stored properties of superclasses come first in an instance's fields.
    var fieldOffset: Int { superclass.map { $0.fieldCount } ?? 0 }
    var fieldCount: Int { fieldOffset + storedProperties.count }
    var cases: [EnumCaseDecl] = []
    var nestedTypes: [String: TypeDecl] = [:]
    var typeAliases: [String: SType] = [:]
    /// An enum's raw type (`enum Suit: String`).
    var rawType: SType?
    var isIndirect = false
    var isFinal = false
    /// Whether the type declares an initializer in its own body (which removes the memberwise one).
    var hasExplicitInit = false
    var deinitializer: FunctionDecl?
    /// A built-in type's value kind, for `is`/`as?` on run-time values.
    var builtinTag: BuiltinTag?

    /// For a type that writes its own `hash(into:)`: what it combines, which is what identifies
    /// a value as a Set member or Dictionary key (Value+Hashable).
    var customHash: ((Value) -> Value)?
    /// For a type that writes its own `==`.
    var customEquality: ((Value, Value) -> Bool)?

    /// Members found at run time by name, per call-site key (a cache).
    var dynamicLookupCache: [String: MemberDecl?] = [:]

    init(name: String, kind: Kind, parent: TypeDecl? = nil, userDeclared: Bool) {
        self.name = name
        self.kind = kind
        self.parent = parent
        self.isUserDeclared = userDeclared
    }

    public static func == (a: TypeDecl, b: TypeDecl) -> Bool { a === b }
    public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }

    /// `Outer.Inner`, as `type(of:)` prints it.
    public var qualifiedName: String {
        if let parent { return parent.qualifiedName + "." + name }
        return name
    }

    /// The module a host's type comes from (`UIKit`); nil for the program's and the standard
    /// library's.
    var hostModule: String?

    /// `main.Outer.Inner`, as `print` shows an enum case inside a collection.
    public var moduleQualifiedName: String {
        (isUserDeclared ? "main" : hostModule ?? "Swift") + "." + qualifiedName
    }

    public var description: String { qualifiedName }

    var isClass: Bool { kind == .classType }
    var isProtocol: Bool { kind == .protocolType }
    var isValueType: Bool { kind == .structType || kind == .enumType || kind == .builtin }

    func addMember(_ m: MemberDecl) {
        members[m.name, default: []].append(m)
        dynamicLookupCache.removeAll()
    }

    /// This class and its superclasses, nearest first.
    var classChain: [TypeDecl] {
        var chain: [TypeDecl] = [self]
        var c = superclass
        while let s = c { chain.append(s); c = s.superclass }
        return chain
    }

    public func isSubclass(of other: TypeDecl) -> Bool {
        var c: TypeDecl? = self
        while let s = c {
            if s === other { return true }
            c = s.superclass
        }
        return false
    }

    /// Every protocol this type conforms to, directly, through superclasses or through
    /// protocols that inherit others.
    var allConformances: [TypeDecl] {
        var seen: [TypeDecl] = []
        func add(_ p: TypeDecl) {
            if seen.contains(p) { return }
            seen.append(p)
            for q in p.conformances { add(q) }
        }
        for t in (kind == .classType ? classChain : [self]) {
            for p in t.conformances { add(p) }
        }
        return seen
    }

    func conforms(to proto: TypeDecl) -> Bool {
        self === proto || allConformances.contains(proto)
    }

    func enumCase(named name: String) -> EnumCaseDecl? {
        cases.first { $0.name == name }
    }

    func storedProperty(named name: String) -> MemberDecl? {
        storedProperties.first { $0.name == name } ?? superclass?.storedProperty(named: name)
    }

    /// Every stored property of an instance, superclasses' first: the layout of `fields`.
    var allStoredProperties: [MemberDecl] {
        (superclass?.allStoredProperties ?? []) + storedProperties
    }
}

/// Which built-in `Value` case a built-in type's values are.
enum BuiltinTag: Equatable {
    case int, double, float, bool, string, character, sizedInt(IntegerKind)
    case array, slice, dictionary, set, optional, range, closedRange, stringIndex, void, never
    case other
}

/// An enum case: its name, position, associated values and raw value.
public final class EnumCaseDecl {
    public let name: String
    public unowned let owner: TypeDecl
    let index: Int
    var payloadLabels: [String?] = []
    var payloadTypes: [SType] = []
    var payloadDefaults: [Expr?] = []
    var rawValue: Value?
    var hasPayload: Bool { !payloadTypes.isEmpty }

    init(name: String, owner: TypeDecl, index: Int) {
        self.name = name
        self.owner = owner
        self.index = index
    }

    /// The value of a case without associated values (made once).
    lazy var singleton: Value = .enumeration(EnumValue(caseDecl: self, payload: []))

    // MARK: Specializations

    /// For the case of a generic enum made where its type was known in full
    /// (`Either<Int, String>.right("r")`), the case it specializes; nil for the case itself.
    private(set) unowned var generic: EnumCaseDecl?
    /// The enum's generic arguments, for a specialization: its values carry them, as a
    /// compiled value carries its type, for `print` (`main.Either<Swift.Int, Swift.String>.right`)
    /// and `type(of:)`, since the associated values need not show them all.
    private(set) var typeArguments: [SType] = []
    private var specializations: [[SType]: EnumCaseDecl] = [:]

    /// The case whatever its specialization: what pattern matching, `==` and hashing compare.
    var unspecialized: EnumCaseDecl { generic ?? self }

    /// This case of the enum with these generic arguments (made once for each).
    func specialized(_ arguments: [SType]) -> EnumCaseDecl {
        let base = unspecialized
        if let made = base.specializations[arguments] { return made }
        let made = EnumCaseDecl(name: name, owner: owner, index: index)
        made.payloadLabels = payloadLabels
        made.payloadTypes = payloadTypes
        made.payloadDefaults = payloadDefaults
        made.rawValue = rawValue
        made.generic = base
        made.typeArguments = arguments
        base.specializations[arguments] = made
        return made
    }
}
