#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ArgumentParser
import SimCore
import SimScript
import SimRendering
import SimReplay

/// `--color auto|always|never`.
enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
    case auto, always, never

    /// Whether output written to `fd` gets colour. `auto` colours a terminal only, and not when
    /// `NO_COLOR` is set to a non-empty value (no-color.org) or `TERM` is `dumb`; an explicit
    /// `always` wins over `NO_COLOR`, as that convention asks of command-line flags.
    func colors(fd: Int32, environment: (String) -> String? = Environment.value) -> Bool {
        switch self {
        case .always: return true
        case .never: return false
        case .auto:
            if let noColor = environment("NO_COLOR"), !noColor.isEmpty { return false }
            if environment("TERM") == "dumb" { return false }
            return isatty(fd) == 1
        }
    }
}

/// The width of the terminal on `fd`, or nil when it is not a terminal (a pipe, a file): the
/// trace then never wraps, so goldens and piped output stay byte-for-byte the same.
func terminalColumns(fd: Int32) -> Int? {
    windowSize(fd: fd).flatMap { $0.ws_col > 0 ? Int($0.ws_col) : nil }
}

/// The height of the terminal on `fd` (for the pager), or nil when it is not a terminal.
func terminalRows(fd: Int32) -> Int? {
    windowSize(fd: fd).flatMap { $0.ws_row > 0 ? Int($0.ws_row) : nil }
}

private func windowSize(fd: Int32) -> winsize? {
    guard isatty(fd) == 1 else { return nil }
    var size = winsize()
    return ioctl(fd, UInt(TIOCGWINSZ), &size) == 0 ? size : nil
}

/// Colour for what the executable itself prints: PASS/FAIL in reports, the severity of a
/// diagnostic. The trace's colours are the renderer's (`TraceStyle`).
struct Paint {
    let enabled: Bool

    private static let reset = "\u{1B}[0m"
    private static let boldRed = "\u{1B}[1;31m"
    private static let boldYellow = "\u{1B}[1;33m"
    private static let boldGreen = "\u{1B}[1;32m"
    private static let bold = "\u{1B}[1m"
    private static let cyan = "\u{1B}[36m"
    private static let red = "\u{1B}[31m"
    private static let green = "\u{1B}[32m"
    private static let reverse = "\u{1B}[7m"
    private static let noReverse = "\u{1B}[27m"

    private func paint(_ text: some StringProtocol, _ color: String) -> String {
        enabled ? color + text + Paint.reset : String(text)
    }

    /// `FILE:LINE:COL: error: message`, its quoted line and caret, and `hint:`: the severity
    /// coloured by how bad it is, the hint set apart. With `width` (a terminal's), the message
    /// and the hint wrap at spaces as the trace does; the quoted line and its caret never do.
    func diagnostic(_ d: Diagnostic, width: Int? = nil) -> String {
        var lines = d.description.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let hintLine = d.hint == nil ? nil : lines.lastIndex { $0.hasPrefix("  hint: ") }
        let prefix = d.location.map { "\($0): " } ?? ""
        let severity = d.severity.rawValue + ":"
        if let width {
            // The location and severity stay on the first line however narrow the terminal.
            let head = prefix.count + severity.count
            let message = WordWrap.pieces(of: lines[0][...], first: max(width, head + 20), rest: max(width - 2, 20))
            lines[0] = message.joined(separator: "\n  ")
            if let hintLine { lines[hintLine] = WordWrap.wrap(lines[hintLine], width: width) }
        }
        guard enabled else { return lines.joined(separator: "\n") }
        let color = d.severity == .error ? Paint.boldRed : d.severity == .warning ? Paint.boldYellow : Paint.bold
        lines[0] = paint(prefix, Paint.bold) + paint(severity, color) + lines[0].dropFirst(prefix.count + severity.count)
        if let hintLine { lines[hintLine] = "  " + paint("hint:", Paint.cyan) + lines[hintLine].dropFirst("  hint:".count) }
        return lines.joined(separator: "\n")
    }

