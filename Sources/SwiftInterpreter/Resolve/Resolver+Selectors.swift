import SwiftSyntax

/// `#selector(didTapSave(_:))`: the Objective-C name of a method the class declares, checked as
/// the compiler checks it — the method exists, and Objective-C can see it (`@objc`,
/// `@IBAction`, or an override of the host's method, which is `@objc` already). The value is a
/// `Selector`, a type only a host that sends selectors (the UIKit bridge) provides.
extension Resolver {
    func selectorExpression(_ m: MacroExpansionExprSyntax) -> Typed {
        let l = loc(m)
        guard let selectorType = lib.type(named: "Selector") else {
            error("cannot find type 'Selector' in scope", at: m, hint: "#selector names an Objective-C method: import UIKit")
            return Typed(Literal(l, .void), .unknown)
        }
        guard let argument = m.arguments.first?.expression, m.arguments.count == 1 else {
            error("#selector takes one method reference", at: m, hint: "#selector(didTapButton(_:))")
            return Typed(Literal(l, .void), .unknown)
        }
        var reference = argument
        var owner = ctx.typeContext
        if let access = argument.as(MemberAccessExprSyntax.self), let base = access.base {
            // `self.tapped(_:)` or `ViewController.tapped(_:)`.
            if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self) {
                owner = resolveTypeName(base)
            }
            reference = ExprSyntax(DeclReferenceExprSyntax(baseName: access.declName.baseName, argumentNames: access.declName.argumentNames))
        }
        guard let name = reference.as(DeclReferenceExprSyntax.self) else {
            error("argument of '#selector' does not refer to an '@objc' method, property, or initializer", at: argument)
            return Typed(Literal(l, .void), .unknown)
        }
        let base = name.baseName.text
        let labels: [String?]? = name.argumentNames.map { $0.arguments.map { $0.name.text == "_" ? nil : $0.name.text } }
        let candidates = owner.map { MemberLookup.members(named: base, in: $0, library: lib) }?
            .filter { $0.kind == .method && (labels == nil || $0.argumentLabels == labels) } ?? []
        guard let method = candidates.first else {
            error("cannot find '\(base)' in scope", at: name.baseName,
                  hint: owner.map { "declare it in '\($0.name)': @objc func \(base)(_ sender: UIButton)" })
            return Typed(Literal(l, .void), .unknown)
        }
        let exposed = !method.owner.isUserDeclared || method.isOverride
            || method.attributes.contains { ["objc", "IBAction", "IBSegueAction"].contains($0) }
        if !exposed && swift2ParameterLabels && method.owner.classChain.contains(where: { $0.name == "NSObject" && !$0.isUserDeclared }) {
            // Swift 2 and 3 exposed every method of an NSObject subclass to Objective-C.
            warn("argument of '#selector' refers to instance method '\(base)' that is not exposed to Objective-C", at: argument,
                 hint: "Swift 4 and later expose only @objc methods: add '@objc' (accepted here as Swift 2 accepted it)")
        } else if !exposed {
            error("argument of '#selector' refers to instance method '\(base)' that is not exposed to Objective-C", at: argument,
                  hint: "add '@objc' to expose this instance method to Objective-C: @objc func \(method.fullName.prefix { $0 != "(" })…")
        }
        let value = SelectorValue(type: selectorType, swiftName: method.fullName)
        return Typed(Literal(l, .native(value)), .nominal(selectorType, []))
    }

    /// A type named by an expression (`ViewController` in `ViewController.tapped(_:)`).
    private func resolveTypeName(_ e: ExprSyntax) -> TypeDecl? {
        guard let ref = e.as(DeclReferenceExprSyntax.self) else { return nil }
        return ctx.typeContext.flatMap { $0.name == ref.baseName.text ? $0 : nil } ?? lib.type(named: ref.baseName.text)
            ?? allTypes.first { $0.name == ref.baseName.text }
    }
}

/// A `#selector` value: the Swift name of the method it names (`didTapSave(_:)`); the host
/// that sends it knows the Objective-C name it goes by.
public final class SelectorValue: NativeObject, CustomStringConvertible {
    public let swiftName: String

    init(type: TypeDecl, swiftName: String) {
        self.swiftName = swiftName
        super.init(typeDecl: type)
    }

    public var description: String { swiftName }
}
