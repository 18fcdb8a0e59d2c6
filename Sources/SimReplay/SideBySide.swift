/// Two traces next to each other, aligned line by line — the reused-cell bug beside its fix,
/// target-action beside a UIAction — the way `diff -y` shows two files: lines both traces share
/// side by side, a line only one has on its side with the other blank, and a marker in between
/// (` ` same, `|` changed, `<` only left, `>` only right).
///
/// Lines are aligned ignoring their time stamps (two scenarios rarely run at the same instants)
/// and each column is cut to fit `width`.
public enum SideBySide {
    /// The two traces in columns, with a header naming them.
    public static func render(left: [String], right: [String], leftName: String, rightName: String,
                              width: Int = 160) -> String {
        let column = max((width - 3) / 2, 10)
        let l = withoutStamps(left), r = withoutStamps(right)
        let edits = LineDiff.align(expectedCount: l.count, actualCount: r.count) { l[$0] == r[$1] }
        var rows: [(String, Character, String)] = []
        var pendingLeft: [String] = []
        func flushChanges(_ right: [String]) {
            // A run of removals followed by additions pairs up as changed lines.
            let n = max(pendingLeft.count, right.count)
            for k in 0..<n {
                let a = k < pendingLeft.count ? pendingLeft[k] : nil, b = k < right.count ? right[k] : nil
                rows.append((a ?? "", a == nil ? ">" : b == nil ? "<" : "|", b ?? ""))
            }
            pendingLeft = []
        }
        var pendingRight: [String] = []
        for edit in edits {
            switch edit {
            case .same(let e, _):
                flushChanges(pendingRight); pendingRight = []
                rows.append((l[e], " ", l[e]))
            case .removed(let e):
                if !pendingRight.isEmpty { flushChanges(pendingRight); pendingRight = [] }
                pendingLeft.append(l[e])
            case .added(let a):
                pendingRight.append(r[a])
            }
        }
        flushChanges(pendingRight)
        var out = fit(tail(leftName, column), column) + " | " + tail(rightName, column) + "\n"
        out += String(repeating: "-", count: column) + "-+-" + String(repeating: "-", count: column) + "\n"
        for (a, marker, b) in rows {
            out += fit(a, column) + " " + String(marker) + " " + fit(b, column, pad: false) + "\n"
        }
        return out
    }

    /// Trace lines without their `[0.050]` time stamps: a stamped line loses its stamp, a line
    /// at the same time loses the blank of the same width; the nesting indentation stays.
    static func withoutStamps(_ lines: [String]) -> [String] {
        var stampWidth = 0
        return lines.map { line in
            if line.hasPrefix("["), let close = line.firstIndex(of: "]") {
                stampWidth = line.distance(from: line.startIndex, to: close) + 1
                return String(line.dropFirst(stampWidth + 1))
            }
            // The same time: as many blanks as the stamp. (Inspection output has no stamp area.)
            guard stampWidth > 0, line.prefix(stampWidth + 1).allSatisfy({ $0 == " " }) else { return line }
            return String(line.dropFirst(stampWidth + 1))
        }
    }

    /// A file name cut from the left to fit `width` (the end of a path says most).
    static func tail(_ name: String, _ width: Int) -> String {
        name.count > width ? "…" + String(name.suffix(width - 1)) : name
    }

    /// `text` cut or padded to `width` characters.
    static func fit(_ text: String, _ width: Int, pad: Bool = true) -> String {
        if text.count > width { return String(text.prefix(width - 1)) + "…" }
        return pad ? text + String(repeating: " ", count: width - text.count) : text
    }
}
