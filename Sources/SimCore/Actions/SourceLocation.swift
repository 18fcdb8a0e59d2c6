/// Where something was written: used by diagnostics (`file:line:col`) and by the trace to say
/// where a closure or method was defined.
public struct SourceLocation: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int
    public init(file: String, line: Int, column: Int) {
        self.file = file; self.line = line; self.column = column
    }
    public var description: String { "\(file):\(line):\(column)" }
    /// `file:line`, the short form the trace uses for "defined at".
    public var fileAndLine: String { "\(file):\(line)" }
}
