/// UICollectionView on the same reuse machinery: items of `itemSize` in a grid, as many per line
/// as fit the width (a flow layout with no spacing), lines scrolled vertically. The data source's
/// methods are the collection view's (`collectionView:numberOfItemsInSection:`,
/// `collectionView:cellForItemAtIndexPath:` with `{item}`; `collectionView:didSelectItemAtIndexPath:`).
public final class CollectionView: TableView {
    public override class var descriptor: ClassDescriptor { collectionViewClass }
    /// Each item's width, in points: how many fit a line follows from it.
    public var itemWidth = 100.0

    /// Clamped in Double before it becomes an Int: a huge frame over tiny items is `inf` (a trap
    /// in `Int(_:)`), and more items on a line than a table has rows changes nothing.
    override var itemsPerLine: Int {
        Int(min(max(1, (bounds.size.width / itemWidth).rounded(.down)), Double(TableView.maxRows)))
    }
    override func frame(ofItem index: Int) -> Rect {
        Rect(Double(index % itemsPerLine) * itemWidth, Double(index / itemsPerLine) * rowHeight, itemWidth, rowHeight)
    }
    override var numberSelector: String { "collectionView:numberOfItemsInSection:" }
    override var sectionsSelector: String { "numberOfSectionsInCollectionView:" }
    override var cellSelector: String { "collectionView:cellForItemAtIndexPath:" }
    override var selectSelector: String { "collectionView:didSelectItemAtIndexPath:" }
    override var willSelectSelector: String { "collectionView:shouldSelectItemAtIndexPath:" }
    override var willDeselectSelector: String { "collectionView:shouldDeselectItemAtIndexPath:" }
    override var didDeselectSelector: String { "collectionView:didDeselectItemAtIndexPath:" }
    override var vetoesWithBool: Bool { true }
    override var contextMenuSelector: String { "collectionView:contextMenuConfigurationForItemAtIndexPath:point:" }
    override var indexName: String { "item" }
    override var hasTitles: Bool { false }
}

extension CollectionView {
    /// Square items (`itemSize 100`); `itemWidth` and `rowHeight` set each side.
    public static let collectionViewProperties = PropertyTable(parent: TableView.tableViewProperties, [
        .on(CollectionView.self, "itemSize", .number, designTime: true, listed: false, get: { .number($0.itemWidth) },
            set: { c, x, _ in
                let side = try x.positive()
                c.itemWidth = side
                c.rowHeight = side
            }),
    ])
}

extension CollectionView {
    public static let collectionViewClass = ClassDescriptor(.collectionView, uikit: "UICollectionView", appkit: "NSCollectionView", maker: "collectionview", properties: collectionViewProperties, options: [.value("itemSize", "SIDE")], inAppKit: false,
        makeView: { CollectionView(id: $0, name: $1, frame: $2) })
}
