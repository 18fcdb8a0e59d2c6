import SimCore

/// A typed command: built once from its matched arguments (names bound, numbers parsed, bodies
/// bound), then run as often as its handler body runs without reading a token again.
protocol Command: Sendable {
    func run(in session: Session) throws
    /// Runs in a handler's body. The context is the one the running frame holds (`session.state.frames`);
    /// it is passed too for commands that hand it to the engine (`log`), which saves copying it.
    func run(in session: Session, handler context: ActionContext) throws
    /// Whether a script's next identical line may run this command again without binding it
    /// (see ``RepeatableCommand``). A requirement, not an `is` test: a cast to a protocol the
    /// value does not conform to scans every conformance record in the binary (~6,000), which
    /// cost a sixth of a short scenario's instructions.
    var isRepeatable: Bool { get }
}

extension Command {
    func run(in session: Session, handler context: ActionContext) throws { try run(in: session) }
    var isRepeatable: Bool { false }
}

/// A command built from its match alone: its spec names the type (`command: TapCommand.self`).
/// A type that serves several command words (`fire` and `invalidate`) is built by each spec's
/// `make` with what tells them apart, so no command reads its own name.
protocol MatchedCommand: Command {
    /// Builds the command from what its grammar matched; throws the first error in it.
    init(_ match: inout Match, binder: inout Binder) throws
}

/// A bound command and the node it came from (its location, and the source the trace echoes).
struct BoundCommand {
    let command: any Command
    let node: CommandNode
}
