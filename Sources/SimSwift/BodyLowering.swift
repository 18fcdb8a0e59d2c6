import SimCore
import SimScript
import SwiftSyntax

/// One Swift body — a method's, a closure's, or a stored property's initializer — lowered to `.sim`
/// commands at the Swift statements' places. Names are resolved as Swift resolves them: locals,
/// then the method's parameters, then the class's members through an implicit `self`.
struct BodyLowering {
    enum Mode {
        /// A method's body; nil for a property observer's (`didSet`), which runs as a method.
        case method(FunctionDeclSyntax?)
        /// A stored property's initializer, run when an instance is made; `self` is not the
        /// instance there unless the property is `lazy`.
        case propertyInitializer(property: String, lazy: Bool)
    }

    /// What a Swift local stands for in `.sim`.
    enum Local {
        /// A .sim name or path (`item`, `cell`, `INSTANCE.loginButton`), with its Swift type when known.
        case name(String, type: String?)
        /// An `IndexPath`: `.row` and `.section` are these .sim values.
        case indexPath(row: String, section: String)
    }

    let file: FileLowering
    let owner: SwiftDeclarations.ClassInfo
    let mode: Mode
    var text: PositionedText
    /// The warnings found so far: kept in a box, so reading a value (which does not change the
    /// lowering) may warn too — an optional in an interpolation.
    var warnings: [Diagnostic] { found.warnings }
    private final class Found { var warnings: [Diagnostic] = [] }
    private let found = Found()
    /// `addTarget(self, …)` calls in a non-lazy property initializer, for `why`.
    var initializerTargets: [LoweredSwift.InitializerTarget] = []
    /// Swift locals and parameters, innermost scope last.
    var scopes: [[String: Local]] = [[:]]
    /// The .sim names declared in each open block (a second `let` of one name needs a block).
    var declared: [Set<String>] = [[]]

    var errors: SwiftErrors { file.errors }
    func at(_ node: some SyntaxProtocol) -> SimCore.SourceLocation { file.locations.location(node) }

    init(file: FileLowering, owner: SwiftDeclarations.ClassInfo, mode: Mode, text: PositionedText) {
        self.file = file; self.owner = owner; self.mode = mode; self.text = text
        if case .method(let function?) = mode { bindParameters(function) }
    }

    /// .sim gives a handler its parameters under fixed names (`sender`, `event`; a data source's
    /// `row`, `section`, `cell`); a Swift method names them as it likes. A delegate method the
    /// engine calls gets, after its first parameter (the delegating object, `sender`), that
    /// call's parameters in order (`tabBarController(_:didSelect:)`: `viewController`); an action
    /// its sender and event.
    private mutating func bindParameters(_ function: FunctionDeclSyntax) {
        let parameters = Array(function.signature.parameterClause.parameters)
        let isDataSource = parameters.first.map { baseTypeName($0.type) == "UITableView" } ?? false
        let name = MethodName(function)
        let selector = UIKitMethods.selectors[name.swiftName] ?? name.selector
        let hasIndexPath = parameters.contains { ["IndexPath", "NSIndexPath"].contains(baseTypeName($0.type)) }
        if !isDataSource, !hasIndexPath, !BodyLowering.overridesTakingOwnParameters.contains(selector),
           let passed = HandlerParameters.delegateCall(selector)?.filter({ !$0.contains(".") && $0 != "super" }), !passed.isEmpty {
            for (i, parameter) in parameters.enumerated() {
                let own = (parameter.secondName ?? parameter.firstName).text
                let type = baseTypeName(parameter.type)
                if i == 0 { scopes[0][own] = .name("sender", type: type) } else if i - 1 < passed.count { scopes[0][own] = .name(passed[i - 1], type: type) }
            }
            return
        }
        for (i, parameter) in parameters.enumerated() {
            let name = (parameter.secondName ?? parameter.firstName).text
            let type = baseTypeName(parameter.type)
            if type == "IndexPath" || type == "NSIndexPath" {
                if type == "NSIndexPath" { warn(parameter.type, "'NSIndexPath' is Swift 2's name for 'IndexPath'", hint: "indexPath: IndexPath") }
                scopes[0][name] = .indexPath(row: "row", section: "section")
            } else if isDataSource && i > 0 && type == "Int" {
                scopes[0][name] = .name("section", type: "Int")
            } else if i < 2 {
                scopes[0][name] = .name(isDataSource || i == 0 ? "sender" : "event", type: type)
            }
        }
    }

