import SimCore
import SimRendering
import SimScript

/// The one interface an editor's language server drives: each analysis runs the document from
/// its first line in a fresh world (sandboxed as a served page is: files from the caller,
/// nothing written, the work budget and a deadline) and keeps what an editor asks about —
/// diagnostics, each `expect` with its result, what the script defines, the handlers that
/// never ran — and the finished session, which answers completion and hover.
package struct EditorSession {
    /// Reads a file the script names that is not open in the editor (the server confines it
    /// to the workspace).
    package var readFile: (String) throws -> String
    /// Lists a folder for completing `include "…"` (the server confines it too).
    package var listFolder: (String) -> [String] = { _ in [] }
    /// A Swift front end for a script that imports Swift (a new one per run), or nil.
    package var swiftFrontEnd: () -> (any SwiftFrontEnd)? = { nil }
    /// The work budget of each run…
    package var maxEvents: Int = Interpreter.defaultMaxEvents
    /// …and its deadline: an editor analyses on every change, so a runaway script is cut short.
    package var secondsPerRun: Double = 3

    package init(readFile: @escaping (String) throws -> String) { self.readFile = readFile }

    /// Runs `file` with its text as the editor holds it (`openDocuments` replaces other files
    /// it includes that are open and edited).
    package func analyze(file: String, text: String, openDocuments: [String: String] = [:]) -> DocumentAnalysis {
        var edited = openDocuments
        edited[file] = text
        let run = SandboxedRun(edited: edited, readFile: readFile, maxEvents: maxEvents, seconds: secondsPerRun,
                               swiftFrontEnd: swiftFrontEnd(), refusal: "the language server")
        let interpreter = run.interpreter
        interpreter.listFolder = listFolder
        interpreter.rendersTrace = false  // an editor shows no trace: the events are read as they come
        interpreter.recordDefinitions()
        let expectations = ExpectationRecorder(names: interpreter.names)
        interpreter.simulator.tracer.add(expectations)
        let outcome = interpreter.run(file: file)
        let vacuity = outcome == .completed ? interpreter.vacuityWarnings() : []
        return DocumentAnalysis(file: file, outcome: SandboxedRun.word(outcome), diagnostics: run.diagnostics + vacuity,
                                expectations: expectations.results, definitions: interpreter.definitions,
                                idleHandlers: outcome == .completed ? interpreter.handlersThatNeverRan() : [],
                                milliseconds: run.milliseconds, interpreter: interpreter)
    }
}

/// An `expect` that ran, and whether it held.
package struct ExpectationResult: Sendable, Equatable {
    package let location: SourceLocation
    package let passed: Bool
    /// The command as written (`expect ran home didTapSave: once`).
    package let text: String
}

/// Collects each expectation's result as the engine records it (a `trace clear` later does not
/// lose it).
private final class ExpectationRecorder: EventSink {
    let names: NameTable
    var results: [ExpectationResult] = []
    init(names: NameTable) { self.names = names }

    func receive(_ event: Event) {
        guard case .expectation(let passed, let text, let location) = event.payload,
              let at = SourceLocation(parsing: names.string(location)) else { return }
        results.append(ExpectationResult(location: at, passed: passed, text: names.string(text)))
    }
}

extension SourceLocation {
    /// `file:line:col` back into a location (the file may itself hold colons).
    init?(parsing text: String) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count >= 3, let line = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1]) else { return nil }
        self.init(file: parts.dropLast(2).joined(separator: ":"), line: line, column: column)
    }
}
