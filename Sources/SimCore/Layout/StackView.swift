/// UIStackView: lays out its arranged subviews in a row or a column
/// (https://developer.apple.com/documentation/uikit/uistackview).
///
/// What is modelled is what decides frames, and so hit-testing:
/// - `axis` (horizontal by default), `spacing` (0), `alignment` (fill), `distribution` (fill);
/// - only arranged subviews are laid out: `addSubview` adds a view the stack leaves alone, and
///   `removeArrangedSubview` leaves the view a subview, where it still draws and takes touches
///   (https://developer.apple.com/documentation/uikit/uistackview/removearrangedsubview(_:));
/// - a hidden arranged view takes no space and no spacing; showing it lays the others out again
///   (https://developer.apple.com/documentation/uikit/uistackview/arrangedsubviews);
/// - a view taken out of the stack's subviews leaves its arranged subviews too.
///
/// Auto Layout is not modelled: a view's own frame size stands in for its intrinsic content size.
/// Where Apple leaves the outcome to constraint priorities, the choices are ours, and written here
/// and in docs/uikit-rules.md:
/// - `fill`: the views keep their own sizes along the axis; space left over goes to the last view
///   (Apple: "based on their index"); a stack too small for them does not shrink them — they run
///   past its bounds, where they draw but cannot be hit (the classic stack view "without
///   constraints" of size zero);
/// - alignment `fill` gives each view the stack's size across the axis, unless that is 0, where a
///   view keeps its own (and again sticks out, untappable).
public final class StackView: View {
    public override class var descriptor: ClassDescriptor { stackViewClass }

    public enum Axis: String, Sendable, CaseIterable { case horizontal, vertical }
    /// How views sit across the axis (`top`/`bottom` are `leading`/`trailing` of a row, as UIKit's).
    public enum Alignment: String, Sendable, CaseIterable { case fill, leading, top, center, trailing, bottom }
    /// How the axis is shared (fillProportionally and equalCentering are not modelled).
    public enum Distribution: String, Sendable, CaseIterable { case fill, fillEqually, equalSpacing }

    public var axis = Axis.horizontal { didSet { layoutArrangedSubviews() } }
    public var spacing = 0.0 { didSet { layoutArrangedSubviews() } }
    public var alignment = Alignment.fill { didSet { layoutArrangedSubviews() } }
    public var distribution = Distribution.fill { didSet { layoutArrangedSubviews() } }
    /// The views the stack lays out, in order (each is also one of its subviews).
    public private(set) var arrangedSubviews: [View] = []
    /// Each arranged view's size when it was arranged: what Auto Layout would read as its
    /// intrinsic content size (its frame is the stack's to set from then on).
    private var intrinsicSizes: [Size] = []

    override init(id: ID, name: String, frame: Rect) {
        super.init(id: id, name: name, frame: frame)
        reactsToResize = true
    }

    /// A new size lays the arranged subviews out again.
    override func sizeChanged() { layoutArrangedSubviews() }

    /// UIStackView.addArrangedSubview(_:): a subview (moved here if it was elsewhere), laid out last.
    public func addArrangedSubview(_ view: View) {
        if let i = arrangedSubviews.firstIndex(where: { $0 === view }) {
            arrangedSubviews.remove(at: i)
            intrinsicSizes.append(intrinsicSizes.remove(at: i))
        } else {
            intrinsicSizes.append(view.frame.size)
        }
        if view.superview !== self { addSubview(view) }
        arrangedSubviews.append(view)
        layoutArrangedSubviews()
    }

    /// UIStackView.removeArrangedSubview(_:): no longer laid out, but still a subview — it keeps
    /// its frame, draws and can be hit (Apple's warning). Returns false when it was not arranged.
    @discardableResult
    public func removeArrangedSubview(_ view: View) -> Bool {
        guard let i = arrangedSubviews.firstIndex(where: { $0 === view }) else { return false }
        arrangedSubviews.remove(at: i)
        intrinsicSizes.remove(at: i)
        layoutArrangedSubviews()
        return true
    }

    /// Whether `view` is one of the arranged subviews.
    public func arranges(_ view: View) -> Bool { arrangedSubviews.contains { $0 === view } }

