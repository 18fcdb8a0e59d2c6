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

    /// Reads `text`; with `parameters: false` only up to the name (what registration needs: a
    /// program's start registers about 1,300 natives and most are never called, so their labels
    /// and shapes are read on first use — `MemberDecl.paramShapes`).
    init(_ text: String, parameters: Bool = true) {
        var text = text
        text.withUTF8 { self.read($0, parameters: parameters) }
    }

    private mutating func read(_ b: UnsafeBufferPointer<UInt8>, parameters: Bool) {
        var i = 0
        func starts(with word: StaticString, at j: Int) -> Bool {
            let n = word.utf8CodeUnitCount
            guard j + n <= b.count else { return false }
            let w = word.utf8Start
            for k in 0..<n where b[j + k] != w[k] { return false }
            return true
        }
        func dropWord(_ word: StaticString) -> Bool {
            let n = word.utf8CodeUnitCount
            guard starts(with: word, at: i), i + n < b.count, b[i + n] == .space else { return false }
            i += n + 1
            return true
        }
        func string(_ r: Range<Int>) -> String { String(decoding: UnsafeBufferPointer(rebasing: b[r]), as: UTF8.self) }
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
        guard parameters else { return }
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
        if params.count == 1, params[0].allSatisfy({ b[$0] == .space }) { params = [] }
        let isSubscript = kind == .subscriptMember
        shapes = params.map { r in
            var colon = r.lowerBound
            while colon < r.upperBound, b[colon] != .colon { colon += 1 }
            // The first word before the colon is the label; a second one is the parameter's name.
            var j = r.lowerBound
            while j < colon, b[j] == .space { j += 1 }
            var k = j
            while k < colon, b[k] != .space { k += 1 }
            var rest = k
            while rest < colon, b[rest] == .space { rest += 1 }
            var label: String? = j < k ? string(j..<k) : nil
            if label == "_" || (isSubscript && rest == colon) { label = nil }
            var hasDefault = false, isVariadic = false, isFunction = false
            var t = colon
            while t < r.upperBound {
                let c = b[t]
                if c == .equals { hasDefault = true }
                if c == .dot, t + 2 < r.upperBound, b[t + 1] == .dot, b[t + 2] == .dot { isVariadic = true }
                if c == .minus, t + 1 < r.upperBound, b[t + 1] == .closeAngle { isFunction = true }
                t += 1
            }
            return ParamShape(label: label, hasDefault: hasDefault, isVariadic: isVariadic, isFunction: isFunction)
        }
        labels = shapes.map(\.label)
    }
}

private extension UInt8 {
    static let space = UInt8(ascii: " "), colon = UInt8(ascii: ":"), comma = UInt8(ascii: ","), equals = UInt8(ascii: "=")
    static let question = UInt8(ascii: "?"), minus = UInt8(ascii: "-"), dot = UInt8(ascii: ".")
    static let openParen = UInt8(ascii: "("), closeParen = UInt8(ascii: ")")
    static let openBracket = UInt8(ascii: "["), closeBracket = UInt8(ascii: "]")
    static let openAngle = UInt8(ascii: "<"), closeAngle = UInt8(ascii: ">")
}
