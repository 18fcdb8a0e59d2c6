import SimCore
import Glibc
import SimScript
import SwiftParser
// The lexer's words for a token it objected to are SPI; they are the compiler's words.
@_spi(RawSyntax) import SwiftParserDiagnostics
import SwiftSyntax

/// The Swift front end: reads a Swift file with swift-syntax (the parser of Swift 6.3) and lowers
/// the UIKit subset it declares onto the `.sim` runtime (docs/swift.md). Install it on an
/// ``Interpreter`` (`interpreter.swiftFrontEnd = SimSwiftFrontEnd()`) and `import "File.swift"` works.
public struct SimSwiftFrontEnd: SwiftFrontEnd {
    public init() {}

    public func lower(path: String, text: String) throws -> LoweredSwift {
        if let refused = FrontEndParserGuard.problem(in: text, path: path) { throw refused }
        let tree = Parser.parse(source: text)
        let locations = SwiftLocations(path: path, text: text, tree: tree)
        if let syntaxError = SimSwiftFrontEnd.firstSyntaxError(tree, locations) { throw syntaxError }
        // A backticked name (`default`) is Swift, but the subset writes names into `.sim` as
        // they are spelled: refused here, in Swift's terms, not later in the language's.
        if let quoted = tree.tokens(viewMode: .sourceAccurate).first(where: { $0.text.hasPrefix("`") }) {
            throw SwiftErrors(locations: locations).unsupported(quoted, "a backticked name (\(quoted.text))",
                                                                nearest: "a name that is not a keyword (\(quoted.identifier?.name ?? "name")Value)")
        }
        var lowering = FileLowering(tree: tree, locations: locations)
        return try lowering.lower()
    }
}

extension SimSwiftFrontEnd {
    /// A syntax error stops the load as it stops the compiler, in the parser's own words. A
    /// lexer's error is read off its token directly: swift-syntax 603 builds a fix-it for each
    /// while generating the others, and one kind (`=` with a form feed beside it, always an
    /// error) makes an empty one, which traps — the fuzzer found it. The lexer's warnings build
    /// fix-its with changes, so the generator is safe once no token holds a lexer error.
    static func firstSyntaxError(_ tree: SourceFileSyntax, _ locations: SwiftLocations) -> ScriptError? {
        let hint = "simrepl reads Swift as the Swift 6.3 compiler parses it"
        for token in tree.tokens(viewMode: .all) {
            guard let diagnostic = token.tokenDiagnostic, diagnostic.severity == .error else { continue }
            return ScriptError(Diagnostic(.error, locations.location(at: diagnostic.position(in: token)),
                                          diagnostic.diagnosticMessage(in: token).message, hint: hint))
        }
        guard tree.hasError, let first = ParseDiagnosticsGenerator.diagnostics(for: tree).first(where: { $0.diagMessage.severity == .error }) else { return nil }
        return ScriptError(Diagnostic(.error, locations.location(at: first.position), first.message, hint: hint))
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
    static let uikitClasses: Set<String> = Set(ObjectKind.allCases.map(\.descriptor.uikitName)).union(["NSObject", "UIResponder", "UITableViewController", "UITableViewCell"])
    /// What the hint offers: the classes a maker makes, and NSObject.
    static let subclassable: [String] = ["NSObject", "UIViewController", "UITableViewController", "UITableViewCell"] + ObjectKind.allCases.map(\.descriptor)
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
            classes.append(LoweredSwift.Class(name: info.name, superclass: info.superclass, setup: { instance, _ in
                setup.isEmpty ? "" : setup.split(separator: InstanceName.placeholder, omittingEmptySubsequences: false).joined(separator: instance)
            }, initializerTargets: initializerTargets))
        }
        for info in declarations.structs {
            try checkComputedProperties(info)
            classes.append(LoweredSwift.Class(name: info.name, superclass: LoweredSwift.Class.structType, setup: { instance, stored in
                try FileLowering.structSetup(info, instance: instance, stored: stored)
            }, constants: info.fields.map(\.name) + info.computed.map(\.name)))
        }
        // For whoever extends the front end: SIMSWIFT_DUMP=1 shows what the file became.
        if getenv("SIMSWIFT_DUMP") != nil {
            var dump = "--- \(locations.path) as .sim\n" + text.text + "\n"
            for c in classes where c.superclass != LoweredSwift.Class.structType {
                dump += "--- what making a \(c.name) named INSTANCE runs\n" + ((try? c.setup("INSTANCE", [])) ?? "") + "\n"
            }
            _ = dump.withCString { write(2, $0, strlen($0)) }
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
                } else if let structDecl = decl.as(StructDeclSyntax.self) {
                    try readStruct(structDecl)
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
        if let earlier = declarations.classes.first(where: { $0.name == cls.name.text }) {
            throw errors.compiler(cls.name, "invalid redeclaration of '\(cls.name.text)'",
                                  hint: "'\(cls.name.text)' is declared at line \(locations.location(earlier.node.name).line) already: rename one")
        }
        var info = SwiftDeclarations.ClassInfo(name: cls.name.text, node: cls, superclass: superclass)
        for member in cls.memberBlock.members {
            let decl = member.decl
            if let function = decl.as(FunctionDeclSyntax.self) {
                if function.modifiers.contains(where: { $0.name.text == "static" || $0.name.text == "class" }) {
                    throw errors.unsupported(function, "a static method", nearest: "an instance method")
                }
                guard function.body != nil else { throw errors.compiler(function, "expected '{' in body of function declaration", hint: "give the method a body") }
                var method = SwiftDeclarations.ClassInfo.Method(name: MethodName(function), node: function)
                method.uikitSelector = uikitSelector(for: method.name, function)
                info.methods.append(method)
            } else if let variable = decl.as(VariableDeclSyntax.self) {
                try readProperty(variable, into: &info)
            } else if let structDecl = decl.as(StructDeclSyntax.self) {
                // A nested type (`ProductCell.ViewModel`): known by its own name.
                try readStruct(structDecl)
            } else if let alias = decl.as(TypeAliasDeclSyntax.self), alias.initializer.value.is(FunctionTypeSyntax.self) {
                // `typealias DidTapButton = (Button) -> ()`: a closure type, for a closure property.
                info.closureAliases.insert(alias.name.text)
            } else {
                throw errors.unsupported(decl, FileLowering.constructName(decl),
                                         nearest: "a class holds @IBOutlet properties, weak delegate properties, views made in closure initializers, and methods")
            }
        }
        if let property = info.closureProperty { try checkClosurePropertyPattern(property, in: &info) }
        declarations.classes.append(info)
    }