    /// UIKit's overrides whose parameters are not a delegating object then its call's values
    /// (`canPerformAction(_:withSender:)` starts with the action): bound as before, by position.
    static let overridesTakingOwnParameters: Set<String> = [
        "canPerformAction:withSender:", "pointInside:withEvent:", "hitTest:withEvent:", "gestureRecognizerShouldBegin:",
        "touchesShouldCancel:", "touchesShouldBegin:",
    ]

    /// The instance's own name in setup text (filled in per instance).
    var instance: String { InstanceName.placeholder }

    func lookup(_ name: String) -> Local? {
        for scope in scopes.reversed() { if let local = scope[name] { return local } }
        return nil
    }

    mutating func bind(_ name: String, _ local: Local) { scopes[scopes.count - 1][name] = local }

    // MARK: - Statements

    mutating func lowerStatements(_ statements: CodeBlockItemListSyntax) throws {
        for item in statements {
            switch item.item {
            case .expr(let expr): try lowerExpressionStatement(expr)
            case .stmt(let stmt):
                if let ret = stmt.as(ReturnStmtSyntax.self) {
                    try lowerReturn(ret)
                } else if let e = stmt.as(ExpressionStmtSyntax.self) {
                    try lowerExpressionStatement(e.expression)
                } else if let guardStmt = stmt.as(GuardStmtSyntax.self) {
                    try lowerGuard(guardStmt)
                } else {
                    throw errors.unsupported(stmt, BodyLowering.statementName(stmt), nearest: "the statements docs/swift.md lists: let/var, if/guard, calls to addTarget/removeTarget, print, delegate?.method(…), assignments, return")
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
        case .forStmt: return "`for … in`"
        case .whileStmt, .repeatStmt: return "a loop"
        case .deferStmt: return "`defer`"
        case .doStmt: return "`do`"
        case .throwStmt: return "`throw`"
        case .breakStmt, .continueStmt: return "`\(stmt.trimmedDescription)`"
        default: return "this statement (\(stmt.kind))"
        }
    }

    private mutating func lowerExpressionStatement(_ expr: ExprSyntax) throws {
        if let ifExpr = expr.as(IfExprSyntax.self) { return try lowerIf(ifExpr) }
        if let switchExpr = expr.as(SwitchExprSyntax.self) { return try lowerSwitch(switchExpr) }
        if let sequence = expr.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) else {
                throw errors.unsupported(sequence, "this expression as a statement", nearest: "an assignment: label.text = \"Hi\"")
            }
            return try lowerAssignment(target: elements[0], value: Array(elements.dropFirst(2)), node: sequence)
        }
        if let optional = expr.as(OptionalChainingExprSyntax.self) { return try lowerExpressionStatement(optional.expression) }
        guard let call = expr.as(FunctionCallExprSyntax.self) else {
            throw errors.unsupported(expr, "this expression as a statement", nearest: "a call: button.addTarget(self, action: #selector(didTap(_:)), for: .touchUpInside)")
        }
        try lowerCall(call)
    }

