/// The `.sim` syntax tree. Every command has the same shape — a name, arguments and an optional
/// `{ }` block — so the parser stays small and each command reads its own arguments
/// (`ArgumentReader`), which is also what makes completion and help table-driven.
public struct CommandNode: Sendable {
    public var name: Token
    public var arguments: [Token]
    /// The commands between `{` and `}`, when the command has a block.
    public var block: [CommandNode]?
    /// Where the block's `{` is (for "expected a block" diagnostics).
    public var blockLocation: SourceLocation?
    /// The command's source text (the first line, without a block body), for trace echoes.
    public var source: String
    public var location: SourceLocation { name.location }
}
