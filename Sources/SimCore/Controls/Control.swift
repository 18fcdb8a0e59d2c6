/// UIControl: turns touches into control events and sends each event's actions.
///
/// Tracking (UIKit's documented sequence):
/// - touch down: highlighted and tracking, `touchDown` (+ `touchDownRepeat` when tapCount > 1);
/// - move: `touchDragEnter`/`touchDragExit` when the touch crosses the tracking boundary, then
///   `touchDragInside`/`touchDragOutside`; highlighted follows inside/outside;
/// - up: highlighted off, then `touchUpInside` or `touchUpOutside`, decided where the touch lifts;
/// - cancel: `touchCancel`.
/// "Inside" uses the bounds grown by `Simulator.Config.trackingMargin`. UIKit's margin is not
/// documented (about 70 pt is commonly observed), so it is a parameter (`config trackingMargin 70`).
/// Deliberate choice: on a crossing, Enter/Exit is sent before DragInside/DragOutside.
/// A disabled control "ignores touch events" (UIControl.isEnabled): hit-testing does not skip it
/// (UIView.hitTest skips only hidden, non-interactive and transparent views), so it receives the
/// touch but does not track it and sends nothing — the tap does not fall through to the views
/// behind it (Apple is silent there: the simulator's choice) — and it keeps no tap from a
/// superview's tap recognizer (GestureArena+Deciding).
/// A plain Control (`control NAME in VIEW`) is a custom UIControl: it tracks and sends touch
/// events, and is not among the controls that keep a tap from a superview's recognizer.
public class Control: View {
    public override var kind: ObjectKind { .control }
    /// UIControl.isEnabled: a disabled control gets its touches but ignores them.
    @exclusivity(unchecked) public var isEnabled = true
    /// Whether a touch is down on it and inside (what UIKit draws as pressed).
    @exclusivity(unchecked) public package(set) var isHighlighted = false
    /// UIControl.isSelected: a state for the app to set; tracking does not change it.
    @exclusivity(unchecked) public var isSelected = false
    /// Whether it is tracking a touch now.
    @exclusivity(unchecked) public internal(set) var isTracking = false
    /// Whether the tracked touch is inside the tracking bounds (grown by the tracking margin).
    @exclusivity(unchecked) public internal(set) var isTouchInside = false
    /// The registered target-action pairs and closures, in registration order.
    @exclusivity(unchecked) public internal(set) var targets = TargetActionTable()
    /// The touch this control is tracking (UIKit controls track one touch at a time).
    @exclusivity(unchecked) var trackedTouch: Int32 = 0
    /// AppKit: the mouse events on which the control sends its action (NSControl.sendAction(on:)).
    @exclusivity(unchecked) public var sendActionMask: SendActionMask = .leftMouseUp
    /// A continuous NSButton's first periodic action comes after this delay, then every interval
    /// (NSButton.getPeriodicDelay(_:interval:): 0.4 s and 0.075 s unless the user changed them).
    @exclusivity(unchecked) public var periodicDelay: Int64 = 400_000
    /// The time between a held continuous NSButton's periodic actions, in microseconds.
    @exclusivity(unchecked) public var periodicInterval: Int64 = 75_000
    @exclusivity(unchecked) var periodicToken: RunLoopQueue.Token?
    /// HWBlocksUI-style blocks (`clickHandler`, `setHandler:forControlEvents:`): one per event mask.
    @exclusivity(unchecked) public internal(set) var blockHandlers: [(events: ControlEvents, closure: Int32)] = []
}