    mutating func lowerCall(_ call: FunctionCallExprSyntax) throws {
        let called = call.calledExpression
        if let member = called.as(MemberAccessExprSyntax.self), let base = member.base {
            let name = member.declName.baseName.text
            if base.is(SuperExprSyntax.self) { return try lowerSuper(call, name) }
            if let chained = base.as(OptionalChainingExprSyntax.self) { return try lowerDelegateCall(call, member, chained.expression) }
            switch name {
            case "addTarget", "removeTarget":
                if UIKitHierarchy.isRecognizer(staticType(of: base)) { return try lowerRecognizerWiring(call, name, recognizer: try objectPath(base)) }
                return try lowerWiring(call, name, control: try objectPath(base))
            case "require" where UIKitHierarchy.isRecognizer(staticType(of: base)):
                return try lowerRequire(call, recognizer: try objectPath(base))
            case "addGestureRecognizer": return try lowerAddGestureRecognizer(call, view: try objectPath(base))
            case "sendActions": return try lowerSendActions(call, control: try objectPath(base))
            case "setTitle": return try lowerSetTitle(call, control: try objectPath(base))
            case "reloadData" where call.arguments.isEmpty: return text.command("reloadData \(try objectPath(base))", at: at(call))
            case "addAction": return try lowerAddAction(call, control: try objectPath(base))
            default: break
            }
        } else if let ref = called.as(DeclReferenceExprSyntax.self) {
            switch ref.baseName.text {
            case "print": return try lowerPrint(call)
            case "addTarget", "removeTarget":
                guard case .method = mode, owner.isControl else { break }
                return try lowerWiring(call, ref.baseName.text, control: "self")
            case "sendActions":
                guard case .method = mode, owner.isControl else { break }
                return try lowerSendActions(call, control: "self")
            default: break
            }
        }
        throw errors.unsupported(call, "the call '\(called.trimmedDescription)(…)'",
                                 nearest: "addTarget/removeTarget, setTitle(_:for:), reloadData(), print(…), super.viewDidLoad(), delegate?.method(…)")
    }

