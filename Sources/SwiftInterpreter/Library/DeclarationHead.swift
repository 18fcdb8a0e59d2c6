/// What the registration needs of a native member's declaration text before it is parsed: its
/// base name, its kind and its argument labels (the full types wait until the resolver needs
/// them). Every program's start reads a few thousand of these, so they are scanned as UTF-8
/// bytes: as `Character`s (grapheme breaking, `contains` on substrings) this took 84 of the 111
/// million instructions a one-line program cost in a release build.
struct DeclarationHead {
    var name = ""
    var kind = MemberDecl.Kind.method
    var isStatic = false
    var isMutating = false
    var labels: [String?]?
    /// Each parameter's label and whether it has a default, is variadic, takes a function.
    var shapes: [ParamShape] = []

    init(_ text: String) {
        let b = Array(text.utf8)
        var i = 0
        func starts(with word: String, at j: Int) -> Bool {
            var k = j
            for u in word.utf8 {
                guard k < b.count, b[k] == u else { return false }
                k += 1
            }
            return true
        }
        func dropWord(_ word: String) -> Bool {
            let n = word.utf8.count
            guard starts(with: word, at: i), i + n < b.count, b[i + n] == .space else { return false }
            i += n + 1
            return true
        }
        func string(_ r: Range<Int>) -> String { String(decoding: b[r], as: UTF8.self) }
        func scan(while keep: (UInt8) -> Bool) -> Int {
            var j = i
            while j < b.count, keep(b[j]) { j += 1 }
            return j
        }
        while true {
            if dropWord("static") || dropWord("class") { isStatic = true; continue }
            if dropWord("mutating") { isMutating = true; continue }
            if dropWord("public") || dropWord("@discardableResult") { continue }
            break
        }
        if dropWord("var") || dropWord("let") {
            kind = .property
            name = string(i..<scan { $0 != .colon && $0 != .space })
            return
        }
        if starts(with: "init", at: i) {
            kind = .initializer
            name = "init"
            i += 4
            if i < b.count, b[i] == .question { i += 1 }
        } else if starts(with: "subscript", at: i) {
            kind = .subscriptMember
            name = "subscript"
            i += 9
        } else {
            _ = dropWord("func")
            let end = scan { $0 != .openParen && $0 != .openAngle && $0 != .space }
            name = string(i..<end)
            i = end
        }
        // Skip generic parameters, then read each parameter's first name.
        if i < b.count, b[i] == .openAngle {
            var depth = 0
            while i < b.count {
                let c = b[i]
                i += 1
                if c == .openAngle { depth += 1 } else if c == .closeAngle { depth -= 1; if depth == 0 { break } }
            }
        }
        guard i < b.count, b[i] == .openParen else { labels = []; return }
        i += 1
        var params: [Range<Int>] = []
        var depth = 0, start = i
        while i < b.count {
            let c = b[i]
            if c == .openParen || c == .openBracket || c == .openAngle { depth += 1 }
            // `->` is an arrow, not a closing angle bracket.
            if c == .closeParen || c == .closeBracket || (c == .closeAngle && b[i - 1] != .minus) {
                if depth == 0 { params.append(start..<i); break }
                depth -= 1
            }
            if c == .comma && depth == 0 { params.append(start..<i); start = i + 1 }
            i += 1
        }
        if params.count == 1, b[params[0]].allSatisfy({ $0 == .space }) { params = [] }
        let kind = self.kind
        shapes = params.map { r in
            let colon = b[r].firstIndex(of: .colon) ?? r.upperBound
            let words = b[r.lowerBound..<colon].split(separator: .space)
            var label: String? = words.first.map { String(decoding: $0, as: UTF8.self) }
            if label == "_" || (kind == .subscriptMember && words.count == 1) { label = nil }
            let type = b[colon..<r.upperBound]
            return ParamShape(label: label, hasDefault: type.contains(.equals), isVariadic: type.containsRun("..."),
                              isFunction: type.containsRun("->"))
        }
        labels = shapes.map(\.label)
    }
}

private extension UInt8 {
    static let space = UInt8(ascii: " "), colon = UInt8(ascii: ":"), comma = UInt8(ascii: ","), equals = UInt8(ascii: "=")
    static let question = UInt8(ascii: "?"), minus = UInt8(ascii: "-")
    static let openParen = UInt8(ascii: "("), closeParen = UInt8(ascii: ")")
    static let openBracket = UInt8(ascii: "["), closeBracket = UInt8(ascii: "]")
    static let openAngle = UInt8(ascii: "<"), closeAngle = UInt8(ascii: ">")
}

private extension ArraySlice<UInt8> {
    /// Whether the bytes of `run` occur here in a row.
    func containsRun(_ run: String) -> Bool {
        let r = Array(run.utf8)
        guard r.count <= count else { return false }
        var i = startIndex
        while i + r.count <= endIndex {
            if self[i..<(i + r.count)].elementsEqual(r) { return true }
            i += 1
        }
        return false
    }
}
