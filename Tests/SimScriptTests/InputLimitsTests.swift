import Testing
@testable import SimCore
@testable import SimScript
import SimTestSupport

/// Numbers and durations at the edges of what a user can type. The quality bar:
/// every error a user can cause gets a diagnostic and the REPL survives it — so a huge number
/// must never trap. The crash cases run as exit tests, in a child process, so a trap fails only
/// that test.
@Suite("Input limits")
struct InputLimitsTests {
    /// Issue 16's traps, each once a crash that took a whole `simrepl test` run down.
    @Test func blocksNestedTooDeepAreAnErrorNotAStackOverflow() {
        let deep = String(repeating: "method x y {", count: 3_000) + String(repeating: "}", count: 3_000)
        let run = ScriptRun.of("object x\n" + deep)
        #expect(run.errors.first?.message == "blocks are nested more than \(Parser.maxBlockDepth) deep", "\(run.errors.map(\.message))")
    }

    @Test func anIncludeCycleIsFoundWhateverThePathLooksLike() {
        #expect(Session.lexicallyNormalized("dir/./a/../b.sim") == "dir/b.sim")
        #expect(Session.lexicallyNormalized("../x/./y.sim") == "../x/y.sim")
        #expect(Session.lexicallyNormalized("/a/../b.sim") == "/b.sim")
        let files = ["dir/main.sim": "include \"./sub/../main.sim\"\n"]
        let run = ScriptRun()
        run.interpreter.loadFile = { path in
            guard let text = files[Session.lexicallyNormalized(path)] else { throw TestSetupError(description: "no file \(path)") }
            return text
        }
        run.interpreter.run(file: "dir/main.sim")
        #expect(run.errors.first?.message == "'./sub/../main.sim' includes itself", "\(run.errors.map(\.message))")
    }

    @Test func aHugeTableFrameOrATinyRowHeightLaysOutWithoutATrap() {
        for frame in ["0 0 390 1e300", "0 0 390 800 rowHeight 0.0000000000000000000001"] {
            let run = ScriptRun.of("""
                window main
                controller vc in main
                tableview list in vc.view frame \(frame)
                celltype C {
                    label t frame 0 0 1 1
                }
                register C for list id c
                handler list numberOfRowsHandler { return 5 }
                reloadData list
                scroll list by 100
                """)
            #expect(run.errors.isEmpty, "\(run.errors)")
            #expect((run.world.object(named: "list") as? TableView)?.visibleCells.count == 5)
        }
    }

    @Test func formatNumberSpellsIntegersFractionsAndSigns() {
        #expect(formatNumber(0) == "0")
        #expect(formatNumber(42) == "42")
        #expect(formatNumber(-4) == "-4")
        #expect(formatNumber(0.5) == "0.5")
        #expect(formatNumber(0.005) == "0.005")
        #expect(formatNumber(-1.25) == "-1.25")
        #expect(formatNumber(2.0004) == "2")
        #expect(formatNumber(0.9999) == "1")
        #expect(formatNumber(.nan) == "nan")
        #expect(formatNumber(-.infinity) == "-inf")
    }

    @Test func formatNumberOfALargeIntegerHasNoTrailingDot() {
        // `tap at 1000000000000000 0` renders its point with this; "1000000000000000." is not a
        // JSON number, so the JSON Lines trace would not parse.
        #expect(formatNumber(1e15) == "1000000000000000")
        #expect(formatNumber(-2e15) == "-2000000000000000")
    }

    @Test func formatNumberOfAHugeNumberDoesNotTrap() async {
        await #expect(processExitsWith: .success) {
            _ = formatNumber(1e16)
            _ = formatNumber(-1e300)
        }
    }

    @Test func tappingAtAHugeCoordinateDoesNotTrap() async {
        await #expect(processExitsWith: .success) {
            let interpreter = Interpreter(write: { _ in }, report: { _ in })
            _ = interpreter.run(source: "window main\ntap at 10000000000000000 5", file: "t.sim")
        }
    }

    @Test func aHugeWaitIsADiagnosticNotATrap() async {
        // 1e13 s is 1e19 µs, more than Int64 holds.
        await #expect(processExitsWith: .success) {
            var reported = 0
            let interpreter = Interpreter(write: { _ in }, report: { _ in reported += 1 })
            _ = interpreter.run(source: "wait 10000000000000s", file: "t.sim")
            if reported != 1 { fatalError("expected one diagnostic, got \(reported)") }
        }
    }

    @Test func theVirtualClockDoesNotOverflowIntoATrap() async {
        // Each wait is in range (at most 1e12 s); their sum does not fit Int64 microseconds.
        await #expect(processExitsWith: .success) {
            var messages: [String] = []
            let interpreter = Interpreter(write: { _ in }, report: { messages.append($0.message) })
            _ = interpreter.run(source: String(repeating: "wait 1000000000000s\n", count: 10), file: "t.sim")
            if messages != [SimulationError.clockOverflow.description] { fatalError("\(messages)") }
        }
    }

    @Test func aHandlerThatTriggersItselfIsADiagnosticNotACrash() async {
        await #expect(processExitsWith: .success) {
            var messages: [String] = []
            let interpreter = Interpreter(write: { _ in }, report: { messages.append($0.message) })
            let outcome = interpreter.run(source: """
                window main
                controller home in main
                method home loop: { sendAction loop: to home }
                sendAction loop: to home
                """, file: "t.sim")
            guard case .failed = outcome, messages.count == 1, messages[0].hasPrefix("handlers nested 64 deep") else {
                fatalError("expected one recursion diagnostic, got \(messages)")
            }
        }
    }

    @Test func durationsParse() {
        #expect(parseDuration("0.5s") == 500_000)
        #expect(parseDuration("200ms") == 200_000)
        #expect(parseDuration("2") == 2_000_000)
        #expect(parseDuration("fast") == nil)
    }
}
