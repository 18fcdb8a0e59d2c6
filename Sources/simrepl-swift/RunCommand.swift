import Glibc
import SimCore
import SimScript
import SimSwiftHelper
import SwiftInterpreter

/// `simrepl-swift run FILE.swift` (what `simrepl run program.swift` starts): interprets a
/// top-level Swift program. Its standard output goes to stdout; a trap writes
/// `FILE:LINE:COL: Fatal error: …` to stderr (exit 4); a load error writes
/// `FILE:LINE:COL: error: …` and a `  hint:` line (exit 2); a run past the work budget exits 3;
/// a file for a `.sim` driver (UIKit, or no top-level code), or one it cannot read, exits 100
/// without a word (SwiftProgramRun).
enum RunCommand {
    static let usage = "usage: simrepl-swift --run-program [--work-budget STEPS] [--summary] [--] FILE.swift\n"

    static func main(_ args: [String]) -> Int32 {
        var budget: Int? = Program.defaultWorkBudget
        var summary = false
        var rest = args[...]
        while let first = rest.first, first.hasPrefix("--") {
            rest.removeFirst()
            if first == "--" { break }
            if first == "--summary" { summary = true; continue }
            guard first == "--work-budget", let text = rest.popFirst(), let steps = Int(text), steps >= 0 else {
                writeError(usage)
                return SwiftProgramRun.loadError
            }
            budget = steps == 0 ? nil : steps
        }
        guard rest.count == 1, let path = rest.first else {
            writeError(usage)
            return SwiftProgramRun.loadError
        }
        // A file that cannot be read is simrepl's to report, as it reports any file it cannot read.
        guard let source = readFile(path) else { return SwiftProgramRun.notAProgram }
        let parsed = ParsedSource(source)
        guard parsed.isStandaloneProgram else { return SwiftProgramRun.notAProgram }
        return run(parsed, path: path, workBudget: budget, summary: summary)
    }

    /// `summary`: once the program has run to its end, list what the file declares.
    static func run(_ parsed: ParsedSource, path: String, workBudget: Int?, summary: Bool) -> Int32 {
        let source = parsed.source
        let host = StandardOutputHost()
        var program: Program
        do {
            program = try Interpreter.load(parsed: parsed, fileName: path, host: host)
        } catch {
            for d in error.diagnostics { report(d, path: path, source: source) }
            return SwiftProgramRun.loadError
        }
        // Warnings first, as the compiler prints them before the program runs.
        for w in program.warnings { report(w, path: path, source: source) }
        program.workBudget = workBudget ?? Int.max
        do {
            try program.run()
            if summary, !program.declarations.isEmpty {
                if !host.atLineStart { host.write("\n") }
                let name = path.split(separator: "/").last.map(String.init) ?? path
                host.write("\(name) declares:\n" + program.declarations.map { "  \($0)\n" }.joined())
            }
            host.flush()
            return SwiftProgramRun.completed
        } catch {
            host.flush()
            switch error {
            case .trap(let trap):
                writeError(trap.rendered(file: path) + "\n")
                return SwiftProgramRun.trapped
            case .unsupported(let d):
                report(d, path: path, source: source)
                return SwiftProgramRun.loadError
            case .overBudget(let loc):
                report(SwiftInterpreter.Diagnostic(
                    "the program ran past its work budget of \(workBudget ?? 0) steps here, and was stopped", at: loc,
                    hint: "a loop or a recursion that does not end? A call, a loop iteration and 64 bytes printed are a step each; `simrepl run --max-events N` allows N × 10 steps (0: no limit)"),
                       path: path, source: source)
                return SwiftProgramRun.overBudget
            }
        }
    }

    /// An error as simrepl words every error: `file:line:col: error: …`, the line quoted with a
    /// caret under the column, then the hint.
    static func report(_ d: SwiftInterpreter.Diagnostic, path: String, source: String) {
        var shown = SimScript.Diagnostic(d.isWarning ? .warning : .error, SourceLocation(file: path, line: d.loc.line, column: d.loc.column), d.message, hint: d.hint)
        if d.loc.line >= 1 {
            shown.sourceLine = source.split(separator: "\n", maxSplits: d.loc.line, omittingEmptySubsequences: false)
                .dropFirst(d.loc.line - 1).first.map { String($0.hasSuffix("\r") ? $0.dropLast() : $0) }
        }
        writeError(shown.description + "\n")
    }

    static func readFile(_ path: String) -> String? {
        guard let f = fopen(path, "rb") else { return nil }
        defer { fclose(f) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = fread(&buffer, 1, buffer.count, f)
            if n <= 0 { break }
            bytes += buffer[0..<n]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func writeError(_ text: String) {
        writeAll(2, Array(text.utf8))
    }

    /// Writes every byte to a file descriptor (1: stdout, 2: stderr).
    static func writeAll(_ fd: Int32, _ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBufferPointer { p in Glibc.write(fd, p.baseAddress! + offset, p.count - offset) }
            if n <= 0 { return }
            offset += n
        }
    }
}

/// Writes the program's output to stdout, buffered (flushed before a trap's message, so the
/// two keep their order).
final class StandardOutputHost: InterpreterHost {
    private var buffer: [UInt8] = []
    /// Whether what was written so far ends a line (or nothing was written).
    private(set) var atLineStart = true

    func write(_ text: String) {
        guard let last = text.utf8.last else { return }
        atLineStart = last == UInt8(ascii: "\n")
        buffer.append(contentsOf: text.utf8)
        if buffer.count > 1 << 16 { flush() }
    }

    func flush() {
        RunCommand.writeAll(1, buffer)
        buffer.removeAll(keepingCapacity: true)
    }
}
