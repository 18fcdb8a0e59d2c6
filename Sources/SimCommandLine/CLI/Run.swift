import SimSwiftHelper
import ArgumentParser
import SimCore
import SimReplay
import SimScript
import SimRendering

/// `simrepl run FILE…`: replay scripts, print their trace, exit 0/1/2.
struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",  // spelled out: deriving it from the type name costs a reflection at every start
        abstract: "Run .sim scripts and check their expectations.",
        discussion: """
        Each file runs in a fresh world. The trace goes to standard output; errors and failed \
        expectations go to standard error as FILE:LINE:COL: messages.

        A .swift file with top-level code (and no `import UIKit`) runs as the program it is, \
        on simrepl's Swift interpreter: it prints what the compiled program prints. A .swift \
        file of UIKit classes is loaded and checked, and its classes listed; a .sim script \
        drives it (`import "File.swift"`).

        Exit codes: 0 every expectation held, 1 an expectation failed, 2 a script error \
        (the script stops at the first one), 3 a script stopped by its work budget (--max-events), \
        4 a Swift program stopped at a runtime error (a trap), 64 a usage error.

        Example:
          simrepl run scripts/seeds/target-action-basic.sim
          simrepl run scripts/swift/ViewController.swift
          simrepl run scripts/swift/programs/word-count.swift
          simrepl run --trace json --quiet scripts/seeds/*.sim
          echo 'window main' | simrepl run -
          simrepl run --html reuse.html scripts/cells/twenty-items-reuse.sim
          simrepl run --export tree=scene.dot --export touch=touch.mmd scripts/seeds/login-screen.sim
        """
    )

    @Argument(help: ArgumentHelp("The .sim files to run; - reads a script from standard input. A .swift program runs; a .swift file of UIKit classes is loaded and checked, and its classes listed.", valueName: "file"),
              completion: .file(extensions: ["sim", "swift"]))
    var files: [String]

    @OptionGroup var traceOptions: TraceOptions

    @OptionGroup var exportOptions: ExportOptions

    @OptionGroup var budget: WorkBudgetOptions

    @OptionGroup var hintOptions: HintOptions

    func validate() throws {
        if let problem = Run.problem(files: files, exports: !exportOptions.isEmpty) { throw ValidationError(problem) }
    }

    /// The maker word for a UIKit class, for the summary's example.
    static func maker(for superclass: String?) -> String {
        switch superclass {
        case "UIViewController", "UITableViewController": return "controller"
        case "UIButton": return "button"
        case "UIControl": return "control"
        case "UILabel": return "label"
        case "NSObject", nil: return "object"
        default: return "view"
        }
    }

    /// What is wrong with the files given (QuickRunArguments asks too, and leaves a wrong list to
    /// the argument parser, which reports it).
    static func problem(files: [String], exports: Bool) -> String? {
        if files.isEmpty { return "give at least one .sim file to run (or - for standard input)" }
        if files.filter({ $0 == "-" }).count > 1 { return "standard input can be read once: give - once" }
        if exports && files.count > 1 { return "--html and --export describe one run: give one .sim file" }
        return nil
    }

    func run() throws {
        let status = Run.run(files, options: traceOptions.settings, maxEvents: budget.limit,
                             exports: exportOptions.isEmpty ? nil : exportOptions, hints: try hintOptions.level())
        if status != .success { throw ExitCode(status.rawValue) }
    }

    /// Runs each file in a fresh world; the worst status of them.
    static func run(_ files: [String], options: TraceSettings, maxEvents: Int?, exports: ExportOptions?, hints: HintLevel?) -> ExitStatus {
        var status = ExitStatus.success
        for file in files {
            if file.hasSuffix(".swift"), let result = SwiftProgramRunner.run(file: file, options: options, maxEvents: maxEvents, exports: exports) {
                if result.rawValue > status.rawValue { status = result }
                continue
            }
            // The page draws each step over the scene as it stood then: kept as the script runs.
            var recorder: SceneRecorder?
            let result = ScriptRunner.run(file: file, options: options, maxEvents: maxEvents, hints: hints ?? .default(forExercise: ScenarioFiles.isExercise(file)), before: { interpreter in
                guard exports?.html != nil else { return }
                recorder = SceneRecorder(world: interpreter.world, log: interpreter.simulator.log, commandLine: { [weak interpreter] in interpreter?.runningCommandLocation })
                interpreter.simulator.tracer.add(recorder!)
                interpreter.flushesEveryCommand = true  // the recorder takes each command's scene then
            }) { interpreter in
                exports.map { Exports.write($0, of: interpreter, title: file, recorder: recorder) } ?? true
            }
            if result.rawValue > status.rawValue { status = result }
        }
        return ExitStatus.final(status)
    }
}

