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

public enum Interpreter {
    /// Parses and resolves `source`; throws every problem found.
    public static func load(source: String, fileName: String, host: InterpreterHost) throws(LoadError) -> Program {
        let file = try ParsedFile(source: source, fileName: fileName)
        let library = Library(foundation: !file.importedModules.isDisjoint(with: Library.foundationModules))
        host.registerNatives(into: library)
        let resolver = Resolver(file: file, library: library)
        let main = resolver.resolve()
        if !resolver.diagnostics.isEmpty { throw LoadError(resolver.diagnostics + resolver.warnings) }
        let runtime = Runtime(host: host, library: library, fileName: fileName, globalCount: resolver.globalCount)
        runtime.userGlobals = resolver.userGlobals
        runtime.installCustomHashing(resolver.allTypes)
        let program = Program(main: main, runtime: runtime, fileName: fileName, types: resolver.allTypes + [resolver.userGlobals])
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
        if ParserGuard.problem(in: source) != nil { return true }
        let tree = Parser.parse(source: source)
        var hasCode = false
        for item in tree.statements {
            switch item.item {
            case .decl(let decl):
                if let i = decl.as(ImportDeclSyntax.self), let module = i.path.first?.name.text,
                   screenFrameworks.contains(module) { return false }
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
