/// UIScrollView: a view whose bounds origin (`contentOffset`) moves over content larger than it
/// (https://developer.apple.com/documentation/uikit/uiscrollview). Tables and collection views
/// are scroll views; this class alone is the plain one — any content, on both axes.
///
/// What touches care about (the rules, in `ScrollTracking`): a touch on the content is held back
/// for a moment (`delaysContentTouches`); a drag scrolls and may take the touch from the content
/// (`canCancelContentTouches`, touchesShouldCancel(in:)); `isScrollEnabled` false makes it a plain
/// view. With `isPagingEnabled` the content stops on a multiple of the view's size when the finger
/// lifts: the nearest page (UIKit also weighs the flick's speed, which the simulator does not —
/// our choice).
public class ScrollView: View {
    public override class var descriptor: ClassDescriptor { scrollViewClass }
    /// A drag scrolls it (UIScrollView.isScrollEnabled, true by default).
    public var isScrollEnabled = true
    /// A touch on the content is held back briefly, so a drag can scroll before the content sees
    /// it (UIScrollView.delaysContentTouches, true by default).
    public var delaysContentTouches = true
    /// A drag may take a touch the content already has (UIScrollView.canCancelContentTouches,
    /// true by default).
    public var canCancelContentTouches = true
    /// The content stops on page boundaries when the finger lifts (false by default).
    public var isPagingEnabled = false
    /// How big the content is (UIScrollView.contentSize); a table's comes from its rows.
    public var contentSize = Size(0, 0)
    /// UIScrollView.refreshControl: the refresh control made in it, if any.
    public internal(set) weak var refreshControl: RefreshControl?

    /// A refresh control added to the scroll view becomes its refreshControl.
    public override func addSubview(_ view: View) {
        super.addSubview(view)
        if let refresh = view as? RefreshControl { refreshControl = refresh }
    }

    /// How far the content can move on each axis: its size less the view's.
    var maximumOffset: Point {
        Point(max(0, contentSize.width - bounds.size.width), max(0, contentSize.height - bounds.size.height))
    }

    /// `offset` kept within the content.
    func clamped(_ offset: Point) -> Point {
        let limit = maximumOffset
        return Point(min(max(0, offset.x), limit.x), min(max(0, offset.y), limit.y))
    }

    /// Where a paging scroll view stops from `offset`: the nearest page on each axis.
    func page(nearest offset: Point) -> Point {
        let w = max(1, bounds.size.width), h = max(1, bounds.size.height)
        return clamped(Point((offset.x / w).rounded() * w, (offset.y / h).rounded() * h))
    }
}

extension ScrollView {
    public static let scrollViewProperties = PropertyTable(parent: View.viewProperties, [
        .on(ScrollView.self, "delaysContentTouches", .bool, designTime: true, get: { .bool($0.delaysContentTouches) },
            set: { s, x, _ in s.delaysContentTouches = try x.bool() }),
        .on(ScrollView.self, "canCancelContentTouches", .bool, designTime: true, get: { .bool($0.canCancelContentTouches) },
            set: { s, x, _ in s.canCancelContentTouches = try x.bool() }),
        .on(ScrollView.self, "scrollEnabled", .bool, designTime: true, get: { .bool($0.isScrollEnabled) },
            set: { s, x, _ in s.isScrollEnabled = try x.bool() }),
        .on(ScrollView.self, "pagingEnabled", .bool, designTime: true, get: { .bool($0.isPagingEnabled) },
            set: { s, x, _ in s.isPagingEnabled = try x.bool() }),
        // The content's size as two numbers (a table's comes from its rows).
        .on(ScrollView.self, "contentWidth", .number, designTime: true, get: { .number($0.contentSize.width) },
            set: { s, x, _ in s.contentSize.width = try x.number() }),
        .on(ScrollView.self, "contentHeight", .number, designTime: true, get: { .number($0.contentSize.height) },
            set: { s, x, _ in s.contentSize.height = try x.number() }),
        .on(ScrollView.self, "contentOffset", .string, get: { .string(Point($0.boundsOrigin.x, $0.boundsOrigin.y).description) }),
    ])

    public static let scrollViewClass = ClassDescriptor(.scrollView, uikit: "UIScrollView", appkit: "NSScrollView", maker: "scrollview",
        properties: scrollViewProperties, options: [.value("contentWidth", "W"), .value("contentHeight", "H"), .flag("pagingEnabled")],
        inAppKit: false, makeView: { ScrollView(id: $0, name: $1, frame: $2) })
}
