import SimSwiftHelper
import Dispatch
#if canImport(Glibc)
import Glibc
#endif
import SimCore
import SimScript
import SimReplay
import Synchronization

/// Runs a planned suite, possibly in parallel, printing each scenario's report in path order as
/// soon as it and every scenario before it are done. Because the order and the contents never
/// depend on timing, `-j 8` prints the same bytes as `-j 1`.
struct SuiteRunner {
    let plan: Test.Plan
    let tap: Bool
    let quiet: Bool
    let paint: Paint

    /// What a run leaves: each scenario's result and, with `--review`, the goldens to ask about.
    struct Outcome {
        var results: [ScenarioResult]
        /// By index into `results`.
        var proposals: [(index: Int, proposal: GoldenProposal)]
    }

    /// Shared between workers: results (with any golden still to be written) by index, how far
    /// the report has been printed, and the first failing index when stopping at the first failure.
    private struct Progress: ~Copyable {
        var results: [ScenarioResult?]
        var goldensToWrite: [GoldenWrite?]
        var proposals: [GoldenProposal?]
        var next = 0
        var nextToPrint = 0
        var stopAfter = Int.max
    }

    func run() -> Outcome {
        let count = plan.scenarios.count
        let progress = Mutex(Progress(results: Array(repeating: nil, count: count),
                                      goldensToWrite: Array(repeating: nil, count: count),
                                      proposals: Array(repeating: nil, count: count)))
        if tap { Output.out("TAP version 13\n1..\(count)") }
        let workers = min(plan.jobs, max(count, 1))
        let work = { @Sendable (_: Int) in
            while true {
                let claimed: (index: Int, skip: Bool)? = progress.withLock { p in
                    guard p.next < count else { return nil }
                    defer { p.next += 1 }
                    return (p.next, p.next > p.stopAfter)
                }
                guard let (index, skip) = claimed else { return }
                let path = plan.scenarios[index]
                let (result, golden, proposal) = skip ? (ScenarioResult(path: path, status: .skipped), nil, nil) : replay(path)
                progress.withLock { p in
                    p.results[index] = result
                    p.goldensToWrite[index] = golden
                    p.proposals[index] = proposal
                    if !plan.keepGoing, result.status == .failed || result.status == .error {
                        p.stopAfter = min(p.stopAfter, index)
                    }
                    // Settle and print the finished prefix, in order. Anything after the first
                    // failure (when stopping) is reported as skipped even if a worker already
                    // ran it, and its golden is not written: a skipped scenario changes nothing.
                    while p.nextToPrint < count, var ready = p.results[p.nextToPrint] {
                        if p.nextToPrint > p.stopAfter && ready.status != .skipped {
                            ready = ScenarioResult(path: ready.path, status: .skipped)
                        } else if let golden = p.goldensToWrite[p.nextToPrint] {
                            golden.write(into: &ready)
                        }
                        if ready.status != .skipped { SuiteRunner.dropStalePending(ready) }
                        p.goldensToWrite[p.nextToPrint] = nil  // written or skipped: its text is not needed again
                        p.results[p.nextToPrint] = ready
                        print(ready, number: p.nextToPrint + 1, reviewing: p.proposals[p.nextToPrint] != nil)
                        p.nextToPrint += 1
                    }
                }
            }
        }
        if workers <= 1 { work(0) } else { DispatchQueue.concurrentPerform(iterations: workers, execute: work) }

        let outcome = progress.withLock { p in
            Outcome(results: p.results.map { $0! },
                    proposals: p.proposals.enumerated().compactMap { i, proposal in proposal.map { (i, $0) } })
        }
        Output.out((tap ? "# " : "") + TestReport.Totals(outcome.results).line)
        return outcome
    }

    private func print(_ result: ScenarioResult, number: Int, reviewing: Bool) {
        if tap {
            Output.out(TestReport.tapEntry(result, number: number), terminator: "")
        } else if !quiet || result.status != .passed {
            Output.out(paint.testReport(TestReport.human(result, diffReviewedLater: reviewing)), terminator: "")
        }
    }

    /// A golden to record once the scenario is known not to be skipped (or, with `--review`,
    /// once it is accepted).
    struct GoldenWrite {
        let text: String
        let path: String
        /// A pending golden (`NAME.trace.new`), not the golden itself.
        var pending = false

        func write(into result: inout ScenarioResult) {
            do {
                try Output.writeFile(path, text)
                if pending { result.pendingGolden = path } else { result.golden = .recorded(path: path) }
            } catch {
                result.status = .error
                result.problems.append(Diagnostic(.error, nil, "cannot write '\(path)': \(error)", hint: (error as? HintedError)?.hint))
            }
        }
    }

    /// A golden `--review` asks about: a passing scenario whose golden differs or is missing.
    struct GoldenProposal {
        /// The unified diff, golden (`-`) against actual (`+`); all `+` for a new golden.
        let diff: String
        let isNew: Bool
        /// The scenario's result once the golden is written, and what to write.
        var accepted: ScenarioResult
        let write: GoldenWrite
    }

