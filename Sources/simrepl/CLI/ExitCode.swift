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
    // Usage errors (unknown flag, missing argument) exit 64 (EX_USAGE), from swift-argument-parser.
}
