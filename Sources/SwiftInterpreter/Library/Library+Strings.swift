/// String, Character and Unicode.Scalar: construction and conversion, case, prefixes, indices
/// (`String.Index` values), editing. Foundation's additions are in Library+Foundation.swift.
extension Library {
    func registerStrings() {
        let scalar = TypeDecl(name: "Scalar", kind: .builtin, userDeclared: false)
        scalar.builtinTag = .character
        let unicode = TypeDecl(name: "Unicode", kind: .builtin, userDeclared: false)
        unicode.nestedTypes["Scalar"] = scalar
        scalar.parent = unicode
        addType(unicode)
        types["UnicodeScalar"] = scalar
        let utf8 = TypeDecl(name: "UTF8", kind: .builtin, userDeclared: false)
        addType(utf8)
        registerStringInits()
        registerStringMembers()
        registerCharacter(scalar)
    }

    private func registerStringInits() {
        let s = string
        function(s, "init()") { _, _ in .string("") }
        function(s, "init<T>(_ value: T)") { args, ctx throws(Interrupt) in
            if let items = args[0].asArray {
                var out = ""
                for c in items { out += try ctx.describe(c) }
                return .string(out)
            }
            return .string(try ctx.describe(args[0]))
        }
        function(s, "init(describing instance: Any)") { args, ctx throws(Interrupt) in .string(try ctx.describe(args[0])) }
        function(s, "init(reflecting subject: Any)") { args, ctx throws(Interrupt) in
            .string(try ctx.runtime.debugDescribe(args[0], loc: ctx.loc))
        }
        function(s, "init(repeating repeatedValue: String, count: Int)") { args, ctx throws(Interrupt) in
            let n = try ctx.int(args[1])
            if n < 0 { throw ctx.fatal("Negative count not allowed") }
            let text = try ctx.string(args[0])
            try ctx.runtime.checkRepeatedText(text.utf8.count, count: n, at: ctx.loc)
            return .string(String(repeating: text, count: n))
        }
        function(s, "init(repeating repeatedValue: Character, count: Int)") { args, ctx throws(Interrupt) in
            let n = try ctx.int(args[1])
            if n < 0 { throw ctx.fatal("Negative count not allowed") }
            let text = try ctx.string(args[0])
            try ctx.runtime.checkRepeatedText(text.utf8.count, count: n, at: ctx.loc)
            return .string(String(repeating: text, count: n))
        }
        function(s, "init<T>(_ value: T, radix: Int = 10, uppercase: Bool = false)") { args, ctx throws(Interrupt) in
            let radix = args[1].isOmitted ? 10 : try ctx.int(args[1])
            let upper = args[2].asBool ?? false
            if case .integer(let i) = args[0], !i.kind.isSigned {
                return .string(String(UInt64(bitPattern: i.bits), radix: radix, uppercase: upper))
            }
            return .string(String(try ctx.int(args[0]), radix: radix, uppercase: upper))
        }
        function(s, "init(decoding bytes: [UInt8], as encoding: UTF8.Type)") { args, ctx throws(Interrupt) in
            let bytes = try ctx.elements(args[0]).map { UInt8(truncatingIfNeeded: $0.asInt ?? 0) }
            return .string(String(decoding: bytes, as: UTF8.self))
        }
    }

    /// The String itself, for members that work on its text.
    private static func text(_ v: Value, _ ctx: NativeContext) throws(Interrupt) -> String { try ctx.string(v) }

    /// A part of a string (a Substring in Swift) as a String.
    static func stringPart(_ v: Value, _ ctx: NativeContext,
                           _ take: (String) throws(Interrupt) -> Substring) throws(Interrupt) -> Value {
        .string(String(try take(try text(v, ctx))))
    }

