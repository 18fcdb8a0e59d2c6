import SimCore
import SimRendering

/// A token of the `.sim` language.
package struct Token: Equatable, Sendable {
    /// What sort of token it is.
    public enum Kind: Equatable, Sendable {
        /// A bare word: command names, object names (`home.view`), selectors (`didTap:forEvent:`),
        /// numbers (`42`, `-1.5`) and durations (`0.5s`, `200ms`).
        case word
        /// A double-quoted string; `text` is its decoded value.
        case string
        /// `{` and `}`, which open and close a block.
        case leftBrace, rightBrace
        /// `=`, `==`, `!=`, `,` and `|`.
        case equals, equalEqual, notEqual, comma, pipe
        /// End of a command: a line break or `;`.
        case newline
        /// The end of the source.
        case end
    }

    /// What sort of token it is.
    public var kind: Kind
    /// The token's text: a word as written, a string decoded.
    public var text: String
    /// Where the token starts.
    public var location: SourceLocation

    /// A string's value outside `log` templates: the lexer keeps `\{` and `\}` escaped so a
    /// template can tell a literal brace from a placeholder; everywhere else they are braces.
    public var literalText: String {
        guard kind == .string, text.contains("\\") else { return text }
        return text.replacingOccurrences(of: "\\{", with: "{").replacingOccurrences(of: "\\}", with: "}")
    }

    /// How the token reads in an error message.
    public var quotedForMessage: String {
        switch kind {
        case .string: return quoted(text)
        case .newline: return "end of line"
        case .end: return "end of input"
        default: return "'\(text)'"
        }
    }
}
