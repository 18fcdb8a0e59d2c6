#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ArgumentParser
import SimCore
import SimScript
import SimReplay

/// `simrepl test [PATH…]`: replays folders of scenarios the way a test runner does.
struct Test: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test",  // spelled out: deriving it from the type name costs a reflection at every start
        abstract: "Replay .sim scenarios as tests: expectations, golden traces, CI reports.",
        discussion: """
        Finds the .sim files under each PATH (default: the current directory), skipping hidden \
        folders, files named _*.sim and files in folders named `scene` (include-only fragments). \
        Each scenario runs in a fresh world. A scenario passes when every expectation holds and, \
        if it has a golden trace NAME.trace beside NAME.sim, its trace matches the golden.

        Every scenario runs, even after one fails (--fail-fast stops at the first).

        Record modes (--record, or the environment variable SIMREPL_RECORD): never, missing \
        (record a golden where none exists), failed (also re-record goldens that no longer \
        match), all. Only passing runs are recorded. Default: never when the environment \
        variable CI is set to a non-empty value other than 0 or false (as CI systems set it), \
        else missing.

        Pending goldens: a passing scenario whose trace differs from its golden, or has none the \
        record mode writes, leaves its trace in NAME.trace.new beside it (a CI job can keep these \
        as an artifact). --accept makes every pending golden under the paths the golden and \
        --reject deletes them, without running anything; --review and a matching run settle \
        them too. A NAME.trace (or .trace.new) with no NAME.sim is reported as orphaned; \
        --remove-orphans deletes it.

        Review (--review): runs every scenario, then shows each passing scenario's golden that \
        differs or is missing as a diff and asks: a accept (write it), r reject (leave it), \
        s skip, A accept this and the rest, q quit. Needs a terminal; refused under CI and with \
        --record, --tap or --junit.

        Exit codes: 0 every scenario passed, 1 a scenario failed (an expectation or its golden), \
        2 a script error, or a usage error such as a missing path or a bad --shard, 3 a scenario \
        stopped by its work budget (--max-events), 74 a golden or report could not be written (a \
        full disk, an I/O error, no permission to write it, a read-only golden: simrepl never \
        replaces a read-only golden).

        docs/ci.md explains goldens, loose (re)/(glob) lines and CI set-up.

        Examples:
          simrepl test scripts/
          simrepl test -j 4 --junit report.xml scenarios/
          simrepl test --shard 2/3 scenarios/        # the second of three CI runners
          simrepl test --record failed scenarios/login.sim
          simrepl test --review scenarios/           # accept/reject changed goldens
          simrepl test --accept scenarios/           # take the NAME.trace.new files CI left
        """
    )

    @Argument(help: ArgumentHelp("Scenario files or folders to search.", valueName: "path"), completion: .file(extensions: ["sim"]))
    var paths: [String] = []

    @Option(name: .long, help: ArgumentHelp("When to write golden traces: never, missing, failed or all.", valueName: "mode"),
            completion: .list(["never", "missing", "failed", "all"]))
    var record: String?

    @Flag(name: .long, help: "Show each changed or missing golden's diff and ask whether to accept it (a), reject it (r) or skip it (s); A accepts the rest, q quits. Interactive: not under CI, not with --record.")
    var review = false

    @Flag(name: .long, help: "Run every scenario even after one fails: the default, as in every mainstream test runner (kept so that older scripts still work).")
    var keepGoing = false

    @Flag(name: .long, help: "Stop at the first failing scenario; the rest are reported as skipped.")
    var failFast = false

    @Flag(name: .long, help: "Make every pending golden (NAME.trace.new, written when a trace differs from its golden or has none that the record mode writes) the golden, without running anything.")
    var accept = false

    @Flag(name: .long, help: "Delete every pending golden (NAME.trace.new) under the paths, without running anything.")
    var reject = false

    @Flag(name: .long, help: "Delete orphaned goldens: NAME.trace and NAME.trace.new files with no NAME.sim beside them (each is reported either way).")
    var removeOrphans = false

    @Option(name: .customShort("j"), help: ArgumentHelp("Run N scenarios at a time. The report is the same as with -j 1.", valueName: "N"))
    var jobs = 1

    @Option(name: .long, help: ArgumentHelp("Run only scenarios whose path matches this regular expression.", valueName: "regex"))
    var filter: String?

    @Option(name: .long, help: ArgumentHelp("Run the K-th of N disjoint parts of the suite (1 ≤ K ≤ N), stable across runs.", valueName: "K/N"))
    var shard: String?

    @Flag(name: .long, help: "Print the report as TAP version 13 instead of text.")
    var tap = false

    @Option(name: .long, help: ArgumentHelp("Also write a JUnit XML report to FILE.", valueName: "file"), completion: .file(extensions: ["xml"]))
    var junit: String?

    @Flag(name: .long, help: "Fail scenarios that check nothing or whose checks cannot fail (otherwise they are warnings), and record no golden for them: an `expect not ran` of a handler nothing wires or only untouched controls send, an `expect not log` of a text no `log` writes, touches that all hit no view, no expectation and no golden trace.")
    var strict = false

    @Flag(name: .long, help: "Print only failing and skipped scenarios, and the summary line.")
    var quiet = false

    @OptionGroup var budget: WorkBudgetOptions

    @OptionGroup var hintOptions: HintOptions

    @Option(name: .long, help: ArgumentHelp("Colour PASS, FAIL and errors: auto (on a terminal, unless NO_COLOR is set), always or never. TAP is never coloured.", valueName: "when"))
    var color: ColorChoice = .auto

    func run() throws {
        if accept || reject {
            try settlePending()
            return
        }
        let plan: Plan
        do {
            plan = try makePlan()
        } catch let error as UsageProblem {
            Output.report(Diagnostic(.error, nil, error.message, hint: error.hint), Paint(enabled: color.colors(fd: 2)))
            throw ExitCode(ExitStatus.scriptError.rawValue)
        }
        let paint = Paint(enabled: !tap && color.colors(fd: 1))
        let outcome = SuiteRunner(plan: plan, tap: tap, quiet: quiet, paint: paint).run()
        var results = outcome.results
        if plan.review { GoldenReview(paint: paint).ask(outcome.proposals, results: &results) }
        var status: ExitStatus =
            results.contains { $0.stoppedByWorkBudget } ? .workBudgetExceeded
            : results.contains { $0.status == .error } ? .scriptError
            : results.contains { $0.status == .failed } ? .expectationFailed : .success
        if let junit {
            do {
                try Output.writeFile(junit, TestReport.junit(results))
            } catch {
                Output.report(Diagnostic(.error, nil, "cannot write the JUnit report '\(junit)': \(error)", hint: (error as? HintedError)?.hint),
                              Paint(enabled: color.colors(fd: 2)))
                status = max(status, .scriptError)
            }
        }
        status = ExitStatus.final(status)
        if status != .success { throw ExitCode(status.rawValue) }
    }

    // MARK: - Checking the command line

    struct UsageProblem: Error {
        let message: String
        var hint: String?
    }

    struct Plan {
        var scenarios: [String]
        var mode: RecordMode
        var keepGoing: Bool
        var jobs: Int
        var strict = false
        var review = false
        var maxEvents: Int? = Interpreter.defaultMaxEvents
        /// nil: each scenario's default (exercises withhold the fix).
        var hints: HintLevel?
    }

    private func makePlan() throws -> Plan {
        if review { try checkReview() }
        let mode: RecordMode
        if review {
            mode = .never  // the review decides what is written
        } else if let record {
            guard let m = RecordMode(rawValue: record) else {
                throw UsageProblem(message: "unknown record mode '\(record)'",
                                   hint: "use one of: " + RecordMode.allCases.map(\.rawValue).joined(separator: ", "))
            }
            mode = m
        } else if let record = Environment.all["SIMREPL_RECORD"], !record.isEmpty {
            // As insta's INSTA_UPDATE and swift-snapshot-testing's SNAPSHOT_TESTING_RECORD: a CI
            // job or a shell sets the mode once. --record on the command line wins.
            guard let m = RecordMode(rawValue: record) else {
                throw UsageProblem(message: "unknown record mode '\(record)' in SIMREPL_RECORD",
                                   hint: "use one of: " + RecordMode.allCases.map(\.rawValue).joined(separator: ", "))
            }
            mode = m
        } else {
            mode = RecordMode.defaultMode(environment: Environment.all)
        }
        guard jobs >= 1 else { throw UsageProblem(message: "-j needs a positive number of jobs, not \(jobs)") }
        // Before the suite runs, not after it: the report's folder must be writable.
        if let junit {
            let hint = "give --junit a path in a folder that exists and is writable"
            do {
                try Output.checkWritable(junit)
            } catch {
                throw UsageProblem(message: "cannot write the JUnit report '\(junit)': \(error)", hint: (error as? HintedError)?.hint ?? hint)
            }
            guard access(Output.split(junit).folder, W_OK) == 0 else {
                throw UsageProblem(message: "cannot write the JUnit report '\(junit)': \(String(cString: strerror(errno)))", hint: hint)
            }
        }
        let shardSpec: ScenarioSelection.Shard?
        if let shard {
            guard let s = ScenarioSelection.Shard(shard) else {
                throw UsageProblem(message: "bad --shard '\(shard)'", hint: "write K/N with 1 ≤ K ≤ N, e.g. --shard 1/3")
            }
            shardSpec = s
        } else {
            shardSpec = nil
        }
        let pattern: Regex<AnyRegexOutput>?
        if let filter {
            do { pattern = try Regex(filter) } catch {
                throw UsageProblem(message: "bad --filter regular expression '\(filter)': \(error)")
            }
        } else {
            pattern = nil
        }
        let roots = paths.isEmpty ? ["."] : paths
        var scenarios: [String]
        do {
            let search = try ScenarioFiles.search(roots)
            scenarios = search.scenarios
            for note in search.notes { Output.err("note: " + note) }
            reportOrphans(search.orphans)
        } catch {
            throw UsageProblem(message: "\(error)", hint: (error as? HintedError)?.hint ?? "give .sim files or folders that hold them")
        }
        if scenarios.isEmpty {
            throw UsageProblem(message: "no .sim scenarios under \(roots.joined(separator: ", "))",
                               hint: "fragments (_name.sim, files in scene/ folders) only run when named")
        }
        if let pattern {
            let all = scenarios.count
            scenarios = scenarios.filter { (try? pattern.firstMatch(in: $0)) != nil }
            // Not an error (an empty selection is a valid suite), but a likely typo worth a word.
            if scenarios.isEmpty { Output.err("note: --filter '\(filter ?? "")' matched no scenario (\(all) found)") }
        }
        if let shardSpec { scenarios = scenarios.filter(shardSpec.contains) }
        // A review asks about every changed golden, so the suite runs to its end.
        if failFast && review {
            throw UsageProblem(message: "--review runs every scenario: it does not go with --fail-fast")
        }
        let hints: HintLevel?
        do { hints = try hintOptions.level() } catch { throw UsageProblem(message: "\(error)") }
        return Plan(scenarios: scenarios, mode: mode, keepGoing: !failFast, jobs: jobs, strict: strict, review: review,
                    maxEvents: budget.limit, hints: hints)
    }

    /// Goldens left without a scenario: reported on standard error, and removed with
    /// --remove-orphans.
    private func reportOrphans(_ orphans: [String]) {
        for orphan in orphans {
            if removeOrphans {
                if unlink(orphan) == 0 {
                    Output.err("note: removed the orphaned golden \(orphan)")
                } else {
                    Output.err("note: cannot remove the orphaned golden \(orphan): \(String(cString: strerror(errno)))")
                }
            } else {
                Output.err("note: \(orphan) is an orphaned golden: no scenario beside it (--remove-orphans deletes it)")
            }
        }
    }

    /// `--accept` / `--reject`: every pending golden under the paths made the golden, or
    /// deleted, without running anything (a CI job's artifact, brought home).
    private func settlePending() throws {
        let paint = Paint(enabled: color.colors(fd: 2))
        guard !(accept && reject) else {
            Output.report(Diagnostic(.error, nil, "--accept and --reject cannot be used together"), paint)
            throw ExitCode(ExitStatus.scriptError.rawValue)
        }
        if review || record != nil || tap || junit != nil {
            Output.report(Diagnostic(.error, nil, "--\(accept ? "accept" : "reject") settles pending goldens without running: it does not go with --review, --record, --tap or --junit",
                                     hint: "run the suite first (it writes NAME.trace.new where a trace differs), then accept or reject"), paint)
            throw ExitCode(ExitStatus.scriptError.rawValue)
        }
        let found: ScenarioFiles.Found
        do {
            found = try ScenarioFiles.search(paths.isEmpty ? ["."] : paths)
        } catch {
            Output.report(Diagnostic(.error, nil, "\(error)", hint: (error as? HintedError)?.hint ?? "give folders or scenarios that exist"), paint)
            throw ExitCode(ExitStatus.scriptError.rawValue)
        }
        if found.pending.isEmpty {
            Output.out("No pending goldens (NAME.trace.new) under \((paths.isEmpty ? ["."] : paths).joined(separator: ", ")).")
            return
        }
        var failed = false
        for pending in found.pending {
            let golden = ScenarioSelection.goldenPath(forPending: pending)
            if accept {
                // rename(2) replaces the golden in one step: a reader sees the old or the new file.
                if rename(pending, golden) == 0 {
                    Output.out("accepted: \(pending) -> \(golden)")
                } else {
                    failed = true
                    Output.report(Diagnostic(.error, nil, "cannot move \(pending) to \(golden): \(String(cString: strerror(errno)))"), paint)
                }
            } else if unlink(pending) == 0 {
                Output.out("rejected: removed \(pending)")
            } else {
                failed = true
                Output.report(Diagnostic(.error, nil, "cannot remove \(pending): \(String(cString: strerror(errno)))"), paint)
            }
        }
        if failed { throw ExitCode(ExitStatus.outputFailed.rawValue) }
    }

    /// `--review` asks a person at a terminal: never under CI, never from a pipe, and not with
    /// the options that write goldens or machine reports without asking.
    private func checkReview() throws {
        if let record {
            throw UsageProblem(message: "--review and --record \(record) cannot be used together",
                               hint: "--review asks about each changed golden; --record writes them without asking")
        }
        if tap || junit != nil {
            throw UsageProblem(message: "--review is interactive: it does not go with \(tap ? "--tap" : "--junit")",
                               hint: "review the goldens first, then run the suite for its report")
        }
        let environment = Environment.all
        if RecordMode.isCI(environment: environment) {
            throw UsageProblem(message: "--review is interactive and never runs under CI (CI=\(environment["CI"] ?? ""))",
                               hint: "review goldens on your machine and commit them; CI only compares them")
        }
        if !Output.stdinIsTerminal {
            throw UsageProblem(message: "--review asks on a terminal, and standard input is not one",
                               hint: "to accept every changed golden without asking, use --record failed (then read `git diff`)")
        }
    }
}
