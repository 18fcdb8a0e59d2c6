import Testing
@testable import SimCore
@testable import SimScript

/// A line a script repeats (`tap b` ten thousand times) is bound once and run again
/// (Interpreter/RepeatedCommand.swift): the reuse must never show — not in where an error
/// points, not in what a name means.
@Suite("Repeated commands")
struct RepeatedCommandTests {
    static let scene = """
        window main
        button b in main frame 0 0 100 44
        addAction b for touchUpInside { log "b ran" }
        """

    /// The error of the last `tap b` comes from the command bound for the first: it must point at
    /// the last, at the column of its `b`, however the line is spaced.
    @Test(arguments: [("tap b", 5), ("  tap b", 7), ("tap   b", 7)])
    func anErrorOfARepeatedLineIsPlacedAtThatLine(_ last: String, _ column: Int) throws {
        let run = ScriptRun()
        let outcome = run.run(Self.scene + "\nvar keep = b\ntap b\ntap b\nremove b\n" + last + "\n")
        guard case .failed(let d) = outcome else { Issue.record("expected the run to fail, got \(outcome)"); return }
        #expect(d.message == "'b' is not in a window, so it cannot be touched")
        #expect(d.location?.line == 8)
        #expect(d.location?.column == column)
        #expect(run.loggedLines == ["b ran", "b ran"])
    }

    /// Only the command's own errors move: a handler written earlier on the same line (before
    /// a `;`) that fails while the reused tap runs keeps its own line.
    @Test func anErrorOfAHandlerEarlierOnTheLineKeepsItsPlace() throws {
        let run = ScriptRun()
        // The first line's closure frees `t`; run again by the second line's (reused) tap, it fails.
        let line = "addAction b for touchUpInside { release t }; tap b"
        let outcome = run.run(Self.scene + "\nobject t\nvar keep = b\n" + line + "\n" + line + "\n")
        guard case .failed(let d) = outcome else { Issue.record("expected the run to fail, got \(outcome)"); return }
        #expect(d.message == "'t' was already freed")
        #expect(d.location?.line == 6 && d.location?.column == 41, "\(d)")
    }

    /// A runaway `wait`, stopped before it starts, is placed at its own line too.
    @Test func aRunawayRepeatedWaitIsReportedAtItsOwnLine() throws {
        let run = ScriptRun()
        run.interpreter.maxEvents = 1_000
        let outcome = run.run(Self.scene + "\ntimer t every 1ms { log \"tick\" }\nwait 10ms\nwait 10ms\nwait 10s\n")
        guard case .failed(let d) = outcome else { Issue.record("expected the run to stop, got \(outcome)"); return }
        #expect(d.message.contains("timer firings"))
        #expect(d.location?.line == 7)
    }

    /// What binding reads is in the key: a new object (a member path such as `home.view` may
    /// become an object's name), a new variable, another file bind again.
    @Test func theKeyChangesWheneverBindingCouldChange() throws {
        let run = ScriptRun.of(Self.scene)
        let node = try #require(try Parser.parse("tap b", file: "test.sim").first)
        let before = RepeatedCommand.Key(node, in: run.interpreter.session)
        #expect(RepeatedCommand.Key(node, in: run.interpreter.session) == before)
        run.run("let n = 1")
        let afterVariable = RepeatedCommand.Key(node, in: run.interpreter.session)
        #expect(afterVariable != before)
        run.run("button other in main")
        #expect(RepeatedCommand.Key(node, in: run.interpreter.session) != afterVariable)
        let elsewhere = try #require(try Parser.parse("tap b", file: "other.sim").first)
        #expect(RepeatedCommand.Key(elsewhere, in: run.interpreter.session) != RepeatedCommand.Key(node, in: run.interpreter.session))
    }
}

/// Which commands are run again unbound: those that drive events (what a script repeats in a
/// loop), and nothing that declares, names or changes what binding reads.
@Suite("Repeatable commands")
struct RepeatableCommandTests {
    @Test(arguments: [("tap b", true), ("wait 10ms", true), ("touch down b", true), ("log \"x\"", false),
                      ("button c in main", false), ("var n = 1", false)])
    func theCommandsThatDriveEventsAreRepeatable(_ line: String, _ repeatable: Bool) throws {
        let run = ScriptRun.of(RepeatedCommandTests.scene)
        let node = try #require(try Parser.parse(line, file: "test.sim").first)
        var binder = Binder(session: run.interpreter.session)
        #expect(try binder.bind(node).isRepeatable == repeatable)
    }
}