    /// A subview left the stack: it is no longer arranged either.
    func subviewLeft(_ view: View) { removeArrangedSubview(view) }

    /// Frames for the visible arranged subviews, from `axis`, `spacing`, `alignment` and
    /// `distribution` (see the type's notes for the choices where Auto Layout would decide).
    public func layoutArrangedSubviews() {
        let shown = arrangedSubviews.indices.filter { !arrangedSubviews[$0].isHidden }
        guard !shown.isEmpty else { return }
        let vertical = axis == .vertical
        func along(_ s: Size) -> Double { vertical ? s.height : s.width }
        func across(_ s: Size) -> Double { vertical ? s.width : s.height }
        let length = along(frame.size), breadth = across(frame.size)
        let gaps = Double(shown.count - 1)
        var sizes = shown.map { along(intrinsicSizes[$0]) }
        var gap = spacing
        switch distribution {
        case .fill:
            let spare = length - sizes.reduce(0, +) - spacing * gaps
            if spare > 0 { sizes[sizes.count - 1] += spare }
        case .fillEqually:
            let each = max(0, (length - spacing * gaps) / Double(shown.count))
            sizes = sizes.map { _ in each }
        case .equalSpacing:
            if gaps > 0 { gap = max(spacing, (length - sizes.reduce(0, +)) / gaps) }
        }
        var position = 0.0
        for (i, size) in zip(shown, sizes) {
            let view = arrangedSubviews[i], own = across(intrinsicSizes[i])
            let crossSize = alignment == .fill && breadth > 0 ? breadth : own
            let offset: Double
            switch alignment {
            case .fill, .leading, .top: offset = 0
            case .center: offset = (breadth - crossSize) / 2
            case .trailing, .bottom: offset = breadth - crossSize
            }
            view.frame = vertical ? Rect(offset, position, crossSize, size) : Rect(position, offset, size, crossSize)
            position += size + gap
        }
    }
}

extension StackView {
    /// A choice-valued property (`axis vertical`, `set stack.alignment = "center"`): `words` are
    /// its values, `assign` sets one and answers false for a word that is none of them.
    private static func choice(_ name: String, _ words: [String], get: @escaping @Sendable (StackView) -> String,
                               assign: @escaping @Sendable (StackView, String) -> Bool) -> Property {
        .on(StackView.self, name, .string, designTime: true, get: { .string(get($0)) },
            set: { s, x, _ in
                guard case .string(let word) = x, assign(s, word) else {
                    throw PropertyError.notAChoice((try? x.string()) ?? "", choices: words)
                }
            })
    }

    public static let stackViewProperties = PropertyTable(parent: View.viewProperties, [
        choice("axis", Axis.allCases.map(\.rawValue), get: { $0.axis.rawValue },
               assign: { s, w in Axis(rawValue: w).map { s.axis = $0 } != nil }),
        .on(StackView.self, "spacing", .number, designTime: true, get: { .number($0.spacing) },
            set: { s, x, _ in
                let spacing = try x.number()
                guard spacing >= 0 else { throw PropertyError.negative(spacing) }
                s.spacing = spacing
            }),
        choice("alignment", Alignment.allCases.map(\.rawValue), get: { $0.alignment.rawValue },
               assign: { s, w in Alignment(rawValue: w).map { s.alignment = $0 } != nil }),
        choice("distribution", Distribution.allCases.map(\.rawValue), get: { $0.distribution.rawValue },
               assign: { s, w in Distribution(rawValue: w).map { s.distribution = $0 } != nil }),
        .on(StackView.self, "arrangedSubviews", .list, get: { .list($0.arrangedSubviews.map { .object($0.id) }) }),
    ])

    /// UIStackView draws nothing itself; with no frame given it fills its parent, as a view does.
    public static let stackViewClass = ClassDescriptor(.stackView, uikit: "UIStackView", appkit: "NSStackView", maker: "stackview",
        properties: stackViewProperties,
        options: [.choice("axis", Axis.allCases.map(\.rawValue)), .value("spacing", "N"),
                  .choice("alignment", Alignment.allCases.map(\.rawValue)), .choice("distribution", Distribution.allCases.map(\.rawValue))],
        cellSubview: true, inAppKit: false,
        makeView: { StackView(id: $0, name: $1, frame: $2) })
}
