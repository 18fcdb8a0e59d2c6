import SimCore

/// How large a value a script may make. Without a limit `set s = s + s` doubles a string a
/// line (34 lines asked for 5.5 GB) and `set l = list l, l` doubles a list, which every walk
/// over the variables (lifetimes, `vars`) then visits whole. The limits are far above what a
/// scene needs and are documented (docs/language.md, limits):
/// - a string holds at most 1 MiB of UTF-8;
/// - a list holds at most 100,000 elements, counting those of the lists inside it, nested at
///   most 32 deep (so walking, comparing or freeing one never recurses deeply).
enum ValueLimits {
    static let maxStringBytes = 1 << 20
    static let maxListElements = 100_000
    static let maxListDepth = 32

    /// About how many bytes `value` takes as text (what a trace line that shows it prints):
    /// exact for a string, an estimate for the rest; bounded by the limits above.
    static func textBytes(_ value: Value) -> Int {
        switch value {
        case .string(let s): return s.utf8.count
        case .list(let items): return items.reduce(2) { $0 + 2 + textBytes($1) }
        default: return 8
        }
    }

    /// The elements of `items` and of the lists inside them, and how deeply they nest. Every
    /// list that exists is within the limits, so this recurses at most `maxListDepth` levels
    /// and stops counting once past `maxListElements`.
    static func measure(_ items: [Value]) -> (elements: Int, depth: Int) {
        var elements = items.count, depth = 1
        for case .list(let inner) in items {
            guard elements <= maxListElements else { break }
            let (n, d) = measure(inner)
            elements += n
            depth = max(depth, d + 1)
        }
        return (elements, depth)
    }
}

extension Session {
    /// `text`, made by `token`'s operation, when it is within the string limit; its bytes count
    /// against the work budget as output does (a long string is work to make).
    func checkedString(_ text: String, madeBy token: Token) throws -> Value {
        let bytes = text.utf8.count
        guard bytes <= ValueLimits.maxStringBytes else {
            throw error(token, "the string would be \(groupedDigits(Int64(bytes))) bytes long; a string holds at most 1 MiB (\(groupedDigits(Int64(ValueLimits.maxStringBytes))) bytes)",
                        hint: "is a string joined to itself over and over (`set s = s + s`)? strings are limited to 1 MiB")
        }
        simulator.chargeWork(bytes: bytes)
        return .string(text)
    }

    /// A list of `items`, written at `token`, when it is within the list limits.
    func checkedList(_ items: [Value], at token: Token) throws -> Value {
        let (elements, depth) = ValueLimits.measure(items)
        if elements > ValueLimits.maxListElements {
            throw error(token, "the list would hold more than \(groupedDigits(Int64(ValueLimits.maxListElements))) elements (counting those of the lists in it), the most a list holds",
                        hint: "is a list put into itself over and over (`set l = list l, l`)? lists are limited to \(groupedDigits(Int64(ValueLimits.maxListElements))) elements")
        }
        if depth > ValueLimits.maxListDepth {
            throw error(token, "the list would nest lists \(depth) deep; lists nest at most \(ValueLimits.maxListDepth) deep",
                        hint: "is a list put into itself over and over (`set l = list l`)?")
        }
        return .list(items)
    }
}
