import SimCore

/// The picture languages `export` writes: Graphviz DOT (`dot -Tsvg`) and Mermaid (rendered by
/// GitHub, GitLab and most Markdown viewers).
public enum PictureFormat: String, Sendable, CaseIterable {
    /// Graphviz DOT, or Mermaid.
    case dot, mermaid
}

/// Text that is safe inside the two languages' labels.
enum PictureText {
    /// A DOT double-quoted string: quotes and backslashes escaped, line breaks as `\n`.
    static func dot(_ s: String) -> String {
        var out = "\""
        for c in s.unicodeScalars {
            switch c {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            default: out.unicodeScalars.append(c)
            }
        }
        return out + "\""
    }

    /// A Mermaid label: Mermaid has no escape character, only entity codes (`#quot;`), and it reads
    /// `;` as the end of a statement, `#` as the start of an entity and `<`/`>` as HTML.
    static func mermaid(_ s: String) -> String {
        var out = ""
        for c in s.unicodeScalars {
            switch c {
            case "\"": out += "#quot;"
            case "#": out += "#35;"
            case ";": out += "#59;"
            case "<": out += "#lt;"
            case ">": out += "#gt;"
            case "\n": out += "<br/>"
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }

    /// A node id both languages accept for object `id`.
    static func node(_ id: SimObject.ID) -> String { "n\(id)" }
}
