/// A cell type declared by the script: how to build its subviews and what prepareForReuse does.
public struct CellType {
    /// The type's name (`ProductCell`), which its cells use as their class name.
    public let name: String
    /// Subviews go into a content view (`cell.contentView`, UIKit's layout) or straight into the
    /// cell — the nesting the seed's `sender.superview.superview` walk depends on.
    public let usesContentView: Bool
    let build: (TableViewCell) throws -> Void
    let prepareForReuse: ActionBody?
    /// Runs after `set cell.viewModel = OBJECT` (a `didSet`), with `viewModel` known inside.
    package var viewModelDidSet: ActionBody? = nil

    package init(name: String, usesContentView: Bool, build: @escaping (TableViewCell) throws -> Void,
                 prepareForReuse: ActionBody?) {
        self.name = name; self.usesContentView = usesContentView; self.build = build; self.prepareForReuse = prepareForReuse
    }
}
