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
    public override class var descriptor: ClassDescriptor { controlClass }

    /// What a touch does to the control's value at each phase (UIControl subclasses override
    /// beginTracking/continueTracking/endTracking): nothing for a plain control or a button.
    func trackValue(_ phase: TouchPhase, _ touch: Touch, inside: Bool, by tracking: ControlTracking) throws {}

    /// How the trace shows a change of its value: a number named `value` (a slider, a stepper).
    func valueChangeStyle(from old: Double, to new: Double, by tracking: ControlTracking) -> ValueChange.Style {
        .number(property: tracking.world.strings.intern("value"))
    }
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

extension Control {
    /// UIControl's state, and NSControl's cell: its one target and action, when it sends
    /// (sendActionOn) and whether periodically (continuous).
    public static let controlProperties = PropertyTable(parent: View.viewProperties, [
        .on(Control.self, "enabled", .bool, designTime: true, get: { .bool($0.isEnabled) }, set: { c, x, _ in c.isEnabled = try x.bool() }),
        .on(Control.self, "selected", .bool, designTime: true, appliesLast: true, get: { .bool($0.isSelected) }, set: { c, x, _ in c.isSelected = try x.bool() }),
        // Momentary: a nib does not set it.
        .on(Control.self, "highlighted", .bool, get: { .bool($0.isHighlighted) }, set: { c, x, _ in c.isHighlighted = try x.bool() }),
        .on(Control.self, "tracking", .bool, get: { .bool($0.isTracking) }),
        .on(Control.self, "touchInside", .bool, get: { .bool($0.isTouchInside) }),
        .on(Control.self, "state", .string, get: { .string($0.stateName) }),
        .on(Control.self, "target", .object, on: .appkit, get: { c in c.targets.onlyTarget?.target.map(Value.object) ?? .null }),
        .on(Control.self, "action", .string, on: .appkit, get: { c in
            guard let action = c.targets.onlyTarget?.action, let world = c.world else { return .null }
            return .string(world.name(of: action))
        }),
        // "leftMouseUp|periodic", as `sendActionOn` and the trace spell masks.
        .on(Control.self, "sendActionOn", .string, designTime: true, on: .appkit, get: { .string($0.sendActionMask.name) },
            set: { c, x, _ in
                let names = try x.string()
                guard let mask = SendActionMask(names: names.split(separator: "|")) else {
                    throw PropertyError.notAChoice(names, choices: ["leftMouseDown", "leftMouseUp", "leftMouseDragged", "periodic"])
                }
                c.sendActionMask = mask
            }),
        // AppKit's setContinuous: the cell also sends its action periodically while held.
        .on(Control.self, "continuous", .bool, designTime: true, on: .appkit, get: { .bool($0.sendActionMask.contains(.periodic)) },
            set: { c, x, _ in
                if try x.bool() { c.sendActionMask.insert(.periodic) } else { c.sendActionMask.remove(.periodic) }
            }),
    ])

    /// UIControl.State as UIKit names it: `normal`, or the set flags joined by `|`.
    public var stateName: String {
        var parts: [String] = []
        if isHighlighted { parts.append("highlighted") }
        if !isEnabled { parts.append("disabled") }
        if isSelected { parts.append("selected") }
        return parts.isEmpty ? "normal" : parts.joined(separator: "|")
    }
}

extension Control {
    public static let controlClass = ClassDescriptor(.control, uikit: "UIControl", appkit: "NSControl", maker: "control", defaultFrame: Rect(0, 0, 100, 44), properties: controlProperties,
        makeView: { Control(id: $0, name: $1, frame: $2) })
}
