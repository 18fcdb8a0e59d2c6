import CEdit

/// The editor-independent part of Tab completion: what to do with the candidates, and how to
/// lay out a listing. Kept apart from the editor so it can be reasoned about (and tested) on its own;
/// only the shim's wcwidth comes from C.
enum TabCompletion {
    enum Action: Equatable {
        /// Insert this text at the cursor.
        case insert(String)
        /// Nothing can be inserted; show these (sorted) candidates.
        case list([String])
        /// No candidate matches.
        case noMatch
    }

    /// The word being typed: the text after the last space.
    static func currentWord(_ lineBeforeCursor: String) -> Substring {
        guard let space = lineBeforeCursor.lastIndex(of: " ") else { return lineBeforeCursor[...] }
        return lineBeforeCursor[lineBeforeCursor.index(after: space)...]
    }

    static func action(lineBeforeCursor: String, candidates: [String]) -> Action {
        // Compare by Unicode scalars, not Characters: the inserted remainder is cut at the
        // word's scalar length, which must agree with the comparison used to match.
        let word = Array(currentWord(lineBeforeCursor).unicodeScalars)
        let matches = Set(candidates.filter { $0.unicodeScalars.starts(with: word) }).sorted()
        guard let first = matches.first else { return .noMatch }
        if matches.count == 1 {
            // A folder (`"scripts/`) is not a whole word yet: completion goes on inside it.
            let end = first.hasSuffix("/") ? "" : " "
            return .insert(String(String.UnicodeScalarView(first.unicodeScalars.dropFirst(word.count))) + end)
        }
        var common = Array(first.unicodeScalars)
        for match in matches.dropFirst() {
            let scalars = Array(match.unicodeScalars)
            var length = 0
            while length < min(common.count, scalars.count) && common[length] == scalars[length] { length += 1 }
            common.removeSubrange(length...)
        }
        if common.count > word.count {
            return .insert(String(String.UnicodeScalarView(common[word.count...])))
        }
        return .list(matches)
    }

    /// Lays candidates out in columns (filled top to bottom, like `ls`) that fit `width`
    /// terminal cells; one per line when even two do not fit.
    static func columns(_ items: [String], width: Int) -> [String] {
        guard !items.isEmpty else { return [] }
        let gap = 2
        let widths = items.map(displayWidth)
        let columnWidth = widths.max()! + gap
        let columnCount = max(1, (max(width, 1) + gap) / columnWidth)
        let rowCount = (items.count + columnCount - 1) / columnCount
        return (0..<rowCount).map { row in
            var line = ""
            var index = row
            while index < items.count {
                let isLast = index + rowCount >= items.count
                line += items[index]
                if !isLast { line += String(repeating: " ", count: columnWidth - widths[index]) }
                index += rowCount
            }
            return line
        }
    }

    /// Terminal cells taken by `text` (wide CJK = 2, combining marks = 0), per the C locale.
    static func displayWidth(_ text: String) -> Int {
        text.unicodeScalars.reduce(0) { $0 + max(0, Int(simrepl_wcwidth($1.value))) }
    }
}
