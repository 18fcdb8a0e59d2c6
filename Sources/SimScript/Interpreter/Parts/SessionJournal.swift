import SimCore

/// What a session ran, so it can run it again: `whatif` replays it in fresh sessions (stopping
/// before a given top-level command), `save FILE` writes it. One part of the session
/// (`Session.journal`).
final class SessionJournal {
    /// Every source the session ran, in order (a script, each REPL entry, the demo scene).
    /// `failed` marks an entry that stopped at an error: a saved session leaves it out, since
    /// `run` would stop there.
    var entries: [(source: ScriptSource, file: String, failed: Bool)] = []
    /// The simulator's config when the session began (`config` lines are in the entries).
    let initialConfig: Simulator.Config
    /// How many top-level commands of those sources have started (includes and bodies not counted).
    var topLevelCommandsStarted = 0
    /// Set in a session `whatif` replays in: asked before each top-level command, with its
    /// index; false ends the replay there.
    var replayHook: ((Int) throws -> Bool)?

    init(initialConfig: Simulator.Config) { self.initialConfig = initialConfig }
}
