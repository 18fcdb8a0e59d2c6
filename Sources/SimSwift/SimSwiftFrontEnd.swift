import SimCore
import SimScript
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// The Swift front end: reads a Swift file with swift-syntax (the parser of Swift 6.3) and lowers
/// the UIKit subset it declares onto the `.sim` runtime (docs/swift.md). Install it on an
/// ``Interpreter`` (`interpreter.swiftFrontEnd = SimSwiftFrontEnd()`) and `import "File.swift"` works.
public struct SimSwiftFrontEnd: SwiftFrontEnd {
    public init() {}

    public func lower(path: String, text: String) throws -> LoweredSwift {
        let tree = Parser.parse(source: text)
        let locations = SwiftLocations(path: path, text: text, tree: tree)
        // A syntax error stops the load as it stops the compiler, with the parser's own words.
        if let first = ParseDiagnosticsGenerator.diagnostics(for: tree).first(where: { $0.diagMessage.severity == .error }) {
            throw ScriptError(Diagnostic(.error, locations.location(at: first.position), first.message,
                                         hint: "simrepl reads Swift as the Swift 6.3 compiler parses it"))
        }
        var lowering = FileLowering(tree: tree, locations: locations)
        return try lowering.lower()
    }
}

/// One file's lowering: read the declarations, then write each as `.sim` text.
struct FileLowering {
    let tree: SourceFileSyntax
    let locations: SwiftLocations
    var errors: SwiftErrors { SwiftErrors(locations: locations) }
    var declarations = SwiftDeclarations()
    var warnings: [Diagnostic] = []

    init(tree: SourceFileSyntax, locations: SwiftLocations) {
        self.tree = tree; self.locations = locations
    }

    /// The UIKit classes a Swift class may subclass: those simrepl models.
    static let uikitClasses: Set<String> = Set(ObjectKind.allCases.map(\.descriptor.uikitName)).union(["NSObject", "UIResponder"])
    /// What the hint offers: the classes a maker makes, and NSObject.
    static let subclassable: [String] = ["NSObject", "UIViewController"] + ObjectKind.allCases.map(\.descriptor)
        .filter { $0.maker != nil && $0.makeView != nil }.map(\.uikitName)

    /// The modules an `import` may name: what the subset's names come from.
    static let modules: Set<String> = ["UIKit", "Foundation"]

    mutating func lower() throws -> LoweredSwift {
        try readDeclarations()
        try resolveSelectorsUnderSwift2()
        var text = PositionedText()
        for (name, info) in declarations.protocols.sorted(by: { $0.value.node.position < $1.value.node.position }) {
            let required = info.methods.filter { !$0.optional }.map(\.name.selector)
            let optional = info.methods.filter(\.optional).map(\.name.selector)
            var command = "protocol \(name)"
            if !required.isEmpty { command += " " + required.joined(separator: " ") }
            if !optional.isEmpty { command += " optional " + optional.joined(separator: " ") }
            text.command(command, at: locations.location(info.node.protocolKeyword))
        }
        var classes: [LoweredSwift.Class] = []
        for info in declarations.classes {
            try lowerClass(info, into: &text)
            let (setup, initializerTargets) = try instanceSetup(info)
            classes.append(LoweredSwift.Class(name: info.name, superclass: info.superclass, setup: { instance in
                setup.isEmpty ? "" : setup.split(separator: InstanceName.placeholder, omittingEmptySubsequences: false).joined(separator: instance)
            }, initializerTargets: initializerTargets))
        }
        return LoweredSwift(declarations: text.text, classes: classes, warnings: warnings)
    }

    // MARK: - Reading the declarations

    private mutating func readDeclarations() throws {
        for item in tree.statements {
            switch item.item {
            case .decl(let decl):
                if let imp = decl.as(ImportDeclSyntax.self) {
                    let module = imp.path.map(\.name.text).joined(separator: ".")
                    guard FileLowering.modules.contains(module) else {
                        throw errors.unsupported(imp, "`import \(module)`", nearest: "import UIKit or Foundation: the classes simrepl models come from UIKit")
                    }
                } else if let proto = decl.as(ProtocolDeclSyntax.self) {
                    try readProtocol(proto)
                } else if let cls = decl.as(ClassDeclSyntax.self) {
                    try readClass(cls)
                } else {
                    throw errors.unsupported(decl, FileLowering.constructName(decl), nearest: "a file holds classes that subclass UIKit classes and protocols")
                }
            default:
                throw errors.unsupported(item, "a top-level statement", nearest: "a Swift file declares; the .sim driver that imports it makes objects and taps")
            }
        }
    }

