// Switching over optionals: .some/.none, `x?` patterns, nil, where clauses and tuples of optionals.
func describe(_ value: Int?) -> String {
    switch value {
    case .none:
        return "nothing"
    case .some(0):
        return "zero"
    case let x? where x < 0:
        return "negative \(x)"
    case .some(let x):
        return "positive \(x)"
    }
}
print([nil, 0, -3, 8].map(describe))
func pair(_ a: String?, _ b: String?) -> String {
    switch (a, b) {
    case (nil, nil): return "both missing"
    case (let x?, nil): return "only first: \(x)"
    case (nil, let y?): return "only second: \(y)"
    case let (x?, y?) where x == y: return "same: \(x)"
    case let (x?, y?): return "\(x) and \(y)"
    }
}
print(pair(nil, nil), pair("a", nil), pair(nil, "b"), pair("c", "c"), pair("d", "e"), separator: " | ")
let nested: Int?? = .some(nil)
switch nested {
case .some(.some(let v)): print("value", v)
case .some(.none): print("inner nil")
case .none: print("outer nil")
}
let words: [String?] = ["swift", nil, "go", nil, "rust"]
var missing = 0
for w in words {
    switch w?.count {
    case nil: missing += 1
    case let n? where n > 3: print("long word", w!)
    case let n?: print("short word of", n)
    }
}
print("missing:", missing)
if case let .some(x) = Int("12") { print("parsed", x) }
let maybeBool: Bool? = false
switch maybeBool {
case true?: print("true")
case false?: print("false")
case nil: print("nil")
}
