/// UIButton.
public class Button: Control {
    public override class var descriptor: ClassDescriptor { buttonClass }
    /// The button's title, shown by `tree`.
    @exclusivity(unchecked) public var title = ""
    /// The seed's closure property: setting it makes the button its own target.
    @exclusivity(unchecked) public internal(set) var didTouchUpInside: ClosureHandler?
    /// UIControl.showsMenuAsPrimaryAction: the menu (``View/menuItems``) shows on touch down
    /// instead of the tap's actions (false by default).
    @exclusivity(unchecked) public var showsMenuAsPrimaryAction = false
    /// What the system does when a bar's own button is tapped (a back button pops, a tab
    /// selects): nil for every other button, so a tap checks one stored value, not its class.
    @exclusivity(unchecked) var barAction: BarAction?

    /// A navigation bar's or tab bar's own button.
    enum BarAction {
        /// The back button: pops this navigation controller.
        case pop(SimObject.ID)
        /// A tab: selects this index of the tab bar controller.
        case select(SimObject.ID, index: Int)
    }
}

extension Button {
    public static let buttonProperties = PropertyTable(parent: Control.controlProperties, [
        .on(Button.self, "title", .string, designTime: true, get: { .string($0.title) }, set: { b, x, _ in b.title = try x.string() }),
        .on(Button.self, "showsMenuAsPrimaryAction", .bool, designTime: true, listed: false, get: { .bool($0.showsMenuAsPrimaryAction) },
            set: { b, x, _ in b.showsMenuAsPrimaryAction = try x.bool() }),
    ])
}

extension Button {
    public static let buttonClass = ClassDescriptor(.button, uikit: "UIButton", appkit: "NSButton", maker: "button", defaultFrame: Rect(0, 0, 100, 44), properties: buttonProperties, keeps: [.singleTap], options: [.value("title", "TEXT")], takesPrimaryAction: true, cellSubview: true,
        makeView: { Button(id: $0, name: $1, frame: $2) })
}
