/// Where something was written: used by diagnostics (`file:line:col`) and by the trace to say
/// where a closure or method was defined.
public struct SourceLocation: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The file name as given to the interpreter (`login.sim`, `<repl>`).
    public var file: String
    /// The line, from 1.
    public var line: Int
    /// The column, from 1, counting Unicode scalars.
    public var column: Int
    /// A location in `file`.
    public init(file: String, line: Int, column: Int) {
        self.file = file; self.line = line; self.column = column
    }
    /// `file:line:column`, as diagnostics print it.
    public var description: String { "\(file):\(line):\(column)" }
    /// `file:line`, the short form the trace uses for "defined at".
    public var fileAndLine: String { "\(file):\(line)" }
}
