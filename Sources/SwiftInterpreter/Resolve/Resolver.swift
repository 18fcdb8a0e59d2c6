import SwiftSyntax

/// Turns a parsed file into the resolved program, in passes the way a compiler front end does:
///
/// 1. **declare** every type, function and top-level variable by name (Swift lets a file use a
///    type or function before its declaration);
/// 2. **headers**: generic parameters, superclasses, conformances, extensions;
/// 3. **members**: properties, methods, initializers, cases, with their signatures' types;
/// 4. **top-level code**, in order, then every function body — resolving names to storage,
///    typing expressions where it can and choosing members, literal types and conversions.
///
/// Problems are collected, not thrown, so one load reports them all.
final class Resolver {
    let file: ParsedFile
    let lib: Library
    var diagnostics: [Diagnostic] = []
    /// Warnings the compiler would print; the program still runs.
    var warnings: [Diagnostic] = []

    /// The program's own top-level types, functions and variables.
    var topTypes: [String: TypeDecl] = [:]
    var topAliases: [String: TypeAliasDeclSyntax] = [:]
    var resolvedAliases: [String: SType] = [:]
    let userGlobals: TypeDecl
    var globalVars: [String: LocalBinding] = [:]
    var globalCount = 0
    /// Every type the program declares, in declaration order.
    var allTypes: [TypeDecl] = []
    /// The syntax of each declared type and its extensions, for the member pass.
    var typeSyntax: [ObjectIdentifier: [DeclSyntax]] = [:]
    var extensions: [ExtensionDeclSyntax] = []

    /// The function being resolved (the top-level code at first).
    var ctx: FunctionContext
    let topLevel: FunctionContext
    /// Generic parameters in scope, innermost last.
    var genericScopes: [[String: GenericParam]] = []
    /// The types whose nested types and aliases are in scope for type names, innermost last.
    var typeContexts: [TypeDecl] = []
    /// Functions whose bodies wait for the body pass.
    var pendingFunctions: [(FunctionDecl, () -> Void)] = []
    var nextLabel = 0
    /// Nodes reading a `T!` variable or property (unwrapped where an optional does not fit).
    var implicitlyUnwrapped: Set<ObjectIdentifier> = []
    /// The parentheses of the call being resolved (for argument-list diagnostics).
    var callSite: (left: SourceLoc?, right: SourceLoc?) = (nil, nil)
    /// Resolving the patterns of one `case`: patterns after the first bind the same variables.
    var sharingCaseBindings = false
    /// Resolving the base of a postfix expression: an optional chain ends further out.
    var resolvingChainBase = false
    /// Types whose members have been collected (members of a type are collected once).
    var membersCollected: Set<ObjectIdentifier> = []

    /// Read functions' first parameters as Swift 2 did: unlabeled unless given two names.
    let swift2ParameterLabels: Bool

    /// Every file of the program (`file` is the first); one file for a program, several for a
    /// screen split over files (a cell class in its own file).
    let files: [ParsedFile]

    init(files: [ParsedFile], library: Library, swift2ParameterLabels: Bool = false) {
        self.file = files[0]
        self.files = files
        self.lib = library
        self.swift2ParameterLabels = swift2ParameterLabels
        userGlobals = TypeDecl(name: "main", kind: .builtin, userDeclared: true)
        let main = FunctionDecl(name: "main", kind: .free, loc: SourceLoc(line: 1, column: 1),
                                signature: Signature(params: [], result: .void))
        topLevel = FunctionContext(fn: main, parent: nil,
                                   capturedNames: files.reduce(into: Set<String>()) { $0.formUnion(CaptureScan.names(in: $1.tree.statements)) },
                                   selfType: nil, typeContext: nil, isStatic: true, selfIsMutable: false,
                                   returnType: .void, isTopLevel: true)
        ctx = topLevel
    }

    func loc(_ node: some SyntaxProtocol) -> SourceLoc { parsedFile(of: node).loc(of: node) }

