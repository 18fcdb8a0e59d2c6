/// UIPageControl: a row of page dots. A tap on its right half shows the next page, on its left
/// half the previous one, and sends valueChanged; at the first or last page such a tap changes
/// nothing and sends nothing (https://developer.apple.com/documentation/uikit/uipagecontrol).
/// Apple says a tap left or right of the *current page's dot*; the simulator lays out no dots and
/// uses the control's halves, which is the same for a control the width of its dots.
/// `currentPage` is pinned to 0…numberOfPages − 1, as UIKit pins it.
public final class PageControl: Control {
    public override class var descriptor: ClassDescriptor { pageControlClass }

    /// How many pages (dots) there are; 0 by default, as UIKit's.
    public var numberOfPages = 0 { didSet { currentPage = pinned(currentPage) } }
    /// The page shown, from 0.
    public var currentPage = 0

    /// `page` pinned to the pages there are (0 when there are none).
    func pinned(_ page: Int) -> Int { max(0, min(page, numberOfPages - 1)) }

    override func trackValue(_ phase: TouchPhase, _ touch: Touch, inside: Bool, by tracking: ControlTracking) throws {
        guard phase == .ended && inside else { return }
        let forward = convertFromWindow(touch.location).x >= bounds.size.width / 2
        let page = pinned(currentPage + (forward ? 1 : -1))
        guard page != currentPage else { return }
        try tracking.change(self, from: Double(currentPage), to: Double(page)) { currentPage = page }
    }

    override func valueChangeStyle(from old: Double, to new: Double, by tracking: ControlTracking) -> ValueChange.Style {
        .number(property: tracking.world.strings.intern("currentPage"))
    }
}

extension PageControl {
    public static let pageControlProperties = PropertyTable(parent: Control.controlProperties, [
        .on(PageControl.self, "numberOfPages", .number, designTime: true, tracesChange: true, get: { .number(Double($0.numberOfPages)) },
            set: { p, x, _ in p.numberOfPages = try x.whole(in: 0...10_000) }),
        // Set in code it sends no event; the trace shows the change.
        .on(PageControl.self, "currentPage", .number, designTime: true, tracesChange: true, appliesLast: true,
            get: { .number(Double($0.currentPage)) },
            set: { p, x, change in
                let page = p.pinned(Int(exactly: (try x.number()).rounded()) ?? 0)
                change.simulator.controls.setValue(of: p, from: Double(p.currentPage), to: Double(page), traced: !change.creating) { p.currentPage = page }
            }),
    ])

    /// Apple lists UIPageControl among the controls that keep a single tap from a superview's
    /// tap recognizer. Its frame by default: a row of dots (UIKit's height is 26 pt on iOS 14+).
    public static let pageControlClass = ClassDescriptor(.pageControl, uikit: "UIPageControl", appkit: "NSPageControl", maker: "pagecontrol",
        defaultFrame: Rect(0, 0, 160, 26), properties: pageControlProperties, keeps: [.singleTap],
        options: [.value("numberOfPages", "N"), .value("currentPage", "P")], cellSubview: true, inAppKit: false,
        makeView: { PageControl(id: $0, name: $1, frame: $2) })
}
