/// Interned text for events: names of properties and slots, notes, command echoes, inspection
/// output, alert texts. Each distinct string is stored once and keeps its id for the life of the
/// world, so an event that copied the id renders the same text whenever it is replayed.
///
/// Text that changes at every step (what a user types, a delegate call's parameters) is not
/// interned: events own it, and the bounded event log bounds it.
public struct StringTable: Sendable {
    private var strings: [String] = []
    private var index: [String: Int32] = [:]

    /// The id of `s`, storing it on first use.
    public mutating func intern(_ s: String) -> Int32 {
        if let id = index[s] { return id }
        let id = Int32(strings.count)
        strings.append(s)
        index[s] = id
        return id
    }

    /// The text interned as `id`.
    public func string(_ id: Int32) -> String { strings[Int(id)] }
}
