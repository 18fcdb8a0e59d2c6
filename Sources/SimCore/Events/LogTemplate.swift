/// The text of a `log` line, kept as a template so the dispatch path never formats strings.
///
/// `{self}`, `{sender}`, `{event}` and `{NAME}` (a closure's captured value) are resolved when the
/// trace is rendered; the values they name are immutable by then (captures are snapshots), so the
/// rendered text is the same as if it had been formatted eagerly.
public struct LogTemplate: Hashable, Sendable {
    /// The template's number in the world's template table.
    public let id: Int32

    package init(id: Int32) { self.id = id }
}

/// A piece of a log template: text as written, or a placeholder resolved when the line is rendered.
public enum TemplateSegment: Equatable, Sendable {
    /// Text printed as it is.
    case literal(String)
    /// `{NAME}`: `self`, `sender`, `event` or a captured value's name.
    case placeholder(String)
}

package struct TemplateTable: Sendable {
    private var segments: [[TemplateSegment]] = []
    private var index: [[TemplateSegment]: Int32] = [:]
    /// Per template: whether it shows `{event}` (only then does a log line depend on the touch).
    private var eventFlags: [Bool] = []

    public init() {}

    public mutating func intern(_ parts: [TemplateSegment]) -> LogTemplate {
        if let id = index[parts] { return LogTemplate(id: id) }
        let id = Int32(segments.count)
        segments.append(parts)
        eventFlags.append(parts.contains(.placeholder("event")))
        index[parts] = id
        return LogTemplate(id: id)
    }

    public func usesEvent(_ template: LogTemplate) -> Bool { eventFlags[Int(template.id)] }

    public mutating func literal(_ text: String) -> LogTemplate { intern([.literal(text)]) }

    public func segments(_ template: LogTemplate) -> [TemplateSegment] { segments[Int(template.id)] }

    /// Every template so far, in the order first interned: what any `log` bound can write.
    package var all: [[TemplateSegment]] { segments }
}

extension TemplateSegment: Hashable {}
