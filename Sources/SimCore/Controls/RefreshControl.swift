/// UIRefreshControl: a table's pull-to-refresh (https://developer.apple.com/documentation/uikit/uirefreshcontrol).
/// Made in a table (`refreshcontrol NAME in TABLE`), it is the table's `refreshControl`. A drag
/// that pulls the content down past `config refreshThreshold` (undocumented: our choice, 80 pt)
/// from the top begins refreshing and sends valueChanged, once; `endRefreshing` ends it, and
/// until then another pull sends nothing. It sits above the content, so it is never tapped.
public final class RefreshControl: Control {
    public override class var descriptor: ClassDescriptor { refreshControlClass }

    /// UIRefreshControl.isRefreshing.
    public internal(set) var isRefreshing = false

    override func valueChangeStyle(from old: Double, to new: Double, by tracking: ControlTracking) -> ValueChange.Style {
        .number(property: tracking.world.strings.intern("refreshing"))
    }
}

extension ControlTracking {
    /// The user pulled the table past the threshold: it begins refreshing and sends valueChanged.
    func beginRefreshing(_ refresh: RefreshControl) throws {
        guard !refresh.isRefreshing, refresh.isEnabled else { return }
        try change(refresh, from: 0, to: 1) { refresh.isRefreshing = true }
    }

    /// UIRefreshControl.endRefreshing(): set in code, no event.
    public func endRefreshing(_ refresh: RefreshControl) {
        guard refresh.isRefreshing else { return }
        setValue(of: refresh, from: 1, to: 0) { refresh.isRefreshing = false }
    }
}

extension RefreshControl {
    public static let refreshControlProperties = PropertyTable(parent: Control.controlProperties, [
        .on(RefreshControl.self, "refreshing", .bool, get: { .bool($0.isRefreshing) }),
    ])

    /// Above the table's content, the width of a phone (UIKit sizes it to the table).
    public static let refreshControlClass = ClassDescriptor(.refreshControl, uikit: "UIRefreshControl", appkit: "NSRefreshControl",
        maker: "refreshcontrol", defaultFrame: Rect(0, -60, 390, 60), properties: refreshControlProperties, inAppKit: false,
        makeView: { RefreshControl(id: $0, name: $1, frame: $2) })
}
