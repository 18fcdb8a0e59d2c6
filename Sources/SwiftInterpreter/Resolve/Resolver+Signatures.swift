import SwiftSyntax

/// A function's signature read off its syntax — labels (Swift's rule, or Swift 2's), parameter
/// types, defaults — and the attributes and modifiers a declaration carries.
extension Resolver {
    /// A parameter's argument label: its first name, unless `_` — or, in a file read with
    /// Swift 2's rule (`swift2ParameterLabels`), none for a function's first parameter that
    /// gives one name only (`func tapped(sender: UIButton)` is `tapped(_:)` there).
    func label(of p: FunctionParameterSyntax, first: Bool, isFunction: Bool) -> String? {
        if p.firstName.text == "_" { return nil }
        if first && isFunction && swift2ParameterLabels && p.secondName == nil { return nil }
        return p.firstName.text
    }

    /// A function's parameters and result from its syntax.
    func signature(_ s: FunctionSignatureSyntax, generics: [GenericParam], isFunction: Bool = false) -> Signature {
        var params: [Signature.Param] = []
        for (index, p) in s.parameterClause.parameters.enumerated() {
            var type = p.type
            var isInout = false, isAutoclosure = false
            if let attributed = type.as(AttributedTypeSyntax.self) {
                isInout = attributed.specifiers.contains { $0.trimmedDescription == "inout" }
                isAutoclosure = attributed.attributes.contains { $0.trimmedDescription == "@autoclosure" }
                type = attributed.baseType
            }
            var param = Signature.Param(label: label(of: p, first: index == 0, isFunction: isFunction),
                                        name: (p.secondName ?? p.firstName).text, type: resolveType(type))
            param.isInout = isInout
            param.isAutoclosure = isAutoclosure
            param.isVariadic = p.ellipsis != nil
            if let d = p.defaultValue?.value {
                param.hasDefault = true
                if let magic = d.as(MacroExpansionExprSyntax.self), let kind = MagicLiteral(rawValue: magic.macroName.text) {
                    param.defaultMagic = kind
                } else {
                    param.defaultValue = resolveDetached(d, expected: param.isVariadic ? .unknown : param.type)
                }
            }
            params.append(param)
        }
        let result = s.returnClause.map { resolveType($0.type) } ?? .void
        return Signature(params: params, result: result, throwing: s.effectSpecifiers?.throwsClause != nil)
    }

    /// `@objc`, `@IBAction`…: the names, without arguments.
    func attributeNames(_ list: AttributeListSyntax) -> [String] {
        list.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }
    }

    func hasModifier(_ modifiers: DeclModifierListSyntax, _ name: String) -> Bool {
        modifiers.contains { $0.name.text == name }
    }
}

extension MemberDecl {
    /// Whether a stored property is declared with an initial value (`var count = 0`).
    var hasInitialValue: Bool {
        initialValue != nil || pendingSyntax?.as(PatternBindingSyntax.self)?.initializer != nil
    }
}
