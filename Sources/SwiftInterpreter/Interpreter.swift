import SwiftParser
import SwiftSyntax

/// A Swift interpreter for top-level programs: `load` parses and resolves a file (reporting
/// every problem it finds in one pass, in the compiler's words); `run` evaluates it, writing
/// what the program prints to the host, and stops at a trap with Swift's message.
///
///     let program = try Interpreter.load(source: text, fileName: "main.swift", host: host)
///     try program.run()
///
/// Compiled top-level files are module `main`, and so is a program here: `print` shows an enum
/// case inside a collection as `main.Suit.clubs`.
public final class Program {
    let main: FunctionDecl
    let runtime: Runtime
    public let fileName: String
    /// What the `print` calls can write (PrintedTexts.swift).
    var printTemplates: [[PrintedPart]] = []

    /// Each file's name and the number its lines are shifted by (`load(files:)`).
    var fileLines: [(name: String, offset: Int)] = []

    /// The standard library (and the host's natives) the program was resolved against.
    public var library: Library { runtime.library }

    /// The file and the line in it of a program line (lines run on across files).
    public func place(ofLine line: Int) -> (file: String, line: Int) {
        guard let f = fileLines.last(where: { $0.offset < line }) else { return (fileName, line) }
        return (f.name, line - f.offset)
    }

    /// What the compiler would warn of (the program still runs), in source order.
    public internal(set) var warnings: [Diagnostic] = []
    /// The program's types, kept alive here: types refer to their enclosing types and members
    /// to their owners weakly, so the graph has no cycles.
    let types: [TypeDecl]

    init(main: FunctionDecl, runtime: Runtime, fileName: String, types: [TypeDecl]) {
        self.main = main
        self.runtime = runtime
        self.fileName = fileName
        self.types = types
    }

    /// How many steps a run may take — a function call, a loop iteration, every 64 bytes
    /// printed and every element a native makes (a range made an array, `stride`,
    /// `Array(repeating:count:)`) are one step each — before it stops with
    /// `RunFailure.overBudget`: a program
    /// that never ends cannot hang simrepl (or a server running it). 10 million steps is
    /// about a second of work (release build); `simrepl run --max-events N` allows N × 10.
    public static let defaultWorkBudget = 10_000_000
    public var workBudget: Int {
        get { runtime.stepsLeft }
        set { runtime.stepsLeft = newValue }
    }

