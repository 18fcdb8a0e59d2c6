import SimSwiftHelper

/// `simrepl run program.swift` for a Swift file that is a program of its own: simrepl-swift
/// interprets it (SwiftProgramRun), its output and its trap message pass straight through,
/// then (unless `--quiet`, which leaves exactly the program's output) what the file declares.
enum SwiftProgramRunner {
    /// The run's status, or nil when the file is for a `.sim` driver (UIKit classes, no
    /// top-level code): then it is loaded as `import` would.
    static func run(file: String, options: TraceSettings, maxEvents: Int?, exports: ExportOptions?) -> ExitStatus? {
        // The work budget in a program's terms: a trace event's worth is 10 steps (calls,
        // loop iterations), so the default allows 10 million.
        let budget = maxEvents.map { $0.multipliedReportingOverflow(by: 10).overflow ? Int.max : $0 * 10 }
        switch SwiftProgramRun.run(path: file, workBudget: budget, summary: !options.quiet) {
        case .exited(SwiftProgramRun.notAProgram):
            return nil
        case .exited(let code):
            if exports != nil && code != SwiftProgramRun.loadError {
                Output.err(options.errors.failure("\(file): --html and --export draw a .sim run's scene; a Swift program has none, so nothing was written"))
                return .scriptError
            }
            return ExitStatus(rawValue: code) ?? .scriptError
        case .interrupted:
            Output.err(options.errors.failure("\(file): the program was interrupted (Ctrl-C)"))
            return .scriptError
        case .cannotStart(let reason):
            Output.err(options.errors.failure("\(file): error: \(reason)") + "\n  hint: build it beside simrepl: swift build --product simrepl-swift (scripts/setup.sh builds both), or name it in SIMREPL_SWIFT_HELPER")
            return .scriptError
        case .killed(let signal):
            Output.err(options.errors.failure("\(file): error: simrepl's Swift interpreter crashed (signal \(signal)) running this program")
                       + "\n  hint: that is a bug in simrepl, not in the program: please report it with the file")
            return .scriptError
        }
    }
}