    private mutating func readProtocol(_ proto: ProtocolDeclSyntax) throws {
        var info = SwiftDeclarations.ProtocolInfo(name: proto.name.text, node: proto)
        for inherited in proto.inheritanceClause?.inheritedTypes ?? [] {
            if inherited.type.as(ClassRestrictionTypeSyntax.self) != nil {
                // Swift 5's wording: the protocol still works.
                warnings.append(errors.warning(inherited, "using 'class' keyword to define a class-constrained protocol is deprecated; use 'AnyObject' instead",
                                               hint: "protocol \(proto.name.text): AnyObject"))
            }
        }
        for member in proto.memberBlock.members {
            guard let function = member.decl.as(FunctionDeclSyntax.self) else {
                throw errors.unsupported(member.decl, "a protocol \(FileLowering.constructName(member.decl))", nearest: "a delegate protocol lists methods: func name(_ sender: Type)")
            }
            let optional = function.modifiers.contains { $0.name.text == "optional" }
            info.methods.append((MethodName(function), optional))
        }
        declarations.protocols[info.name] = info
    }

    private mutating func readClass(_ cls: ClassDeclSyntax) throws {
        guard let first = cls.inheritanceClause?.inheritedTypes.first else {
            throw errors.unsupported(cls, "a class with no superclass", nearest: "subclass a UIKit class: class \(cls.name.text): NSObject")
        }
        let superclass = first.type.trimmedDescription
        guard FileLowering.uikitClasses.contains(superclass) else {
            throw errors.unsupported(first, "subclassing '\(superclass)'",
                                     nearest: "subclass a class simrepl models: " + FileLowering.subclassable.joined(separator: ", "))
        }
        if let generic = cls.genericParameterClause { throw errors.unsupported(generic, "a generic class", nearest: "a class without type parameters") }
        var info = SwiftDeclarations.ClassInfo(name: cls.name.text, node: cls, superclass: superclass)
        for member in cls.memberBlock.members {
            let decl = member.decl
            if let function = decl.as(FunctionDeclSyntax.self) {
                if function.modifiers.contains(where: { $0.name.text == "static" || $0.name.text == "class" }) {
                    throw errors.unsupported(function, "a static method", nearest: "an instance method")
                }
                guard function.body != nil else { throw errors.compiler(function, "expected '{' in body of function declaration", hint: "give the method a body") }
                info.methods.append(.init(name: MethodName(function), node: function))
            } else if let variable = decl.as(VariableDeclSyntax.self) {
                try readProperty(variable, into: &info)
            } else {
                throw errors.unsupported(decl, FileLowering.constructName(decl),
                                         nearest: "a class holds @IBOutlet properties, weak delegate properties, views made in closure initializers, and methods")
            }
        }
        declarations.classes.append(info)
    }

