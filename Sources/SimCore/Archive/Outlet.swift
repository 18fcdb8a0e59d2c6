/// An outlet, `@IBOutlet var NAME`: a named reference from one object to another, the kind a
/// nib connects. Weak by default, as Xcode writes `@IBOutlet weak var` (Apple: outlets to
/// subviews are usually weak, since the superview already owns them); a strong outlet keeps its
/// object alive (`Lifetimes/StrongReferences.swift`). A weak one reads nil once its object is freed.
public struct Outlet: Sendable, Equatable {
    /// The outlet's property name.
    public let name: String
    /// The object it points at; nil when unconnected.
    public internal(set) var target: SimObject.ID?
    /// Whether it keeps its object alive (`@IBOutlet var`), or is weak (`@IBOutlet weak var`, the
    /// default).
    public let isStrong: Bool

    /// An outlet named `name` pointing at `target`.
    public init(name: String, target: SimObject.ID?, isStrong: Bool) {
        self.name = name; self.target = target; self.isStrong = isStrong
    }
}

extension SimObject {
    /// The outlet named `name`, if the object has one.
    public func outlet(_ name: String) -> Outlet? { outlets.first { $0.name == name } }

    /// Connects (or reconnects) the outlet `name`; returns the object it pointed at before.
    @discardableResult
    public func connectOutlet(_ name: String, to target: SimObject?, strong: Bool) -> SimObject.ID? {
        let outlet = Outlet(name: name, target: target?.id, isStrong: strong)
        guard let i = outlets.firstIndex(where: { $0.name == name }) else {
            outlets.append(outlet)
            return nil
        }
        let previous = outlets[i].target
        outlets[i] = outlet
        return previous
    }

    /// The object an outlet points at now: nil when unset, and for a weak outlet once its object is freed.
    public func liveTarget(of outlet: Outlet) -> SimObject? {
        guard let id = outlet.target, let object = world?.object(id) else { return nil }
        return object.isReleased ? nil : object
    }
}
