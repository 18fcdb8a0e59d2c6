// OptionSet flags and bit manipulation: insert, remove, contains, union and raw values.
struct Permissions: OptionSet, CustomStringConvertible {
    let rawValue: Int
    static let read = Permissions(rawValue: 1 << 0)
    static let write = Permissions(rawValue: 1 << 1)
    static let execute = Permissions(rawValue: 1 << 2)
    static let all: Permissions = [.read, .write, .execute]
    var description: String {
        var s = ""
        s += contains(.read) ? "r" : "-"
        s += contains(.write) ? "w" : "-"
        s += contains(.execute) ? "x" : "-"
        return s
    }
}
var p: Permissions = [.read]
print(p, p.rawValue)
p.insert(.write)
print(p, p.contains(.write), p.contains(.execute))
p.formUnion(.execute)
print(p, p == .all)
p.remove(.read)
print(p, p.rawValue, p.isEmpty)
let none: Permissions = []
print(none, none.isEmpty, Permissions.all.subtracting([.write]))
print(Permissions(rawValue: 5), Permissions(rawValue: 6).intersection([.write, .read]))
let files: [(String, Permissions)] = [("a.sh", .all), ("b.txt", [.read, .write]), ("c", [])]
for (name, perms) in files {
    print(name.padding(), perms, perms.isSuperset(of: [.read]))
}
extension String {
    func padding() -> String { self + String(repeating: " ", count: max(0, 6 - count)) }
}
var flags: UInt8 = 0b0000_0000
flags |= 1 << 3
flags |= 1 << 0
flags &= ~(1 << 0)
flags ^= 0b1000_0001
print(String(flags, radix: 2), flags.nonzeroBitCount, flags.leadingZeroBitCount)
print((0..<8).map { (0b1010_0110 >> $0) & 1 }, 6 & -6, 12.trailingZeroBitCount)
