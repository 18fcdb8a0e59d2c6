import SimCore

/// Keeps the scene as each traced command left it, so a page stepping back and forth can draw
/// the views as they were at that step (a view added later is not there yet; a cell shows the
/// row it showed then) — the snapshots of a trace viewer.
///
/// A sink: it notes each top-level command's event, and takes the scene when the interpreter
/// flushes the sinks at the command's end (SimScript's `Interpreter.flushesEveryCommand` must be on), before
/// a command that prints nothing (a `button …`) changes it. Scenes that did not change are kept once.
///
/// It keeps the events too, the page's steps: the simulator's log forgets what came before a
/// `trace clear` (so that `expect` counts from there), the page does not. Each `trace clear`
/// starts a new group of steps instead.
public final class SceneRecorder: EventSink {
    private let world: World
    private let log: EventLog?
    private let commandLine: () -> SourceLocation?
    /// Every event seen, oldest first (at most ``eventLimit``: like the log, the older half is
    /// dropped when it is reached), each with its group: how many times the log had been cleared
    /// (`trace clear`) when it came.
    public private(set) var events: [(event: Event, group: Int)] = []
    /// How many events were dropped from the front of ``events``.
    public private(set) var droppedEvents = 0
    /// The most events kept: as many as the log keeps.
    public var eventLimit: Int
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
    /// With `log` (the simulator's), it keeps the events as steps, grouped by its clears.
    public init(world: World, log: EventLog? = nil, commandLine: @escaping () -> SourceLocation?) {
        self.world = world
        self.log = log
        self.eventLimit = log?.capacity ?? 10_000
        self.commandLine = commandLine
    }

    public func receive(_ event: Event) {
        if let log {
            if events.count >= eventLimit {
                let drop = max(eventLimit / 2, 1)
                events.removeFirst(drop)
                droppedEvents += drop
            }
            events.append((event, log.clears))
        }
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
