import SwiftSyntax

/// Finds the types declared inside function bodies and closures (`func test() { struct P {…} }`),
/// which simrepl declares as if at the top of the file.
final class LocalTypeScan: SyntaxVisitor {
    struct Found {
        let name: String
        let decl: DeclSyntax
    }

    private var depth = 0
    private(set) var found: [Found] = []

    static func types(in node: some SyntaxProtocol) -> [Found] {
        let scan = LocalTypeScan(viewMode: .sourceAccurate)
        scan.walk(node)
        return scan.found
    }

    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind {
        depth += 1
        return .visitChildren
    }

    override func visitPost(_ node: CodeBlockSyntax) { depth -= 1 }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        depth += 1
        return .visitChildren
    }

    override func visitPost(_ node: ClosureExprSyntax) { depth -= 1 }

    private func note(_ name: TokenSyntax, _ decl: some DeclSyntaxProtocol) -> SyntaxVisitorContinueKind {
        guard depth > 0 else { return .visitChildren }
        found.append(Found(name: name.text, decl: DeclSyntax(decl)))
        // Types nested inside it are declared with it.
        return .skipChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { note(node.name, node) }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { note(node.name, node) }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { note(node.name, node) }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { note(node.name, node) }
}
