/// UIControl.Event with UIKit's raw values, so masks printed by the trace match what an iOS
/// developer sees in the debugger.
public struct ControlEvents: OptionSet, Hashable, Sendable {
    /// The mask, with UIControl.Event's bit values.
    public let rawValue: UInt32
    /// The events whose bits are set in `rawValue`.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// A finger went down on the control.
    public static let touchDown = ControlEvents(rawValue: 1 << 0)
    /// A further finger-down of a multi-tap (tapCount above 1), sent with `touchDown`.
    public static let touchDownRepeat = ControlEvents(rawValue: 1 << 1)
    /// The tracked finger moved inside the control's tracking bounds.
    public static let touchDragInside = ControlEvents(rawValue: 1 << 2)
    /// The tracked finger moved outside the tracking bounds.
    public static let touchDragOutside = ControlEvents(rawValue: 1 << 3)
    /// The tracked finger came back inside the tracking bounds.
    public static let touchDragEnter = ControlEvents(rawValue: 1 << 4)
    /// The tracked finger left the tracking bounds.
    public static let touchDragExit = ControlEvents(rawValue: 1 << 5)
    /// The finger lifted inside the tracking bounds: a button's tap.
    public static let touchUpInside = ControlEvents(rawValue: 1 << 6)
    /// The finger lifted outside the tracking bounds.
    public static let touchUpOutside = ControlEvents(rawValue: 1 << 7)
    /// The system cancelled the touch (a gesture recognizer took it, say).
    public static let touchCancel = ControlEvents(rawValue: 1 << 8)
    /// A value control's value changed from a touch.
    public static let valueChanged = ControlEvents(rawValue: 1 << 12)
    /// A button's tap, sent after `touchUpInside` (and only when something is registered for it).
    public static let primaryActionTriggered = ControlEvents(rawValue: 1 << 13)
    /// A button's menu is about to show.
    public static let menuActionTriggered = ControlEvents(rawValue: 1 << 14)
    /// A text field began editing (became first responder).
    public static let editingDidBegin = ControlEvents(rawValue: 1 << 16)
    /// A text field's text changed from typing.
    public static let editingChanged = ControlEvents(rawValue: 1 << 17)
    /// A text field stopped editing.
    public static let editingDidEnd = ControlEvents(rawValue: 1 << 18)
    /// Return was pressed in a text field.
    public static let editingDidEndOnExit = ControlEvents(rawValue: 1 << 19)
    /// Every touch event (the low 12 bits).
    public static let allTouchEvents = ControlEvents(rawValue: 0x0000_0FFF)
    /// Every editing event.
    public static let allEditingEvents = ControlEvents(rawValue: 0x000F_0000)
    /// Bits UIKit leaves to apps for their own events.
    public static let applicationReserved = ControlEvents(rawValue: 0x0F00_0000)
    /// Bits UIKit keeps for itself.
    public static let systemReserved = ControlEvents(rawValue: 0xF000_0000)
    /// Every bit.
    public static let allEvents = ControlEvents(rawValue: 0xFFFF_FFFF)

    /// Single events, in raw-value order: the order names are listed in and masks are spelled in.
    public static let singles: [(name: String, event: ControlEvents)] = [
        ("touchDown", .touchDown), ("touchDownRepeat", .touchDownRepeat),
        ("touchDragInside", .touchDragInside), ("touchDragOutside", .touchDragOutside),
        ("touchDragEnter", .touchDragEnter), ("touchDragExit", .touchDragExit),
        ("touchUpInside", .touchUpInside), ("touchUpOutside", .touchUpOutside),
        ("touchCancel", .touchCancel), ("valueChanged", .valueChanged),
        ("primaryActionTriggered", .primaryActionTriggered), ("menuActionTriggered", .menuActionTriggered),
        ("editingDidBegin", .editingDidBegin), ("editingChanged", .editingChanged),
        ("editingDidEnd", .editingDidEnd), ("editingDidEndOnExit", .editingDidEndOnExit),
    ]
    /// Mask names accepted by the language (`for allTouchEvents`).
    public static let masks: [(name: String, event: ControlEvents)] = [
        ("allTouchEvents", .allTouchEvents), ("allEditingEvents", .allEditingEvents), ("allEvents", .allEvents),
    ]

    /// Every name the language accepts, for completion and "did you mean" hints.
    public static var allNames: [String] { singles.map(\.name) + masks.map(\.name) }

    /// The event or mask the language spells `name` (`touchUpInside`, `allTouchEvents`), if any.
    public static func named(_ name: String) -> ControlEvents? {
        if let s = singles.first(where: { $0.name == name }) { return s.event }
        return masks.first(where: { $0.name == name })?.event
    }

    /// `touchDown|touchUpInside`; a whole named mask prints as its name.
    public var name: String {
        if let m = ControlEvents.masks.first(where: { $0.event == self }) { return m.name }
        let parts = ControlEvents.singles.filter { contains($0.event) }.map(\.name)
        if parts.isEmpty { return rawValue == 0 ? "none" : "0x" + String(rawValue, radix: 16) }
        return parts.joined(separator: "|")
    }
}
