/// What a served page asks for: its script run again with what the learner did on the page since
/// it opened, and perhaps a question about the result. Every answer is a fresh replay from the
/// first line, so the same request always gets the same answer (the simulator is deterministic)
/// and the server keeps no session between requests.
public struct PageRequest: Sendable, Equatable {
    /// The script, as a path under the served folder.
    public var file: String
    /// Files as edited on the page and not saved, by path: they replace what is on disk.
    public var sources: [String: String]
    /// `.sim` commands the page added after the script, one entry per gesture (a tap, a drag's
    /// down-moves-up), in order.
    public var interactions: [String]
    /// `why QUESTION` to ask at the end (a handler, a control, a view).
    public var why: String?
    /// `whatif COMMAND` to try at the end.
    public var whatif: String?

    public init(file: String, sources: [String: String] = [:], interactions: [String] = [], why: String? = nil, whatif: String? = nil) {
        self.file = file; self.sources = sources; self.interactions = interactions; self.why = why; self.whatif = whatif
    }

    /// How many interactions one request may carry, and how long each may be: a page makes one
    /// per click, so a longer list is not a page's.
    public static let interactionLimit = 500
    public static let interactionLength = 4_096
}
