import SimCore
import SimScript
import SwiftSyntax

/// One Swift body — a method's, or a stored property's initializer — lowered to `.sim` commands at
/// the Swift statements' places. Names are resolved as Swift resolves them: locals, then the
/// method's parameters, then the class's members through an implicit `self`.
struct BodyLowering {
    enum Mode {
        case method(FunctionDeclSyntax)
        /// A stored property's initializer, run when an instance is made; `self` is not the
        /// instance there unless the property is `lazy`.
        case propertyInitializer(property: String, lazy: Bool)
    }

    let file: FileLowering
    let owner: SwiftDeclarations.ClassInfo
    let mode: Mode
    var text: PositionedText
    var warnings: [Diagnostic] = []
    /// `addTarget(self, …)` calls in a non-lazy property initializer, for `why`.
    var initializerTargets: [LoweredSwift.InitializerTarget] = []
    /// Swift locals → the .sim name or object path they stand for.
    private var locals: [String: String] = [:]
    /// The method's parameters → .sim's names for them (`sender`, `event`).
    private var parameters: [String: String] = [:]

    private var errors: SwiftErrors { file.errors }
    private func at(_ node: some SyntaxProtocol) -> SimCore.SourceLocation { file.locations.location(node) }

    init(file: FileLowering, owner: SwiftDeclarations.ClassInfo, mode: Mode, text: PositionedText) {
        self.file = file; self.owner = owner; self.mode = mode; self.text = text
        if case .method(let function) = mode {
            // .sim gives an action its sender and event under fixed names; a Swift method names
            // its parameters as it likes.
            for (parameter, simName) in zip(function.signature.parameterClause.parameters, ["sender", "event"]) {
                parameters[(parameter.secondName ?? parameter.firstName).text] = simName
            }
        }
    }

    /// The instance's own name in setup text (filled in per instance).
    private var instance: String { InstanceName.placeholder }

    // MARK: - Statements

    mutating func lowerStatements(_ statements: CodeBlockItemListSyntax) throws {
        for item in statements {
            switch item.item {
            case .expr(let expr): try lowerExpressionStatement(expr)
            case .stmt(let stmt):
                if let ret = stmt.as(ReturnStmtSyntax.self) { try lowerReturn(ret) } else if let e = stmt.as(ExpressionStmtSyntax.self) {
                    try lowerExpressionStatement(e.expression)
                } else {
                    throw errors.unsupported(stmt, BodyLowering.statementName(stmt), nearest: "the statements docs/swift.md lists: calls to addTarget/removeTarget, print, delegate?.method(…), property assignments")
                }
            case .decl(let decl):
                guard let variable = decl.as(VariableDeclSyntax.self) else {
                    throw errors.unsupported(decl, "a local \(FileLowering.constructName(decl))", nearest: "let name = value")
                }
                try lowerLocal(variable)
            }
        }
    }

    static func statementName(_ stmt: StmtSyntax) -> String {
        switch stmt.kind {
        case .guardStmt: return "`guard`"
        case .forStmt: return "`for … in`"
        case .whileStmt, .repeatStmt: return "a loop"
        case .deferStmt: return "`defer`"
        case .doStmt: return "`do`"
        case .throwStmt: return "`throw`"
        default: return "this statement (\(stmt.kind))"
        }
    }

    private mutating func lowerExpressionStatement(_ expr: ExprSyntax) throws {
        if let ifExpr = expr.as(IfExprSyntax.self) {
            throw errors.unsupported(ifExpr, "`if` in a Swift body", nearest: "for now, a .sim `method` body can decide: if CONDITION { … }")
        }
        if let switchExpr = expr.as(SwitchExprSyntax.self) {
            throw errors.unsupported(switchExpr, "`switch`", nearest: "a .sim `method` body with if/else")
        }
        if let sequence = expr.as(SequenceExprSyntax.self) {
            try lowerAssignment(sequence)
            return
        }
        if let assignment = expr.as(InfixOperatorExprSyntax.self), assignment.operator.is(AssignmentExprSyntax.self) {
            try lowerAssignment(target: assignment.leftOperand, value: assignment.rightOperand, node: assignment)
            return
        }
        guard let call = expr.as(FunctionCallExprSyntax.self) else {
            throw errors.unsupported(expr, "this expression as a statement", nearest: "a call: button.addTarget(self, action: #selector(didTap(_:)), for: .touchUpInside)")
        }
        try lowerCall(call)
    }

