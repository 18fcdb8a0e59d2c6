import Foundation
import Testing
import XCTest
@testable import SimCore
@testable import SimScript
@testable import SimRendering

/// A scenario that reaches every record kind: hit-test skips, forwarding, target-action, a nil
/// target walk, a closure with captures, drags, first responder, output, text editing through
/// blocks, delegation and release, timers, value controls, a closure property and alerts.
let richScenario = loginSceneSource + """

appdelegate delegate
label caption in card frame 20 20 120 44 text "Tab\\there, \\"quoted\\", é 👋"
view overlay in home.view frame 0 0 390 90 alpha 0.005
object analytics
method analytics track:forEvent: { log "tracked {sender} {event}" }
method delegate copy: { log "delegate copies" }
var item = "Three"
addAction login for touchUpInside id greet capture item { log "tapped {item}" }
addTarget login home didTapButton: for touchUpInside
addTarget login analytics track:forEvent: for touchDown
addTarget login nil copy: for touchUpInside
set item = "Four"
tap login
tap at 10 10
tap at 300 350
touch down login
touch move at 300 142
touch move at 100 142
touch up at 500 500
view field in card frame 20 100 200 44 canBecomeFirstResponder true
becomeFirstResponder field
sendAction paste: from login
note "a note with \\"quotes\\" and a backslash \\\\"
wait 250ms
textfield code in card frame 20 200 200 30
handler code shouldChangeCharactersHandler { return newText.count <= 2 }
tap code
type "abc"
type backspace
protocol Saver save:
weak home.delegate Saver
object saver
method saver save: { return true }
set home.delegate = saver
call home.delegate save:
release saver
call home.delegate save:
object poller
method poller poll: { log "poll" }
timer tick every 100ms target poller poll:
release poller
wait 250ms
invalidate tick
view banner in home.view frame 0 0 10 10
remove banner
switch wifi in home.view frame 300 600 51 31
tap wifi
slider volume in home.view frame 20 650 300 31
slide volume to 0.5 steps 2
stepper guests in home.view frame 20 700 94 32
press guests plus for 600ms
segmented range in home.view frame 20 750 300 32 segments "A" "B"
tap range segment 1
set login.didTouchUpInside { log "property" }
alertView ask title "Sure?" cancel "No"
showAlert ask
choose ask "No"
alertController sheet title "Sure?"
alertAction sheet "Yes" { log "yes" }
present sheet from home
choose sheet "Yes"
tap at 500 500
gesture swipeAway swipe on home.view direction left
swipe card left
tableview list in home.view frame 0 500 390 88
celltype Row {
    button go frame 300 0 80 44
}
register Row for list id row
handler list numberOfRowsHandler { return 5 }
handler list cellForRowHandler { addAction cell.go for touchUpInside { log "go" } }
reloadData list
scroll list to row 3
tap list.cell#1.go
button off in card frame 250 20 80 44 enabled false
tap off
menuItem login "Share" { log "shared" }
set login.showsMenuAsPrimaryAction = true
tap login
choose login "Share"
set login.showsMenuAsPrimaryAction = false
method home canPerformAction:withSender: { return false }
sendAction copy: from login
touch down card
touch down card finger 2
touch up
touch up finger 2
method card pointInside:withEvent: { return super }
tap at 60 300
animate card duration 100ms { set card.alpha = 1 }
wait 100ms
label status in home.view frame 20 800 200 21
addAction range for valueChanged id relabel { set status.text = "picked" }
tap range segment 0
window navWindow
controller navRoot
navigationcontroller nav in navWindow root navRoot
controller navDetail
push nav navDetail
pop nav
tree
chain login
targets login
show greet
expect ran home didTapButton: once
expect ran home didTapButton: 5 times
"""

/// Determinism: the same script gives byte-identical output in fresh interpreters.
final class DeterminismTests: XCTestCase {
    private func output(_ format: Interpreter.TraceFormat) -> ([UInt8], [String]) {
        let run = ScriptRun(format: format)
        XCTAssertEqual(run.run(richScenario, file: "rich.sim"), .completed, "\(run.diagnostics.map(\.description))")
        XCTAssertEqual(run.errors, [])
        return (run.bytes, run.diagnostics.map(\.description))
    }

    func testTextTraceIsByteIdenticalAcrossRuns() {
        let (first, firstDiagnostics) = output(.text)
        let (second, secondDiagnostics) = output(.text)
        XCTAssertGreaterThan(first.count, 1000)
        XCTAssertEqual(first, second)
        XCTAssertEqual(firstDiagnostics, secondDiagnostics)
        XCTAssertEqual(firstDiagnostics.filter { $0.contains("expectation failed") }.count, 1,
                       "the scenario has exactly one failing expectation: \(firstDiagnostics)")
    }

    func testJSONTraceIsByteIdenticalAcrossRuns() {
        let (first, _) = output(.json)
        let (second, _) = output(.json)
        XCTAssertGreaterThan(first.count, 1000)
        XCTAssertEqual(first, second)
    }

    func testVirtualTimeComesOnlyFromTheScript() {
        let run = ScriptRun()
        run.run(loginSceneSource + "\ntap login\nwait 0.5s\ntap login\nconfig tapDuration 100ms\ntap login")
        // Three taps (50 + 50 + 100 ms) and a 500 ms wait.
        XCTAssertEqual(run.simulator.clock.now, 700_000)
        XCTAssertTrue(run.output.contains("[0.050]"), run.output)
        XCTAssertTrue(run.output.contains("[0.550]"), run.output)
    }
}

