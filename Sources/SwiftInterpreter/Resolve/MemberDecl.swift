import SwiftSyntax

/// A member of a type: a property, method, initializer, subscript or enum case, declared by
/// the program or provided natively. Lookups go by base name (`move` for `move(by:)`); the
/// signature's labels then pick among overloads, as Swift's do.
public final class MemberDecl {
    enum Kind: Equatable { case property, method, initializer, subscriptMember, enumCase }

    enum Ownership { case strong, weak, unowned }

    let name: String
    let kind: Kind
    let isStatic: Bool
    unowned let owner: TypeDecl
    let loc: SourceLoc

    /// Methods, initializers, subscripts: parameters and result. Natives parse theirs on first use.
    var signature: Signature?
    /// Properties: the value's type (inferred from the initial value when not written).
    var type: SType?
    var impl: MemberImpl

    var isLet = false
    /// Declared `T!` (see LocalBinding.isImplicitlyUnwrapped).
    var isImplicitlyUnwrapped = false
    var isLazy = false
    var isMutating = false
    var isOverride = false
    var isFinal = false
    /// Declared in a protocol's body: calls through the protocol dispatch on the value's type.
    var isRequirement = false
    var ownership = Ownership.strong
    var willSet: FunctionDecl?
    var didSet: FunctionDecl?
    /// A stored property's initial value (`var count = 0`); a static stored property's too.
    var initialValue: Expr?
    /// A `lazy var`'s initial value, which may use `self`: run as a getter on first read.
    var lazyInitializer: FunctionDecl?
    /// The declaration, until the resolver has resolved what it needs of it.
    var pendingSyntax: Syntax?
    /// A native member's declaration as Swift text (`func map<T>(_ transform: (Element) throws -> T) -> [T]`),
    /// parsed into `signature`/`type` the first time the resolver needs its types.
    var declarationText: String? {
        get {
            if let (word, replacement) = pendingSubstitution {
                writtenDeclaration = writtenDeclaration?.replacingWord(word, with: replacement)
                pendingSubstitution = nil
            }
            return writtenDeclaration
        }
        set { writtenDeclaration = newValue; pendingSubstitution = nil }
    }
    private var writtenDeclaration: String?
    /// A word of `declarationText` still to be replaced: a sequence method registered once for
    /// every sequence type says `Element`, which is `Character` in String's (done on first read:
    /// most are never read).
    var pendingSubstitution: (word: String, replacement: String)?
    /// Argument labels, known before the signature is (natives read them off their text, on
    /// first use: see `nativeShapes`).
    var labels: [String?]? {
        get {
            if let declaredLabels { return declaredLabels }
            guard kind != .property, declarationText != nil else { return nil }
            return nativeShapes.map(\.label)
        }
        set { declaredLabels = newValue }
    }
    private var declaredLabels: [String?]?
    /// A native's parameters as its declaration text says, read the first time a call or a
    /// lookup needs them (most natives a start registers are never called).
    private var readShapes: [ParamShape]?
    var nativeShapes: [ParamShape] {
        if let readShapes { return readShapes }
        let shapes = declarationText.map { DeclarationHead($0).shapes } ?? []
        readShapes = shapes
        return shapes
    }
    /// A deprecated member's new name: a call of it loads with the compiler's warning.
    var deprecatedRenamed: String?
    /// Being resolved now (to catch a property whose type depends on itself).
    var resolving = false
    /// The attributes written on the declaration (`objc`, `IBAction`, `IBOutlet`): what a host
    /// reads to know which methods UIKit can send and which properties a nib connects.
    var attributes: [String] = []

    init(name: String, kind: Kind, isStatic: Bool, owner: TypeDecl, loc: SourceLoc, impl: MemberImpl) {
        self.name = name
        self.kind = kind
        self.isStatic = isStatic
        self.owner = owner
        self.loc = loc
        self.impl = impl
    }

    /// Provided natively (the library's, a host's), not declared by the program.
    var isNative: Bool {
        if case .native = impl { return true }
        return false
    }

    var isStored: Bool {
        if case .stored = impl { return true }
        return false
    }

    /// `move(by:)`, `init(name:age:)`, `count`: how Swift names the member in messages.
    var fullName: String {
        guard kind != .property, kind != .enumCase, let labels = argumentLabels else { return name }
        let base = kind == .initializer ? "init" : name
        return base + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
    }

    /// The labels a call must use, from the signature or, for natives, their text.
    var argumentLabels: [String?]? {
        if let signature { return signature.params.map(\.label) }
        return labels
    }

    /// The index of a stored instance property in an instance's fields.
    var fieldIndex: Int? {
        if case .stored(let i) = impl { return owner.fieldOffset + i }
        return nil
    }
}

/// Where a member's behaviour comes from.
enum MemberImpl {
    /// An instance stored property: its index among the type's own stored properties.
    case stored(Int)
    /// A static stored property: a global slot, initialised on first use as Swift's are.
    case staticStored(Int)
    case computed(getter: FunctionDecl, setter: FunctionDecl?)
    /// A method, an initializer, or a subscript's getter (with `setter` for subscripts).
    case function(FunctionDecl)
    case subscriptAccessors(getter: FunctionDecl, setter: FunctionDecl?)
    /// The initializer Swift synthesizes for a struct (memberwise) or a class without one.
    case memberwise
    case enumCase(EnumCaseDecl)
    /// A protocol requirement: the conforming type provides the implementation.
    case requirement
    /// `override var x: T { willSet … didSet … }`: observers added to an inherited stored
    /// property (the storage stays the superclass's).
    case overridingObservers
    case native(NativeImpl)
}

/// A native member's implementation, written in Swift against `Value`s.
public enum NativeImpl {
    /// A property: its getter, and its setter when it is settable.
    case property(get: NativeGetter, set: NativeSetter?)
    case method(NativeMethod)
    case mutatingMethod(NativeMutatingMethod)
    /// A static method, static property or initializer: no receiver.
    case function(NativeFunctionBody)
}

public typealias NativeGetter = (Value, NativeContext) throws(Interrupt) -> Value
public typealias NativeSetter = (inout Value, Value, NativeContext) throws(Interrupt) -> Void
public typealias NativeMethod = (Value, [Value], NativeContext) throws(Interrupt) -> Value
public typealias NativeMutatingMethod = (inout Value, [Value], NativeContext) throws(Interrupt) -> Value
public typealias NativeFunctionBody = ([Value], NativeContext) throws(Interrupt) -> Value

/// A function's parameters and result, with Swift's labels.
struct Signature {
    struct Param {
        var label: String?
        var name: String
        var type: SType
        var isInout = false
        var isVariadic = false
        /// Whether the parameter has a default value (`count: Int = 1`).
        var hasDefault = false
        /// The default, resolved in the declaring context; nil for natives (they supply their own).
        var defaultValue: Expr?
        /// `#line`, `#function`… as a default take the caller's values, so they are kept aside.
        var defaultMagic: MagicLiteral?
        var isAutoclosure = false
    }

    var params: [Param]
    var result: SType
    var throwing = false
    var genericParams: [GenericParam] = []
    /// `init?`: the initializer returns an optional.
    var isFailable = false

    var functionType: SType {
        .function(FunctionType(params: params.map(\.type), result: result, throwing: throwing, inouts: params.map(\.isInout)))
    }
}

/// `#line`, `#column`, `#function`, `#file`, `#fileID`, `#filePath`.
enum MagicLiteral: String {
    case line, column, function, file, fileID, filePath
}
