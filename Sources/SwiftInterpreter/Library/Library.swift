/// The standard library as the interpreter sees it: the built-in types (`Int`, `String`,
/// `Array`…), the protocols programs conform to and extend, the global functions, and their
/// native members. Every member is declared once, as the Swift declaration it stands for —
///
///     array.method("func map<T>(_ transform: (Element) throws -> T) rethrows -> [T]") { … }
///
/// — so the resolver types calls to it (a closure passed to `map` gets `Element` for `$0`) and
/// checks labels, and the evaluator runs the Swift body beside it. A host adds its own types
/// (UIKit classes, later) through the same registration calls.
public final class Library {
    /// The types by name, for the resolver's lookups.
    var types: [String: TypeDecl] = [:]
    /// Global functions (`print`, `min`…), members of this namespace.
    let globals: TypeDecl

    // The built-in types the interpreter itself refers to.
    let int, double, float, bool, string, character, array, slice, dictionary, set, optional: TypeDecl
    let range, closedRange, partialRangeFrom, partialRangeUpTo, partialRangeThrough: TypeDecl
    let stringIndex, never, result: TypeDecl
    /// `Substring`: a String value at run time, its own type to the resolver and `type(of:)`;
    /// it has String's members (Library+Substring.swift).
    let substring: TypeDecl
    private(set) var sizedInts: [IntegerKind: TypeDecl] = [:]

    // Protocols with meaning to the interpreter.
    let equatable, hashable, comparable, customStringConvertible, customDebugStringConvertible: TypeDecl
    let error, caseIterable, sequence, collection, optionSet, rawRepresentable, identifiable: TypeDecl

    /// `foundation`: whether the program imports Foundation (or a framework that does), which
    /// brings Foundation's additions (Library+Foundation.swift).
    /// Whether Foundation's additions are registered.
    let hasFoundation: Bool
    /// A program's extensions added members to its types (`extension String`).
    var isExtendedByProgram = false

    init(foundation: Bool = false) {
        hasFoundation = foundation
        globals = TypeDecl(name: "Swift", kind: .builtin, userDeclared: false)
        func builtin(_ name: String, _ tag: BuiltinTag, _ generics: [String] = []) -> TypeDecl {
            let t = TypeDecl(name: name, kind: .builtin, userDeclared: false)
            t.builtinTag = tag
            t.genericParams = generics.map(GenericParam.init)
            return t
        }
        func proto(_ name: String) -> TypeDecl {
            TypeDecl(name: name, kind: .protocolType, userDeclared: false)
        }
        int = builtin("Int", .int)
        double = builtin("Double", .double)
        float = builtin("Float", .float)
        bool = builtin("Bool", .bool)
        string = builtin("String", .string)
        substring = builtin("Substring", .string)
        character = builtin("Character", .character)
        array = builtin("Array", .array, ["Element"])
        slice = builtin("ArraySlice", .slice, ["Element"])
        dictionary = builtin("Dictionary", .dictionary, ["Key", "Value"])
        set = builtin("Set", .set, ["Element"])
        optional = builtin("Optional", .optional, ["Wrapped"])
        range = builtin("Range", .range, ["Bound"])
        closedRange = builtin("ClosedRange", .closedRange, ["Bound"])
        partialRangeFrom = builtin("PartialRangeFrom", .range, ["Bound"])
        partialRangeUpTo = builtin("PartialRangeUpTo", .range, ["Bound"])
        partialRangeThrough = builtin("PartialRangeThrough", .range, ["Bound"])
        stringIndex = builtin("Index", .stringIndex)
        never = builtin("Never", .never)
        result = TypeDecl(name: "Result", kind: .enumType, userDeclared: false)
        result.genericParams = [GenericParam("Success"), GenericParam("Failure")]

        equatable = proto("Equatable")
        hashable = proto("Hashable")
        comparable = proto("Comparable")
        customStringConvertible = proto("CustomStringConvertible")
        customDebugStringConvertible = proto("CustomDebugStringConvertible")
        error = proto("Error")
        caseIterable = proto("CaseIterable")
        sequence = proto("Sequence")
        collection = proto("Collection")
        optionSet = proto("OptionSet")
        rawRepresentable = proto("RawRepresentable")
        identifiable = proto("Identifiable")

        for t in [int, double, float, bool, string, substring, character, array, slice, dictionary, set, optional,
                  range, closedRange, partialRangeFrom, partialRangeUpTo, partialRangeThrough, never, result,
                  equatable, hashable, comparable, customStringConvertible, customDebugStringConvertible,
                  error, caseIterable, sequence, collection, optionSet, rawRepresentable, identifiable] {
            types[t.name] = t
        }
        string.nestedTypes["Index"] = stringIndex
        stringIndex.parent = string
        for kind in IntegerKind.allCases {
            let t = builtin(kind.name, .sizedInt(kind))
            sizedInts[kind] = t
            types[t.name] = t
        }
        types["Int64"] = sizedInts[.int64]
        hashable.conformances = [equatable]
        collection.conformances = [sequence]
        // Sequence's associated type, for the declarations of the methods every sequence has.
        let element = SType.parameter(GenericParam("Element"))
        sequence.typeAliases["Element"] = element
        collection.typeAliases["Element"] = element
        declareMoreProtocols()
        declareConformances()
        registerAll()
        if foundation { registerFoundation() }
        shareStringMembersWithSubstring()
    }

