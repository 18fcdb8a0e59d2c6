/// UIView.animate(withDuration:delay:options:animations:completion:), as far as it decides where
/// touches go (https://developer.apple.com/documentation/uikit/uiview/animate(withduration:delay:options:animations:completion:)):
/// - the animations block changes the views' properties at once (the model values): hit-testing
///   finds a moving view at its final frame, not where it is drawn in flight;
/// - "During an animation, user interactions are temporarily disabled for the views being
///   animated": hit-testing skips such a view, with its subviews, from the call until the
///   animation ends (delay + duration on the virtual clock) — unless the options include
///   `.allowUserInteraction` (https://developer.apple.com/documentation/uikit/uiview/animationoptions/allowuserinteraction).
/// The views being animated are the ones the command names. No curves, no presentation layer,
/// no completion handler (a timer after the duration stands in for one).
public final class ViewAnimations: SimulationEngine {
    /// Starts an animation of `view` now; `allowsInteraction`: `.allowUserInteraction`.
    public func animate(_ view: View, duration: Int64, delay: Int64 = 0, allowsInteraction: Bool) throws {
        let (total, overflow) = delay.addingReportingOverflow(duration)
        guard !overflow else { throw SimulationError.clockOverflow }
        // A new animation of the view replaces the one in flight (its end no longer counts).
        if let token = view.animationEnd { simulator.cancelScheduled(token) }
        view.isAnimatingWithoutInteraction = !allowsInteraction
        emit(.animation(.began(duration: duration, delay: delay, allowsInteraction: allowsInteraction)), about: view)
        view.animationEnd = try simulator.schedule(after: total) { [unowned self, unowned view] in
            view.animationEnd = nil
            view.isAnimatingWithoutInteraction = false
            emit(.animation(.ended), about: view)
        }
    }
}

/// A view animation starting or ending (object: the view).
public enum AnimationChange: Sendable {
    /// UIView.animate began: `duration` after `delay` (microseconds); `allowsInteraction`: the
    /// options include `.allowUserInteraction`.
    case began(duration: Int64, delay: Int64, allowsInteraction: Bool)
    /// The animation finished: the view takes touches again.
    case ended
}
