/// UITableView with reusable cells, in sections (rows are numbered flat inside the engine).
///
/// The rows on screen are those whose frames meet the viewport (`bounds`: the table's height,
/// scrolled by `contentOffset`, which is the bounds origin). Each visible row has a cell; a cell
/// that scrolls away goes to its identifier's pool, and `dequeue` takes the oldest pooled cell
/// first (the pool is a queue: UIKit's order is undocumented, this one is deterministic), runs its
/// `prepareForReuse`, and only creates a new cell when the pool is empty. A type registered
/// without an identifier is never pooled.
public class TableView: ScrollView, BlockHandling {
    public override var blockHandling: (any BlockHandling)? { self }
    public override class var descriptor: ClassDescriptor { tableViewClass }
    /// The most rows (in all sections) a data source may give, and a row update may insert or
    /// delete at once: more is a mistake, and would take the memory.
    public static let maxRows = 100_000_000
    /// Every row's height, in points (44, UIKit's default).
    public var rowHeight = 44.0
    /// Section header and footer titles (tableView:titleForHeaderInSection: /
    /// titleForFooterInSection:), nil where the data source gives none, and their height
    /// (UITableView.sectionHeaderHeight / sectionFooterHeight; 28 points here, a plain table's
    /// look: UIKit sizes them automatically, which the simulator does not).
    public internal(set) var headerTitles: [String?] = []
    /// The sections' footer titles, nil where the data source gives none.
    public internal(set) var footerTitles: [String?] = []
    /// The section headers' and footers' views (title labels, or the delegate's own): cells go
    /// behind them, as UIKit's floating headers sit over the rows.
    var sectionViews: Set<SimObject.ID> = []
    /// A titled section header's height, in points.
    public var sectionHeaderHeight = 28.0
    /// A titled section footer's height, in points.
    public var sectionFooterHeight = 28.0
    /// Where each row starts when titles take room (empty when none do: rows are evenly spaced).
    var rowTops: [Double] = []
    /// The content's height with the titles (0 when none).
    var contentHeightWithTitles = 0.0
    /// Registered cell types by reuse identifier ("" = registered without one).
    var registrations: [(identifier: String, type: CellType)] = []
    /// Pooled cells per identifier, oldest first.
    var pools: [String: [TableViewCell]] = [:]
    /// The cells on screen by row.
    public internal(set) var visibleCells: [Int: TableViewCell] = [:]
    /// All rows of all sections: the layout counts rows across sections (no section headers).
    public internal(set) var numberOfRows = 0
    /// Rows per section, as the data source said.
    public internal(set) var sectionCounts: [Int] = [0]

    /// (section, row) of flat row `index`.
    public func indexPath(_ index: Int) -> (section: Int, row: Int) {
        var rest = index
        for (section, count) in sectionCounts.enumerated() {
            if rest < count { return (section, rest) }
            rest -= count
        }
        return (max(sectionCounts.count - 1, 0), rest)
    }
    /// How many cells were ever made: reuse keeps it near the number of visible rows.
    public internal(set) var cellsCreated = 0
    /// The selected rows (flat indexes), in ascending order (indexPathsForSelectedRows).
    public internal(set) var selectedRows: [Int] = []
    /// The first selected row, if any (indexPathForSelectedRow).
    public var selectedRow: Int? { selectedRows.first }
    /// Whether `row` is selected.
    public func isSelected(_ row: Int) -> Bool { selectedRows.contains(row) }
    /// UITableView.allowsSelection (true): false, and a tap selects nothing and calls no delegate.
    public var allowsSelection = true
    /// UITableView.allowsMultipleSelection (false): true, and a tap toggles its row, leaving the
    /// others selected.
    public var allowsMultipleSelection = false
    /// HWBlocksUI-style blocks (`numberOfRowsHandler`…), run by the shared proxy.
    public internal(set) var blocks: [(name: String, closure: ClosureHandler)] = []

    /// The data source and delegate methods HWBlocksUI turns into blocks.
    public static let delegateMethods: [DelegateMethodBlock] = [
        DelegateMethodBlock(selector: "numberOfSectionsInTableView:", block: "numberOfSectionsHandler", defaultAnswer: nil, slot: "dataSource"),
        DelegateMethodBlock(selector: "tableView:numberOfRowsInSection:", block: "numberOfRowsHandler", defaultAnswer: nil, slot: "dataSource"),
        DelegateMethodBlock(selector: "tableView:cellForRowAtIndexPath:", block: "cellForRowHandler", defaultAnswer: nil, slot: "dataSource"),
        DelegateMethodBlock(selector: "tableView:didSelectRowAtIndexPath:", block: "didSelectRowHandler", defaultAnswer: nil),
    ]
    /// The data source or delegate method whose block handler is named `block`, if any.
    public static func delegateMethod(block: String) -> DelegateMethodBlock? { delegateMethods.first { $0.block == block } }

