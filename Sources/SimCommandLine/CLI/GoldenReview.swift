#if canImport(Glibc)
import Glibc
#endif
import SimCore
import SimReplay

/// `simrepl test --review`: after the run, each golden that `--record failed` would write (a
/// passing scenario's golden that differs or is missing) is shown as a diff and decided with one
/// key, the way `cargo insta review` does it. Accepted goldens are written like every file
/// (`Output.writeFile`: a temporary file renamed into place); rejected and skipped ones are left
/// as they are.
struct GoldenReview {
    let paint: Paint

    enum Answer: Equatable { case accept, reject, skip, acceptRest, quit }

    /// Asks about each proposal in path order and updates `results`: an accepted golden's
    /// scenario now has it (and passes, as with `--record failed`).
    func ask(_ proposals: [(index: Int, proposal: SuiteRunner.GoldenProposal)], results: inout [ScenarioResult]) {
        guard !proposals.isEmpty else {
            Output.out("\nNo golden to review: every passing scenario's golden matches its trace.")
            return
        }
        Output.out("\n" + paint.emphasis("Reviewing \(proposals.count) golden\(proposals.count == 1 ? "" : "s")")
                   + ": a accept · r reject · s skip · A accept this and the rest · q quit")
        var accepted = 0, rejected = 0, skipped = 0, notWritten = 0
        var standing: Answer?  // after A or q, the answer for every later golden
        for (number, (index, proposal)) in proposals.enumerated() {
            let golden = proposal.write.path
            let answer: Answer
            if let standing {
                answer = standing
            } else {
                show(proposal, of: results[index].path, number: number + 1, of: proposals.count)
                answer = prompt()
                if answer == .acceptRest || answer == .quit { standing = answer }
            }
            // Decided either way: a pending golden of the scenario (from an earlier run or a CI
            // job) has had its answer.
            if answer != .skip && answer != .quit {
                let pending = ScenarioSelection.pendingPath(forGolden: golden)
                if access(pending, F_OK) == 0 { unlink(pending) }
            }
            switch answer {
            case .accept, .acceptRest:
                var result = proposal.accepted
                proposal.write.write(into: &result)
                results[index] = result
                if result.status == .error {
                    notWritten += 1
                    Output.out("  " + paint.failure("not written:") + " " + (result.problems.last?.message ?? golden))
                } else {
                    accepted += 1
                    Output.out("  accepted: wrote \(golden)")
                }
            case .reject:
                rejected += 1
                Output.out("  rejected: " + (proposal.isNew ? "no golden written" : "\(golden) left as it was"))
            case .skip:
                skipped += 1
                Output.out("  skipped")
            case .quit:
                skipped += 1
            }
        }
        var summary = "\(accepted) accepted, \(rejected) rejected, \(skipped) skipped"
        if notWritten > 0 { summary += ", \(notWritten) not written" }
        Output.out("\n" + (notWritten > 0 ? paint.failure(summary) : summary))
    }

    private func show(_ proposal: SuiteRunner.GoldenProposal, of scenario: String, number: Int, of count: Int) {
        let what = proposal.isNew ? "has no golden yet (\(proposal.write.path))" : "its golden \(proposal.write.path) differs"
        Output.out("\n" + paint.emphasis("[\(number)/\(count)] \(scenario)") + ": " + what)
        if proposal.diff.isEmpty {
            Output.out("(the trace is empty: the golden would be an empty file)")
        } else {
            Output.out(paint.diff(proposal.diff), terminator: "")
        }
    }

    /// One key: a, r, s, A or q (Ctrl-C, Ctrl-D and the end of input quit); anything else asks again.
    private func prompt() -> Answer {
        while true {
            Output.out(paint.emphasis("accept, reject or skip?") + " [a/r/s/A/q] ", terminator: "")
            let key = KeyPress.next()
            let answer: Answer?
            switch key.map({ Character(Unicode.Scalar($0)) }) {
            case "a": answer = .accept
            case "r": answer = .reject
            case "s": answer = .skip
            case "A": answer = .acceptRest
            case "q", nil: answer = .quit
            default: answer = key == KeyPress.interrupt || key == KeyPress.endOfInput ? .quit : nil
            }
            guard let answer else {
                Output.out("\n  press a (accept), r (reject), s (skip), A (accept this and the rest) or q (quit)")
                continue
            }
            let echoed: String
            switch answer {
            case .accept: echoed = "a"
            case .reject: echoed = "r"
            case .skip: echoed = "s"
            case .acceptRest: echoed = "A (accepting this and the rest)"
            case .quit: echoed = "q (the rest are skipped)"
            }
            Output.out(echoed)
            return answer
        }
    }
}