    private func declareMoreProtocols() {
        let names = ["BidirectionalCollection", "RandomAccessCollection", "MutableCollection",
                     "RangeReplaceableCollection", "Numeric", "AdditiveArithmetic", "SignedNumeric",
                     "BinaryInteger", "FixedWidthInteger", "SignedInteger", "UnsignedInteger", "FloatingPoint",
                     "BinaryFloatingPoint", "StringProtocol", "Codable", "Encodable", "Decodable",
                     "ExpressibleByIntegerLiteral", "ExpressibleByStringLiteral", "ExpressibleByArrayLiteral",
                     "ExpressibleByFloatLiteral", "ExpressibleByBooleanLiteral", "ExpressibleByNilLiteral",
                     "ExpressibleByDictionaryLiteral", "IteratorProtocol", "Strideable", "LosslessStringConvertible",
                     "Sendable", "SetAlgebra", "CustomReflectable", "TextOutputStream", "AnyObject"]
        for n in names where types[n] == nil {
            types[n] = TypeDecl(name: n, kind: .protocolType, userDeclared: false)
        }
        func inherit(_ p: String, _ from: [String]) { types[p]?.conformances = from.compactMap { types[$0] } }
        inherit("BidirectionalCollection", ["Collection"])
        inherit("RandomAccessCollection", ["BidirectionalCollection"])
        inherit("MutableCollection", ["Collection"])
        inherit("RangeReplaceableCollection", ["Collection"])
        inherit("Numeric", ["AdditiveArithmetic", "Equatable"])
        inherit("SignedNumeric", ["Numeric"])
        inherit("BinaryInteger", ["Numeric", "Hashable", "Comparable", "Strideable", "CustomStringConvertible"])
        inherit("FixedWidthInteger", ["BinaryInteger"])
        inherit("SignedInteger", ["BinaryInteger", "SignedNumeric"])
        inherit("UnsignedInteger", ["BinaryInteger"])
        inherit("FloatingPoint", ["SignedNumeric", "Hashable", "Comparable", "Strideable"])
        inherit("BinaryFloatingPoint", ["FloatingPoint"])
        inherit("StringProtocol", ["BidirectionalCollection", "Comparable", "Hashable"])
        inherit("Comparable", ["Equatable"])
        inherit("OptionSet", ["SetAlgebra", "RawRepresentable"])
        inherit("SetAlgebra", ["Equatable"])
        inherit("Codable", ["Encodable", "Decodable"])
        inherit("Strideable", ["Comparable"])
    }

