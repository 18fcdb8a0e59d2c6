#if canImport(Glibc)
import Glibc
#endif

/// Foundation's `String(format:)`: a printf format whose numbers C's `snprintf` renders (so
/// widths, precisions and flags behave as they do in compiled Swift) and whose `%@` is the
/// argument's `description`. Positional arguments (`%1$@`) and `%c`/`%s` are not supported.
struct FormatString {
    /// A literal run, or one conversion with its C spec (`%05d` keeps flags, width, precision).
    enum Piece {
        case text(String)
        case conversion(flags: String, width: String, precision: String, kind: Character)
    }

    private(set) var pieces: [Piece] = []

    init(_ format: String) {
        var literal = ""
        var chars = format.makeIterator()
        while let c = chars.next() {
            guard c == "%" else { literal.append(c); continue }
            var flags = "", width = "", precision = "", kind: Character?
            var inPrecision = false
            while let d = chars.next() {
                if "-+ #0".contains(d), width.isEmpty, !inPrecision { flags.append(d) }
                else if d.isASCII, d.isNumber { if inPrecision { precision.append(d) } else { width.append(d) } }
                else if d == "." { inPrecision = true; precision = "." }
                else if "hlqLzjt".contains(d) { continue }  // length modifiers: Swift passes 64-bit values
                else { kind = d; break }
            }
            guard let kind else { literal += "%" + flags + width + precision; break }
            if kind == "%" { literal.append("%"); continue }
            if !literal.isEmpty { pieces.append(.text(literal)); literal = "" }
            pieces.append(.conversion(flags: flags, width: width, precision: precision, kind: kind))
        }
        if !literal.isEmpty { pieces.append(.text(literal)) }
    }

    func render(_ arguments: [Value], _ ctx: NativeContext) throws(Interrupt) -> String {
        var out = "", next = 0
        for piece in pieces {
            switch piece {
            case .text(let t):
                out += t
            case .conversion(let flags, let width, let precision, let kind):
                guard next < arguments.count else { throw ctx.fatal("String(format:): too few arguments for the format") }
                let arg = arguments[next]
                next += 1
                out += try convert(arg, flags: flags, width: width, precision: precision, kind: kind, ctx)
            }
        }
        return out
    }

    private func convert(_ arg: Value, flags: String, width: String, precision: String, kind: Character,
                         _ ctx: NativeContext) throws(Interrupt) -> String {
        if let w = Int(width), w > 1 << 20 { throw ctx.unsupported("String(format:) with a field width over a million") }
        if let p = Int(precision.dropFirst()), p > 1 << 20 { throw ctx.unsupported("String(format:) with a precision over a million") }
        switch kind {
        case "@":
            // swift-corelibs-foundation ignores a width or precision on %@.
            return try ctx.describe(arg)
        case "d", "i":
            guard let n = arg.asInt else { throw ctx.unsupported("String(format:) %\(kind) of a non-integer") }
            return Self.c("%" + flags + width + precision + "ll" + String(kind), [Int64(n)])
        case "u", "x", "X", "o":
            guard case let bits? = Self.bitPattern(arg) else { throw ctx.unsupported("String(format:) %\(kind) of a non-integer") }
            return Self.c("%" + flags + width + precision + "ll" + String(kind), [bits])
        case "f", "F", "e", "E", "g", "G", "a", "A":
            guard let d = arg.asDouble else { throw ctx.unsupported("String(format:) %\(kind) of a non-number") }
            return Self.c("%" + flags + width + precision + String(kind), [d])
        default:
            throw ctx.unsupported("String(format:) with %\(kind)")
        }
    }

    private static func bitPattern(_ v: Value) -> UInt64? {
        switch v {
        case .int(let i): return UInt64(bitPattern: Int64(i))
        case .integer(let s): return UInt64(bitPattern: s.bits)
        default: return nil
        }
    }

    /// One conversion through C's `vsnprintf`: a first call measures, a second writes.
    private static func c(_ spec: String, _ args: [CVarArg]) -> String {
        let needed = withVaList(args) { vsnprintf(nil, 0, spec, $0) }
        guard needed > 0 else { return "" }
        var buffer = [CChar](repeating: 0, count: Int(needed) + 1)
        _ = buffer.withUnsafeMutableBufferPointer { out in withVaList(args) { vsnprintf(out.baseAddress, out.count, spec, $0) } }
        return String(decoding: buffer.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
