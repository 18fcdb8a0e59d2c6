/// LSP's base protocol, read from a byte stream: header lines (`Content-Length: N`, ended by
/// `\r\n`), a blank line, then N bytes of JSON. Bytes arrive in any pieces; what is broken is
/// reported and skipped, never trusted: a header without a usable length is dropped up to its
/// blank line, a body over ``bodyLimit`` is skipped without being held, a header that never ends
/// is dropped after ``headerLimit`` bytes. The framer never stops reading: the next good message
/// is found.
public struct MessageFramer {
    /// What the stream held.
    public enum Item: Equatable, Sendable {
        /// One message's body (JSON, not yet parsed).
        case message([UInt8])
        /// Something that was skipped, in words for the log.
        case problem(String)
    }

    /// The largest body read: a document of a few MiB fits many times over.
    public static let bodyLimit = 16 << 20
    /// The longest header read (all its lines together).
    public static let headerLimit = 8 << 10

    private var buffer: [UInt8] = []
    /// Where unread bytes start in `buffer` (compacted now and then, not on every message).
    private var start = 0
    /// The length of the message whose body is being read.
    private var bodyLength: Int?
    /// Bytes still to throw away: the rest of an oversized body.
    private var skipping = 0
    /// Throwing away an over-long header up to its blank line.
    private var droppingHeader = false

    public init() {}

    /// Takes `bytes` and returns every item now complete, in order.
    public mutating func feed(_ bytes: some Collection<UInt8>) -> [Item] {
        var input = bytes[...]
        if skipping > 0 {
            let dropped = min(skipping, input.count)
            skipping -= dropped
            input = input.dropFirst(dropped)
        }
        buffer.append(contentsOf: input)
        var items: [Item] = []
        while let item = next() { items.append(item) }
        if start > 0 && start * 2 >= buffer.count {
            buffer.removeFirst(start)
            start = 0
        }
        return items
    }

    /// What is left when the stream ends: a message cut short, or nothing.
    public func finish() -> Item? {
        let left = buffer.count - start
        if let bodyLength { return .problem("the stream ended \(bodyLength - left) bytes short of a \(bodyLength)-byte message") }
        if skipping > 0 { return .problem("the stream ended inside an oversized message") }
        if droppingHeader { return .problem("the stream ended inside an over-long header") }
        return left > 0 && !buffer[start...].allSatisfy({ $0 == 13 || $0 == 10 }) ? .problem("the stream ended inside a header") : nil
    }

    private mutating func next() -> Item? {
        if skipping > 0 {
            let dropped = min(skipping, buffer.count - start)
            skipping -= dropped
            start += dropped
            if skipping > 0 { return nil }
        }
        if let length = bodyLength {
            guard buffer.count - start >= length else { return nil }
            let body = Array(buffer[start..<start + length])
            start += length
            bodyLength = nil
            return .message(body)
        }
        if droppingHeader {
            guard let end = headerEnd(limit: buffer.count) else {
                // Keep the last three bytes: the blank line may straddle two reads.
                start = max(start, buffer.count - 3)
                return nil
            }
            start = end + 4
            droppingHeader = false
        }
        guard let end = headerEnd(limit: min(buffer.count, start + Self.headerLimit + 4)) else {
            guard buffer.count - start > Self.headerLimit else { return nil }
            droppingHeader = true
            start += Self.headerLimit
            return .problem("a header longer than \(Self.headerLimit) bytes: dropped up to its blank line")
        }
        let header = buffer[start..<end]
        start = end + 4
        switch Self.contentLength(header) {
        case .success(let length) where length > Self.bodyLimit:
            skipping = length
            return .problem("a \(length)-byte message is over the limit of \(Self.bodyLimit) bytes: skipped")
        case .success(let length):
            bodyLength = length
            return next()
        case .failure(let problem):
            return .problem(problem.text + ": the header was dropped")
        }
    }

    /// The index of the `\r\n\r\n` ending the header, searched up to `limit`.
    private func headerEnd(limit: Int) -> Int? {
        var i = start
        while i + 3 < limit {
            if buffer[i] == 13 && buffer[i + 1] == 10 && buffer[i + 2] == 13 && buffer[i + 3] == 10 { return i }
            i += 1
        }
        return nil
    }

    struct Problem: Error { let text: String }

    /// The `Content-Length` of a header (names are case-insensitive; other fields are ignored).
    static func contentLength(_ header: ArraySlice<UInt8>) -> Result<Int, Problem> {
        var length: Int?
        for line in header.split(separator: 10, omittingEmptySubsequences: true) {
            let text = String(decoding: line.last == 13 ? line.dropLast() : line, as: UTF8.self)
            // A stray line break after a body (some clients send one) is not a header line.
            if text.isEmpty { continue }
            guard let colon = text.firstIndex(of: ":") else {
                return .failure(Problem(text: "a header line without a colon"))
            }
            guard text[..<colon].lowercased() == "content-length" else { continue }
            let value = text[text.index(after: colon)...].trimmed(of: " \t")
            guard !value.isEmpty, value.count <= 18, value.allSatisfy(\.isASCIIDigit), let n = Int(value) else {
                return .failure(Problem(text: "a Content-Length that is not a number"))
            }
            length = n
        }
        guard let length else { return .failure(Problem(text: "a header without Content-Length")) }
        return .success(length)
    }
}

extension Character {
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}

extension StringProtocol {
    /// Without the given characters at either end.
    func trimmed(of set: String) -> String {
        var s = Substring(self)
        while let f = s.first, set.contains(f) { s = s.dropFirst() }
        while let l = s.last, set.contains(l) { s = s.dropLast() }
        return String(s)
    }
}
