/// UIResponder: an object in the responder chain. Which responder comes next is a platform rule
/// (`World.nextResponder(after:)`, `Platform/UIKitRules.swift`), not a property of the class.
public class Responder: SimObject {
    public override class var descriptor: ClassDescriptor { responderClass }

    /// UIKit's default is `false`; text fields say `true`. Settable from scripts.
    @exclusivity(unchecked) public var canBecomeFirstResponder = false
    /// UIKit's default is `true`; a responder that says `false` stays first responder when another asks.
    @exclusivity(unchecked) public var canResignFirstResponder = true

    /// UIKit's default `canPerformAction(_:withSender:)` answers whether the responder implements the action.
    public func canPerformAction(_ selector: Selector) -> Bool { respondsTo(selector) }

    /// Whether the responder is in a window's hierarchy: UIKit only lets such responders become first responder.
    public var isInWindowHierarchy: Bool { false }
}

extension Responder {
    /// UIResponder's: what a first responder may do, and who is next in the chain.
    public static let responderProperties = PropertyTable([
        .on(Responder.self, "canBecomeFirstResponder", .bool, designTime: true,
            get: { .bool($0.canBecomeFirstResponder) }, set: { r, v, _ in r.canBecomeFirstResponder = try v.bool() }),
        .on(Responder.self, "canResignFirstResponder", .bool, designTime: true,
            get: { .bool($0.canResignFirstResponder) }, set: { r, v, _ in r.canResignFirstResponder = try v.bool() }),
        .on(Responder.self, "isFirstResponder", .bool, get: { r in r.world.map { .bool($0.application.firstResponder === r) } }),
        .on(Responder.self, "nextResponder", .object, get: { r in r.world.map { .object($0.nextResponder(after: r)) } }),
    ])
}

extension Responder {
    public static let responderClass = ClassDescriptor(.responder, uikit: "UIResponder", appkit: "NSResponder", properties: responderProperties)
}
