// Helpers for the language's tests: a session whose trace bytes and diagnostics are kept, the
// login scene as `.sim` source, and the shape of every "this input is an error" test.
import Testing
@testable import SimCore
@testable import SimScript
import SimTestSupport

/// An interpreter whose trace output and diagnostics are kept for the test to read.
final class ScriptRun {
    private final class Captured {
        var bytes: [UInt8] = []
        var diagnostics: [Diagnostic] = []
    }

    private let captured: Captured
    let interpreter: Interpreter
    /// Sees every record the interpreter's simulator emits (added after the interpreter's own sinks).
    let sink = RecordingSink()

    init(format: Interpreter.TraceFormat = .text, echoCommands: Bool = true) {
        let captured = Captured()
        self.captured = captured
        interpreter = Interpreter(traceFormat: format, echoCommands: echoCommands,
                                  write: { captured.bytes += $0 },
                                  report: { captured.diagnostics.append($0) })
        interpreter.simulator.tracer.add(sink)
    }

    /// A fresh session that has run `source`.
    static func of(_ source: String, format: Interpreter.TraceFormat = .text) -> ScriptRun {
        let run = ScriptRun(format: format)
        run.run(source)
        return run
    }

    @discardableResult
    func run(_ source: String, file: String = "test.sim", firstLine: Int = 1) -> Interpreter.Outcome {
        interpreter.run(source: source, file: file, firstLine: firstLine)
    }

    var simulator: Simulator { interpreter.simulator }
    var world: World { interpreter.world }
    var bytes: [UInt8] { captured.bytes }
    var output: String { String(decoding: captured.bytes, as: UTF8.self) }
    var diagnostics: [Diagnostic] { captured.diagnostics }
    var errors: [Diagnostic] { captured.diagnostics.filter { $0.severity == .error } }
    var warnings: [Diagnostic] { captured.diagnostics.filter { $0.severity == .warning } }
    var failedExpectations: [Diagnostic] { captured.diagnostics.filter { $0.severity == .expectationFailed } }
    /// Every line logged, in order (repeats included), as the trace shows them.
    var loggedLines: [String] {
        sink.events.compactMap { e in
            guard case .log(let line) = e.payload else { return nil }
            return interpreter.names.logText(EventIndex.LoggedLine(receiver: e.object, line: line))
        }
    }

    func object<T: SimObject>(_ name: String, _ type: T.Type = T.self) throws -> T {
        guard let object = world.object(named: name) as? T else {
            throw TestSetupError(description: "no \(T.self) named '\(name)'")
        }
        return object
    }

    /// The single diagnostic a failed run reported (or a setup error when there is not exactly one).
    func onlyDiagnostic() throws -> Diagnostic {
        guard diagnostics.count == 1 else {
            throw TestSetupError(description: "expected one diagnostic, got \(diagnostics.count): \(diagnostics)")
        }
        return diagnostics[0]
    }
}

/// A login-screen scene used by several test files:
///
/// ```
/// window main (390x844)
/// └─ home.view (root view of home, fills the window)
///    └─ card    frame 20 100 350 300
///       └─ login (UIButton) frame 20 20 120 44   → window rect (40, 120, 120, 44), centre (100, 142)
/// ```
///
/// `home` implements `didTapButton:`; nothing is wired.
/// A two-row-high table over twenty rows, configured by blocks: scroll it and cells are reused.
let twentyRowTableSource = """
    window main
    controller listVC in main
    tableview list in listVC.view frame 0 0 390 88 rowHeight 44
    celltype Row {
        label titleLabel frame 15 0 300 44
    }
    register Row for list id row
    handler list numberOfRowsHandler { return 20 }
    handler list cellForRowHandler { set cell.titleLabel.text = "Row " + row }
    reloadData list
    """

let loginSceneSource = """
window main
controller home in main
view card in home.view frame 20 100 350 300
button login in card frame 20 20 120 44 title "Log in"
method home didTapButton: {
    log "didTapButton from {sender}"
}
"""

/// Runs `scene + source` for each case and checks that it stops with exactly `message`, at a
/// location: the shape of every "bad input gives a clear diagnostic" test.
func expectScriptErrors(_ cases: [(source: String, message: String)], after scene: String = "",
                        sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    for (source, message) in cases {
        let run = ScriptRun()
        guard case .failed(let d) = run.run(scene + source) else {
            Issue.record("no error for: \(source)", sourceLocation: sourceLocation)
            continue
        }
        #expect(d.message == message, "for: \(source)", sourceLocation: sourceLocation)
        #expect(d.location != nil, "for: \(source)", sourceLocation: sourceLocation)
    }
}
