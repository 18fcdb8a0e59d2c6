import Dispatch
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

    /// Shared between workers: results (with any golden still to be written) by index, how far
    /// the report has been printed, and the first failing index when stopping at the first failure.
    private struct Progress: ~Copyable {
        var results: [ScenarioResult?]
        var goldensToWrite: [GoldenWrite?]
        var next = 0
        var nextToPrint = 0
        var stopAfter = Int.max
    }

    func run() -> [ScenarioResult] {
        let count = plan.scenarios.count
        let progress = Mutex(Progress(results: Array(repeating: nil, count: count),
                                      goldensToWrite: Array(repeating: nil, count: count)))
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
                let (result, golden) = skip ? (ScenarioResult(path: path, status: .skipped), nil) : replay(path)
                progress.withLock { p in
                    p.results[index] = result
                    p.goldensToWrite[index] = golden
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
                        p.results[p.nextToPrint] = ready
                        print(ready, number: p.nextToPrint + 1)
                        p.nextToPrint += 1
                    }
                }
            }
        }
        if workers <= 1 { work(0) } else { DispatchQueue.concurrentPerform(iterations: workers, execute: work) }

        let results = progress.withLock { p in p.results.map { $0! } }
        let totals = TestReport.Totals(results)
        Output.out((tap ? "# " : "") + totals.line)
        return results
    }

    private func print(_ result: ScenarioResult, number: Int) {
        if tap {
            Output.out(TestReport.tapEntry(result, number: number), terminator: "")
        } else if !quiet || result.status != .passed {
            Output.out(paint.report(TestReport.human(result)), terminator: "")
        }
    }

    /// A golden to record once the scenario is known not to be skipped.
    private struct GoldenWrite {
        let text: String
        let path: String

        func write(into result: inout ScenarioResult) {
            do {
                try ScenarioFiles.write(text, to: path)
                result.golden = .recorded(path: path)
            } catch {
                result.status = .error
                result.problems.append(Diagnostic(.error, nil, "\(error)"))
            }
        }
    }

    /// Runs one scenario and compares its golden according to the record mode; a golden to
    /// record is returned rather than written, since a parallel run may yet skip the scenario.
    private func replay(_ path: String) -> (ScenarioResult, GoldenWrite?) {
        var result = ScenarioReplay.run(path: path, readFile: Output.readFile, writeFile: Output.writeFile,
                                        maxEvents: plan.maxEvents)
        let goldenPath = ScenarioSelection.goldenPath(for: path)
        let existing = ScenarioFiles.exists(goldenPath) ? try? Output.readFile(goldenPath) : nil
        switch plan.mode.decide(result: result, existing: existing, goldenName: goldenPath) {
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
            return (result, GoldenWrite(text: text, path: goldenPath))
        }
        result.judgeVacuity(strict: plan.strict)
        return (result, nil)
    }
}
