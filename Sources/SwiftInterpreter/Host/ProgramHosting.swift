/// What a host (the UIKit bridge) needs of a loaded program beyond running its top-level code:
/// the classes it declares, instances it makes for objects the host made, and calls into their
/// methods and closures when the host's events reach them. Each call runs on the caller's
/// thread and ends at a trap with a `RunFailure`; the program stays usable for the next call,
/// as a crashed handler ends only that handler in simrepl's sessions.
public protocol HostFields: AnyObject {
    /// The value of field `field` of `instance` (the stored one is `stored`): what the host
    /// holds for a property it keeps too, shaped as the property's type wants it.
    func read(_ instance: Instance, field: Int, stored: Value) -> Value
    /// Field `field` of `instance` now holds `value`.
    func wrote(_ instance: Instance, field: Int, value: Value)
    /// The initial value of field `field` runs next (what it makes is named after it).
    func willInitialize(_ instance: Instance, field: Int)
    /// Whether the host does what the property's `willSet`/`didSet` would (they do not run).
    func replacesObservers(_ instance: Instance, field: Int) -> Bool
}

/// A class the program declares, as a host sees it.
public struct DeclaredClass {
    public let name: String
    /// The nearest class of the host's (UIViewController…) it inherits from; nil for a class
    /// that inherits from no host class.
    public let hostAncestor: String?
    /// Its instance methods (not inherited ones), in declaration order.
    public let methods: [DeclaredMethod]
    /// Every stored property of an instance, superclasses' first: the instance's fields.
    public let storedProperties: [DeclaredProperty]
    public let loc: SourceLoc
    let decl: TypeDecl
}

public struct DeclaredMethod {
    /// `didTapSave(_:)`.
    public let fullName: String
    public let baseName: String
    /// The argument labels, nil for `_`.
    public let labels: [String?]
    /// `objc`, `IBAction`… as written.
    public let attributes: [String]
    public let isOverride: Bool
    public let loc: SourceLoc
    /// Each parameter's name inside the body and its type's name (`indexPath`, `IndexPath`).
    public let parameters: [(name: String, type: String)]
}

public struct DeclaredProperty {
    public let name: String
    /// The type as the program wrote it (`UIButton!`, `String`), or inferred.
    public let typeName: String
    public let isWeak: Bool
    public let isLet: Bool
    public let attributes: [String]
    /// Declared `T?` or `T!`.
    public let isOptional: Bool
}

extension TypeDecl {
    /// The nearest class in the chain the host provides (not the program): what the host makes
    /// behind an instance.
    var hostAncestor: TypeDecl? { kind == .classType ? classChain.first { !$0.isUserDeclared } : nil }
}

extension Program {
    /// The classes the program declares, in source order.
    public var declaredClasses: [DeclaredClass] {
        types.filter { $0.isUserDeclared && $0.kind == .classType }
            .sorted { ($0.declaredAt ?? .unknown) < ($1.declaredAt ?? .unknown) }
            .map { t in
                let methods = t.members.values.joined()
                    .filter { $0.kind == .method && !$0.isStatic && $0.loc != .unknown }
                    .sorted { $0.loc < $1.loc }
                    .map { m in DeclaredMethod(fullName: m.fullName, baseName: m.name, labels: m.argumentLabels ?? [],
                                               attributes: m.attributes, isOverride: m.isOverride, loc: m.loc,
                                               parameters: m.signature?.params.map { ($0.name, $0.type.name) } ?? []) }
                let stored = t.allStoredProperties.map { p in
                    DeclaredProperty(name: p.name, typeName: p.type?.name ?? "", isWeak: p.ownership != .strong,
                                     isLet: p.isLet, attributes: p.attributes, isOptional: p.type?.wrapped != nil)
                }
                return DeclaredClass(name: t.name, hostAncestor: t.hostAncestor?.name, methods: methods,
                                     storedProperties: stored, loc: t.declaredAt ?? .unknown, decl: t)
            }
    }

