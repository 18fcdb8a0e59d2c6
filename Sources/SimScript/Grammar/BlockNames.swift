import SimCore

/// The block handlers `handler OBJECT NAME { … }` can set on an object (HWBlocksUI's style):
/// `clickHandler` on any control, and a block per delegate method on text fields, gesture
/// recognizers and table views.
enum BlockNames {
    static func of(_ object: SimObject) -> [String] {
        var names: [String] = object is Control ? ["clickHandler"] : []
        switch object {
        case is TextField: names += TextField.delegateMethods.map(\.block)
        case is GestureRecognizer: names += GestureRecognizer.delegateMethods.map(\.block)
        case is CollectionView: break  // HWBlocksUI's blocks are a table's
        case is TableView: names += TableView.delegateMethods.map(\.block)
        default: break
        }
        return names
    }
}
