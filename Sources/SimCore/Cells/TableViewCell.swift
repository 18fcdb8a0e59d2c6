/// UITableViewCell: reused across rows; `generation` counts its reuses, so a handler configured
/// for one row can tell, when it runs, that the cell now shows another (a stale capture).
public final class TableViewCell: View {
    public override var kind: ObjectKind { .tableViewCell }
    /// A cell's class is the type the script declared (`ProductCell`).
    public override var className: String { typeName }
    public let typeName: String
    public let reuseIdentifier: String?
    public internal(set) var row: Int?
    public internal(set) var generation = 0
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