    /// UIKit calls a data source's methods by their Objective-C selectors, which Swift 3 renamed
    /// (`tableView(_:cellForRowAt:)` is `tableView:cellForRowAtIndexPath:`). Swift 2's spellings
    /// (`numberOfSectionsInTableView(_:)`, a first parameter written with its label) are accepted
    /// with one warning each.
    private mutating func uikitSelector(for name: MethodName, _ function: FunctionDeclSyntax) -> String? {
        if let selector = UIKitMethods.selectors[name.swiftName] { return selector }
        let old = name.swift2Name.swiftName
        guard let modern = UIKitMethods.swift2Spellings[old] ?? (UIKitMethods.selectors[old] != nil && old != name.swiftName ? old : nil),
              let selector = UIKitMethods.selectors[modern] else { return nil }
        warnings.append(errors.warning(function.name, "'\(name.swiftName)' is Swift 2's spelling of '\(modern)'",
                                       hint: "Swift 3 and later name it \(modern), with `_` before the first parameter"))
        return selector
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
            let type = binding.typeAnnotation?.type
            if let accessors = binding.accessorBlock {
                // The seed's Button: an optional closure property whose didSet adds or removes
                // the button as its own target. Checked in full once the class is read.
                if info.superclass == "UIButton", let type, isClosureType(type, info), info.closureProperty == nil, binding.initializer == nil {
                    info.closureProperty = name
                    continue
                }
                // A cell's `var viewModel: ViewModel? { didSet { … } }`: what UIKit's model of a
                // cell's view model runs after `set CELL.viewModel = VALUE`.
                if info.superclass == "UITableViewCell", name == "viewModel", binding.initializer == nil,
                   case .accessors(let list) = accessors.accessors, list.count == 1, let didSet = list.first,
                   didSet.accessorSpecifier.tokenKind == .keyword(.didSet), didSet.parameters == nil, didSet.body != nil {
                    info.viewModelObserver = didSet
                    info.viewModelType = baseTypeName(type)
                    continue
                }
                throw errors.unsupported(accessors, "a computed property or property observer (didSet/willSet)", nearest: "a stored property")
            }
            if isOutlet {
                guard binding.initializer == nil else { throw errors.unsupported(binding, "an @IBOutlet with an initial value", nearest: "@IBOutlet var \(name): UIButton!") }
                info.outlets.append((name, isWeak, baseTypeName(type)))
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
            } else if let literalType = FileLowering.storedValueType(binding) {
                info.values.append((name, binding, variable.bindingSpecifier.tokenKind == .keyword(.var), baseTypeName(type) ?? literalType))
            } else {
                throw errors.unsupported(binding, "a stored property holding a value",
                                         nearest: "@IBOutlet var \(name): UIButton!, weak var delegate: MyDelegate?, or a view made in a closure initializer")
            }
        }
    }

    // MARK: - Structs

    /// `struct ViewModel { let name: String; var formatted: String { … } }`: `let` fields (a
    /// default value allowed) and read-only computed properties. A `var` field would make the
    /// value's copies differ from the plain object shared in its place, so it is refused.
    private mutating func readStruct(_ node: StructDeclSyntax) throws {
        if let generic = node.genericParameterClause { throw errors.unsupported(generic, "a generic struct", nearest: "a struct without type parameters") }
        guard !declarations.structs.contains(where: { $0.name == node.name.text }), !declarations.classes.contains(where: { $0.name == node.name.text }) else {
            throw errors.compiler(node.name, "invalid redeclaration of '\(node.name.text)'", hint: "give the type another name")
        }
        var info = StructInfo(name: node.name.text, node: node)
        for member in node.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else {
                throw errors.unsupported(member.decl, "a struct's \(FileLowering.constructName(member.decl).dropFirst(2))",
                                         nearest: "a struct holds let fields and computed properties")
            }
            if variable.modifiers.contains(where: { $0.name.text == "static" }) {
                throw errors.unsupported(variable, "a static property", nearest: "an instance property")
            }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                    throw errors.unsupported(binding.pattern, "a pattern in a property declaration", nearest: "one name per property")
                }
                let type = baseTypeName(binding.typeAnnotation?.type)
                if let accessors = binding.accessorBlock {
                    guard let body = FileLowering.getterExpression(accessors) else {
                        throw errors.unsupported(accessors, "this computed property", nearest: "var name: Type { return expression }")
                    }
                    info.computed.append((name, type, body))
                } else if variable.bindingSpecifier.tokenKind == .keyword(.let) {
                    if let initial = binding.initializer?.value, FileLowering.literalType(initial) == nil {
                        throw errors.unsupported(initial, "this default value", nearest: "a literal: text, a number, true/false, nil")
                    }
                    info.fields.append((name, type, binding.initializer?.value))
                } else {
                    throw errors.unsupported(variable.bindingSpecifier, "a struct's var field",
                                             nearest: "let \(name): \(type ?? "Type") — simrepl holds a struct value as one shared object, so its fields must not change")
                }
            }
        }
        declarations.structs.append(info)
    }

    /// `{ return expression }`, `{ expression }` or `{ get { return expression } }`.
    static func getterExpression(_ accessors: AccessorBlockSyntax) -> ExprSyntax? {
        let statements: CodeBlockItemListSyntax
        switch accessors.accessors {
        case .getter(let list): statements = list
        case .accessors(let list):
            guard list.count == 1, let get = list.first, get.accessorSpecifier.tokenKind == .keyword(.get), let body = get.body else { return nil }
            statements = body.statements
        }
        guard statements.count == 1, let item = statements.first?.item else { return nil }
        if let ret = item.as(ReturnStmtSyntax.self) { return ret.expression }
        return item.as(ExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression
    }

    /// A computed property evaluated with placeholder fields, so that what is outside the subset
    /// is reported at load, where it is written.
    private func checkComputedProperties(_ info: StructInfo) throws {
        var fields: [String: Value] = [:]
        for field in info.fields {
            switch field.type {
            case "String": fields[field.name] = .string("")
            case "Bool": fields[field.name] = .bool(false)
            case "Int", "Double", "Float", "CGFloat": fields[field.name] = .number(0)
            default: fields[field.name] = .null
            }
        }
        let evaluator = StructEvaluator(errors: errors, info: info, fields: fields)
        for computed in info.computed { _ = try evaluator.evaluate(computed.body) }
    }

    /// What making a struct value runs: its memberwise initializer's checks (every field without
    /// a default given, no other), then each computed property, computed now.
    static func structSetup(_ info: StructInfo, instance: String, stored: [(name: String, value: Value)]) throws -> String {
        var values: [String: Value] = [:]
        for (name, value) in stored { values[name] = value }
        let hint = "object NAME class \(info.name) " + info.fields.map { "\($0.name) VALUE" }.joined(separator: " ")
        for (name, _) in stored where !info.fields.contains(where: { $0.name == name }) {
            throw ScriptError(Diagnostic(.error, nil, "extra argument '\(name)' in call to \(info.name)'s initializer", hint: hint))
        }
        var lines: [String] = []
        for field in info.fields where values[field.name] == nil {
            guard let initial = field.initial else {
                throw ScriptError(Diagnostic(.error, nil, "missing argument for parameter '\(field.name)' in call to \(info.name)'s initializer", hint: hint))
            }
            let value = try StructEvaluator(errors: nil, info: info, fields: [:]).evaluate(initial)
            values[field.name] = value
            lines.append("let \(instance).\(field.name) = \(FileLowering.simLiteral(value))")
        }
        let evaluator = StructEvaluator(errors: nil, info: info, fields: values)
        for computed in info.computed {
            lines.append("let \(instance).\(computed.name) = \(FileLowering.simLiteral(try evaluator.evaluate(computed.body)))")
        }
        return lines.joined(separator: "\n")
    }

    /// A value as a .sim literal.
    static func simLiteral(_ value: Value) -> String {
        if case .string(let s) = value { return "\"" + BodyLowering.escaped(s, braces: false) + "\"" }
        return value.description
    }

    /// A stored property simrepl can hold: a literal (text, number, true/false, a list of them)
    /// or no value for an optional (`var title: String?`). Its type, as written or inferred.
    static func storedValueType(_ binding: PatternBindingSyntax) -> String? {
        guard let value = binding.initializer?.value else {
            return binding.typeAnnotation?.type.is(OptionalTypeSyntax.self) == true ? baseTypeName(binding.typeAnnotation?.type) : nil
        }
        return literalType(value)
    }

    static func literalType(_ value: ExprSyntax) -> String? {
        if let string = value.as(StringLiteralExprSyntax.self) {
            return string.segments.allSatisfy { if case .stringSegment = $0 { true } else { false } } ? "String" : nil
        }
        if value.is(IntegerLiteralExprSyntax.self) { return "Int" }
        if value.is(FloatLiteralExprSyntax.self) { return "Double" }
        if value.is(BooleanLiteralExprSyntax.self) { return "Bool" }
        if value.is(NilLiteralExprSyntax.self) { return "Optional" }
        if let array = value.as(ArrayExprSyntax.self) {
            let types = Set(array.elements.map { literalType($0.expression) })
            if types.isEmpty { return "[Any]" }
            guard types.count == 1, let element = types.first!, element != "Optional" else { return nil }
            return "[\(element)]"
        }
        return nil
    }

    private func isClosureType(_ type: TypeSyntax, _ info: SwiftDeclarations.ClassInfo) -> Bool {
        guard let wrapped = type.as(OptionalTypeSyntax.self)?.wrappedType else { return false }
        if wrapped.is(FunctionTypeSyntax.self) { return true }
        if let tuple = wrapped.as(TupleTypeSyntax.self), tuple.elements.count == 1, tuple.elements.first!.type.is(FunctionTypeSyntax.self) { return true }
        return info.closureAliases.contains(wrapped.trimmedDescription) || FileLowering.aliasDeclared(wrapped.trimmedDescription, in: info.node)
    }

    static func aliasDeclared(_ name: String, in cls: ClassDeclSyntax) -> Bool {
        cls.memberBlock.members.contains { $0.decl.as(TypeAliasDeclSyntax.self)?.name.text == name }
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

    // MARK: - The seed's closure-property button

    /// `var didTouchUpInside: DidTapButton? { didSet { if didTouchUpInside != nil { addTarget(self,
    /// action: #selector(didTouchUpInside(_:)), …) } else { removeTarget(self, …) } } }` with an
    /// action that calls the closure: what simrepl models for every button (`set
    /// BUTTON.didTouchUpInside`). Accepted only in that shape, so that the model is what runs.
    private mutating func checkClosurePropertyPattern(_ property: String, in info: inout SwiftDeclarations.ClassInfo) throws {
        let binding = info.node.memberBlock.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }
            .flatMap(\.bindings).first { $0.pattern.trimmedDescription == property }!
        let nearest = "the seed's Button: var didTouchUpInside: DidTapButton? { didSet { if didTouchUpInside != nil { addTarget(self, action: #selector(didTouchUpInside(_:)), for: .touchUpInside) } else { removeTarget(…) } } }, and func didTouchUpInside(_ sender: UIButton) { if let handler = didTouchUpInside { handler(self) } }"
        func refuse(_ node: some SyntaxProtocol, _ what: String) -> ScriptError { errors.unsupported(node, what, nearest: nearest) }
        guard property == "didTouchUpInside" else { throw refuse(binding.pattern, "a closure property other than didTouchUpInside") }
        guard case .accessors(let accessors)? = binding.accessorBlock?.accessors, accessors.count == 1,
              let didSet = accessors.first, didSet.accessorSpecifier.tokenKind == .keyword(.didSet),
              let statements = didSet.body?.statements, statements.count == 1,
              let ifExpr = FileLowering.expression(statements.first!)?.as(IfExprSyntax.self),
              ifExpr.conditions.count == 1, ifExpr.conditions.first!.condition.trimmedDescription.replacingSpaces == "\(property)!=nil",
              ifExpr.body.statements.count == 1, case .codeBlock(let elseBlock)? = ifExpr.elseBody, elseBlock.statements.count == 1,
              let add = FileLowering.expression(ifExpr.body.statements.first!)?.as(FunctionCallExprSyntax.self),
              let remove = FileLowering.expression(elseBlock.statements.first!)?.as(FunctionCallExprSyntax.self),
              add.calledExpression.trimmedDescription == "addTarget", remove.calledExpression.trimmedDescription == "removeTarget",
              add.arguments.first?.expression.trimmedDescription == "self", remove.arguments.first?.expression.trimmedDescription == "self"
        else { throw refuse(binding.accessorBlock!, "this didSet") }
        // The action: the method the two #selectors name, which calls the closure.
        let action = add.arguments.dropFirst().first?.expression
        guard let macro = action?.as(MacroExpansionExprSyntax.self), let argument = macro.arguments.first?.expression,
              let (name, bare) = MethodName.referenced(by: argument),
              action?.trimmedDescription.replacingSpaces == remove.arguments.dropFirst().first?.expression.trimmedDescription.replacingSpaces,
              let m = info.method(named: name, bare: bare) ?? info.methods.firstIndex(where: { $0.name.swift2Name == name }) else {
            throw refuse(add, "this addTarget")
        }
        let method = info.methods[m]
        let body = method.node.body!.statements
        let callsClosure: Bool = {
            guard body.count == 1, let item = body.first?.item else { return false }
            let text = item.trimmedDescription.replacingSpaces
            return (text.hasPrefix("iflet") && text.contains("=\(property){") && text.hasSuffix("(self)}")) || text == "\(property)?(self)"
        }()
        guard callsClosure, method.name.base == property, method.name.labels.count == 1 else { throw refuse(method.node, "this action") }
        if method.name.labels.first! != nil && name.labels.first! == nil { info.methods[m].swift2 = true }
        // Check the wiring's spelling (old labels and events warn) through the ordinary lowering.
        var check = BodyLowering(file: self, owner: info, mode: .method(method.node), text: PositionedText())
        try check.lowerCall(add)
        warnings += check.warnings
        info.methods.remove(at: m)  // UIKit's model of the pattern is the button's own didTouchUpInside:
    }

    /// The expression a statement of a body is, if it is one.
    static func expression(_ item: CodeBlockItemSyntax) -> ExprSyntax? {
        item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression
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

    /// The class's stored properties by name, each with its declaration: found once per class
    /// (looking each outlet up among the members was quadratic: 2,000 outlets took minutes).
    static func properties(of info: SwiftDeclarations.ClassInfo) -> [String: VariableDeclSyntax] {
        var declared: [String: VariableDeclSyntax] = [:]
        for member in info.node.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings { declared[binding.pattern.trimmedDescription] = declared[binding.pattern.trimmedDescription] ?? variable }
        }
        return declared
    }

    /// The UIKit class a delegate or data-source method belongs to (`UIPickerView` for
    /// `pickerView(_:didSelectRow:inComponent:)`: its first parameter), when simrepl does not
    /// model that class and the engine calls no method of that selector; nil otherwise.
    private func unmodelledDelegateClass(of method: SwiftDeclarations.ClassInfo.Method) -> String? {
        let parameters = method.node.signature.parameterClause.parameters
        guard parameters.count >= 2, let owner = baseTypeName(parameters.first?.type),
              owner.hasPrefix("UI") || owner.hasPrefix("NS"), UIKitMembers.names(of: owner) == nil,
              HandlerParameters.delegateCall(method.selector) == nil else { return nil }
        return owner
    }

    private mutating func lowerClass(_ info: SwiftDeclarations.ClassInfo, into text: inout PositionedText) throws {
        text.open("class \(info.name)", at: locations.location(info.node.classKeyword))
        let declared = FileLowering.properties(of: info)
        for outlet in info.outlets {
            text.command("outlet \(outlet.name)" + (outlet.weak ? " weak" : " strong"), at: locations.location(declared[outlet.name]!.bindingSpecifier))
        }
        for method in info.methods {
            let selector = method.selector
            text.open("method \(selector)", at: locations.location(method.node.funcKeyword))
            if let unmodelled = unmodelledDelegateClass(of: method) {
                // UIKit would call it on a class simrepl does not model, so nothing ever does
                // here: the method is listed (why says it is never wired), its body not lowered.
                warnings.append(errors.warning(method.node.name,
                    "'\(method.name.swiftName)' is a method \(unmodelled) calls on its delegate or data source, and simrepl does not model \(unmodelled): it is never called, and its body is not run",
                    hint: "the rest of the file loads and runs; docs/swift.md lists the classes simrepl models"))
            } else {
                var body = BodyLowering(file: self, owner: info, mode: .method(method.node), text: text)
                text = PositionedText()  // the body's text alone holds the buffer: it appends in place, not a copy each method
                try body.lowerStatements(method.node.body!.statements)
                text = body.text
                warnings += body.warnings
            }
            text.close(at: locations.location(method.node.body!.rightBrace))
        }
        if let observer = info.viewModelObserver {
            // The didSet runs as the cell's method didSetViewModel, which UIKit's model of a
            // cell's view model calls after each assignment.
            text.open("method didSetViewModel", at: locations.location(observer.accessorSpecifier))
            var body = BodyLowering(file: self, owner: info, mode: .method(nil), text: text)
            text = PositionedText()
            try body.lowerStatements(observer.body!.statements)
            text = body.text
            warnings += body.warnings
            text.close(at: locations.location(observer.body!.rightBrace))
        }
        text.close(at: locations.location(info.node.memberBlock.rightBrace))
    }

    /// What making an instance runs: each view-making property's initializer, then the weak
    /// delegate properties, declared as nil.
    private mutating func instanceSetup(_ info: SwiftDeclarations.ClassInfo) throws -> (String, [LoweredSwift.InitializerTarget]) {
        var text = PositionedText()
        var initializerTargets: [LoweredSwift.InitializerTarget] = []
        let instance = InstanceName.placeholder
        if info.isTableViewController {
            // UITableViewController makes its table view, fills its view with it, and is its data
            // source and delegate.
            let at = locations.location(info.node.inheritanceClause!.inheritedTypes.first!)
            text.command("tableview \(instance).tableView in \(instance).view", at: at)
            text.command("set \(instance).tableView.dataSource = \(instance)", at: at)
            text.command("set \(instance).tableView.delegate = \(instance)", at: at)
        }
        for value in info.values {
            let lowered = try BodyLowering(file: self, owner: info, mode: .propertyInitializer(property: value.name, lazy: false), text: PositionedText())
                .storedValue(value.node.initializer?.value)
            text.command("\(value.mutable ? "var" : "let") \(instance).\(value.name) = \(lowered)", at: locations.location(value.node))
        }
        for view in info.madeViews {
            var body = BodyLowering(file: self, owner: info, mode: .propertyInitializer(property: view.name, lazy: view.lazy), text: text)
            text = PositionedText()
            try body.lowerInitializer(view.node.initializer!.value)
            text = body.text
            warnings += body.warnings
            initializerTargets += body.initializerTargets
        }
        let declared = info.delegates.isEmpty ? [:] : FileLowering.properties(of: info)
        for delegate in info.delegates {
            text.command("weak \(InstanceName.placeholder).\(delegate.name) \(delegate.protocolName)", at: locations.location(declared[delegate.name]!))
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
