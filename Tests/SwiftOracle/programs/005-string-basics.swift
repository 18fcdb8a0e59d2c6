// Strings: concatenation, interpolation, count, isEmpty, case, prefixes and suffixes.
let greeting = "Hello"
let name = "Swift"
var message = greeting + ", " + name + "!"
print(message)
message += " Welcome."
print(message)
print(message.count, message.isEmpty, "".isEmpty, "".count)
print(name.uppercased(), name.lowercased())
print(message.hasPrefix("Hello"), message.hasSuffix("."), message.hasPrefix("hello"))
print(message.contains("Swift"), message.contains("swift"))
let n = 3
print("\(name) has \(name.count) letters and \(n * 2) is six")
print("nested: \("inner \(n + 1)")")
print(String(repeating: "ab", count: 3))
print(String(42), String(3.5), String(-7))
print(Int("123") as Any, Int("12a") as Any, Double("2.50") as Any)
let word = "racecar"
print(String(word.reversed()), String(word.reversed()) == word)
print(name.first as Any, name.last as Any)
print(Array("abc"))
print("a" + String(repeating: "-", count: 5) + "b")
let empty = ""
print("[\(empty)]")
print("Straße".uppercased(), "ÉCOLE".lowercased())