    /// Runs one scenario and compares its golden according to the record mode; a golden to
    /// record is returned rather than written, since a parallel run may yet skip the scenario.
    /// With `--review` (record mode `never`), a golden that `--record failed` would write is
    /// proposed instead.
    ///
    /// The results it returns hold no trace: once compared, a trace is only needed as the text of
    /// a golden to write (`GoldenWrite`, let go once written) or to review. Results are kept to
    /// the end of the suite, and a trace each (~4 KB) made 21,800 scenarios take 96 MB.
    private func replay(_ path: String) -> (ScenarioResult, GoldenWrite?, GoldenProposal?) {
        let started = ContinuousClock.now
        let exercise = ScenarioFiles.isExercise(path)  // its real path asked once, for both uses
        let (judgedResult, write, judgedProposal) = judged(path, exercise: exercise)
        var result = judgedResult, proposal = judgedProposal
        let took = started.duration(to: .now).components  // for the JUnit report's time
        result.seconds = Double(took.seconds) + Double(took.attoseconds) / 1e18
        result.trace = ""
        proposal?.accepted.trace = ""
        return (result, write, proposal)
    }

    private func judged(_ path: String, exercise: Bool) -> (ScenarioResult, GoldenWrite?, GoldenProposal?) {
        let swiftFrontEnd = SwiftScreens.frontEnd()
        let run = ScenarioReplay.run(path: path, readFile: Output.readFile, writeFile: Output.writeFile,
                                     maxEvents: plan.maxEvents, swiftFrontEnd: swiftFrontEnd,
                                     hints: plan.hints ?? .default(forExercise: exercise))
        let goldenPath = ScenarioSelection.goldenPath(for: path)
        let existing: String?
        switch ScenarioFiles.readGolden(goldenPath) {
        case .absent: existing = nil
        case .text(let text): existing = text
        case .unreadable(let reason):
            // Never taken for missing: recording would replace a golden nobody could check.
            var result = run
            result.status = .error
            result.problems.append(Diagnostic(.error, nil, "cannot read the golden trace '\(goldenPath)': \(reason)",
                                              hint: "simrepl does not replace a golden it cannot read: fix or remove it, then record again"))
            return (result, nil, nil)
        }
        // Homework is graded by its expectations: no golden is recorded from an answer.
        let mode = exercise ? RecordMode.never : plan.mode
        var (result, write) = judge(run, mode.decide(result: run, existing: existing, goldenName: goldenPath), goldenPath)
        result.goldenNotCompared = run.status == .error && existing != nil
        // A trace that would be the golden but is not written as one (it differs, or the record
        // mode writes none) waits beside it as NAME.trace.new: CI keeps it as an artifact.
        if !plan.review, !exercise, write == nil,
           case .record(let text) = RecordMode.failed.decide(result: run, existing: existing, goldenName: goldenPath),
           case (_, let proposed?) = judge(run, .record(text: text), goldenPath) {
            write = GoldenWrite(text: proposed.text, path: ScenarioSelection.pendingPath(forGolden: goldenPath), pending: true)
        }
        guard plan.review, !exercise,
              case .record(let text) = RecordMode.failed.decide(result: run, existing: existing, goldenName: goldenPath),
              case (let accepted, let acceptedWrite?) = judge(run, .record(text: text), goldenPath) else {
            return (result, write, nil)
        }
        let diff: String
        if case .differs(let shown) = result.golden {
            diff = shown
        } else if case .differs(let shown) = GoldenTrace(text: "").compare(actual: run.trace, goldenName: goldenPath + " (none yet)") {
            diff = shown
        } else {
            diff = ""  // an empty trace
        }
        return (result, write, GoldenProposal(diff: diff, isNew: existing == nil, accepted: accepted, write: acceptedWrite))
    }

    /// Removes the pending golden of a scenario whose golden now matches or was just recorded:
    /// what it proposed is settled.
    static func dropStalePending(_ result: ScenarioResult) {
        guard result.pendingGolden == nil else { return }
        switch result.golden {
        case .matched?, .recorded?:
            let pending = ScenarioSelection.pendingPath(forGolden: ScenarioSelection.goldenPath(for: result.path))
            if access(pending, F_OK) == 0 { unlink(pending) }
        default:
            break
        }
    }

    /// The scenario's result under `decision`, and the golden to write if it records one.
    private func judge(_ run: ScenarioResult, _ decision: RecordMode.Decision, _ goldenPath: String) -> (ScenarioResult, GoldenWrite?) {
        var result = run
        switch decision {
        case .none:
            break
        case .compare(.matches):
            result.golden = .matched
        case .compare(.differs(let diff)):
            result.golden = .differs(diff: diff)
            if result.status == .passed { result.status = .failed }
        case .record(let text):
            // Recording a golden gives the scenario one: it no longer checks nothing.
            result.golden = .recorded(path: goldenPath)
            result.judgeVacuity(strict: plan.strict)
            result.golden = nil
            // Only a passing run is recorded, and a scenario `--strict` fails is not passing.
            return (result, result.status == .passed ? GoldenWrite(text: text, path: goldenPath) : nil)
        }
        result.judgeVacuity(strict: plan.strict)
        return (result, nil)
    }
}
