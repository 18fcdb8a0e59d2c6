import SimCore

/// A command that may be bound once and run again for the same line of source further on: it
/// keeps its source locations only to place the errors it throws, and running it changes
/// nothing the binder reads (names, variables). The commands that drive events are such.
protocol RepeatableCommand: Command {}

extension RepeatableCommand {
    var isRepeatable: Bool { true }
}

extension TapCommand: RepeatableCommand {}
extension TouchCommand: RepeatableCommand {}
extension WaitCommand: RepeatableCommand {}
extension TypeCommand: RepeatableCommand {}
extension ClearCommand: RepeatableCommand {}
extension ClickCommand: RepeatableCommand {}
extension MouseCommand: RepeatableCommand {}

/// The last top-level command a script bound, kept so that the same line again is not bound
/// again: a script that taps a button ten thousand times binds `tap login` once (binding was a
/// sixth of a tap's cost), and echoes it from the string interned the first time.
///
/// It is reused only while everything binding reads is as it was: the world's number of objects
/// (a name, once taken, is never given back, so no name can come to mean another object), the
/// script's variables and the platform. It lives in one `execute` of one session, whose world
/// never changes. A reused command's errors are moved to the line that
/// repeated it (its tokens are in the same columns, or it is bound afresh).
final class RepeatedCommand {
    /// What binding a line read; equal keys bind to equal commands.
    struct Key: Equatable {
        // Compared in this order: the counts first, the texts last.
        let objects: Int
        let variables: Int
        let platform: ObjectIdentifier
        let source: String
        let file: String

        init(_ node: CommandNode, in session: Session) {
            source = node.source
            file = node.location.file
            objects = session.world.objects.count
            variables = session.state.variables.names.count
            platform = ObjectIdentifier(type(of: session.world.rules))
        }
    }

    let key: Key
    /// The line it was bound on.
    let line: Int
    /// The columns of its name and arguments: the source the key holds is rebuilt from tokens
    /// (`tap  b` and `  tap b` read as `tap b`), and a reused command's errors point at columns.
    let columns: [Int]
    let command: any Command
    /// The echo's interned text (`> tap login`); -1 for a command that is not echoed.
    let echo: Int32

    init(key: Key, node: CommandNode, command: any Command, echo: Int32) {
        self.key = key
        line = node.location.line
        columns = [node.location.column] + node.arguments.map(\.location.column)
        self.command = command
        self.echo = echo
    }

    /// Whether it can run for `node`, whose key is `key`: the same text, bound in the same
    /// state, with every token in the same column.
    func serves(_ node: CommandNode, key: Key) -> Bool {
        guard key == self.key, columns.count == node.arguments.count + 1, columns[0] == node.location.column else { return false }
        for (i, argument) in node.arguments.enumerated() where columns[i + 1] != argument.location.column { return false }
        return true
    }

    /// `error` as the command on `line` would have thrown it, when it was thrown at the command's
    /// own place: its line, at or after its first column (a handler written earlier on the same
    /// line, before a `;`, keeps its own place).
    func moved(_ error: ScriptError, to line: Int) -> ScriptError {
        guard let location = error.diagnostic.location, location.line == self.line, location.column >= columns[0],
              location.file == key.file else { return error }
        var moved = error
        moved.diagnostic.location?.line = line
        return moved
    }
}
