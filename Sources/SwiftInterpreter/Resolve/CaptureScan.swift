import SwiftSyntax

/// Finds the names a function's closures and local functions use, before the function is
/// resolved: a variable with one of these names is put in a cell from its declaration on, so a
/// closure made later shares it. Conservative — a name used in any nested closure counts, even
/// where it means something else — which costs a cell, never correctness.
final class CaptureScan: SyntaxVisitor {
    private var depth = 0
    private(set) var found: Set<String> = []

    static func names(in node: some SyntaxProtocol) -> Set<String> {
        let scan = CaptureScan(viewMode: .sourceAccurate)
        scan.walk(node)
        return scan.found
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        depth += 1
        // A closure in a method may use `self` without writing it (`count += 1`).
        found.insert("self")
        return .visitChildren
    }

    override func visitPost(_ node: ClosureExprSyntax) { depth -= 1 }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        depth += 1
        found.insert("self")
        found.insert(node.name.text)
        return .visitChildren
    }

    override func visitPost(_ node: FunctionDeclSyntax) { depth -= 1 }

    // Types declared inside are resolved on their own; their bodies capture nothing from here.
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if depth > 0 { found.insert(node.baseName.text) }
        return .visitChildren
    }

    // `{ [x] in … }` and `if let x {` name variables without a DeclReferenceExpr.
    override func visit(_ node: ClosureCaptureSyntax) -> SyntaxVisitorContinueKind {
        if depth > 0 { found.insert(node.name.text) }
        return .visitChildren
    }

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        if depth > 0, node.initializer == nil, let id = node.pattern.as(IdentifierPatternSyntax.self) {
            found.insert(id.identifier.text)
        }
        return .visitChildren
    }
}
