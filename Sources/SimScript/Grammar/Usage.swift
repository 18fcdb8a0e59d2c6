import SimCore

/// Usage lines rendered from the grammar, and the `help` texts around them.
///
/// Keywords appear as written, placeholders by their label, `[ ]` marks optional parts, `|`
/// alternatives, `...` repetition: `window NAME [size W H]`.
enum Usage {
    /// Every form of the command, joined by ` | `.
    static func line(_ spec: CommandSpec) -> String {
        forms(spec).joined(separator: " | ")
    }

    static func forms(_ spec: CommandSpec) -> [String] {
        spec.forms.map { form in
            let rest = render(form)
            return rest.isEmpty ? spec.name : spec.name + " " + rest
        }
    }

    static func render(_ grammar: Grammar) -> String {
        switch grammar {
        case .keyword(let word, _): return word
        case .symbol(_, let text): return text
        case .argument(let p): return p.label
        case .sequence(let parts): return parts.map(render).filter { !$0.isEmpty }.joined(separator: " ")
        case .optional(let inner): return "[" + render(inner) + "]"
        case .oneOf(let alternatives): return alternatives.map(render).joined(separator: "|")
        case .repeated(let inner, _): return render(inner) + "..."
        case .commaSeparated(let inner): return render(inner) + ", ..."
        case .options(let options, let more):
            var parts = options.map(render)
            if let more { parts.append("[" + render(more) + "]...") }
            return parts.joined(separator: " ")
        case .block(let block): return block.required ? "{ \(block.label) }" : "[{ \(block.label) }]"
        }
    }

    /// `help`: commands grouped by topic, each with the first sentence of its summary.
    /// One line per command, cut at a word to fit `width` columns (with `…`): the whole list
    /// stays scannable on an 80-column terminal; `help COMMAND` has the rest.
    static func overview(_ specs: [CommandSpec], width: Int = 80) -> String {
        var out = "Commands (`help COMMAND` shows usage and examples):\n"
        for topic in CommandSpec.Topic.allCases {
            out += "\n\(topic.rawValue):\n"
            for spec in specs where spec.topic == topic {
                let pad = String(repeating: " ", count: max(1, 22 - spec.name.count))
                out += fitted("  \(spec.name)\(pad)\(firstSentence(spec.summary))", width: width) + "\n"
            }
        }
        out += "\n" + wrapped("Control events: ", ControlEvents.allNames, width: width) + "\n\n"
        return out + wrapped("Topics (`help TOPIC` shows their commands whole): ", HelpTopic.all.map(\.name), width: width)
    }

    /// `help TOPIC`: each command's usage and summary, wrapped to `width`.
    static func help(for topic: HelpTopic, _ specs: [CommandSpec], width: Int = 80) -> String {
        var out = "\(topic.title) (`help COMMAND` adds the examples):\n"
        for name in topic.commands {
            guard let spec = specs.first(where: { $0.name == name }) else { continue }
            out += "\n" + forms(spec).map { "  " + $0 }.joined(separator: "\n") + "\n"
            out += paragraph(spec.summary, indent: 6, width: width) + "\n"
        }
        return String(out.dropLast())
    }

    /// `help COMMAND`: one form per line, the summary (wrapped to `width`, paragraph by
    /// paragraph), the examples.
    static func help(for spec: CommandSpec, width: Int = 80) -> String {
        // A blank line in the summary starts a new paragraph (`help config`: one per setting).
        let summary = spec.summary.components(separatedBy: "\n\n").map { paragraph($0, indent: 0, width: width) }
        var out = "usage: \(forms(spec).joined(separator: "\n       "))\n\n\(summary.joined(separator: "\n\n"))\n"
        if !spec.examples.isEmpty {
            out += "\nexamples:\n"
            for e in spec.examples {
                out += e.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n") + "\n"
            }
        }
        return String(out.dropLast())
    }

    /// Up to the first ". " — not the first dot, which may be in `button.addTarget` or `0.5s`.
    static func firstSentence(_ s: String) -> String {
        if let end = Substring(s).range(of: ". ") { return String(s[..<end.lowerBound]) }
        return s.hasSuffix(".") ? String(s.dropLast()) : s
    }

    /// `words` after `lead`, wrapped to `width` columns under the first word.
    static func wrapped(_ lead: String, _ words: [String], width: Int) -> String {
        var lines: [String] = [lead]
        for word in words {
            if lines[lines.count - 1].count + word.count + 1 > width, lines[lines.count - 1].count > lead.count {
                lines.append(String(repeating: " ", count: lead.count))
            }
            if !lines[lines.count - 1].hasSuffix(" ") { lines[lines.count - 1] += " " }
            lines[lines.count - 1] += word
        }
        return lines.joined(separator: "\n")
    }

    /// `text` word-wrapped to `width` columns, every line indented by `indent` spaces. A word
    /// longer than a line (a long selector) stands on its own line rather than being cut.
    static func paragraph(_ text: String, indent: Int, width: Int) -> String {
        let margin = String(repeating: " ", count: indent)
        var lines: [String] = []
        var line = margin
        for word in text.split(separator: " ") {
            if line.count > indent, line.count + 1 + word.count > width {
                lines.append(line)
                line = margin
            }
            if line.count > indent { line += " " }
            line += word
        }
        lines.append(line)
        return lines.joined(separator: "\n")
    }

    /// `line` cut at the last space that leaves room for `…` within `width` columns.
    static func fitted(_ line: String, width: Int) -> String {
        guard line.count > width, width > 30 else { return line }
        let room = line.prefix(width - 1)
        let cut = room.lastIndex(of: " ").map { room[..<$0] } ?? room
        return cut.trimmingTrailingPunctuation + "…"
    }
}

private extension Substring {
    /// Without a trailing comma, colon or semicolon before an ellipsis.
    var trimmingTrailingPunctuation: String {
        var s = String(self)
        while let last = s.last, ",:;(".contains(last) || last == " " { s.removeLast() }
        return s
    }
}
