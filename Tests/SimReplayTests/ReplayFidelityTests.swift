import Foundation
import Testing
@testable import SimCore
@testable import SimScript
@testable import SimReplay
import SimTestSupport
@testable import SimRendering
import SimSwiftBridge

/// `trace` re-renders kept records after the world has moved on, so a renderer that reads live
/// state (a timer's fire date, a cell's generation) prints the present instead of what happened.
/// These tests hold the renderers to "a pure function of the record and the name table".
@Suite("Replaying the trace")
struct ReplayFidelityTests {
    /// Every replayable scenario under scripts/ (fragments excluded), as paths relative to the root.
    static func scenarios() throws -> [String] {
        let scripts = packageRoot.appendingPathComponent("scripts")
        let walker = FileManager.default.enumerator(atPath: scripts.path)
        var found: [String] = []
        while let path = walker?.nextObject() as? String {
            let relative = "scripts/" + path
            if ScenarioSelection.isScenario(relative) { found.append(relative) }
        }
        return found.sorted()
    }

    /// Runs `path` with a text trace and returns (live bytes, every record re-rendered at the end).
    /// The records come from a sink of the test's own, so `trace clear` in a scenario (which
    /// empties the simulator's event log) does not shorten the replay.
    static func liveAndReplayed(_ path: String) -> (live: String, replayed: String, outcome: Interpreter.Outcome) {
        var live: [UInt8] = []
        let cwd = packageRoot.path
        let interpreter = Interpreter(write: { live += $0 },
                                      loadFile: { try String(contentsOfFile: $0.hasPrefix("/") ? $0 : cwd + "/" + $0, encoding: .utf8) },
                                      report: { _ in })
        interpreter.swiftFrontEnd = SwiftBridgeFrontEnd()  // the Swift scenarios import their Swift
        let kept = RecordingSink()
        interpreter.simulator.tracer.add(kept)
        let outcome = interpreter.run(file: path)
        var replayed: [UInt8] = []
        let renderer = TextTraceRenderer(world: interpreter.world, echoCommands: true) { replayed += $0 }
        for event in kept.events { renderer.receive(event) }
        renderer.flush()
        return (String(decoding: live, as: UTF8.self), String(decoding: replayed, as: UTF8.self), outcome)
    }

    @Test func everyScenarioReplaysByteIdentically() throws {
        let paths = try Self.scenarios()
        #expect(paths.count >= 29, "the scenario library was not found under \(packageRoot.path)/scripts")
        for path in paths {
            let (live, replayed, outcome) = Self.liveAndReplayed(path)
            #expect(outcome != .cancelled, "\(path) did not run")
            #expect(live.count > 200, "\(path) printed almost nothing: \(live)")
            if replayed != live {
                // The first differing line, not two whole traces.
                let a = live.split(separator: "\n", omittingEmptySubsequences: false)
                let b = replayed.split(separator: "\n", omittingEmptySubsequences: false)
                let i = (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? min(a.count, b.count)
                Issue.record("\(path):\(i + 1): live \"\(i < a.count ? a[i] : "<end>")\" but replayed \"\(i < b.count ? b[i] : "<end>")\"")
            }
        }
    }
}
