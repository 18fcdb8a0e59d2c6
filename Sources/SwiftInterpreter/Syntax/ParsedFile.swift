import SwiftDiagnostics
import SwiftOperators
import SwiftParser
// The lexer's words for a token it objected to are SPI; they are the compiler's words.
@_spi(RawSyntax) import SwiftParserDiagnostics
import SwiftSyntax

/// A Swift file read by swift-syntax, its operator sequences folded into trees, with the means
/// to turn a node's position into a line and column.
///
/// swift-syntax leaves `a + b * c` as a flat `SequenceExprSyntax`; SwiftOperators folds it with
/// the standard library's precedence groups plus any `infix operator`/`precedencegroup` the file
/// declares, exactly as the compiler does before type checking.
struct ParsedFile {
    let fileName: String
    let tree: SourceFileSyntax
    let converter: SourceLocationConverter
    /// Added to every line number: in a program of several files each file's lines follow the
    /// previous file's (`Program.file(ofLine:)` maps them back).
    let lineOffset: Int
    /// What its `#if` conditions were evaluated against.
    let target: BuildTarget

    /// Parses and folds `source`; syntax errors and operator errors come back as a `LoadError`
    /// with the compiler's words.
    /// `parsed`: the text's tree, when a caller parsed it already (it passed the parser guard).
    /// `target`: what its `#if` conditions are evaluated against (ConditionalCompilation).
    init(source: String, fileName: String, lineOffset: Int = 0, parsed earlier: SourceFileSyntax? = nil,
         target: BuildTarget = .thisMachine) throws(LoadError) {
        self.fileName = fileName
        self.lineOffset = lineOffset
        self.target = target
        var parsed: SourceFileSyntax
        if let earlier {
            parsed = earlier
        } else {
            if let refused = ParserGuard.problem(in: source) { throw LoadError([refused.shifted(by: lineOffset)]) }
            parsed = Parser.parse(source: source)
        }
        // Blanking keeps every position, so one converter serves both trees.
        let converter = SourceLocationConverter(fileName: fileName, tree: parsed)
        func loc(_ position: AbsolutePosition) -> SourceLoc {
            let l = converter.location(for: position)
            return SourceLoc(line: l.line + lineOffset, column: l.column)
        }
        var problems: [Diagnostic] = []
        // Lexer errors are read off the tokens, and when there are any the parser's diagnostics
        // are not asked for: swift-syntax 603's ParseDiagnosticsGenerator traps on some of them
        // ("A Fix-It must have at least one change", for `=` beside a form feed).
        for token in parsed.tokens(viewMode: .all) {
            guard let diagnostic = token.tokenDiagnostic, diagnostic.severity == .error else { continue }
            problems.append(Diagnostic(diagnostic.diagnosticMessage(in: token).message, at: loc(diagnostic.position(in: token)),
                                       hint: "the file must parse as Swift 6 does"))
        }
        if problems.isEmpty && parsed.hasError {
            for diagnostic in ParseDiagnosticsGenerator.diagnostics(for: parsed)
            where diagnostic.diagMessage.severity == .error {
                problems.append(Diagnostic(diagnostic.message, at: loc(diagnostic.position),
                                           hint: "the file must parse as Swift 6 does"))
            }
        }
        if !problems.isEmpty { throw LoadError(problems) }
        // `#if`: the syntax above was checked with every clause, active or not, as swiftc
        // checks it; what runs is the active code (ConditionalCompilation).
        var conditions: [(message: String, position: AbsolutePosition)] = []
        if ConditionalCompilation.mayHaveIfConfig(source),
           let active = ConditionalCompilation.activeText(of: source, tree: parsed, for: target, problems: &conditions) {
            if !conditions.isEmpty { throw LoadError(conditions.map { Diagnostic($0.message, at: loc($0.position)) }) }
            parsed = Parser.parse(source: active)
        }
        var operators = OperatorTable.standardOperators
        operators.addSourceFile(parsed) { error in
            problems.append(Diagnostic(error.message, at: loc(error.asDiagnostic.position)))
        }
        let folded = operators.foldAll(parsed) { error in
            problems.append(Diagnostic(error.message, at: loc(error.asDiagnostic.position)))
        }
        if !problems.isEmpty { throw LoadError(problems) }
        guard let file = folded.as(SourceFileSyntax.self) else {
            throw LoadError([Diagnostic("the file could not be read as Swift", at: SourceLoc(line: 1 + lineOffset, column: 1))])
        }
        self.tree = file
        self.converter = SourceLocationConverter(fileName: fileName, tree: file)
    }

    /// Whether the file has an `extension` (of any type: what it adds could be a library's).
    /// The types the file declares at its top level, by name.
    var declaredTypeNames: [String] {
        tree.statements.compactMap { item -> String? in
            guard let decl = item.item.as(DeclSyntax.self) else { return nil }
            switch decl.as(DeclSyntaxEnum.self) {
            case .classDecl(let d): return d.name.text
            case .structDecl(let d): return d.name.text
            case .enumDecl(let d): return d.name.text
            case .protocolDecl(let d): return d.name.text
            case .actorDecl(let d): return d.name.text
            case .typeAliasDecl(let d): return d.name.text
            default: return nil
            }
        }
    }

    /// Whether the file extends a type it and its module do not declare (`extension String`,
    /// `extension UIView`): such an extension adds members to the library's own types, so a
    /// library it was loaded into cannot serve another program.
    func extendsLibraryTypes(declared: Set<String>) -> Bool {
        tree.statements.contains { item in
            guard let e = item.item.as(DeclSyntax.self)?.as(ExtensionDeclSyntax.self) else { return false }
            let name = e.extendedType.trimmedDescription
            let first = name.split(separator: ".").first.map(String.init) ?? name
            return !declared.contains(first.split(separator: "<").first.map(String.init) ?? first)
        }
    }

    /// The modules the file's top-level `import`s name (`import Foundation`, `import struct Foundation.Date`).
    var importedModules: Set<String> {
        Set(tree.statements.compactMap { item in
            item.item.as(ImportDeclSyntax.self)?.path.first?.name.text
        })
    }

    func loc(of node: some SyntaxProtocol) -> SourceLoc {
        let l = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        return SourceLoc(line: l.line + lineOffset, column: l.column)
    }
}
