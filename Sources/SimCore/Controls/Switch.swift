/// UISwitch: a tap toggles `isOn`.
public final class Switch: Control {
    public override class var descriptor: ClassDescriptor { switchClass }

    override func valueChangeStyle(from old: Double, to new: Double, by tracking: ControlTracking) -> ValueChange.Style { .onOff }

    /// A tap (touch up inside) toggles it.
    override func trackValue(_ phase: TouchPhase, _ touch: Touch, inside: Bool, by tracking: ControlTracking) throws {
        guard phase == .ended && inside else { return }
        try tracking.change(self, from: isOn ? 1 : 0, to: isOn ? 0 : 1) { isOn.toggle() }
    }
    /// Whether the switch is on; a tap flips it.
    public package(set) var isOn = false
}

extension Switch {
    /// UISwitch.isOn: set in code, it sends no valueChanged (the trace shows the change).
    public static let switchProperties = PropertyTable(parent: Control.controlProperties, [
        .on(Switch.self, "on", .bool, designTime: true, tracesChange: true, appliesLast: true, get: { .bool($0.isOn) }, set: { s, x, change in
            let on = try x.bool()
            change.simulator.controls.setValue(of: s, from: s.isOn ? 1 : 0, to: on ? 1 : 0, traced: !change.creating) { s.isOn = on }
        }),
    ])
}

extension Switch {
    public static let switchClass = ClassDescriptor(.`switch`, uikit: "UISwitch", appkit: "NSSwitch", maker: "switch", defaultFrame: Rect(0, 0, 51, 31), properties: switchProperties, keeps: [.singleTap, .pan], options: [.flag("on")], cellSubview: true, inAppKit: false,
        makeView: { Switch(id: $0, name: $1, frame: $2) })
}
