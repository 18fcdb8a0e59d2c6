/// What `why` is asked about.
public enum WhySubject: Sendable, Equatable {
    /// An action method: `home.didTapSave:`.
    case method(target: SimObject.ID, selector: Selector)
    /// A closure by its name (`saveAction`, `closure#3`, `clickHandler`): a UIAction replaced by
    /// another with the same identifier keeps the name, so every closure with it counts — on
    /// every control, or only on `on` (a control or recognizer): a cell's UIAction identifier
    /// names a closure on every cell's button, and `why list.row#3.button` asks about that one.
    case closure(name: String, on: SimObject.ID? = nil)
}

/// The answer to "why did (or didn't) this handler run in the last interaction?", as typed data:
/// the runs with the chain of decisions that led to each, or the first decision that kept the
/// handler from running.
public struct Explanation: Sendable {
    /// Whether the handler ran, and what the answer says about it.
    public enum Verdict: Sendable {
        /// It ran (once or more), each run with its causes, nearest first.
        case ran([Run])
        /// It did not run: the first decision that kept it from running.
        case didNotRun(WhyCause)
    }

    /// One run of the handler and the decisions that led to it.
    public struct Run: Sendable {
        /// The event that ran it (a target-action, a chain answer, a delegate call, a closure run).
        public let event: Event
        /// Its causes, nearest first, back to the command.
        public let causes: [Event]
        /// A closure attached while a cell showed one row that ran while the cell showed another
        /// (the reused-cell bug): it ran, but for the wrong row.
        public let stale: CellChange?
        /// The closure this one replaced (the same UIAction identifier, a closure property or a
        /// block set again): that one no longer runs.
        public let replaced: Int32?
        /// The trap that stopped this run, when its Swift hit a runtime error (`.trapped`).
        public var trap: Event? = nil
    }

    /// The handler asked about.
    public let subject: WhySubject
    /// The command that began the last interaction (nil: nothing has happened yet).
    public let interaction: Event?
    /// Whether it ran (with each run's causes), or why not.
    public let verdict: Verdict
}

