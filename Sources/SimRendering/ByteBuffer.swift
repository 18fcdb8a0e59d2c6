import SimCore

/// Where the renderers' bytes go: a growable buffer, or a plain `[UInt8]` (reports, pages).
/// `TraceBytes` escapes JSON strings into either through this, so the escaping is written once.
protocol ByteSink: ~Copyable {
    mutating func append(_ byte: UInt8)
    mutating func append(bytes: UnsafeBufferPointer<UInt8>)
}

extension Array: ByteSink where Element == UInt8 {
    mutating func append(bytes: UnsafeBufferPointer<UInt8>) { append(contentsOf: bytes) }
}

/// The trace renderers' output buffer, and the name table's store of cached names.
///
/// Every byte of a trace goes through one of these, so an append must cost a bounds check and a
/// store: an `Array` costs a uniqueness check, a capacity check and, for each appended array,
/// reference counting (a third of a traced tap's instructions went to that). It is noncopyable, so
/// it owns its memory alone and frees it once; nothing outside keeps a pointer into it across an
/// append (a growth moves it).
struct ByteBuffer: ~Copyable, ByteSink {
    /// A stretch of a buffer's bytes, by offset: what the name table's caches keep.
    struct Span {
        let start: Int32
        let count: Int32
    }

    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// The number of bytes written.
    private(set) var count = 0

    init(capacity: Int = 1 << 12) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    var isEmpty: Bool { count == 0 }

    @inline(__always) private mutating func reserve(_ extra: Int) {
        if count &+ extra > capacity { grow(to: count + extra) }
    }

    @inline(never) private mutating func grow(to needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        moved.initialize(from: base, count: count)
        base.deallocate()
        base = moved
        capacity = newCapacity
    }

    // MARK: - Appending

    @inline(__always) mutating func append(_ byte: UInt8) {
        reserve(1)
        base[count] = byte
        count &+= 1
    }

    @inline(__always) mutating func append(bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        let n = bytes.count
        reserve(n)
        let target = UnsafeMutableRawPointer(base + count)
        let from = UnsafeRawPointer(source)
        // Most appends are a name or a key of a few bytes: two overlapping word copies cost less
        // than a call to memcpy.
        if n >= 8 && n <= 16 {
            let head = from.loadUnaligned(as: UInt64.self)
            let tail = from.loadUnaligned(fromByteOffset: n &- 8, as: UInt64.self)
            target.storeBytes(of: head, as: UInt64.self)
            target.storeBytes(of: tail, toByteOffset: n &- 8, as: UInt64.self)
        } else if n > 16 && n <= 32 {
            let a = from.loadUnaligned(as: UInt64.self)
            let b = from.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
            let c = from.loadUnaligned(fromByteOffset: n &- 16, as: UInt64.self)
            let d = from.loadUnaligned(fromByteOffset: n &- 8, as: UInt64.self)
            target.storeBytes(of: a, as: UInt64.self)
            target.storeBytes(of: b, toByteOffset: 8, as: UInt64.self)
            target.storeBytes(of: c, toByteOffset: n &- 16, as: UInt64.self)
            target.storeBytes(of: d, toByteOffset: n &- 8, as: UInt64.self)
        } else if n >= 4 && n < 8 {
            let head = from.loadUnaligned(as: UInt32.self)
            let tail = from.loadUnaligned(fromByteOffset: n &- 4, as: UInt32.self)
            target.storeBytes(of: head, as: UInt32.self)
            target.storeBytes(of: tail, toByteOffset: n &- 4, as: UInt32.self)
        } else if n < 4 {
            for i in 0..<n { base[count &+ i] = source[i] }
        } else {
            target.copyMemory(from: from, byteCount: n)
        }
        count &+= n
    }

    /// A literal: its bytes are in the binary already. Transparent, so at each call site its
    /// length is a constant and only one branch of the copy is left.
    @_transparent mutating func append(_ literal: StaticString) {
        if literal.hasPointerRepresentation {
            append(bytes: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
        } else {
            for byte in String(describing: literal).utf8 { append(byte) }
        }
    }

    @inline(__always) mutating func append(contentsOf bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append(bytes: $0) }
    }

    mutating func append(_ string: String) {
        var string = string
        string.withUTF8 { append(bytes: $0) }
    }

    /// Another buffer's span (the name table's caches).
    @inline(__always) mutating func append(_ span: Span, of other: borrowing ByteBuffer) {
        append(bytes: UnsafeBufferPointer(start: other.base + Int(span.start), count: Int(span.count)))
    }

    /// All of another buffer.
    @inline(__always) mutating func append(_ other: borrowing ByteBuffer) {
        append(bytes: UnsafeBufferPointer(start: other.base, count: other.count))
    }

    /// A decimal integer, written in place: its digits counted, then stored from the last one
    /// back, two at a time (`Int.min` is fine). A traced tap prints dozens of numbers: time
    /// stamps, touches, points, and in JSON each record's seq, depth and cause.
    mutating func append(int value: Int) {
        if value >= 0 && value < 10 { append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value)); return }
        reserve(21)
        if value < 0 { base[count] = UInt8(ascii: "-"); count &+= 1 }
        var magnitude = value.magnitude
        let digits = ByteBuffer.digitCount(magnitude)
        count &+= digits
        var i = count
        let pairs = ByteBuffer.digitPairs.utf8Start
        while magnitude >= 10 {
            let pair = Int(truncatingIfNeeded: magnitude % 100) &* 2
            magnitude /= 100
            i &-= 2
            base[i] = pairs[pair]
            base[i &+ 1] = pairs[pair &+ 1]
        }
        if i > count &- digits { base[i &- 1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude) }
    }

    /// How many decimal digits `n` has: compares, smallest first (the trace's numbers are
    /// mostly short), instead of a multiplication per digit.
    @inline(__always) private static func digitCount(_ n: UInt) -> Int {
        if n < 10 { return 1 }
        if n < 100 { return 2 }
        if n < 1_000 { return 3 }
        if n < 10_000 { return 4 }
        if n < 100_000 { return 5 }
        if n < 1_000_000 { return 6 }
        if n < 10_000_000 { return 7 }
        if n < 100_000_000 { return 8 }
        var digits = 9
        var power: UInt = 1_000_000_000
        while digits < 20 && n >= power { digits &+= 1; power &*= 10 }
        return digits
    }

    private static let digitPairs: StaticString = """
        00010203040506070809101112131415161718192021222324252627282930313233343536373839\
        40414243444546474849505152535455565758596061626364656667686970717273747576777879\
        8081828384858687888990919293949596979899
        """

    mutating func append(spaces n: Int) {
        guard n > 0 else { return }
        reserve(n)
        (base + count).initialize(repeating: 0x20, count: n)
        count &+= n
    }

    // MARK: - Reading back

    /// The bytes from `start` on, as a span of this buffer.
    func span(from start: Int) -> Span { Span(start: Int32(start), count: Int32(count - start)) }

    func withBytes<R>(from start: Int = 0, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try body(UnsafeBufferPointer(start: base + start, count: count - start))
    }

    func bytes(from start: Int = 0) -> [UInt8] { withBytes(from: start) { Array($0) } }

    func string(from start: Int = 0) -> String { withBytes(from: start) { String(decoding: $0, as: UTF8.self) } }

    func contains(_ byte: UInt8, from start: Int) -> Bool { withBytes(from: start) { $0.contains(byte) } }

    /// Forgets the bytes from `start` on.
    mutating func truncate(to start: Int) { count = min(count, max(start, 0)) }

    mutating func removeAll() { count = 0 }
}
