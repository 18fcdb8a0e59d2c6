import ArgumentParser
import SimReplay

/// `--hints cause|fix` (or SIMREPL_HINTS), for `run` and `test`: whether a failed expectation's
/// hint gives the fix or only the cause. Unset, exercises get the cause and the rest the fix.
struct HintOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("How much a failed expectation's hint says: cause (what is wrong) or fix (also what to change). Default: cause for exercises (a folder named exercises), fix otherwise; or SIMREPL_HINTS.", valueName: "level"))
    var hints: String?

    func validate() throws { _ = try level() }

    /// SIMREPL_HINTS, for the quick path of `simrepl run FILE` (no argument parser).
    static func environmentLevel() -> HintLevel? { Environment.value("SIMREPL_HINTS").flatMap(HintLevel.init(rawValue:)) }

    /// Whether SIMREPL_HINTS is unset, empty or a level: when not, the quick path steps aside
    /// and the argument parser refuses it, as it does for `run` with any option.
    static var environmentIsValid: Bool {
        Environment.value("SIMREPL_HINTS").map { $0.isEmpty || HintLevel(rawValue: $0) != nil } ?? true
    }

    /// The level asked for, on the command line or in the environment; nil: each file's default.
    func level() throws -> HintLevel? {
        let asked = hints ?? Environment.value("SIMREPL_HINTS").flatMap { $0.isEmpty ? nil : $0 }
        guard let asked else { return nil }
        guard let level = HintLevel(rawValue: asked) else {
            throw ValidationError("unknown hint level '\(asked)'\(hints == nil ? " in SIMREPL_HINTS" : ""): use cause or fix")
        }
        return level
    }
}