/// Runs one script in a fresh world, printing its trace and diagnostics.
enum ScriptRunner {
    /// What `simrepl run File.swift` prints once the file loaded: its classes, and how a `.sim`
    /// driver makes one.
    static func loadedSummary(_ file: String, _ classes: [Interpreter.DeclaredClass]) -> String {
        var out = "\(file) loaded: \(classes.count) class\(classes.count == 1 ? "" : "es")\n"
        for type in classes {
            out += "  class \(type.name)\(type.superclass.map { ": " + $0 } ?? "")\n"
            if !type.outlets.isEmpty { out += "    outlets: " + type.outlets.joined(separator: ", ") + "\n" }
            if !type.methods.isEmpty { out += "    methods: " + type.methods.joined(separator: ", ") + "\n" }
        }
        let name = file.split(separator: "/").last.map(String.init) ?? file
        if let first = classes.first {
            let make = first.superclass == "UITableViewCell"
                ? "declare its cells' subviews as a storyboard prototype would, `celltype \(first.name) { … }`, and register it"
                : "make an instance, e.g. `\(Run.maker(for: first.superclass)) NAME … class \(first.name)`"
            out += "Run it from a .sim driver: import \(quoted(name)), then \(make) (docs/swift.md).\n"
        }
        return out
    }

    /// `after` runs once the script is done (even when it failed: a page of a failing run is
    /// what one wants to look at) and says whether it could write what it wrote.
    static func run(file: String, options: TraceSettings, maxEvents: Int?, hints: HintLevel = .fix,
                    before: (Interpreter) -> Void = { _ in },
                    after: (Interpreter) -> Bool = { _ in true }) -> ExitStatus {
        let quiet = options.quiet, errors = options.errors
        let swiftFrontEnd = SwiftScreens.frontEnd()
        let interpreter = Interpreter(
            traceFormat: options.format.format, echoCommands: true, traceStyle: options.style,
            writeBytes: { bytes in if !quiet { Output.write(bytes) } },
            loadFile: Output.readFile,
            report: { Output.report(hints.shown($0), errors) })
        interpreter.flushesEveryCommand = false  // nobody watches line by line: write in chunks
        interpreter.rendersTrace = !quiet  // nothing would print: format nothing
        interpreter.writeFile = Output.writeFile
        interpreter.openFile = Output.openFile  // scripts and includes: read as they run
        interpreter.maxEvents = maxEvents
        interpreter.swiftFrontEnd = swiftFrontEnd
        interpreter.withheldFixesAskWith = hints.withheldFixesAskWith  // `why` in an exercise
        before(interpreter)
        // `-`: the script comes on standard input; diagnostics name it <stdin>.
        let outcome: Interpreter.Outcome
        if file == "-" {
            do {
                outcome = interpreter.run(source: try Output.readFile("/dev/stdin"), file: "<stdin>")
            } catch {
                Output.report(Diagnostic(.error, nil, "cannot read standard input: \(error)"), errors)
                return .scriptError
            }
        } else if file.hasSuffix(".swift") {
            // A Swift file alone: load it as `import` would, as a compiler checks it, and say
            // what a driver can make of it. An unreadable file is reported as a .sim one is,
            // not at the `import` this makes up.
            do {
                _ = try Output.readFile(file)
            } catch {
                Output.report(Diagnostic(.error, nil, "cannot read '\(file)': \(error)", hint: "a Swift file is UTF-8 text"), errors)
                return .scriptError
            }
            outcome = interpreter.run(source: "import " + quoted(file), file: "<command line>")
            if outcome == .completed && !quiet { Output.write(Array(ScriptRunner.loadedSummary(file, interpreter.declaredClasses).utf8)) }
        } else {
            outcome = interpreter.run(file: file)
        }
        guard after(interpreter) else { return .scriptError }
        switch outcome {
        case .failed, .cancelled:
            return .scriptError
        case .overBudget:
            return .workBudgetExceeded
        case .completed:
            if interpreter.expectationsFailed > 0 {
                Output.err(errors.failure("\(file): \(interpreter.expectationsFailed) of \(interpreter.expectationsPassed + interpreter.expectationsFailed) expectations failed"))
                return .expectationFailed
            }
            return .success
        }
    }
}
