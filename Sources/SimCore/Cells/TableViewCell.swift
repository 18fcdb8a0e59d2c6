/// UITableViewCell: reused across rows; `generation` counts its reuses, so a handler configured
/// for one row can tell, when it runs, that the cell now shows another (a stale capture).
public final class TableViewCell: View {
    public override var kind: ObjectKind { .tableViewCell }
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
