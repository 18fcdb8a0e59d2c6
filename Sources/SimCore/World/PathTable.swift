/// View paths from the window (`main/home.view/card/login`), interned: an event copies its
/// view's path as one small id when it is made, so `trace` replays the path the view had then,
/// not the one it has now.
///
/// A path is stored as (parent path, last view), so views that share ancestors share storage,
/// and ids never change meaning. Views cache their path id until the hierarchy changes
/// (`World.hierarchyVersion`): on the dispatch path a view's path costs one comparison.
public struct PathTable: Sendable {
    /// A path's number; -1 for no path (the event is not about a view).
    public typealias ID = Int32

    private var parents: [ID] = []
    private var leaves: [SimObject.ID] = []
    private var index: [Link: ID] = [:]

    private struct Link: Hashable { let parent: ID, leaf: SimObject.ID }

    /// An empty table.
    public init() {}

    /// The path of `leaf` under the path `parent` (-1: `leaf` is a root).
    mutating func intern(parent: ID, leaf: SimObject.ID) -> ID {
        let link = Link(parent: parent, leaf: leaf)
        if let id = index[link] { return id }
        let id = ID(leaves.count)
        parents.append(parent)
        leaves.append(leaf)
        index[link] = id
        return id
    }

    /// The views along path `id`, from the root (the window) to the view itself.
    public func views(_ id: ID) -> [SimObject.ID] {
        var out: [SimObject.ID] = []
        var next = id
        while next >= 0 {
            out.append(leaves[Int(next)])
            next = parents[Int(next)]
        }
        return out.reversed()
    }
}

extension World {
    /// `view`'s current path id, from its cache while the hierarchy has not changed.
    func path(of view: View) -> PathTable.ID {
        if view.pathVersion == hierarchyVersion { return view.pathID }
        let parent = view.superview.map(path(of:)) ?? -1
        let id = paths.intern(parent: parent, leaf: view.id)
        view.pathVersion = hierarchyVersion
        view.pathID = id
        return id
    }
}
