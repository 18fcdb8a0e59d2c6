import SimCore
import SimScript

/// What replaying one `.sim` scenario produced.
public struct ScenarioResult: Sendable {
    public enum Status: String, Sendable {
        case passed, failed
        /// A script error stopped the scenario (or it could not be read).
        case error
        /// Not run: an earlier scenario failed and `--keep-going` was not given.
        case skipped
    }

    /// The scenario's path as the user gave or found it (`scripts/seeds/login.sim`).
    public var path: String
    public var status: Status
    /// Failed expectations and script errors, in order (script warnings are not kept).
    public var problems: [Diagnostic] = []
    /// Checks that cannot fail, a scenario that exercises or checks nothing (`--strict` makes
    /// them failures).
    public var warnings: [Diagnostic] = []
    public var expectationsPassed = 0
    public var expectationsFailed = 0
    /// The text trace, as a golden stores it.
    public var trace = ""
    /// Golden comparison: nil when the scenario has no golden (and none was recorded).
    public var golden: GoldenOutcome?
    /// A script error stopped the run, so its golden (which exists) was not compared.
    public var goldenNotCompared = false
    /// The error that stopped it was its work budget (`maxEvents`): status `error`, and
    /// `simrepl test` exits 3.
    public var stoppedByWorkBudget = false
    /// Where the trace was written as a pending golden (`NAME.trace.new`): its golden differs, or
    /// it has none and the record mode writes none. A CI job keeps it as an artifact; `simrepl
    /// test --accept` or `--review` makes it the golden.
    public var pendingGolden: String?
    /// How long the scenario took to replay (wall clock, seconds), when the runner measured it:
    /// the JUnit report's `time`. Never part of a trace or a golden, which are deterministic.
    public var seconds: Double?

    public enum GoldenOutcome: Equatable, Sendable {
        case matched
        case differs(diff: String)
        /// Written by a record mode (`missing`, `failed` or `all`).
        case recorded(path: String)
    }

    public init(path: String, status: Status) {
        self.path = path
        self.status = status
    }

    /// Adds the warning for a scenario that checks nothing, and with `strict` turns warnings into
    /// a failure. Called once the golden comparison is known.
    public mutating func judgeVacuity(strict: Bool) {
        if status == .passed || status == .failed, expectationsPassed + expectationsFailed == 0, golden == nil {
            warnings.append(Diagnostic(.warning, nil, "\(path) checks nothing: it has no expectation and no golden trace",
                                       hint: "add an `expect`, or record a golden with `simrepl test --record missing \(path)`"))
        }
        if strict, status == .passed, !warnings.isEmpty { status = .failed }
    }

    /// One line for the human report and TAP: why it failed.
    public var failureSummary: String {
        switch status {
        case .error: return problems.first.map { "script error: \($0.message)" } ?? "script error"
        case .failed:
            var parts: [String] = []
            if expectationsFailed > 0 { parts.append("\(expectationsFailed) of \(expectationsPassed + expectationsFailed) expectations failed") }
            if case .differs = golden { parts.append("trace differs from its golden") }
            if parts.isEmpty && !warnings.isEmpty { parts.append("\(warnings.count) vacuity warning\(warnings.count == 1 ? "" : "s") (--strict)") }
            return parts.joined(separator: "; ")
        case .skipped: return "not run: an earlier scenario failed and --fail-fast stops at the first"
        case .passed: return ""
        }
    }
}

/// Replays one scenario in a fresh world and collects what `simrepl test` reports.
public enum ScenarioReplay {
    /// Runs `path` (e.g. `scripts/seeds/login.sim`).
    ///
    /// Inside the run the scenario is known by its file name alone (`login.sim`) and includes
    /// resolve next to it, so its trace (closures say where they were defined) is the same
    /// whichever directory the suite is started from: goldens stay portable. Diagnostics are
    /// mapped back to paths the user can open.
    /// `writeFile` serves `export … FILE` (nil: such a line is a script error). `maxEvents` is
    /// the work budget (`Interpreter.maxEvents`; nil: none). `swiftFrontEnd` serves `import
    /// "File.swift"` (nil: such a line is a script error). `hints` is how much the hints say:
    /// at `cause` (an exercise's default) every fix is withheld, `why`'s in the trace, the
    /// problems' and the warnings'.
    public static func run(path: String, readFile: @escaping (String) throws -> String,
                           writeFile: ((String, String) throws -> Void)? = nil,
                           maxEvents: Int? = Interpreter.defaultMaxEvents,
                           swiftFrontEnd: (any SwiftFrontEnd)? = nil,
                           hints: HintLevel = .fix) -> ScenarioResult {
        let directory = path.lastIndex(of: "/").map { String(path[...$0]) } ?? ""
        let name = String(path.dropFirst(directory.count))
        func onDisk(_ file: String) -> String { file.hasPrefix("/") || file.hasPrefix("<") ? file : directory + file }

        var result = ScenarioResult(path: path, status: .passed)
        let source: String
        do {
            source = try readFile(path)
        } catch {
            result.status = .error
            result.problems = [Diagnostic(.error, nil, "cannot read '\(path)': \(error)")]
            return result
        }
        var trace: [UInt8] = []
        var problems: [Diagnostic] = []
        let interpreter = Interpreter(
            traceFormat: .text, echoCommands: true,
            write: { trace += $0 },
            loadFile: { try readFile(onDisk($0)) },
            report: { d in
                guard d.severity != .warning else { return }
                var shown = d
                if let file = d.location?.file { shown.location?.file = onDisk(file) }
                problems.append(shown)
            })
        interpreter.flushesEveryCommand = false
        interpreter.maxEvents = maxEvents
        interpreter.swiftFrontEnd = swiftFrontEnd
        interpreter.withheldFixesAskWith = hints.withheldFixesAskWith
        if let writeFile { interpreter.writeFile = { try writeFile(onDisk($0), $1) } }
        let outcome = interpreter.run(source: source, file: name)
        result.trace = String(decoding: trace, as: UTF8.self)
        result.problems = problems.map(hints.shown)
        result.expectationsPassed = interpreter.expectationsPassed
        result.expectationsFailed = interpreter.expectationsFailed
        result.warnings = interpreter.vacuityWarnings().map { d in
            var shown = d
            if let file = d.location?.file { shown.location?.file = onDisk(file) }
            return hints.shown(shown)
        }
        switch outcome {
        case .failed, .cancelled: result.status = .error
        case .overBudget:
            result.status = .error
            result.stoppedByWorkBudget = true
        case .completed: result.status = interpreter.expectationsFailed > 0 ? .failed : .passed
        }
        return result
    }
}
