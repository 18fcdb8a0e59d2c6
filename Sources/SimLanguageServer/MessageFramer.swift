/// LSP's base protocol, read from a byte stream: header lines (`Content-Length: N`, ended by
/// `\r\n`), a blank line, then N bytes of JSON. Bytes arrive in any pieces; what is broken is
/// reported once and skipped, never trusted, and the framer never stops reading: the next good
/// message is found.
///
/// A broken message has a body of unknown length: a header without a usable `Content-Length`,
/// one over ``headerLimit`` bytes, or bytes where a header should start (what is left of a body
/// whose `Content-Length` was too short). It is skipped up to the next header, found by its
/// first field, `Content-Length:` or `Content-Type:` (the two LSP has): at the start of a line,
/// or anywhere when its line has no `"` and ends with `\r\n`. Neither can be inside a JSON
/// body: a JSON text holds a raw line break only between its tokens, never in a string, and a
/// field's name is not JSON outside a string. So a good message glued to the end of a broken
/// body (`…}Content-Length: 52\r\n`) is found, and one that merely mentions a header is not cut.
/// A body over ``bodyLimit`` is skipped by its length as it arrives, without being held.
///
/// Every byte is looked at a bounded number of times (a header's blank line is searched from
/// where the last search stopped), so the work is linear in the stream however it is cut.
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

    private enum State {
        /// Reading a header; its blank line was searched for up to `scanned`.
        case header(scanned: Int)
        /// Reading a body of this length.
        case body(Int)
        /// Throwing away this many more bytes: the rest of an oversized body.
        case skipping(Int)
        /// Throwing away an over-long header up to its blank line (its lines are its own).
        case droppingHeader
        /// Passing over a broken message's body up to the next header.
        case resynchronising
    }

    private var buffer: [UInt8] = []
    /// Where unread bytes start in `buffer` (compacted now and then, not on every message).
    private var start = 0
    private var state = State.header(scanned: 0)
    /// The last four bytes dropped or passed over, the latest in the low byte.
    private var passed: UInt32 = 0
    /// While resynchronising: how many bytes from `start` are known to be a field's name and a
    /// value without `"` or a line break, waiting for more bytes to tell whether `\r\n` ends it.
    private var candidate = 0

    public init() {}

    /// Takes `bytes` and returns every item now complete, in order.
    public mutating func feed(_ bytes: some Collection<UInt8>) -> [Item] {
        var input = bytes[...]
        if case .skipping(let left) = state {
            let dropped = min(left, input.count)
            state = .skipping(left - dropped)
            input = input.dropFirst(dropped)
        }
        buffer.append(contentsOf: input)
        var items: [Item] = []
        while let item = next() { items.append(item) }
        if start > 0 && start * 2 >= buffer.count {
            buffer.removeFirst(start)
            if case .header(let scanned) = state { state = .header(scanned: scanned - start) }
            start = 0
        }
        return items
    }

    /// What is left when the stream ends: a message cut short, or nothing. (A broken message
    /// was reported when it was found; the stream may well end inside what it skips.)
    public func finish() -> Item? {
        switch state {
        case .body(let length):
            return .problem("the stream ended \(length - (buffer.count - start)) bytes short of a \(length)-byte message")
        case .skipping, .droppingHeader, .resynchronising:
            return nil
        case .header:
            return buffer[start...].allSatisfy(Self.isLineBreak) ? nil : .problem("the stream ended inside a header")
        }
    }

    /// The next item the buffer holds, or nil when more bytes are needed.
    private mutating func next() -> Item? {
        while true {
            switch state {
            case .skipping(let left):
                let dropped = min(left, buffer.count - start)
                start += dropped
                guard dropped == left else { state = .skipping(left - dropped); return nil }
                state = .header(scanned: start)
            case .body(let length):
                guard buffer.count - start >= length else { return nil }
                let body = Array(buffer[start..<start + length])
                start += length
                state = .header(scanned: start)
                return .message(body)
            case .droppingHeader:
                while start < buffer.count && passed != 0x0D0A_0D0A { pass() }
                guard passed == 0x0D0A_0D0A else { return nil }
                state = .resynchronising
            case .resynchronising:
                guard resynchronise() else { return nil }
                state = .header(scanned: start)
            case .header(let scanned):
                // A stray line break between messages (some clients send one) is not a header.
                while start < buffer.count, Self.isLineBreak(buffer[start]) { start += 1 }
                let limit = min(buffer.count, start + Self.headerLimit + 4)
                guard let end = Self.blankLine(in: buffer, from: max(scanned, start), to: limit) else {
                    guard buffer.count - start > Self.headerLimit else {
                        state = .header(scanned: max(start, limit - 3))
                        return nil
                    }
                    let firstLine = buffer[start..<limit].prefix { $0 != 10 }
                    guard Self.isHeaderLine(firstLine.last == 13 ? firstLine.dropLast() : firstLine) else {
                        return notAHeader()
                    }
                    // No blank line starts before limit - 3: the search for it goes on from there.
                    start = limit - 3
                    passed = 0
                    state = .droppingHeader
                    return Self.skipped("a header longer than \(Self.headerLimit) bytes")
                }
                switch Self.contentLength(buffer[start..<end]) {
                case .success(let length) where length > Self.bodyLimit:
                    start = end + 4
                    state = .skipping(length)
                    return .problem("a \(length)-byte message is over the limit of \(Self.bodyLimit) bytes: skipped")
                case .success(let length):
                    start = end + 4
                    state = .body(length)
                case .failure(.notAHeader):
                    return notAHeader()
                case .failure(.broken(let problem)):
                    // Its body, if it has one, starts a line.
                    start = end + 4
                    passed = 10
                    state = .resynchronising
                    return Self.skipped(problem)
                }
            }
        }
    }

    private static func skipped(_ problem: String) -> Item {
        .problem(problem + ": skipped, with what follows it, up to the next header")
    }

    /// Reports the bytes at `start`, which are not a header, and looks for the next header in
    /// them: one may be glued on right after the first byte.
    private mutating func notAHeader() -> Item {
        passed = 0
        pass()
        state = .resynchronising
        return Self.skipped("bytes that are not a header (the end of a message whose Content-Length was too short?)")
    }

    /// Drops the byte at `start`.
    private mutating func pass() {
        passed = passed << 8 | UInt32(buffer[start])
        start += 1
        candidate = 0
    }

    /// Passes over bytes up to the next header; true when `start` is at one.
    private mutating func resynchronise() -> Bool {
        while start < buffer.count {
            switch Self.header(in: buffer, at: start, anyValue: passed & 0xFF == 10, known: &candidate) {
            case true?:
                candidate = 0
                return true
            case nil: return false  // more bytes tell
            case false?: pass()
            }
        }
        return false
    }

    /// Whether a header starts at `i`: a `Content-Length:` or `Content-Type:` field. At a line's
    /// start (`anyValue`), whatever follows; else only when its line has no `"` and ends with
    /// `\r\n`. Nil until enough bytes are there to tell; `known` says how many were looked at
    /// (and are not looked at again).
    private static func header(in bytes: [UInt8], at i: Int, anyValue: Bool, known: inout Int) -> Bool? {
        for name in fieldNames {
            guard let named = Self.bytes(bytes, at: i, are: name) else { return nil }
            guard named else { continue }
            if anyValue { return true }
            var j = i + max(name.count, known)
            while j - i < 256 {
                guard j + 1 < bytes.count else { known = j - i; return nil }
                if bytes[j] == 13 && bytes[j + 1] == 10 { return true }
                guard bytes[j] != 34 && !isLineBreak(bytes[j]) else { return false }
                j += 1
            }
            return false
        }
        return false
    }

    private static let fieldNames = [Array("content-length:".utf8), Array("content-type:".utf8)]

    /// Whether `bytes` at `i` spell `name` (lowercase; ASCII letters match either case); nil
    /// when they agree so far but end too soon.
    private static func bytes(_ bytes: [UInt8], at i: Int, are name: [UInt8]) -> Bool? {
        for (k, expected) in name.enumerated() {
            guard i + k < bytes.count else { return nil }
            let byte = bytes[i + k]
            guard ((65...90).contains(byte) ? byte | 0x20 : byte) == expected else { return false }
        }
        return true
    }

    private static func isLineBreak(_ byte: UInt8) -> Bool { byte == 13 || byte == 10 }

    /// The index of the first `\r\n\r\n` starting in `from..<to - 3`.
    private static func blankLine(in bytes: [UInt8], from: Int, to limit: Int) -> Int? {
        var i = from
        while i + 3 < limit {
            if bytes[i] == 13 && bytes[i + 1] == 10 && bytes[i + 2] == 13 && bytes[i + 3] == 10 { return i }
            i += 1
        }
        return nil
    }

    /// Why a header gives no length.
    enum Problem: Error, Equatable {
        /// A header (its lines are `Name: value`) without a usable length, in words.
        case broken(String)
        /// Bytes that do not start as a header does.
        case notAHeader
    }

    /// The `Content-Length` of a header (names are case-insensitive; other fields are ignored).
    static func contentLength(_ header: ArraySlice<UInt8>) -> Result<Int, Problem> {
        var length: Int?
        for (index, line) in header.split(separator: 10, omittingEmptySubsequences: true).enumerated() {
            let line = line.last == 13 ? line.dropLast() : line
            guard isHeaderLine(line), let colon = line.firstIndex(of: 58) else {
                return .failure(index == 0 ? .notAHeader : .broken("a header line that is not `Name: value`"))
            }
            guard String(decoding: line[..<colon], as: UTF8.self).lowercased() == "content-length" else { continue }
            let value = String(decoding: line[(colon + 1)...], as: UTF8.self).trimmed(of: " \t")
            guard !value.isEmpty, value.count <= 18, value.allSatisfy(\.isASCIIDigit), let n = Int(value) else {
                return .failure(.broken("a Content-Length that is not a number"))
            }
            length = n
        }
        guard let length else { return .failure(.broken("a header without Content-Length")) }
        return .success(length)
    }

    /// `Name: value`, as LSP's header lines are: a name of RFC 9110's token characters, and a
    /// value without `"` (every line of JSON with a colon outside a string has one).
    static func isHeaderLine(_ line: ArraySlice<UInt8>) -> Bool {
        guard let colon = line.firstIndex(of: 58), colon > line.startIndex else { return false }
        return line[..<colon].allSatisfy(isTokenByte) && !line[colon...].contains(34)
    }

    private static func isTokenByte(_ byte: UInt8) -> Bool {
        (48...57).contains(byte) || (65...90).contains(byte) || (97...122).contains(byte) || "!#$%&'*+-.^_`|~".utf8.contains(byte)
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
