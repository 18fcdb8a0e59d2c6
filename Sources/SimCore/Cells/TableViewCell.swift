/// UITableViewCell: reused across rows; `generation` counts its reuses, so a handler configured
/// for one row can tell, when it runs, that the cell now shows another (a stale capture).
public final class TableViewCell: View {
    public override class var descriptor: ClassDescriptor { tableViewCellClass }
    /// A cell's class is the type the script declared (`ProductCell`).
    public override var className: String { typeName }
    /// The cell type the script declared, which is also its class name.
    public let typeName: String
    /// The identifier it was registered with; nil when registered without one (never pooled).
    public let reuseIdentifier: String?
    /// The row it shows now (flat index); nil while pooled.
    public internal(set) var row: Int?
    /// How many times the cell was reused.
    public internal(set) var generation = 0
    /// Whether its row is selected.
    public internal(set) var isCellSelected = false
    /// The object assigned with `set cell.viewModel = …` (the seed's ProductCell).
    public package(set) var viewModel: SimObject.ID?
    /// The view the type's subviews live in: the content view, or the cell itself.
    public internal(set) var contentView: View! {
        get { separateContentView ?? self }
        set { separateContentView = newValue === self ? nil : newValue }
    }
    /// nil when the subviews live in the cell itself: a cell holding itself would be a cycle
    /// that outlives the world.
    private var separateContentView: View?

    init(id: ID, name: String, frame: Rect, typeName: String, reuseIdentifier: String?) {
        self.typeName = typeName
        self.reuseIdentifier = reuseIdentifier
        super.init(id: id, name: name, frame: frame)
    }
}

extension TableViewCell {
    /// The row a cell shows, as indexPath(for:) gives it (within its section), and its reuse.
    public static let tableViewCellProperties = PropertyTable(parent: View.viewProperties, [
        .on(TableViewCell.self, "row", .number, get: { c in c.indexPath.map { .number(Double($0.row)) } ?? .null }),
        .on(TableViewCell.self, "section", .number, get: { c in c.indexPath.map { .number(Double($0.section)) } ?? .null }),
        .on(TableViewCell.self, "generation", .number, get: { .number(Double($0.generation)) }),
        .on(TableViewCell.self, "reuseIdentifier", .string, get: { c in c.reuseIdentifier.map(Value.string) ?? .null }),
        .on(TableViewCell.self, "cellSelected", .bool, get: { .bool($0.isCellSelected) }),
        .on(TableViewCell.self, "viewModel", .object, get: { c in c.viewModel.map { .object($0) } ?? .null }),
    ])

    /// The cell's row as (section, row) in its table, nil when it shows none.
    var indexPath: (section: Int, row: Int)? {
        guard let flat = row, let table = superview as? TableView else { return nil }
        let path = table.indexPath(flat)
        return (path.section, path.row)
    }
}

extension TableViewCell {
    public static let tableViewCellClass = ClassDescriptor(.tableViewCell, uikit: "UITableViewCell", appkit: "NSTableCellView", properties: tableViewCellProperties)
}
