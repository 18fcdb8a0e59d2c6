/// A closure registered as a handler (UIAction style, or later a closure property / block handler).
///
/// Its captured values are snapshotted when the closure is *created*, like a Swift capture list
/// `{ [item] in … }`: later changes to the variable do not reach the closure. The trace shows the
/// snapshot every time the closure runs, which is how the reused-cell bug becomes visible.
public final class ClosureHandler {
    public let id: Int32
    /// `closure#N`, or the UIAction identifier when one was given.
    public let name: String
    /// UIAction's `identifier`: adding an action with the same identifier replaces the earlier one.
    public let identifier: String?
    public let definedAt: SourceLocation?
    public let captures: [(name: String, value: Value)]
    public let body: ActionBody
    /// Set when the closure was attached while a data source configured a cell: which cell, for
    /// which row, at which reuse generation — so a run after the cell was reused is flagged STALE.
    @exclusivity(unchecked) public package(set) var configuredFor: (cell: SimObject.ID, row: Int, generation: Int)?

    init(id: Int32, name: String, identifier: String?, definedAt: SourceLocation?,
         captures: [(name: String, value: Value)], body: @escaping ActionBody) {
        self.id = id; self.name = name; self.identifier = identifier
        self.definedAt = definedAt; self.captures = captures; self.body = body
    }

    /// How listings and the trace name it: `closure#3` when anonymous, else `closure greet`.
    public var displayName: String { name.hasPrefix("closure#") ? name : "closure " + name }

    public func captured(_ name: String) -> Value? {
        captures.first { $0.name == name }?.value
    }
}