    /// How far the table is scrolled down, in points (UIScrollView.contentOffset.y).
    public var contentOffset: Double { boundsOrigin.y }

    override init(id: ID, name: String, frame: Rect) {
        super.init(id: id, name: name, frame: frame)
        delegateSlots.append(DelegateSlot(name: "dataSource", protocolName: nil, target: nil))
        delegateSlots.append(DelegateSlot(name: "delegate", protocolName: nil, target: nil))
    }

    /// The rows whose frames meet the viewport.
    var rowsInViewport: Range<Int> {
        guard numberOfRows > 0, rowHeight > 0 else { return 0..<0 }
        if !rowTops.isEmpty {
            // Rows are sorted by top: the first whose bottom passes the offset, up to the first
            // whose top reaches the viewport's end.
            let top = contentOffset, bottom = contentOffset + bounds.size.height
            let first = firstRow { rowTops[$0] + rowHeight > top }
            let last = firstRow { rowTops[$0] >= bottom }
            return first < last ? first..<last : 0..<0
        }
        let perLine = itemsPerLine
        // In Double, clamped to the rows, before any Int conversion: a huge frame or a tiny
        // rowHeight would otherwise overflow Int (a trap).
        let lines = Double((numberOfRows + perLine - 1) / perLine)
        let firstLine = Int(min(max(0, (contentOffset / rowHeight).rounded(.down)), lines))
        let lastLine = Int(min(max(0, ((contentOffset + bounds.size.height) / rowHeight).rounded(.up)), lines))
        let first = min(numberOfRows, firstLine * perLine)
        let last = min(numberOfRows, lastLine * perLine)
        return first < last ? first..<last : 0..<0
    }

    // MARK: - What differs in a collection view

    /// Items side by side on one line: 1 in a table.
    var itemsPerLine: Int { 1 }
    /// The first row for which `isPast` holds (rows are in order), or numberOfRows.
    private func firstRow(where isPast: (Int) -> Bool) -> Int {
        var low = 0, high = numberOfRows
        while low < high {
            let mid = (low + high) / 2
            if isPast(mid) { high = mid } else { low = mid + 1 }
        }
        return low
    }

    /// Where row (or item) `index` sits in the content.
    func frame(ofItem index: Int) -> Rect {
        Rect(0, rowTops.isEmpty ? Double(index) * rowHeight : rowTops[index], bounds.size.width, rowHeight)
    }
    /// The content's height, for clamping scrolls.
    var contentHeight: Double {
        if !rowTops.isEmpty { return contentHeightWithTitles }
        return Double((numberOfRows + itemsPerLine - 1) / itemsPerLine) * rowHeight
    }

    /// Lays the sections out with their titles: each section's header, its rows, its footer.
    /// Returns the frames of the headers and footers that have a title.
    func layOutTitles() -> [(section: Int, isHeader: Bool, frame: Rect)] {
        let titled = headerTitles.contains { $0 != nil } || footerTitles.contains { $0 != nil }
        rowTops = []
        contentHeightWithTitles = 0
        guard titled else { return [] }
        var frames: [(section: Int, isHeader: Bool, frame: Rect)] = []
        var y = 0.0
        rowTops.reserveCapacity(numberOfRows)
        for (section, count) in sectionCounts.enumerated() {
            if section < headerTitles.count, headerTitles[section] != nil {
                frames.append((section, true, Rect(0, y, bounds.size.width, sectionHeaderHeight)))
                y += sectionHeaderHeight
            }
            for _ in 0..<count { rowTops.append(y); y += rowHeight }
            if section < footerTitles.count, footerTitles[section] != nil {
                frames.append((section, false, Rect(0, y, bounds.size.width, sectionFooterHeight)))
                y += sectionFooterHeight
            }
        }
        contentHeightWithTitles = y
        return frames
    }
    /// The data source's and delegate's selectors, and the name of the index parameter.
    var numberSelector: String { "tableView:numberOfRowsInSection:" }
    var sectionsSelector: String { "numberOfSectionsInTableView:" }
    var cellSelector: String { "tableView:cellForRowAtIndexPath:" }
    var selectSelector: String { "tableView:didSelectRowAtIndexPath:" }
    /// The delegate's say before a row is selected or deselected, and its word after a deselection.
    /// A table's `will…` methods answer an index path (nil prevents); a collection view's
    /// `should…` methods answer true or false (`vetoesWithBool`).
    var willSelectSelector: String { "tableView:willSelectRowAtIndexPath:" }
    var willDeselectSelector: String { "tableView:willDeselectRowAtIndexPath:" }
    var didDeselectSelector: String { "tableView:didDeselectRowAtIndexPath:" }
    var vetoesWithBool: Bool { false }
    /// The delegate method that offers a row's context menu.
    var contextMenuSelector: String { "tableView:contextMenuConfigurationForRowAtIndexPath:point:" }
    var indexName: String { "row" }
    /// The data source's title methods (a collection view has supplementary views instead).
    var hasTitles: Bool { true }

