/// Why a recognizer changed state or the arena decided something, as a typed value: the numbers
/// and names it mentions are copied when the decision is made, so the reason reads the same when
/// `trace` or `arena` replays it later (see `GestureReason+Text.swift` for the words).
public indirect enum GestureReason: Sendable {
    // MARK: A recognizer's own touch handling

    /// A single tap was recognized.
    case aTap
    /// Tap `count` of the `required` taps (a multi-tap recognizer recognizes on the last one).
    case tap(count: Int, of: Int)
    /// The wrong number of fingers for the recognizer.
    case fingers(count: Int, needs: Int)
    /// A tap's finger moved more than the allowed distance.
    case fingerMoved(beyond: Double)
    /// A long press's finger moved too far before the press duration.
    case fingerMovedBeforePress(beyond: Double, duration: Int64)
    /// A long press lifted before its duration.
    case liftedBeforePress(duration: Int64)
    /// The finger lifted (ending a gesture, or failing one that needed it held).
    case fingerLifted
    /// The system cancelled the touch.
    case touchCancelled
    /// A pan began: its fingers moved this far.
    case panned(distance: Double)
    /// A pan's finger lifted before moving `threshold` points.
    case liftedBeforePanning(threshold: Double)
    /// A swipe took longer than the maximum duration.
    case tooSlowForSwipe
    /// The finger went another way than the swipe's direction.
    case wrongWayForSwipe(SwipeGestureRecognizer.Direction)
    /// A swipe was recognized: it moved this far in its direction.
    case swiped(distance: Double, SwipeGestureRecognizer.Direction)
    /// The finger lifted before going the swipe's minimum distance.
    case liftedBeforeSwipe(distance: Double, SwipeGestureRecognizer.Direction)
    /// A pinch or rotation got a third finger.
    case moreThanTwoFingers
    /// A pinch or rotation changed (its two fingers moved).
    case twoFingersMoved
    /// A finger of a pinch or rotation lifted before the gesture began.
    case fingerLiftedBeforeBegan
    /// A finger of a two-finger gesture lifted, ending it.
    case aFingerLifted
    /// A continuous gesture changed: a pan's translation and velocity…
    case translation(Point, velocity: Point)
    /// …a pinch's scale, a rotation in degrees, or a finger's new location.
    case scale(Double)
    /// A rotation's angle, in degrees.
    case rotation(Double)
    /// A continuous gesture's first finger (a long press's) moved to this point.
    case fingerMovedTo(Point)
    /// A continuous gesture changed, with no finger left to report.
    case moved

    // MARK: The arena's decisions

    /// A long press held long enough.
    case heldFor(Int64)
    /// A multi-tap recognizer's next tap did not come in time.
    case noTapWithin(tap: Int, interval: Int64)
    /// A multi-tap recognizer's next tap began outside its view.
    case nextTouchOutsideItsView
    /// Every touch lifted: a recognizer in a final state goes back to possible.
    case allTouchesEnded
    /// shouldReceiveTouch answered false for this touch.
    case shouldReceiveFalse(touch: Int32)
    /// gestureRecognizerShouldBegin answered false.
    case shouldBeginFalse
    /// The touched view's own gestureRecognizerShouldBegin(_:) (a script method) answered false.
    case viewRefused(SimObject.ID)
    /// The touched view (the event's object) overrides gestureRecognizerShouldBegin(_:): it is
    /// asked about this recognizer.
    case viewAsked(SimObject.ID)
    /// A recognizer it requires to fail recognized, or failed.
    case requiredRecognized(SimObject.ID)
    /// See ``requiredRecognized(_:)``.
    case requiredFailed(SimObject.ID)
    /// It recognized, but must wait for `blocker` (which it requires to fail) to fail first.
    case waiting(GestureReason, blocker: SimObject.ID)
    /// Another recognizer has already recognized, and they may not recognize together.
    case alreadyRecognized(SimObject.ID)
    /// Another recognizer recognized first, so this one fails.
    case recognizedFirst(SimObject.ID)
    /// A scroll view's content touch became a scroll: the scroll view's pan recognized first.
    case scrollViewScrolled(SimObject.ID)
    /// It was disabled (`isEnabled` false).
    case disabled
    /// Apple's exception: the control keeps its own gesture from a superview's recognizer.
    case controlKeepsTap(control: SimObject.ID)
    /// A slider keeps a swipe, and a switch a pan, from a superview's recognizer (Apple's
    /// documented exceptions).
    case sliderKeepsSwipe(control: SimObject.ID)
    /// See ``sliderKeepsSwipe(control:)``.
    case switchKeepsPan(control: SimObject.ID)
    /// A delivery to `view` held back while these recognizers may still recognize.
    case delivery(TouchPhase, held: SimObject.ID, by: [SimObject.ID])
    /// cancelsTouchesInView: these views' touches are cancelled.
    case cancelsTouches(of: [SimObject.ID])
    /// addGestureRecognizer on another view: it left `from` for `to`.
    case movedBetween(from: SimObject.ID, to: SimObject.ID)
}