/// JSON Lines (Rendering/JSONLinesTraceRenderer.swift): one valid JSON object per line.
@Suite("JSON Lines trace")
struct JSONLinesTests {
    private func lines(_ scenario: String = richScenario) throws -> [[String: Any]] {
        let run = ScriptRun(format: .json)
        #expect(run.run(scenario, file: "rich.sim") == .completed)
        #expect(run.errors.isEmpty, "\(run.errors)")
        let text = run.output
        #expect(text.hasSuffix("\n"))
        var objects: [[String: Any]] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            let parsed = try JSONSerialization.jsonObject(with: Data(line.utf8))
            let object = try #require(parsed as? [String: Any], "not a JSON object: \(line)")
            objects.append(object)
        }
        return objects
    }

    @Test func theHeaderNamesTheFileAndTheSchemaVersion() throws {
        let header = try #require(try lines().first)
        #expect(header["kind"] as? String == "header")
        #expect(header["seq"] as? Int == 0)
        #expect(header["file"] as? String == "rich.sim")
        #expect(header["simrepl"] as? String == SimreplVersion.current)
        // The version the renderer writes is the one docs/trace.schema.json documents.
        let schemaURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../docs/trace.schema.json").standardized
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: schemaURL)) as? [String: Any])
        #expect(header["schemaVersion"] as? Int == JSONLinesTraceRenderer.schemaVersion)
        #expect(schema["schemaVersion"] as? Int == JSONLinesTraceRenderer.schemaVersion)
    }

    @Test func everyLineParsesAndHasSeqFileTimeAndKind() throws {
        let objects = try lines().dropFirst()
        #expect(objects.count > 50)
        var previous = 0
        for object in objects {
            #expect(object["file"] as? String == "rich.sim", "\(object)")
            let seq = try #require(object["seq"] as? Int, "\(object)")
            #expect(seq > previous, "seq increases: \(object)")
            previous = seq
            #expect(object["time"] is NSNumber, "\(object)")
            let kind = try #require(object["kind"] as? String, "\(object)")
            #expect(Event.Kind.allCases.map { String(describing: $0) }.contains(kind))
        }
    }

    @Test func theRichScenariosReachEveryRecordKind() throws {
        // The mouse, window status and search stages exist only in an AppKit world.
        let appKit = AppKitTests.documentAndInspector + "makeKey document\nclick body\nmakeKey inspector\nclick boldButton"
        let kinds = Set(try (lines() + lines(appKit)).compactMap { $0["kind"] as? String })
        // A trap comes from Swift code only: SimSwiftBridgeTests renders one.
        let missing = Event.Kind.allCases.filter { $0 != .trapped }.map { String(describing: $0) }.filter { !kinds.contains($0) }
        #expect(missing.isEmpty, "kinds never rendered: \(missing)")
    }

    @Test func textWithQuotesTabsAndNonASCIISurvivesTheRoundTrip() throws {
        let objects = try lines()
        let notes = objects.filter { $0["kind"] as? String == "note" }.compactMap { $0["text"] as? String }
        #expect(notes == ["a note with \"quotes\" and a backslash \\"])
        let outputs = objects.filter { $0["kind"] as? String == "output" }.compactMap { $0["text"] as? String }
        #expect(outputs.contains { $0.contains("\"Tab\\there, \\\"quoted\\\", é 👋\"") })
    }

    @Test func closureRecordsCarryTheirCaptures() throws {
        let objects = try lines()
        let run = try #require(objects.first { $0["kind"] as? String == "closureRun" })
        #expect(run["closure"] as? String == "greet")
        #expect((run["captures"] as? [String: Any])?["item"] as? String == "Three")
        #expect(run["definedAt"] as? String == "rich.sim:15")
    }

    @Test func timeIsInSeconds() throws {
        let objects = try lines()
        let times = objects.compactMap { ($0["time"] as? NSNumber)?.doubleValue }
        #expect(times.first == 0)
        #expect(times.contains(0.05))
        #expect(times == times.sorted(), "virtual time never goes back")
    }

    @Test func switchingFormatMidRunWritesJSONFromThen() throws {
        let run = ScriptRun()
        #expect(run.run(loginSceneSource + "\nnote \"text first\"\ntrace json\nnote \"then json\"") == .completed)
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.contains("* text first") || lines.contains { $0.hasSuffix("* text first") })
        let last = try #require(lines.last)
        let object = try JSONSerialization.jsonObject(with: Data(last.utf8)) as? [String: Any]
        #expect(object?["text"] as? String == "then json")
    }

    /// `run --quiet`: no event is rendered, yet expectations, `why`'s log and a later switch back
    /// (and a format change while off) behave as before.
    @Test func aSessionThatRendersNoTraceStillChecksExpectations() throws {
        let run = ScriptRun()
        run.interpreter.rendersTrace = false
        #expect(run.run(loginSceneSource + "\ntrace json\ntap login\nexpect log \"nobody logged this\"") == .completed)
        #expect(run.output.isEmpty)
        #expect(run.interpreter.expectationsFailed == 1)
        #expect(run.failedExpectations.count == 1)
        #expect(run.simulator.log.events.contains { $0.kind == .hitTest }, "the log keeps every event")
        run.interpreter.rendersTrace = true
        run.run("note \"now printed\"")
        #expect(run.output.contains("\"text\":\"now printed\""), "rendered from then on, as JSON: \(run.output)")
    }
}