    /// Runs the top-level code. A trap or a construct found unsupported only while running
    /// ends the run with a `RunFailure`; an error thrown out of the top level is a trap too,
    /// as in Swift ("Fatal error: Error raised at top level").
    public func run() throws(RunFailure) {
        var failure: RunFailure?
        runWithLargeStack { [self] in
            do throws(RunFailure) {
                try runHere()
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
    }

    /// Runs the top-level code on this thread.
    func runHere() throws(RunFailure) {
        do throws(Interrupt) {
            try runtime.invoke(main, self: nil, args: [], captures: [], loc: main.loc)
            try runtime.runDeinitializers()
        } catch {
            switch error {
            case .trap(let t):
                throw .trap(t)
            case .unsupported(let d):
                throw .unsupported(d)
            case .thrown(let value, let loc):
                let text = (try? runtime.debugDescribe(value, loc: loc)) ?? "error"
                throw .trap(Trap("Fatal error: Error raised at top level: \(text)", at: loc))
            case .nilInChain:
                throw .unsupported(Diagnostic("an optional chain escaped its expression", at: main.loc))
            case .overBudget(let loc):
                throw .overBudget(loc)
            }
        }
    }
}

/// Why a run stopped early.
public enum RunFailure: Error, CustomStringConvertible {
    case trap(Trap)
    case unsupported(Diagnostic)
    /// The work budget ran out at this place (`Program.workBudget`).
    case overBudget(SourceLoc)

    public var description: String {
        switch self {
        case .trap(let t): return t.description
        case .unsupported(let d): return d.description
        case .overBudget(let loc): return "\(loc): the work budget ran out"
        }
    }
}

/// How a file is read, beyond the language itself.
public struct LoadOptions: Sendable {
    /// Swift 2's rule for argument labels: a function's first parameter is unlabeled unless it
    /// is given two names. For files written before Swift 3 that a host still runs (UIKit
    /// tutorials); their other old spellings are the host's deprecated names.
    public var swift2ParameterLabels = false
    /// Foundation's additions whether or not a file imports it: a host's files are read in
    /// its framework's context (a UIKit screen's code block has Foundation, as UIKit imports it).
    public var foundation = false
    /// Read off what the `print` calls can write (`Program.printedTexts`): a host that checks
    /// expectations against it asks; a program run does not pay for the walk.
    public var collectsPrintedTexts = false
    /// What `#if` conditions are evaluated against (see ``BuildTarget``).
    public var buildTarget = BuildTarget.thisMachine
    public init(swift2ParameterLabels: Bool = false, foundation: Bool = false, collectsPrintedTexts: Bool = false,
                buildTarget: BuildTarget = .thisMachine) {
        self.swift2ParameterLabels = swift2ParameterLabels
        self.foundation = foundation
        self.collectsPrintedTexts = collectsPrintedTexts
        self.buildTarget = buildTarget
    }
}

public enum Interpreter {
    /// Parses and resolves `source`; throws every problem found.
    public static func load(source: String, fileName: String, host: InterpreterHost, options: LoadOptions = LoadOptions()) throws(LoadError) -> Program {
        try load(files: [(source, fileName)], host: host, options: options)
    }

    /// `load(source:…)` of a text already parsed.
    public static func load(parsed: ParsedSource, fileName: String, host: InterpreterHost, options: LoadOptions = LoadOptions()) throws(LoadError) -> Program {
        try load(files: [(parsed.source, fileName)], host: host, options: options, parsed: [parsed])
    }

    /// `load(files:…)` of texts already parsed: a host that reloads a module as files are
    /// imported passes the same `ParsedSource` for a file each time, and its parse (and
    /// operator folding) serves every load while the file keeps its place.
    public static func load(parsedFiles: [(parsed: ParsedSource, fileName: String)], host: InterpreterHost,
                            options: LoadOptions = LoadOptions(), reusing earlier: Library? = nil) throws(LoadError) -> Program {
        try load(files: parsedFiles.map { ($0.parsed.source, $0.fileName) }, host: host, options: options, reusing: earlier,
                 parsed: parsedFiles.map(\.parsed))
    }

    /// Loads several files as one program (one module: each sees the others' declarations).
    /// Their lines are numbered on, file after file: `Program.place(ofLine:)` tells a line's
    /// file and its line there.
    /// The number each file's lines are shifted by in a program of `sources`, in order: a file's
    /// lines follow the previous file's.
    public static func lineOffsets(_ sources: [String]) -> [Int] {
        var offsets: [Int] = [], offset = 0
        for source in sources {
            offsets.append(offset)
            offset += source.utf8.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        }
        return offsets
    }

    /// `reusing` a library an earlier load made (and its host registered into) saves building
    /// the standard library again — a host reloading a module as files are added does. Only
    /// for files that extend none of its types, and a library no earlier program extended (an
    /// extension adds to them).
    public static func load(files sources: [(source: String, fileName: String)], host: InterpreterHost,
                            options: LoadOptions = LoadOptions(), reusing earlier: Library? = nil) throws(LoadError) -> Program {
        try load(files: sources, host: host, options: options, reusing: earlier, parsed: [])
    }

    /// The standard library with `host`'s natives registered: a host that loads several
    /// programs (a module reloaded as files are imported, one that failed to compile among
    /// them) makes it once and passes it as `reusing`.
    public static func makeLibrary(foundation: Bool, host: InterpreterHost) -> Library {
        let library = Library(foundation: foundation)
        host.registerNatives(into: library)
        return library
    }

    /// `parsed`: the files already parsed, where they were (`ParsedSource`).
    private static func load(files sources: [(source: String, fileName: String)], host: InterpreterHost,
                             options: LoadOptions, reusing earlier: Library? = nil, parsed: [ParsedSource]) throws(LoadError) -> Program {
        var files: [ParsedFile] = []
        for (i, ((source, fileName), offset)) in zip(sources, lineOffsets(sources.map(\.source))).enumerated() {
            guard i < parsed.count else {
                files.append(try ParsedFile(source: source, fileName: fileName, lineOffset: offset, target: options.buildTarget))
                continue
            }
            files.append(try parsed[i].prepared(fileName: fileName, lineOffset: offset, target: options.buildTarget))
        }
        let imported = files.reduce(into: Set<String>()) { $0.formUnion($1.importedModules) }
        let foundation = options.foundation || !imported.isDisjoint(with: Library.foundationModules)
        let declared = Set(files.flatMap(\.declaredTypeNames))
        let extendsLibrary = files.contains { $0.extendsLibraryTypes(declared: declared) }
        let library: Library
        if let earlier, earlier.hasFoundation == foundation, !earlier.isExtendedByProgram, !extendsLibrary {
            library = earlier
        } else {
            library = makeLibrary(foundation: foundation, host: host)
        }
        // Its types gain this program's extensions: it serves no other program after.
        if extendsLibrary { library.isExtendedByProgram = true }
        let resolver = Resolver(files: files, library: library, swift2ParameterLabels: options.swift2ParameterLabels)
        let main = resolver.resolve()
        if !resolver.diagnostics.isEmpty { throw LoadError(resolver.diagnostics + resolver.warnings) }
        let runtime = Runtime(host: host, library: library, fileName: files[0].fileName, globalCount: resolver.globalCount)
        runtime.userGlobals = resolver.userGlobals
        runtime.installCustomHashing(resolver.allTypes)
        let program = Program(main: main, runtime: runtime, fileName: files[0].fileName, types: resolver.allTypes + [resolver.userGlobals])
        program.fileLines = files.map { ($0.fileName, $0.lineOffset) }
        if options.collectsPrintedTexts { program.printTemplates = files.flatMap { PrintTemplates.scan($0.tree) } }
        program.warnings = resolver.warnings.sorted { $0.loc < $1.loc }
        return program
    }
}

extension Interpreter {
    /// The frameworks whose files are screens for a `.sim` driver, not programs of their own.
    static let screenFrameworks: Set<String> = ["UIKit", "AppKit", "Cocoa", "SwiftUI"]

    /// Whether `source` is a program that runs by itself: it has top-level statements or
    /// expressions (a file of declarations only does nothing when run), and imports no UI
    /// framework (such a file is a screen that a `.sim` script drives: `import "File.swift"`).
    /// Top-level `let`/`var` alone do not make a program.
    /// A file the parser guard refuses counts as a program, so that loading it says why.
    public static func isStandaloneProgram(source: String) -> Bool {
        ParsedSource(source).isStandaloneProgram
    }
}

/// A Swift file's text parsed once for both questions a runner asks of it — is it a program
/// (`isStandaloneProgram`), and what does it do (`Interpreter.load(parsed:…)`): parsing is a
/// quarter of loading a file, and `simrepl run main.swift` asked both of one text.
public final class ParsedSource {
    public let source: String
    /// Nil when the parser guard refuses the text (the load says why).
    let tree: SourceFileSyntax?
    /// The file as the last load read it (folded, its syntax errors checked), for its name and
    /// place: the next load of it there takes it as it is.
    private var file: ParsedFile?

    public init(_ source: String) {
        self.source = source
        tree = ParserGuard.problem(in: source) == nil ? Parser.parse(source: source) : nil
    }

    func prepared(fileName: String, lineOffset: Int, target: BuildTarget) throws(LoadError) -> ParsedFile {
        if let file, file.fileName == fileName, file.lineOffset == lineOffset, file.target == target { return file }
        let made = try ParsedFile(source: source, fileName: fileName, lineOffset: lineOffset, parsed: tree, target: target)
        file = made
        return made
    }

    /// See ``Interpreter/isStandaloneProgram(source:)``.
    public var isStandaloneProgram: Bool {
        guard let tree else { return true }
        var hasCode = false
        for item in tree.statements {
            switch item.item {
            case .decl(let decl):
                if let i = decl.as(ImportDeclSyntax.self), let module = i.path.first?.name.text,
                   Interpreter.screenFrameworks.contains(module) { return false }
            case .stmt, .expr:
                hasCode = true
            }
        }
        // A file that does not parse is judged by what its parts show: with top-level code it
        // is a program and the interpreter tells its syntax errors; without, the UIKit front
        // end does (a file nested too deep for the parser was refused above, and is a program).
        return hasCode
    }
}