    /// A report's first word: PASS green, FAIL and ERROR red, SKIP yellow.
    func report(_ text: String) -> String {
        guard enabled, let space = text.firstIndex(of: " ") else { return text }
        let word = text[..<space]
        let color: String
        switch word {
        case "PASS": color = Paint.boldGreen
        case "FAIL", "ERROR": color = Paint.boldRed
        case "SKIP": color = Paint.boldYellow
        default: return text
        }
        return paint(word, color) + text[space...]
    }

    /// A summary or a usage error: red when something failed.
    func failure(_ text: String) -> String { paint(text, Paint.boldRed) }

    /// A unified diff as `git diff` colours one: headers bold, hunk lines cyan, removed lines
    /// red, added lines green — and where a run of removed lines is replaced by as many added
    /// ones, the words that changed inside each pair in reverse video (what `diff-highlight`
    /// does): in a long trace line, the one number that moved stands out. `indent` is what each
    /// line of the diff starts with (a test report indents it).
    func diff(_ text: String, indent: String = "") -> String {
        guard enabled else { return text }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        func body(_ line: Substring) -> Substring? { line.hasPrefix(indent) ? line.dropFirst(indent.count) : nil }
        func isRemoved(_ line: Substring) -> Bool { body(line).map { $0.hasPrefix("-") && !$0.hasPrefix("---") } ?? false }
        func isAdded(_ line: Substring) -> Bool { body(line).map { $0.hasPrefix("+") && !$0.hasPrefix("+++") } ?? false }
        var out: [String] = []
        var i = 0
        while i < lines.count {
            let line = lines[i]
            guard let b = body(line) else { out.append(String(line)); i += 1; continue }
            if b.hasPrefix("---") || b.hasPrefix("+++") {
                out.append(indent + paint(b, Paint.bold)); i += 1
            } else if b.hasPrefix("@@") {
                out.append(indent + paint(b, Paint.cyan)); i += 1
            } else if isRemoved(line) {
                var end = i
                while end < lines.count && isRemoved(lines[end]) { end += 1 }
                var addedEnd = end
                while addedEnd < lines.count && isAdded(lines[addedEnd]) { addedEnd += 1 }
                let removed = lines[i..<end].compactMap(body), added = lines[end..<addedEnd].compactMap(body)
                if removed.count == added.count {
                    var highlightedAdded: [String] = []
                    for (old, new) in zip(removed, added) {
                        let pieces = WordDiff.pieces(old: old.dropFirst(), new: new.dropFirst())
                        out.append(indent + highlighted("-", pieces.old, Paint.red))
                        highlightedAdded.append(indent + highlighted("+", pieces.new, Paint.green))
                    }
                    out += highlightedAdded
                } else {
                    out += removed.map { indent + paint($0, Paint.red) } + added.map { indent + paint($0, Paint.green) }
                }
                i = addedEnd
            } else if isAdded(line) {
                out.append(indent + paint(b, Paint.green)); i += 1
            } else {
                out.append(String(line)); i += 1
            }
        }
        return out.joined(separator: "\n")
    }

    /// `marker` and the pieces in `color`, the changed ones in reverse video.
    private func highlighted(_ marker: String, _ pieces: WordDiff.Pieces, _ color: String) -> String {
        var out = color + marker
        for piece in pieces {
            out += piece.changed ? Paint.reverse + piece.text + Paint.noReverse : String(piece.text)
        }
        return out + Paint.reset
    }

    /// A test report: its first word by outcome, and the golden's diff in it coloured as `diff`
    /// colours one (the lines after the report says the trace differs).
    func testReport(_ text: String) -> String {
        guard enabled, let start = text.firstRange(of: "the trace differs from its golden (- golden, + actual):\n") else { return report(text) }
        return report(String(text[..<start.upperBound])) + diff(String(text[start.upperBound...]), indent: "  ")
    }

    /// What the user is asked or told to act on.
    func emphasis(_ text: String) -> String { paint(text, Paint.bold) }
}