    /// A new instance of `cls` standing for `host` (an object the host made as this class): its
    /// stored properties' initial values run, as Swift's initializer runs them first. `fields`
    /// then sees every read and write of the instance's properties.
    /// `carrying`: stored properties that take these values (an earlier load's, `Value.carried`)
    /// instead of running their initial values.
    public func instantiate(_ cls: DeclaredClass, host: AnyObject, fields: HostFields?, carrying: [String: Value] = [:]) throws(RunFailure) -> Instance {
        try hosted { () throws(Interrupt) -> Instance in
            guard case .object(let instance) = try runtime.blankValue(of: cls.decl, loc: cls.loc, host: host, fields: fields, carried: carrying) else {
                throw .unsupported(Diagnostic("'\(cls.name)' is not a class", at: cls.loc))
            }
            return instance
        }
    }

    /// Calls the method `fullName` (`didTapSave(_:)`) of `instance` with `args`, dispatched on
    /// the instance's class as a call in Swift is. Nil when the class has no such method.
    public func call(_ fullName: String, on instance: Instance, args: [Value], at loc: SourceLoc) throws(RunFailure) -> Value? {
        let (base, labels) = Program.split(fullName)
        return try call(base, labels: labels, on: instance, args: args, at: loc)
    }

    /// `call`, for a method the program declared (its name already split: a handler runs this
    /// at every tap, and splitting the name cost a tenth of the call).
    public func call(_ method: DeclaredMethod, on instance: Instance, args: [Value], at loc: SourceLoc) throws(RunFailure) -> Value? {
        try call(method.baseName, labels: method.labels, on: instance, args: args, at: loc)
    }

    private func call(_ base: String, labels: [String?], on instance: Instance, args: [Value], at loc: SourceLoc) throws(RunFailure) -> Value? {
        guard let m = runtime.findMember(base, labels: labels, in: instance.cls, isStatic: false) else { return nil }
        return try hosted { () throws(Interrupt) -> Value in
            var receiver = Value.object(instance)
            return try runtime.callMember(m, on: &receiver, args: args, loc: loc)
        }
    }

    /// The value of the stored property `name` of `instance` — running its initial value now
    /// when it is a `lazy var` not read yet. Nil when the class has no such stored property.
    public func read(_ name: String, of instance: Instance) throws(RunFailure) -> Value? {
        guard let m = instance.cls.storedProperty(named: name) else { return nil }
        return try hosted { () throws(Interrupt) -> Value in try runtime.getMember(m, of: .object(instance), loc: m.loc) }
    }

    /// What stored property `name` of `instance` holds now. Nil when the class has no such
    /// property, or it is a `lazy var` nothing read yet: a look must not run its initial value.
    public func peekStored(_ name: String, of instance: Instance) -> Value? {
        guard let m = instance.cls.storedProperty(named: name), case .stored(let i) = m.impl else { return nil }
        let stored = instance.field(m.owner.fieldOffset + i)
        if m.isLazy, case .void = stored { return nil }
        return try? runtime.loadStored(stored, loc: m.loc)
    }

    /// `value` as `print` writes it (`[main.Item(name: "Tea", price: 3)]`, `(Function)`); nil
    /// when its `description` traps.
    public func describe(_ value: Value) -> String? {
        try? hosted { () throws(Interrupt) -> String in try runtime.describe(value, loc: .unknown) }
    }

    /// Assigns the stored property `name` of `instance` as Swift code would: `willSet` and
    /// `didSet` run. False when the class has no such stored property.
    public func assign(_ name: String, of instance: Instance, _ value: Value) throws(RunFailure) -> Bool {
        guard let m = instance.cls.storedProperty(named: name) else { return false }
        try hosted { () throws(Interrupt) in
            var receiver = Value.object(instance)
            _ = try runtime.modifyMember(m, in: &receiver, loc: m.loc) { v throws(Interrupt) in
                v = value
                return .void
            }
        }
        return true
    }

    /// A struct the program declares: its stored properties (those its memberwise initializer
    /// takes, and whether each is a `let`) and its computed properties.
    public struct DeclaredStruct {
        public let name: String
        public let parameters: [(name: String, type: String, isLet: Bool, hasDefault: Bool)]
        public let computed: [String]
        let decl: TypeDecl
    }

    public var declaredStructs: [DeclaredStruct] {
        types.filter { $0.isUserDeclared && $0.kind == .structType && $0.genericParams.isEmpty }.map { t in
            let parameters = runtime.memberwiseProperties(of: t).map { ($0.name, $0.type?.name ?? "", $0.isLet, $0.hasInitialValue) }
            let computed = t.members.values.joined().filter {
                if case .computed = $0.impl, $0.kind == .property, !$0.isStatic { return true } else { return false }
            }.sorted { $0.loc < $1.loc }.map(\.name)
            return DeclaredStruct(name: t.name, parameters: parameters, computed: computed, decl: t)
        }
    }

