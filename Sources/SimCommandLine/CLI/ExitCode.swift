/// The exit codes every simrepl command uses (documented in README and docs/ci.md).
enum ExitStatus: Int32 {
    /// Every command ran and every expectation held.
    case success = 0
    /// At least one `expect` failed.
    case expectationFailed = 1
    /// A script error: bad syntax, an unknown name, a file that cannot be read.
    case scriptError = 2
    /// A script ran past its work budget (`--max-events`, `config maxEvents`) and was stopped:
    /// a timer firing through a long `wait`, handlers that trigger each other.
    case workBudgetExceeded = 3
    /// A Swift program (`simrepl run program.swift`) stopped at a Swift runtime error — a trap:
    /// force-unwrapping nil, an index out of range, `fatalError` — as its compiled binary would.
    case swiftTrapped = 4
    // Usage errors (unknown flag, missing argument) exit 64 (EX_USAGE), from swift-argument-parser.
    /// Output was lost (sysexits' EX_IOERR): standard output, a golden, a report or a file a
    /// script saves could not be written because the disk failed it (full, over quota, an I/O
    /// error). It outranks every other status: the run's verdict cannot be trusted whole.
    case outputFailed = 74

    /// `status`, or `outputFailed` when some write lost output during the run.
    static func final(_ status: ExitStatus) -> ExitStatus {
        Output.outputWasLost ? .outputFailed : status
    }
}