    private func declareConformances() {
        func conform(_ t: TypeDecl, _ names: [String]) { t.conformances = names.compactMap { types[$0] } }
        let integer = ["FixedWidthInteger", "CustomStringConvertible", "LosslessStringConvertible", "Codable",
                       "Sendable", "ExpressibleByIntegerLiteral"]
        conform(int, ["SignedInteger"] + integer)
        for (kind, t) in sizedInts {
            conform(t, [kind.isSigned ? "SignedInteger" : "UnsignedInteger"] + integer)
        }
        conform(double, ["BinaryFloatingPoint", "CustomStringConvertible", "CustomDebugStringConvertible",
                         "LosslessStringConvertible", "Codable", "Sendable", "ExpressibleByFloatLiteral",
                         "ExpressibleByIntegerLiteral"])
        float.conformances = double.conformances
        conform(bool, ["Equatable", "Hashable", "CustomStringConvertible", "LosslessStringConvertible", "Codable", "Sendable"])
        conform(string, ["StringProtocol", "RangeReplaceableCollection", "CustomStringConvertible",
                         "CustomDebugStringConvertible", "LosslessStringConvertible", "Codable", "Sendable",
                         "ExpressibleByStringLiteral"])
        conform(character, ["Hashable", "Comparable", "CustomStringConvertible", "CustomDebugStringConvertible", "Sendable"])
        conform(array, ["RandomAccessCollection", "MutableCollection", "RangeReplaceableCollection", "Hashable",
                        "CustomStringConvertible", "CustomDebugStringConvertible", "Codable", "ExpressibleByArrayLiteral"])
        slice.conformances = array.conformances
        conform(dictionary, ["Collection", "Hashable", "CustomStringConvertible", "CustomDebugStringConvertible", "Codable"])
        conform(set, ["SetAlgebra", "Collection", "Hashable", "CustomStringConvertible", "CustomDebugStringConvertible", "Codable"])
        conform(optional, ["Hashable", "ExpressibleByNilLiteral"])
        conform(range, ["RandomAccessCollection", "Hashable", "CustomStringConvertible"])
        closedRange.conformances = range.conformances
        conform(stringIndex, ["Comparable", "Hashable"])
        conform(result, ["Equatable"])
    }

    public func type(named name: String) -> TypeDecl? { types[name] }

    /// The built-in type of a fixed-width integer kind.
    func integerType(_ kind: IntegerKind) -> TypeDecl { sizedInts[kind]! }

    // MARK: Registration

    /// Adds a native member to `type`, declared by `declaration` (Swift text: `func …`,
    /// `mutating func …`, `static func …`, `var name: T`, `init(…)`).
    public func add(_ type: TypeDecl, _ declaration: String, _ impl: NativeImpl) {
        add(type, declaration, impl, head: DeclarationHead(declaration, parameters: false))
    }

    /// `add`, with the head already read; `substituting` a word of the declaration (see
    /// `MemberDecl.pendingSubstitution`).
    func add(_ type: TypeDecl, _ declaration: String, _ impl: NativeImpl, head: DeclarationHead,
             substituting: (word: String, replacement: String)? = nil) {
        let m = MemberDecl(name: head.name, kind: head.kind, isStatic: head.isStatic, owner: type,
                           loc: .unknown, impl: .native(impl))
        m.declarationText = declaration
        if let substituting, substituting.word != substituting.replacement { m.pendingSubstitution = substituting }
        m.isMutating = head.isMutating
        // `var view: UIView!`: unwrapped where an optional does not fit, as a program's own.
        m.isImplicitlyUnwrapped = head.kind == .property && declaration.hasSuffix("!")
        type.addMember(m)
    }

