/// UISwitch: a tap toggles `isOn`.
public final class Switch: Control {
    public override var kind: ObjectKind { .`switch` }
    /// Whether the switch is on; a tap flips it.
    public package(set) var isOn = false
}
