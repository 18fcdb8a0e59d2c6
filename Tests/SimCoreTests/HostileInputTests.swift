import Testing
@testable import SimCore
@testable import SimScript

/// Issue 24, "nothing crashes, hangs or is lost": what a hostile-input run found that thirteen
/// million fuzz executions had not. Traps and stack overflows run as exit tests (a trap fails
/// only its test); hangs are bounded by time or by the work budget they now meet.
@Suite("Hostile input (issue 24)")
struct HostileInputTests {
    static let scene = "window main\ncontroller home in main\n"

    /// Runs `source`, inside an exit test's child process (a trap or a stack overflow kills it),
    /// and ends it unless exactly `errors` diagnostics were errors.
    static func mustSurvive(_ source: String, errors: Int = 0) {
        var messages: [String] = []
        let interpreter = Interpreter(write: { _ in }, report: { if $0.severity == .error { messages.append($0.message) } })
        interpreter.run(source: source, file: "t.sim")
        if messages.count != errors { fatalError("expected \(errors) errors, got \(messages)") }
    }

    // MARK: - Hangs

    /// A 1 ms timer printing `trace` (or `tree`, `help`, `vars`) through a long wait escaped the
    /// work budget, which counted events and not the output's bytes: now bytes count too.
    @Test(arguments: ["trace", "tree", "help", "vars", "save scene \"/dev/null\""])
    func outputInAFastTimerStopsAtTheBudget(_ command: String) throws {
        let run = ScriptRun()
        run.interpreter.writeFile = { _, _ in }
        run.interpreter.maxEvents = 20_000
        // Some kilobytes for each to print: forty buttons, a long variable, a trace to replay.
        let buttons = (1...40).map { "button b\($0) in home.view\n" }.joined()
        let long = "var v = \"" + String(repeating: "v", count: 5_000) + "\"\n"
        let outcome = run.run(Self.scene + buttons + long + "tap b1\ntimer t every 1ms { \(command) }\nwait 5s\n")
        guard case .overBudget(let d) = outcome else { Issue.record("not stopped by the budget: \(outcome)"); return }
        #expect(d.message.contains("output and long strings count too"), "\(d.message)")
        // A firing is three events and its output: counting events alone, 20,000 of them
        // allowed about 6,600 firings (5,000 then, the whole wait).
        let timer = try run.object("t", ScheduledTimer.self)
        #expect(timer.fireCount < 1_000, "\(timer.fireCount) firings")
    }
}
