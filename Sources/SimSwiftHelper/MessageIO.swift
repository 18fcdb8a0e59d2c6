import Glibc

/// Messages read from a file descriptor: a byte count on a line, then that many bytes.
struct MessageReader {
    let fd: Int32
    private var pending: [UInt8] = []
    private var start = 0
    /// When set, reading stops (and `next()` gives nil) once this time passes: a peer that never
    /// answers, or announces more bytes than it sends, cannot block the reader for ever.
    var deadline: ContinuousClock.Instant?
    /// Whether the last `next()` gave up at the deadline.
    private(set) var timedOut = false

    /// A message larger than this is refused (a Swift file is at most 1 MiB; its lowering a few times that).
    static let maxBytes = 64 << 20

    init(fd: Int32) { self.fd = fd }

    /// The next message; nil at the end of the input, on an error, or on a malformed frame.
    mutating func next() -> [UInt8]? {
        timedOut = false
        guard let header = readUntilNewline(), let count = Int(String(decoding: header, as: UTF8.self)),
              count >= 0, count <= MessageReader.maxBytes, fill(count) else { return nil }
        let message = Array(pending[start..<(start + count)])
        start += count
        compact()
        return message
    }

    private mutating func readUntilNewline() -> [UInt8]? {
        while true {
            if let newline = pending[start...].firstIndex(of: UInt8(ascii: "\n")) {
                let line = Array(pending[start..<newline])
                start = newline + 1
                return line
            }
            guard pending.count - start < 32, readMore() else { return nil }
        }
    }

    /// Whether `count` bytes are buffered after `start` (reading until they are).
    private mutating func fill(_ count: Int) -> Bool {
        while pending.count - start < count {
            guard readMore() else { return false }
        }
        return true
    }

    private mutating func readMore() -> Bool {
        if let deadline {
            guard waitUntilReady(fd, events: Int16(POLLIN), deadline: deadline) else { timedOut = true; return false }
        }
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { return false }
            pending.append(contentsOf: chunk[..<n])
            return true
        }
    }

    private mutating func compact() {
        if start == pending.count { pending.removeAll(keepingCapacity: true); start = 0 }
    }
}

/// Whether `fd` is ready for `events` (POLLIN, POLLOUT) before `deadline`; false when the time
/// runs out first. A hang-up or error counts as ready: the read or write then says what it is.
func waitUntilReady(_ fd: Int32, events: Int16, deadline: ContinuousClock.Instant) -> Bool {
    while true {
        let left = ContinuousClock.now.duration(to: deadline)
        guard left > .zero else { return false }
        let milliseconds = Int32(clamping: left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000 + 1)
        var descriptor = pollfd(fd: fd, events: events, revents: 0)
        let ready = poll(&descriptor, 1, milliseconds)
        if ready > 0 { return true }
        if ready < 0 && errno != EINTR { return true }
    }
}

/// Writes all of `bytes` to `fd`; false when the reader is gone (or, given a deadline, has not
/// taken them by then).
func writeAll(_ bytes: [UInt8], to fd: Int32, deadline: ContinuousClock.Instant? = nil) -> Bool {
    var offset = 0
    while offset < bytes.count {
        if let deadline, !waitUntilReady(fd, events: Int16(POLLOUT), deadline: deadline) { return false }
        let n = bytes[offset...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        if n < 0 && errno == EINTR { continue }
        guard n > 0 else { return false }
        offset += n
    }
    return true
}