/// The first decision that kept a handler from running — every way the model knows.
public indirect enum WhyCause: Sendable {
    /// Nothing has happened since the start (or `trace clear`).
    case noInteraction
    /// Nothing in the scene sends it: no control, recognizer, timer, alert or delegate property.
    case notWired
    /// The method is not implemented by that object (an optional delegate method it lacks).
    case notImplemented(target: SimObject.ID, selector: Selector)
    /// The last interaction never touched `control` (it touched `touched`, or nothing).
    case notTouched(control: SimObject.ID, touched: SimObject.ID?)
    /// The touch at `point` hit `hit` (nil: nothing) instead of `view`, because of `reason`.
    case hitElsewhere(view: SimObject.ID, hit: SimObject.ID?, point: Point, reason: HitElsewhere)
    /// The control is disabled: it does not track touches and sends nothing.
    case controlDisabled(control: SimObject.ID)
    /// The finger lifted outside the control's tracking area: it sent touchUpOutside.
    case liftedOutside(control: SimObject.ID, point: Point, margin: Double)
    /// The control sent other events than the ones the handler is registered for.
    case otherEventsSent(control: SimObject.ID, sent: ControlEvents, registered: ControlEvents)
    /// The finger is still down: touchUpInside comes when it lifts.
    case fingerStillDown(control: SimObject.ID)
    /// The finger moved: the scroll view around the control scrolled and took the touch —
    /// before the control saw it (delaysContentTouches), or from it (`contentHadIt`).
    case scrolledInstead(control: SimObject.ID, scrollView: SimObject.ID, contentHadIt: Bool)
    /// The press lasted long enough for `view`'s context menu to show, which took the touch:
    /// the control sent touchCancel.
    case contextMenuTookTouch(control: SimObject.ID, view: SimObject.ID)
    /// A recognizer recognized and cancelled the control's touch (cancelsTouchesInView).
    case touchCancelledByRecognizer(control: SimObject.ID, recognizer: SimObject.ID)
    /// A recognizer recognized and cancelled the view's touches (cancelsTouchesInView): its
    /// override got touchesCancelled, not the phase asked about.
    case touchesCancelledForView(view: SimObject.ID, recognizer: SimObject.ID)
    /// The view's touch deliveries are held back while these recognizers may still recognize.
    case touchHeldByRecognizers(view: SimObject.ID, recognizers: [SimObject.ID])
    /// The recognizer failed, for `reason`, so its actions did not fire.
    case recognizerFailed(recognizer: SimObject.ID, reason: GestureReason)
    /// The recognizer recognized but waits for `blocker`, which it requires to fail.
    case recognizerWaiting(recognizer: SimObject.ID, blocker: SimObject.ID)
    /// The recognizer never saw a touch in the last interaction (it is disabled, or the touch was
    /// not in its view).
    case recognizerNotTouched(recognizer: SimObject.ID, isEnabled: Bool)
    /// The target was released: controls hold targets weakly.
    case targetReleased(target: SimObject.ID)
    /// The control or recognizer itself was freed: nothing held it any more (removed from its
    /// superview, its controller dismissed…), so nothing can reach it.
    case freed(object: SimObject.ID)
    /// The target does not implement the action (UIKit would crash).
    case unrecognizedSelector(target: SimObject.ID)
    /// The nil-targeted action walked the chain and no responder could perform it.
    /// `sender`: the control that sent it (the search starts at the first responder when there
    /// is one, else at the sender).
    case nilTargetUnhandled(selector: Selector, asked: [SimObject.ID], sender: SimObject.ID)
    /// The nil-targeted action was performed by a responder earlier in the chain.
    case handledByOther(selector: Selector, by: SimObject.ID)
    /// The nil-targeted action's walk asked the object, which implements it, and the object's own
    /// canPerformAction(_:withSender:) override answered false, so the walk went on:
    /// `performedBy` performed it later in the chain, or nobody (nil).
    case canPerformRefused(object: SimObject.ID, selector: Selector, performedBy: SimObject.ID?)
    /// AppKit: NSApp's search for the nil-targeted action never reached the object (it starts at
    /// the key window's first responder, not at the sender); `performedBy` did it, or nobody.
    case notOnSearchPath(selector: Selector, object: SimObject.ID, performedBy: SimObject.ID?, asked: [SimObject.ID])
    /// The delegate property is nil.
    case delegateNil(owner: SimObject.ID, slot: Int32)
    /// The delegate was released: the weak reference reads nil.
    case delegateReleased(owner: SimObject.ID, slot: Int32, delegate: SimObject.ID)
    /// A block handler made the hidden proxy the delegate, pushing this object out.
    case delegateReplacedByProxy(owner: SimObject.ID, slot: Int32, proxy: SimObject.ID)
    /// Another object is the delegate.
    case delegateIsOther(owner: SimObject.ID, slot: Int32, delegate: SimObject.ID)
    /// The object is a delegate, but the last interaction called nothing through that property.
    case delegateNotCalled(owner: SimObject.ID, slot: String)
    /// The closure was removed from its control.
    case closureRemoved(control: SimObject.ID)
    /// Another closure replaced it (the same UIAction identifier, a closure property or block set again).
    case closureReplaced(control: SimObject.ID, by: Int32)
    /// The timer was invalidated (or was a one-shot timer that already fired).
    case timerInvalidated(timer: SimObject.ID, firings: Int32)
    /// The timer is valid but not due yet: it fires at `fireDate`.
    case timerNotDue(timer: SimObject.ID, fireDate: Int64)
    /// A delegate answered false to a "should" method (`selector`, e.g. textFieldShouldBeginEditing:),
    /// so what the handler waits for never happened. `delegate`: who answered (-1: a block).
    case delegateRefused(owner: SimObject.ID, delegate: SimObject.ID, selector: Selector)
    /// The control's value did not change, so it sent no valueChanged: the selected segment was
    /// tapped again (`atLimit` false), or a stepper that does not wrap was at its limit.
    case valueUnchanged(control: SimObject.ID, value: Double, atLimit: Bool)
    /// The slider was touched on its track, not its thumb: UISlider moves only when the thumb is
    /// dragged, so the value stayed `value`.
    case sliderTrackTapped(slider: SimObject.ID, value: Double)
    /// The recognizer's delegate (or its shouldReceiveTouch block) answered false to
    /// gestureRecognizer:shouldReceiveTouch:, so the recognizer ignored the touch.
    case touchIgnoredByRecognizer(recognizer: SimObject.ID)
    /// The control's overrides of touches methods (`phases`: touchesBegan…) ran instead of
    /// UIKit's tracking, which then never finished: no `super`, so no touchUpInside.
    case overrideWithoutSuper(view: SimObject.ID, phases: [TouchPhase])
    /// The view was refused the touch: another view in its window is exclusiveTouch, or the view
    /// already had a touch and is not multipleTouchEnabled.
    case touchRefused(view: SimObject.ID, refusal: TouchRefusal)
    /// A recognizer recognized and cancelled the touch on a table's (or collection view's) row
    /// (cancelsTouchesInView), so the row was never selected.
    case selectionCancelledByRecognizer(table: SimObject.ID, recognizer: SimObject.ID)
    /// The table's delegate refused the selection: willSelectRowAt answered nil (a collection
    /// view's shouldSelectItemAt, false).
    case selectionPrevented(table: SimObject.ID, delegate: SimObject.ID, selector: Selector)
    /// The table's allowsSelection is false: a tap selects nothing and calls no delegate method.
    case selectionDisallowed(table: SimObject.ID)
    /// The touch was on `from` (or inside it), which the recognizer left for `to` when it was
    /// added there: a recognizer belongs to one view.
    case recognizerMoved(recognizer: SimObject.ID, from: SimObject.ID, to: SimObject.ID)
    /// The alert was shown and another of its actions was chosen (`chosen`; `presenter`: as in
    /// ``alertNotChosen(alert:isShown:presenter:)``).
    case otherAlertAction(alert: SimObject.ID, chosen: AlertButton, presenter: SimObject.ID)
    /// None of the alert's actions was chosen in the last interaction: it was not shown, or it
    /// is shown (`isShown`) and waits for a choice. `presenter`: the controller that presented it
    /// last (-1: never presented, or a UIAlertView, which is shown without one).
    case alertNotChosen(alert: SimObject.ID, isShown: Bool, presenter: SimObject.ID)
}

