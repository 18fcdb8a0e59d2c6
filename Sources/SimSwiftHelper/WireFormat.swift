/// The bytes of a message between simrepl and simrepl-swift: a sequence of fields, each a length
/// in decimal, a colon and that many bytes (a netstring without its comma); a message is its
/// byte count on a line, then its fields. Written by hand rather than with JSONEncoder because
/// Codable's generic machinery costs each process several million instructions of type lookups
/// the first time it meets each message type (half of a small Swift scene's IPC, measured with
/// callgrind); both ends are this file, so the format has one definition.
struct WireWriter {
    private(set) var bytes: [UInt8] = []

    mutating func field(_ text: String) {
        let utf8 = Array(text.utf8)
        bytes.append(contentsOf: Array(String(utf8.count).utf8))
        bytes.append(UInt8(ascii: ":"))
        bytes.append(contentsOf: utf8)
    }

    mutating func field(_ number: Int) { field(String(number)) }

    mutating func optional(_ text: String?) {
        field(text == nil ? "0" : "1")
        if let text { field(text) }
    }

    /// The message framed for the pipe: its length on a line, then its fields.
    var framed: [UInt8] { Array(String(bytes.count).utf8) + [UInt8(ascii: "\n")] + bytes }
}

struct WireReader {
    struct Malformed: Error {}

    private let bytes: [UInt8]
    private var index = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var isAtEnd: Bool { index == bytes.count }

    mutating func text() throws(Malformed) -> String {
        var count = 0, digits = 0
        while index < bytes.count, bytes[index] != UInt8(ascii: ":") {
            let digit = Int(bytes[index]) - Int(UInt8(ascii: "0"))
            guard (0...9).contains(digit), digits < 12 else { throw Malformed() }
            count = count * 10 + digit
            digits += 1
            index += 1
        }
        guard digits > 0, index < bytes.count, bytes.count - index - 1 >= count else { throw Malformed() }
        let start = index + 1
        index = start + count
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    mutating func number() throws(Malformed) -> Int {
        guard let n = Int(try text()) else { throw Malformed() }
        return n
    }

    /// A count of items to follow, bounded by what the message can hold.
    mutating func count() throws(Malformed) -> Int {
        let n = try number()
        guard n >= 0, n <= bytes.count - index else { throw Malformed() }
        return n
    }

    mutating func optional() throws(Malformed) -> String? {
        switch try text() {
        case "0": return nil
        case "1": return try text()
        default: throw Malformed()
        }
    }
}
