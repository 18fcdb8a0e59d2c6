import SimCore

/// Controllers on the screen and views animating: a navigation push or pop, a tab switch, an
/// animation's start and end.
extension TextTraceRenderer {
    func navigationLine(_ change: NavigationChange, _ object: SimObject.ID) {
        name(object)
        switch change {
        case .pushed(let controller, let previous):
            append(" pushes "); name(controller)
            if previous >= 0 { append(": its view replaces "); name(previous); append(".view, out of the hierarchy (the back button pops it)") }
        case .popped(let controller, let shown):
            append(" pops "); name(controller); append(": "); name(shown); append("'s view is back")
        case .selected(let controller, let previous):
            append(" selects "); name(controller)
            if previous >= 0 { append(": its view replaces "); name(previous); append(".view, out of the hierarchy") }
        case .reselected(let controller):
            append(": the tab of "); name(controller); append(", already selected, is tapped again")
        }
    }

    func animationLine(_ change: AnimationChange, _ object: SimObject.ID) {
        name(object)
        switch change {
        case .began(let duration, let delay, let allows):
            append(" animates for "); appendString(VirtualClock.format(duration)); append("s")
            if delay > 0 { append(" after "); appendString(VirtualClock.format(delay)); append("s") }
            append(allows ? ", taking touches (.allowUserInteraction)" : ": it takes no touches until the animation ends; hit-testing finds it at its final frame")
        case .ended:
            append("'s animation ends: it takes touches again")
        }
    }
}