    /// A `Range<String.Index>` value as the host's range, checked against the string.
    static func stringRange(_ r: Value, in t: String, _ ctx: NativeContext) throws(Interrupt) -> Range<String.Index> {
        guard case .range(let range) = r else { throw ctx.unsupported("expected a range of String.Index") }
        var lo = t.startIndex, hi = t.endIndex
        if case .stringIndex(let l)? = range.lower { lo = l }
        if case .stringIndex(let u)? = range.upper { hi = range.closed ? t.index(after: u) : u }
        guard lo >= t.startIndex, hi <= t.endIndex, lo <= hi else { throw ctx.fatal("String index is out of bounds") }
        return lo..<hi
    }

    /// Changes a string in place.
    static func mutateString(_ v: inout Value, _ body: (inout String) throws(Interrupt) -> Value) throws(Interrupt) -> Value {
        guard case .string(var s) = v else { return .void }
        v = .void
        defer { v = .string(s) }
        return try body(&s)
    }

    private func registerStringMembers() {
        let s = string
        property(s, "var last: Character?") { v, ctx throws(Interrupt) in .optional(try Library.text(v, ctx).last.map { .character($0) }) }
        property(s, "var startIndex: String.Index") { v, ctx throws(Interrupt) in .stringIndex(try Library.text(v, ctx).startIndex) }
        property(s, "var endIndex: String.Index") { v, ctx throws(Interrupt) in .stringIndex(try Library.text(v, ctx).endIndex) }
        property(s, "var utf8: [UInt8]") { v, ctx throws(Interrupt) in
            .array(try Library.text(v, ctx).utf8.map { .integer(SizedInt(.uint8, Int64($0))) })
        }
        property(s, "var utf16: [UInt16]") { v, ctx throws(Interrupt) in
            .array(try Library.text(v, ctx).utf16.map { .integer(SizedInt(.uint16, Int64($0))) })
        }
        property(s, "var unicodeScalars: [Unicode.Scalar]") { v, ctx throws(Interrupt) in
            .array(try Library.text(v, ctx).unicodeScalars.map { .character(Character($0)) })
        }
        property(s, "var description: String") { v, _ in v }
        property(s, "var debugDescription: String") { v, ctx throws(Interrupt) in .string(StringEscaping.quoted(try Library.text(v, ctx))) }
        method(s, "func uppercased() -> String") { v, _, ctx throws(Interrupt) in .string(try Library.text(v, ctx).uppercased()) }
        method(s, "func lowercased() -> String") { v, _, ctx throws(Interrupt) in .string(try Library.text(v, ctx).lowercased()) }
        method(s, "func hasPrefix(_ prefix: String) -> Bool") { v, args, ctx throws(Interrupt) in
            .bool(try Library.text(v, ctx).hasPrefix(try ctx.string(args[0])))
        }
        method(s, "func hasSuffix(_ suffix: String) -> Bool") { v, args, ctx throws(Interrupt) in
            .bool(try Library.text(v, ctx).hasSuffix(try ctx.string(args[0])))
        }
        method(s, "func contains(_ other: String) -> Bool") { v, args, ctx throws(Interrupt) in
            let t = try ctx.string(args[0])
            let whole = try Library.text(v, ctx)
            return .bool(t.isEmpty || whole.contains(t))
        }
        method(s, "func index(after i: String.Index) -> String.Index") { v, args, ctx throws(Interrupt) in
            let t = try Library.text(v, ctx)
            guard case .stringIndex(let i) = args[0], i < t.endIndex else { throw ctx.fatal("String index is out of bounds") }
            return .stringIndex(t.index(after: i))
        }
        method(s, "func index(before i: String.Index) -> String.Index") { v, args, ctx throws(Interrupt) in
            let t = try Library.text(v, ctx)
            guard case .stringIndex(let i) = args[0], i > t.startIndex else { throw ctx.fatal("String index is out of bounds") }
            return .stringIndex(t.index(before: i))
        }
        method(s, "func index(_ i: String.Index, offsetBy distance: Int) -> String.Index") { v, args, ctx throws(Interrupt) in
            let t = try Library.text(v, ctx)
            guard case .stringIndex(let i) = args[0] else { throw ctx.unsupported("expected a String.Index") }
            let n = try ctx.int(args[1])
            guard let r = t.index(i, offsetBy: n, limitedBy: n >= 0 ? t.endIndex : t.startIndex) else {
                throw ctx.fatal("String index is out of bounds")
            }
            return .stringIndex(r)
        }
        method(s, "func index(_ i: String.Index, offsetBy distance: Int, limitedBy limit: String.Index) -> String.Index?") { v, args, ctx throws(Interrupt) in
            let t = try Library.text(v, ctx)
            guard case .stringIndex(let i) = args[0], case .stringIndex(let limit) = args[2] else { throw ctx.unsupported("expected a String.Index") }
            return t.index(i, offsetBy: try ctx.int(args[1]), limitedBy: limit).map { .optional(.stringIndex($0)) } ?? .nilValue
        }
        method(s, "func distance(from start: String.Index, to end: String.Index) -> Int") { v, args, ctx throws(Interrupt) in
            let t = try Library.text(v, ctx)
            guard case .stringIndex(let a) = args[0], case .stringIndex(let b) = args[1] else { throw ctx.unsupported("expected String.Index values") }
            return .int(t.distance(from: a, to: b))
        }
        method(s, "func firstIndex(of element: Character) -> String.Index?") { v, args, ctx throws(Interrupt) in
            let t = try Library.text(v, ctx)
            guard let c = try ctx.string(args[0]).first else { return .nilValue }
            return t.firstIndex(of: c).map { .optional(.stringIndex($0)) } ?? .nilValue
        }
        method(s, "func lastIndex(of element: Character) -> String.Index?") { v, args, ctx throws(Interrupt) in
            let t = try Library.text(v, ctx)
            guard let c = try ctx.string(args[0]).first else { return .nilValue }
            return t.lastIndex(of: c).map { .optional(.stringIndex($0)) } ?? .nilValue
        }
        method(s, "func firstIndex(where predicate: (Character) throws -> Bool) rethrows -> String.Index?") { v, args, ctx throws(Interrupt) in
            let t = try Library.text(v, ctx)
            var i = t.startIndex
            while i < t.endIndex {
                if try ctx.test(args[0], .character(t[i])) { return .optional(.stringIndex(i)) }
                i = t.index(after: i)
            }
            return .nilValue
        }
        property(s, "var indices: [String.Index]") { v, ctx throws(Interrupt) in
            let t = try Library.text(v, ctx)
            return .array(t.indices.map { .stringIndex($0) })
        }
        mutating(s, "mutating func append(_ c: String)") { v, args, ctx throws(Interrupt) in
            let more = try ctx.string(args[0])
            try ctx.runtime.checkTextSize((v.asString?.utf8.count ?? 0) + more.utf8.count, at: ctx.loc)
            return try Library.mutateString(&v) { t in t += more; return .void }
        }
        mutating(s, "mutating func append(contentsOf newElements: String)") { v, args, ctx throws(Interrupt) in
            let more = try ctx.elements(args[0]).map { $0.asString ?? "" }.joined()
            return try Library.mutateString(&v) { t in t += more; return .void }
        }
        mutating(s, "mutating func insert(_ newElement: Character, at i: String.Index)") { v, args, ctx throws(Interrupt) in
            guard case .stringIndex(let i) = args[1], let c = try ctx.string(args[0]).first else { throw ctx.unsupported("expected a String.Index") }
            return try Library.mutateString(&v) { t throws(Interrupt) in
                guard i <= t.endIndex else { throw ctx.fatal("String index is out of bounds") }
                t.insert(c, at: i)
                return .void
            }
        }
        mutating(s, "@discardableResult mutating func remove(at i: String.Index) -> Character") { v, args, ctx throws(Interrupt) in
            guard case .stringIndex(let i) = args[0] else { throw ctx.unsupported("expected a String.Index") }
            return try Library.mutateString(&v) { t throws(Interrupt) in
                guard i < t.endIndex else { throw ctx.fatal("String index is out of bounds") }
                return .character(t.remove(at: i))
            }
        }
        mutating(s, "@discardableResult mutating func removeLast() -> Character") { v, _, ctx throws(Interrupt) in
            try Library.mutateString(&v) { t throws(Interrupt) in
                guard !t.isEmpty else { throw ctx.fatal("Can't remove last element from an empty collection") }
                return .character(t.removeLast())
            }
        }
        mutating(s, "@discardableResult mutating func removeFirst() -> Character") { v, _, ctx throws(Interrupt) in
            try Library.mutateString(&v) { t throws(Interrupt) in
                guard !t.isEmpty else { throw ctx.fatal("Can't remove first element from an empty collection") }
                return .character(t.removeFirst())
            }
        }
        mutating(s, "mutating func removeAll(keepingCapacity keepCapacity: Bool = false)") { v, _, _ in
            v = .string("")
            return .void
        }
        mutating(s, "mutating func removeAll(where shouldBeRemoved: (Character) throws -> Bool) rethrows") { v, args, ctx throws(Interrupt) in
            var kept = ""
            for c in try Library.text(v, ctx) where !(try ctx.test(args[0], .character(c))) { kept.append(c) }
            v = .string(kept)
            return .void
        }
        mutating(s, "@discardableResult mutating func popLast() -> Character?") { v, _, _ throws(Interrupt) in
            try Library.mutateString(&v) { t throws(Interrupt) in .optional(t.popLast().map { .character($0) }) }
        }
        method(s, "func reversed() -> [Character]") { v, _, ctx throws(Interrupt) in
            .array(try Library.text(v, ctx).reversed().map { .character($0) })
        }
        method(s, "func split(separator: Character, maxSplits: Int = Int.max, omittingEmptySubsequences: Bool = true) -> [Substring]") { v, args, ctx throws(Interrupt) in
            let sep = args[0]
            return try Library.split(v, maxSplits: args[1], omitting: args[2], ctx) { e throws(Interrupt) in try ctx.equals(e, sep) }
        }
        method(s, "func split(maxSplits: Int = Int.max, omittingEmptySubsequences: Bool = true, whereSeparator isSeparator: (Character) throws -> Bool) rethrows -> [Substring]") { v, args, ctx throws(Interrupt) in
            let f = args[2]
            return try Library.split(v, maxSplits: args[0], omitting: args[1], ctx) { e throws(Interrupt) in try ctx.test(f, e) }
        }
        method(s, "func firstRange(of other: String) -> Range<String.Index>?") { v, args, ctx throws(Interrupt) in
            let t = try Library.text(v, ctx), sub = try ctx.string(args[0])
            guard let r = t.firstRange(of: sub) else { return .nilValue }
            return .optional(.range(RangeValue(lower: .stringIndex(r.lowerBound), upper: .stringIndex(r.upperBound), closed: false)))
        }
        method(s, "func ranges(of other: String) -> [Range<String.Index>]") { v, args, ctx throws(Interrupt) in
            let t = try Library.text(v, ctx), sub = try ctx.string(args[0])
            return .array(t.ranges(of: sub).map { .range(RangeValue(lower: .stringIndex($0.lowerBound), upper: .stringIndex($0.upperBound), closed: false)) })
        }
        // The standard library's (Swift 5.7 string processing), not Foundation's.
        method(s, "func replacing(_ target: String, with replacement: String) -> String") { v, args, ctx throws(Interrupt) in
            .string(try Library.text(v, ctx).replacing(try ctx.string(args[0]), with: try ctx.string(args[1])))
        }
        method(s, "func split(separator: String) -> [Substring]") { v, args, ctx throws(Interrupt) in
            let t = try Library.text(v, ctx), sep = try ctx.string(args[0])
            if sep.count == 1 {
                return .array(t.split(separator: sep.first!).map { .string(String($0)) })
            }
            return .array(t.split(separator: sep).map { .string(String($0)) })
        }
        // Parts of a string are Substrings (String values typed Substring), not [Character].
        let parts: [(String, (Value, [Value], NativeContext) throws(Interrupt) -> Value)] = [
            ("func prefix(_ maxLength: Int) -> Substring", { v, a, c throws(Interrupt) in
                try Library.stringPart(v, c) { t throws(Interrupt) in t.prefix(try c.length(a[0], "take a prefix of negative length")) } }),
            ("func suffix(_ maxLength: Int) -> Substring", { v, a, c throws(Interrupt) in
                try Library.stringPart(v, c) { t throws(Interrupt) in t.suffix(try c.length(a[0], "take a suffix of negative length")) } }),
            ("func dropFirst(_ k: Int = 1) -> Substring", { v, a, c throws(Interrupt) in
                try Library.stringPart(v, c) { t throws(Interrupt) in t.dropFirst(a[0].isOmitted ? 1 : try c.length(a[0], "drop a negative number of elements")) } }),
            ("func dropLast(_ k: Int = 1) -> Substring", { v, a, c throws(Interrupt) in
                try Library.stringPart(v, c) { t throws(Interrupt) in t.dropLast(a[0].isOmitted ? 1 : try c.length(a[0], "drop a negative number of elements")) } }),
            ("func prefix(while predicate: (Character) throws -> Bool) rethrows -> Substring", { v, a, c throws(Interrupt) in
                try Library.stringPart(v, c) { t throws(Interrupt) in
                    var n = 0
                    for ch in t { guard try c.test(a[0], .character(ch)) else { break }; n += 1 }
                    return t.prefix(n)
                } }),
            ("func drop(while predicate: (Character) throws -> Bool) rethrows -> Substring", { v, a, c throws(Interrupt) in
                try Library.stringPart(v, c) { t throws(Interrupt) in
                    var n = 0
                    for ch in t { guard try c.test(a[0], .character(ch)) else { break }; n += 1 }
                    return t.dropFirst(n)
                } }),
            ("func trimmingPrefix(while predicate: (Character) throws -> Bool) rethrows -> String", { v, a, c throws(Interrupt) in
                try Library.stringPart(v, c) { t throws(Interrupt) in
                    var n = 0
                    for ch in t { guard try c.test(a[0], .character(ch)) else { break }; n += 1 }
                    return t.dropFirst(n)
                } }),
        ]
        for (text, body) in parts { method(s, text, body) }
        mutating(s, "mutating func insert(contentsOf newElements: String, at i: String.Index)") { v, args, ctx throws(Interrupt) in
            guard case .stringIndex(let i) = args[1] else { throw ctx.unsupported("expected a String.Index") }
            let more = try ctx.string(args[0])
            return try Library.mutateString(&v) { t throws(Interrupt) in
                guard i <= t.endIndex else { throw ctx.fatal("String index is out of bounds") }
                t.insert(contentsOf: more, at: i)
                return .void
            }
        }
        mutating(s, "mutating func removeSubrange(_ bounds: Range<String.Index>)") { v, args, ctx throws(Interrupt) in
            try Library.mutateString(&v) { t throws(Interrupt) in
                t.removeSubrange(try Library.stringRange(args[0], in: t, ctx))
                return .void
            }
        }
        mutating(s, "mutating func replaceSubrange(_ bounds: Range<String.Index>, with newElements: String)") { v, args, ctx throws(Interrupt) in
            let more = try ctx.string(args[1])
            return try Library.mutateString(&v) { t throws(Interrupt) in
                t.replaceSubrange(try Library.stringRange(args[0], in: t, ctx), with: more)
                return .void
            }
        }
        method(s, "func trimmingPrefix(_ prefix: String) -> String") { v, args, ctx throws(Interrupt) in
            let t = try Library.text(v, ctx), p = try ctx.string(args[0])
            return .string(t.hasPrefix(p) ? String(t.dropFirst(p.count)) : t)
        }
    }

