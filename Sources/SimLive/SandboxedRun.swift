import SimCore
import SimScript

/// An interpreter set up the way a served page and an editor run a script: files come from
/// the caller (the text being edited first, by its plain path), nothing is ever written, and
/// every run has the work budget and a deadline, so no script can hold the server.
final class SandboxedRun {
    let interpreter: Interpreter
    /// The trace's bytes, as the interpreter wrote them.
    private(set) var output: [UInt8] = []
    /// Every diagnostic the run reported, in order.
    var diagnostics: [Diagnostic] = []
    let started = ContinuousClock.now

    /// `edited`: texts by path that replace the files' own (a page's editor, an editor's open
    /// buffers); `readFile` reads any other file the script names.
    init(edited: [String: String], readFile: @escaping (String) throws -> String, maxEvents: Int, seconds: Double,
         swiftFrontEnd: (any SwiftFrontEnd)?, refusal: String) {
        // Edited files by their plain path: a script includes `../scene/x.sim`, the page edits
        // `scene/x.sim`.
        let sources = Dictionary(edited.map { (Session.lexicallyNormalized($0.key), $0.value) }, uniquingKeysWith: { a, _ in a })
        weak var run: SandboxedRun?
        interpreter = Interpreter(
            traceFormat: .text, echoCommands: true,
            writeBytes: { bytes in run?.output.append(contentsOf: bytes) },
            loadFile: { path in try sources[Session.lexicallyNormalized(path)] ?? readFile(path) },
            report: { run?.diagnostics.append($0) })
        run = self
        interpreter.maxEvents = maxEvents
        interpreter.maxEventsCeiling = maxEvents
        let deadline = started.advanced(by: .milliseconds(Int64((seconds * 1000).rounded())))
        interpreter.shouldCancel = { ContinuousClock.now > deadline }
        // `save`, `export … to FILE` are for the command line.
        interpreter.writeFile = { path, _ in throw PageSessionError(message: "\(refusal) does not write files ('\(path)'): run the script with `simrepl run` to write it") }
        interpreter.swiftFrontEnd = swiftFrontEnd
    }

    /// Milliseconds since the run was set up.
    var milliseconds: Int {
        let took = started.duration(to: .now).components
        return Int(took.seconds * 1000) + Int((Double(took.attoseconds) / 1e15).rounded())
    }

    /// The outcome in a few words, as a page or an editor shows it.
    static func word(_ outcome: Interpreter.Outcome) -> String {
        switch outcome {
        case .completed: return "completed"
        case .failed: return "failed"
        case .overBudget: return "over budget"
        case .cancelled: return "stopped (over its time)"
        }
    }
}
