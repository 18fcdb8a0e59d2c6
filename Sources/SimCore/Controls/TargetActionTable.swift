/// A control's registered handlers, in registration order (UIKit sends actions in that order).
///
/// Rules, as UIKit's `addTarget(_:action:for:)` / `removeTarget(_:action:for:)`:
/// - adding a (target, action) pair that is already registered does not add a second entry: the new
///   event bits are merged into the existing entry, which keeps its place in the order;
/// - `removeTarget` with a nil target matches every target, with a nil action every action, and
///   removes only the given event bits; an entry left with no bits is dropped;
/// - targets are weak: a released target stays in the table but is skipped when actions are sent;
/// - a closure added with a UIAction identifier is found by it (`closure(identifiedBy:)`) without
///   a scan, so a control given thousands of identified actions costs O(1) per action.
public struct TargetActionTable {
    /// What an entry runs: an action sent to a target, or a closure.
    public enum Handler: Equatable {
        /// `target == nil` is a nil-targeted action, resolved through the responder chain.
        case target(SimObject.ID?, Selector)
        /// A closure handler (UIAction, a closure property), by id.
        case closure(Int32)
    }

    /// One registered handler and the events it is registered for.
    public struct Entry: Equatable {
        /// What runs.
        public var handler: Handler
        /// The events it runs for.
        public var events: ControlEvents
    }

    /// The entries, in registration order: the order actions are sent in.
    public private(set) var entries: [Entry] = []
    /// The closure entry registered under each UIAction identifier. Kept beside `entries`
    /// (not in them): sending actions copies the entries, never this.
    private var identified: [String: Int32] = [:]

    /// An empty table.
    public init() {}

    /// Returns false when the pair was already registered for all these events.
    @discardableResult
    public mutating func addTarget(_ target: SimObject.ID?, action: Selector, for events: ControlEvents) -> Bool {
        let handler = Handler.target(target, action)
        if let i = entries.firstIndex(where: { $0.handler == handler }) {
            let already = entries[i].events.isSuperset(of: events)
            entries[i].events.formUnion(events)
            return !already
        }
        entries.append(Entry(handler: handler, events: events))
        return true
    }

    /// AppKit's model (`ControlTargetModel.single`): the control holds one target-action pair, so
    /// this one replaces whatever pair it had, in place. Returns the replaced pair, if any.
    @discardableResult
    public mutating func setOnlyTarget(_ target: SimObject.ID?, action: Selector, for events: ControlEvents) -> Handler? {
        let handler = Handler.target(target, action)
        guard let i = entries.firstIndex(where: { if case .target = $0.handler { return true } else { return false } }) else {
            entries.append(Entry(handler: handler, events: events))
            return nil
        }
        let replaced = entries[i].handler
        entries[i] = Entry(handler: handler, events: events)
        entries.removeAll { if case .target = $0.handler { return $0.handler != handler } else { return false } }
        return replaced
    }

    /// AppKit's cell: its one target-action pair, if set.
    public var onlyTarget: (target: SimObject.ID?, action: Selector)? {
        for e in entries { if case .target(let t, let a) = e.handler { return (t, a) } }
        return nil
    }

    /// Removes event bits from matching target-action entries; returns how many entries changed.
    @discardableResult
    public mutating func removeTarget(_ target: TargetMatch, action: Selector?, for events: ControlEvents) -> Int {
        var changed = 0
        for i in entries.indices {
            guard case .target(let t, let a) = entries[i].handler else { continue }
            if case .only(let wanted) = target, wanted != t { continue }
            if let action, action != a { continue }
            guard !entries[i].events.isDisjoint(with: events) else { continue }
            entries[i].events.subtract(events)
            changed += 1
        }
        entries.removeAll { $0.events.isEmpty }
        return changed
    }

    /// Which targets ``removeTarget(_:action:for:)`` matches.
    public enum TargetMatch: Equatable {
        /// Every target (UIKit's `removeTarget(nil, …)`).
        case any
        /// A specific target; `.only(nil)` is the nil-target entry.
        case only(SimObject.ID?)
    }

    /// Appends a closure entry for `events`, found by `identifier` when it has one.
    public mutating func addClosure(_ closure: Int32, identifier: String? = nil, for events: ControlEvents) {
        entries.append(Entry(handler: .closure(closure), events: events))
        if let identifier { identified[identifier] = closure }
    }

    /// The closure registered under a UIAction identifier, if any.
    public func closure(identifiedBy identifier: String) -> Int32? {
        identified.isEmpty ? nil : identified[identifier]
    }

    /// Replaces the closure `old` in place (UIAction with the same identifier keeps its position);
    /// `new` is then the one found by `identifier`.
    public mutating func replaceClosure(_ old: Int32, with new: Int32, identifier: String? = nil, events: ControlEvents) {
        if let i = entries.firstIndex(where: { $0.handler == .closure(old) }) {
            entries[i] = Entry(handler: .closure(new), events: events)
            if let identifier { identified[identifier] = new }
        } else {
            addClosure(new, identifier: identifier, for: events)
        }
    }

    /// Removes the closure's entry (and its identifier) — or, given `events`, only those event
    /// bits from it, as removeAction(identifiedBy:for:) does; the entry goes when none is left.
    public mutating func removeClosure(_ closure: Int32, for events: ControlEvents? = nil) {
        if let events, let i = entries.firstIndex(where: { $0.handler == .closure(closure) }) {
            entries[i].events.subtract(events)
            if !entries[i].events.isEmpty { return }
        }
        entries.removeAll { $0.handler == .closure(closure) }
        if let identifier = identified.first(where: { $0.value == closure })?.key { identified[identifier] = nil }
    }

    /// The number of entries registered for `event` (without building an array).
    public func count(for event: ControlEvents) -> Int {
        var n = 0
        for e in entries where !e.events.isDisjoint(with: event) { n += 1 }
        return n
    }

    /// UIControl.allTargets equivalent, in registration order (nil target listed as nil).
    public var allTargets: [SimObject.ID?] {
        var seen: [SimObject.ID?] = []
        for e in entries {
            if case .target(let t, _) = e.handler, !seen.contains(where: { $0 == t }) { seen.append(t) }
        }
        return seen
    }
}
