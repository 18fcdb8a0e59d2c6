/// Scroll views — plain ones, tables and collection views (UIScrollView,
/// https://developer.apple.com/documentation/uikit/uiscrollview): a finger that drags over one
/// scrolls its content instead of touching what is under it.
///
/// - delaysContentTouches (true by default): a touch on the content is held back; if the finger
///   moves `config.scrollThreshold` points within `config.scrollTouchDelay` (Apple gives neither
///   number: both are config parameters), it is a scroll and the content never sees the touch;
///   otherwise the content gets it when the delay ends, or when the finger lifts first.
/// - canCancelContentTouches (true by default) and touchesShouldCancel(in:): when a touch the
///   content already has turns into a drag, the scroll view asks; UIScrollView's default answers
///   true unless the view is a UIControl
///   (https://developer.apple.com/documentation/uikit/uiscrollview/touchesshouldcancel(in:)). A
///   script's `touchesShouldCancel:` method on the scroll view (with `view`) answers instead. Yes: the
///   content gets touchesCancelled and the scroll view scrolls; no: the content keeps the touch.
/// - While it scrolls, contentOffset follows the finger (cells are reused as rows leave), and the
///   touch selects nothing.
/// - The delay holds back only the content's touchesBegan (UIKit does it with a recognizer of the
///   scroll view's own that has delaysTouchesBegan): gesture recognizers on the scroll view and its
///   ancestors see every phase at once, so a tap recognizer above a table can recognize — and
///   with cancelsTouchesInView cancel the row's touch — before the row ever sees it. When the touch
///   becomes a scroll, the scroll view's pan has recognized: recognizers still possible fail.
public final class ScrollTracking: SimulationEngine {
    private struct Tracked {
        let scrollView: ScrollView
        let view: View
        let start: Point
        let startOffset: Point
        var held = false
        var delivered = false
        var scrolling = false
        /// The content kept the touch: this touch never scrolls.
        var pinned = false
        var release: RunLoopQueue.Token?
    }
    @exclusivity(unchecked) private var tracked: [Int32: Tracked] = [:]

    /// The scroll view the touch on `view` is in (the view itself, or an ancestor), if any.
    func scrollView(around view: View) -> ScrollView? {
        guard world.scrollViewsMade > 0 else { return nil }
        var current: View? = view
        var walk = ChainWalk.superviews
        while let v = current, walk.step() {
            if let scrollView = v as? ScrollView, scrollView.isScrollEnabled { return scrollView }
            current = v.superview
        }
        return nil
    }

    /// The scroll view a finger is dragging now, if any: while there is one the main run loop runs
    /// in its tracking mode (`Timers/ScheduledTimer.swift`).
    var draggedScrollView: ScrollView? {
        guard !tracked.isEmpty else { return nil }
        // The earliest touch's, not hash order's: the trace names it.
        return tracked.filter(\.value.scrolling).min { $0.key < $1.key }?.value.scrollView
    }

    /// Whether this engine decides where `touch`'s phases go.
    func owns(_ touch: Int32) -> Bool { !tracked.isEmpty && tracked[touch] != nil }

    /// A finger went down on `view`, inside `scrollView`.
    func began(_ touch: Touch, on view: View, in scrollView: ScrollView) throws {
        var t = Tracked(scrollView: scrollView, view: view, start: touch.location, startOffset: scrollView.boundsOrigin)
        if scrollView.delaysContentTouches, view !== scrollView {
            t.held = true
            emit(.scroll(.held(view: view.id, delay: config.scrollTouchDelay)), about: scrollView)
            let number = touch.number
            t.release = try simulator.schedule(after: config.scrollTouchDelay) { [unowned self] in try passOn(number) }
            tracked[touch.number] = t
            return try simulator.gestures.dispatch(.began, of: touch, to: view, contentDelayed: true)
        }
        t.delivered = true
        tracked[touch.number] = t
        if view !== scrollView { try askContentMayBegin(touch.number, t) }
        try simulator.gestures.dispatch(.began, of: touch, to: view)
    }

    /// UIScrollView.touchesShouldBegin(_:with:in:): as the content is about to get a touch, a
    /// script's `touchesShouldBegin:` method on the scroll view (with `view`) may answer false —
    /// then no phase of the touch reaches the content (recognizers still see it). The default is
    /// true (https://developer.apple.com/documentation/uikit/uiscrollview/touchesshouldbegin(_:with:in:)).
    private func askContentMayBegin(_ number: Int32, _ t: Tracked) throws {
        guard let answer = try simulator.actions.askOverride(t.scrollView, "touchesShouldBegin:", parameters: [("view", .object(t.view.id))],
                                                             byDefault: true, announce: .scroll(.asksShouldBegin(view: t.view.id))),
              !answer else { return }
        simulator.touches.refusedTouches.insert(number)
    }