    /// `offset` kept within the content: from 0 to the content's end less the viewport.
    /// A table scrolls vertically only, over its rows (and section titles).
    override var maximumOffset: Point { Point(0, max(0, contentHeight - bounds.size.height)) }

    func clampedOffset(_ offset: Double) -> Double {
        min(max(0, offset), max(0, contentHeight - bounds.size.height))
    }

    /// Where row `index` starts in the content (UITableView.rectForRow(at:).minY).
    public func top(ofRow index: Int) -> Double { frame(ofItem: index).minY }

    /// UITableView.cellForRow(at:): nil for a row off screen.
    public func cellForRow(_ row: Int) -> TableViewCell? { visibleCells[row] }
}

extension TableView {
    /// UITableView's (and UIScrollView's: its touch delay and scrolling).
    public static let tableViewProperties = PropertyTable(parent: ScrollView.scrollViewProperties, [
        .on(TableView.self, "rowHeight", .number, designTime: true, get: { .number($0.rowHeight) },
            set: { t, x, _ in t.rowHeight = try x.positive() }),
        // Read when the table lays its sections out (reloadData): UIKit's heightForHeaderInSection.
        .on(TableView.self, "sectionHeaderHeight", .number, designTime: true, get: { .number($0.sectionHeaderHeight) },
            set: { t, x, _ in t.sectionHeaderHeight = try x.positive() }),
        .on(TableView.self, "sectionFooterHeight", .number, designTime: true, get: { .number($0.sectionFooterHeight) },
            set: { t, x, _ in t.sectionFooterHeight = try x.positive() }),
        .on(TableView.self, "numberOfSections", .number, get: { .number(Double($0.sectionCounts.count)) }),
        .on(TableView.self, "numberOfRows", .number, get: { .number(Double($0.numberOfRows)) }),
        .on(TableView.self, "visibleRows", .string, get: { t in
            let rows = t.visibleCells.keys.sorted()
            return .string(rows.isEmpty ? "none" : rows.count == 1 ? "\(rows[0])" : "\(rows.first!)…\(rows.last!)")
        }),
        .on(TableView.self, "cellsCreated", .number, get: { .number(Double($0.cellsCreated)) }),
        .on(TableView.self, "contentOffset", .number, get: { .number($0.contentOffset) }),
        .on(TableView.self, "selectedRow", .number, get: { t in t.selectedRow.map { .number(Double($0)) } ?? .null }),
        .on(TableView.self, "selectedRows", .list, get: { t in .list(t.selectedRows.map { .number(Double($0)) }) }),
        .on(TableView.self, "allowsSelection", .bool, designTime: true, get: { .bool($0.allowsSelection) },
            set: { t, x, _ in t.allowsSelection = try x.bool() }),
        .on(TableView.self, "allowsMultipleSelection", .bool, designTime: true, get: { .bool($0.allowsMultipleSelection) },
            set: { t, x, _ in t.allowsMultipleSelection = try x.bool() }),
        .on(TableView.self, "visibleCells", .list, get: { t in .list(t.visibleCells.keys.sorted().map { .object(t.visibleCells[$0]!.id) }) }),
    ])
}

extension TableView {
    public static let tableViewClass = ClassDescriptor(.tableView, uikit: "UITableView", appkit: "NSTableView", maker: "tableview", properties: tableViewProperties, options: [.value("rowHeight", "H")], inAppKit: false,
        makeView: { TableView(id: $0, name: $1, frame: $2) })
}
