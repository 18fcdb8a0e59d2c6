/// A delegate protocol declared by a script, e.g. the seed's
/// `protocol LoginViewControllerDelegate { func passwordRecoveryRequested(from:) }`:
/// `protocol LoginViewControllerDelegate passwordRecoveryRequested:`.
///
/// Required methods are checked when an object is assigned as a delegate (Swift checks
/// conformance at compile time; the simulator does it at the assignment). Optional methods may be
/// missing: calling one is a visible no-op, as `delegate?.method?()` is.
public struct DelegateProtocol: Sendable {
    /// The protocol's name.
    public let name: String
    /// Methods a delegate must implement to be assigned.
    public let required: [Selector]
    /// Methods a delegate may leave out.
    public let optional: [Selector]

    package init(name: String, required: [Selector], optional: [Selector]) {
        self.name = name; self.required = required; self.optional = optional
    }

    /// Whether the protocol declares `selector`, required or optional.
    public func declares(_ selector: Selector) -> Bool {
        required.contains(selector) || optional.contains(selector)
    }
}

/// A `weak var NAME: PROTOCOL?` property of an object: `delegate`, `dataSource`…
///
/// Weak, as UIKit's delegates are: the owner never keeps its delegate alive, and once the
/// delegate is released the property reads nil.
public struct DelegateSlot: Sendable {
    /// The property's name (`delegate`, `dataSource`).
    public let name: String
    /// The protocol a delegate must conform to; nil accepts any object.
    public let protocolName: String?
    /// The delegate assigned, if any; it may since have been released (``Delegation/liveDelegate(_:)``
    /// reads it as UIKit's weak property would).
    public internal(set) var target: SimObject.ID?
}
