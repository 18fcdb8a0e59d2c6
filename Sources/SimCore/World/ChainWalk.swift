/// A walk that follows one link until it runs out — the responder chain, superviews, presenters —
/// counts its steps and stops after as many as the world has objects. Every link reaches another
/// object, so a longer walk has come back on itself: a cycle. `present` refuses to make one, and
/// `addSubview` cannot (a view joins a hierarchy only when it is made or presented), so no walk
/// should ever stop here; the count keeps a mistake there from hanging a tap or a nil-targeted
/// action in a loop that grows memory and never asks Ctrl-C, as `present home from home` once did.
///
/// ```swift
/// var walk = ChainWalk(in: world)
/// while let r = responder, walk.step() { …; responder = world.nextResponder(after: r) }
/// ```
public struct ChainWalk {
    private var stepsLeft: Int

    /// A walk among `world`'s objects (no limit for an object that belongs to no world).
    public init(in world: World?) { stepsLeft = world?.objects.count ?? .max }

    /// A walk among `count` nodes (a scene graph's).
    public init(nodes count: Int) { stepsLeft = count }

    /// A walk up a view's superviews: views nest at most ``World/maxViewDepth`` deep (a cell's
    /// own subviews counted from the cell, so twice that with a table), and a longer walk has met
    /// a cycle. A constant: a tap walks the superviews several times, and reading the world's
    /// object count each time cost a retain and a release.
    public static var superviews: ChainWalk { ChainWalk(nodes: 2 * World.maxViewDepth + 2) }

    /// Counts one step: false once the walk has taken as many as there are objects.
    @inline(__always)
    public mutating func step() -> Bool {
        guard stepsLeft > 0 else { return false }
        stepsLeft -= 1
        return true
    }
}
