import SimCore

/// Breaking text at spaces to fit a terminal's width, the one way everything simrepl prints on a
/// terminal wraps — trace lines, `why` answers and other inspections, diagnostics — rather than
/// leaving the terminal to break words in two.
///
/// A line's continuation starts two columns further in than the line's text, so nesting stays
/// visible:
///
/// ```text
///   fix: set toast.userInteractionEnabled = false (touches then pass through it),
///     bringToFront form, or remove toast
/// ```
///
/// A word longer than the room is left whole (the terminal then breaks it): breaking it here
/// would change what a reader copies.
public enum WordWrap {
    /// `text` (one line) broken at spaces into pieces: the first at most `first` columns wide, the
    /// others at most `rest` (the caller indents them). The spaces at a break are dropped (a
    /// double space falls there).
    public static func pieces(of text: Substring, first: Int, rest: Int) -> [String] {
        guard text.count > first else { return [String(text)] }
        var pieces: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            if !line.isEmpty, line.count + 1 + word.count > (pieces.isEmpty ? first : rest) {
                while line.last == " " { line.removeLast() }
                pieces.append(line)
                line = ""
            }
            line += line.isEmpty ? String(word) : " " + word
        }
        pieces.append(line)
        return pieces
    }

    /// Every line of `text` wrapped at `width` columns, each continued two columns further in
    /// than its own text (its leading spaces). Lines that fit are left as they are.
    public static func wrap(_ text: String, width: Int) -> String {
        var out = ""
        for (i, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if i > 0 { out += "\n" }
            let indent = line.prefix { $0 == " " }.count
            let room = max(width - indent, 20)
            let pieces = WordWrap.pieces(of: line.dropFirst(indent), first: room, rest: room - 2)
            out += line.prefix(indent)
            out += pieces[0]
            for piece in pieces.dropFirst() {
                out += "\n" + String(repeating: " ", count: indent + 2)
                out += piece
            }
        }
        return out
    }
}
