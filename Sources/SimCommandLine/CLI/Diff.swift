import SimSwiftHelper
import ArgumentParser
import SimCore
import SimReplay
import SimScript

/// `simrepl diff A.sim B.sim`: two scenarios' traces side by side — the reused-cell bug next to
/// its fix, target-action next to a UIAction.
struct Diff: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",  // spelled out: deriving it from the type name costs a reflection at every start
        abstract: "Show two scenarios' traces side by side, aligned line by line.",
        discussion: """
        Each file runs in a fresh world. Lines both traces share sit side by side; a line only one \
        has stands on its side, marked < or >; a changed line is marked |. Time stamps are left out \
        (two scenarios rarely run at the same instants). Exit status: 0 when both ran, 2 when one \
        had a script error, 3 when one was stopped by the work budget (see `simrepl run --help`).

        Example:
          simrepl diff scripts/cells/twenty-items-reuse.sim scripts/cells/twenty-items-fix.sim
        """
    )

    @Argument(help: ArgumentHelp("The left-hand scenario.", valueName: "left"), completion: .file(extensions: ["sim"]))
    var left: String

    @Argument(help: ArgumentHelp("The right-hand scenario.", valueName: "right"), completion: .file(extensions: ["sim"]))
    var right: String

    @Option(name: .long, help: ArgumentHelp("The width of the two columns together, in characters.", valueName: "columns"))
    var width = 160

    func validate() throws {
        if width < 40 { throw ValidationError("--width must be at least 40") }
    }

    func run() throws {
        let (a, statusA) = trace(of: left)
        let (b, statusB) = trace(of: right)
        Output.out(SideBySide.render(left: a, right: b, leftName: left, rightName: right, width: width), terminator: "")
        let status = max(statusA, statusB)
        if status != .success { throw ExitCode(status.rawValue) }
    }

    /// The text trace of `file`, run in a fresh world (its diagnostics go to standard error).
    private func trace(of file: String) -> ([String], ExitStatus) {
        var bytes: [UInt8] = []
        let interpreter = Interpreter(write: { bytes += $0 }, loadFile: Output.readFile, report: { Output.err($0.description) })
        interpreter.swiftFrontEnd = SwiftScreens.frontEnd()
        interpreter.flushesEveryCommand = false
        let outcome = interpreter.run(file: file)
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let status: ExitStatus
        switch outcome {
        case .completed: status = .success
        case .overBudget: status = .workBudgetExceeded
        case .failed, .cancelled: status = .scriptError
        }
        return (lines.last == "" ? Array(lines.dropLast()) : lines, status)
    }
}