    private func registerCharacter(_ scalar: TypeDecl) {
        let c = character
        function(c, "init(_ s: String)") { args, ctx throws(Interrupt) in
            let s = try ctx.string(args[0].unwrappedFully ?? args[0])
            guard s.count == 1, let first = s.first else {
                throw ctx.fatal("Can't form a Character from a String containing more than one extended grapheme cluster")
            }
            return .character(first)
        }
        function(c, "init(_ scalar: Unicode.Scalar)") { args, ctx throws(Interrupt) in
            // `Character(UnicodeScalar(66))`: the compiler picks the non-optional initializer there.
            guard let first = try ctx.string(args[0].unwrappedFully ?? args[0]).first else {
                throw ctx.unsupported("expected a Unicode scalar")
            }
            return .character(first)
        }
        function(scalar, "init(_ v: UInt8)") { args, ctx throws(Interrupt) in
            let n = try ctx.int(args[0])
            guard let u = Unicode.Scalar(UInt32(truncatingIfNeeded: n)) else { return .nilValue }
            return .character(Character(u))
        }
        function(scalar, "init?(_ v: Int)") { args, ctx throws(Interrupt) in
            let n = try ctx.int(args[0])
            guard n >= 0, let u = Unicode.Scalar(UInt32(truncatingIfNeeded: n)) else { return .nilValue }
            return .optional(.character(Character(u)))
        }
        let tests: [(String, (Character) -> Bool)] = [
            ("isLetter", { $0.isLetter }), ("isNumber", { $0.isNumber }), ("isUppercase", { $0.isUppercase }),
            ("isLowercase", { $0.isLowercase }), ("isWhitespace", { $0.isWhitespace }), ("isNewline", { $0.isNewline }),
            ("isPunctuation", { $0.isPunctuation }), ("isSymbol", { $0.isSymbol }), ("isASCII", { $0.isASCII }),
            ("isCased", { $0.isCased }), ("isHexDigit", { $0.isHexDigit }), ("isWholeNumber", { $0.isWholeNumber }),
            ("isMathSymbol", { $0.isMathSymbol }), ("isCurrencySymbol", { $0.isCurrencySymbol }),
        ]
        for (name, test) in tests {
            property(c, "var \(name): Bool") { v, ctx throws(Interrupt) in
                .bool(test(try ctx.string(v).first ?? " "))
            }
        }
        property(c, "var asciiValue: UInt8?") { v, ctx throws(Interrupt) in
            guard let a = (try ctx.string(v)).first?.asciiValue else { return .nilValue }
            return .optional(.integer(SizedInt(.uint8, Int64(a))))
        }
        property(c, "var wholeNumberValue: Int?") { v, ctx throws(Interrupt) in
            (try ctx.string(v)).first?.wholeNumberValue.map { .optional(.int($0)) } ?? .nilValue
        }
        property(c, "var hexDigitValue: Int?") { v, ctx throws(Interrupt) in
            (try ctx.string(v)).first?.hexDigitValue.map { .optional(.int($0)) } ?? .nilValue
        }
        property(c, "var value: UInt32") { v, ctx throws(Interrupt) in
            .integer(SizedInt(.uint32, Int64((try ctx.string(v)).unicodeScalars.first?.value ?? 0)))
        }
        property(c, "var description: String") { v, ctx throws(Interrupt) in .string(try ctx.string(v)) }
        property(c, "var unicodeScalars: [Unicode.Scalar]") { v, ctx throws(Interrupt) in
            .array(try ctx.string(v).unicodeScalars.map { .character(Character($0)) })
        }
        property(c, "var utf8: [UInt8]") { v, ctx throws(Interrupt) in
            .array(try ctx.string(v).utf8.map { .integer(SizedInt(.uint8, Int64($0))) })
        }
        method(c, "func uppercased() -> String") { v, _, ctx throws(Interrupt) in .string(try ctx.string(v).uppercased()) }
        method(c, "func lowercased() -> String") { v, _, ctx throws(Interrupt) in .string(try ctx.string(v).lowercased()) }
        for (name, test) in tests.prefix(3) {
            property(scalar, "var \(name): Bool") { v, ctx throws(Interrupt) in .bool(test(try ctx.string(v).first ?? " ")) }
        }
        property(scalar, "var value: UInt32") { v, ctx throws(Interrupt) in
            .integer(SizedInt(.uint32, Int64((try ctx.string(v)).unicodeScalars.first?.value ?? 0)))
        }
    }
}
