import SimCore

extension GestureReason {
    /// The reason in words, as the trace, JSON Lines and `arena` show it.
    public func text(_ names: NameTable) -> String {
        switch self {
        case .aTap: return "a tap"
        case .tap(let count, let required): return "tap \(count) of \(required)"
        case .fingers(let count, let needs): return "\(count) finger\(count == 1 ? "" : "s"), it needs \(needs)"
        case .fingerMoved(let limit): return "the finger moved more than \(formatNumber(limit)) pt"
        case .fingerMovedBeforePress(let limit, let duration):
            return "the finger moved more than \(formatNumber(limit)) pt before \(VirtualClock.format(duration))s"
        case .liftedBeforePress(let duration): return "lifted before \(VirtualClock.format(duration))s"
        case .fingerLifted: return "the finger lifted"
        case .touchCancelled: return "the touch was cancelled"
        case .panned(let distance): return "moved \(formatNumber(distance)) pt"
        case .liftedBeforePanning(let threshold): return "lifted before moving \(formatNumber(threshold)) pt"
        case .tooSlowForSwipe: return "too slow for a swipe"
        case .wrongWayForSwipe(let direction): return "the finger went the wrong way for a \(direction.rawValue) swipe"
        case .swiped(let distance, let direction): return "moved \(formatNumber(distance)) pt \(direction.rawValue)"
        case .liftedBeforeSwipe(let distance, let direction): return "lifted before \(formatNumber(distance)) pt \(direction.rawValue)"
        case .moreThanTwoFingers: return "more than two fingers"
        case .twoFingersMoved: return "two fingers moved"
        case .fingerLiftedBeforeBegan: return "a finger lifted before the gesture began"
        case .aFingerLifted: return "a finger lifted"
        case .translation(let translation, let velocity): return "translation \(translation), velocity \(velocity)"
        case .scale(let scale): return "scale \(formatNumber(scale))"
        case .rotation(let degrees): return "rotation \(formatNumber(degrees))°"
        case .fingerMovedTo(let point): return "the finger moved to \(point)"
        case .moved: return "moved"
        case .heldFor(let duration): return "held for \(VirtualClock.format(duration))s"
        case .noTapWithin(let tap, let interval): return "no tap \(tap) within \(VirtualClock.format(interval))s"
        case .nextTouchOutsideItsView: return "the next touch began outside its view"
        case .allTouchesEnded: return "all touches ended"
        case .shouldReceiveFalse(let touch): return "ignores touch#\(touch): shouldReceiveTouch answered false"
        case .shouldBeginFalse: return "gestureRecognizerShouldBegin answered false"
        case .viewRefused(let view): return "\(names.name(view))'s own gestureRecognizerShouldBegin(_:) answered false"
        case .viewAsked(let recognizer): return "overrides gestureRecognizerShouldBegin(_:): asked about \(names.name(recognizer))"
        case .requiredRecognized(let other): return "\(names.name(other)), which it requires to fail, recognized"
        case .requiredFailed(let other): return "\(names.name(other)) failed"
        case .waiting(let reason, let blocker): return "\(reason.text(names)); it requires \(names.name(blocker)) to fail first"
        case .alreadyRecognized(let other): return "\(names.name(other)) has already recognized"
        case .recognizedFirst(let other): return "\(names.name(other)) recognized first"
        case .scrollViewScrolled(let scrollView): return "\(names.name(scrollView)) began to scroll (its pan recognized first)"
        case .disabled: return "it was disabled"
        case .controlKeepsTap(let control):
            return "\(names.name(control)) is \(article(names.className(control))): a single tap goes to the control, not to its superview's tap recognizer"
        case .sliderKeepsSwipe(let control):
            return "\(names.name(control)) is \(article(names.className(control))): a swipe along it goes to the slider"
        case .switchKeepsPan(let control):
            return "\(names.name(control)) is \(article(names.className(control))): a pan on its knob goes to the switch"
        case .delivery(let phase, let view, let recognizers):
            let waiting = recognizers.map(names.name).joined(separator: ", ")
            let flag = phase == .began ? "delaysTouchesBegan" : "delaysTouchesEnded"
            return "\(phase.methodName) for \(names.name(view)) held: \(waiting) may still recognize (\(flag))"
        case .cancelsTouches(let views):
            return "cancels the touches of \(views.map(names.name).joined(separator: ", ")) (cancelsTouchesInView)"
        case .movedBetween(let from, let to):
            return "moves from \(names.name(from)) to \(names.name(to)): a recognizer belongs to one view, and \(names.name(from)) no longer has it"
        }
    }
}

extension GestureChange {
    /// The verb `arena` and the trace use: `recognized` for a discrete gesture's end.
    var verb: String {
        switch self {
        case .state(let state, let isContinuous):
            switch state {
            case .possible: return "back to possible"
            case .began: return "began"
            case .changed: return "changed"
            case .ended: return isContinuous ? "ended" : "recognized"
            case .cancelled: return "cancelled"
            case .failed: return "failed"
            }
        case .waiting: return "waits"
        case .touchIgnored: return "ignores a touch"
        case .touchesHeld: return "holds a delivery"
        case .touchesCancelledForView: return "cancels the view's touches"
        case .moved: return "moves to another view"
        case .asksView: return "asks the touched view"
        }
    }
}
