/// When `simrepl test` writes golden traces. Each mode records everything the one before it does:
///
/// - `never`: compare against existing goldens, write nothing (the default when `CI` is set, so
///   a CI run can never quietly re-record and pass);
/// - `missing`: also record a golden for a scenario that has none (the default elsewhere);
/// - `failed`: also re-record a golden the trace no longer matches;
/// - `all`: re-record every golden.
///
/// Only a passing run is recorded: a trace that stopped at a script error or broke an
/// expectation is not a behaviour worth freezing.
public enum RecordMode: String, CaseIterable, Sendable {
    case never, missing, failed, all

    /// `never` under CI, else `missing`.
    public static func defaultMode(environment: [String: String]) -> RecordMode {
        isCI(environment: environment) ? .never : .missing
    }

    /// Whether this is a CI run: `CI` set to a non-empty value other than `0` or `false`, as
    /// GitHub Actions, GitLab and most others set it. CI never records, nor reviews, goldens.
    public static func isCI(environment: [String: String]) -> Bool {
        guard let ci = environment["CI"] else { return false }
        return !ci.isEmpty && ci != "0" && ci.lowercased() != "false"
    }

    /// What to do with a scenario's golden.
    public enum Decision: Equatable, Sendable {
        /// No golden, nothing recorded: the scenario is judged by its expectations alone.
        case none
        case compare(GoldenTrace.Comparison)
        /// Write `text` to the golden file.
        case record(text: String)
    }

    /// Decides for one scenario; `existing` is the golden's text when the file exists.
    public func decide(result: ScenarioResult, existing: String?, goldenName: String) -> Decision {
        // A run stopped by a script error has no whole trace to compare: its error is the one
        // thing to show (a golden-against-truncated diff would bury it in a hundred lines).
        if result.status == .error { return .none }
        let passedOtherwise = result.status == .passed
        guard let existing else {
            return self != .never && passedOtherwise ? .record(text: GoldenTrace.recorded(result.trace)) : .none
        }
        let golden = GoldenTrace(text: existing)
        if self == .all && passedOtherwise { return .record(text: golden.rerecorded(actual: result.trace)) }
        let comparison = golden.compare(actual: result.trace, goldenName: goldenName)
        if case .differs = comparison, self == .failed, passedOtherwise {
            return .record(text: golden.rerecorded(actual: result.trace))
        }
        return .compare(comparison)
    }
}
