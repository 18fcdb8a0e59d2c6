/// The world's closures by id. Ids count up forever (they name anonymous closures, `closure#N`);
/// the closures themselves do not stay forever: a closure nothing holds any more is *freed* (its
/// body and captures let go, as ARC would), and its record — name and definition site, which the
/// trace needs to render events that mention it — is *purged* once no kept event, no count of
/// `expect` and no live closure refers to it. So a million-row scroll that attaches a closure to
/// each row keeps memory flat.
public struct ClosureStore: Sequence {
    private var byID: [Int32: ClosureHandler] = [:]
    /// Kept ids in creation order (iteration must not depend on hashing).
    private var order: [Int32] = []
    /// The id the next closure gets.
    public private(set) var nextID: Int32 = 0
    /// Freed closures whose records are still kept.
    private(set) var freedKept = 0
    /// Live ids in creation order, plus some freed since the last compaction (skipped on read).
    private var liveIDs: [Int32] = []
    private var freedSinceCompaction = 0

    /// The closure (or the record of a freed one) with this id. Only ids that something still
    /// mentions are looked up, and those are kept.
    public subscript(_ index: Int) -> ClosureHandler { byID[Int32(index)]! }

    mutating func add(_ make: (Int32) -> ClosureHandler) -> ClosureHandler {
        let closure = make(nextID)
        byID[nextID] = closure
        order.append(nextID)
        liveIDs.append(nextID)
        nextID += 1
        return closure
    }

    /// Lets go of the closure's body and captures; its record stays until purged.
    mutating func free(_ id: Int32) {
        guard let closure = byID[id], !closure.isFreed else { return }
        closure.free()
        freedKept += 1
        freedSinceCompaction += 1
        if freedSinceCompaction > liveIDs.count / 2 {
            liveIDs.removeAll { byID[$0]!.isFreed }
            freedSinceCompaction = 0
        }
    }

    /// Forgets the records of freed closures that `keep` does not name.
    mutating func purge(keeping keep: Set<Int32>) {
        order.removeAll { id in
            guard let closure = byID[id], closure.isFreed, !keep.contains(id) else { return false }
            byID[id] = nil
            freedKept -= 1
            return true
        }
    }

    /// Closures not freed, in creation order.
    public var live: [ClosureHandler] { liveIDs.compactMap { id in byID[id].flatMap { $0.isFreed ? nil : $0 } } }

    public func makeIterator() -> IndexingIterator<[ClosureHandler]> { order.compactMap { byID[$0] }.makeIterator() }
}
