// split and joined on strings and arrays, with separators, max splits and empty pieces.
let csv = "name,age,,city"
let fields = csv.split(separator: ",")
print(fields)
print(fields.count)
let allFields = csv.split(separator: ",", omittingEmptySubsequences: false)
print(allFields)
print(csv.split(separator: ",", maxSplits: 1))
let sentence = "  the quick  brown fox  "
let words = sentence.split(separator: " ")
print(words.map(String.init))
print(words.joined(separator: "_"))
print(words.joined())
print(["a", "b", "c"].joined(separator: ", "))
print([String]().joined(separator: "-"), ["solo"].joined(separator: "-"))
let lines = "first\nsecond\n\nfourth"
print(lines.split(separator: "\n").count, lines.split(separator: "\n", omittingEmptySubsequences: false).count)
let path = "/usr/local/bin"
print(path.split(separator: "/"), path.split(separator: "/").last!)
let numbers = [1, 0, 2, 3, 0, 0, 4]
print(numbers.split(separator: 0))
print(numbers.split(separator: 0).map { Array($0) })
print("a-b_c".split { $0 == "-" || $0 == "_" })
let kv = "key=value=more"
if let eq = kv.firstIndex(of: "=") {
    print(kv[..<eq], kv[kv.index(after: eq)...])
}
print([[1, 2], [3]].joined(separator: [0]).map { $0 })
print(String(["x", "y"].joined(separator: "")).count)
