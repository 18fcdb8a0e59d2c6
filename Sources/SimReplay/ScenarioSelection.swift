/// Which `.sim` files `simrepl test` runs, as pure functions of their paths (the executable does
/// the directory walking).
public enum ScenarioSelection {
    /// Found while walking a directory, a file is a scenario unless it is an include-only
    /// fragment — named `_something.sim`, or inside a folder named `scene` (the convention of
    /// `scripts/patterns/scene/`) — or an exercise waiting for a learner, inside a folder named
    /// `exercises` (it fails until filled in: `simrepl test scripts/tutorial/exercises` grades
    /// them). A file named on the command line always runs. `path` is relative to the folder
    /// being searched, so that folder's own name never counts.
    public static func isScenario(_ path: String) -> Bool {
        isRunnable(path) && !isExercise(path)
    }

    /// A `.sim` file that runs on its own: not an include-only fragment (`_name.sim`, or in a
    /// folder named `scene`). Exercises are runnable (`simrepl serve` lists them to be worked on).
    public static func isRunnable(_ path: String) -> Bool {
        guard path.hasSuffix(".sim") else { return false }
        let parts = path.split(separator: "/")
        guard let name = parts.last, !name.hasPrefix("_") else { return false }
        return !parts.dropLast().contains("scene")
    }

    /// The scenario a golden or a pending golden belongs to: `login.trace` and `login.trace.new`
    /// are `login.sim`'s.
    public static func scenarioPath(forGolden golden: String) -> String {
        let stem = golden.hasSuffix(".trace.new") ? golden.dropLast(10) : golden.hasSuffix(".trace") ? golden.dropLast(6) : golden[...]
        return stem + ".sim"
    }

    /// The golden a pending golden would become: `login.trace.new` is `login.trace`'s.
    public static func goldenPath(forPending pending: String) -> String {
        pending.hasSuffix(".new") ? String(pending.dropLast(4)) : pending
    }

    /// Whether `path` is homework: a scenario in a folder named `exercises`. Its grade is its
    /// expectations; a golden recorded from the learner's first passing answer would freeze that
    /// answer, so none is ever recorded (nor left pending) for it.
    public static func isExercise(_ path: String) -> Bool {
        path.split(separator: "/").dropLast().contains("exercises")
    }

    /// `K/N` with 1 ≤ K ≤ N.
    public struct Shard: Equatable, Sendable {
        public let index: Int
        public let count: Int

        public init?(_ text: String) {
            let parts = text.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]), n >= 1, (1...n).contains(k) else {
                return nil
            }
            index = k; count = n
        }

        /// Each path lands in exactly one shard, decided by its own bytes alone: adding or
        /// removing another scenario never moves it, and every runner agrees without talking.
        public func contains(_ path: String) -> Bool {
            Int(ScenarioSelection.fnv1a(path) % UInt64(count)) == index - 1
        }
    }

    /// 64-bit FNV-1a: tiny, stable across runs and platforms (unlike `Hasher`, which is seeded
    /// per process).
    public static func fnv1a(_ s: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in s.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// Where a trace waits to become the golden at `golden` (`login.trace.new`), the way
    /// insta keeps `.snap.new` beside a snapshot.
    public static func pendingPath(forGolden golden: String) -> String { golden + ".new" }

    /// The sidecar golden of `dir/name.sim`: `dir/name.trace`.
    public static func goldenPath(for scenario: String) -> String {
        (scenario.hasSuffix(".sim") ? String(scenario.dropLast(4)) : scenario) + ".trace"
    }
}
