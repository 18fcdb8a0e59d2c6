/// UISwitch: a tap toggles `isOn`.
public final class Switch: Control {
    public override var kind: ObjectKind { .`switch` }
    public package(set) var isOn = false
}
