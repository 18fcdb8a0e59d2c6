/// UIControl.Event with UIKit's raw values, so masks printed by the trace match what an iOS
/// developer sees in the debugger.
public struct ControlEvents: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let touchDown = ControlEvents(rawValue: 1 << 0)
    public static let touchDownRepeat = ControlEvents(rawValue: 1 << 1)
    public static let touchDragInside = ControlEvents(rawValue: 1 << 2)
    public static let touchDragOutside = ControlEvents(rawValue: 1 << 3)
    public static let touchDragEnter = ControlEvents(rawValue: 1 << 4)
    public static let touchDragExit = ControlEvents(rawValue: 1 << 5)
    public static let touchUpInside = ControlEvents(rawValue: 1 << 6)
    public static let touchUpOutside = ControlEvents(rawValue: 1 << 7)
    public static let touchCancel = ControlEvents(rawValue: 1 << 8)
    public static let valueChanged = ControlEvents(rawValue: 1 << 12)
    public static let primaryActionTriggered = ControlEvents(rawValue: 1 << 13)
    public static let menuActionTriggered = ControlEvents(rawValue: 1 << 14)
    public static let editingDidBegin = ControlEvents(rawValue: 1 << 16)
    public static let editingChanged = ControlEvents(rawValue: 1 << 17)
    public static let editingDidEnd = ControlEvents(rawValue: 1 << 18)
    public static let editingDidEndOnExit = ControlEvents(rawValue: 1 << 19)
    public static let allTouchEvents = ControlEvents(rawValue: 0x0000_0FFF)
    public static let allEditingEvents = ControlEvents(rawValue: 0x000F_0000)
    public static let applicationReserved = ControlEvents(rawValue: 0x0F00_0000)
    public static let systemReserved = ControlEvents(rawValue: 0xF000_0000)
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