    private mutating func readProperty(_ variable: VariableDeclSyntax, into info: inout SwiftDeclarations.ClassInfo) throws {
        let isOutlet = variable.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "IBOutlet" }
        let isWeak = variable.modifiers.contains { $0.name.text == "weak" }
        let isLazy = variable.modifiers.contains { $0.name.text == "lazy" }
        if variable.modifiers.contains(where: { $0.name.text == "static" || $0.name.text == "class" }) {
            throw errors.unsupported(variable, "a static property", nearest: "an instance property")
        }
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                throw errors.unsupported(binding.pattern, "a pattern in a property declaration", nearest: "one name per property: let name = …")
            }
            if let accessors = binding.accessorBlock {
                throw errors.unsupported(accessors, "a computed property or property observer (didSet/willSet)", nearest: "a stored property")
            }
            let type = binding.typeAnnotation?.type
            if isOutlet {
                guard binding.initializer == nil else { throw errors.unsupported(binding, "an @IBOutlet with an initial value", nearest: "@IBOutlet var \(name): UIButton!") }
                info.outlets.append((name, isWeak))
            } else if isWeak, binding.initializer == nil, let type {
                let protocolName = type.as(OptionalTypeSyntax.self)?.wrappedType.trimmedDescription ?? type.trimmedDescription
                guard declarations.protocols[protocolName] != nil || FileLowering.protocolDeclaredLater(protocolName, in: tree) else {
                    if FileLowering.uikitClasses.contains(protocolName) || protocolName.hasPrefix("UI") || protocolName.hasPrefix("NS") {
                        throw errors.unsupported(type, "a weak property of type '\(type.trimmedDescription)'", nearest: "@IBOutlet weak var \(name): \(type.trimmedDescription), or a weak delegate property of a protocol this file declares")
                    }
                    throw errors.compiler(type, "cannot find type '\(protocolName)' in scope", hint: "declare it in this file: protocol \(protocolName): AnyObject { func … }")
                }
                info.delegates.append((name, protocolName))
            } else if let initializer = binding.initializer, FileLowering.makesView(initializer.value) {
                info.madeViews.append((name, binding, isLazy))
            } else {
                throw errors.unsupported(binding, "a stored property holding a value",
                                         nearest: "@IBOutlet var \(name): UIButton!, weak var delegate: MyDelegate?, or a view made in a closure initializer")
            }
        }
    }

    /// `= { … }()` or `= UIButton()`: the initializers that make a view.
    static func makesView(_ value: ExprSyntax) -> Bool {
        guard let call = value.as(FunctionCallExprSyntax.self) else { return false }
        if call.calledExpression.is(ClosureExprSyntax.self) { return call.arguments.isEmpty }
        return InstanceName.viewMaker(call) != nil
    }

    static func protocolDeclaredLater(_ name: String, in tree: SourceFileSyntax) -> Bool {
        tree.statements.contains { $0.item.as(ProtocolDeclSyntax.self)?.name.text == name }
    }

    /// What a compiler would call a declaration, for "X is outside the subset".
    static func constructName(_ decl: DeclSyntax) -> String {
        switch decl.kind {
        case .structDecl: return "a struct"
        case .enumDecl: return "an enum"
        case .extensionDecl: return "an extension"
        case .functionDecl: return "a free function"
        case .initializerDecl: return "an init"
        case .deinitializerDecl: return "a deinit"
        case .typeAliasDecl: return "a typealias"
        case .subscriptDecl: return "a subscript"
        case .variableDecl: return "a variable"
        case .actorDecl: return "an actor"
        case .macroExpansionDecl: return "a macro"
        default: return "this declaration (\(decl.kind))"
        }
    }

    // MARK: - Swift 2's selector rule

    /// A `#selector(didTapButton(_:))` that finds only `func didTapButton(sender:)` names it by
    /// Swift 2's rule (the first parameter had no label): accepted, with the modern spelling.
    private mutating func resolveSelectorsUnderSwift2() throws {
        for c in declarations.classes.indices {
            for selector in declarations.classes[c].node.memberBlock.tokens(viewMode: .sourceAccurate) where selector.tokenKind == .pound {
                guard let macro = selector.parent?.as(MacroExpansionExprSyntax.self), macro.macroName.text == "selector",
                      let argument = macro.arguments.first?.expression,
                      let (name, bare) = MethodName.referenced(by: argument), !bare else { continue }
                let info = declarations.classes[c]
                guard info.method(named: name, bare: false) == nil,
                      let i = info.methods.firstIndex(where: { $0.name.swift2Name == name && $0.name != name }) else { continue }
                if !declarations.classes[c].methods[i].swift2 {
                    let method = declarations.classes[c].methods[i]
                    warnings.append(errors.warning(argument, "'\(name.swiftName)' names '\(method.name.swiftName)' only under Swift 2's rule that a method's first parameter has no argument label",
                                                   hint: "Swift 3 and later: write func \(method.name.base)(_ \(method.node.signature.parameterClause.parameters.first!.firstName.text): …) — or #selector(\(method.name.swiftName))"))
                }
                declarations.classes[c].methods[i].swift2 = true
            }
        }
    }

    // MARK: - Writing the class

    private mutating func lowerClass(_ info: SwiftDeclarations.ClassInfo, into text: inout PositionedText) throws {
        text.open("class \(info.name)", at: locations.location(info.node.classKeyword))
        for outlet in info.outlets {
            let node = info.node.memberBlock.members.first { $0.decl.as(VariableDeclSyntax.self)?.bindings.contains { $0.pattern.trimmedDescription == outlet.name } == true }!
            text.command("outlet \(outlet.name)" + (outlet.weak ? " weak" : " strong"), at: locations.location(node.decl.as(VariableDeclSyntax.self)!.bindingSpecifier))
        }
        for method in info.methods {
            let selector = method.selector
            text.open("method \(selector)", at: locations.location(method.node.funcKeyword))
            var body = BodyLowering(file: self, owner: info, mode: .method(method.node), text: text)
            try body.lowerStatements(method.node.body!.statements)
            text = body.text
            warnings += body.warnings
            text.close(at: locations.location(method.node.body!.rightBrace))
        }
        text.close(at: locations.location(info.node.memberBlock.rightBrace))
    }

    /// What making an instance runs: each view-making property's initializer, then the weak
    /// delegate properties, declared as nil.
    private mutating func instanceSetup(_ info: SwiftDeclarations.ClassInfo) throws -> (String, [LoweredSwift.InitializerTarget]) {
        var text = PositionedText()
        var initializerTargets: [LoweredSwift.InitializerTarget] = []
        for view in info.madeViews {
            var body = BodyLowering(file: self, owner: info, mode: .propertyInitializer(property: view.name, lazy: view.lazy), text: text)
            try body.lowerInitializer(view.node.initializer!.value)
            text = body.text
            warnings += body.warnings
            initializerTargets += body.initializerTargets
        }
        for delegate in info.delegates {
            let node = info.node.memberBlock.members.first { $0.decl.as(VariableDeclSyntax.self)?.bindings.contains { $0.pattern.trimmedDescription == delegate.name } == true }!
            text.command("weak \(InstanceName.placeholder).\(delegate.name) \(delegate.protocolName)", at: locations.location(node.decl))
        }
        return (text.text, initializerTargets)
    }
}

/// The instance a class's setup text is written for, filled in when an object is made as it.
enum InstanceName {
    static let placeholder = "\u{1}"

    /// `UIButton()`, `UIView()`, `UILabel()`: the maker word of a view made with no arguments.
    static func viewMaker(_ call: FunctionCallExprSyntax) -> String? {
        guard call.arguments.isEmpty, call.trailingClosure == nil,
              let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        return ObjectKind.allCases.first { $0.descriptor.uikitName == type && $0.descriptor.makeView != nil }?.descriptor.maker
    }
}