/// Why a touch meant for a view hit another one (or none).
public enum HitElsewhere: Sendable {
    /// The view, or the ancestor named, is hidden: it is skipped with its subviews.
    case hidden(SimObject.ID)
    /// Its alpha is below 0.01.
    case transparent(SimObject.ID)
    /// Its isUserInteractionEnabled is false.
    case interactionDisabled(SimObject.ID)
    /// It lies outside its superview's bounds where the touch was: it cannot be hit there.
    case outsideSuperview(SimObject.ID)
    /// It (or the ancestor named) was being animated without `.allowUserInteraction`.
    case animating(SimObject.ID)
    /// A view in front of it (`front`, a later sibling of one of its ancestors, or of the view
    /// itself) covers the point.
    case coveredBy(front: SimObject.ID)
    /// The point is not on the view at all: its frame in the window is `frame`. `unreachable`:
    /// the view, or the ancestor named, would be skipped by hit-testing even at the view's own
    /// point (hidden, transparent, interaction disabled), so a tap on it would miss too.
    case notUnderTouch(frame: Rect, unreachable: (view: SimObject.ID, reason: View.SkipReason)?)
    /// The view is in another window than the one touched (`window`), or in none (nil).
    case otherWindow(window: SimObject.ID?)
    /// An alert was on screen: its dimmed background took the touch (alerts are modal).
    /// `dismissedBy`: the title of the button that dismisses it (its cancel button, else its
    /// first), nil when it has none.
    case alertOnScreen(alert: SimObject.ID, dismissedBy: String?)
    /// A script's override of point(inside:with:) or hitTest(_:with:) on the view or an ancestor
    /// (the object) answered so that hit-testing went elsewhere: false, nil or another view.
    case overrideAnswered(SimObject.ID, HitTestOverrideMethod, Value)
}
