import Foundation
import Testing
import SimCore
import SimScript
import SimSwiftBridge
import SimTestSupport

/// The Swift scenarios run through the bridge — the file's Swift interpreted inside the session,
/// its methods the engine's handlers — print their golden traces byte for byte: the same trace the
/// lowering to `.sim` printed, so nothing a user relied on changed when the Swift began to run
/// as Swift.
@Suite("Swift screens run as Swift")
struct BridgedScenarioTests {
    /// Runs the scenario `path` (relative to the package root) with the bridge, from its own
    /// folder as `simrepl test` runs it; its text trace.
    static func run(_ path: String) -> (trace: String, outcome: Interpreter.Outcome, reports: [Diagnostic]) {
        var out: [UInt8] = []
        var reports: [Diagnostic] = []
        let folder = URL(fileURLWithPath: packageRoot.path + "/" + path).deletingLastPathComponent().path
        let root = folder
        let interpreter = Interpreter(write: { out += $0 },
                                      loadFile: { try String(contentsOfFile: $0.hasPrefix("/") ? $0 : root + "/" + $0, encoding: .utf8) },
                                      report: { reports.append($0) })
        interpreter.swiftFrontEnd = SwiftBridgeFrontEnd()
        let outcome = interpreter.run(file: URL(fileURLWithPath: path).lastPathComponent)
        return (String(decoding: out, as: UTF8.self), outcome, reports)
    }

    static func golden(_ path: String) throws -> String {
        try String(contentsOfFile: packageRoot.path + "/" + path.replacingOccurrences(of: ".sim", with: ".trace"), encoding: .utf8)
    }

    /// The first line where two traces differ, for a failure message that is not two whole traces.
    static func firstDifference(_ a: String, _ b: String) -> String? {
        let x = a.split(separator: "\n", omittingEmptySubsequences: false), y = b.split(separator: "\n", omittingEmptySubsequences: false)
        guard let i = (0..<max(x.count, y.count)).first(where: { $0 >= x.count || $0 >= y.count || x[$0] != y[$0] }) else { return nil }
        return "line \(i + 1): got \"\(i < x.count ? x[i] : "<end>")\", golden \"\(i < y.count ? y[i] : "<end>")\""
    }

    @Test(arguments: ["scripts/tutorial/swift/01-first-scene.sim", "scripts/tutorial/swift/02-closures.sim", "scripts/tutorial/swift/03-delegation.sim",
                     "scripts/tutorial/swift/04-responder-chain.sim", "scripts/tutorial/swift/05-gestures.sim", "scripts/tutorial/swift/06-cell-reuse.sim",
                     "scripts/tutorial/swift/07-why-nothing-ran.sim", "scripts/swift/target-action-basic.sim", "scripts/swift/login-screen.sim",
                     "scripts/swift/twenty-items.sim", "scripts/swift/product-cell.sim", "scripts/swift/login-lazy-fix.sim",
                     "scripts/swift/handler-trap.sim"])
    func matchesItsGolden(_ path: String) throws {
        let (trace, outcome, reports) = Self.run(path)
        #expect(outcome == .completed, "\(path): \(reports.map(\.description))")
        if let difference = Self.firstDifference(trace, try Self.golden(path)) {
            Issue.record("\(path): \(difference)")
        }
    }
}
