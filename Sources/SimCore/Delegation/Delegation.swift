/// Delegation: weak delegate properties, calls through them with optional chaining, and
/// releasing objects (what makes weak references read nil).
public final class Delegation: SimulationEngine {

    /// Declares `weak var SLOT: PROTOCOL?` on `owner` (nil at first). Declaring it again keeps the
    /// current delegate.
    public func declareDelegate(_ slot: String, on owner: SimObject, protocol p: DelegateProtocol?) {
        if let i = owner.delegateSlots.firstIndex(where: { $0.name == slot }) {
            owner.delegateSlots[i] = DelegateSlot(name: slot, protocolName: p?.name, target: owner.delegateSlots[i].target)
        } else {
            owner.delegateSlots.append(DelegateSlot(name: slot, protocolName: p?.name, target: nil))
        }
    }

    /// `owner.SLOT = target`, checking the protocol's required methods the way the Swift compiler
    /// checks conformance. Returns the previous delegate.
    @discardableResult
    public func setDelegate(_ slot: String, of owner: SimObject, to target: SimObject?,
                            replacesUserDelegate: Bool = false) throws -> SimObject? {
        guard let i = owner.delegateSlots.firstIndex(where: { $0.name == slot }) else {
            throw DelegationError.noSuchSlot(owner: owner.name, slot: slot)
        }
        if let target {
            if target.isReleased { throw DelegationError.released(target.name) }
            if let name = owner.delegateSlots[i].protocolName, let p = world.delegateProtocol(named: name) {
                let missing = p.required.filter { !target.respondsTo($0) }
                if !missing.isEmpty {
                    throw DelegationError.doesNotConform(object: target.name, protocolName: name,
                                                         missing: missing.map(world.name(of:)))
                }
            }
        }
        let previous = liveDelegate(owner.delegateSlots[i])
        owner.delegateSlots[i].target = target?.id
        emit(.delegateSet(DelegateAssignment(slot: world.strings.intern(slot), delegate: target?.id ?? -1,
                                             previous: previous?.id ?? -1, replacesUserDelegate: replacesUserDelegate)),
             about: owner)
        return previous
    }

    /// The object a weak slot points at, nil when unset or released.
    public func liveDelegate(_ slot: DelegateSlot) -> SimObject? {
        guard let id = slot.target else { return nil }
        let object = world.object(id)
        return object.isReleased ? nil : object
    }

    /// `owner.SLOT?.selector(argument, parameters…)`: optional chaining, so an unset or released
    /// delegate, or an optional method it does not implement, is a visible no-op. Returns what the
    /// method answered, or `defaultValue` when nothing answered (the value UIKit assumes when a
    /// delegate does not implement a `should…` method).
    @discardableResult
    public func callDelegate(_ slot: String, of owner: SimObject, _ selector: Selector, argument: SimObject?,
                             parameters: [(name: String, value: Value)] = [], defaultValue: Value? = nil,
                             quietWhenMissing: Bool = false) throws -> Value? {
        // An optional method UIKit only calls when implemented (numberOfSections): no trace line
        // when the delegate lacks it, just the default.
        if quietWhenMissing {
            let delegate = owner.delegateSlot(slot).flatMap(liveDelegate)
            let answers = delegate.map { d in d.respondsTo(selector) && !(d is BlocksProxy && owner.blockHandling?.block(
                TableView.delegateMethods.first { $0.selector == world.name(of: selector) }?.block ?? "") == nil) } ?? false
            if !answers { return defaultValue }
        }
        guard let entry = owner.delegateSlot(slot) else {
            throw DelegationError.noSuchSlot(owner: owner.name, slot: slot)
        }
        let slotName = world.strings.intern(slot)
        func record(_ outcome: DelegateCall.Outcome, _ delegate: SimObject.ID) {
            emit(.delegateCall(DelegateCall(slot: slotName, selector: selector, delegate: delegate, argument: argument?.id ?? -1,
                                            parameters: parameters, outcome: outcome)),
                 about: owner)
        }
        var answer: Value?
        var answeredBy: SimObject.ID = -1
        if let id = entry.target, world.object(id).isReleased {
            record(.released, id)
        } else if let id = entry.target {
            let delegate = world.object(id)
            if let method = delegate.method(for: selector) {
                record(.performed, id)
                let result = HandlerResult()
                var context = ActionContext(simulator: simulator, receiver: delegate, sender: argument, touch: 0, closure: nil)
                context.parameters = parameters
                context.result = result
                try tracer.nested { try method.body(context) }
                answer = result.value
                answeredBy = id
            } else {
                record(.notImplemented, id)
            }
        } else {
            record(.nilDelegate, -1)
        }
        if defaultValue != nil || answer != nil {
            tracer.nested { reportAnswer(answer, by: answeredBy, defaultValue: defaultValue) }
        }
        return answer ?? defaultValue
    }

    /// Traces what a handler answered, or the default used in its place.
    func reportAnswer(_ answer: Value?, by object: SimObject.ID, defaultValue: Value?) {
        guard let value = answer ?? defaultValue else { return }
        emit(.returned(value: value, isDefault: answer == nil), object: answer == nil ? -1 : object)
    }
}

/// Why a delegate could not be assigned.
public enum DelegationError: Error, Equatable, CustomStringConvertible {
    /// The owner has no delegate property of that name.
    case noSuchSlot(owner: String, slot: String)
    /// The object lacks required methods of the property's protocol.
    case doesNotConform(object: String, protocolName: String, missing: [String])
    /// The object was released.
    case released(String)

    /// The message, as a script's error diagnostic shows it.
    public var description: String {
        switch self {
        case .noSuchSlot(let owner, let slot): return "'\(owner)' has no delegate property '\(slot)'"
        case .doesNotConform(let object, let p, let missing):
            return "'\(object)' does not conform to \(p): it lacks \(missing.joined(separator: ", "))"
        case .released(let name): return "'\(name)' was released"
        }
    }
}