    private mutating func lowerCall(_ call: FunctionCallExprSyntax) throws {
        let called = call.calledExpression
        if let member = called.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            if let base = member.base, base.is(SuperExprSyntax.self) { return try lowerSuper(call, name) }
            if let chained = member.base?.as(OptionalChainingExprSyntax.self) { return try lowerDelegateCall(call, member, chained.expression) }
            switch name {
            case "addTarget", "removeTarget": return try lowerWiring(call, name, control: try objectPath(member.base!))
            case "setTitle": return try lowerSetTitle(call, control: try objectPath(member.base!))
            default: break
            }
        } else if let ref = called.as(DeclReferenceExprSyntax.self) {
            switch ref.baseName.text {
            case "print": return try lowerPrint(call)
            case "addTarget", "removeTarget":
                guard case .method = mode, owner.isControl else { break }
                return try lowerWiring(call, ref.baseName.text, control: "self")
            default: break
            }
        }
        throw errors.unsupported(call, "the call '\(called.trimmedDescription)(…)'",
                                 nearest: "addTarget/removeTarget, setTitle(_:for:), print(…), super.viewDidLoad(), delegate?.method(…)")
    }

    /// `super.viewDidLoad()`: UIKit's own implementation. Of the methods simrepl models, only
    /// the touch methods do something there (pass the touch on, or track it); the lifecycle
    /// methods' defaults do nothing observable.
    private mutating func lowerSuper(_ call: FunctionCallExprSyntax, _ name: String) throws {
        guard case .method(let function) = mode, function.name.text == name else {
            throw errors.unsupported(call, "calling super.\(name) from another method", nearest: "super.\(name)() inside override func \(name)")
        }
        if BodyLowering.touchMethods.contains(name) {
            text.command("super", at: at(call))
        } else if !BodyLowering.lifecycleMethods.contains(name) {
            throw errors.unsupported(call, "super.\(name)()", nearest: "super in a touch method or a lifecycle method (viewDidLoad, awakeFromNib, prepareForReuse…)")
        }
    }

    static let touchMethods: Set<String> = ["touchesBegan", "touchesMoved", "touchesEnded", "touchesCancelled"]
    static let lifecycleMethods: Set<String> = ["viewDidLoad", "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear",
                                                "loadView", "awakeFromNib", "prepareForReuse", "layoutSubviews", "viewDidLayoutSubviews",
                                                "didMoveToSuperview", "didMoveToWindow"]

    /// `print(a, b)`: the handler's log line, items joined by spaces as print joins them.
    private mutating func lowerPrint(_ call: FunctionCallExprSyntax) throws {
        var parts: [String] = []
        for argument in call.arguments {
            guard argument.label == nil else {
                throw errors.unsupported(argument, "print's '\(argument.label!.text):' argument", nearest: "print(\"text \\(value)\")")
            }
            parts.append(try logText(argument.expression))
        }
        text.command("log \"" + parts.joined(separator: " ") + "\"", at: at(call))
    }

    /// A print item as .sim log text: literal text escaped, `\(path)` as `{path}`.
    private func logText(_ expr: ExprSyntax) throws -> String {
        if let string = expr.as(StringLiteralExprSyntax.self) {
            var out = ""
            for segment in string.segments {
                switch segment {
                case .stringSegment(let s): out += BodyLowering.escaped(s.content.text, braces: true)
                case .expressionSegment(let e):
                    guard e.expressions.count == 1, let inner = e.expressions.first?.expression else {
                        throw errors.unsupported(e, "this interpolation", nearest: "\\(name) or \\(object.property)")
                    }
                    out += "{" + (try valuePath(inner)) + "}"
                }
            }
            return out
        }
        return "{" + (try valuePath(expr)) + "}"
    }

    static func escaped(_ s: String, braces: Bool) -> String {
        var out = ""
        for c in s {
            switch c {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "{" where braces: out += "\\{"
            case "}" where braces: out += "\\}"
            default: out.append(c)
            }
        }
        return out
    }

    /// `button.addTarget(self, action: #selector(didTap(_:)), for: .touchUpInside)` and
    /// `removeTarget`, in today's spelling or Swift 2's (`forControlEvents: .TouchUpInside`).
    private mutating func lowerWiring(_ call: FunctionCallExprSyntax, _ verb: String, control: String) throws {
        let arguments = Array(call.arguments)
        guard arguments.count == 3, arguments[0].label == nil, arguments[1].label?.text == "action",
              let eventsLabel = arguments[2].label?.text, eventsLabel == "for" || OldSpellings.labels[eventsLabel] == "for" else {
            throw errors.unsupported(call, "this form of \(verb)", nearest: "\(verb)(target, action: #selector(method(_:)), for: .touchUpInside)")
        }
        if eventsLabel != "for" {
            warn(arguments[2].label!, "'\(eventsLabel):' is Swift 2's label; Swift 3 and later write '\(verb)(_:action:for:)'", hint: "for: .touchUpInside")
        }
        let target = try targetValue(arguments[0].expression)
        let selector = try selectorName(arguments[1].expression)
        if case .propertyInitializer(let property, false) = mode, target == "nil", !arguments[0].expression.is(NilLiteralExprSyntax.self) {
            initializerTargets.append(.init(property: property, selector: selector, location: at(arguments[0].expression)))
        }
        let events = try controlEvents(arguments[2].expression)
        text.command("\(verb) \(control) \(target) \(selector) for \(events)", at: at(call))
    }

    /// The target argument. In a stored property's initializer `self` is not the instance:
    /// Swift resolves it to NSObject's method `self()`, a temporary that nothing keeps (Swift
    /// 5.6 and later warn). UIKit then finds no target, and a nil target means "the responder
    /// chain": the action reaches the controller only if it is on the chain of the control.
    private mutating func targetValue(_ expr: ExprSyntax) throws -> String {
        if expr.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            switch mode {
            case .method: return "self"
            case .propertyInitializer(let property, let lazy):
                if lazy { return instance }
                warn(expr, "'self' refers to the method '\(owner.name).self', which may be unexpected",
                     hint: "in the initializer of the stored property '\(property)' self is not the instance: the target is a temporary freed at once, so the action is sent to nil — up the responder chain. Make it `lazy var \(property)`, or call addTarget in viewDidLoad")
                return "nil"
            }
        }
        if expr.is(NilLiteralExprSyntax.self) { return "nil" }
        return try objectPath(expr)
    }

    /// `#selector(didTapButton(_:))` → `didTapButton:`, checked against the class's methods.
    private func selectorName(_ expr: ExprSyntax) throws -> String {
        guard let macro = expr.as(MacroExpansionExprSyntax.self), macro.macroName.text == "selector",
              let argument = macro.arguments.first?.expression, let (name, bare) = MethodName.referenced(by: argument) else {
            throw errors.unsupported(expr, "an action that is not #selector(…)", nearest: "#selector(didTap(_:))")
        }
        if let i = owner.method(named: name, bare: bare) { return owner.methods[i].selector }
        if let i = owner.methods.firstIndex(where: { $0.swift2 && $0.name.swift2Name == name }) { return owner.methods[i].selector }
        let known = owner.methods.map(\.name.swiftName)
        throw errors.compiler(argument, "cannot find '\(name.swiftName)' in scope",
                              hint: known.isEmpty ? "declare it: @objc func \(name.base)(_ sender: UIButton) { … }" : "\(owner.name)'s methods: " + known.joined(separator: ", "))
    }

    /// `.touchUpInside`, `[.touchDown, .touchUpInside]`, `UIControl.Event.touchUpInside`.
    private mutating func controlEvents(_ expr: ExprSyntax) throws -> String {
        if let array = expr.as(ArrayExprSyntax.self) {
            return try array.elements.map { try controlEvents($0.expression) }.joined(separator: "|")
        }
        guard let member = expr.as(MemberAccessExprSyntax.self) else {
            throw errors.unsupported(expr, "these control events", nearest: ".touchUpInside or [.touchDown, .touchUpInside]")
        }
        let (modern, wasOld) = OldSpellings.controlEvent(member.declName.baseName.text)
        if wasOld {
            warn(member, "'.\(member.declName.baseName.text)' is Swift 2's name for '.\(modern)'", hint: ".\(modern)")
        }
        guard ControlEvents.named(modern) != nil else {
            throw errors.compiler(member.declName, "type 'UIControl.Event' has no member '\(modern)'", hint: "e.g. .touchUpInside, .valueChanged, .editingChanged")
        }
        return modern
    }

    /// `button.setTitle("Log in", for: .normal)`.
    private mutating func lowerSetTitle(_ call: FunctionCallExprSyntax, control: String) throws {
        let arguments = Array(call.arguments)
        guard arguments.count == 2, arguments[1].label?.text == "for",
              arguments[1].expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "normal" else {
            throw errors.unsupported(call, "setTitle for a state other than .normal", nearest: "button.setTitle(\"Log in\", for: .normal)")
        }
        text.command("set \(control).title = \(try value(arguments[0].expression))", at: at(call))
    }

    /// `delegate?.passwordRecoveryRequested(from: sender)`: optional chaining on a weak
    /// delegate. The method must be one the delegate's protocol declares, as the compiler checks.
    private mutating func lowerDelegateCall(_ call: FunctionCallExprSyntax, _ member: MemberAccessExprSyntax, _ base: ExprSyntax) throws {
        let propertyName: String
        if let ref = base.as(DeclReferenceExprSyntax.self) { propertyName = ref.baseName.text }
        else if let m = base.as(MemberAccessExprSyntax.self), m.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) { propertyName = m.declName.baseName.text }
        else { throw errors.unsupported(base, "optional chaining on '\(base.trimmedDescription)'", nearest: "delegate?.method(…) on a weak delegate property") }
        guard case .method = mode, let delegate = owner.delegates.first(where: { $0.name == propertyName }) else {
            throw errors.unsupported(base, "optional chaining on '\(propertyName)'", nearest: "delegate?.method(…) on a `weak var delegate: Protocol?` of this class")
        }
        let proto = file.declarations.protocols[delegate.protocolName]!
        let called = MethodName(base: member.declName.baseName.text, labels: call.arguments.map { $0.label?.text })
        guard let method = proto.methods.first(where: { $0.name == called }) else {
            // The compiler's words, and the protocol's methods as the way out.
            let sameBase = proto.methods.first { $0.name.base == called.base }
            throw errors.compiler(member.declName, sameBase != nil
                                    ? "incorrect argument labels in call (have '\(called.swiftName)', expected '\(sameBase!.name.swiftName)')"
                                    : "value of type 'any \(proto.name)' has no member '\(called.base)'",
                                  hint: "\(proto.name) declares: " + proto.methods.map(\.name.swiftName).joined(separator: ", "))
        }
        var command = "call self.\(propertyName) \(method.name.selector)"
        if let first = call.arguments.first { command += " with " + (try value(first.expression)) }
        text.command(command, at: at(call))
    }

    /// `label.text = "Hi"`, `button.isEnabled = false`, `delegate = coordinator`.
    private mutating func lowerAssignment(_ sequence: SequenceExprSyntax) throws {
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else {
            throw errors.unsupported(sequence, "this expression as a statement", nearest: "an assignment: label.text = \"Hi\"")
        }
        try lowerAssignment(target: elements[0], value: elements[2], node: sequence)
    }

    private mutating func lowerAssignment(target: ExprSyntax, value expr: ExprSyntax, node: some SyntaxProtocol) throws {
        guard case .method = mode else { throw errors.unsupported(node, "an assignment in a property initializer", nearest: "set it in viewDidLoad") }
        let path: String
        if let member = target.as(MemberAccessExprSyntax.self), let base = member.base {
            path = try objectPath(base) + "." + BodyLowering.simProperty(member.declName.baseName.text)
        } else if let ref = target.as(DeclReferenceExprSyntax.self), owner.delegates.contains(where: { $0.name == ref.baseName.text }) {
            path = "self." + ref.baseName.text
        } else {
            throw errors.unsupported(target, "assigning to '\(target.trimmedDescription)'", nearest: "object.property = value")
        }
        text.command("set \(path) = \(try value(expr))", at: at(node))
    }

    /// Swift's Boolean property names as UIKit's getters: `isEnabled` is .sim's `enabled`.
    static func simProperty(_ swift: String) -> String {
        guard swift.hasPrefix("is"), swift.count > 2, let third = swift.dropFirst(2).first, third.isUppercase else { return swift }
        return third.lowercased() + swift.dropFirst(3)
    }

    private mutating func lowerReturn(_ ret: ReturnStmtSyntax) throws {
        switch mode {
        case .method:
            guard let expr = ret.expression else { text.command("return", at: at(ret)); return }
            text.command("return \(try value(expr))", at: at(ret))
        case .propertyInitializer(let property, _):
            guard let expr = ret.expression, let ref = expr.as(DeclReferenceExprSyntax.self), locals[ref.baseName.text] == "\(instance).\(property)" else {
                throw errors.unsupported(ret, "returning anything but the view the initializer made", nearest: "let button = UIButton(); …; return button")
            }
            // The view is named INSTANCE.PROPERTY, so `loginVC.loginButton` reads it: nothing to connect.
        }
    }

    private mutating func lowerLocal(_ variable: VariableDeclSyntax) throws {
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let initializer = binding.initializer else {
                throw errors.unsupported(binding, "a local without a value", nearest: "let name = value")
            }
            if case .propertyInitializer(let property, _) = mode, let call = initializer.value.as(FunctionCallExprSyntax.self), let maker = InstanceName.viewMaker(call) {
                // `let button = UIButton()`: the view the property will hold, named after it.
                locals[name] = "\(instance).\(property)"
                text.command("\(maker) \(instance).\(property)", at: at(variable))
                continue
            }
            guard case .method = mode else {
                throw errors.unsupported(binding, "this local in a property initializer", nearest: "let button = UIButton()")
            }
            let lowered = try value(initializer.value)
            locals[name] = name
            text.command("\(variable.bindingSpecifier.text == "var" ? "var" : "let") \(name) = \(lowered)", at: at(variable))
        }
    }

    /// A single direct-initializer property (`= UIButton()`).
    mutating func lowerInitializer(_ expr: ExprSyntax) throws {
        guard case .propertyInitializer(let property, _) = mode, let call = expr.as(FunctionCallExprSyntax.self) else { return }
        if let maker = InstanceName.viewMaker(call) {
            text.command("\(maker) \(instance).\(property)", at: at(expr))
            return
        }
        guard let closure = call.calledExpression.as(ClosureExprSyntax.self) else { return }
        if let signature = closure.signature { throw errors.unsupported(signature, "a closure initializer with parameters or a capture list", nearest: "{ let button = UIButton(); …; return button }()") }
        try lowerStatements(closure.statements)
    }

    // MARK: - Values

    /// A value: a literal, or a name or property path.
    private func value(_ expr: ExprSyntax) throws -> String {
        if let string = expr.as(StringLiteralExprSyntax.self) {
            guard string.segments.allSatisfy({ if case .stringSegment = $0 { return true } else { return false } }) else {
                throw errors.unsupported(string, "string interpolation outside print", nearest: "print(\"… \\(value)\")")
            }
            let content = string.segments.compactMap { if case .stringSegment(let s) = $0 { return s.content.text } else { return nil } }.joined()
            return "\"" + BodyLowering.escaped(content, braces: false) + "\""
        }
        if let int = expr.as(IntegerLiteralExprSyntax.self) { return int.literal.text.replacingUnderscores }
        if let float = expr.as(FloatLiteralExprSyntax.self) { return float.literal.text.replacingUnderscores }
        if let bool = expr.as(BooleanLiteralExprSyntax.self) { return bool.literal.text }
        if expr.is(NilLiteralExprSyntax.self) { return "nil" }
        return try valuePath(expr)
    }

    /// An object path: what a command takes as OBJECT.
    private func objectPath(_ expr: ExprSyntax) throws -> String { try valuePath(expr) }

    /// `self`, a parameter, a local, a member (through `self`), and `.property` after any of them.
    private func valuePath(_ expr: ExprSyntax) throws -> String {
        if let ref = expr.as(DeclReferenceExprSyntax.self) {
            let name = ref.baseName.text
            if ref.baseName.tokenKind == .keyword(.self) {
                guard case .method = mode else {
                    throw errors.unsupported(ref, "reading 'self' in a property initializer", nearest: "make the property lazy, or do it in viewDidLoad")
                }
                return "self"
            }
            if let local = locals[name] { return local }
            if let parameter = parameters[name] { return parameter }
            if owner.isMember(name) {
                guard case .method = mode else {
                    throw errors.compiler(ref, "cannot use instance member '\(name)' within property initializer; property initializers run before 'self' is available",
                                          hint: "make the property `lazy var`, or use it in viewDidLoad")
                }
                return "self." + name
            }
            throw errors.compiler(ref, "cannot find '\(name)' in scope", hint: BodyLowering.scopeHint(locals: Array(locals.keys) + Array(parameters.keys), owner: owner))
        }
        if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base {
            if base.is(SuperExprSyntax.self) { throw errors.unsupported(member, "reading super's property", nearest: "self.\(member.declName.baseName.text)") }
            return try valuePath(base) + "." + BodyLowering.simProperty(member.declName.baseName.text)
        }
        if let forced = expr.as(ForceUnwrapExprSyntax.self) { return try valuePath(forced.expression) }
        throw errors.unsupported(expr, "the expression '\(expr.trimmedDescription)'", nearest: "a literal, a name, or object.property")
    }

    static func scopeHint(locals: [String], owner: SwiftDeclarations.ClassInfo) -> String {
        let names = (locals + owner.outlets.map(\.name) + owner.delegates.map(\.name) + owner.madeViews.map(\.name)).sorted()
        return names.isEmpty ? "declare it first" : "in scope: " + names.joined(separator: ", ")
    }

    private mutating func warn(_ node: some SyntaxProtocol, _ message: String, hint: String) {
        warnings.append(errors.warning(node, message, hint: hint))
    }
}

extension SwiftDeclarations.ClassInfo {
    /// Whether `addTarget` without a receiver (`self` a control) makes sense.
    var isControl: Bool { ["UIControl", "UIButton", "UISwitch", "UISlider", "UIStepper", "UISegmentedControl", "UITextField", "UIPageControl"].contains(superclass) }
}

extension String {
    fileprivate var replacingUnderscores: String { filter { $0 != "_" } }
}
