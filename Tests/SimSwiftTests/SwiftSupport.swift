// Helpers for the Swift front end's tests: a session with SimSwift installed whose files are
// read from the repository (or given in the test), and its trace, diagnostics and event log.
import Foundation
import Testing
@testable import SimCore
@testable import SimScript
import SimSwift

/// The repository's root, found from this file's path.
let repositoryRoot: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.path
}()

/// A session that reads files from `files` first, then from disk.
final class SwiftRun {
    private final class Captured {
        var bytes: [UInt8] = []
        var diagnostics: [Diagnostic] = []
    }

    private let captured = Captured()
    let interpreter: Interpreter

    init(files: [String: String] = [:], frontEnd: Bool = true) {
        let captured = self.captured
        interpreter = Interpreter(write: { captured.bytes += $0 },
                                  loadFile: { path in
                                      if let text = files[path] { return text }
                                      return try String(contentsOfFile: path, encoding: .utf8)
                                  },
                                  report: { captured.diagnostics.append($0) })
        if frontEnd { interpreter.swiftFrontEnd = SimSwiftFrontEnd() }
    }

    /// A fresh session that ran `source` as `test.sim`, with `files` to import.
    static func of(_ source: String, files: [String: String] = [:]) -> SwiftRun {
        let run = SwiftRun(files: files)
        _ = run.interpreter.run(source: source, file: "test.sim")
        return run
    }

    /// A fresh session that ran the scenario at `path` (relative to the repository).
    static func scenario(_ path: String) throws -> SwiftRun {
        let run = SwiftRun()
        let full = repositoryRoot + "/" + path
        _ = run.interpreter.run(source: try String(contentsOfFile: full, encoding: .utf8), file: full)
        return run
    }

    var output: String { String(decoding: captured.bytes, as: UTF8.self) }
    var errors: [Diagnostic] { captured.diagnostics.filter { $0.severity == .error } }
    var warnings: [Diagnostic] { captured.diagnostics.filter { $0.severity == .warning } }
    var failedExpectations: [Diagnostic] { captured.diagnostics.filter { $0.severity == .expectationFailed } }

    /// Every line the handlers logged, in order.
    var logged: [String] {
        interpreter.simulator.log.events.compactMap { e in
            guard case .log(let line) = e.payload else { return nil }
            return interpreter.names.logText(EventIndex.LoggedLine(receiver: e.object, line: line))
        }
    }

    /// The handlers that ran, in order, in words that do not depend on how the scene was
    /// written: `target-action TARGET.SELECTOR from SENDER`, `closure CAPTURES`, `delegate call`.
    var handlersRun: [String] {
        let world = interpreter.world
        func name(_ id: SimObject.ID) -> String { id < 0 ? "nil" : world.object(id).name }
        return interpreter.simulator.log.events.compactMap { event in
            switch event.payload {
            case .targetAction(let target, let selector, _):
                return "target-action \(name(target)).\(world.name(of: selector)) from \(name(event.object))"
            case .chainAsk(let selector, true):
                return "chain: \(name(event.object)) performs \(world.name(of: selector))"
            case .delegateCall: return "delegate call on \(name(event.object))"
            case .closureRun: return "closure from \(name(event.object))"
            case .actionUnhandled(let selector): return "unhandled \(world.name(of: selector)) from \(name(event.object))"
            default: return nil
            }
        }
    }
}