    /// The delay ended with no drag: the content gets the touch that began.
    private func passOn(_ number: Int32) throws {
        guard var t = tracked[number], t.held else { return }
        t.held = false
        t.delivered = true
        t.release = nil
        tracked[number] = t
        tracer.currentTouch = number
        defer { tracer.currentTouch = 0 }
        emit(.scroll(.passedOn(view: t.view.id)), about: t.scrollView)
        try askContentMayBegin(number, t)
        try simulator.gestures.releaseContent(number)
    }

    /// A later phase of a touch this engine tracks.
    func phase(_ phase: TouchPhase, of touch: Touch) throws {
        guard var t = tracked[touch.number] else { return }
        switch phase {
        case .moved:
            if t.scrolling { return try follow(&t, touch) }
            let dx = touch.location.x - t.start.x, dy = touch.location.y - t.start.y
            if !t.pinned, (dx * dx + dy * dy).squareRoot() >= config.scrollThreshold {
                if t.held {
                    if let token = t.release { simulator.cancelScheduled(token) }
                    t.held = false
                    emit(.scroll(.began(view: t.view.id, cancelled: false)), about: t.scrollView)
                    try tracer.nested { try simulator.gestures.scrollBegan(touch, content: t.view, by: t.scrollView, contentHadIt: false) }
                } else if let keeps = try keepsTouch(t.view, in: t.scrollView) {
                    t.pinned = true
                    tracked[touch.number] = t
                    emit(.scroll(.contentKeeps(view: t.view.id, reason: keeps)), about: t.scrollView)
                    return try simulator.gestures.dispatch(.moved, of: touch, to: t.view)
                } else {
                    emit(.scroll(.began(view: t.view.id, cancelled: true)), about: t.scrollView)
                    try tracer.nested { try simulator.gestures.scrollBegan(touch, content: t.view, by: t.scrollView, contentHadIt: true) }
                }
                t.scrolling = true
                return try follow(&t, touch)
            }
            tracked[touch.number] = t
            // Recognizers see every move; the content only once it has the touch.
            try simulator.gestures.dispatch(.moved, of: touch, to: t.view)
        case .ended, .cancelled:
            tracked[touch.number] = nil
            if let token = t.release { simulator.cancelScheduled(token) }
            if t.scrolling {
                // A paging scroll view comes to rest on the nearest page.
                if t.scrollView.isPagingEnabled { try move(t.scrollView, to: t.scrollView.page(nearest: t.scrollView.boundsOrigin)) }
                emit(.scroll(.ended(offset: t.scrollView.boundsOrigin)), about: t.scrollView)
                try simulator.gestures.scrollEnded(phase, of: touch)
                if draggedScrollView == nil { try simulator.timers.trackingEnded() }
                return
            }
            if t.held {
                // A quick tap: the held touch begins now, and ends below.
                emit(.scroll(.passedOn(view: t.view.id)), about: t.scrollView)
                try askContentMayBegin(touch.number, t)
                try simulator.gestures.releaseContent(touch.number)
            }
            try simulator.gestures.dispatch(phase, of: touch, to: t.view)
        case .began:
            return
        }
    }

    /// The content moves with the finger (clamped to the content), laying out the rows.
    private func follow(_ t: inout Tracked, _ touch: Touch) throws {
        tracked[touch.number] = t
        let offset = Point(t.startOffset.x - (touch.location.x - t.start.x), t.startOffset.y - (touch.location.y - t.start.y))
        let scrollView = t.scrollView
        emit(.scroll(.moved(offset: scrollView.clamped(offset))), about: scrollView)
        try move(scrollView, to: offset)
        // Pulled down past the top far enough: pull to refresh (UIRefreshControl).
        if offset.y <= -config.refreshThreshold, let refresh = scrollView.refreshControl, !refresh.isRefreshing {
            try simulator.controls.beginRefreshing(refresh)
        }
    }

    /// Why the content keeps a touch that turned into a drag, or nil when the scroll view may
    /// take it (UIScrollView.touchesShouldCancel(in:) and canCancelContentTouches).
    /// `contentOffset = offset` in code: the content moves at once, without a scroll event (no
    /// finger did it), kept within the content (UIKit lets code go past its edges; the simulator
    /// has no bounce to show there — our choice); a table lays out the rows that come in.
    public func setContentOffset(_ offset: Point, of scrollView: ScrollView) throws {
        try move(scrollView, to: offset)
    }

    /// The content moves to `offset` (kept within it); a table lays out the rows that come in.
    private func move(_ scrollView: ScrollView, to offset: Point) throws {
        if let table = scrollView as? TableView { return try tracer.nested { try simulator.cells.scroll(table, toOffset: offset.y) } }
        scrollView.boundsOrigin = scrollView.clamped(offset)
    }

    private func keepsTouch(_ view: View, in table: ScrollView) throws -> ContentKeepsReason? {
        guard table.canCancelContentTouches else { return .cannotCancel }
        let byDefault = !(view is Control)
        if let answer = try simulator.actions.askOverride(table, "touchesShouldCancel:", parameters: [("view", .object(view.id))],
                                                          byDefault: byDefault, announce: .scroll(.asksOverride(view: view.id))) {
            return answer ? nil : .override
        }
        return byDefault ? nil : .control
    }
}
