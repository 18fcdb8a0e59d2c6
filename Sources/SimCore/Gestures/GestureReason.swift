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
    case fingerLifted
    case touchCancelled
    /// A pan began: its fingers moved this far.
    case panned(distance: Double)
    case liftedBeforePanning(threshold: Double)
    case tooSlowForSwipe
    case wrongWayForSwipe(SwipeGestureRecognizer.Direction)
    case swiped(distance: Double, SwipeGestureRecognizer.Direction)
    case liftedBeforeSwipe(distance: Double, SwipeGestureRecognizer.Direction)
    case moreThanTwoFingers
    case twoFingersMoved
    case fingerLiftedBeforeBegan
    case aFingerLifted
    /// A continuous gesture changed: a pan's translation and velocity…
    case translation(Point, velocity: Point)
    /// …a pinch's scale, a rotation in degrees, or a finger's new location.
    case scale(Double)
    case rotation(Double)
    case fingerMovedTo(Point)
    case moved

    // MARK: The arena's decisions

    /// A long press held long enough.
    case heldFor(Int64)
    /// A multi-tap recognizer's next tap did not come in time.
    case noTapWithin(tap: Int, interval: Int64)
    case nextTouchOutsideItsView
    case allTouchesEnded
    /// shouldReceiveTouch answered false for this touch.
    case shouldReceiveFalse(touch: Int32)
    case shouldBeginFalse
    /// A recognizer it requires to fail recognized, or failed.
    case requiredRecognized(SimObject.ID)
    case requiredFailed(SimObject.ID)
    /// It recognized, but must wait for `blocker` (which it requires to fail) to fail first.
    case waiting(GestureReason, blocker: SimObject.ID)
    case alreadyRecognized(SimObject.ID)
    case recognizedFirst(SimObject.ID)
    case disabled
    /// Apple's exception: the control keeps its own gesture from a superview's recognizer.
    case controlKeepsTap(control: SimObject.ID)
    case sliderKeepsSwipe(control: SimObject.ID)
    case switchKeepsPan(control: SimObject.ID)
    /// A delivery to `view` held back while these recognizers may still recognize.
    case delivery(TouchPhase, held: SimObject.ID, by: [SimObject.ID])
    /// cancelsTouchesInView: these views' touches are cancelled.
    case cancelsTouches(of: [SimObject.ID])
}
