/// What one prompt produced.
enum LineReadResult: Equatable {
    /// A complete line, without its trailing newline.
    case line(String)
    /// Ctrl-C: the line being typed was abandoned.
    case interrupted
    /// Ctrl-D on an empty line, or end of the input stream.
    case endOfInput
}

/// Where the REPL gets its input: the line editor on a terminal, plain lines otherwise.
protocol LineSource: AnyObject {
    /// Reads one line (without the trailing newline). `.interrupted` = Ctrl-C (the line is abandoned),
    /// `.endOfInput` = Ctrl-D on an empty line / EOF.
    func readLine(prompt: String) -> LineReadResult
    /// Remember a line in history, on disk at once (no-op for the plain reader). Called by the
    /// app for each complete entry.
    func addHistory(_ line: String)
}

/// Completion: given the text of the line before the cursor, return candidate full words for the
/// word being typed (the word = text after the last space). The editor does the prefix logic.
typealias Completer = (_ lineBeforeCursor: String) -> [String]
