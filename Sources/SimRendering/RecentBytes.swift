import SimCore

/// The name table's cache for texts of ids that come and go by the thousand (closures, captures,
/// view paths: a scrolled table configures a new closure per row): a fixed number of slots,
/// slot = id mod slots, each remembering one id's bytes in `bytes`. A lookup is an index and a
/// compare, with no hashing; memory is bounded: once `bytes` passes its limit, every slot is
/// forgotten and it starts over.
struct RecentBytes: ~Copyable {
    private static let slots = 1024
    private static let limit = 1 << 20
    private static let empty = Int.min

    /// The texts, one after another (slots keep spans of it).
    private var bytes = ByteBuffer(capacity: 1 << 12)
    private var ids = [Int](repeating: RecentBytes.empty, count: RecentBytes.slots)
    private var spans = [ByteBuffer.Span](repeating: ByteBuffer.Span(start: 0, count: 0), count: RecentBytes.slots)

    /// Appends `id`'s text to `out`; `write` puts it into the store first when it is not
    /// remembered (or was forgotten).
    @inline(__always)
    mutating func append(_ id: Int, to out: inout ByteBuffer, write: (inout ByteBuffer) -> Void) {
        if let span = span(for: id) { out.append(span, of: bytes); return }
        let start = beginEntry()
        write(&bytes)
        out.append(endEntry(for: id, from: start), of: bytes)
    }

    /// Where `id`'s text is in `bytes`, if it is remembered.
    @inline(__always) private func span(for id: Int) -> ByteBuffer.Span? {
        let slot = id & (Self.slots - 1)
        return ids[slot] == id ? spans[slot] : nil
    }

    /// Call before appending a new text to `bytes`; returns where it starts.
    private mutating func beginEntry() -> Int {
        if bytes.count > Self.limit {
            bytes.removeAll()
            for i in ids.indices { ids[i] = Self.empty }
        }
        return bytes.count
    }

    /// Remembers the bytes appended since `start` as `id`'s text (it takes the id's slot).
    private mutating func endEntry(for id: Int, from start: Int) -> ByteBuffer.Span {
        let span = bytes.span(from: start)
        let slot = id & (Self.slots - 1)
        ids[slot] = id
        spans[slot] = span
        return span
    }
}
