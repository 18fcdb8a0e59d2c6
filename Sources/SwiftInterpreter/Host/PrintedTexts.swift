import SwiftSyntax

/// The texts a program's `print` calls can write, read off the source: each literal part of the
/// string literal a `print` is given, with a gap where it interpolates a value. A host that
/// checks an expectation against what could ever be printed (simrepl's "this expectation cannot
/// fail") needs the text a closure would print though it never ran.
public enum PrintedPart: Hashable, Sendable {
    case text(String)
    /// An interpolated value: any text.
    case value
}

extension Program {
    /// Empty unless the load asked for them (`LoadOptions.collectsPrintedTexts`).
    public var printedTexts: [[PrintedPart]] { printTemplates }
}

enum PrintTemplates {
    static func scan(_ tree: SourceFileSyntax) -> [[PrintedPart]] {
        final class Finder: SyntaxVisitor {
            var found: [[PrintedPart]] = []
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "print",
                   let literal = node.arguments.first?.expression.as(StringLiteralExprSyntax.self) {
                    var parts: [PrintedPart] = []
                    for segment in literal.segments {
                        if let text = segment.as(StringSegmentSyntax.self) {
                            guard case .success(let decoded) = StringLiteralText.decode(text.content.text, pounds: literal.openingPounds?.text.count ?? 0) else { continue }
                            parts.append(.text(decoded))
                        } else {
                            parts.append(.value)
                        }
                    }
                    found.append(parts)
                }
                return .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.found
    }
}