    /// The file a node is in (found by its tree's root when the program has several).
    func parsedFile(of node: some SyntaxProtocol) -> ParsedFile {
        guard files.count > 1 else { return file }
        let root = node.root.id
        return files.first { $0.tree.id == root } ?? file
    }

    /// The file holding the (offset) line `line`.
    func parsedFile(atLine line: Int) -> ParsedFile {
        files.last { $0.lineOffset < line } ?? file
    }

    func error(_ message: String, at node: some SyntaxProtocol, hint: String? = nil) {
        report(Diagnostic(message, at: loc(node), hint: hint))
    }

    func warn(_ message: String, at node: some SyntaxProtocol, hint: String? = nil) {
        var d = Diagnostic(message, at: loc(node), hint: hint)
        d.isWarning = true
        if !warnings.contains(d) { warnings.append(d) }
    }

    func report(_ d: Diagnostic) {
        if !diagnostics.contains(d) { diagnostics.append(d) }
    }

    /// Refuses a construct simrepl does not run yet, by name and place.
    func unsupported(_ construct: String, at node: some SyntaxProtocol, hint: String? = nil) {
        error("\(construct) is not supported yet", at: node,
              hint: hint ?? "simrepl's Swift interpreter does not run this construct; rewrite it with another")
    }

    func newLabel() -> LabelID {
        nextLabel += 1
        return nextLabel
    }

    /// Resolves the whole file.
    func resolve() -> FunctionDecl {
        for f in files { declareTopLevel(f.tree.statements) }
        resolveHeaders()
        collectAllMembers()
        let body = resolveTopLevel(files[0].tree.statements)
        for f in files.dropFirst() { body.statements += resolveTopLevel(f.tree.statements).statements }
        topLevel.fn.body = body
        // Function bodies may add more functions (local ones, closures) as they go.
        var i = 0
        while i < pendingFunctions.count {
            let (fn, work) = pendingFunctions[i]
            if fn.body == nil { work() }
            i += 1
        }
        checkDeclarations()
        return topLevel.fn
    }

    /// Runs `body` with `context` as the current function.
    func within<T>(_ context: FunctionContext, _ body: () -> T) -> T {
        let saved = ctx
        ctx = context
        defer { ctx = saved }
        return body()
    }

    func withGenerics<T>(_ params: [GenericParam], _ body: () -> T) -> T {
        if params.isEmpty { return body() }
        genericScopes.append(Dictionary(params.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a }))
        defer { genericScopes.removeLast() }
        return body()
    }

    // MARK: Scopes

    func pushScope() { ctx.scopes.append(Scope()) }

    @discardableResult
    func popScope() -> [VarStorage] {
        ctx.scopes.removeLast().declared
    }

    /// Declares a variable in the innermost scope (a global at the top level's outermost scope).
    func declareVariable(_ name: String, type: SType, isLet: Bool, ownership: MemberDecl.Ownership = .strong,
                         at node: some SyntaxProtocol) -> LocalBinding {
        if ctx.isTopLevel && ctx.scopes.count == 1 {
            if let existing = globalVars[name], existing.loc == loc(node) {
                existing.type = type
                existing.ownership = ownership
                return existing
            }
            let b = LocalBinding(name: name, storage: .global(globalCount), type: type, isLet: isLet,
                                 ownership: ownership, context: nil, loc: loc(node))
            globalCount += 1
            globalVars[name] = b
            return b
        }
        let storage = ctx.allocate(named: name)
        let b = LocalBinding(name: name, storage: storage, type: type, isLet: isLet, ownership: ownership,
                             context: ctx, loc: loc(node))
        ctx.scopes[ctx.scopes.count - 1].names[name] = b
        ctx.scopes[ctx.scopes.count - 1].declared.append(storage)
        return b
    }

    /// A new global slot (a static stored property's).
    func newGlobal() -> Int {
        globalCount += 1
        return globalCount - 1
    }
}
