/// UIView.hitTest(_:with:) and point(inside:with:), per UIKit's documentation (NSView.hitTest(_:)
/// in AppKit is the same walk, but only hidden views are skipped: `HitTestPolicy`):
/// - a view is skipped, with its whole subtree, when it is hidden, has user interaction disabled,
///   or has an alpha below 0.01;
/// - point(inside:) is the bounds: the min edges are inside, the max edges outside;
/// - subviews are tried front to back (last added first); when none is hit, the view itself is;
/// - a subview's part that lies outside its superview's bounds cannot be hit, because the
///   superview's own point(inside:) fails first — even when `clipsToBounds` is false;
/// - a script's override of point(inside:with:) or hitTest(_:with:) answers instead, as a
///   subclass's would (`Touches/HitTestOverrides.swift`).
extension View {
    /// Why hit-testing passed over a view and its subtree (the trace's skip lines).
    public enum SkipReason: Sendable {
        /// The view is hidden, has an alpha below 0.01, or has user interaction disabled.
        case hidden, transparent, interactionDisabled
        /// The point is outside this view, but a descendant drawn there extends outside it.
        case outsideBounds
        /// The view is being animated (UIView.animate without `.allowUserInteraction`).
        case animating
    }

    /// Why UIKit's hit-testing would skip this view and its subtree regardless of the point.
    public var hitTestSkipReason: SkipReason? { hitTestSkipReason(.uikit) }

    /// Why hit-testing under `policy` would skip this view and its subtree.
    @inline(__always)
    public func hitTestSkipReason(_ policy: HitTestPolicy) -> SkipReason? {
        if isHidden { return .hidden }
        if !isUserInteractionEnabled, policy.skipsInteractionDisabled { return .interactionDisabled }
        if alpha < 0.01, policy.skipsTransparent { return .transparent }
        if isAnimatingWithoutInteraction { return .animating }
        return nil
    }

    /// Whether `p`, in the view's bounds coordinates, is inside it (UIView.point(inside:with:)).
    public func point(inside p: Point) -> Bool { bounds.contains(p) }

    /// Plain hit-testing, without a trace: `p` is in this view's bounds coordinates.
    public func hitTest(_ p: Point) -> View? {
        hitTest(p, skipped: { _, _ in })
    }

    /// Hit-testing that reports each view skipped for a reason a user may not expect (hidden,
    /// transparent, interaction disabled, or a descendant outside its superview's bounds).
    /// Views that simply do not contain the point are not reported.
    /// The walk every tap takes (no script overrides anywhere): kept apart from the overridable
    /// one below, which costs a tenth more instructions per tap for the overrides it looks for.
    public func hitTest(_ p: Point, policy: HitTestPolicy = .uikit, skipped: (View, SkipReason) -> Void) -> View? {
        if let reason = hitTestSkipReason(policy) {
            if bounds.contains(p) || descendantDrawn(at: p, policy) != nil { skipped(self, reason) }
            return nil
        }
        guard point(inside: p) else {
            if let stray = descendantDrawn(at: p, policy) { skipped(stray, .outsideBounds) }
            return nil
        }
        for sub in subviews.reversed() {
            let local = Point(p.x - sub.frame.minX + sub.boundsOrigin.x, p.y - sub.frame.minY + sub.boundsOrigin.y)
            if let hit = sub.hitTest(local, policy: policy, skipped: skipped) { return hit }
        }
        return self
    }

    /// The same walk, asking `overrides` at each view that defines methods: its hitTest(_:with:)
    /// override replaces the whole step for its subtree (`super` in it is the step below); its
    /// point(inside:with:) override replaces the bounds test.
    func hitTest(_ p: Point, policy: HitTestPolicy, skipped: (View, SkipReason) -> Void,
                 overrides: any HitTestOverriding) throws -> View? {
        if !methods.isEmpty,
           let answer = try overrides.hitTest(self, p, byDefault: { try defaultHitTest(p, policy, skipped, overrides) }) {
            return answer
        }
        return try defaultHitTest(p, policy, skipped, overrides)
    }

    /// UIView's own hitTest(_:with:): skip, ask point(inside:), then the subviews front to back.
    private func defaultHitTest(_ p: Point, _ policy: HitTestPolicy, _ skipped: (View, SkipReason) -> Void,
                                _ overrides: any HitTestOverriding) throws -> View? {
        if let reason = hitTestSkipReason(policy) {
            if bounds.contains(p) || descendantDrawn(at: p, policy) != nil { skipped(self, reason) }
            return nil
        }
        var inside = point(inside: p)
        if !methods.isEmpty, let answer = try overrides.pointInside(self, p) { inside = answer }
        guard inside else {
            if let stray = descendantDrawn(at: p, policy) { skipped(stray, .outsideBounds) }
            return nil
        }
        for sub in subviews.reversed() {
            let local = Point(p.x - sub.frame.minX + sub.boundsOrigin.x, p.y - sub.frame.minY + sub.boundsOrigin.y)
            if let hit = try sub.hitTest(local, policy: policy, skipped: skipped, overrides: overrides) { return hit }
        }
        return self
    }

    /// A visible descendant whose frame covers `p` (in this view's coordinates): it is drawn
    /// there but cannot be hit because `p` is outside this view's bounds.
    func descendantDrawn(at p: Point, _ policy: HitTestPolicy = .uikit) -> View? {
        for sub in subviews.reversed() where sub.hitTestSkipReason(policy) == nil {
            let local = Point(p.x - sub.frame.minX + sub.boundsOrigin.x, p.y - sub.frame.minY + sub.boundsOrigin.y)
            if sub.bounds.contains(local) { return sub }
            if let deeper = sub.descendantDrawn(at: local, policy) { return deeper }
        }
        return nil
    }
}
