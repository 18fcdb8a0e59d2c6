/// What tools outside this package may ask of the `.sim` language without reaching into the
/// parser or the command table (which are `package`): the fuzz harness in scripts/fuzz, which is
/// a package of its own, asks both questions.
public enum ScriptLanguage {
    /// True when `source` ends inside an open `{` block: a REPL shows a continuation prompt.
    public static func needsMoreInput(_ source: String) -> Bool { Parser.needsMoreInput(source) }

    /// Every word and symbol the grammar spells out, sorted (a fuzzer's dictionary; see
    /// `CommandTable.vocabulary`).
    public static var vocabulary: [String] { CommandTable.vocabulary }
}
