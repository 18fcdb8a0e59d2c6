import Glibc

/// Messages read from a file descriptor: a byte count on a line, then that many bytes.
struct MessageReader {
    let fd: Int32
    private var pending: [UInt8] = []
    private var start = 0

    /// A message larger than this is refused (a Swift file is at most 1 MiB; its lowering a few times that).
    static let maxBytes = 64 << 20

    init(fd: Int32) { self.fd = fd }

    /// The next message; nil at the end of the input, on an error, or on a malformed frame.
    mutating func next() -> [UInt8]? {
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

/// Writes all of `bytes` to `fd`; false when the reader is gone.
func writeAll(_ bytes: [UInt8], to fd: Int32) -> Bool {
    var offset = 0
    while offset < bytes.count {
        let n = bytes[offset...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        if n < 0 && errno == EINTR { continue }
        guard n > 0 else { return false }
        offset += n
    }
    return true
}
