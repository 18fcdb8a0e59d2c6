import SwiftSyntax

/// A method as Swift and Objective-C name it: `didTapButton(_:)` is the selector
/// `didTapButton:`. simrepl's traces use the Objective-C selector, as UIKit's target-action does.
struct MethodName: Equatable {
    let base: String
    /// The argument labels, `nil` for `_`.
    let labels: [String?]

    /// `didTapButton(_:)`, `tableView(_:numberOfRowsInSection:)`, `viewDidLoad()`.
    var swiftName: String { base + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")" }

    /// The Objective-C selector Swift gives an `@objc` method (Swift 3 and later): a labelled
    /// first parameter becomes `With` + Label (`didTapButton(sender:)` is `didTapButtonWithSender:`),
    /// a preposition just Label (`passwordRecoveryRequested(from:)` is `passwordRecoveryRequestedFrom:`).
    var selector: String {
        guard let first = labels.first else { return base }
        var text = base
        if let label = first {
            text += (MethodName.prepositions.contains(label) ? "" : "With") + label.prefix(1).uppercased() + label.dropFirst()
        }
        text += ":"
        for label in labels.dropFirst() { text += (label ?? "") + ":" }
        return text
    }

    /// The labels Swift appends to the selector without `With`.
    static let prepositions: Set<String> = ["about", "above", "after", "against", "along", "among", "as", "at", "before", "behind", "below",
                                            "beside", "between", "by", "during", "for", "from", "in", "inside", "into", "like", "near", "of",
                                            "off", "on", "onto", "over", "past", "per", "since", "through", "to", "toward", "towards", "under",
                                            "until", "upon", "via", "with", "within", "without"]

    /// Under Swift 2's rule a method's first parameter had no argument label unless written twice:
    /// `func didTapButton(sender: UIButton)` was `didTapButton(_:)`, the selector `didTapButton:`.
    var swift2Name: MethodName { MethodName(base: base, labels: labels.isEmpty ? [] : [nil] + labels.dropFirst()) }

    init(base: String, labels: [String?]) {
        self.base = base; self.labels = labels
    }

    init(_ function: FunctionDeclSyntax) {
        base = function.name.text
        labels = function.signature.parameterClause.parameters.map { $0.firstName.tokenKind == .wildcard ? nil : $0.firstName.text }
    }

    /// The name a `#selector(…)` writes: `didTapButton(_:)`, `self.refresh`, or `didTapButton`
    /// alone (`bare`: matched by base name).
    static func referenced(by expr: ExprSyntax) -> (name: MethodName, bare: Bool)? {
        if let member = expr.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            return name(member.declName.baseName.text, member.declName.argumentNames)
        }
        guard let ref = expr.as(DeclReferenceExprSyntax.self) else { return nil }
        return name(ref.baseName.text, ref.argumentNames)
    }

    private static func name(_ base: String, _ names: DeclNameArgumentsSyntax?) -> (name: MethodName, bare: Bool) {
        guard let names else { return (MethodName(base: base, labels: []), true) }
        return (MethodName(base: base, labels: names.arguments.map { $0.name.tokenKind == .wildcard ? nil : $0.name.text }), false)
    }
}
