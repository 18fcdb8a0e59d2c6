/// What hit-testing asks a view's own overrides, when it has any (`View+HitTest.swift`).
protocol HitTestOverriding {
    /// The view's point(inside:with:) override's answer for `p` (bounds coordinates); nil when
    /// it has none.
    func pointInside(_ view: View, _ p: Point) throws -> Bool?
    /// The view's hitTest(_:with:) override's answer (`.some(nil)`: it answered nil, so the
    /// touch passes its subtree by); nil when it has none. `byDefault` is UIView's own walk.
    func hitTest(_ view: View, _ p: Point, byDefault: () throws -> View?) throws -> View??
}

/// A script's `method VIEW pointInside:withEvent: { … }` and `method VIEW hitTest:withEvent: { … }`,
/// the standard fixes for a button laid out beyond its superview's bounds (UIView.hitTest(_:with:),
/// https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:); point(inside:with:),
/// https://developer.apple.com/documentation/uikit/uiview/point(inside:with:)). The body gets
/// the point as `point.x` and `point.y` in the view's own coordinates; `super` is UIKit's answer.
/// The trace shows each override asked and its answer, before the hit-test's result.
struct ScriptHitTestOverrides: HitTestOverriding {
    unowned let actions: ActionDispatch
    let pointInsideSelector: Selector
    let hitTestSelector: Selector

    init(_ simulator: Simulator) {
        actions = simulator.actions
        pointInsideSelector = simulator.world.selector(HitTestOverrideMethod.pointInside.selector)
        hitTestSelector = simulator.world.selector(HitTestOverrideMethod.hitTest.selector)
    }

    func pointInside(_ view: View, _ p: Point) throws -> Bool? {
        guard view.respondsTo(pointInsideSelector) else { return nil }
        let inBounds = Value.bool(view.point(inside: p))
        let answer = try actions.askOverride(view, pointInsideSelector, parameters: Self.parameters(p),
                                             announce: .hitTestOverride(method: .pointInside, point: p),
                                             superAnswer: { inBounds }, byDefault: { inBounds })
        if case .bool(let inside)? = answer { return inside }
        return view.point(inside: p)  // an answer that is not a Bool: the bounds, as without the override
    }

    func hitTest(_ view: View, _ p: Point, byDefault: () throws -> View?) throws -> View?? {
        guard view.respondsTo(hitTestSelector) else { return nil }
        let world = view.world
        return try withoutActuallyEscaping(byDefault) { walk in
            let superAnswer = { try walk().map { Value.object($0.id) } ?? .null }
            let answer = try actions.askOverride(view, hitTestSelector, parameters: Self.parameters(p),
                                                 announce: .hitTestOverride(method: .hitTest, point: p),
                                                 superAnswer: superAnswer, byDefault: superAnswer)
            // A view answers; nil (or anything that is not a view) lets the touch pass this subtree.
            guard case .object(let id)? = answer, let hit = world?.object(id) as? View, !hit.isReleased else { return .some(nil) }
            return .some(hit)
        }
    }

    private static func parameters(_ p: Point) -> [(name: String, value: Value)] {
        [("point.x", .number(p.x)), ("point.y", .number(p.y))]
    }
}

/// The two UIView methods a hit-test asks, which a script may override.
public enum HitTestOverrideMethod: UInt8, Sendable {
    case pointInside, hitTest

    /// The selector a script defines (`method card pointInside:withEvent: { … }`).
    public var selector: String {
        switch self {
        case .pointInside: return "pointInside:withEvent:"
        case .hitTest: return "hitTest:withEvent:"
        }
    }

    /// The Swift signature, as the trace names it.
    public var swiftName: String {
        switch self {
        case .pointInside: return "point(inside:with:)"
        case .hitTest: return "hitTest(_:with:)"
        }
    }
}
