/// A closure registered as a handler (UIAction style, or later a closure property / block handler).
///
/// Its captured values are snapshotted when the closure is *created*, like a Swift capture list
/// `{ [item] in … }`: later changes to the variable do not reach the closure. The trace shows the
/// snapshot every time the closure runs, which is how the reused-cell bug becomes visible.
public final class ClosureHandler {
    /// The closure's number in the world's ``ClosureStore``, which events store.
    public let id: Int32
    /// `closure#N`, or the UIAction identifier when one was given.
    public let name: String
    /// UIAction's `identifier`: adding an action with the same identifier replaces the earlier one.
    public let identifier: String?
    /// Where the closure was written, for the trace's "defined at"; nil when made from Swift
    /// without one.
    public let definedAt: SourceLocation?
    /// Each capture's value, and whether it is captured weakly (`capture weak self`: it does not
    /// keep the object alive, and reads nil once the object is freed).
    public private(set) var captures: [(name: String, value: Value)]
    /// The names of the captures held weakly.
    public private(set) var weakCaptures: Set<String> = []
    /// The captures made without a capture list (Swift's implicit capture of an enclosing body's
    /// constants and parameters), and the enclosing `var`s it shares by reference.
    public private(set) var implicitCaptures: Set<String> = []
    public private(set) var sharedCaptures: [String] = []
    /// Reads the shared variables' values (see ``Captures/sharedValues``).
    private var sharedValues: () -> [Value] = { [] }
    /// What the closure runs; a no-op once it is freed.
    public private(set) var body: ActionBody
    /// Nothing holds it any more: its body is gone (its name, site and snapshot stay for the trace
    /// until no kept event mentions it).
    public private(set) var isFreed = false
    /// Set when the closure was attached while a data source configured a cell: which cell, for
    /// which row, at which reuse generation — so a run after the cell was reused is flagged STALE.
    @exclusivity(unchecked) public package(set) var configuredFor: (cell: SimObject.ID, row: Int, generation: Int)?

    /// The cell the closure was configured in and the row it was configured for, when the cell
    /// was reused since (the closure is stale: a run now is the reused-cell bug); nil otherwise.
    public func staleness(in world: World) -> (cell: TableViewCell, configuredRow: Int)? {
        guard let configured = configuredFor, let cell = world.object(configured.cell) as? TableViewCell,
              cell.row != configured.row || cell.generation != configured.generation else { return nil }
        return (cell, configured.row)
    }

    init(id: Int32, name: String, identifier: String?, definedAt: SourceLocation?, captures: Captures, body: @escaping ActionBody) {
        self.id = id; self.name = name; self.identifier = identifier
        self.definedAt = definedAt; self.captures = captures.values; self.weakCaptures = captures.weak
        self.implicitCaptures = captures.implicit; self.sharedCaptures = captures.shared; self.sharedValues = captures.sharedValues
        self.body = body
    }

    /// Lets go of the body (and what it holds). The captured snapshot stays while the record
    /// does: log lines the closure wrote are rendered from it.
    func free() {
        isFreed = true
        body = { _ in }
        sharedValues = { [] }
        configuredFor = nil
    }

    /// The objects it keeps alive: its strong captures of objects.
    var strongCaptures: [SimObject.ID] {
        guard !isFreed else { return [] }
        var held = captures.compactMap { capture -> SimObject.ID? in
            guard case .object(let id) = capture.value, !weakCaptures.contains(capture.name) else { return nil }
            return id
        }
        if !sharedCaptures.isEmpty { for value in sharedValues() { value.appendObjects(to: &held) } }
        return held
    }

    /// How listings and the trace name it: `closure#3` when anonymous, else `closure greet`.
    public var displayName: String { name.hasPrefix("closure#") ? name : "closure " + name }

    /// The captured value named `name`, as snapshotted when the closure was made.
    public func captured(_ name: String) -> Value? {
        captures.first { $0.name == name }?.value
    }
}
