import Testing
@testable import SimCore
@testable import SimScript
@testable import SimRendering

/// What a handler did shows in the trace: a UIKit property it changes is a line
/// (`propertySet`), with the value before; a top-level `set` is its own command line.
@Suite("Properties a handler sets")
struct HandlerPropertyTraceTests {
    private let counter = loginSceneSource + """

    label countLabel in card frame 20 80 200 21
    var home.count = 0
    method home didTapButton: {
        set home.count = home.count + 1
        set countLabel.text = "Count: " + home.count
        set login.hidden = false
    }
    addTarget login home didTapButton: for touchUpInside
    """

    @Test func aLabelSetInAHandlerIsALineWithItsPreviousValue() {
        let run = ScriptRun.of(counter + "\ntap login\ntap login")
        let lines = run.output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        // UILabel.text is nil until set (UIKit's documented default).
        #expect(lines.contains("countLabel.text = \"Count: 1\" (was nil)"), "\(run.output)")
        #expect(lines.contains("countLabel.text = \"Count: 2\" (was \"Count: 1\")"), "\(run.output)")
        // Setting the value it already has is still a call of the setter: shown, as unchanged.
        #expect(lines.contains("login.hidden = false (unchanged)"), "\(run.output)")
        // A stored property of the script's own object is not a UIKit property.
        #expect(!lines.contains { $0.hasPrefix("home.count =") }, "\(run.output)")
        // Nested under the method that set it, one level deeper than its log would be.
        let method = run.output.split(separator: "\n").first { $0.contains("target-action -> home.didTapButton:") }
        let change = run.output.split(separator: "\n").first { $0.contains("countLabel.text =") }
        #expect((change?.prefix { $0 == " " }.count ?? 0) == (method?.prefix { $0 == " " }.count ?? 0) + 2)
    }

    @Test func aTopLevelSetIsItsCommandLineOnly() {
        let run = ScriptRun.of(counter + "\nset countLabel.text = \"Hi\"")
        #expect(!run.output.contains("countLabel.text = \"Hi\" (was"), "\(run.output)")
        #expect(run.sink.events.allSatisfy { $0.kind != .propertySet })
    }

    @Test func aValueControlKeepsItsOwnLineNotTwo() {
        let run = ScriptRun.of(loginSceneSource + """

        switch toggle in card frame 20 120 51 31
        method home didTapButton: { set toggle.isOn = true }
        addTarget login home didTapButton: for touchUpInside
        tap login
        """)
        #expect(run.output.contains("toggle.isOn = true (was false)"), "\(run.output)")
        #expect(run.sink.events.allSatisfy { $0.kind != .propertySet }, "valueChange says it already")
    }

    @Test func briefLeavesItOutAndJSONCarriesItTyped() throws {
        var out: [UInt8] = []
        let run = ScriptRun()
        let brief = TextTraceRenderer(names: run.interpreter.names, style: TraceStyle(brief: true)) { out += $0 }
        run.simulator.tracer.add(brief)
        run.run(counter + "\ntap login")
        brief.flush()
        #expect(!String(decoding: out, as: UTF8.self).contains("countLabel.text"))

        let json = ScriptRun.of(counter + "\ntap login", format: .json)
        let line = try #require(json.output.split(separator: "\n").first { $0.contains("\"kind\":\"propertySet\"") && $0.contains("countLabel") })
        #expect(line.contains("\"property\":\"text\""), "\(line)")
        #expect(line.contains("\"value\":\"\\\"Count: 1\\\"\""), "\(line)")
        #expect(line.contains("\"previous\":\"nil\""), "\(line)")
    }

    @Test func aCellsLabelIsNamedByItsPathInTheTable() {
        let run = ScriptRun.of(twentyRowTableSource + "\nscroll list to row 12")
        #expect(run.output.contains("list.cell#1.titleLabel.text = \"Row 0\" (was nil)"), "\(run.output)")
        // Reused: the line says what the cell showed before, the reused-cell bug's evidence.
        #expect(run.output.contains("list.cell#1.titleLabel.text = \"Row 12\" (was \"Row 0\")"), "\(run.output)")
    }
}
