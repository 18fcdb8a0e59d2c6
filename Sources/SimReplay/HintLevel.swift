import SimScript

/// How much a failed expectation's hint says. Homework says what is wrong and lets the learner
/// find the change; a regression test says both, since whoever reads it wants the fix.
///
/// - `cause`: the cause only; the fix (`fix: set gradient.userInteractionEnabled = false …`,
///   `reattach handlers in cellForRow …`) is replaced by how to ask for it. The default for an
///   exercise (a scenario in a folder named `exercises`).
/// - `fix`: the whole hint. The default everywhere else.
public enum HintLevel: String, CaseIterable, Sendable {
    case cause, fix

    /// The level for `path` (a path that names its folders: absolute, or as `test` found it)
    /// when none was asked for.
    public static func `default`(for path: String) -> HintLevel { .default(forExercise: ScenarioSelection.isExercise(path)) }

    /// The level for an exercise, or for any other scenario, when none was asked for.
    public static func `default`(forExercise: Bool) -> HintLevel { forExercise ? .cause : .fix }

    /// `d` as this level shows it.
    public func shown(_ d: Diagnostic) -> Diagnostic {
        d.withholdingFix(askWith: withheldFixesAskWith)
    }

    /// How a withheld fix is asked for, when this level withholds fixes (nil: it shows them):
    /// what an interpreter's `why` says in place of its fix (``Interpreter/withheldFixesAskWith``).
    public var withheldFixesAskWith: String? { self == .cause ? "--hints fix" : nil }
}
