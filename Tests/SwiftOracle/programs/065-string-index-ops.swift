// String indices: index(_:offsetBy:), firstIndex(of:), substrings, prefix and suffix.
let s = "Hello, playground"
let start = s.startIndex
let fifth = s.index(start, offsetBy: 4)
print(s[fifth])
print(s[start..<fifth], s[...fifth])
if let comma = s.firstIndex(of: ",") {
    print("before comma:", s[..<comma])
    print("after comma:", s[s.index(comma, offsetBy: 2)...])
}
print(s.prefix(5), s.suffix(10), s.dropFirst(7), s.dropLast(6))
let sub = s.dropFirst(7)
print(type(of: sub), String(sub).count)
print(s.lastIndex(of: "o").map { s.distance(from: s.startIndex, to: $0) } as Any)
var word = "swift"
word.insert("!", at: word.endIndex)
word.insert(contentsOf: "go ", at: word.startIndex)
print(word)
word.remove(at: word.startIndex)
print(word)
word.removeLast()
print(word, word.count)
let replaced = String("a-b-c".map { $0 == "-" ? "+" : $0 })
print(replaced)
print("banana".firstIndex(of: "n").map { "banana".distance(from: "banana".startIndex, to: $0) }!)
print(String("stressed".reversed()))
let text = "one two three"
if let space = text.firstIndex(of: " ") {
    let firstWord = text[text.startIndex..<space]
    print(firstWord, firstWord.count, firstWord.uppercased())
}
print(Array("héllo").count, "héllo".unicodeScalars.count, "héllo".utf8.count)
print("abc".contains("b"), "abc".starts(with: "ab"), "a,b".contains(","))