    /// `super.viewDidLoad()`: UIKit's own implementation. Of the methods simrepl models, only
    /// the touch methods do something there (pass the touch on, or track it); the lifecycle
    /// methods' defaults do nothing observable.
    private mutating func lowerSuper(_ call: FunctionCallExprSyntax, _ name: String) throws {
        guard case .method(let function?) = mode, function.name.text == name else {
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

    /// `print(a, b)`: the handler's log line, items joined by spaces as print joins them. An
    /// optional text that may be nil prints `nil` or `Optional("…")`: one `log` for each case, in
    /// `if`s on its value (at most three such texts in one print).
    private mutating func lowerPrint(_ call: FunctionCallExprSyntax) throws {
        var maybeNil: [String] = []
        for argument in call.arguments {
            guard argument.label == nil else {
                throw errors.unsupported(argument, "print's '\(argument.label!.text):' argument", nearest: "print(\"text \\(value)\")")
            }
            for path in try maybeNilTexts(in: argument.expression) where !maybeNil.contains(path) { maybeNil.append(path) }
        }
        guard maybeNil.count <= 3 else {
            throw errors.unsupported(call, "more than three optional texts in one print", nearest: "unwrap them (text!), or print in parts")
        }
        try printBranches(call, maybeNil[...], nilTexts: [:])
    }

    private mutating func printBranches(_ call: FunctionCallExprSyntax, _ undecided: ArraySlice<String>, nilTexts: [String: Bool]) throws {
        guard let path = undecided.first else {
            let parts = try call.arguments.map { try logText($0.expression, nilTexts: nilTexts) }
            return text.command("log \"" + parts.joined(separator: " ") + "\"", at: at(call))
        }
        // A label's text is nil until set; a button's title the simulator keeps as "".
        text.open("if \(path) == nil || \(path) == \"\"", at: at(call))
        try printBranches(call, undecided.dropFirst(), nilTexts: nilTexts.merging([path: true]) { $1 })
        text.close(at: at(call))
        text.sameLine("else {", opensBlock: true)
        try printBranches(call, undecided.dropFirst(), nilTexts: nilTexts.merging([path: false]) { $1 })
        text.close(at: at(call))
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

    /// `recognizer.addTarget(self, action: #selector(handle(_:)))`: a recognizer has no events.
    private mutating func lowerRecognizerWiring(_ call: FunctionCallExprSyntax, _ verb: String, recognizer: String) throws {
        let arguments = Array(call.arguments)
        guard arguments.count == 2, arguments[0].label == nil, arguments[1].label?.text == "action" else {
            throw errors.unsupported(call, "this form of a recognizer's \(verb)", nearest: "\(verb)(self, action: #selector(handle(_:)))")
        }
        let target = try targetValue(arguments[0].expression)
        let selector = try selectorName(arguments[1].expression)
        text.command("\(verb) \(recognizer) \(target) \(selector)", at: at(call))
    }

    /// `control.sendActions(for: .valueChanged)`: the control's handlers for those events run,
    /// as a custom control sends them.
    private mutating func lowerSendActions(_ call: FunctionCallExprSyntax, control: String) throws {
        guard let argument = call.arguments.first, call.arguments.count == 1, argument.label?.text == "for" else {
            throw errors.unsupported(call, "this form of sendActions", nearest: "sendActions(for: .valueChanged)")
        }
        text.command("sendActions \(control) for \(try controlEvents(argument.expression))", at: at(call))
    }

    /// `single.require(toFail: double)`.
    private mutating func lowerRequire(_ call: FunctionCallExprSyntax, recognizer: String) throws {
        guard let argument = call.arguments.first, call.arguments.count == 1, argument.label?.text == "toFail" else {
            throw errors.unsupported(call, "this form of require", nearest: "single.require(toFail: double)")
        }
        text.command("require \(recognizer) toFail \(try objectPath(argument.expression))", at: at(call))
    }

    /// `photo.addGestureRecognizer(tap)` with a recognizer made before (an outlet): it moves to
    /// this view. A recognizer made in code is not in the subset yet.
    private mutating func lowerAddGestureRecognizer(_ call: FunctionCallExprSyntax, view: String) throws {
        guard let argument = call.arguments.first, call.arguments.count == 1, argument.label == nil else {
            throw errors.unsupported(call, "this form of addGestureRecognizer", nearest: "view.addGestureRecognizer(tap)")
        }
        if argument.expression.is(FunctionCallExprSyntax.self) {
            throw errors.unsupported(argument.expression, "a recognizer made in code", nearest: "an @IBOutlet recognizer the storyboard (the .sim driver's `gesture`) makes")
        }
        text.command("addGestureRecognizer \(view) \(try objectPath(argument.expression))", at: at(call))
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
    /// Swift 4 and later expose only `@objc` methods to `#selector`; Swift 2 and 3 exposed every
    /// method of an NSObject subclass, so a method without `@objc` is accepted with a warning.
    private mutating func selectorName(_ expr: ExprSyntax) throws -> String {
        guard let macro = expr.as(MacroExpansionExprSyntax.self), macro.macroName.text == "selector",
              let argument = macro.arguments.first?.expression, let (name, bare) = MethodName.referenced(by: argument) else {
            throw errors.unsupported(expr, "an action that is not #selector(…)", nearest: "#selector(didTap(_:))")
        }
        var found = owner.method(named: name, bare: bare)
        if found == nil { found = owner.methods.firstIndex { $0.swift2 && $0.name.swift2Name == name } }
        if let i = found {
            let method = owner.methods[i]
            let exposed = method.node.attributes.contains { ["objc", "IBAction"].contains($0.as(AttributeSyntax.self)?.attributeName.trimmedDescription ?? "") }
                || method.node.modifiers.contains { $0.name.text == "override" } || method.node.modifiers.contains { $0.name.text == "dynamic" }
            if !exposed {
                warn(argument, "argument of '#selector' refers to instance method '\(method.name.swiftName)' that is not exposed to Objective-C",
                     hint: "Swift 4 and later: mark it @objc (Swift 2 and 3 exposed it implicitly)")
            }
            return method.selector
        }
        if name.swiftName == "\(owner.closureProperty ?? "-")(_:)" || name.base == owner.closureProperty { return "\(owner.closureProperty!):" }
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

    /// `label.text = "Hi"`, `button.isEnabled = false`, `delegate = coordinator`, `count = count + 1`,
    /// and the seed's closure property (`cell.smartButton.didTouchUpInside = { … }` or `= nil`).
    private mutating func lowerAssignment(target: ExprSyntax, value elements: [ExprSyntax], node: some SyntaxProtocol) throws {
        let expr = elements[0]
        guard case .method = mode else { throw errors.unsupported(node, "an assignment in a property initializer", nearest: "set it in viewDidLoad") }
        let path: String
        if let member = target.as(MemberAccessExprSyntax.self), let base = member.base {
            let name = member.declName.baseName.text
            if name != "didTouchUpInside" { try checkMember(name, of: base, at: member.declName) }
            if name == "didTouchUpInside", elements.count == 1 { return try lowerClosureProperty(base: base, value: expr, node: node) }
            path = try objectPath(base) + "." + BodyLowering.simProperty(name)
        } else if let ref = target.as(DeclReferenceExprSyntax.self), owner.isMember(ref.baseName.text), lookup(ref.baseName.text) == nil {
            if let value = owner.values.first(where: { $0.name == ref.baseName.text }), !value.mutable {
                throw errors.compiler(ref, "cannot assign to property: '\(value.name)' is a 'let' constant", hint: "declare it with var")
            }
            path = "self." + ref.baseName.text
        } else if let ref = target.as(DeclReferenceExprSyntax.self), case .name(let local, _)? = lookup(ref.baseName.text) {
            path = local
        } else {
            throw errors.unsupported(target, "assigning to '\(target.trimmedDescription)'", nearest: "object.property = value")
        }
        // `label.text = viewModel?.name`: nil when viewModel is, as Swift's optional chaining gives.
        if elements.count == 1, let optionalBase = BodyLowering.optionalChainBase(expr) {
            let base = try valuePath(optionalBase)
            text.command("if \(base) != nil { set \(path) = \(try value(expr)) } else { set \(path) = nil }", at: at(node))
            return
        }
        text.command("set \(path) = \(elements.count == 1 ? try value(expr) : try operators(elements))", at: at(node))
    }

    /// `button.addAction(UIAction { _ in … }, for: .touchUpInside)` (iOS 14): a closure handler.
    /// With `UIAction(identifier: UIAction.Identifier("buy")) { … }` adding it again replaces it;
    /// without one every call adds another — the reused-cell bug.
    private mutating func lowerAddAction(_ call: FunctionCallExprSyntax, control: String) throws {
        let arguments = Array(call.arguments)
        guard arguments.count == 2, arguments[0].label == nil, arguments[1].label?.text == "for",
              let action = arguments[0].expression.as(FunctionCallExprSyntax.self), action.calledExpression.trimmedDescription == "UIAction",
              let closure = action.trailingClosure ?? action.arguments.first(where: { $0.label?.text == "handler" })?.expression.as(ClosureExprSyntax.self) else {
            throw errors.unsupported(call, "this form of addAction", nearest: "button.addAction(UIAction { _ in … }, for: .touchUpInside)")
        }
        var identifier = ""
        for argument in action.arguments where argument.label?.text != "handler" {
            guard argument.label?.text == "identifier", let id = argument.expression.as(FunctionCallExprSyntax.self),
                  id.calledExpression.trimmedDescription.hasSuffix("Identifier"), let text = id.arguments.first?.expression.as(StringLiteralExprSyntax.self),
                  let word = text.representedLiteralValue, word.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), !word.isEmpty else {
                throw errors.unsupported(argument, "this UIAction argument", nearest: "UIAction(identifier: UIAction.Identifier(\"buy\")) { _ in … }")
            }
            identifier = " id " + word
        }
        let events = try controlEvents(arguments[1].expression)
        try lowerClosure(closure, head: "addAction \(control) for \(events)\(identifier)", senderType: "UIAction", at: call)
    }

    /// A closure as a .sim block after `head`: its capture list as `capture`, its parameter as
    /// the sender, and the enclosing body's names seen as Swift sees them.
    private mutating func lowerClosure(_ closure: ClosureExprSyntax, head: String, senderType: String?, at node: some SyntaxProtocol) throws {
        var captures = ""
        scopes.append([:]); declared.append([])
        defer { scopes.removeLast(); declared.removeLast() }
        if let signature = closure.signature {
            if let list = signature.capture {
                let items = try list.items.map { item -> String in
                    if item.initializer != nil { throw errors.unsupported(item, "a capture with a new name", nearest: "[weak self] or [item]") }
                    let name = item.name.text
                    let weak = item.specifier?.specifier.text == "weak"
                    return (weak ? "weak " : "") + (name == "self" ? "self" : try valuePath(ExprSyntax(DeclReferenceExprSyntax(baseName: item.name))))
                }
                if !items.isEmpty { captures = " capture " + items.joined(separator: ", ") }
            }
            let names: [String]
            switch signature.parameterClause {
            case .simpleInput(let list)?: names = list.map(\.name.text)
            case .parameterClause(let clause)?: names = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
            case nil: names = []
            }
            // UIAction's handler gets the action, not the control; its sender is the control.
            if let first = names.first, first != "_", senderType != "UIAction" { bind(first, .name("sender", type: senderType)) }
        }
        text.open(head + captures, at: at(node))
        try lowerStatements(closure.statements)
        text.close(at: at(closure.rightBrace))
    }

    /// `button.didTouchUpInside = { (sender) in print(item) }`: the seed's Button pattern, which
    /// simrepl models on every button; the closure sees the body's names as Swift's does.
    private mutating func lowerClosureProperty(base: ExprSyntax, value expr: ExprSyntax, node: some SyntaxProtocol) throws {
        let button = try objectPath(base)
        if expr.is(NilLiteralExprSyntax.self) { return text.command("set \(button).didTouchUpInside = nil", at: at(node)) }
        guard let closure = expr.as(ClosureExprSyntax.self) else {
            throw errors.unsupported(expr, "this value for didTouchUpInside", nearest: "a closure { (sender) in … } or nil")
        }
        try lowerClosure(closure, head: "set \(button).didTouchUpInside", senderType: "Button", at: node)
    }

    /// `a?.b.c`: `a`, the value whose nil ends the chain.
    static func optionalChainBase(_ expr: ExprSyntax) -> ExprSyntax? {
        var current = expr
        while true {
            if let optional = current.as(OptionalChainingExprSyntax.self) { return optional.expression }
            if let member = current.as(MemberAccessExprSyntax.self), let base = member.base { current = base; continue }
            return nil
        }
    }

    /// Swift's Boolean property names as UIKit's getters: `isEnabled` is .sim's `enabled`.
    static func simProperty(_ swift: String) -> String {
        // UIButton's currentTitle is its title for the current state: simrepl's `title`.
        if swift == "currentTitle" { return "title" }
        guard swift.hasPrefix("is"), swift.count > 2, let third = swift.dropFirst(2).first, third.isUppercase else { return swift }
        return third.lowercased() + swift.dropFirst(3)
    }

    mutating func lowerReturn(_ ret: ReturnStmtSyntax) throws {
        switch mode {
        case .method(let function):
            guard let expr = ret.expression else { text.command("return", at: at(ret)); return }
            // cellForRow returns the cell it configured: the simulator already has it.
            if function?.signature.returnClause.map({ baseTypeName($0.type) }) == "UITableViewCell" {
                if let ref = expr.as(DeclReferenceExprSyntax.self), case .name("cell", _)? = lookup(ref.baseName.text) { return }
                if let call = expr.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == "UITableViewCell" { return }
                throw errors.unsupported(expr, "returning this cell", nearest: "return the cell dequeued for the index path")
            }
            text.command("return \(try value(expr))", at: at(ret))
        case .propertyInitializer(let property, _):
            guard let expr = ret.expression, let ref = expr.as(DeclReferenceExprSyntax.self),
                  case .name(let local, _)? = lookup(ref.baseName.text), local == "\(instance).\(property)" else {
                throw errors.unsupported(ret, "returning anything but the view the initializer made", nearest: "let button = UIButton(); …; return button")
            }
            // The view is named INSTANCE.PROPERTY, so `loginVC.loginButton` reads it: nothing to connect.
        }
    }

    mutating func lowerLocal(_ variable: VariableDeclSyntax) throws {
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let initializer = binding.initializer else {
                throw errors.unsupported(binding, "a local without a value", nearest: "let name = value")
            }
            if case .propertyInitializer(let property, _) = mode, let call = initializer.value.as(FunctionCallExprSyntax.self), let maker = InstanceName.viewMaker(call) {
                // `let button = UIButton()`: the view the property will hold, named after it.
                bind(name, .name("\(instance).\(property)", type: call.calledExpression.trimmedDescription))
                text.command("\(maker) \(instance).\(property)", at: at(variable))
                continue
            }
            guard case .method = mode else {
                throw errors.unsupported(binding, "this local in a property initializer", nearest: "let button = UIButton()")
            }
            try declareLocal(name, initializer.value, mutable: variable.bindingSpecifier.text == "var", at: variable)
        }
    }

    /// `let name = value` in .sim, in the current block; a name this block already declared
    /// (a second `if let x`) gets a block of its own.
    mutating func declareLocal(_ name: String, _ expr: ExprSyntax, mutable: Bool, at node: some SyntaxProtocol) throws {
        if let indexPath = try indexPathValue(expr) {
            bind(name, indexPath)
            return
        }
        // `let cell = tableView.dequeueReusableCell(…) as! ItemCell`: the cell the simulator
        // dequeued for the row (a forced cast that would fail crashes a device; the driver
        // registers the cell type the code expects).
        var source = expr, castType: String?
        if let sequence = expr.as(SequenceExprSyntax.self), sequence.elements.count == 3,
           let cast = Array(sequence.elements)[1].as(UnresolvedAsExprSyntax.self), cast.questionOrExclamationMark?.tokenKind == .exclamationMark {
            source = Array(sequence.elements)[0]
            castType = Array(sequence.elements)[2].as(TypeExprSyntax.self)?.type.trimmedDescription
        }
        if isDequeue(source) {
            bind(name, .name("cell", type: castType ?? "UITableViewCell"))
            return
        }
        let lowered = try value(expr)
        bind(name, .name(name, type: staticType(of: expr)))
        declared[declared.count - 1].insert(name)
        text.command("\(mutable ? "var" : "let") \(name) = \(lowered)", at: at(node))
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

    func warn(_ node: some SyntaxProtocol, _ message: String, hint: String) {
        found.warnings.append(errors.warning(node, message, hint: hint))
    }
}

extension SwiftDeclarations.ClassInfo {
    /// Whether `addTarget` without a receiver (`self` a control) makes sense.
    var isControl: Bool { ["UIControl", "UIButton", "UISwitch", "UISlider", "UIStepper", "UISegmentedControl", "UITextField", "UIPageControl"].contains(superclass) }
}

/// The UIKit properties an assignment may set on a view of a Swift class, beyond its own.
enum UIKitProperties {
    static let settable: Set<String> = ["text", "title", "enabled", "hidden", "alpha", "frame", "selected", "userInteractionEnabled",
                                        "tag", "on", "value", "placeholder", "image", "backgroundColor", "clipsToBounds", "delegate", "dataSource"]
}
