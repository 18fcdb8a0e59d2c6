/// NSControl.sendAction(on:): the mouse events on which a control sends its action while it tracks
/// the mouse (NSEvent.EventTypeMask). AppKit's default is leftMouseUp: the action goes when the
/// button is released inside the control. `periodic` sends it repeatedly while the button is held
/// (a continuous button: first after `periodicDelay`, then every `periodicInterval`).
public struct SendActionMask: OptionSet, Sendable, Hashable {
    /// The mask's bits (the simulator's own, not NSEvent's).
    public let rawValue: UInt8
    /// The mask with these bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// When the button goes down on the control.
    public static let leftMouseDown = SendActionMask(rawValue: 1 << 0)
    /// When the button comes up inside the control (the default).
    public static let leftMouseUp = SendActionMask(rawValue: 1 << 1)
    /// On every drag while the button is held.
    public static let leftMouseDragged = SendActionMask(rawValue: 1 << 2)
    /// Repeatedly while the button is held.
    public static let periodic = SendActionMask(rawValue: 1 << 3)

    /// In the order AppKit's documentation lists them; the names `sendActionOn` accepts.
    public static let named: [(name: String, mask: SendActionMask)] = [
        ("leftMouseDown", .leftMouseDown), ("leftMouseUp", .leftMouseUp),
        ("leftMouseDragged", .leftMouseDragged), ("periodic", .periodic),
    ]

    /// The mask these names spell (`none` spells no bit); nil when a word names no mask.
    public init?<Words: Sequence>(names: Words) where Words.Element: StringProtocol {
        var mask: SendActionMask = []
        for word in names where word != "none" {
            guard let named = SendActionMask.named.first(where: { $0.name == word }) else { return nil }
            mask.insert(named.mask)
        }
        self = mask
    }

    /// `leftMouseUp`, `leftMouseUp|periodic`, `none`.
    public var name: String {
        let parts = SendActionMask.named.filter { contains($0.mask) }.map(\.name)
        return parts.isEmpty ? "none" : parts.joined(separator: "|")
    }
}
