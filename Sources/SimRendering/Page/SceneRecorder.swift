import SimCore

/// Keeps the scene as each traced command left it, so a page stepping back and forth can draw
/// the views as they were at that step (a view added later is not there yet; a cell shows the
/// row it showed then) — the snapshots of a trace viewer.
///
/// A sink: it notes each top-level command's event, and takes the scene when the interpreter
/// flushes the sinks at the command's end (SimScript's `Interpreter.flushesEveryCommand` must be on), before
/// a command that prints nothing (a `button …`) changes it. Scenes that did not change are kept once.
public final class SceneRecorder: EventSink {
    private let world: World
    private let commandLine: () -> SourceLocation?
    /// The views of each distinct scene, as the page's JSON.
    public private(set) var scenes: [[UInt8]] = []
    /// For each traced top-level command in order: its event's seq, where it was written, and
    /// the scene it left (-1 until it ends).
    public private(set) var commands: [(seq: Int, location: SourceLocation?, sceneBefore: Int, sceneAfter: Int)] = []
    private var commandRunning = false
    /// The scene after the last command (set by ``finish()``).
    public private(set) var finalScene = 0
    /// At most this many distinct scenes are kept; later commands share the last one (a page of
    /// a long loop of taps stays small).
    public var sceneLimit = 400

    /// Records scenes of `world`; `commandLine` says where the command being run was written.
    public init(world: World, commandLine: @escaping () -> SourceLocation?) {
        self.world = world
        self.commandLine = commandLine
    }

    public func receive(_ event: Event) {
        guard case .command = event.payload, event.depth == 0 else { return }
        if commandRunning { flush() }
        // Before it runs: commands that print nothing (`button …`) may have changed the scene
        // since the last traced one ended.
        commands.append((event.seq, commandLine(), snapshot(), -1))
        commandRunning = true
    }

    /// The end of a command: the scene it left.
    public func flush() {
        guard commandRunning else { return }
        commands[commands.count - 1].sceneAfter = snapshot()
        commandRunning = false
    }

    /// Takes the scene as the run left it.
    public func finish() {
        flush()
        finalScene = snapshot()
    }

    /// The index of the current scene, adding it when it differs from the last one kept.
    private func snapshot() -> Int {
        let json = PageData.viewsJSON(SceneGraph(world))
        if let last = scenes.last, last == json { return scenes.count - 1 }
        // At the limit the last slot is overwritten: the latest scene (the page's own taps) is
        // the one a click must land on; a step in the middle of a very long run may then show a
        // later scene than its own.
        if scenes.count >= sceneLimit { scenes[scenes.count - 1] = json; return scenes.count - 1 }
        scenes.append(json)
        return scenes.count - 1
    }
}
