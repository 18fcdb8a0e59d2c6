/// A place in the program's text: 1-based line and column, as the compiler prints them
/// (`File.swift:12:5`). Nodes carry one so traps and errors name the Swift line they come from.
public struct SourceLoc: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// For values the interpreter makes itself (a synthesized initializer, a library call).
    public static let unknown = SourceLoc(line: 0, column: 0)

    public var description: String { "\(line):\(column)" }

    public static func < (a: SourceLoc, b: SourceLoc) -> Bool {
        (a.line, a.column) < (b.line, b.column)
    }
}
