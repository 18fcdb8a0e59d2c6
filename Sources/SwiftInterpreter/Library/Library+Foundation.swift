#if canImport(Glibc)
import Glibc
#endif

/// The part of Foundation that programs reach for on strings: `CharacterSet`, trimming,
/// `components(separatedBy:)`, replacing, `capitalized`, comparisons (`ComparisonResult`),
/// `range(of:)`, `padding(toLength:withPad:startingAt:)` and `String(format:)`.
///
/// Compiled Swift has these only in a file that imports Foundation (or a UI framework, which
/// imports it), so the library registers them only for such a file: elsewhere they are the
/// compiler's "has no member" errors, as with swiftc.
extension Library {
    /// The modules whose import brings Foundation's additions.
    static let foundationModules: Set<String> = Interpreter.screenFrameworks.union(["Foundation"])

    func registerFoundation() {
        let characterSet = registerCharacterSet()
        registerFoundationStrings(characterSet)
        registerComparisons()
        registerStringFormat()
        registerNumberFormatting()
    }

    private func registerCharacterSet() -> TypeDecl {
        let characterSet = TypeDecl(name: "CharacterSet", kind: .builtin, userDeclared: false)
        addType(characterSet)
        let sets: [(String, (Character) -> Bool)] = [
            ("whitespaces", { $0 == " " || $0 == "\t" }), ("whitespacesAndNewlines", { $0.isWhitespace }),
            ("newlines", { $0.isNewline }), ("decimalDigits", { $0.isNumber }), ("letters", { $0.isLetter }),
            ("punctuationCharacters", { $0.isPunctuation }), ("alphanumerics", { $0.isLetter || $0.isNumber }),
            ("uppercaseLetters", { $0.isUppercase }), ("lowercaseLetters", { $0.isLowercase }),
        ]
        for (name, test) in sets {
            function(characterSet, "static var \(name): CharacterSet") { _, _ in .native(CharacterPredicate(characterSet, test)) }
        }
        function(characterSet, "init(charactersIn string: String)") { args, ctx throws(Interrupt) in
            let chars = Set(try ctx.string(args[0]))
            return .native(CharacterPredicate(characterSet) { chars.contains($0) })
        }
        return characterSet
    }

    private func registerFoundationStrings(_ characterSet: TypeDecl) {
        let s = string
        func predicate(_ v: Value, _ ctx: NativeContext) throws(Interrupt) -> (Character) -> Bool {
            guard case .native(let o as CharacterPredicate) = v else { throw ctx.unsupported("expected a CharacterSet") }
            return o.test
        }
        method(s, "func trimmingCharacters(in set: CharacterSet) -> String") { v, args, ctx throws(Interrupt) in
            let test = try predicate(args[0], ctx)
            let t = try ctx.string(v)
            return .string(String(t.drop(while: test).reversed().drop(while: test).reversed()))
        }
        method(s, "func components(separatedBy separator: String) -> [String]") { v, args, ctx throws(Interrupt) in
            let t = try ctx.string(v), sep = try ctx.string(args[0])
            return .array(t.split(separator: sep, omittingEmptySubsequences: false).map { .string(String($0)) })
        }
        method(s, "func components(separatedBy separator: CharacterSet) -> [String]") { v, args, ctx throws(Interrupt) in
            let t = try ctx.string(v), test = try predicate(args[0], ctx)
            return .array(t.split(omittingEmptySubsequences: false, whereSeparator: test).map { .string(String($0)) })
        }
        method(s, "func replacingOccurrences(of target: String, with replacement: String) -> String") { v, args, ctx throws(Interrupt) in
            .string(try ctx.string(v).replacing(try ctx.string(args[0]), with: try ctx.string(args[1])))
        }
        property(s, "var capitalized: String") { v, ctx throws(Interrupt) in
            var out = "", startOfWord = true
            for ch in try ctx.string(v) {
                out += startOfWord ? ch.uppercased() : ch.lowercased()
                startOfWord = !(ch.isLetter || ch.isNumber || ch == "'")
            }
            return .string(out)
        }
        method(s, "func range(of aString: String) -> Range<String.Index>?") { v, args, ctx throws(Interrupt) in
            guard let r = try ctx.string(v).firstRange(of: try ctx.string(args[0])) else { return .nilValue }
            return .optional(.range(RangeValue(lower: .stringIndex(r.lowerBound), upper: .stringIndex(r.upperBound), closed: false)))
        }
        method(s, "func padding(toLength newLength: Int, withPad padString: String, startingAt padIndex: Int) -> String") { v, args, ctx throws(Interrupt) in
            let t = try ctx.string(v), length = try ctx.length(args[0], "pad to a negative length")
            let pad = Array(try ctx.string(args[1]))
            guard let start = args[2].asInt, pad.indices.contains(start) else {
                throw ctx.fatal("padding(toLength:withPad:startingAt:): the pad index is out of the pad's bounds")
            }
            if t.count >= length { return .string(String(t.prefix(length))) }
            try ctx.runtime.spend(length, at: ctx.loc)
            var out = t
            for i in 0..<(length - t.count) { out.append(pad[(start + i) % pad.count]) }
            return .string(out)
        }
    }

    /// `ComparisonResult` and the comparisons that give one.
    private func registerComparisons() {
        let result = TypeDecl(name: "ComparisonResult", kind: .enumType, userDeclared: false)
        result.rawType = .nominal(int, [])
        result.conformances = [equatable, hashable]
        addType(result)
        let me = SType.nominal(result, [])
        for (index, (name, raw)) in [("orderedAscending", -1), ("orderedSame", 0), ("orderedDescending", 1)].enumerated() {
            let c = EnumCaseDecl(name: name, owner: result, index: index)
            c.rawValue = .int(raw)
            result.cases.append(c)
            let m = MemberDecl(name: name, kind: .enumCase, isStatic: true, owner: result, loc: .unknown, impl: .enumCase(c))
            m.type = me
            result.addMember(m)
        }
        func compared(_ a: String, _ b: String) -> Value {
            result.cases[a < b ? 0 : a == b ? 1 : 2].singleton
        }
        // Foundation compares by Unicode scalars, not Swift's canonical ordering; the two agree
        // on the strings programs compare (the same normalisation).
        method(string, "func compare(_ aString: String) -> ComparisonResult") { v, args, ctx throws(Interrupt) in
            compared(try ctx.string(v), try ctx.string(args[0]))
        }
        method(string, "func caseInsensitiveCompare(_ aString: String) -> ComparisonResult") { v, args, ctx throws(Interrupt) in
            compared(try ctx.string(v).lowercased(), try ctx.string(args[0]).lowercased())
        }
    }

    private func registerStringFormat() {
        function(string, "init(format: String, _ arguments: CVarArg...)") { args, ctx throws(Interrupt) in
            let format = try ctx.string(args[0])
            let values = args.count > 1 ? (args[1].asArray ?? [args[1]]) : []
            return .string(try FormatString(format).render(values, ctx))
        }
    }
}

/// A Foundation `CharacterSet`, as far as trimming and splitting need one: a test on characters.
final class CharacterPredicate: NativeObject {
    let test: (Character) -> Bool
    init(_ type: TypeDecl, _ test: @escaping (Character) -> Bool) {
        self.test = test
        super.init(typeDecl: type)
    }
}