    /// A method Swift still has under an old name, deprecated: a call compiles, with the
    /// compiler's warning naming the new one (`index(of:)`, Swift 4's `firstIndex(of:)`).
    public func deprecated(_ type: TypeDecl, _ declaration: String, renamed newName: String, _ body: @escaping NativeMethod) {
        method(type, declaration, body)
        let name = DeclarationHead(declaration, parameters: false).name
        type.members[name]?.last?.deprecatedRenamed = newName
    }

    /// A non-mutating method.
    public func method(_ type: TypeDecl, _ declaration: String, _ body: @escaping NativeMethod) {
        add(type, declaration, .method(body))
    }

    public func mutating(_ type: TypeDecl, _ declaration: String, _ body: @escaping NativeMutatingMethod) {
        add(type, declaration, .mutatingMethod(body))
    }

    /// A read-only property.
    public func property(_ type: TypeDecl, _ declaration: String, _ get: @escaping NativeGetter) {
        add(type, declaration, .property(get: get, set: nil))
    }

    /// An initializer, a static method or a static property.
    public func function(_ type: TypeDecl, _ declaration: String, _ body: @escaping NativeFunctionBody) {
        add(type, declaration, .function(body))
    }

    /// A global function (`print`, `min`).
    public func global(_ declaration: String, _ body: @escaping NativeFunctionBody) {
        add(globals, declaration, .function(body))
    }

    /// Adds a type a host provides.
    public func addType(_ t: TypeDecl) { types[t.name] = t }

    /// Makes `name` another name of `t` (`NSIndexPath` for `IndexPath`, Swift 2's spelling).
    public func addTypeAlias(_ name: String, for t: TypeDecl) { types[name] = t }

    /// A static property (`UIControl.Event.touchUpInside`) also known by an old name, which
    /// still resolves (`.TouchUpInside`, Swift 2's): the host keeps old code running.
    public func staticValue(_ type: TypeDecl, _ declaration: String, oldName: String? = nil, _ value: @escaping () -> Value) {
        function(type, declaration) { _, _ in value() }
        if let oldName {
            let head = DeclarationHead(declaration, parameters: false)
            // The same declaration under the old name (by index: `replacing` costs ~90,000
            // instructions a call, and a start registers a few dozen of these).
            let marker = "var \(head.name):".utf8, utf8 = declaration.utf8
            let old = utf8.indices.first { utf8[$0...].starts(with: marker) }.map { at in
                String(declaration[..<at]) + "var \(oldName):" + String(declaration[utf8.index(at, offsetBy: marker.count)...])
            } ?? declaration
            function(type, old) { _, _ in value() }
            type.members[oldName]?.last?.deprecatedRenamed = head.name
        }
    }

    /// Declares a class the host provides (`UIViewController`): the program may subclass it and
    /// override its methods; its members are natives (`add`, `method`…), its instances
    /// `Instance.hosted` values standing for the host's objects.
    public func hostClass(_ name: String, module: String, superclass: TypeDecl?, nestedIn parent: TypeDecl? = nil) -> TypeDecl {
        let t = TypeDecl(name: name, kind: .classType, parent: parent, userDeclared: false)
        t.hostModule = module
        t.superclass = superclass
        if let parent { parent.nestedTypes[name] = t } else { addType(t) }
        return t
    }

    /// Declares a value type the host provides (`UIControl.Event`, `CGRect`), nested in
    /// `parent` when given; its values are `.native` objects the host makes.
    public func hostValueType(_ name: String, module: String, nestedIn parent: TypeDecl? = nil, conformsTo protocols: [String] = []) -> TypeDecl {
        let t = TypeDecl(name: name, kind: .builtin, parent: parent, userDeclared: false)
        t.hostModule = module
        t.builtinTag = .other
        t.conformances = protocols.compactMap { types[$0] }
        if let parent { parent.nestedTypes[name] = t } else { addType(t) }
        return t
    }

    private func registerAll() {
        registerGlobals()
        registerNumbers()
        registerStrings()
        registerCollections()
        registerOptional()
        registerIterators()
        registerHasher()
        registerLazy()
    }
}
