import Foundation
import Testing
@testable import SimCore
@testable import SimScript
import SimTestSupport

/// Every fix `why` prints in the `why` scenarios (scripts/why/) works: a change to make before
/// the interaction is tried with `whatif` (the session replayed with it), a step to take now is
/// run after the question — and either way the handler then runs. A fix that is only words is
/// allowed for the causes listed in `adviceOnly`, where no command can undo what happened (a
/// released target, a removed closure).
@Suite("why's fixes work")
struct WhyFixTests {
    /// Causes whose fix is advice: what went wrong lies in earlier commands (release, remove,
    /// invalidate) or in the design (which responder should handle an action).
    static let adviceOnly: Set<String> = [
        "noInteraction", "notWired", "targetReleased", "freed", "delegateReleased", "delegateReplacedByProxy",
        "delegateNotCalled", "closureRemoved", "closureReplaced", "timerInvalidated", "handledByOther", "notOnSearchPath",
        // A view out of every window: the language has no addSubview to put it back.
        "notInWindow",
    ]

    /// The scenarios whose `why` questions are checked: every one under scripts/why/.
    static func scenarios() throws -> [String] {
        let folder = packageRoot.appendingPathComponent("scripts/why").path
        return try FileManager.default.contentsOfDirectory(atPath: folder)
            .filter { $0.hasSuffix(".sim") }.sorted().map { "scripts/why/" + $0 }
    }

    /// A session that has run `source` as the file `path` (includes resolve beside it).
    static func session(_ source: String, as path: String) -> ScriptRun {
        let run = ScriptRun()
        let root = packageRoot.path
        run.interpreter.loadFile = { try String(contentsOfFile: $0.hasPrefix("/") ? $0 : root + "/" + $0, encoding: .utf8) }
        run.run(source, file: path)
        return run
    }

    /// Whether `subject` ran in the last interaction of `simulator`'s session.
    static func ran(_ subject: WhySubject, in simulator: Simulator) -> Bool {
        if case .ran = WhyInvestigation(simulator: simulator).explain(subject).verdict { return true }
        return false
    }

    @Test func everyFixWhyPrintsMakesTheHandlerRun() throws {
        var checkedSteps = 0
        var questions = 0
        for path in try Self.scenarios() {
            let source = try String(contentsOfFile: packageRoot.appendingPathComponent(path).path, encoding: .utf8)
            let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            for (index, line) in lines.enumerated() where line.hasPrefix("why ") {
                questions += 1
                let prefix = lines[...index].joined(separator: "\n")
                let asked = Self.session(prefix, as: path)
                #expect(asked.errors.isEmpty, "\(path):\(index + 1): \(asked.errors)")
                for answer in asked.interpreter.session.lastWhyAnswers {
                    guard case .didNotRun(let cause) = answer.explanation.verdict else { continue }
                    let at = "\(path):\(index + 1): why \(answer.label) (\(cause.keyword))"
                    let steps = answer.fix?.steps ?? []
                    if steps.isEmpty {
                        #expect(Self.adviceOnly.contains(cause.keyword), "\(at): the fix has no command to try: \(answer.fix?.text ?? "none")")
                        continue
                    }
                    for step in steps {
                        checkedSteps += 1
                        switch step.moment {
                        case .before:
                            guard let start = WhyInvestigation.interactionStart(in: asked.simulator.log) else {
                                Issue.record("\(at): no interaction to replay"); continue
                            }
                            let (_, after) = try asked.interpreter.session.whatIfReplays(step.command, from: start, at: nil)
                            #expect(after.stoppedBy == nil, "\(at): whatif \(step.command) stopped: \(after.stoppedBy?.message ?? "")")
                            #expect(Self.ran(answer.subject, in: after.session.simulator), "\(at): whatif \(step.command) does not make it run")
                        case .now:
                            let taken = Self.session(prefix + "\n" + step.command, as: path)
                            #expect(taken.errors.isEmpty, "\(at): \(step.command): \(taken.errors)")
                            #expect(Self.ran(answer.subject, in: taken.simulator), "\(at): \(step.command) does not make it run")
                        }
                    }
                }
            }
        }
        #expect(questions >= 46, "the why scenarios were not found")
        #expect(checkedSteps >= 30, "only \(checkedSteps) fixes were tried")
    }
}