    /// A value of `type` made by its memberwise initializer from `arguments` by parameter name;
    /// a parameter without a default left out, or a name it does not take, is the compiler's
    /// error (a `RunFailure.unsupported` with its words).
    public func makeStruct(_ type: DeclaredStruct, _ arguments: [(name: String, value: Value)], at loc: SourceLoc) throws(RunFailure) -> Value {
        if let extra = arguments.first(where: { a in !type.parameters.contains { $0.name == a.name } }) {
            throw .unsupported(Diagnostic("extra argument '\(extra.name)' in call to \(type.name)'s initializer", at: loc,
                                          hint: "its parameters: " + type.parameters.map(\.name).joined(separator: ", ")))
        }
        var args: [Value] = []
        for p in type.parameters {
            if let given = arguments.first(where: { $0.name == p.name }) {
                args.append(given.value)
            } else if p.hasDefault {
                args.append(.void)
            } else {
                throw .unsupported(Diagnostic("missing argument for parameter '\(p.name)' in call to \(type.name)'s initializer", at: loc,
                                              hint: "give every field without a default: " + type.parameters.filter { !$0.hasDefault }.map(\.name).joined(separator: ", ")))
            }
        }
        return try hosted { () throws(Interrupt) -> Value in try runtime.memberwise(type.decl, args: args, loc: loc) }
    }

    /// A property (stored or computed) of a value the program made.
    public func read(_ name: String, of value: Value) throws(RunFailure) -> Value? {
        guard let type = runtime.typeDecl(of: value), let m = runtime.findMember(name, labels: [], in: type, isStatic: false) else { return nil }
        return try hosted { () throws(Interrupt) -> Value in try runtime.getMember(m, of: value, loc: m.loc) }
    }

    /// Calls a function value (a closure the program handed the host) with `args`.
    public func call(_ function: Value, args: [Value], at loc: SourceLoc) throws(RunFailure) -> Value {
        try hosted { () throws(Interrupt) -> Value in
            guard case .function(let f) = function else { throw .unsupported(Diagnostic("the value is not a function", at: loc)) }
            return try f.call(args, runtime, loc)
        }
    }

    /// `didTapSave(_:)` as its base name and labels.
    static func split(_ fullName: String) -> (String, [String?]) {
        guard let open = fullName.firstIndex(of: "(") else { return (fullName, []) }
        let base = String(fullName[..<open])
        let labels = fullName[fullName.index(after: open)...].dropLast().split(separator: ":", omittingEmptySubsequences: true)
            .map { $0 == "_" ? nil : String($0) }
        return (base, labels)
    }

    /// Runs host-called code: a trap, an error thrown out of it, or the work budget running
    /// out ends the call with a `RunFailure`, after the deinitializers it owes have run.
    private func hosted<T>(_ body: () throws(Interrupt) -> T) throws(RunFailure) -> T {
        do throws(Interrupt) {
            let result = try body()
            try runtime.runDeinitializers()
            return result
        } catch {
            switch error {
            case .trap(let t): throw .trap(t)
            case .unsupported(let d): throw .unsupported(d)
            case .thrown(let value, let loc):
                let text = (try? runtime.debugDescribe(value, loc: loc)) ?? "error"
                throw .trap(Trap("Fatal error: Error raised: \(text)", at: loc))
            case .nilInChain: throw .unsupported(Diagnostic("an optional chain escaped its expression", at: .unknown))
            case .overBudget(let loc): throw .overBudget(loc)
            }
        }
    }
}

/// What a closure captured, for a host that shows it (the trace's captures).
public struct ClosureCaptures {
    public let names: [(name: String, kind: CaptureKind)]
    /// The values now, in the order of `names`.
    public let values: [Value]
    /// Where the closure was written.
    public let loc: SourceLoc
}

extension Value {
    /// A closure's captures, or nil for a value that is not a closure the program wrote.
    public var closureCaptures: ClosureCaptures? {
        guard case .function(let f) = self, let closure = f as? Closure else { return nil }
        let fn = closure.function
        return ClosureCaptures(names: fn.captureNames, values: closure.captures.map(\.value), loc: fn.loc)
    }
}
