/// What a scroll view (plain, a table or a collection view) did with a touch, for `Event.Payload.scroll`
/// (object: the scroll view; `view`: the content view the touch is on).
public enum ScrollStep: Sendable {
    /// delaysContentTouches: the touch is held back from `view` for `delay` microseconds.
    case held(view: SimObject.ID, delay: Int64)
    /// The delay passed (or the finger lifted first) without a drag: `view` gets the touch now.
    case passedOn(view: SimObject.ID)
    /// The finger moved far enough: the touch is a scroll. `cancelled`: `view` already had the
    /// touch and gets touchesCancelled; else it never saw it.
    case began(view: SimObject.ID, cancelled: Bool)
    /// The drag did not become a scroll: `view` keeps the touch (`byOverride`: a
    /// touchesShouldCancel(in:) method said so; else canCancelContentTouches is false, or the
    /// view is a control, for which UIScrollView's default answer is false).
    case contentKeeps(view: SimObject.ID, reason: ContentKeepsReason)
    /// The scroll view's own touchesShouldCancel(in:) (a script method) is asked about `view`.
    case asksOverride(view: SimObject.ID)
    /// The scroll view's own touchesShouldBegin(_:with:in:) (a script method) is asked about `view`.
    case asksShouldBegin(view: SimObject.ID)
    /// The content moved with the finger (contentOffset; a table's x is always 0).
    case moved(offset: Point)
    /// The finger lifted: the scroll ends where it is (a paging one on a page), and the touch
    /// selects nothing.
    case ended(offset: Point)
}

/// Why the content kept a touch that turned into a drag, so the table did not scroll.
public enum ContentKeepsReason: UInt8, Sendable {
    /// The table's canCancelContentTouches is false; the view is a UIControl
    /// (touchesShouldCancel(in:)'s default answer); an override of touchesShouldCancel(in:) said
    /// false.
    case cannotCancel, control, override
}
